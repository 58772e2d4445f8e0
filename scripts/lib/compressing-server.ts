// A small static server that compresses like the production web server (brotli when the
// browser asks for it, else gzip), with the routing rules of deploy/site-paths.ts: clean URLs, the
// locale's own not-found page, a bare 404 for a missing asset. The benchmark serves the stock
// reference site with it, and our site too when the shipped nginx config is not available.
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {listen} from './process';
import {fileForPath, indexRoutesOf, looksLikeAsset, notFoundFileFor} from '../../deploy/site-paths';
import {
  acceptsCoding,
  compressibleTypes,
  contentTypeOf,
  notFoundText,
  redirectToCleanPath,
} from '../../deploy/site-server';

/** The content codings the server sends, besides none. */
export type ContentCoding = 'br' | 'gzip';

export interface CompressingServerOptions {
  /** gzip level for on-the-fly compression (1–9). */
  gzipLevel?: number;
  /** brotli quality for on-the-fly compression (0–11). */
  brotliQuality?: number;
  /** Smaller files are sent uncompressed, in bytes. */
  minLength?: number;
}

/** A started server: its origin and how to stop it. */
export interface CompressingServer {
  url: string;
  kind: 'node';
  stop: () => Promise<void>;
}

/**
 * The encoding a server with both codecs picks for an Accept-Encoding header: brotli first,
 * then gzip, else none. q=0 excludes a coding.
 */
export function pickEncoding(acceptEncoding = ''): ContentCoding | undefined {
  return (['br', 'gzip'] as const).find((coding) => acceptsCoding(acceptEncoding, coding));
}

/**
 * Creates (does not start) the server. Compressed bodies are kept in memory: the benchmark asks
 * for the same assets many times and must measure the network, not the compressor.
 */
function createCompressingServer(
  buildDir: string,
  {gzipLevel = 5, brotliQuality = 5, minLength = 256}: CompressingServerOptions = {},
): Server {
  const cache = new Map<string, {mtime: number; data: Buffer}>();

  function body(file: string, encoding: ContentCoding | undefined): Buffer {
    const key = `${encoding ?? 'identity'}:${file}`;
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(key);
    if (hit && hit.mtime === mtime) return hit.data;
    const raw = readFileSync(file);
    let data = raw;
    if (encoding === 'br') {
      data = brotliCompressSync(raw, {
        params: {[constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length},
      });
    } else if (encoding === 'gzip') {
      data = gzipSync(raw, {level: gzipLevel});
    }
    cache.set(key, {mtime, data});
    return data;
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, file: string): void {
    const type = contentTypeOf(file);
    const compressible = compressibleTypes.has(type.split(';')[0] ?? type);
    const size = statSync(file).size;
    const encoding = compressible && size >= minLength ? pickEncoding(req.headers['accept-encoding']) : undefined;
    const data = body(file, encoding);
    const headers: OutgoingHttpHeaders = {
      'Content-Type': type,
      'Content-Length': data.length,
      'Cache-Control': 'no-cache',
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  const indexRoutes = indexRoutesOf(buildDir);
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'});
      return res.end();
    }
    const pathname = redirectToCleanPath(req, res, indexRoutes)?.pathname;
    if (pathname === undefined) return;
    const file = fileForPath(buildDir, pathname);
    if (file) return send(req, res, 200, file);
    const notFound = notFoundFileFor(buildDir, pathname);
    if (!looksLikeAsset(pathname) && existsSync(notFound)) return send(req, res, 404, notFound);
    notFoundText(res);
  });
}

/** Starts the server on a free loopback port. */
export async function startCompressingServer(
  buildDir: string,
  options?: CompressingServerOptions,
): Promise<CompressingServer> {
  const server = createCompressingServer(buildDir, options);
  const port = await listen(server, 0, '127.0.0.1');
  const stop = (): Promise<void> => {
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r()));
  };
  return {url: `http://127.0.0.1:${port}`, kind: 'node', stop};
}
