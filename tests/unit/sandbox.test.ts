/**
 * The stateful sandbox (src/lib/sandbox) over one whole run, the way a reader rehearses the API:
 * create, list across pages, search, update with ETags and a stale one, idempotent replays, a bulk
 * delete by scope, the change stream resumed after a disconnect, the rate limit running out, reset.
 * Every answer of the run is checked against the contract's response schema for its operation and
 * status; a planted fault (an answer that breaks its schema) must fail that check, naming both.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {build} from 'esbuild';
import {checkedSandbox, loadContractModel, sandboxProblems} from '../support/sandbox';
import {DEFAULT_KEYS, SANDBOX_HEADER, SEARCH_LABELS, Sandbox, type SandboxResponse} from '../../src/lib/sandbox';

// The key the pages' samples send, which a fresh sandbox knows.
const KEY = DEFAULT_KEYS[0]!.secret;
const auth = {Authorization: `Bearer ${KEY}`};
const scope = {project_id: 'proj_7Hq2LmZ9', user_id: 'user_4821'};
const header = (a: SandboxResponse, name: string) => a.headers.find(([n]) => n === name)?.[1];
type Body = Record<string, unknown> & {data?: Record<string, unknown>[]; error?: Record<string, unknown>};
const body = (a: SandboxResponse) => a.body as Body;

test('the sandbox keeps state across a whole run, and every answer follows the contract', async () => {
  const c = await loadContractModel();
  let clock = Date.parse('2026-11-20T09:00:00Z');
  const {sandbox, send, log} = checkedSandbox(c, {rateLimit: 40, now: () => clock});
  const tick = () => (clock += 1000);

  // Create, then list across pages of two.
  const contents = [
    'Prefers dark mode and weekly summaries on Monday mornings.',
    'Works in the Europe/Berlin time zone.',
    'Mutes all notifications on weekends.',
    'Reads release notes on Fridays.',
    'Asked for invoices in euros.',
  ];
  const created = contents.map((content, i) => {
    tick();
    const a = send({
      method: 'POST',
      path: '/memories',
      headers: auth,
      body: {content, scope, tags: i === 0 ? ['preferences', 'ui'] : ['profile']},
    });
    assert.equal(a.status, 201, JSON.stringify(a.body));
    assert.equal(header(a, 'ETag'), '"1"');
    assert.equal(header(a, 'Location'), `https://api.mnemora.dev/v1/memories/${String(body(a).id)}`);
    return body(a);
  });
  const first = created[0]!;
  const seen: unknown[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const a = send({
      method: 'GET',
      path: '/memories',
      headers: auth,
      query: {project_id: 'proj_7Hq2LmZ9', limit: '2', ...(cursor ? {cursor} : {})},
    });
    assert.equal(a.status, 200);
    pages++;
    seen.push(...(body(a).data ?? []).map((m) => m.id));
    cursor = body(a).has_more ? String(body(a).next_cursor) : undefined;
    assert.equal(body(a).next_cursor === null, !body(a).has_more);
  } while (cursor);
  assert.equal(pages, 3);
  assert.deepEqual(
    seen,
    [...created].reverse().map((m) => m.id),
    'newest first, each memory once',
  );
  const tagged = send({method: 'GET', path: '/memories?tag=preferences&tag=ui', headers: auth});
  assert.deepEqual(
    body(tagged).data?.map((m) => m.id),
    [first.id],
    'repeated tags all apply',
  );
  assert.equal(send({method: 'GET', path: '/memories', headers: auth, query: {cursor: 'cur_x'}}).status, 400);

  // Search: keyword for real; semantic and hybrid labelled as approximations.
  const keyword = send({method: 'POST', path: '/search', headers: auth, body: {query: 'dark mode', mode: 'keyword'}});
  assert.equal(keyword.status, 200);
  assert.equal(body(keyword).data?.[0]?.memory && (body(keyword).data![0]!.memory as Body).id, first.id);
  assert.equal(body(keyword).data?.length, 1, 'keyword mode finds only memories with a query word');
  assert.deepEqual(body(keyword).data?.[0]?.highlights, [
    'Prefers <em>dark</em> <em>mode</em> and weekly summaries on Monday mornings.',
  ]);
  assert.equal(header(keyword, SANDBOX_HEADER), SEARCH_LABELS.keyword);
  const semantic = send({
    method: 'POST',
    path: '/search',
    headers: auth,
    body: {query: 'preferring darkness', mode: 'semantic'},
  });
  assert.equal(header(semantic, SANDBOX_HEADER), SEARCH_LABELS.semantic);
  assert.equal((body(semantic).data?.[0]?.memory as Body).id, first.id, 'shared stems rank first');
  const hybrid = send({method: 'POST', path: '/search', headers: auth, body: {query: 'notifications', limit: 1}});
  assert.equal(header(hybrid, SANDBOX_HEADER), SEARCH_LABELS.hybrid);
  assert.equal(body(hybrid).mode, 'hybrid');

  // Update with the ETag, then again with the first one: 409 version_conflict.
  tick();
  const got = send({method: 'GET', path: `/memories/${String(first.id)}`, headers: auth});
  const etag = header(got, 'ETag')!;
  const path = `/memories/${String(first.id)}`;
  const updated = send({
    method: 'PATCH',
    path,
    headers: {...auth, 'If-Match': etag},
    body: {content: 'Prefers light mode.'},
  });
  assert.equal(updated.status, 200);
  assert.equal(header(updated, 'ETag'), '"2"');
  const stale = send({method: 'PATCH', path, headers: {...auth, 'If-Match': etag}, body: {tags: ['ui']}});
  assert.equal(stale.status, 409);
  assert.equal(body(stale).error?.code, 'version_conflict');
  assert.equal(body(stale).error?.request_id, header(stale, 'X-Request-Id'));
  assert.equal(body(send({method: 'GET', path, headers: auth})).content as string, 'Prefers light mode.');

  // Idempotency: the same key and body get the first answer, another body 409.
  const idem = {...auth, 'Idempotency-Key': '5f1d8c2e-7b4a-4e0f-9a63-2c8b1e7d4f90'};
  const once = send({method: 'POST', path: '/memories', headers: idem, body: {content: 'Likes tea.', scope}});
  const twice = send({method: 'POST', path: '/memories', headers: idem, body: {scope, content: 'Likes tea.'}});
  assert.equal(twice.status, 201);
  assert.deepEqual(twice.body, once.body, 'the replay is the first answer');
  const other = send({method: 'POST', path: '/memories', headers: idem, body: {content: 'Likes coffee.', scope}});
  assert.equal(other.status, 409);
  assert.equal(body(other).error?.code, 'idempotency_key_reused');

  // A request that breaks the contract gets the API's error, as the console's mock gives it.
  const broken = send({method: 'POST', path: '/memories', headers: auth, body: {content: '', scope, colour: 'blue'}});
  assert.equal(broken.status, 422);
  assert.equal(send({method: 'POST', path: '/memories', headers: auth, body: '{"content": '}).status, 400);
  const huge = send({
    method: 'POST',
    path: '/memories/batch',
    headers: auth,
    body: {items: [{content: 'x'.repeat(1_100_000), scope}]},
  });
  assert.equal(huge.status, 413);
  assert.equal(body(huge).error?.code, 'payload_too_large');
  // A batch creates its valid items and reports the invalid ones by index.
  const batch = send({
    method: 'POST',
    path: '/memories/batch',
    headers: auth,
    body: {
      items: [
        {content: 'Imported note.', scope},
        {content: 'Bad tag.', scope, tags: ['Time Zone']},
      ],
    },
  });
  assert.equal(batch.status, 201);
  assert.deepEqual(
    (body(batch).errors as Body[]).map((e) => [e.index, (e.details as Body[])[0]?.field]),
    [[1, 'items[1].tags[0]']],
  );
  // A rehearsed failure is the contract's example, as the console rehearses it today, key or none.
  const rehearsed = send({method: 'GET', path: '/memories', scenario: '503-0'});
  assert.equal(rehearsed.status, 503);
  assert.equal(header(rehearsed, SANDBOX_HEADER), 'rehearsed');
  assert.equal(send({method: 'GET', path: '/memories'}).status, 401);

  // The change stream, read up to a checkpoint, then resumed with Last-Event-ID after a disconnect.
  const stream = (headers: Record<string, string> = {}) =>
    send({method: 'GET', path: '/changes', headers: {...auth, ...headers}, query: {project_id: 'proj_7Hq2LmZ9'}});
  const ids = (a: SandboxResponse) => [...String(a.body).matchAll(/^id: (\S+)$/gm)].map((m) => m[1]);
  const before = stream();
  const checkpoint = ids(before).at(-1)!;
  assert.equal(ids(before).length, 8, 'five creates, one update, one idempotent create, one batch item');

  // Bulk delete by scope: everything of the user goes, each with a memory.deleted event.
  const dry = send({
    method: 'POST',
    path: '/memories/bulk-delete',
    headers: auth,
    body: {filter: {scope}, dry_run: true},
  });
  assert.deepEqual(dry.body, {deleted: 7, dry_run: true});
  const bulk = send({method: 'POST', path: '/memories/bulk-delete', headers: auth, body: {filter: {scope}}});
  assert.deepEqual(bulk.body, {deleted: 7, dry_run: false});
  assert.equal(body(send({method: 'GET', path: '/memories', headers: auth})).data?.length, 0);
  const resumed = stream({'Last-Event-ID': checkpoint});
  assert.equal(ids(resumed).length, 7);
  assert.deepEqual(
    [...String(resumed.body).matchAll(/^event: (\S+)$/gm)].map((m) => m[1]),
    Array(7).fill('memory.deleted'),
  );
  assert.ok(!ids(resumed).includes(checkpoint), 'the resume starts after the checkpoint');
  const since = send({
    method: 'GET',
    path: '/changes',
    headers: auth,
    query: {project_id: 'proj_7Hq2LmZ9', since: '8'},
  });
  assert.deepEqual(ids(since), ids(resumed), 'since=<sequence> resumes at the same place');

  // Key rotation: a new key works, the old one is revoked and then refused.
  const newKey = send({
    method: 'POST',
    path: '/keys',
    headers: auth,
    body: {name: 'Backend (rotated)', kind: 'secret'},
  });
  const fresh = {Authorization: `Bearer ${String(body(newKey).secret)}`};
  const keys = send({method: 'GET', path: '/keys', headers: fresh});
  const oldId = String(body(keys).data?.[1]?.id);
  assert.equal(
    send({method: 'DELETE', path: `/keys/${String(body(newKey).id)}`, headers: fresh}).status,
    403,
    'no self-revocation',
  );
  assert.equal(send({method: 'DELETE', path: `/keys/${oldId}`, headers: fresh}).status, 204);
  assert.equal(send({method: 'GET', path: '/usage', headers: auth}).status, 401, 'the revoked key is refused');

  // The window's budget counts down to a 429 with Retry-After, and refills after the window.
  let last: SandboxResponse;
  let remaining = Number(header(send({method: 'GET', path: '/usage', headers: fresh}), 'RateLimit-Remaining'));
  do {
    last = send({method: 'GET', path: '/health'});
    if (last.status === 200) {
      assert.equal(Number(header(last, 'RateLimit-Remaining')), remaining - 1);
      remaining--;
    }
  } while (last.status === 200);
  assert.equal(last.status, 429);
  assert.equal(body(last).error?.code, 'rate_limited');
  assert.equal(Number(header(last, 'Retry-After')), body(last).error?.retry_after);
  assert.ok(Number(header(last, 'Retry-After')) > 0);
  clock += 60_000;
  assert.equal(send({method: 'GET', path: '/health'}).status, 200, 'a new window');

  // Reset: nothing left, the first key works again.
  sandbox.reset();
  assert.equal(sandbox.changeLog().length, 0);
  const after = send({method: 'GET', path: '/memories', headers: auth});
  assert.equal(after.status, 200);
  assert.deepEqual(body(after).data, []);
  assert.equal(header(after, 'RateLimit-Remaining'), '39');

  assert.deepEqual(log.problems, [], 'every answer follows the contract');
  assert.ok(log.answers > 40, `${log.answers} answers checked`);
});

test('planted fault: a sandbox answer that breaks its schema fails the check, naming operation and status', async () => {
  const c = await loadContractModel();
  const sandbox = new Sandbox(c.model, c.validators);
  const a = sandbox.handle({method: 'POST', path: '/memories', headers: auth, body: {content: 'x', scope}});
  (a.body as Body).version = 'two';
  const problems = sandboxProblems(c, a);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0]!, /^createMemory 201: body \/version breaks type/);
  const s = sandbox.handle({method: 'GET', path: '/changes', headers: auth, query: {project_id: 'proj_7Hq2LmZ9'}});
  const broken = {...s, body: String(s.body).replace('"sequence":1', '"sequence":0')};
  assert.match(sandboxProblems(c, broken).join('\n'), /^streamChanges 200: event evt_\S+ breaks .*minimum/);
});

test('the sandbox bundles for the browser: no Node built-in reaches it, and it stays small', async () => {
  // A page (one sandbox per tab) runs exactly this module; a Node-only import would fail here.
  const result = await build({
    entryPoints: ['src/lib/sandbox/index.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents.length;
  // The console's own checks (request.ts, mock.ts, jsonc-parser) are most of the rest; 60 kB is
  // room to grow, not a budget of the page: no page loads this before a reader opens a sandbox.
  assert.ok(bytes < 60_000, `${bytes} bytes minified`);
  // Planted fault: the same build of the sandbox with a Node built-in beside it fails, naming it.
  await assert.rejects(
    build({
      stdin: {contents: "import './src/lib/sandbox'; import 'node:fs';", resolveDir: process.cwd(), loader: 'ts'},
      bundle: true,
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    }),
    /node:fs/,
  );
});
