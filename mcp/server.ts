/**
 * `npm run mcp`: the Mnemora docs as a stdio MCP server. Usage:
 *   npm run mcp                     # default locale English
 *   npm run mcp -- --locale es      # default locale Spanish (search, operations, error codes)
 *   --snapshot <file>               # serve a packed snapshot instead of this repository's build
 *   --build <dir>                   # serve another build of this repository than build/
 * Stdout carries the protocol only; everything else (the missing-build message) goes to stderr.
 */
import {dirname, join, resolve} from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from './src/docs-server';
import {defaultLocale, locales, MissingBuildError, portalUrl, snapshotFromFile, snapshotFromRepo, type Locale, type Snapshot} from './src/snapshot';

interface Args {
  readonly locale: Locale;
  readonly snapshot?: string;
  /** Another build of this repository than `build/`. */
  readonly build?: string;
}

function parseArgs(argv: readonly string[]): Args {
  let locale: string = defaultLocale;
  let snapshot: string | undefined;
  let build: string | undefined;
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
    else throw new UsageError(`unknown argument ${arg}. Usage: npm run mcp -- [--locale ${locales.join('|')}]`);
  }
  if (!(locales as readonly string[]).includes(locale)) throw new UsageError(`unknown locale "${locale}": the docs have ${locales.join(', ')}`);
  return {locale: locale as Locale, ...(snapshot ? {snapshot} : {}), ...(build ? {build} : {})};
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
  const {server, warm} = createDocsServer(snapshot, {defaultLocale: args.locale, siteUrl: portalUrl});
  await server.connect(new StdioServerTransport());
  await warm();
  process.stderr.write(`mnemora-docs MCP server ready (docs ${snapshot.version}, ${snapshot.pages.length} pages, default locale ${args.locale})\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`mnemora-docs MCP server failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
