/**
 * llms.txt as the format's reference parser reads it: a TypeScript port of `parse_llms_txt` in
 * `llms_txt/miniparse.py` of the llmstxt.org authors' library, regular expression for regular
 * expression, so a test sees what tools built on it see. Two of its traits matter here: sections
 * are split on `^##\s*(.*?$)`, which also matches `###` (a `### Group` heading becomes a section
 * named `# Group` and empties the section above it), and every non-empty line of a section must
 * hold a `- [Title](url)` link (Python raises on one that does not; this port throws, naming it).
 * A section named twice keeps only its last occurrence, as Python's dict does.
 */

interface MiniLink {
  readonly title: string;
  readonly url: string;
  readonly desc: string | undefined;
}

export interface MiniLlmsTxt {
  readonly title: string;
  readonly summary: string | undefined;
  readonly info: string;
  /** Section name → its links, in the order the sections first appear. */
  readonly sections: ReadonlyMap<string, readonly MiniLink[]>;
}

const linkPattern = /-\s*\[(?<title>[^\]]+)\]\((?<url>[^)]+)\)(?::\s*(?<desc>.*))?/;
const headPattern = /^#\s*(?<title>.+?$)\n+(?:^>\s*(?<summary>.+?$)$)?\n+(?<info>.*)/ms;

function links(section: string, body: string): MiniLink[] {
  return body
    .trim()
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const m = linkPattern.exec(line);
      if (!m?.groups?.title || !m.groups.url)
        throw new Error(`llms.txt section "${section}": a line that is not a "- [Title](url)" link: ${line}`);
      return {title: m.groups.title, url: m.groups.url, desc: m.groups.desc};
    });
}

export function miniparse(text: string): MiniLlmsTxt {
  const [start = '', ...rest] = text.split(/^##\s*(.*?$)/m);
  const sections = new Map<string, readonly MiniLink[]>();
  for (let i = 0; i + 1 < rest.length; i += 2) sections.set(rest[i] ?? '', links(rest[i] ?? '', rest[i + 1] ?? ''));
  const head = headPattern.exec(start.trim());
  if (!head?.groups?.title) throw new Error('llms.txt: no "# Title" line before the first section');
  return {title: head.groups.title, summary: head.groups.summary, info: head.groups.info ?? '', sections};
}
