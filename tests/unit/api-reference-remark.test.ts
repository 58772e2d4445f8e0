/**
 * src/remark/api-reference.ts: `<ApiReference group="…" />` in a page becomes the operations (or the
 * error codes) rendered from the contract of the page's locale, read from the page's path, with the
 * components' imports; an unknown or missing group fails naming the page. And
 * scripts/english-share.ts counts the prose left in English sentences of a translated page.
 * Run: node --import tsx --test tests/unit/api-reference-remark.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import remarkApiReference, {localeOfFile, parseMdx} from '../../src/remark/api-reference';
import {englishShare} from '../../scripts/english-share';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {locales} from '../../config/i18n';
import {REFERENCE_PAGE_OPERATIONS} from '../support/reference-pages';

const repo = path.resolve(import.meta.dirname, '..', '..');

const page = (group: string | null): Root => ({
  type: 'root',
  children: parseMdx(
    `## Reference {#reference}\n\n${group === null ? '<ApiReference />' : `<ApiReference group="${group}" />`}\n\n## Next steps {#next-steps}\n`,
  ),
});
const headings = (tree: Root) =>
  tree.children
    .filter((n) => n.type === 'heading')
    .map((n) => (n.children as {value?: string}[]).map((c) => c.value ?? '').join(''));
const run = async (tree: Root, file: string) => remarkApiReference()(tree, {path: file});

test('the locale comes from the page path', () => {
  assert.equal(localeOfFile('/site/docs/api/endpoints/memory.md'), 'en');
  assert.equal(localeOfFile('/site/i18n/de/docusaurus-plugin-content-docs/current/api/endpoints/memory.md'), 'de');
  assert.equal(localeOfFile('C:\\site\\i18n\\fr\\docusaurus-plugin-content-docs\\current\\api\\error-codes.md'), 'fr');
});

test('a German page gets the German operations in place of the element, with their imports', async () => {
  const tree = page('search');
  await run(tree, '/site/i18n/de/docusaurus-plugin-content-docs/current/api/endpoints/search.md');
  const titles = headings(tree);
  assert.equal(titles[0], 'Reference {#reference}');
  assert.ok(titles.includes('Erinnerungen durchsuchen {#search-memories}'), titles.join(' | '));
  assert.equal(titles.at(-1), 'Next steps {#next-steps}', 'the rest of the page stays after the reference');
  assert.equal(tree.children[0]?.type, 'mdxjsEsm', 'imports first');
  assert.ok(!JSON.stringify(tree).includes('"name":"ApiReference"'), 'the element is replaced');
});

test('the error codes table in French', async () => {
  const tree = page('error-codes');
  await run(tree, '/site/i18n/fr/docusaurus-plugin-content-docs/current/api/error-codes.md');
  const text = JSON.stringify(tree);
  assert.match(text, /"name":"ApiErrorCodes"/);
  assert.match(text, /Corrigez la requête avant de la renvoyer/);
});

test('an unknown or missing group fails, naming the page', async () => {
  await assert.rejects(
    run(page('memory'), '/site/docs/api/endpoints/memory.md'),
    /unknown group \(known: memories, search, keys, changes\)/,
  );
  await assert.rejects(
    run(page(null), '/site/docs/api/endpoints/memory.md'),
    /memory\.md: <ApiReference> needs group="…"/,
  );
});

test('english-share: sentences identical to the English page count as English, by characters', () => {
  const html = (body: string) => `<article><div class="theme-doc-markdown markdown">${body}</div></article>`;
  const en = html('<h3>Create a memory</h3><p>Stores one memory. Send a key to retry <code>safely</code>.</p>');
  const de = html('<h3>Erinnerung anlegen</h3><p>Stores one memory. Senden Sie einen Schlüssel.</p>');
  const r = englishShare(en, de);
  assert.deepEqual(r.englishSentences, ['Stores one memory.']);
  const total = 'Erinnerung anlegen'.length + 'Stores one memory.'.length + 'Senden Sie einen Schlüssel.'.length;
  assert.equal(r.share, 'Stores one memory.'.length / total);
  assert.equal(englishShare(en, en).share, 1, 'the English page is all English');
});

test('each group names its list of operations after the section heading above it', async () => {
  const tree: Root = {
    type: 'root',
    children: parseMdx(
      '## Keys {#keys-reference}\n\n<ApiReference group="keys" />\n\n## Change stream `v1` {#change-stream-reference}\n\n<ApiReference group="changes" />\n',
    ),
  };
  await run(tree, '/site/docs/api/endpoints/search.md');
  const sections = tree.children
    .filter((n) => (n as {name?: string}).name === 'ApiIndex')
    .map((n) => (n as {attributes: {name: string; value: unknown}[]}).attributes.find((a) => a.name === 'section'));
  // A string prop is a plain string attribute: `section="Search"`.
  assert.deepEqual(
    sections.map((a) => a?.value),
    ['Keys', 'Change stream v1'],
  );
});

// Each endpoints page, in every locale, as its file is written: the operations its bar of contents
// gets (the navigator's methods, by anchor, in page order) and its operation sections.
for (const locale of locales) {
  test(`${locale}: each endpoints page holds exactly its operations`, async () => {
    for (const [name, expected] of Object.entries(REFERENCE_PAGE_OPERATIONS)) {
      const file = path.join(
        repo,
        locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`,
        `api/endpoints/${name}.md`,
      );
      const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const tree: Root = {type: 'root', children: parseMdx(source)};
      await run(tree, file);
      const navigator = tree.children.find((n) => (n as {name?: string}).name === 'ApiPageNavigator') as
        {attributes: {name: string; value: unknown}[]} | undefined;
      const methods = navigator?.attributes.find((a) => a.name === 'methods')?.value;
      // The prop is an expression attribute: its source is the object literal of methods by anchor.
      const anchors = [...String((methods as {value?: string} | undefined)?.value ?? '').matchAll(/"([a-z-]+)":/g)].map(
        (m) => m[1],
      );
      assert.deepEqual(anchors, expected, `${locale} api/endpoints/${name}: the operations of its bar of contents`);
      const sections = tree.children
        .filter((n) => (n as {name?: string}).name === 'ApiOperation')
        .map(
          (n) =>
            (n as {attributes: {name: string; value: unknown}[]}).attributes.find((a) => a.name === 'anchor')?.value,
        );
      assert.deepEqual(sections, expected, `${locale} api/endpoints/${name}: its operation sections`);
    }
  });
}
