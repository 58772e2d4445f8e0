/**
 * Checks over the Pagefind bundle in the build, shared by tests/site/search-index.test.ts and the
 * planted faults of tests/unit/search-checks.test.ts.
 */
import type {PagefindEntry} from '../../scripts/lib/pagefind-entry';

export type {PagefindEntry};
import type {Problem} from './markdown-checks';

/**
 * One index per language, each holding exactly the expected number of pages, each with its own
 * stemming WebAssembly (a language Pagefind cannot stem would have `wasm: null` or "unknown").
 */
export function checkPagefindEntry(
  file: string,
  entry: PagefindEntry,
  expected: Readonly<Record<string, number>>,
): Problem[] {
  const problems: Problem[] = [];
  const languages = entry.languages ?? {};
  for (const [language, pages] of Object.entries(expected)) {
    const index = languages[language];
    if (!index) {
      problems.push({
        file,
        message: `no index for language "${language}" (has: ${Object.keys(languages).join(', ') || 'none'})`,
      });
      continue;
    }
    if (index.page_count !== pages)
      problems.push({file, message: `index "${language}" holds ${index.page_count ?? 0} pages, expected ${pages}`});
    if (!index.wasm || index.wasm === 'unknown')
      problems.push({
        file,
        message: `index "${language}" has no stemming for its language (wasm: ${String(index.wasm)})`,
      });
  }
  for (const language of Object.keys(languages)) {
    if (!(language in expected))
      problems.push({
        file,
        message: `unexpected index "${language}": a page with an unexpected <html lang> was indexed`,
      });
  }
  return problems;
}
