/**
 * Drives the docs MCP server (mcp/server.ts) as a coding agent's client does: the SDK's own Client
 * over StdioClientTransport, the server a child process. Shared by tests/mcp/ and
 * scripts/bench-mcp.ts.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** The repository: the server and its build are found from here. */
const repoRoot = join(import.meta.dirname, '..', '..');

interface ToolAnswer {
  readonly isError: boolean;
  readonly text: string;
}

export interface DocsClient {
  readonly client: Client;
  readonly transport: StdioClientTransport;
  /** Calls a tool and returns its first text content and whether it is an error. */
  call(name: string, args: Record<string, unknown>): Promise<ToolAnswer>;
  /** Calls a tool that answers JSON and parses it (fails on a tool error). */
  json<T = Record<string, unknown>>(name: string, args: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

/**
 * How `npm run mcp` starts the server in this repository (package.json): TypeScript through
 * tsx's CommonJS hook, which starts it about a quarter faster than `--import tsx` (whose ESM hooks
 * take every module load through a worker thread).
 */
export const repoServer = {
  command: process.execPath,
  args: ['--require', 'tsx/cjs', join(repoRoot, 'mcp', 'server.ts')],
};

/** Starts the server: by default as `npm run mcp` does, in this repository. */
export async function startDocsServer(
  args: readonly string[] = [],
  command: {command: string; args: string[]; cwd?: string} = repoServer,
): Promise<DocsClient> {
  const transport = new StdioClientTransport({
    command: command.command,
    args: [...command.args, ...args],
    cwd: command.cwd ?? repoRoot,
    stderr: 'pipe',
  });
  const client = new Client({name: 'mnemora-docs-tests', version: '1.0.0'});
  await client.connect(transport);
  const call = async (name: string, a: Record<string, unknown>): Promise<ToolAnswer> => {
    const result = await client.callTool({name, arguments: a});
    const content = (result.content ?? []) as Array<{type: string; text?: string}>;
    return {isError: result.isError === true, text: content.find((c) => c.type === 'text')?.text ?? ''};
  };
  return {
    client,
    transport,
    call,
    async json<T>(name: string, a: Record<string, unknown>): Promise<T> {
      const answer = await call(name, a);
      if (answer.isError) throw new Error(`${name} ${JSON.stringify(a)} failed: ${answer.text}`);
      return JSON.parse(answer.text) as T;
    },
    close: () => client.close(),
  };
}

/** A JSON-RPC message as it comes back on the wire. */
export interface WireMessage {
  readonly jsonrpc?: string;
  readonly id?: string | number | null;
  readonly result?: Record<string, unknown>;
  readonly error?: {readonly code: number; readonly message: string; readonly data?: unknown};
}

/** A server process driven line by line, below the SDK's client, which hides what a malformed line gets. */
export interface RawStdio {
  readonly child: ChildProcessWithoutNullStreams;
  /** Writes one line (a newline is added). */
  send(line: string): void;
  /** The next `n` messages the server writes, waiting up to `timeoutMs` for them. */
  next(n?: number, timeoutMs?: number): Promise<WireMessage[]>;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  /** The exit status, once the process ends (up to `timeoutMs`). */
  exited(timeoutMs?: number): Promise<number | null>;
  close(): Promise<void>;
}

/** The initialize request a client of protocol 2025-11-25 sends. */
export const initializeLine = JSON.stringify({
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'raw-test', version: '1.0.0'}},
});

/** Starts a stdio server (by default this repository's) and reads its stdout as lines of JSON. */
export function startRawStdio(command: {command: string; args: readonly string[]} = repoServer): RawStdio {
  const child = spawn(command.command, command.args, {cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe']});
  let buffered = '';
  let errors = '';
  const queue: WireMessage[] = [];
  let wake: (() => void) | undefined;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    for (let newline = buffered.indexOf('\n'); newline !== -1; newline = buffered.indexOf('\n')) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      queue.push(JSON.parse(line) as WireMessage);
    }
    wake?.();
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (errors += chunk));
  // A test may end the pipes first; their errors are what it tests, not failures of the helper.
  child.stdin.on('error', () => undefined);
  child.stdout.on('error', () => undefined);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    send: (line) => void child.stdin.write(`${line}\n`),
    async next(n = 1, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length < n) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(
            `${queue.length} of ${n} messages after ${timeoutMs} ms (exit ${child.exitCode}); stderr:\n${errors}`,
          );
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      return queue.splice(0, n);
    },
    stderr: () => errors,
    exited: (timeoutMs = 30_000) =>
      Promise.race([exit, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref())]),
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exit;
      }
    },
  };
}

/**
 * What a client reads first when it starts the server with `command` (through a shell, as
 * written in the docs) and sends initialize: undefined when the first line on stdout is the
 * server's answer to it, otherwise what came instead. stdin is closed after that line, which ends
 * the server; the process group is killed if it has not ended after `timeoutMs`.
 */
export async function firstLineProblem(
  command: string,
  {
    cwd = repoRoot,
    env = process.env,
    timeoutMs = 60_000,
  }: {cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number} = {},
): Promise<string | undefined> {
  const child = spawn('sh', ['-c', command], {cwd, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true});
  child.stdin.on('error', () => undefined);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('\n')) {
        clearTimeout(timer);
        resolve(stdout.slice(0, stdout.indexOf('\n')));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve(stdout.includes('\n') ? stdout.slice(0, stdout.indexOf('\n')) : undefined);
    });
    child.stdin.write(`${initializeLine}\n`);
  });
  child.stdin.end();
  const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
  if (!stopped && child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group ended meanwhile.
    }
  }
  if (first === undefined)
    return `\`${command}\`: no line on stdout (${child.exitCode === null ? `none within ${timeoutMs} ms` : `exit status ${child.exitCode}`}; stdout ${JSON.stringify(stdout.slice(0, 200))}, stderr ${JSON.stringify(stderr.slice(-300))})`;
  let message: WireMessage | undefined;
  try {
    message = JSON.parse(first) as WireMessage;
  } catch {
    message = undefined;
  }
  const info = message?.result?.serverInfo as {name?: string} | undefined;
  if (message?.jsonrpc !== '2.0' || message.id !== 0 || info?.name !== 'mnemora-docs')
    return `\`${command}\`: stdout starts with ${JSON.stringify(stdout.slice(0, 120))}, not the answer to initialize`;
  return undefined;
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/** The docs MCP server's tools, by name. */
const docsToolNames = [
  'get_operation',
  'get_page',
  'get_workflow',
  'list_error_codes',
  'list_workflows',
  'search_docs',
  'validate_request',
];

/**
 * Connects the SDK's client over Streamable HTTP to `mcpUrl` and checks, as an agent sees on
 * connecting, that the server is the docs server of a snapshot (`docs-` and 12 hex digits) with
 * every tool read-only. The caller closes the client.
 */
export async function connectOverHttp(mcpUrl: string, clientName: string): Promise<Client> {
  const client = new Client({name: clientName, version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  const info = client.getServerVersion();
  assert.equal(info?.name, 'mnemora-docs');
  assert.match(info?.version ?? '', /^docs-[0-9a-f]{12}$/);
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), docsToolNames);
  for (const tool of tools) assert.equal(tool.annotations?.readOnlyHint, true, `${tool.name} is read-only`);
  return client;
}
