/**
 * Search examples: a highlighted word (`<em>…</em>`) is a word of the query, or a form of one
 * (`prefer` / `Prefers`), because highlights mark keyword matches. Checked for every search
 * response on every page of every locale (against the nearest query above it) and for the
 * contract's own search example. A response once highlighted "dark mode" for "Which colour theme
 * does the user like?".
 * Run: node --import tsx --test tests/content/search-highlights.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {loadContract} from '../../packages/api-model/contract';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ROOTS = [
  'docs',
  'i18n/es/docusaurus-plugin-content-docs/current',
  'i18n/fr/docusaurus-plugin-content-docs/current',
  'i18n/de/docusaurus-plugin-content-docs/current',
];

/** A crude English stem: enough to tell `prefers`/`prefer` and `notifications`/`notification` apart from other words. */
const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(ies|es|s|ed|ing)$/, '');

/** Highlighted words that share no stem with the query. */
export function unmatchedHighlights(query: string, highlights: string[]): string[] {
  const queryStems = new Set(query.split(/\s+/).map(stem).filter(Boolean));
  const out: string[] = [];
  for (const h of highlights) {
    for (const m of h.matchAll(/<em>(.*?)<\/em>/g)) {
      for (const word of m[1]!.split(/\s+/)) if (!queryStems.has(stem(word))) out.push(word);
    }
  }
  return out;
}

/** Problems of one page: each SearchResponse block against the last query written above it. */
export function pageProblems(text: string): string[] {
  const problems: string[] = [];
  const queryAt = [...text.matchAll(/(?:"query"\s*:\s*|query\s*[:=]\s*)"([^"]+)"/g)].map((m) => ({
    index: m.index,
    query: m[1]!,
  }));
  for (const m of text.matchAll(/^```json[^\n]*schema="SearchResponse"[^\n]*\n([\s\S]*?)^```/gm)) {
    const response = JSON.parse(m[1]!) as {data: {highlights?: string[]}[]};
    const highlights = response.data.flatMap((r) => r.highlights ?? []);
    if (!highlights.some((h) => h.includes('<em>'))) continue;
    const query = queryAt.filter((q) => q.index < m.index).at(-1)?.query;
    const line = text.slice(0, m.index).split('\n').length;
    if (!query) problems.push(`line ${line}: highlights without a query above them`);
    else {
      const words = unmatchedHighlights(query, highlights);
      if (words.length)
        problems.push(
          `line ${line}: highlights ${words.map((w) => `"${w}"`).join(', ')}, not words of the query "${query}"`,
        );
    }
  }
  return problems;
}

function pages(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, {withFileTypes: true})) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (/\.mdx?$/.test(e.name)) out.push(path.join(dir, e.name));
    }
  };
  walk(path.join(repoRoot, root));
  return out;
}

describe('search highlights match the query', () => {
  for (const root of ROOTS) {
    test(`${root}: every search response highlights words of its query`, () => {
      const problems = pages(root).flatMap((file) =>
        pageProblems(readFileSync(file, 'utf8')).map((p) => `${path.relative(repoRoot, file)} ${p}`),
      );
      assert.deepEqual(problems, []);
    });
  }
  test('the contract: the search response example highlights words of the request example', () => {
    type Examples<T> = {content: {'application/json': {examples: Record<string, {value: T}>}}};
    type SearchOperation = {
      requestBody: Examples<{query: string}>;
      responses: {'200': Examples<{data: {highlights?: string[]}[]}>};
    };
    const op = (loadContract() as {paths: {'/search': {post: SearchOperation}}}).paths['/search'].post;
    const queries = Object.values(op.requestBody.content['application/json'].examples)
      .map((e) => e.value.query)
      .join(' ');
    const responses = Object.values(op.responses['200'].content['application/json'].examples);
    assert.deepEqual(
      unmatchedHighlights(
        queries,
        responses.flatMap((e) => e.value.data.flatMap((r) => r.highlights ?? [])),
      ),
      [],
    );
  });
  test('planted: "dark mode" highlighted for a query about a colour theme fails', () => {
    const page =
      '```bash\ncurl -d \'{"query": "Which colour theme does the user like?"}\'\n```\n\n```json schema="SearchResponse"\n{"data": [{"highlights": ["Prefers <em>dark mode</em> and compact tables"]}]}\n```\n';
    assert.deepEqual(pageProblems(page), [
      'line 5: highlights "dark", "mode", not words of the query "Which colour theme does the user like?"',
    ]);
  });
});
