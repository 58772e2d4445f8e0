/**
 * Where the Markdown twin of a docs page is served: the page URL + `.md` (`/api/search` →
 * `/api/search.md`, `/es/api/search` → `/es/api/search.md`). An index route ending in `/`
 * (`/guides/`) has its twin inside its folder: `/guides/index.md`, next to `index.html`.
 * Shared by the llms-txt plugin (which writes the twins) and the page actions (which link them).
 */
export function markdownTwinPath(permalink: string): string {
  const path = permalink.split(/[?#]/)[0] ?? permalink;
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
