/**
 * Step-by-step pages (the quick starts) in every locale: a later step uses what an earlier step
 * created through a variable, never by pasting the example id (a reader who follows the page
 * literally would act on a memory that does not exist), and the page says how soon a new memory
 * becomes searchable, so a search right after the store is not mistaken for a wrong filter.
 * Run: node --import tsx --test tests/content/step-flows.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {locales} from '../../config/i18n';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const STEP_PAGES = ['getting-started/quick-start.md', 'sdks/typescript/quickstart.md'];
const LOCALES = locales;
const docsRootOf = (locale: string) =>
  locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
// How each locale says that a new memory is searchable within a second or two.
const INDEXING_DELAY: Record<(typeof LOCALES)[number], RegExp> = {
  en: /within a second or two/,
  es: /uno o dos segundos/,
  fr: /une à deux secondes/,
  de: /ein bis zwei Sekunden/,
};

/** Ids that an earlier example response on the page shows as created, reused by a later code block. */
export function pastedIds(markdown: string): string[] {
  const problems: string[] = [];
  const created = new Set<string>();
  const blocks = [...markdown.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```/gm)];
  for (const m of blocks) {
    const [, lang, meta, body] = m;
    const line = markdown.slice(0, m.index).split('\n').length;
    if (lang === 'json' && /schema="Memory"/.test(meta!)) {
      for (const id of body!.matchAll(/"id":\s*"(mem_[0-9A-Za-z]+)"/g)) created.add(id[1]!);
      continue;
    }
    if (lang === 'json' || lang === 'text') continue;
    for (const id of body!.matchAll(/mem_[0-9A-Za-z]{10,40}/g)) {
      // An id inside a comment documents what a step prints; an id in code is what it acts on.
      const codeLine = body!.split('\n').find((l) => l.includes(id[0]))!;
      const code = codeLine.replace(/(^|\s)(\/\/|#).*$/, '');
      if (created.has(id[0]) && code.includes(id[0]))
        problems.push(
          `line ${line}: ${lang} block uses ${id[0]}, the id an earlier step created; carry it in a variable`,
        );
    }
  }
  return problems;
}

describe('step-by-step pages', () => {
  for (const locale of LOCALES) {
    for (const page of STEP_PAGES) {
      const file = path.join(docsRootOf(locale), page);
      test(`${file}: later steps carry ids in variables, and the indexing delay is stated`, () => {
        const text = readFileSync(path.join(repoRoot, file), 'utf8');
        assert.deepEqual(pastedIds(text), [], file);
        assert.match(
          text,
          INDEXING_DELAY[locale],
          `${file} never says that a new memory is searchable within a second or two`,
        );
      });
    }
  }
  test('planted: a delete step that pastes the id of the created memory fails', () => {
    const page = [
      '```json title="Response" schema="Memory"',
      '{"id": "mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4"}',
      '```',
      '',
      '```ts',
      'console.log(memory.id); // mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4',
      '```',
      '',
      '```python',
      'client.memories.delete("mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4")',
      '```',
    ].join('\n');
    const problems = pastedIds(page);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0]!, /line 9: python block uses mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4/);
  });
});
