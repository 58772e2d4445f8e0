/**
 * The docs MCP server over Streamable HTTP (mcp/http.ts, `npm run mcp -- --http`), on its own:
 * the SDK's client initializes and lists the tools; every kind of bad request gets a JSON-RPC
 * error and the server keeps answering; and a bounded load (autocannon, 600 requests over 10
 * connections, heap capped at 128 MiB) leaves it up with every answer a 200 and its resident
 * memory flat. (Through nginx's /mcp: tests/serving/agent-readiness.test.ts.)
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {freePort} from '../../scripts/lib/process';
import {startMcpHttp} from '../../scripts/serve-prod';
import {loadMcpHttp} from '../../scripts/lib/mcp-http-load';
import {buildDir, requireBuild} from '../support/build';
import {connectOverHttp, residentBytes} from '../../scripts/lib/mcp-client';

requireBuild();

describe('the docs MCP server over Streamable HTTP', () => {
  let server: Awaited<ReturnType<typeof startMcpHttp>>;
  let origin = '';
  before(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startMcpHttp({buildDir, port, nodeOptions: ['--max-old-space-size=128']});
  });
  after(async () => server?.stop());

  test('initialize names the server and the docs snapshot; tools/list lists the seven tools', async () => {
    // connectOverHttp asserts the server's name and snapshot version and the read-only tools.
    await (await connectOverHttp(`${origin}/mcp`, 'http-test')).close();
  });

  test('bad requests get JSON-RPC errors, and the server keeps answering', async () => {
    const json = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};
    const cases: Array<[string, RequestInit, number, number]> = [
      ['malformed JSON', {method: 'POST', headers: json, body: '{"jsonrpc": "2.0", "id": 1,'}, 400, -32700],
      ['GET', {method: 'GET', headers: {Accept: 'text/event-stream'}}, 405, -32000],
      ['DELETE', {method: 'DELETE'}, 405, -32000],
      [
        'wrong Content-Type',
        {method: 'POST', headers: {...json, 'Content-Type': 'text/plain'}, body: '{}'},
        415,
        -32000,
      ],
      [
        'no Accept of JSON and event streams',
        {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'text/html'},
          body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        },
        406,
        -32000,
      ],
      [
        'a foreign Origin',
        {
          method: 'POST',
          headers: {...json, Origin: 'http://attacker.localhost'},
          body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        },
        403,
        -32000,
      ],
      ['a body over 256 KiB', {method: 'POST', headers: json, body: 'x'.repeat(300 * 1024)}, 413, -32000],
      [
        'an unknown method',
        {method: 'POST', headers: json, body: '{"jsonrpc":"2.0","id":1,"method":"memories/delete"}'},
        200,
        -32601,
      ],
      ['not JSON-RPC', {method: 'POST', headers: json, body: '{"hello":"world"}'}, 400, -32600],
    ];
    const problems: string[] = [];
    for (const [name, init, status, code] of cases) {
      const res = await fetch(`${origin}/mcp`, init);
      const body = (await res.json().catch(() => ({}))) as {error?: {code?: number}};
      if (res.status !== status) problems.push(`${name}: status ${res.status}, expected ${status}`);
      if (body.error?.code !== code) problems.push(`${name}: JSON-RPC code ${body.error?.code}, expected ${code}`);
    }
    const after_ = await fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: json,
      body: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
    });
    if (after_.status !== 200) problems.push(`tools/list after the bad requests: ${after_.status}`);
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('a bounded load (600 requests, 10 connections) leaves the server up, every answer a 200, memory flat', async (t) => {
    await loadMcpHttp({origin, connections: 10, amount: 200});
    const warm = residentBytes(server.pid as number);
    const result = await loadMcpHttp({origin, connections: 10, amount: 600});
    const afterLoad = residentBytes(server.pid as number);
    t.diagnostic(
      `${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms; resident ${(warm / 1048576).toFixed(1)} → ${(afterLoad / 1048576).toFixed(1)} MiB`,
    );
    assert.equal(server.child.exitCode, null, 'the server is still running');
    assert.equal(result.errors + result.timeouts + result.non2xx, 0, JSON.stringify(result));
    assert.equal(result.requests, 600);
    assert.ok(
      afterLoad - warm < 20 * 1048576,
      `resident memory grew ${((afterLoad - warm) / 1048576).toFixed(1)} MiB over 600 requests`,
    );
  });
});
