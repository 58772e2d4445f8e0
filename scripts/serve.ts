#!/usr/bin/env node
// Serves the built site (all four locales) on loopback with the same routing rules as the
// production nginx config (scripts/lib/site-paths.ts): clean URLs without redirects, one
// same-site redirect from .html and /index forms, the locale's own not-found page for unknown
// paths (and for /404, /es/404.html, hidden files), and a bare 404 (never HTML) for a missing
// asset. Content negotiation as nginx does it (deploy/negotiation.ts): an Accept header that
// prefers Markdown or plain text gets the page's Markdown twin. With an MCP handler
// (mcp/http.ts, started by `npm run serve`), `/mcp` is the docs MCP server over Streamable HTTP.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createReadStream, existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import serveHandler from 'serve-handler';
import {defaultLocale, translatedLocales} from '../config/i18n';
import {portalUrl} from '../config/platform';
import {createMcpHttpHandler} from '../mcp/http';
import {snapshotFromRepo} from '../mcp/src/snapshot';
import {errorMessage, listen, runMain} from './lib/process';
import {contentTypeOf, notFoundText, redirectToCleanPath} from './lib/compressing-server';
import {fileForPath, looksLikeAsset, notFoundFileFor} from './lib/site-paths';
import {
  apiCatalogPath,
  apiCatalogType,
  contentTypes,
  linkHeader,
  negotiate,
  twinCandidates,
} from '../deploy/negotiation';

/** A request handler for `/mcp` (mcp/http.ts createMcpHttpHandler). */
export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Options of createSiteServer: `mcp` serves the docs MCP server at `/mcp`. */
export interface SiteServerOptions {
  mcp?: McpHandler | undefined;
}

/** The twin of a page path, when the build has one (`/es/intro` → `/es/intro.md`). */
function twinOf(buildDir: string, pathname: string): string | undefined {
  if (looksLikeAsset(pathname) || /\.html$/i.test(pathname)) return undefined;
  return twinCandidates(pathname).find((candidate) => {
    const file = fileForPath(buildDir, candidate);
    return file !== undefined && file.endsWith('.md');
  });
}

/** serve-handler's answer with `destination` (a path in the build) for whatever the request URL. */
function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  buildDir: string,
  destination: string,
  headers: NonNullable<Parameters<typeof serveHandler>[2]>['headers'],
): Promise<void> {
  // cleanUrls off: the redirects are ours, one hop, with the query string kept.
  const rewrites = [{source: '**', destination}];
  return serveHandler(req, res, {public: buildDir, cleanUrls: false, directoryListing: false, rewrites, headers});
}

/** The local server of the build in `buildDir` (routing, negotiation and, with `mcp`, `/mcp`). */
export function createSiteServer(buildDir: string, {mcp}: SiteServerOptions = {}): Server {
  return createServer((req, res) => {
    // The raw target, not `new URL(req.url, base)`: that reads `//evil.example/x` as another
    // host, where nginx sees the path /evil.example/x of this site.
    const target = redirectToCleanPath(req, res);
    if (!target) return;
    const {pathname} = target;
    if (mcp && pathname === '/mcp') return void mcp(req, res);
    const file = fileForPath(buildDir, pathname);
    const twin = file ? twinOf(buildDir, pathname) : undefined;
    if (twin) {
      res.setHeader('Vary', 'Accept, Accept-Encoding');
      const kind = negotiate(req.headers.accept);
      const link = linkHeader(twin, {servedTwin: kind !== undefined});
      if (link) res.setHeader('Link', link);
      if (kind) {
        res.setHeader('X-Robots-Tag', 'noindex');
        const type = [{key: 'Content-Type', value: contentTypes[kind]}];
        return serveFile(req, res, buildDir, twin, [{source: '**', headers: type}]);
      }
    }
    if (file?.endsWith('.md')) res.setHeader('X-Robots-Tag', 'noindex');
    if (pathname === apiCatalogPath && file) {
      // No extension to take a type from (and serve-handler's globs skip dot directories).
      res.writeHead(200, {'Content-Type': apiCatalogType, 'Cache-Control': 'no-cache'});
      return void (req.method === 'HEAD' ? res.end() : createReadStream(file).pipe(res));
    }
    if (file) {
      // Every text type names its charset, as nginx's charset_types does.
      const type = [{key: 'Content-Type', value: contentTypeOf(file)}];
      const texts = '**/*.@(md|txt|xml|yaml|yml|json|svg|js|mjs|css|webmanifest)';
      return serveFile(req, res, buildDir, file.slice(buildDir.length), [{source: texts, headers: type}]);
    }
    // A build of fewer locales (`docusaurus build --locale en`) has no not-found page for the
    // others: their missing pages get the bare 404 rather than a stream error that ends the server.
    const notFound = notFoundFileFor(buildDir, pathname);
    if (looksLikeAsset(pathname) || !existsSync(notFound)) return notFoundText(res);
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    createReadStream(notFound).pipe(res);
  });
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      'no-mcp': {type: 'boolean', default: false},
    },
  });
  const buildDir = resolve(values.dir);
  if (!existsSync(join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const origin = `http://${values.host}:${values.port}`;
  let mcp: McpHandler | undefined;
  try {
    mcp = values['no-mcp']
      ? undefined
      : await createMcpHttpHandler(snapshotFromRepo(resolve(__dirname, '..'), buildDir), {
          defaultLocale,
          siteUrl: portalUrl,
          allowedOrigins: [portalUrl, origin, origin.replace('127.0.0.1', 'localhost')],
        });
  } catch (error) {
    throw new Error(
      `Cannot start the docs MCP server at /mcp: ${errorMessage(error)}\nRun with \`node --import tsx scripts/serve.ts\` (as \`npm run serve\` does), or pass --no-mcp to serve the site alone.`,
      {cause: error},
    );
  }
  const server = createSiteServer(buildDir, {mcp});
  await listen(server, Number(values.port), values.host);
  const localeRoots = translatedLocales.map((locale) => `${locale}: /${locale}/`).join(', ');
  console.log(`Serving ${buildDir} at ${origin}/ (${localeRoots})${mcp ? `; docs MCP server at ${origin}/mcp` : ''}`);
}

if (require.main === module) runMain(main);
