// Type-level tests of the declared SDK surface (sdk/typescript/index.d.ts).
// Checked by `npx tsc -p tests/samples/tsconfig.json` (with the samples' compiler settings); every `@ts-expect-error` is a planted
// misuse that must stay a type error, so the surface cannot silently loosen.
import {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  InvalidRequestError,
  Mnemora,
  MnemoraError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  QuotaExceededError,
  RateLimitError,
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
  type ChangeEvent,
  type Memory,
  type Page,
  type SearchResult,
} from '@mnemora/sdk';

const client = new Mnemora({
  apiKey: process.env.MNEMORA_API_KEY,
  timeoutMs: 10_000,
  maxRetries: 3,
  logger: console,
  fetch,
});

const memory: Memory = await client.memories.create(
  {
    content: 'Prefers dark mode',
    scope: {project_id: 'proj_7Hq2LmZ9', user_id: 'user_4821'},
    tags: ['preferences'],
    metadata: {source: 'chat', score: 0.9, pinned: true},
  },
  {idempotencyKey: '5f1d8c2e-7b4a-4e0f-9a63-2c8b1e7d4f90'},
);
const batch = await client.memories.batchCreate({items: [{content: 'a', scope: {project_id: 'proj_7Hq2LmZ9'}}]});
console.log(
  batch.data.length,
  batch.errors.map((e) => e.index),
);
const fetched = await client.memories.get(memory.id);
const updated = await client.memories.update(
  fetched.id,
  {content: 'Prefers light mode', expires_at: null},
  {ifMatch: fetched.version},
);
await client.memories.delete(updated.id, {ifMatch: updated.version});
const bulk = await client.memories.bulkDelete({
  filter: {scope: {project_id: 'proj_7Hq2LmZ9'}, tags: {all: ['session']}},
  dry_run: true,
});
console.log(bulk.deleted);
// A bulk delete by filter must name a project: an empty or tags-only filter could match every memory.
// @ts-expect-error filter without scope
await client.memories.bulkDelete({filter: {tags: {all: ['session']}}});
// @ts-expect-error scope without project_id
await client.memories.bulkDelete({filter: {scope: {user_id: 'user_4821'}}});

const page: Page<Memory> = await client.memories.list({
  project_id: 'proj_7Hq2LmZ9',
  tag: ['preferences'],
  limit: 50,
  order: 'asc',
});
console.log(page.data[0]?.content, page.has_more, page.next_cursor, page.hasNextPage());
const next = await page.getNextPage();
if (next) console.log(next.data.length);
for await (const m of client.memories.list({project_id: 'proj_7Hq2LmZ9'})) console.log(m.id);
for await (const m of page) console.log(m.scope.project_id);

const results = await client.search({
  query: 'notification schedule',
  mode: 'hybrid',
  alpha: 0.7,
  filter: {scope: {user_id: 'user_4821'}, metadata: {source: 'chat'}, created_after: '2026-01-01T00:00:00Z'},
  limit: 5,
  min_score: 0.4,
});
const first: SearchResult | undefined = results.data[0];
console.log(results.mode, first?.score, first?.memory.content, first?.highlights?.join(' '));
for await (const r of client.search({query: 'dark mode'})) console.log(r.score);

const keys = await client.keys.list();
const created = await client.keys.create({
  name: 'Support bot',
  kind: 'restricted',
  permissions: ['memories:read', 'search'],
});
console.log(keys.data.length, created.secret);
await client.keys.revoke(created.id);
const usage = await client.usage.get();
console.log(usage.limits.batch_max, usage.plan);
const health = await client.health();
console.log(health.status === 'ok', health.version);

const sub = client.changes.subscribe(
  {project_id: 'proj_7Hq2LmZ9', user_id: 'user_4821'},
  {
    onEvent: (event: ChangeEvent) => console.log(event.type, event.sequence, event.memory?.content),
    onError: (err) => console.error(err.code, err.status),
    lastEventId: 'evt_01J9Z4B7M2K8P5R3T6V9X2C4N7',
  },
);
console.log(sub.lastEventId, sub.closed);
sub.close();
for await (const event of client.changes.subscribe({project_id: 'proj_7Hq2LmZ9', since: 1041})) {
  if (event.type === 'memory.deleted') break;
}

try {
  await client.memories.get('mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4');
} catch (err) {
  if (err instanceof RateLimitError) {
    const waitMs: number = err.retryAfter * 1000;
    const status: 429 = err.status;
    console.log(waitMs, status, err.requestId.startsWith('req_'));
  } else if (err instanceof ConflictError) {
    const code: 'version_conflict' | 'idempotency_key_reused' = err.code;
    console.log(code);
  } else if (err instanceof ValidationError) {
    for (const d of err.details) console.log(d.field, d.issue);
  } else if (err instanceof ConnectionError || err instanceof TimeoutError) {
    const none: null = err.status;
    console.log(none, err.retryable);
  } else if (err instanceof MnemoraError) {
    console.log(err.code, err.status, err.requestId, err.details, err.retryable);
  }
}
const classes = [
  InvalidRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  PayloadTooLargeError,
  QuotaExceededError,
  InternalServerError,
  ServiceUnavailableError,
];
console.log(
  classes.length,
  new MnemoraError('boom', {code: 'internal_error', status: 500, requestId: 'req_01J9Z3K8Q4ZP6N2B7C5D8F1G3H'})
    .retryable,
);

// Planted misuses: each must stay a type error.
// @ts-expect-error scope is required
await client.memories.create({content: 'no scope'});
// @ts-expect-error unknown field (camelCase instead of the wire's snake_case)
await client.memories.create({content: 'x', scope: {projectId: 'proj_7Hq2LmZ9'}});
// @ts-expect-error mode must be semantic | keyword | hybrid
await client.search({query: 'x', mode: 'vector'});
// @ts-expect-error batchCreate takes { items }, not an array
await client.memories.batchCreate([{content: 'x', scope: {project_id: 'proj_7Hq2LmZ9'}}]);
// @ts-expect-error project_id is required to subscribe
client.changes.subscribe({user_id: 'user_4821'});
// @ts-expect-error metadata values are strings, numbers or booleans
await client.memories.update('mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4', {metadata: {nested: {a: 1}}});
// @ts-expect-error there is no memories.search; search lives on the client
await client.memories.search({query: 'x'});
