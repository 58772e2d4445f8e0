import {after, before} from 'node:test';
import {startProdServer, type ProdServerOptions} from '../../../scripts/serve-prod';
import type {Served} from './http';

/**
 * Starts a server before the tests of the enclosing describe (or of the file, when called at the
 * top level) and stops it after them. Returns an accessor: the server exists only once the
 * before hook ran, and a test or hook that asks earlier gets an error naming the server instead
 * of an undefined `url`.
 */
export function startedForSuite<T extends {stop: () => Promise<void>}>(name: string, start: () => Promise<T>): () => T {
  let server: T | undefined;
  before(async () => {
    server = await start();
  });
  after(async () => server?.stop());
  return () => {
    if (!server) throw new Error(`${name} is not running: it starts in the suite's before hook (did it fail?)`);
    return server;
  };
}

/**
 * nginx with the shipped config for the enclosing describe (see startedForSuite). `options` is a
 * function when it depends on something an earlier before hook makes (a copy of the build, a
 * certificate).
 */
export function nginxForSuite(options: ProdServerOptions | (() => ProdServerOptions)): () => Served {
  return startedForSuite('nginx', () => startProdServer(typeof options === 'function' ? options() : options));
}

/**
 * Waits until this process has read, off nginx's stderr, everything nginx logged for the requests
 * made so far. nginx writes a log line before it answers, but the pipe is read in this process's
 * own time, so an answer can come back before the line is read. `refuse` sends a request nginx
 * refuses as too large (a Content-Length over client_max_body_size, no body) to the path it is
 * given, and resolves the status; nginx logs that refusal at the error level, after the earlier
 * requests' lines, with the path in it: once the path is read, so is everything before it.
 */
export async function errorLogCaughtUp(
  stderr: () => string,
  refuse: (path: string) => Promise<number>,
  timeoutMs = 5_000,
): Promise<void> {
  const path = `/error-log-mark-${process.pid}-${Date.now()}`;
  const status = await refuse(path);
  if (status !== 413)
    throw new Error(`the error-log mark ${path} was answered ${status}, not 413: nothing to wait for`);
  const deadline = Date.now() + timeoutMs;
  while (!stderr().includes(path)) {
    if (Date.now() > deadline)
      throw new Error(`nginx's error log did not show the refusal of ${path} within ${timeoutMs} ms`);
    await new Promise((r) => setImmediate(r));
  }
}

/** The head of a request for `path` that nginx refuses as too large (413) before reading a byte of it. */
export function tooLargeHead(path: string, host = 'localhost'): string {
  return `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1073741824\r\nConnection: close\r\n\r\n`;
}
