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
