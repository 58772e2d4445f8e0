/**
 * The scripts of each page, in its HTML:
 *
 * - Its route chunks are listed between the runtime and the main bundle. Without them
 *   (Docusaurus 3 puts only the runtime and the main bundle in the HTML) the browser learns of a
 *   page's chunks only once the main bundle has run: it then inserts one script per chunk (eleven
 *   on a docs page) inside that same long task, a quarter of it, and hydration waits for a second
 *   round trip. Listed in the HTML, the chunks download alongside the main bundle and register
 *   themselves before it runs, so the main bundle finds them installed.
 * - They run after the first contentful paint. Deferred scripts run as soon as the document is
 *   parsed, and on a fast connection that is often before the browser has painted anything: the
 *   reader then waits for 35-45 ms of script (four times that on a mid-range phone) before seeing a
 *   page that is complete without it. Each script is preloaded instead (same low priority, same
 *   order, downloading alongside the HTML as before), and a small inline script at the end of the
 *   body inserts them, in order, once the first contentful paint is reported.
 *
 * - The main bundle carries V8's explicit compile hint (`compileHint`), so Chromium compiles it
 *   off the main thread while it downloads.
 *
 * - Each locale's not-found page (`404.html`, what the server answers for an unknown path) lists
 *   the chunks of the docs route an unknown path renders, and the not-found content's own lazy
 *   chunks (`notFoundChunks`). A lazy chunk still loading when React hydrates leaves its part of
 *   the page to be hydrated later, and the first update after hydration replaces that part with
 *   its empty fallback until the chunk arrives: the not-found content vanished and came back.
 *
 * The chunk names are Docusaurus' own (`genChunkName`, the names its registry gives each
 * `import()`), the files those of the client compilation's named chunk groups. A route whose
 * chunk is missing from the compilation, or an HTML page without the main bundle's script,
 * fails the build naming it.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {matchRoutes} from 'react-router-config';
import type {CurrentBundler, LoadContext, Plugin, PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import {genChunkName, generateRoutePropFilename} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';

/**
 * The module paths a route loads: its component, its context, its modules (content, sidebar…)
 * and, for a route with `props`, the JSON module Docusaurus writes them to (named as core's
 * codegen names it, under the plugin that created the route tree).
 */
export function routeModulePaths(route: RouteConfig, plugin: PluginRouteConfig['plugin']): string[] {
  const paths: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') paths.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const target = value as {__import?: boolean; path?: string; query?: Record<string, string>};
      if (target.__import && typeof target.path === 'string') {
        paths.push(target.query ? `${target.path}?${new URLSearchParams(target.query).toString()}` : target.path);
      } else Object.values(value).forEach(walk);
    }
  };
  walk(route.component);
  walk((route as {context?: unknown}).context);
  walk(route.modules);
  if (route.props)
    paths.push(path.posix.join('@generated', plugin.name, plugin.id, 'p', generateRoutePropFilename(route)));
  return paths;
}

/** The leaf routes of a route tree: the pages that get an HTML file. */
function leafRoutes(routes: readonly RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => (route.routes?.length ? leafRoutes(route.routes) : [route]));
}

/** The HTML file Docusaurus writes for a route path (the site uses the default trailing slash). */
export function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  if (relative.endsWith('.html')) return path.join(outDir, relative);
  return path.join(outDir, relative, 'index.html');
}

const mainScript = /<script src="?([^"\s>]*\/assets\/js\/main\.[0-9a-f]+\.js)"? defer><\/script>/;

/** The page's HTML with one deferred script per file, inserted before the main bundle's. */
export function withRouteScripts(html: string, files: readonly string[], baseUrl: string, where: string): string {
  const main = mainScript.exec(html);
  if (!main)
    throw new Error(
      `[mnemora-route-scripts] ${where}: no <script src=…/assets/js/main.*.js defer> to put the route's chunks before.`,
    );
  const tags = files
    .filter((file) => !html.includes(`${baseUrl}${file}`))
    .map((file) => `<script src=${baseUrl}${file} defer></script>`)
    .join('');
  return html.slice(0, main.index) + tags + html.slice(main.index);
}

/** The JS files of the chunks a page needs, parents' routes first, without repeats. */
export function pageChunkFiles(
  chain: readonly PluginRouteConfig[],
  chunkFiles: ReadonlyMap<string, readonly string[]>,
  where: string,
): string[] {
  const files = new Set<string>();
  const plugin = chain[0]?.plugin;
  if (!plugin) throw new Error(`[mnemora-route-scripts] ${where}: no route of the build matches this page.`);
  for (const route of chain) {
    for (const modulePath of routeModulePaths(route, plugin)) {
      const chunkName = genChunkName(modulePath, undefined, undefined, true);
      const found = chunkFiles.get(chunkName);
      if (!found)
        throw new Error(
          `[mnemora-route-scripts] ${where}: the chunk "${chunkName}" of ${modulePath} is not in the client build.`,
        );
      for (const file of found) files.add(file);
    }
  }
  return [...files];
}

/**
 * Runs the preloaded scripts, in document order, once the first contentful paint has been
 * reported. Without a paint to wait for (a tab opened in the background paints nothing until it
 * is shown) they run at once; a browser without paint timing waits one frame; and whatever
 * happens they run within 3 s. Plain ES5: nothing compiles it, and it must not fail in any
 * browser. Its CSP hash is in deploy/csp-inline-scripts.json (a change fails the CSP check).
 */
export const runAfterFirstPaint = `(function () {
  var links = document.querySelectorAll('link[rel=preload][as=script][data-hydrate]');
  var started = false;
  function run() {
    if (started) return;
    started = true;
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      script.async = false;
      document.body.appendChild(script);
    }
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible') setTimeout(run);
  else if (!types || types.indexOf('paint') < 0) requestAnimationFrame(function () { setTimeout(run); });
  else new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(run);
  }).observe({type: 'paint', buffered: true});
  setTimeout(run, 3000);
})();`;

const deferredScript = /<script src="?([^"\s>]*\/assets\/js\/[^"\s>]+\.js)"? defer><\/script>/g;

/**
 * The page's HTML with each deferred bundle script turned into a preload, run by
 * `runAfterFirstPaint` from the end of the body.
 */
export function withScriptsAfterFirstPaint(html: string, where: string): string {
  let count = 0;
  const preloaded = html.replace(deferredScript, (_tag, src: string) => {
    count += 1;
    return `<link rel=preload as=script fetchpriority=low href=${src} data-hydrate>`;
  });
  if (count === 0)
    throw new Error(`[mnemora-route-scripts] ${where}: no deferred bundle script to run after the first paint.`);
  const end = preloaded.lastIndexOf('</body>');
  if (end === -1) throw new Error(`[mnemora-route-scripts] ${where}: no </body> to put the script runner before.`);
  return `${preloaded.slice(0, end)}<script>${runAfterFirstPaint}</script>${preloaded.slice(end)}`;
}

/**
 * V8's explicit compile hint: compile every function of the file eagerly, while the script is
 * streamed off the main thread, instead of lazily on the main thread when first called. Nearly
 * every function of the main bundle runs on load (React, the router, the theme's layout).
 * Measured on /es/sdks/typescript, 6 runs each: main-bundle evaluation 47.9 → 35.6 ms (median),
 * Lighthouse mobile TBT 182 → 93 ms. Browsers other than Chromium read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

const mainBundleAsset = /^assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * The lazy chunks of the not-found content, named by their `import()` (src/theme/DocRoot).
 */
export const notFoundChunks = ['not-found-content'] as const;

/** The JS files of named chunks; a name missing from the client build fails, naming it. */
function namedChunkFiles(
  names: readonly string[],
  chunkFiles: ReadonlyMap<string, readonly string[]>,
  where: string,
): string[] {
  return names.flatMap((name) => {
    const found = chunkFiles.get(name);
    if (!found)
      throw new Error(
        `[mnemora-route-scripts] ${where}: the chunk "${name}" is not in the client build (is its import() still named?).`,
      );
    return found;
  });
}

/** webpack's compiler, as @docusaurus/types names the bundler (webpack is not our dependency). */
type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const chunkFiles = new Map<string, string[]>();
  return {
    name: 'mnemora-route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            // Typed as webpack's; Rspack's compiler (@docusaurus/faster) has the same hooks and classes.
            apply(compiler: Compiler) {
              compiler.hooks.emit.tap('mnemora-route-scripts', (compilation) => {
                chunkFiles.clear();
                for (const [name, group] of compilation.namedChunkGroups) {
                  chunkFiles.set(
                    name,
                    group.getFiles().filter((file) => file.endsWith('.js')),
                  );
                }
              });
              // After minification (which drops comments), before the content hash is final.
              const {Compilation, sources} = compiler.webpack;
              compiler.hooks.thisCompilation.tap('mnemora-route-scripts', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {name: 'mnemora-route-scripts', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
                  (assets) => {
                    const main = Object.keys(assets).filter((name) => mainBundleAsset.test(name));
                    if (main.length !== 1)
                      throw new Error(
                        `[mnemora-route-scripts] expected one main bundle in the client build, found ${main.length}: ${main.join(', ') || 'none'}.`,
                      );
                    compilation.updateAsset(main[0]!, (source) => new sources.ConcatSource(`${compileHint}\n`, source));
                  },
                );
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir, routes}) {
      if (chunkFiles.size === 0)
        throw new Error('[mnemora-route-scripts] the client compilation reported no named chunk groups.');
      // react-router-config types a route's component as a React component; ours are module paths.
      const tree = routes as unknown as Parameters<typeof matchRoutes>[0];
      for (const leaf of leafRoutes(routes)) {
        const file = htmlFileOf(outDir, context.baseUrl, leaf.path);
        if (!existsSync(file)) continue; // a route without its own page, such as the catch-all
        // The routes the client renders for this path, outermost first, as react-router matches them.
        const chain = matchRoutes(tree, leaf.path).map((match) => match.route as unknown as PluginRouteConfig);
        const where = path.relative(outDir, file);
        const files = pageChunkFiles(chain, chunkFiles, where);
        writeFileSync(
          file,
          withScriptsAfterFirstPaint(
            withRouteScripts(readFileSync(file, 'utf8'), files, context.baseUrl, where),
            where,
          ),
        );
      }
      // The not-found page is no route's page: it is what an unknown path renders, the docs
      // route that matches every path under the docs' base, with the not-found content.
      const notFound = path.join(outDir, '404.html');
      if (!existsSync(notFound))
        throw new Error(
          `[mnemora-route-scripts] ${path.relative(context.siteDir, notFound)}: no not-found page in the build.`,
        );
      const where = path.relative(outDir, notFound);
      const chain = matchRoutes(tree, `${context.baseUrl}404.html`).map(
        (match) => match.route as unknown as PluginRouteConfig,
      );
      const files = [
        ...new Set([
          ...pageChunkFiles(chain, chunkFiles, where),
          ...namedChunkFiles(notFoundChunks, chunkFiles, where),
        ]),
      ];
      writeFileSync(
        notFound,
        withScriptsAfterFirstPaint(
          withRouteScripts(readFileSync(notFound, 'utf8'), files, context.baseUrl, where),
          where,
        ),
      );
    },
  };
}
