/**
 * Drives the docs MCP server (mcp/server.ts) as a coding agent's client does: the SDK's own Client
 * over StdioClientTransport, the server a child process. Shared by tests/mcp/ and
 * scripts/bench-mcp.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {repoRoot} from './build';

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

/** Starts the server: by default `node --import tsx mcp/server.ts` in this repository. */
export async function startDocsServer(
  args: readonly string[] = [],
  command: {command: string; args: string[]; cwd?: string} = {
    command: process.execPath,
    args: ['--import', 'tsx', join(repoRoot, 'mcp', 'server.ts')],
  },
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

/** Resident memory of a process in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/** The docs MCP server's tools, by name. */
const docsToolNames = ['get_operation', 'get_page', 'list_error_codes', 'search_docs', 'validate_request'];

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
