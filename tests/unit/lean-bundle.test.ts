/**
 * src/plugins/lean-bundle and src/plugins/robots-txt: the browser shim of
 * @docusaurus/utils-common has every export of the package, the code-translations loader picks
 * exactly the messages asked for and refuses bad input, the client module it replaces still
 * exists where the pattern expects it, and robots.txt lists every locale's sitemap.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {startupLanguagesModule} from '../../src/plugins/lean-bundle';
import {renderRobotsTxt} from '../../src/plugins/robots-txt';

const require = createRequire(import.meta.url);
const repo = path.resolve(import.meta.dirname, '..', '..');
const loader = require('../../src/plugins/lean-bundle/pick-messages-loader.cjs') as {
  (this: {getOptions(): object; resourcePath: string}, source: string): string;
  pickMessages(messages: Record<string, string>, options: {only?: unknown; except?: unknown}): Record<string, string>;
};

/** Export names of the shim, read from its source (it is bundled, not run, in Node). */
function shimExports(): string[] {
  const source = readFileSync(path.join(repo, 'src/plugins/lean-bundle/utils-common.ts'), 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim().split(/\s+as\s+/).at(-1)!)
      .filter(Boolean),
  );
  return [...names, ...[...source.matchAll(/export const (\w+)/g)].map((m) => m[1]!)].sort();
}

export function missingExports(expected: string[], actual: string[]): string[] {
  return expected.filter((name) => !actual.includes(name));
}

test('the utils-common shim has every export of @docusaurus/utils-common', () => {
  const real = Object.keys(require('@docusaurus/utils-common')).filter((k) => k !== '__esModule').sort();
  assert.deepEqual(missingExports(real, shimExports()), []);
});

test('planted: an export missing from the shim is named', () => {
  assert.deepEqual(missingExports(['addPrefix', 'brandNewHelper'], shimExports()), ['brandNewHelper']);
});

test("theme-classic's start-up language module is where the replacement pattern expects it", () => {
  const file = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  assert.match(file, startupLanguagesModule);
  assert.match(readFileSync(file, 'utf8'), /prismIncludeLanguages\(Prism\)/);
});

test('the messages loader keeps the CLI messages apart from the rest', () => {
  const messages = {'cli.command.search': 'Busca', 'theme.CodeBlock.copy': 'Copiar', 'cliCommandTable.badge.required': 'obligatorio', 'homepage.hero.lead': 'Hola'};
  assert.deepEqual(loader.pickMessages(messages, {only: ['cli.']}), {'cli.command.search': 'Busca'});
  assert.deepEqual(loader.pickMessages(messages, {only: ['cli.', 'homepage.']}), {'cli.command.search': 'Busca', 'homepage.hero.lead': 'Hola'});
  assert.deepEqual(loader.pickMessages(messages, {except: ['cli.', 'homepage.']}), {'theme.CodeBlock.copy': 'Copiar', 'cliCommandTable.badge.required': 'obligatorio'});
  const out = loader.call({getOptions: () => ({only: ['cli.']}), resourcePath: '/x/codeTranslations.json'}, JSON.stringify(messages));
  assert.deepEqual(JSON.parse(out), {'cli.command.search': 'Busca'});
});

test('planted: the messages loader fails on bad options and on a file that is not JSON', () => {
  assert.throws(() => loader.pickMessages({}, {}), /exactly one of the options `only` and `except`/);
  assert.throws(() => loader.pickMessages({}, {only: ['a'], except: ['b']}), /exactly one/);
  assert.throws(() => loader.pickMessages({}, {only: 'cli.'}), /`only` must be a list of id prefixes, not "cli\."/);
  assert.throws(() => loader.pickMessages({}, {except: ['']}), /`except` must be a list of id prefixes/);
  assert.throws(
    () => loader.call({getOptions: () => ({only: ['cli.']}), resourcePath: '/x/codeTranslations.json'}, '{not json'),
    /\/x\/codeTranslations\.json is not JSON/,
  );
});

test('robots.txt allows crawling and lists one sitemap per locale', () => {
  assert.equal(
    renderRobotsTxt('https://docs.example.com/', '/', ['', 'es', 'fr', 'de']),
    [
      '# Every page of the portal may be crawled. One sitemap per locale.',
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://docs.example.com/sitemap.xml',
      'Sitemap: https://docs.example.com/es/sitemap.xml',
      'Sitemap: https://docs.example.com/fr/sitemap.xml',
      'Sitemap: https://docs.example.com/de/sitemap.xml',
      '',
    ].join('\n'),
  );
  assert.match(renderRobotsTxt('https://example.com', '/docs/', ['']), /^Sitemap: https:\/\/example\.com\/docs\/sitemap\.xml$/m);
});

const descriptions = require('../../src/plugins/lean-bundle/doc-descriptions-loader.cjs') as {
  stripDocDescriptions(json: unknown, cardPages: Set<string>): {version: {docs: Record<string, {description?: string}>}};
};

test('doc descriptions stay only for the docs a generated-index page shows as cards', () => {
  const metadata = {
    version: {
      docsSidebars: {
        main: [
          {type: 'link', href: '/intro', docId: 'intro'},
          {type: 'category', href: '/category/basics', items: [{type: 'link', href: '/basics/a', docId: 'basics/a'}, {type: 'category', items: [{type: 'link', docId: 'basics/deep'}]}]},
          {type: 'category', href: '/api/overview', items: [{type: 'link', href: '/api/search', docId: 'api/search'}]},
        ],
      },
      docs: {
        intro: {id: 'intro', title: 'Intro', description: 'one'},
        'basics/a': {id: 'basics/a', title: 'A', description: 'two'},
        'basics/deep': {id: 'basics/deep', title: 'Deep', description: 'three'},
        'api/search': {id: 'api/search', title: 'Search', description: 'four'},
      },
    },
  };
  const {docs} = descriptions.stripDocDescriptions(metadata, new Set(['/category/basics'])).version;
  assert.deepEqual(
    Object.fromEntries(Object.entries(docs).map(([id, doc]) => [id, doc.description ?? null])),
    {intro: null, 'basics/a': 'two', 'basics/deep': null, 'api/search': null},
  );
  const other = {categoryGeneratedIndex: {title: 'x'}};
  assert.equal(descriptions.stripDocDescriptions(other, new Set()), other, 'other JSON passes through');
});
