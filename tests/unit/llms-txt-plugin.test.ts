/**
 * The llms-txt plugin end to end over a small synthetic site: where twins and llms files land
 * in each locale, how untranslated pages fall back to English and say so, how links between
 * docs point at twins, and how llms.txt groups pages by sidebar category.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {withTempFiles} from '../support/temp-files';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsTxtPlugin, {sectionsOf} from '../../src/plugins/llms-txt';
import {renderLlmsTxt, renderTwin} from '../../src/plugins/llms-txt/render';
import {stringsFor} from '../../src/plugins/llms-txt/strings';
import {repoRoot} from '../support/build';
import {findMdxSyntax, parseLlmsTxt} from '../support/markdown-checks';

const files: Record<string, string> = {
  'docs/intro.md':
    '---\ntitle: Introduction\n---\n\nRead the [search page](./api/search.md#filters) and the [contract](pathname:///openapi.yaml).\n',
  'docs/api/search.md':
    '---\ntitle: Search\n---\n\n## Filters {#filters}\n\nBack to the [guides](../guides/index.md).\n',
  'docs/guides/index.md': '---\ntitle: Guides\n---\n\nGuides.\n',
  'i18n/es/docusaurus-plugin-content-docs/current/api/search.md':
    '---\ntitle: Búsqueda\n---\n\n## Filtros {#filters}\n\nVuelve a la [introducción](../intro.md).\n',
  // The plugin's Spanish words, as the site's translations hold them.
  'i18n/es/code.json': JSON.stringify(
    Object.fromEntries(
      Object.entries(
        JSON.parse(readFileSync(path.join(repoRoot, 'i18n/es/code.json'), 'utf8')) as Record<string, unknown>,
      ).filter(([id]) => id.startsWith('llms.')),
    ),
  ),
};

type Doc = {id: string; title: string; description: string; source: string; permalink: string};

function docsFor(locale: 'en' | 'es'): Doc[] {
  const prefix = locale === 'en' ? '/' : '/es/';
  const src = (rel: string) =>
    locale === 'es' && rel === 'api/search.md'
      ? `@site/i18n/es/docusaurus-plugin-content-docs/current/${rel}`
      : `@site/docs/${rel}`;
  return [
    {
      id: 'intro',
      title: 'Introduction',
      description: 'Start here.',
      source: src('intro.md'),
      permalink: `${prefix}intro`,
    },
    {
      id: 'api/search',
      title: locale === 'es' ? 'Búsqueda' : 'Search',
      description: 'Find memories.',
      source: src('api/search.md'),
      permalink: `${prefix}api/search`,
    },
    {
      id: 'guides/index',
      title: 'Guides',
      description: 'Task guides.',
      source: src('guides/index.md'),
      permalink: `${prefix}guides/`,
    },
  ];
}

const sidebars = {
  main: [
    {type: 'doc', id: 'intro'},
    {type: 'category', label: 'API', items: [{type: 'doc', id: 'api/search'}]},
  ],
};

async function build(siteDir: string, locale: 'en' | 'es'): Promise<string> {
  const outDir = path.join(siteDir, 'build', locale === 'en' ? '' : locale);
  mkdirSync(outDir, {recursive: true});
  const context = {
    siteDir,
    baseUrl: locale === 'en' ? '/' : '/es/',
    localizationDir: path.join(siteDir, 'i18n', locale),
    siteConfig: {url: 'https://docs.example', title: 'Mnemora Documentation'},
    i18n: {
      currentLocale: locale,
      defaultLocale: 'en',
      locales: ['en', 'es'],
      localeConfigs: {en: {label: 'English', path: 'en'}, es: {label: 'Español', path: 'es'}},
    },
  } as unknown as LoadContext;
  const plugin: Plugin = llmsTxtPlugin(context, {docsServerSection: 'api/search#filters'});
  const content = {loadedVersions: [{versionName: 'current', isLast: true, docs: docsFor(locale), sidebars}]};
  await plugin.postBuild!({
    outDir,
    plugins: [{name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, content}],
  } as never);
  return outDir;
}

function withSite(run: (siteDir: string) => Promise<void>): Promise<void> {
  return withTempFiles('llms-site-', files, run);
}

test('writes a twin per doc at the page URL + .md, and /guides/ → /guides/index.md', async () => {
  await withSite(async (siteDir) => {
    const out = await build(siteDir, 'en');
    for (const file of ['intro.md', 'api/search.md', 'guides/index.md', 'llms.txt', 'llms-full.txt']) {
      assert.ok(existsSync(path.join(out, file)), `${file} missing`);
    }
    const intro = readFileSync(path.join(out, 'intro.md'), 'utf8');
    assert.deepEqual(findMdxSyntax('intro.md', intro), []);
    assert.match(
      intro,
      /^Index of every page of this documentation, for agents \(llms\.txt\): <https:\/\/docs\.example\/llms\.txt>\n\n# Introduction\n\n> Start here\.\n\nHTML page: <https:\/\/docs\.example\/intro> · API contract \(OpenAPI 3\.1\): <https:\/\/docs\.example\/openapi\.yaml>/,
    );
    assert.match(
      intro,
      /\[search page\]\(https:\/\/docs\.example\/api\/search\.md#filters\)/,
      'doc links point at twins',
    );
    assert.match(intro, /\[contract\]\(https:\/\/docs\.example\/openapi\.yaml\)/);
    assert.match(
      readFileSync(path.join(out, 'api/search.md'), 'utf8'),
      /\[guides\]\(https:\/\/docs\.example\/guides\/index\.md\)/,
    );
  });
});

test('llms.txt lists every doc in sidebar order, docs outside the sidebar last', async () => {
  await withSite(async (siteDir) => {
    const out = await build(siteDir, 'en');
    const text = readFileSync(path.join(out, 'llms.txt'), 'utf8');
    const {entries, problems} = parseLlmsTxt('llms.txt', text);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      entries.map((e) => [e.section, e.subsection, e.title, e.url, e.description]),
      [
        ['Docs', '', 'Introduction', 'https://docs.example/intro.md', 'Start here.'],
        ['Docs', '', 'Search', 'https://docs.example/api/search.md', 'Find memories.'],
        ['Docs', '', 'Guides', 'https://docs.example/guides/index.md', 'Task guides.'],
      ],
    );
    // The home page's twin is llms.txt, after the pointer; the default locale's is also under /.well-known/.
    assert.equal(
      readFileSync(path.join(out, 'index.md'), 'utf8'),
      `Index of every page of this documentation, for agents (llms.txt): <https://docs.example/llms.txt>\n\n${text}`,
    );
    assert.equal(readFileSync(path.join(out, '.well-known', 'llms.txt'), 'utf8'), text);
    assert.match(text, /\[Español\]\(https:\/\/docs\.example\/es\/llms\.txt\)/);
    // The section that sets up the local docs MCP server, in the list above the pages.
    assert.ok(
      text
        .split('\n## ')[0]
        ?.includes(
          '\n- [Give your coding agent these docs: a local MCP server with every page in every language and the API contract, offline](https://docs.example/api/search.md#filters)\n',
        ),
      text,
    );
    const full = readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    assert.match(full, /^# Mnemora Documentation\n/);
    for (const title of ['# Introduction', '# Search', '# Guides'])
      assert.ok(full.includes(`\n${title}\n`), `llms-full.txt misses ${title}`);
  });
});

test('a locale uses its translations, falls back to English elsewhere and says so', async () => {
  await withSite(async (siteDir) => {
    const out = await build(siteDir, 'es');
    const search = readFileSync(path.join(out, 'api/search.md'), 'utf8');
    assert.match(
      search,
      /^Índice de todas las páginas de esta documentación, para agentes \(llms\.txt\): <https:\/\/docs\.example\/es\/llms\.txt>\n\n# Búsqueda/,
    );
    assert.doesNotMatch(search, /no está traducida/);
    assert.match(search, /\[introducción\]\(https:\/\/docs\.example\/es\/intro\.md\)/, 'links stay in the locale');
    const intro = readFileSync(path.join(out, 'intro.md'), 'utf8');
    assert.match(intro, /> \*\*Esta página aún no está traducida; este es el original en inglés\.\*\*/);
    assert.match(intro, /\[search page\]\(https:\/\/docs\.example\/es\/api\/search\.md#filters\)/);
    assert.match(intro, /Contrato de la API \(OpenAPI 3\.1\): <https:\/\/docs\.example\/openapi\.yaml>/);
    const {entries} = parseLlmsTxt('es/llms.txt', readFileSync(path.join(out, 'llms.txt'), 'utf8'));
    assert.equal(entries.find((e) => e.title === 'Introduction')?.description, 'Start here. (en inglés)');
    assert.equal(entries.find((e) => e.title === 'Búsqueda')?.url, 'https://docs.example/es/api/search.md');
  });
});

test('sectionsOf: loose top-level docs form Introduction/Resources sections; nested categories flatten', () => {
  const docs = new Map(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => [id, id]));
  const sections = sectionsOf(
    {
      s: [
        {type: 'doc', id: 'a'},
        {
          type: 'category',
          label: 'Cat',
          link: {type: 'doc', id: 'b'},
          items: [{type: 'category', label: 'Sub', items: [{type: 'doc', id: 'c'}]}, {type: 'link'}],
        },
        {type: 'doc', id: 'd'},
        {type: 'category', label: 'Empty', link: {type: 'generated-index'}, items: []},
      ],
    },
    docs,
    stringsFor(repoRoot, 'en'),
  );
  assert.deepEqual(sections, [
    {title: 'Introduction', docs: ['a']},
    {title: 'Cat', docs: ['b', 'c']},
    {title: 'Resources', docs: ['d']},
    {title: 'Other pages', docs: ['e', 'f']},
  ]);
});

test('sectionsOf: a sidebar that only names the main doc leaves it where the reading sidebar puts it', () => {
  const docs = new Map(['intro', 'features', 'overview'].map((id) => [id, id]));
  const sections = sectionsOf(
    {
      mainDoc: [{type: 'doc', id: 'features'}],
      tutorialSidebar: [
        {type: 'doc', id: 'intro'},
        {type: 'doc', id: 'features'},
        {type: 'doc', id: 'overview'},
      ],
    },
    docs,
    stringsFor(repoRoot, 'en'),
  );
  assert.deepEqual(sections, [{title: 'Introduction', docs: ['intro', 'features', 'overview']}]);
});

test('renderLlmsTxt escapes brackets in titles and keeps one entry per line', () => {
  const page = {
    title: 'Use [x]\nnow',
    twinUrl: 'https://d/x.md',
    pageUrl: 'https://d/x',
    description: 'Two\nlines',
    untranslated: false,
    markdown: '',
  };
  const text = renderLlmsTxt({
    title: 'Docs',
    strings: stringsFor(repoRoot, 'en'),
    sections: [
      {title: 'S', pages: [page]},
      {title: 'Empty', pages: []},
    ],
    fullUrl: 'https://d/llms-full.txt',
    contractUrl: 'https://d/openapi.yaml',
    contractJsonUrl: 'https://d/openapi.json',
    otherLanguages: [],
  });
  assert.ok(text.includes('- [Use \\[x\\] now](https://d/x.md): Two lines\n'));
  assert.doesNotMatch(text, /## Empty/);
  assert.deepEqual(parseLlmsTxt('llms.txt', text).problems, []);
});

test('renderTwin: title, summary, links, untranslated note, body', () => {
  const twin = renderTwin({
    title: 'Suche',
    description: 'Finden.',
    pageUrl: 'https://d/de/api/search',
    contractUrl: 'https://d/openapi.yaml',
    untranslated: true,
    strings: stringsFor(repoRoot, 'de'),
    body: '## A {#a}\n',
  });
  assert.equal(
    twin,
    '# Suche\n\n> Finden.\n\nHTML-Seite: <https://d/de/api/search> · API-Vertrag (OpenAPI 3.1): <https://d/openapi.yaml>\n\n> **Diese Seite ist noch nicht übersetzt; dies ist das englische Original.**\n\n## A {#a}\n',
  );
});

test('a docs-server section naming a doc that does not exist fails the build, naming it', async () => {
  await withSite(async (siteDir) => {
    const context = {
      siteDir,
      baseUrl: '/',
      localizationDir: path.join(siteDir, 'i18n', 'en'),
      siteConfig: {url: 'https://docs.example', title: 'T'},
      i18n: {
        currentLocale: 'en',
        defaultLocale: 'en',
        locales: ['en'],
        localeConfigs: {en: {label: 'English', path: 'en'}},
      },
    } as unknown as LoadContext;
    const content = {loadedVersions: [{versionName: 'current', isLast: true, docs: docsFor('en'), sidebars}]};
    const outDir = path.join(siteDir, 'build');
    mkdirSync(outDir, {recursive: true});
    await assert.rejects(
      Promise.resolve(
        llmsTxtPlugin(context).postBuild!({
          outDir,
          plugins: [{name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, content}],
        } as never),
      ),
      /docsServerSection "api\/mcp-integration#docs-server": no doc "api\/mcp-integration" in locale en/,
    );
  });
});

test('options are checked', () => {
  assert.throws(
    () =>
      llmsTxtPlugin({siteDir: '/', siteConfig: {url: 'x'}, i18n: {currentLocale: 'en'}} as unknown as LoadContext, {
        contractPath: 3,
      }),
    /contractPath/,
  );
});
