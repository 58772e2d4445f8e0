/**
 * The Node server that `npm start` runs (deploy/site-server.ts, started by scripts/serve.ts)
 * answers as the shipped nginx config does, and keeps answering when files of the build cannot
 * be read or vanish under it: a page at mode 000, the not-found page at mode 000, a release
 * replaced by a rebuild while readers ask for pages. Its start-up failures are one line each.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {requiredHeaderNames} from '../../deploy/headers';
import {freePort, keepStderr, stopChild} from '../../scripts/lib/process';
import {get, hashedAsset, inParallel, type RawResponse} from './support/http';
import {nginxForSuite, startedForSuite} from './support/served';

requireBuild();

/** `scripts/serve.ts` as `npm run serve` starts it, as its own process (a crash must show as one). */
interface NodeServer {
  url: string;
  child: ChildProcess;
  stderr: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts scripts/serve.ts on `dir`. As root, permissions do not stop a read: the server then runs
 * as `nobody` (setpriv), so a file at mode 000 is as unreadable to it as to a server in production.
 */
async function startNodeServer(dir: string, extraArgs: string[] = ['--no-mcp']): Promise<NodeServer> {
  const port = await freePort();
  const args = [
    '--import',
    'tsx',
    join(repoRoot, 'scripts', 'serve.ts'),
    '--dir',
    dir,
    '--port',
    String(port),
    ...extraArgs,
  ];
  const asNobody = process.getuid?.() === 0;
  const child = asNobody
    ? spawn('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, ...args], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, args, {cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe']});
  const stderr = keepStderr(child, true);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.ts exited (${child.exitCode}): ${stderr()}`);
    const up = await fetch(`${url}/robots.txt`, {signal: AbortSignal.timeout(1000)}).catch(() => undefined);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`scripts/serve.ts did not answer within 30 s: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {url, child, stderr, stop: () => stopChild(child, 'SIGTERM', 3000)};
}

/** A full copy of the build in a temporary directory (files to chmod or delete: never hard links). */
function copyOfBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mnemora-node-serve-'));
  cpSync(buildDir, dir, {recursive: true});
  // The server may run as nobody: the copy must be readable by it, as a release is by the web server.
  chmodSync(dir, 0o755);
  return dir;
}

/** The headers of an answer that the two servers must agree on. */
const comparedHeaders = [
  ...requiredHeaderNames,
  'Cache-Control',
  'Content-Encoding',
  'Vary',
  'Link',
  'X-Robots-Tag',
  'Location',
].map((h) => h.toLowerCase());

interface Probe {
  what: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
}

function probes(): Probe[] {
  const css = hashedAsset(buildDir, 'es/assets/css', /^styles\.[0-9a-f]+\.css$/);
  const js = hashedAsset(buildDir, 'assets/js', /^main\.[0-9a-f]+\.js$/);
  const fragment = hashedAsset(buildDir, 'pagefind/fragment', /^de-de_[0-9a-f]+\.pf_fragment$/);
  const list: Probe[] = [
    {what: 'page', path: '/es/intro'},
    {what: 'page, HEAD', path: '/es/intro', method: 'HEAD'},
    {what: 'page, brotli', path: '/es/intro', headers: {'Accept-Encoding': 'br'}},
    {what: 'page, gzip', path: '/fr/api/overview', headers: {'Accept-Encoding': 'gzip, deflate'}},
    {what: 'page, Markdown by Accept', path: '/de/intro', headers: {Accept: 'text/markdown'}},
    {what: 'page, text by Accept', path: '/es/intro', headers: {Accept: 'text/plain'}},
    {what: 'home page', path: '/'},
    {what: 'locale home', path: '/fr/'},
    {what: 'index route', path: '/guides/'},
    {what: 'hashed stylesheet, brotli', path: css, headers: {'Accept-Encoding': 'br, gzip'}},
    {what: 'hashed script, gzip', path: js, headers: {'Accept-Encoding': 'gzip'}},
    {what: 'sitemap', path: '/es/sitemap.xml'},
    {what: 'llms.txt', path: '/llms.txt'},
    {what: 'Markdown twin', path: '/es/api/search.md'},
    {what: 'contract', path: '/openapi.yaml', headers: {'Accept-Encoding': 'br'}},
    {what: 'API catalog', path: '/.well-known/api-catalog'},
    {what: 'image', path: '/img/logo.svg'},
    {what: 'one byte range', path: '/es/intro', headers: {Range: 'bytes=0-99'}},
    {what: 'two byte ranges', path: '/es/intro', headers: {Range: 'bytes=0-9,20-29'}},
    {what: 'unsatisfiable range', path: '/es/intro', headers: {Range: 'bytes=99999999-'}},
    {what: '.html redirect', path: '/es/intro.html?ref=old'},
    {what: '/index redirect', path: '/fr/guides/index.html'},
    {what: 'not-found page', path: '/es/nope'},
    {what: 'missing asset', path: '/es/assets/js/nope.0000.js'},
    {what: 'search fragment, brotli', path: fragment, headers: {'Accept-Encoding': 'br'}},
    {what: 'missing search fragment', path: fragment.replace(/_[0-9a-f]+\./, '_00000000.')},
    {what: 'hidden file', path: '/.git/config'},
    {what: 'absolute-form target', path: 'http://docs.mnemora.dev/es/intro'},
    {what: 'absolute-form .html target', path: 'https://docs.mnemora.dev/intro.html?q=1'},
    {what: 'NUL in the path', path: '/in%00tro'},
    {what: 'NUL before .html', path: '/intro%00.html'},
  ];
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'])
    list.push({what: `${method} of a page`, path: '/es/intro', method});
  return list;
}

/** What differs between nginx's and Node's answers to one probe. */
function differences(probe: Probe, nginx: RawResponse, node: RawResponse): string[] {
  const where = `${probe.what} (${probe.method ?? 'GET'} ${probe.path})`;
  if (nginx.status !== node.status) return [`${where}: status nginx ${nginx.status}, node ${node.status}`];
  const out: string[] = [];
  for (const name of comparedHeaders) {
    if (String(nginx.headers[name]) !== String(node.headers[name]))
      out.push(
        `${where}: ${name} nginx ${JSON.stringify(nginx.headers[name])}, node ${JSON.stringify(node.headers[name])}`,
      );
  }
  // Bodies and types of the files themselves; the statuses' own short bodies differ in wording.
  if ([200, 206, 404].includes(nginx.status) && nginx.headers['content-type'] !== 'text/plain') {
    if (nginx.headers['content-type'] !== node.headers['content-type'])
      out.push(`${where}: content-type nginx ${nginx.headers['content-type']}, node ${node.headers['content-type']}`);
    if (!nginx.body.equals(node.body))
      out.push(`${where}: body nginx ${nginx.body.length} B, node ${node.body.length} B`);
  }
  if ([200, 206].includes(nginx.status) && nginx.headers.etag !== undefined && node.headers.etag === undefined)
    out.push(`${where}: no ETag from node`);
  return out;
}

describe('npm start answers as nginx does', () => {
  const nginx = nginxForSuite({buildDir, cspCheck: false});
  const node = startedForSuite('the Node server', () => startNodeServer(buildDir));

  test('every probe: the same status, security headers, caching, encoding, negotiation headers and bytes', async () => {
    const problems: string[] = [];
    for (const probe of probes()) {
      const [a, b] = await Promise.all(
        [nginx().url, node().url].map((url) => get(url, probe.path, probe.headers, probe.method)),
      );
      problems.push(...differences(probe, a!, b!));
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('a missing search-index file is the bare text 404 on both, never the HTML not-found page', async () => {
    const missing = hashedAsset(buildDir, 'pagefind/fragment', /\.pf_fragment$/).replace(/_[0-9a-f]+\./, '_00000000.');
    for (const url of [nginx().url, node().url]) {
      const res = await get(url, missing);
      assert.equal(res.status, 404, `${url}${missing}`);
      assert.equal(res.body.toString(), 'Not found\n', `${url}${missing}: the body`);
    }
  });

  test('a revalidation with its own ETag answers 304 without a body, as nginx does', async () => {
    for (const url of [nginx().url, node().url]) {
      const first = await get(url, '/es/intro', {'Accept-Encoding': 'br'});
      const again = await get(url, '/es/intro', {'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag)});
      assert.equal(again.status, 304, `${url}: status`);
      assert.equal(again.body.length, 0, `${url}: body`);
      assert.equal(again.headers['cache-control'], 'no-cache', `${url}: Cache-Control`);
    }
  });

  test('planted fault: a server without the security headers fails the comparison, naming the header', () => {
    const probe = {what: 'page', path: '/es/intro'};
    const ok: RawResponse = {status: 200, headers: {'x-frame-options': 'DENY'}, body: Buffer.from('x'), path: '/'};
    const stripped: RawResponse = {...ok, headers: {}};
    assert.deepEqual(differences(probe, ok, stripped), [
      `page (GET /es/intro): x-frame-options nginx "DENY", node undefined`,
    ]);
  });
});

describe('files that cannot be read answer their request, and the server goes on', () => {
  let dir = '';
  before(() => {
    dir = copyOfBuild();
    chmodSync(join(dir, 'es/intro/index.html'), 0o000);
    chmodSync(join(dir, 'de/404.html'), 0o000);
  });
  after(() => rmSync(dir, {recursive: true, force: true}));
  const node = startedForSuite('the Node server', () => startNodeServer(dir));

  test('a page at mode 000 answers 500 with the site headers; the next requests are answered', async () => {
    const res = await get(node().url, '/es/intro');
    assert.equal(res.status, 500, 'the unreadable page');
    for (const name of requiredHeaderNames) assert.ok(res.headers[name.toLowerCase()], `500 without ${name}`);
    assert.equal(res.headers['cache-control'], 'no-cache', 'an error is never cached');
    assert.equal((await get(node().url, '/es/intro', {'Accept-Encoding': 'br'})).status, 200, 'its .br is readable');
    assert.equal((await get(node().url, '/fr/intro')).status, 200, 'another page after it');
    assert.equal(node().child.exitCode, null, `the server exited: ${node().stderr()}`);
  });

  test('a not-found page at mode 000: the bare 404 instead, and the server goes on', async () => {
    const res = await get(node().url, '/de/nope');
    assert.equal(res.status, 404);
    assert.equal(res.body.toString(), 'Not found\n');
    assert.equal((await get(node().url, '/de/intro')).status, 200);
    assert.equal(node().child.exitCode, null, `the server exited: ${node().stderr()}`);
  });
});

describe('a rebuild under the server', () => {
  let dir = '';
  before(() => {
    dir = copyOfBuild();
  });
  after(() => rmSync(dir, {recursive: true, force: true}));
  const node = startedForSuite('the Node server', () => startNodeServer(dir, []));

  test('pages replaced and removed under load: every request answered (200, 404 or 500), then every page again, /mcp included', async () => {
    const paths = ['/es/api/search.md', '/es/intro', '/es/api/search', '/es/guides/', '/es/sitemap.xml'];
    const statuses = new Map<number | string, number>();
    const stopAt = Date.now() + 4000;
    // The release's Spanish half is moved away and copied back, over and over, as a rebuild does.
    const churn = (async () => {
      let rounds = 0;
      while (Date.now() < stopAt) {
        renameSync(join(dir, 'es'), join(dir, 'es.old'));
        cpSync(join(dir, 'es.old'), join(dir, 'es'), {recursive: true});
        rmSync(join(dir, 'es.old'), {recursive: true, force: true});
        rounds++;
        await new Promise((r) => setImmediate(r));
      }
      return rounds;
    })();
    const readers = Array.from({length: 8}, (_, i) => i);
    await inParallel(readers, 8, async (i) => {
      while (Date.now() < stopAt) {
        const path = paths[i % paths.length]!;
        const key = await get(node().url, path, {'Accept-Encoding': i % 2 ? 'br' : ''}).then(
          (res) => res.status,
          (error: NodeJS.ErrnoException) => error.code ?? 'error',
        );
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    });
    const rounds = await churn;
    assert.ok(rounds > 2, `only ${rounds} rebuild rounds ran`);
    const unexpected = [...statuses].filter(([status]) => ![200, 404, 500].includes(Number(status)));
    assert.deepEqual(
      unexpected,
      [],
      `answers other than 200/404/500 under the rebuild: ${JSON.stringify([...statuses])}`,
    );
    assert.equal(node().child.exitCode, null, `the server exited: ${node().stderr()}`);
    for (const path of paths) assert.equal((await get(node().url, path)).status, 200, `${path} after the rebuild`);
    const mcp = await fetch(`${node().url}/mcp`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
    });
    assert.equal(mcp.status, 200, `/mcp after the rebuild: ${await mcp.text()}`);
  });
});

describe('start-up failures are one line naming what is wrong', () => {
  function serve(args: string[]) {
    return spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'serve.ts'), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
  }

  test('a port another process holds', async () => {
    const holder = createServer();
    const port = await new Promise<number>((r) =>
      holder.listen(0, '127.0.0.1', () => r((holder.address() as {port: number}).port)),
    );
    try {
      const run = serve(['--port', String(port), '--no-mcp']);
      assert.equal(run.status, 1, run.stderr);
      assert.equal(
        run.stderr.trim(),
        `Port ${port} on 127.0.0.1 is already in use by another process: stop it or choose another port (--port).`,
      );
    } finally {
      holder.close();
    }
  });

  test('a directory without a build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'mnemora-no-build-'));
    try {
      const run = serve(['--dir', empty, '--no-mcp']);
      assert.equal(run.status, 1);
      assert.equal(run.stderr.trim(), `No build in ${empty}: run \`npm run build\` first.`);
    } finally {
      rmSync(empty, {recursive: true, force: true});
    }
  });

  test('a sitemap it cannot read (the index routes come from it): one line naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemora-unreadable-sitemap-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mnemora</title>');
      // A directory where the sitemap should be: unreadable as a file, whoever runs the server.
      mkdirSync(join(dir, 'sitemap.xml'));
      const run = serve(['--dir', dir, '--no-mcp']);
      assert.equal(run.status, 1, run.stderr);
      assert.equal(run.stderr.trim(), `indexRoutesOf: cannot read ${join(dir, 'sitemap.xml')} (EISDIR)`);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('a temporary directory it cannot write: the server starts, and one line says why it starts slower', async () => {
    // The command of `npm run serve`, as package.json spells it, with a read-only TMPDIR.
    const scripts = (
      JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
    ).scripts;
    const [node, ...args] = scripts
      .serve!.replace(/--port \d+/, '')
      .trim()
      .split(/\s+/);
    assert.equal(node, 'node', scripts.serve);
    const readOnly = mkdtempSync(join(tmpdir(), 'mnemora-read-only-'));
    chmodSync(readOnly, 0o555);
    const port = await freePort();
    // As root a mode 555 directory is still writable: run as nobody there, as the unreadable-file tests do.
    const command =
      process.getuid?.() === 0
        ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath]
        : [process.execPath];
    const child = spawn(command[0]!, [...command.slice(1), ...args, '--port', String(port), '--no-mcp'], {
      cwd: repoRoot,
      env: {...process.env, TMPDIR: readOnly},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stderr = keepStderr(child, true);
    try {
      const deadline = Date.now() + 30_000;
      let status = 0;
      while (Date.now() < deadline && child.exitCode === null && status === 0) {
        status = await fetch(`http://127.0.0.1:${port}/intro`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 0) await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(status, 200, `the server did not serve: ${stderr()}`);
      const lines = stderr().trim().split('\n');
      assert.equal(lines.length, 1, stderr());
      assert.equal(
        lines[0]!.replace(/tsx-\d+/, 'tsx-<uid>'),
        `The temporary directory ${readOnly} cannot hold ${join(readOnly, 'tsx-<uid>')} (EACCES): running without the TypeScript compile cache; set TMPDIR to a writable directory for faster starts.`,
      );
    } finally {
      await stopChild(child, 'SIGTERM', 3000);
      rmSync(readOnly, {recursive: true, force: true});
    }
  });

  test('an unknown option', () => {
    const run = serve(['--prot', '3000']);
    assert.equal(run.status, 1);
    assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
    assert.match(run.stderr, /--prot/);
  });
});
