/**
 * What one client can do to everyone else, on the shipped nginx config: hold many sockets open
 * without finishing a header (slowloris), keep many requests in flight, and, behind a front that
 * terminates the connections, be told apart from the other clients. All of it on loopback: the
 * 127.0.0.0/8 block is this machine, so 127.0.0.2, .3 and .4 are other "clients" here.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {request} from 'node:http';
import {connect, createServer, type Server, type Socket} from 'node:net';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildDir, requireBuild} from '../support/build';
import {defaultLimits, nginxBinary} from '../../deploy/nginx/render';
import {startProdServer, type ProdServerOptions} from '../../scripts/serve-prod';
import {freePort, keepStderr, stopChild} from '../../scripts/lib/process';

requireBuild();

interface Answer {
  status: number;
  body: string;
}

/** One request from `localAddress` (a loopback address standing for a client), with a deadline. */
function ask(
  url: string,
  {method = 'GET', localAddress = '127.0.0.1', headers = {}, body = '', timeoutMs = 5000} = {},
): Promise<Answer> {
  const {hostname, port, pathname} = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({host: hostname, port, path: pathname, method, localAddress, headers, agent: false}, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, body: text}));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${method} ${url} within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` sockets from `localAddress` that each send half a request header and then nothing. */
async function slowHeaderSockets(port: number, count: number, localAddress: string): Promise<Socket[]> {
  const sockets = Array.from({length: count}, () => {
    const socket = connect({host: '127.0.0.1', port, localAddress});
    socket.on('error', () => undefined);
    return socket;
  });
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('connect', () =>
            socket.write('GET /intro HTTP/1.1\r\nHost: docs.mnemora.dev\r\n', () => resolve()),
          );
          socket.once('close', () => resolve());
        }),
    ),
  );
  return sockets;
}

/** How many of `sockets` the server has closed by `ms` milliseconds from now (sooner once all are). */
async function closedWithin(sockets: Socket[], ms: number): Promise<number> {
  const closed = () => sockets.filter((s) => s.destroyed || s.readyState === 'closed').length;
  const deadline = Date.now() + ms;
  while (closed() < sockets.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return closed();
}

// Both tests wait on nginx's header timeout, each with its own nginx and flooding address: side by side.
describe('one address holding many slow-header sockets does not lock out the others', {concurrency: true}, () => {
  const flood = 1100;
  const timeout = defaultLimits.clientTimeoutSeconds * 1000;

  async function flooded(options: ProdServerOptions, count: number, from: string) {
    const served = await startProdServer({buildDir, cspCheck: false, ...options});
    const sockets = await slowHeaderSockets(served.port, count, from);
    const stop = async () => (sockets.forEach((s) => s.destroy()), await served.stop());
    return {served, sockets, stop};
  }

  test(`${flood} sockets from 127.0.0.2: a request from 127.0.0.1 is answered at once, and nginx drops the slow sockets after the header timeout`, async () => {
    const {served, sockets, stop} = await flooded({}, flood, '127.0.0.2');
    try {
      const started = Date.now();
      const normal = await ask(`${served.url}/intro`, {timeoutMs: 3000});
      const ms = Date.now() - started;
      assert.equal(normal.status, 200, 'the normal request');
      assert.ok(ms < 2000, `the normal request took ${ms} ms under the flood`);
      assert.equal(
        await closedWithin(sockets, timeout + 2500),
        flood,
        `slow-header sockets still open after ${timeout} ms`,
      );
    } finally {
      await stop();
    }
  });

  test('planted fault: with nginx’s default header timeout (60 s) the slow sockets stay open', async () => {
    const {sockets, stop} = await flooded({limits: {clientTimeoutSeconds: 60}}, 100, '127.0.0.5');
    try {
      assert.ok((await closedWithin(sockets, timeout + 2500)) < 100, 'the check passed on a config that keeps them');
    } finally {
      await stop();
    }
  });
});

describe('requests one address keeps in flight are capped (limit_conn)', () => {
  let upstream: Server;
  let upstreamPort = 0;
  const held: Socket[] = [];
  before(async () => {
    // An MCP upstream that accepts and never answers: a request to /mcp stays in flight.
    upstream = createServer((socket) => {
      held.push(socket);
      socket.on('error', () => undefined);
    });
    upstreamPort = await new Promise<number>((resolve) =>
      upstream.listen(0, '127.0.0.1', () => resolve((upstream.address() as {port: number}).port)),
    );
  });
  after(async () => {
    held.forEach((s) => s.destroy());
    await new Promise((r) => upstream.close(r));
  });

  test('the 5th request in flight from 127.0.0.2 gets 429 at once with a limit of 4; 127.0.0.1 still gets its page', async () => {
    const served = await startProdServer({
      buildDir,
      cspCheck: false,
      mcpUpstream: `127.0.0.1:${upstreamPort}`,
      limits: {connectionsPerAddress: 4},
    });
    const pending: Promise<unknown>[] = [];
    try {
      const rpc = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});
      const post = {
        method: 'POST',
        localAddress: '127.0.0.2',
        body: rpc,
        headers: {'Content-Type': 'application/json'},
      };
      for (let i = 0; i < 4; i++)
        pending.push(ask(`${served.url}/mcp`, {...post, timeoutMs: 20_000}).catch(() => undefined));
      // Until the upstream holds all four, they are not in flight yet.
      const deadline = Date.now() + 5000;
      while (held.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.equal(held.length, 4, 'the four requests reached the upstream');
      const fifth = await ask(`${served.url}/mcp`, post);
      assert.equal(fifth.status, 429, `the fifth request in flight: ${fifth.body}`);
      assert.equal((await ask(`${served.url}/intro`)).status, 200, 'another address meanwhile');
      assert.equal(
        (await ask(`${served.url}/intro`, {localAddress: '127.0.0.2'})).status,
        429,
        'the same address, any path',
      );
    } finally {
      held.forEach((s) => s.destroy());
      await Promise.all(pending);
      await served.stop();
    }
  });
});

/** nginx as a front on loopback (the TLS terminator or load balancer of deploy/README.md), proxying to `upstream`. */
async function startFront(upstream: string): Promise<{url: string; stop: () => Promise<void>}> {
  const dir = mkdtempSync(join(tmpdir(), 'mnemora-front-'));
  mkdirSync(join(dir, 'tmp'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    server {
        listen 127.0.0.1:${port};
        location / {
            proxy_pass http://${upstream};
            proxy_bind 127.0.0.1;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        }
    }
}
`,
  );
  const check = spawnSync(nginxBinary, ['-t', '-q', '-p', dir, '-c', conf, '-e', 'stderr'], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`the front's config: ${check.stderr}`);
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = keepStderr(child, true);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5000;
  for (;;) {
    const up = await ask(`${url}/robots.txt`, {timeoutMs: 500}).catch(() => undefined);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the front did not start: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: async () => {
      await stopChild(child, 'SIGQUIT', 3000);
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

describe('behind a front: each client its own address (real_ip)', () => {
  // The MCP upstream is down (a free port): /mcp answers 503 until the rate limit answers 429,
  // which is all the buckets need.
  async function behindFront(trustedProxies: string[]) {
    const served = await startProdServer({
      buildDir,
      cspCheck: false,
      accessLog: 'capture',
      trustedProxies,
      mcpUpstream: `127.0.0.1:${await freePort()}`,
      mcpRate: '1r/m',
      mcpBurst: 1,
    });
    const front = await startFront(`127.0.0.1:${served.port}`);
    return {served, front, stop: async () => (await front.stop(), await served.stop())};
  }
  const rpc = {
    method: 'POST',
    body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    headers: {'Content-Type': 'application/json'},
  };

  test('two clients through the front get separate MCP rate-limit buckets and their own addresses in the log', async () => {
    const {served, front, stop} = await behindFront(['127.0.0.1']);
    try {
      // One call a minute and a burst of one: A's third call is over the limit.
      const a = [];
      for (let i = 0; i < 3; i++) a.push(await ask(`${front.url}/mcp`, {...rpc, localAddress: '127.0.0.2'}));
      const b1 = await ask(`${front.url}/mcp`, {...rpc, localAddress: '127.0.0.3'});
      assert.deepEqual(
        a.map((r) => r.status),
        [503, 503, 429],
        'client A: two calls pass the limit (to an upstream that is down), the third is limited',
      );
      assert.equal(b1.status, 503, `client B has a bucket of its own: ${b1.body}`);
      await ask(`${front.url}/intro`, {localAddress: '127.0.0.3'});
      const log = served.accessLog();
      assert.match(log, /^127\.0\.0\.2 .*"POST \/mcp/m, 'client A by its own address in the log');
      assert.match(log, /^127\.0\.0\.3 .*"GET \/intro/m, 'client B by its own address in the log');
    } finally {
      await stop();
    }
  });

  test('X-Forwarded-For written by a client is ignored, through the front and around it', async () => {
    const {served, front, stop} = await behindFront(['127.0.0.1']);
    try {
      const spoof = {'X-Forwarded-For': '203.0.113.9'};
      await ask(`${front.url}/intro`, {localAddress: '127.0.0.2', headers: spoof});
      // Straight to the site from an address that is not a front.
      await ask(`${served.url}/es/intro`, {localAddress: '127.0.0.4', headers: {'X-Forwarded-For': '203.0.113.7'}});
      const log = served.accessLog();
      assert.match(log, /^127\.0\.0\.2 .*"GET \/intro/m, 'through the front: the front saw 127.0.0.2');
      assert.match(log, /^127\.0\.0\.4 .*"GET \/es\/intro/m, 'around the front: the peer itself');
      assert.doesNotMatch(log, /^203\.0\.113\./m, 'a client-written address was believed');
    } finally {
      await stop();
    }
  });

  test('planted fault: without the trusted front every client shares the front’s bucket', async () => {
    const {stop, front} = await behindFront([]);
    try {
      for (let i = 0; i < 2; i++) await ask(`${front.url}/mcp`, {...rpc, localAddress: '127.0.0.2'});
      const b1 = await ask(`${front.url}/mcp`, {...rpc, localAddress: '127.0.0.3'});
      assert.equal(b1.status, 429, 'without real_ip, B is limited by A’s calls');
    } finally {
      await stop();
    }
  });
});
