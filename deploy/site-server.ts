// The Node server of the built site (`npm start`, `npm run serve`): what nginx does with the
// shipped config (nginx/), in one process, so a preview answers as production does.
//   - Routing: the rules of ./site-paths.ts (clean URLs, one .html redirect, the locale's own
//     not-found page, a bare 404 for a missing asset, hidden files never served).
//   - Headers: the security headers, CSP and caching rules of ./headers.ts on every response,
//     errors included; content negotiation and its Vary/Link headers from ./negotiation.ts.
//   - Bodies: the build's precompressed `.br`/`.gz` files when the client accepts them;
//     conditional requests (ETag, Last-Modified → 304) and one byte range (206) through `send`,
//     the static-file sender Express uses.
//   - Requests nginx refuses are refused: methods other than GET and HEAD (405), a `%00` in the
//     path (400); an absolute-form target (`GET http://host/path`) is the path, as nginx reads it.
// A file that cannot be read (removed by a rebuild under the server, unreadable, replaced by a
// directory) answers that one request with a 404 or 500 carrying the same headers; the server
// keeps serving. tests/serving/node-server.test.ts sends each of these.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {extname, join, relative, sep} from 'node:path';
import send from 'send';
import {cacheControlFor, revalidate, securityHeaders, siteCsp} from './headers';
import {
  apiCatalogPath,
  apiCatalogType,
  contentTypes,
  encodingVaryTypes,
  feedPathPattern,
  feedType,
  linkHeader,
  pagefindDataExtensions,
  negotiate,
  twinCandidates,
  type TwinKind,
} from './negotiation';
import {
  cleanPathFor,
  fileForPath,
  indexRoutesOf,
  looksLikeAsset,
  notFoundFileFor,
  splitRequestTarget,
  type RequestTarget,
} from './site-paths';

// nginx's own tables (nginx/ beside this file), so both servers send the same types: the type of
// each extension, the types it names the charset of (and text/html), and those it compresses.
const nginxConf = (name: string): string => readFileSync(join(__dirname, 'nginx', name), 'utf8');
const types = new Map(
  [...nginxConf('mime.types').matchAll(/^\s+(\S+\/\S+)\s+([^;]+);/gm)].flatMap(([, type = '', extensions = '']) =>
    extensions.split(/\s+/).map((extension) => [`.${extension}`, type]),
  ),
);
function typeList(conf: string, directive: string): Set<string> {
  const list = nginxConf(conf).match(new RegExp(`^${directive}\\s+([^;]+);`, 'm'))?.[1];
  // Without the list every type would be sent uncompressed and without a charset, silently.
  if (!list) throw new Error(`deploy/nginx/${conf}: no \`${directive}\` line to read the types from`);
  return new Set(list.trim().split(/\s+/));
}
const charsetTypes = typeList('routes.conf.template', 'charset_types').add('text/html');
/** The media types nginx compresses (gzip_types, and text/html, which it always does). */
export const compressibleTypes = typeList('compression.conf.template', 'gzip_types').add('text/html');

/** The Content-Type nginx sends for a file, charset included for text types. */
export function contentTypeOf(file: string): string {
  const type = types.get(extname(file).toLowerCase()) ?? 'application/octet-stream';
  return charsetTypes.has(type) ? `${type}; charset=utf-8` : type;
}

const feedPath = new RegExp(feedPathPattern);

/** The content codings of the build's precompressed files, in the order a server prefers them. */
const precompressed = [
  {coding: 'br', suffix: '.br'},
  {coding: 'gzip', suffix: '.gz'},
] as const;

/** Whether the answer for `pathname` with `type` says `Vary: Accept-Encoding` (nginx's Vary map). */
const variesByEncoding = (pathname: string, type: string): boolean =>
  new RegExp(`^(?:${encodingVaryTypes})`).test(type) ||
  new RegExp(`^/pagefind/.*\\.(?:${pagefindDataExtensions})$`).test(pathname);

/** Whether an Accept-Encoding header accepts `coding` (q=0 refuses it; `*` stands for any). */
export function acceptsCoding(acceptEncoding: string | undefined, coding: string): boolean {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (offered.get(coding) ?? offered.get('*') ?? 0) > 0;
}

/**
 * The request target as nginx reads it: an absolute-form target (`http://host/es/intro?x`, any
 * scheme) is its path and query; anything else is taken as it is.
 */
function originForm(url = '/'): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  if (!absolute) return url;
  const rest = url.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A short text answer (errors, redirects): nginx's statuses with a body a person can read. */
function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return void res.destroy();
  res.statusCode = status;
  for (const name of ['Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified', 'Accept-Ranges', 'Content-Range'])
    res.removeHeader(name);
  res.setHeader('Cache-Control', revalidate);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  if (!res.hasHeader('Vary')) res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** The bare 404 of a missing asset, or of a locale without its not-found page: never HTML. */
export function notFoundText(res: ServerResponse): void {
  plain(res, 404, 'Not found\n');
}

/**
 * Answers a `.html`, `/index.html` or `/index` form with its one redirect, query string kept
 * (then returns undefined); else returns the request target (splitRequestTarget).
 */
export function redirectToCleanPath(
  req: IncomingMessage,
  res: ServerResponse,
  indexRoutes: ReadonlySet<string>,
): RequestTarget | undefined {
  const target = splitRequestTarget(originForm(req.url));
  const clean = cleanPathFor(target.rawPath, indexRoutes);
  if (clean === undefined) return target;
  const location = `${clean}${target.search}`;
  plain(res, 301, `Moved permanently to ${location}\n`, {Location: location});
  return undefined;
}

/** A request handler for `/mcp` (mcp/http.ts createMcpHttpHandler). */
export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Options of createSiteServer. */
export interface SiteServerOptions {
  /** Serves the docs MCP server at `/mcp`. */
  mcp?: McpHandler | undefined;
  /** The Content-Security-Policy (default: the site's, from the reviewed inline-script list). */
  csp?: string;
}

/** The twin of a page path, when the build has one (`/es/intro` → `/es/intro.md`). */
function twinOf(buildDir: string, pathname: string): string | undefined {
  if (looksLikeAsset(pathname) || /\.html$/i.test(pathname)) return undefined;
  return twinCandidates(pathname).find((candidate) => {
    const file = fileForPath(buildDir, candidate);
    return file !== undefined && file.endsWith('.md');
  });
}

/** A file's URL path for `send`, relative to the build and percent-encoded segment by segment. */
function sendPath(buildDir: string, file: string): string {
  return `/${relative(buildDir, file).split(sep).map(encodeURIComponent).join('/')}`;
}

/** Whether `file` exists as a file now (it may be gone by the time it is opened: send says so). */
function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends `file` with status 200 (or 206/304/412/416 as `send` decides): its precompressed variant
 * when the client takes it, with the type of the original and `type` overriding it. An error
 * (the file vanished or cannot be read) answers this request only.
 */
function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  buildDir: string,
  file: string,
  pathname: string,
  type = contentTypeOf(file),
): void {
  // nginx's gzip_static and brotli_static send a file's .gz/.br whatever its type: the build
  // writes them for text and for the search index's data files.
  const variant = precompressed.find(
    ({coding, suffix}) => acceptsCoding(req.headers['accept-encoding'], coding) && isFile(`${file}${suffix}`),
  );
  let body = file;
  if (variant) {
    body = `${file}${variant.suffix}`;
    res.setHeader('Content-Encoding', variant.coding);
  }
  if (!res.hasHeader('Vary') && variesByEncoding(pathname, type)) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  send(req, sendPath(buildDir, body), {
    root: buildDir,
    dotfiles: 'allow',
    index: false,
    etag: true,
    lastModified: true,
    cacheControl: false,
    // A byte range of a compressed body is a range of the compressed bytes: ranges only of the file as it is.
    acceptRanges: body === file,
  })
    .on('error', (error: NodeJS.ErrnoException & {status?: number}) => {
      if (error.status === 404) return void sendNotFound(req, res, buildDir, pathname);
      plain(res, error.status && error.status < 500 ? error.status : 500, 'Internal server error\n');
    })
    .pipe(res);
}

/** The locale's not-found page with status 404, or the bare 404 when it cannot be read. */
function sendNotFound(req: IncomingMessage, res: ServerResponse, buildDir: string, pathname: string): void {
  const page = notFoundFileFor(buildDir, pathname);
  if (looksLikeAsset(pathname) || !existsSync(page)) return notFoundText(res);
  readFile(page).then(
    (html) => {
      if (res.headersSent) return void res.destroy();
      for (const name of ['Content-Encoding', 'Link', 'X-Robots-Tag', 'ETag', 'Last-Modified']) res.removeHeader(name);
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': revalidate,
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : html);
    },
    () => notFoundText(res),
  );
}

/** The answer for a site path (everything but `/mcp`), in the order nginx decides. */
function answer(req: IncomingMessage, res: ServerResponse, buildDir: string, indexRoutes: ReadonlySet<string>): void {
  // nginx refuses a NUL byte anywhere in the path while it parses the request; no file name holds one.
  if (/%00/i.test(originForm(req.url).split('?')[0] ?? '')) return plain(res, 400, 'Bad request\n');
  // TRACE too: nginx refuses it before it looks at the path.
  if (req.method === 'TRACE') return plain(res, 405, 'Method not allowed\n', {Allow: 'GET, HEAD'});
  const target = redirectToCleanPath(req, res, indexRoutes);
  if (!target) return;
  const {pathname} = target;
  const file = fileForPath(buildDir, pathname);
  const twin = file ? twinOf(buildDir, pathname) : undefined;
  const kind: TwinKind | undefined = twin ? negotiate(req.headers.accept) : undefined;
  if (twin) {
    // On every answer for the page, a 405 included: the headers belong to the URL.
    res.setHeader('Vary', 'Accept, Accept-Encoding');
    const link = linkHeader(twin, {servedTwin: kind !== undefined});
    if (link) res.setHeader('Link', link);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(res, 405, 'Method not allowed\n', {Allow: 'GET, HEAD'});
  if (!file) return sendNotFound(req, res, buildDir, pathname);
  if (twin && kind) {
    res.setHeader('X-Robots-Tag', 'noindex');
    const twinFile = fileForPath(buildDir, twin);
    if (!twinFile) return sendNotFound(req, res, buildDir, pathname);
    return sendFile(req, res, buildDir, twinFile, twin, contentTypes[kind]);
  }
  if (file.endsWith('.md')) res.setHeader('X-Robots-Tag', 'noindex');
  // No extension to take a type from.
  const type =
    pathname === apiCatalogPath
      ? apiCatalogType
      : feedPath.test(pathname)
        ? `${feedType}; charset=utf-8`
        : contentTypeOf(file);
  sendFile(req, res, buildDir, file, pathname, type);
}

/** The local server of the build in `buildDir`: routing, headers, negotiation and, with `mcp`, `/mcp`. */
export function createSiteServer(buildDir: string, {mcp, csp = siteCsp()}: SiteServerOptions = {}): Server {
  // Read once: a page that moves between an index route and a plain one needs a rebuild anyway.
  const indexRoutes = indexRoutesOf(buildDir);
  const server = createServer((req, res) => {
    // A reset connection is the client's business; it must never end the server.
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', csp);
    try {
      if (mcp && splitRequestTarget(originForm(req.url)).pathname === '/mcp') {
        res.setHeader('Cache-Control', revalidate);
        return void mcp(req, res).catch(() => plain(res, 500, 'Internal server error\n'));
      }
      answer(req, res, buildDir, indexRoutes);
    } catch {
      // A file that changed between two looks at it (a rebuild under the server): this request fails, not the server.
      plain(res, 500, 'Internal server error\n');
    }
  });
  // Malformed requests get nginx's 400 rather than a dropped connection.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
