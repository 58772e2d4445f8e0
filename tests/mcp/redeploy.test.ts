/**
 * A redeploy as deploy/README.md describes it, under the docs MCP server over HTTP: the server
 * serves `current`, a symlink to release A; release B (A with one page changed) is put in place by
 * renaming a new symlink over `current`, while four clients call get_page in a loop. The server
 * must answer from B within a bounded time, no request may fail, and no client may see A again
 * once it saw B (the switch is one assignment, so no request is answered from a half-loaded
 * release). Planted: the handler without a release to follow, which keeps answering from A.
 * Run: node --import tsx --test tests/mcp/redeploy.test.ts (needs the build)
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {appendFileSync, cpSync, mkdtempSync, renameSync, rmSync, symlinkSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join, relative, sep} from 'node:path';
import {freePort, listen} from '../../scripts/lib/process';
import {startMcpHttp} from '../../scripts/serve-prod';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {createMcpHttpHandler} from '../../mcp/http';
import {portalUrl, snapshotFromRepo} from '../../mcp/src/snapshot';

requireBuild();

let work = '';
const marker = 'This line exists in release B only.';
const page = '/api/search';

before(() => {
  work = mkdtempSync(join(tmpdir(), 'mnemora-mcp-redeploy-'));
  // What the server reads of a build (the twins, llms.txt, the contracts, the model files, the
  // search lexicons and vocabularies), not the 89 MB of HTML and assets it never opens.
  const keep = (src: string): boolean => {
    const rel = relative(buildDir, src);
    if (rel === '' || rel === 'pagefind') return true;
    if (rel.startsWith(`pagefind${sep}`)) return /^pagefind[/\\]mnemora-(lexicon|vocabulary)\.[a-z-]+\.json$/.test(rel);
    if (rel === 'assets' || rel === 'img') return false;
    return !/\.[a-z0-9]+$/i.test(rel) || /(\.md|llms\.txt|openapi\.yaml|\.api-model\.json)$/.test(rel);
  };
  cpSync(buildDir, join(work, 'release-a'), {recursive: true, filter: keep});
  cpSync(join(work, 'release-a'), join(work, 'release-b'), {recursive: true});
  appendFileSync(join(work, 'release-b', `${page.slice(1)}.md`), `\n${marker}\n`);
  symlinkSync(join(work, 'release-a'), join(work, 'current'));
});
after(() => rmSync(work, {recursive: true, force: true}));

/** The atomic switch: a new symlink renamed over `current` (rename(2) replaces it in one step). */
function switchTo(release: string): void {
  symlinkSync(join(work, release), join(work, 'current.next'));
  renameSync(join(work, 'current.next'), join(work, 'current'));
}

const getPage = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {name: 'get_page', arguments: {path: page}},
});

/** One get_page call: 'A', 'B', or what went wrong. */
async function ask(url: string): Promise<string> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: getPage,
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await res.json()) as {result?: {isError?: boolean; content?: Array<{text?: string}>}};
    const text = body.result?.content?.[0]?.text;
    if (res.status !== 200 || body.result?.isError || text === undefined)
      return `HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`;
    return text.includes(marker) ? 'B' : 'A';
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Switches `current` to release B under a load of four clients and returns the problems: a
 * failed request, a client that saw A after B, no B within `boundMs`. Switches back to A after.
 */
async function redeployProblems(url: string, boundMs: number): Promise<{problems: string[]; note: string}> {
  const problems: string[] = [];
  if ((await ask(url)) !== 'A') problems.push('release A was not answered before the switch');
  let stop = false;
  const counts = {requests: 0, failed: 0};
  const client = async (n: number): Promise<void> => {
    let sawB = false;
    while (!stop) {
      const answer = await ask(url);
      counts.requests += 1;
      if (answer === 'B') sawB = true;
      else if (answer === 'A' && sawB) problems.push(`client ${n} got release A after release B`);
      else if (answer !== 'A') {
        counts.failed += 1;
        if (counts.failed <= 3) problems.push(`client ${n}: ${answer}`);
      }
    }
  };
  const clients = [1, 2, 3, 4].map(client);
  /** Resolves once `done()` holds (checked every 20 ms), or after `ms`. */
  const until = async (done: () => boolean, ms: number): Promise<void> => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  // The switch happens under load: once every client has been answered at least once.
  await until(() => counts.requests >= 4, 10_000);
  const switched = Date.now();
  switchTo('release-b');
  let newAfter: number | undefined;
  while (Date.now() - switched < boundMs) {
    if ((await ask(url)) === 'B') {
      newAfter = Date.now() - switched;
      break;
    }
  }
  // A while longer under load, answered from B: twenty more answers to the clients.
  const seen = counts.requests;
  await until(() => counts.requests >= seen + 20, 10_000);
  stop = true;
  await Promise.all(clients);
  if (newAfter === undefined) problems.push(`still answering from release A ${boundMs} ms after the switch`);
  switchTo('release-a');
  const note = `release B answered ${newAfter ?? '(never)'} ms after the switch; ${counts.requests} requests during it, ${counts.failed} failed`;
  return {problems, note};
}

test(
  'after an atomic switch of `current`, the server answers from the new release, losing no request',
  {timeout: 180_000},
  async (t) => {
    const server = await startMcpHttp({buildDir: join(work, 'current'), port: await freePort()});
    try {
      const {problems, note} = await redeployProblems(server.url, 60_000);
      t.diagnostic(note);
      assert.deepEqual(problems, [], `${problems.join('\n')}\n${server.stderr()}`);
      assert.match(
        server.stderr(),
        /docs docs-[0-9a-f]{12} \(\d+ pages\) from .*release-b now answers, in place of docs docs-[0-9a-f]{12}/,
      );
    } finally {
      await server.stop();
    }
  },
);

test('planted: a handler that does not follow the release keeps answering from A', {timeout: 120_000}, async () => {
  const handle = createMcpHttpHandler(snapshotFromRepo(repoRoot, join(work, 'current')), {
    defaultLocale: 'en',
    siteUrl: portalUrl,
    allowedOrigins: [portalUrl],
  });
  const fixed: Server = createServer((req, res) => void handle(req, res));
  const port = await listen(fixed, 0, '127.0.0.1');
  try {
    const {problems} = await redeployProblems(`http://127.0.0.1:${port}/mcp`, 5_000);
    assert.ok(
      problems.some((p) => /still answering from release A/.test(p)),
      problems.join('\n'),
    );
  } finally {
    fixed.close();
  }
});
