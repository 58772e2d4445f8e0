/**
 * `npm run --silent mcp`: the Mnemora docs as a stdio MCP server (--silent keeps npm's banner off
 * stdout, which carries the protocol only). Usage:
 *   npm run --silent mcp                  # default locale English
 *   npm run --silent mcp -- --locale es   # default locale Spanish (search, operations, error codes)
 *   --snapshot <file>               # serve a packed snapshot instead of this repository's build
 *   --build <dir>                   # serve another build of this repository than build/
 *   --http <port> [--host 127.0.0.1] [--allow-origin <origin>]…
 *                                   # Streamable HTTP at http://host:port/mcp instead of stdio (mcp/http.ts),
 *                                   # following the build directory across releases (mcp/src/release.ts)
 * Over stdio, stdout carries the protocol only; everything else (the missing-build message) goes to stderr.
 */
import {createServer} from 'node:http';
import {dirname, join, resolve} from 'node:path';
import {createDocsServer, createDocsState} from './src/docs-server';
import {LineTransport} from './src/stdio';
import {followRelease} from './src/release';
import {createMcpHttpHandler, mcpPath} from './http';
import {
  defaultLocale,
  locales,
  MissingBuildError,
  portalUrl,
  snapshotFromFile,
  snapshotFromRepo,
  type Locale,
  type Snapshot,
} from './src/snapshot';

interface Args {
  readonly locale: Locale;
  readonly snapshot?: string;
  /** Another build of this repository than `build/`. */
  readonly build?: string;
  /** Serve Streamable HTTP on this port instead of stdio. */
  readonly http?: {readonly port: number; readonly host: string; readonly allowOrigins: readonly string[]};
}

function parseArgs(argv: readonly string[]): Args {
  let locale: string = defaultLocale;
  let snapshot: string | undefined;
  let build: string | undefined;
  let port: number | undefined;
  let host = '127.0.0.1';
  const allowOrigins: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--locale') locale = value();
    else if (arg.startsWith('--locale=')) locale = arg.slice('--locale='.length);
    else if (arg === '--snapshot') snapshot = value();
    else if (arg === '--build') build = value();
    else if (arg === '--http') {
      const raw = value();
      port = Number(raw);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new UsageError(`--http needs a port number, not "${raw}"`);
    } else if (arg === '--host') host = value();
    else if (arg === '--allow-origin') allowOrigins.push(value());
    else
      throw new UsageError(
        `unknown argument ${arg}. Usage: npm run --silent mcp -- [--locale ${locales.join('|')}] [--http <port>]`,
      );
  }
  if (!(locales as readonly string[]).includes(locale))
    throw new UsageError(`unknown locale "${locale}": the docs have ${locales.join(', ')}`);
  return {
    locale: locale as Locale,
    ...(snapshot ? {snapshot} : {}),
    ...(build ? {build} : {}),
    ...(port !== undefined ? {http: {port, host, allowOrigins}} : {}),
  };
}

class UsageError extends Error {}

/** The repository root: this file's folder's parent, in the repository; unused in the packed server. */
const repoRoot = resolve(dirname(__filename), '..');

/** Set by the packed bundle (scripts/pack-mcp.ts): the snapshot file beside it. */
declare const PACKED_SNAPSHOT: string | undefined;

function loadSnapshot(args: Args): Snapshot {
  if (args.snapshot) return snapshotFromFile(resolve(args.snapshot));
  if (typeof PACKED_SNAPSHOT === 'string') return snapshotFromFile(join(dirname(__filename), PACKED_SNAPSHOT));
  return snapshotFromRepo(repoRoot, args.build ? resolve(args.build) : undefined);
}

async function main(): Promise<void> {
  // A client that closed stderr makes a diagnostic undeliverable, which is no reason to stop serving.
  process.stderr.on('error', () => undefined);
  let args: Args;
  let snapshot: Snapshot;
  try {
    args = parseArgs(process.argv.slice(2));
    snapshot = loadSnapshot(args);
  } catch (err) {
    if (err instanceof UsageError || err instanceof MissingBuildError) {
      process.stderr.write(`mnemora-docs MCP server: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  if (args.http) {
    const {port, host, allowOrigins} = args.http;
    const first = {snapshot, state: createDocsState(snapshot, portalUrl)};
    // Serving a build directory, it follows it across releases: a switch of the `current`
    // symlink (deploy/README.md) is answered without a restart. A packed snapshot never changes.
    const buildDir = args.build ? resolve(args.build) : join(repoRoot, 'build');
    const release =
      args.snapshot || typeof PACKED_SNAPSHOT === 'string'
        ? undefined
        : followRelease(first, {
            buildDir,
            load: () => snapshotFromRepo(repoRoot, buildDir),
            siteUrl: portalUrl,
            defaultLocale: args.locale,
            log: (line) => process.stderr.write(`mnemora-docs MCP server: ${line}\n`),
          });
    const handle = createMcpHttpHandler(snapshot, {
      defaultLocale: args.locale,
      siteUrl: portalUrl,
      allowedOrigins: [portalUrl, ...allowOrigins],
      ...(release ? {release} : {}),
    });
    const http = createServer((req, res) => {
      if ((req.url ?? '').split('?')[0] === mcpPath) return void handle(req, res);
      res.writeHead(404, {'Content-Type': 'application/json'});
      res.end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: {code: -32000, message: `Not found: the MCP endpoint is ${mcpPath}`},
          id: null,
        }),
      );
    });
    // A port that is taken or forbidden is the operator's to fix: one line saying which and how.
    http.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`;
      const reason =
        error.code === 'EADDRINUSE'
          ? `port ${port} is already in use on ${host} (another server listens there): stop it, or start this one on a free port with --http <port>`
          : error.code === 'EACCES'
            ? `not allowed to listen on ${where} (ports below 1024 need privileges): choose another port with --http <port>`
            : error.code === 'EADDRNOTAVAIL'
              ? `cannot listen on ${where}: ${host} is not an address of this machine; choose another with --host`
              : `cannot listen on ${where}: ${error.message}`;
      process.stderr.write(`mnemora-docs MCP server: ${reason}\n`);
      process.exit(2);
    });
    http.listen(port, host, () => {
      const address = http.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      process.stderr.write(
        `mnemora-docs MCP server ready at http://${host}:${actual}${mcpPath} (docs ${snapshot.version}, ${snapshot.pages.length} pages, default locale ${args.locale}${release ? `, following ${buildDir}` : ''})\n`,
      );
      void first.state.warm(args.locale);
    });
    const stop = (): void => void http.close(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    return;
  }
  const {server, warm} = createDocsServer(snapshot, {defaultLocale: args.locale, siteUrl: portalUrl});
  const transport = new LineTransport();
  // The transport closes when stdout does (the client went away): nothing is left to answer.
  transport.onclose = () => process.exit(0);
  // Warming (the search indexes, the contracts) starts once the client has its handshake answer,
  // so the answer never waits for it.
  server.server.oninitialized = () => void warm();
  await server.connect(transport);
  process.stderr.write(
    `mnemora-docs MCP server ready (docs ${snapshot.version}, ${snapshot.pages.length} pages, default locale ${args.locale})\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `mnemora-docs MCP server failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
