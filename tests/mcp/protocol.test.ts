/**
 * The docs MCP server against what the MCP specification (2025-11-25) and JSON-RPC 2.0 say a
 * server answers, sent raw (below the SDK's client, which never sends a malformed line): over
 * stdio, malformed lines, a tools/call without params, missing resources, JSON nested 8,000
 * levels deep, a line over the 10 MiB limit, 2,000 pipelined requests to a client that reads late,
 * and a client that goes away; over HTTP, an empty batch, deep JSON, `Accept: *\/*`; and
 * `--http` on a taken port. Each check is a list of problems, and each list is also run against a
 * planted fault (the SDK's own stdio transport, the SDK's bare HTTP transport, Node's crash on a
 * taken port) that must make it fail.
 * Run: node --import tsx --test tests/mcp/protocol.test.ts (needs the build)
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {createServer as createHttpServer, type Server} from 'node:http';
import {createServer as createNetServer} from 'node:net';
import {join} from 'node:path';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {freePort, listen} from '../../scripts/lib/process';
import {startMcpHttp} from '../../scripts/serve-prod';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {initializeLine, startRawStdio, type RawStdio, type WireMessage} from '../../scripts/lib/mcp-client';
import {createDocsServer} from '../../mcp/src/docs-server';
import {maxDepth} from '../../mcp/src/messages';
import {maxLineBytes} from '../../mcp/src/stdio';
import {portalUrl, snapshotFromRepo} from '../../mcp/src/snapshot';

requireBuild();

type Command = {command: string; args: readonly string[]};
const sdkStdio: Command = {
  command: process.execPath,
  args: ['--import', 'tsx', join(repoRoot, 'tests', 'fixtures', 'mcp', 'sdk-stdio-server.ts')],
};

const request = (id: number, method: string, params?: unknown): string =>
  JSON.stringify({jsonrpc: '2.0', id, method, ...(params === undefined ? {} : {params})});
const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Messages up to and including the answer with `id` (or what came before the server stopped). */
async function until(raw: RawStdio, id: number, timeoutMs = 30_000): Promise<WireMessage[]> {
  const seen: WireMessage[] = [];
  try {
    for (;;) {
      const [message] = await raw.next(1, timeoutMs);
      seen.push(message as WireMessage);
      if (message?.id === id) return seen;
    }
  } catch {
    return seen;
  }
}

/** What a line got before the ping after it was answered: an error with `code` and id null. */
function errorProblem(label: string, seen: readonly WireMessage[], pingId: number, code: number): string | undefined {
  if (!seen.some((m) => m.id === pingId)) return `${label}: the server stopped answering`;
  const error = seen.find((m) => m.id !== pingId);
  if (!error) return `${label}: no answer`;
  if (error.error?.code !== code || error.id !== null)
    return `${label}: ${JSON.stringify(error).slice(0, 200)}, expected error ${code} with id null`;
  return undefined;
}

/** Problems of a stdio server with malformed and bad requests, on one process. */
async function requestProblems(command?: Command): Promise<string[]> {
  const problems: string[] = [];
  const raw = startRawStdio(command);
  try {
    raw.send(initializeLine);
    const [init] = await raw.next(1);
    const capabilities = (init?.result?.capabilities ?? {}) as Record<string, {listChanged?: boolean}>;
    for (const kind of ['tools', 'resources'])
      if (capabilities[kind]?.listChanged) problems.push(`initialize: ${kind}.listChanged advertised, never sent`);
    raw.send(JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}));

    let id = 100;
    for (const [line, code] of [
      ['{', -32700],
      ['null', -32600],
      ['{}', -32600],
      ['[]', -32600],
      ['42', -32600],
      [nested(8000), -32600],
    ] as const) {
      id += 1;
      raw.send(line);
      raw.send(request(id, 'ping'));
      const problem = errorProblem(`the line ${line.slice(0, 12)}`, await until(raw, id), id, code);
      if (problem) problems.push(problem);
    }

    const answer = async (line: string, answerId: number): Promise<WireMessage | undefined> => {
      raw.send(line);
      return (await until(raw, answerId)).find((m) => m.id === answerId);
    };
    const noParams = await answer(request(1, 'tools/call'), 1);
    if (
      noParams?.error?.code !== -32602 ||
      !/params/.test(noParams.error.message) ||
      /\[\s*\{/.test(noParams.error.message)
    )
      problems.push(
        `tools/call without params: ${JSON.stringify(noParams)}, expected -32602 with a message naming params`,
      );

    const deep = await answer(
      `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"validate_request","arguments":{"method":"POST","path":"/memories","body":${nested(8000)}}}}`,
      2,
    );
    if (deep?.error?.code !== -32602 || !deep.error.message.includes(`${maxDepth} levels`))
      problems.push(
        `JSON nested 8,000 levels: ${JSON.stringify(deep).slice(0, 200)}, expected -32602 naming the ${maxDepth}-level bound`,
      );

    for (const [uri, message] of [
      ['mnemora-docs://en/api/serch', /No page at \/api\/serch\. Closest pages: \/api\/search/],
      ['mnemora-docs://it/api/search', /Unknown locale "it".*the docs have en, es, fr, de/],
      ['file:///etc/passwd', /mnemora-docs:\/\/<locale>\/<path>.*mnemora-docs:\/\/contract\/openapi\.yaml/],
    ] as const) {
      id += 1;
      const read = await answer(request(id, 'resources/read', {uri}), id);
      const data = read?.error?.data as {uri?: string} | undefined;
      if (read?.error?.code !== -32002 || !message.test(read.error.message) || data?.uri !== uri)
        problems.push(`resources/read ${uri}: ${JSON.stringify(read)}, expected -32002 with ${message} and data.uri`);
    }

    const tools = await answer(request(3, 'tools/list'), 3);
    for (const tool of (tools?.result?.tools ?? []) as Array<{
      name: string;
      inputSchema: {properties?: Record<string, Record<string, unknown>>};
    }>) {
      for (const [name, schema] of Object.entries(tool.inputSchema.properties ?? {}))
        if (!('type' in schema) && !('anyOf' in schema) && !('enum' in schema))
          problems.push(`${tool.name}.${name}: no schema (${JSON.stringify(schema)})`);
    }
    const pong = await answer(request(4, 'ping'), 4);
    if (!pong?.result) problems.push('the server stopped answering after the bad requests');
  } finally {
    await raw.close();
  }
  return problems;
}

/** Problems of a stdio server with a line over the 10 MiB limit. */
async function oversizedProblems(command?: Command): Promise<string[]> {
  const raw = startRawStdio(command);
  try {
    raw.send(initializeLine);
    await raw.next(1);
    raw.send(request(1, 'tools/call', {name: 'get_page', arguments: {path: 'x'.repeat(maxLineBytes + 1024)}}));
    raw.send(request(2, 'ping'));
    // The SDK's transport neither answers nor exits: 20 s is many times what the answer takes.
    const seen = await until(raw, 2, 20_000);
    const problem = errorProblem('a line over 10 MiB', seen, 2, -32600);
    if (!problem) return [];
    const exit = await raw.exited(5_000);
    return [
      `${problem}${exit !== null ? ` (exit status ${exit}, stderr: ${JSON.stringify(raw.stderr().slice(-200))})` : ''}`,
    ];
  } finally {
    await raw.close();
  }
}

/** Problems of a stdio server with 2,000 requests sent at once to a client that starts reading once 16 KiB of answers wait unread. */
async function pipelinedProblems(command?: Command): Promise<string[]> {
  const problems: string[] = [];
  const raw = startRawStdio(command);
  try {
    raw.send(initializeLine);
    await raw.next(1);
    raw.child.stdout.pause();
    const n = 2000;
    let lines = '';
    for (let i = 1; i <= n; i += 1)
      lines += `${request(i, 'tools/call', {name: 'get_page', arguments: {path: '/api/search'}})}\n`;
    raw.child.stdin.write(lines);
    // The client reads late: only once the server's answers have backed up (16 KiB unread: a paused pipe buffers at least that much before it stops reading).
    const deadline = Date.now() + 30_000;
    while (raw.child.stdout.readableLength < 16_384 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    raw.child.stdout.resume();
    const answers = await raw.next(n, 120_000).catch((error: Error) => problems.push(error.message));
    if (Array.isArray(answers)) {
      const ids = new Set(answers.map((a) => a.id));
      if (ids.size !== n || answers.some((a) => !a.result)) problems.push(`${ids.size} distinct answers of ${n}`);
    }
    if (/MaxListenersExceededWarning/.test(raw.stderr())) problems.push('MaxListenersExceededWarning on stderr');
  } finally {
    await raw.close();
  }
  return problems;
}

/** Problems of a stdio server whose client closes its end of stdout with answers pending. */
async function clientGoneProblems(command?: Command): Promise<string[]> {
  const raw = startRawStdio(command);
  try {
    raw.send(initializeLine);
    await raw.next(1);
    for (let i = 1; i <= 300; i += 1)
      raw.send(request(i, 'tools/call', {name: 'get_page', arguments: {path: '/api/search'}}));
    raw.child.stdout.destroy();
    const exit = await raw.exited(30_000);
    const problems: string[] = [];
    if (exit !== 0) problems.push(`exit status ${exit} after the client went away, expected 0`);
    if (/Unhandled|EPIPE|Error:/.test(raw.stderr()))
      problems.push(`stderr after the client went away: ${raw.stderr().slice(0, 300)}`);
    return problems;
  } finally {
    await raw.close();
  }
}

describe('over stdio', () => {
  test('malformed lines, params, missing resources and deep JSON get their JSON-RPC errors; every input has a schema', async () => {
    assert.deepEqual(await requestProblems(), []);
  });
  test('a line over 10 MiB is answered with -32600 and the next line is read', {timeout: 120_000}, async () => {
    assert.deepEqual(await oversizedProblems(), []);
  });
  test(
    '2,000 pipelined requests to a client that reads late: every one answered, no listener warning',
    {timeout: 180_000},
    async () => {
      assert.deepEqual(await pipelinedProblems(), []);
    },
  );
  test('a client that goes away: exit status 0, nothing on stderr', {timeout: 60_000}, async () => {
    assert.deepEqual(await clientGoneProblems(), []);
  });
  test('planted: behind the SDK’s own stdio transport, every transport check fails', {timeout: 300_000}, async () => {
    const requests = await requestProblems(sdkStdio);
    for (const expected of [
      /the line \{: no answer/,
      /the line null: no answer/,
      /the line \[\]: no answer/,
      /tools\/call without params/,
    ])
      assert.ok(
        requests.some((p) => expected.test(p)),
        `${expected}: ${requests.join('\n')}`,
      );
    assert.match((await oversizedProblems(sdkStdio)).join('\n'), /a line over 10 MiB/);
    assert.match((await pipelinedProblems(sdkStdio)).join('\n'), /MaxListenersExceededWarning/);
    assert.match((await clientGoneProblems(sdkStdio)).join('\n'), /exit status 1|EPIPE/);
  });
});

/** Problems of an HTTP endpoint with an empty batch, deep JSON, missing params and `Accept: *\/*`. */
async function httpProblems(url: string): Promise<string[]> {
  const problems: string[] = [];
  const post = async (body: string, accept = 'application/json, text/event-stream') => {
    const res = await fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json', Accept: accept}, body});
    const text = await res.text();
    let json: WireMessage | WireMessage[] | undefined;
    try {
      json = JSON.parse(text) as WireMessage;
    } catch {
      json = undefined;
    }
    return {status: res.status, text, json};
  };
  const expectError = async (label: string, body: string, status: number, code: number, id: number | null) => {
    const got = await post(body);
    const json = got.json as WireMessage | undefined;
    if (got.status !== status || json?.error?.code !== code || json.id !== id)
      problems.push(
        `${label}: ${got.status} ${got.text.slice(0, 160) || '(empty body)'}, expected ${status} with error ${code}, id ${id}`,
      );
  };
  await expectError('[]', '[]', 400, -32600, null);
  await expectError('an array nested 8,000 levels', nested(8000), 400, -32600, null);
  await expectError(
    'a tools/call nested 8,000 levels',
    `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"validate_request","arguments":{"method":"POST","path":"/search","body":${nested(8000)}}}}`,
    200,
    -32602,
    7,
  );
  await expectError('tools/call without params', request(8, 'tools/call'), 200, -32602, 8);
  for (const accept of ['*/*', 'application/*', 'application/json']) {
    const got = await post(request(9, 'ping'), accept);
    if (got.status !== 200 || !(got.json as WireMessage | undefined)?.result)
      problems.push(`Accept: ${accept}: ${got.status} ${got.text.slice(0, 160)}, expected 200 and the answer`);
  }
  const refused = await post(request(10, 'ping'), 'application/json;q=0, */*');
  if (refused.status !== 406) problems.push(`Accept: application/json;q=0, */*: ${refused.status}, expected 406`);
  const batch = await post(`[${request(11, 'ping')},${request(12, 'ping')}]`);
  if (batch.status !== 200 || !Array.isArray(batch.json) || batch.json.length !== 2)
    problems.push(`a batch of two pings: ${batch.status} ${batch.text.slice(0, 160)}`);
  return problems;
}

describe('over Streamable HTTP', () => {
  let server: Awaited<ReturnType<typeof startMcpHttp>>;
  let bare: Server;
  let bareUrl = '';
  before(async () => {
    server = await startMcpHttp({buildDir, port: await freePort()});
    // The planted fault: the SDK's transport with nothing in front of it, as mcp/http.ts used it.
    const snapshot = snapshotFromRepo(repoRoot);
    bare = createHttpServer((req, res) => {
      const {server: docs} = createDocsServer(snapshot, {defaultLocale: 'en', siteUrl: portalUrl});
      const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      res.on('close', () => void transport.close());
      void docs.connect(transport).then(() => transport.handleRequest(req, res));
    });
    bareUrl = `http://127.0.0.1:${await listen(bare, 0, '127.0.0.1')}/mcp`;
  });
  after(async () => {
    await server?.stop();
    bare?.close();
  });

  test('an empty batch, deep JSON and missing params get JSON-RPC errors; Accept: */* is answered', async () => {
    assert.deepEqual(await httpProblems(server.url), []);
  });
  test('planted: the SDK’s bare transport fails the same checks', async () => {
    const problems = await httpProblems(bareUrl);
    for (const expected of [
      /^\[\]: 202 \(empty body\)/,
      /^Accept: \*\/\*: 406/,
      /^tools\/call without params: 200 .*-32603/,
    ])
      assert.ok(
        problems.some((p) => expected.test(p)),
        `${expected}: ${problems.join('\n')}`,
      );
  });
});

/** Problems of a command that listens on a port another process holds. */
async function portTakenProblems(command: Command, port: number): Promise<string[]> {
  const child = spawn(command.command, [...command.args], {cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe']});
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      resolve(null);
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  const problems: string[] = [];
  if (status === null || status === 0) problems.push(`exit status ${status}, expected non-zero`);
  const lines = stderr.trim().split('\n');
  if (lines.length !== 1 || !lines[0]?.includes(`port ${port}`) || !/--http <port>/.test(lines[0]))
    problems.push(`stderr is not one line naming port ${port} and --http <port>: ${stderr.slice(0, 300)}`);
  return problems;
}

test(
  '--http on a taken port: one line naming the port and what to do, exit status non-zero',
  {timeout: 90_000},
  async () => {
    const holder = createNetServer();
    const port = await listen(holder, 0, '127.0.0.1');
    try {
      assert.deepEqual(
        await portTakenProblems(
          {
            command: process.execPath,
            args: ['--import', 'tsx', join(repoRoot, 'mcp', 'server.ts'), '--http', String(port)],
          },
          port,
        ),
        [],
      );
      // Planted: Node's own answer, an unhandled 'error' event and its stack.
      const crash = await portTakenProblems(
        {command: process.execPath, args: ['-e', `require('node:http').createServer().listen(${port}, '127.0.0.1')`]},
        port,
      );
      assert.ok(
        crash.some((p) => /stderr is not one line/.test(p)),
        crash.join('\n'),
      );
    } finally {
      holder.close();
    }
  },
);
