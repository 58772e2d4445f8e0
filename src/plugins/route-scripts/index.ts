/**
 * Lists each page's route chunks in its HTML as `<script defer>`, between the runtime and the
 * main bundle. Without them (Docusaurus 3 puts only the runtime and the main bundle in the
 * HTML) the browser learns of a page's chunks only once the main bundle has run: it then
 * inserts one script per chunk (eleven on a docs page) inside that same long task, a quarter
 * of it, and hydration waits for a second round trip. Listed in the HTML, the chunks download
 * alongside the main bundle and register themselves before it runs, so the main bundle finds
 * them installed.
 *
 * The chunk names are Docusaurus' own (`genChunkName`, the names its registry gives each
 * `import()`), the files those of the client compilation's named chunk groups. A route whose
 * chunk is missing from the compilation, or an HTML page without the main bundle's script,
 * fails the build naming it.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {matchRoutes} from 'react-router-config';
import type {LoadContext, Plugin, PluginRouteConfig, RouteConfig} from '@docusaurus/types';
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
  if (route.props) paths.push(path.posix.join('@generated', plugin.name, plugin.id, 'p', generateRoutePropFilename(route)));
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
  if (!main) throw new Error(`[mnemora-route-scripts] ${where}: no <script src=…/assets/js/main.*.js defer> to put the route's chunks before.`);
  const tags = files
    .filter((file) => !html.includes(`${baseUrl}${file}`))
    .map((file) => `<script src=${baseUrl}${file} defer></script>`)
    .join('');
  return html.slice(0, main.index) + tags + html.slice(main.index);
}

/** The JS files of the chunks a page needs, parents' routes first, without repeats. */
export function pageChunkFiles(chain: readonly PluginRouteConfig[], chunkFiles: ReadonlyMap<string, readonly string[]>, where: string): string[] {
  const files = new Set<string>();
  const plugin = chain[0]?.plugin;
  if (!plugin) throw new Error(`[mnemora-route-scripts] ${where}: no route of the build matches this page.`);
  for (const route of chain) {
    for (const modulePath of routeModulePaths(route, plugin)) {
      const chunkName = genChunkName(modulePath, undefined, undefined, true);
      const found = chunkFiles.get(chunkName);
      if (!found) throw new Error(`[mnemora-route-scripts] ${where}: the chunk "${chunkName}" of ${modulePath} is not in the client build.`);
      for (const file of found) files.add(file);
    }
  }
  return [...files];
}

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const chunkFiles = new Map<string, string[]>();
  return {
    name: 'mnemora-route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {emit: {tap: (name: string, fn: (compilation: {namedChunkGroups: ReadonlyMap<string, {getFiles(): string[]}>}) => void) => void}}}) {
              compiler.hooks.emit.tap('mnemora-route-scripts', (compilation) => {
                chunkFiles.clear();
                for (const [name, group] of compilation.namedChunkGroups) {
                  chunkFiles.set(name, group.getFiles().filter((file) => file.endsWith('.js')));
                }
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir, routes}) {
      if (chunkFiles.size === 0) throw new Error('[mnemora-route-scripts] the client compilation reported no named chunk groups.');
      // react-router-config types a route's component as a React component; ours are module paths.
      const tree = routes as unknown as Parameters<typeof matchRoutes>[0];
      for (const leaf of leafRoutes(routes)) {
        const file = htmlFileOf(outDir, context.baseUrl, leaf.path);
        if (!existsSync(file)) continue; // a route without its own page, such as the catch-all
        // The routes the client renders for this path, outermost first, as react-router matches them.
        const chain = matchRoutes(tree, leaf.path).map((match) => match.route as unknown as PluginRouteConfig);
        const where = path.relative(outDir, file);
        const files = pageChunkFiles(chain, chunkFiles, where);
        writeFileSync(file, withRouteScripts(readFileSync(file, 'utf8'), files, context.baseUrl, where));
      }
    },
  };
}
