/**
 * src/plugins/route-scripts: which chunk files a page lists, where they go in its HTML, and the
 * loud failures when the build and the routes disagree.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PluginRouteConfig} from '@docusaurus/types';
import {genChunkName} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import {
  htmlFileOf,
  pageChunkFiles,
  routeModulePaths,
  runAfterFirstPaint,
  withRouteScripts,
  withScriptsAfterFirstPaint,
} from '../../src/plugins/route-scripts';

const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
const root: PluginRouteConfig = {
  path: '/es/',
  component: '@theme/DocsRoot',
  plugin,
  context: {plugin: '@generated/docs/default/__plugin.json'},
};
const page: PluginRouteConfig = {
  path: '/es/api/overview',
  component: '@theme/DocItem',
  plugin,
  modules: {content: '@site/i18n/es/docs/api/overview.md'},
  props: {version: 'current'},
};

test('a route loads its component, context, modules and the JSON module of its props', () => {
  assert.deepEqual(routeModulePaths(root, plugin), ['@theme/DocsRoot', '@generated/docs/default/__plugin.json']);
  const paths = routeModulePaths(page, plugin);
  assert.deepEqual(paths.slice(0, 2), ['@theme/DocItem', '@site/i18n/es/docs/api/overview.md']);
  assert.match(paths[2]!, /^@generated\/docusaurus-plugin-content-docs\/default\/p\/.+\.json$/);
});

test('a module given as an import with a query is named with its query', () => {
  const route: PluginRouteConfig = {
    path: '/',
    component: '@theme/X',
    plugin,
    modules: {list: {__import: true, path: '@site/a.md', query: {truncated: 'true'}}},
  };
  assert.deepEqual(routeModulePaths(route, plugin), ['@theme/X', '@site/a.md?truncated=true']);
});

test('the files of a page: its routes from the outermost, each file once', () => {
  const files = new Map<string, string[]>();
  for (const modulePath of [...routeModulePaths(root, plugin), ...routeModulePaths(page, plugin)]) {
    files.set(genChunkName(modulePath, undefined, undefined, true), [
      `assets/js/${modulePath.length}.js`,
      'assets/js/shared.js',
    ]);
  }
  const listed = pageChunkFiles([root, page], files, 'es/api/overview/index.html');
  assert.equal(listed[0], `assets/js/${'@theme/DocsRoot'.length}.js`);
  assert.equal(listed.filter((f) => f === 'assets/js/shared.js').length, 1);
});

test('planted: a route chunk missing from the client build fails, naming the page and the module', () => {
  assert.throws(
    () => pageChunkFiles([root], new Map(), 'es/index.html'),
    /es\/index\.html: the chunk "[0-9a-f]+" of @theme\/DocsRoot is not in the client build/,
  );
  assert.throws(
    () => pageChunkFiles([], new Map(), 'es/x/index.html'),
    /es\/x\/index\.html: no route of the build matches/,
  );
});

test('the scripts go before the main bundle, with the locale base URL, and are not listed twice', () => {
  const html =
    '<head><script src=/es/assets/js/runtime~main.1a.js defer></script><script src=/es/assets/js/a.1.js defer></script><script src=/es/assets/js/main.9f.js defer></script></head>';
  assert.equal(
    withRouteScripts(html, ['assets/js/a.1.js', 'assets/js/b.2.js'], '/es/', 'es/index.html'),
    '<head><script src=/es/assets/js/runtime~main.1a.js defer></script><script src=/es/assets/js/a.1.js defer></script><script src=/es/assets/js/b.2.js defer></script><script src=/es/assets/js/main.9f.js defer></script></head>',
  );
});

test('planted: a page without the main bundle script fails, naming it', () => {
  assert.throws(
    () => withRouteScripts('<head></head>', ['assets/js/a.js'], '/', 'fr/guides/index.html'),
    /fr\/guides\/index\.html: no <script src=…\/assets\/js\/main/,
  );
});

test('each deferred bundle script becomes a low-priority preload, run in order from the end of the body', () => {
  const html =
    '<head><script src=/es/assets/js/runtime~main.1a.js defer></script><script src=/es/assets/js/a.1.js defer></script><script src=/es/assets/js/main.9f.js defer></script><script src=/es/other.js defer></script></head><body><p>x</p></body>';
  assert.equal(
    withScriptsAfterFirstPaint(html, 'es/index.html'),
    '<head><link rel=preload as=script fetchpriority=low href=/es/assets/js/runtime~main.1a.js data-hydrate>' +
      '<link rel=preload as=script fetchpriority=low href=/es/assets/js/a.1.js data-hydrate>' +
      '<link rel=preload as=script fetchpriority=low href=/es/assets/js/main.9f.js data-hydrate>' +
      `<script src=/es/other.js defer></script></head><body><p>x</p><script>${runAfterFirstPaint}</script></body>`,
  );
});

test('planted: a page without bundle scripts or without a body end fails, naming it', () => {
  assert.throws(
    () => withScriptsAfterFirstPaint('<head></head><body></body>', 'de/x/index.html'),
    /de\/x\/index\.html: no deferred bundle script/,
  );
  assert.throws(
    () =>
      withScriptsAfterFirstPaint('<head><script src=/assets/js/main.1.js defer></script></head>', 'de/y/index.html'),
    /de\/y\/index\.html: no <\/body>/,
  );
});

test('route paths map to the HTML files Docusaurus writes', () => {
  assert.equal(htmlFileOf('/b/es', '/es/', '/es/api/overview'), '/b/es/api/overview/index.html');
  assert.equal(htmlFileOf('/b/es', '/es/', '/es/'), '/b/es/index.html');
  assert.equal(htmlFileOf('/b', '/', '/404.html'), '/b/404.html');
});
