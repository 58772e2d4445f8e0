import {Agent, request} from 'node:http';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {requiredHeaderNames, securityHeaders} from '../../../deploy/headers';
import {startProdServer} from '../../../scripts/serve-prod';

export type Served = Awaited<ReturnType<typeof startProdServer>>;

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  path: string;
}

const agent = new Agent({keepAlive: true, maxSockets: 8});

/**
 * One raw HTTP request: no redirect following, no decompression, no default Accept-Encoding
 * (Node sends none), so the body is exactly what nginx put on the wire.
 */
export function get(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({host: url.hostname, port: url.port, path, method, headers, agent}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), path}),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs `fn` over items with a fixed number of requests in flight. */
export async function inParallel<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T);
      }
    }),
  );
  return out;
}

/** A response kind of the header matrix: how to request it and the status it must have. */
export interface ResponseKind {
  kind: string;
  path: string;
  status: number;
  headers?: Record<string, string>;
  /** Send the ETag of a first request back in If-None-Match. */
  conditional?: boolean;
}

/** The first hashed file of a kind in the build, e.g. the stylesheet of the Spanish edition. */
export function hashedAsset(buildDir: string, dir: string, pattern: RegExp): string {
  const name = readdirSync(join(buildDir, dir)).find((n) => pattern.test(n));
  if (!name) throw new Error(`No file matching ${pattern} in ${join(buildDir, dir)}`);
  return `/${dir}/${name}`;
}

export function responseKinds(buildDir: string): ResponseKind[] {
  return [
    {kind: 'page', path: '/es/intro', status: 200},
    {kind: 'index page', path: '/es/', status: 200},
    {kind: 'page (gzip)', path: '/fr/api/overview', status: 200, headers: {'Accept-Encoding': 'gzip'}},
    {kind: 'revalidated page (If-None-Match)', path: '/es/intro', status: 304, conditional: true},
    {kind: 'asset (css)', path: hashedAsset(buildDir, 'es/assets/css', /^styles\.[0-9a-f]+\.css$/), status: 200},
    {kind: 'asset (js)', path: hashedAsset(buildDir, 'assets/js', /^main\.[0-9a-f]+\.js$/), status: 200},
    {kind: 'image', path: '/de/img/logo.svg', status: 200},
    {kind: 'sitemap', path: '/sitemap.xml', status: 200},
    {kind: 'redirect (.html → clean path)', path: '/es/intro.html', status: 301},
    {kind: 'redirect (/index.html → clean path)', path: '/fr/guides/index.html', status: 301},
    {kind: '404 page', path: '/es/nope', status: 404},
    {kind: '404 missing asset', path: '/es/assets/js/nope.0000.js', status: 404},
  ];
}

/**
 * The header matrix: every required security header, with its exact value, on every response
 * kind; no server version. Returns one message per problem, naming the kind, path and header.
 */
export async function headerMatrixProblems(served: Served, buildDir: string): Promise<string[]> {
  const problems: string[] = [];
  const expected: Record<string, string> = {...securityHeaders, 'Content-Security-Policy': served.csp};
  for (const k of responseKinds(buildDir)) {
    const headers = {...k.headers};
    if (k.conditional) headers['If-None-Match'] = String((await get(served.url, k.path)).headers.etag);
    const res = await get(served.url, k.path, headers);
    const where = `${k.kind} GET ${k.path}`;
    if (res.status !== k.status) problems.push(`${where}: status ${res.status}, expected ${k.status}`);
    for (const name of requiredHeaderNames) {
      const value = res.headers[name.toLowerCase()];
      if (value === undefined) problems.push(`${where}: header ${name} missing`);
      else if (value !== expected[name])
        problems.push(
          `${where}: header ${name} is ${JSON.stringify(value)}, expected ${JSON.stringify(expected[name])}`,
        );
    }
    const server = res.headers.server;
    if (server !== undefined && server !== 'nginx')
      problems.push(`${where}: Server header reveals a version: ${server}`);
    if (res.headers['x-powered-by'] !== undefined) problems.push(`${where}: X-Powered-By present`);
    if (/nginx\/\d/.test(res.body.toString('latin1'))) problems.push(`${where}: body reveals the nginx version`);
  }
  return problems;
}

export {linkCopyOfBuild, removeCopy, replaceBuildFile} from '../../../scripts/lib/build-copy';
