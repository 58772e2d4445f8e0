/**
 * A stateful sandbox of the Mnemora API: `handle(request)` answers any of the contract's operations
 * the way the API does, over state it keeps in memory (memories, API keys, the change log,
 * idempotency keys, the rate-limit window) until `reset()`. Pure TypeScript with no DOM and no
 * Node-only API, so the same module runs in a page (one sandbox per tab) and under Node (tests, a
 * loopback HTTP adapter, the docs MCP server). It reads the contract only through the request
 * console's model and compiled validators (src/plugins/try-it), so a request is checked exactly as
 * the console checks it, and a request that breaks the contract gets the answer today's offline
 * mock (src/lib/try-it/mock.ts) gives it. README.md says what it approximates.
 */
import {apiBaseUrl} from '../../../config/platform';
import type {components} from '../../../sdk/typescript/schema';
import type {ConsoleModel, ConsoleOperation} from '../../plugins/try-it/model';
import {envelope, issueOf, respond, scenariosOf, type MockResponse} from '../try-it/mock';
import {
  checkRequest,
  paramKey,
  violationField,
  type CheckedRequest,
  type FormState,
  type Validators,
} from '../try-it/request';
import {approximateSemanticScores, highlight, keywordScores} from './search';

type Schemas = components['schemas'];
type Memory = Schemas['Memory'];
type ApiKey = Schemas['ApiKey'];
type ChangeEvent = Schemas['ChangeEvent'];
type Permission = Schemas['Permission'];

export interface SandboxRequest {
  method: string;
  /** The path as the contract writes it (`/memories/mem_…`), without the API's `/v1` base; a `?query` is read too. */
  path: string;
  /** Query parameters; a repeated one (`tag=a&tag=b`) as an array. */
  query?: Record<string, string | readonly string[]>;
  /** Request headers, any case. */
  headers?: Record<string, string>;
  /** The body as sent (text), or a JSON value to send. */
  body?: unknown;
  /** A declared failure to rehearse (a scenario id of the console, `409-0`): answered from the contract's example. */
  scenario?: string;
}

/** An answer: status, headers in order, the parsed JSON body (or the event stream's text). */
export interface SandboxResponse extends MockResponse {
  /** The contract operation that answered, or undefined when no operation matches the method and path. */
  operationId?: string;
}

export interface SandboxKey {
  id: string;
  name: string;
  secret: string;
}

export interface SandboxOptions {
  /** Requests allowed per window, across every key (default 60). */
  rateLimit?: number;
  /** Length of the rate-limit window in seconds (default 60). */
  windowSeconds?: number;
  /** The clock, in milliseconds (default `Date.now`); tests pass their own. */
  now?: () => number;
  /** The secret keys the sandbox knows before any is created (default: the key the pages' samples use). */
  keys?: readonly SandboxKey[];
}

/** How each search mode's answer is labelled in the `X-Mnemora-Sandbox` header. */
export const SANDBOX_HEADER = 'X-Mnemora-Sandbox';
export const SEARCH_LABELS = {
  keyword: 'keyword',
  semantic: 'approximate-semantic',
  hybrid: 'approximate-hybrid',
} as const;

/** The key the pages' samples send (`MNEMORA_API_KEY` in the quick start), known to a fresh sandbox. */
export const DEFAULT_KEYS: readonly SandboxKey[] = [
  {id: 'key_01J8X4B6C9E2G5J8L1N4Q7S0V3', name: 'Backend (sandbox)', secret: 'mn_sk_test_7Hd3Kp9QwX2mLs5VbT8nRc4Y'},
];

const ALL_PERMISSIONS: Permission[] = ['memories:read', 'memories:write', 'search', 'keys:manage'];
/** The permission a restricted key needs for each operation (none listed: any valid key). */
const NEEDS: Record<string, Permission> = {
  createMemory: 'memories:write',
  batchCreateMemories: 'memories:write',
  updateMemory: 'memories:write',
  deleteMemory: 'memories:write',
  bulkDeleteMemories: 'memories:write',
  getMemory: 'memories:read',
  listMemories: 'memories:read',
  streamChanges: 'memories:read',
  searchMemories: 'search',
  listApiKeys: 'keys:manage',
  createApiKey: 'keys:manage',
  revokeApiKey: 'keys:manage',
};

interface StoredKey extends ApiKey {
  secret: string;
  revoked: boolean;
  order: number;
}
interface StoredMemory {
  memory: Memory;
  /** Creation order, the tie-break for memories created in the same second and the list cursor's position. */
  order: number;
}
interface Stored {
  fingerprint: string;
  answer: SandboxResponse;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
/** JSON with sorted keys, so two bodies that differ only in key order are the same request. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isRecord(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'undefined';
}
const base64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
function fromBase64url(text: string): string | undefined {
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}
/** A short, stable hash of a text (FNV-1a), to tie a cursor to the query it pages. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** An id with the API's prefix and 26 characters (the shape of a ULID): a sandbox-wide counter, so ids are unique and the same on every run. */
const counterId = (prefix: string, n: number): string =>
  `${prefix}0SBX${n.toString(36).toUpperCase().padStart(22, '0')}`;

/** A path template (`/memories/{memory_id}`) as a matcher of concrete paths. */
function pathMatcher(template: string): (path: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const re = new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, n: string) => {
      names.push(n);
      return '([^/]+)';
    })}/?$`,
  );
  return (path) => {
    const m = re.exec(path);
    if (!m) return undefined;
    const out: Record<string, string> = {};
    names.forEach((n, i) => {
      try {
        out[n] = decodeURIComponent(m[i + 1] ?? '');
      } catch {
        out[n] = m[i + 1] ?? '';
      }
    });
    return out;
  };
}

type Answer = {status: number; body?: unknown; headers?: [string, string][]; label?: string};

export class Sandbox {
  private readonly routes: {op: ConsoleOperation; match: ReturnType<typeof pathMatcher>}[];
  private readonly now: () => number;
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly initialKeys: readonly SandboxKey[];

  private memories = new Map<string, StoredMemory>();
  private keys = new Map<string, StoredKey>();
  private events: ChangeEvent[] = [];
  private idempotent = new Map<string, Stored>();
  private windowStart = 0;
  private used = 0;
  private counter = 0;
  private requests = 0;
  private searchRequests = 0;
  private embeddedTokens = 0;

  constructor(
    private readonly model: ConsoleModel,
    private readonly validators: Validators,
    options: SandboxOptions = {},
  ) {
    this.routes = Object.values(model.operations).map((op) => ({op, match: pathMatcher(op.path)}));
    this.now = options.now ?? Date.now;
    this.limit = options.rateLimit ?? 60;
    this.windowMs = (options.windowSeconds ?? 60) * 1000;
    this.initialKeys = options.keys ?? DEFAULT_KEYS;
    this.reset();
  }

  /** Forgets every memory, created key, event and idempotency key, and refills the rate-limit window. */
  reset(): void {
    this.memories = new Map();
    this.keys = new Map();
    this.events = [];
    this.idempotent = new Map();
    this.windowStart = this.now();
    this.used = 0;
    this.counter = 0;
    this.requests = 0;
    this.searchRequests = 0;
    this.embeddedTokens = 0;
    for (const k of this.initialKeys) this.storeKey({...k, kind: 'secret', permissions: ALL_PERMISSIONS});
  }

  /** The change events recorded so far, oldest first (what `GET /changes` replays). */
  changeLog(): readonly ChangeEvent[] {
    return this.events;
  }

  /** The operation a method and path name, with the path's parameters. */
  route(method: string, path: string): {op: ConsoleOperation; params: Record<string, string>} | undefined {
    const m = method.toLowerCase();
    for (const {op, match} of this.routes) {
      if (op.method !== m) continue;
      const params = match(path);
      if (params) return {op, params};
    }
    return undefined;
  }

  handle(request: SandboxRequest): SandboxResponse {
    const [rawPath = '', rawQuery] = request.path.split('?', 2);
    const query: Record<string, string | readonly string[]> = {...request.query};
    if (rawQuery)
      for (const [k, v] of new URLSearchParams(rawQuery)) {
        const had = query[k];
        query[k] = had === undefined ? v : [...(typeof had === 'string' ? [had] : had), v];
      }
    const headers = new Map(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const requestId = `req_${counterId('', ++this.counter)}`;
    const found = this.route(request.method, rawPath);
    this.requests++;
    if (!found) {
      const body = envelope('not_found', 404, `No operation ${request.method.toUpperCase()} ${rawPath}.`, requestId);
      return {
        status: 404,
        headers: [
          ['Content-Type', 'application/json; charset=utf-8'],
          ['X-Request-Id', requestId],
        ],
        body,
      };
    }
    const {op, params} = found;
    const answer = (a: Answer): SandboxResponse => this.finish(op, requestId, a);

    // A declared failure the reader asked to rehearse is the contract's example, whoever asks (as
    // the console rehearses it today); a request that breaks the contract still gets the API's answer.
    const form = this.form(op, params, query, headers, request.body);
    const checked = checkRequest(op, form, this.validators);
    const success = scenariosOf(op)[0];
    if (request.scenario !== undefined) {
      const scenario = scenariosOf(op).find((s) => s.id === request.scenario);
      if (!scenario)
        throw new Error(
          `${op.operationId} has no scenario ${request.scenario}; it has ${scenariosOf(op)
            .map((s) => s.id)
            .join(', ')}`,
        );
      if (scenario.code !== '')
        return this.fromMock(
          op,
          respond(this.model, op, checked, scenario, {sent: 0}),
          requestId,
          checked.malformed || checked.violations.length > 0 ? 'stateful' : 'rehearsed',
        );
    }

    // Who is asking: a known, active key; its permissions for a restricted key.
    let caller: StoredKey | undefined;
    if (op.secured) {
      const auth = headers.get('authorization') ?? '';
      const secret = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
      caller = secret ? [...this.keys.values()].find((k) => k.secret === secret) : undefined;
      if (!caller || caller.revoked)
        return answer(
          this.error(
            op,
            401,
            'unauthenticated',
            !secret
              ? 'Missing API key. Send it as "Authorization: Bearer <key>".'
              : 'This API key is not valid or was revoked.',
            requestId,
          ),
        );
    }
    // The window's budget: counted per request, refilled when the window ends.
    if (this.now() - this.windowStart >= this.windowMs) {
      this.windowStart = this.now();
      this.used = 0;
    }
    if (this.used >= this.limit) {
      const wait = this.resetSeconds();
      const limited = this.error(
        op,
        429,
        'rate_limited',
        `Rate limit of ${this.limit} requests per minute exceeded. Retry in ${wait} seconds.`,
        requestId,
      );
      if (isRecord(limited.body) && isRecord(limited.body.error)) limited.body.error.retry_after = wait;
      return answer({...limited, headers: [['Retry-After', String(wait)]]});
    }
    this.used++;
    const needed = NEEDS[op.operationId];
    if (
      caller &&
      needed &&
      caller.kind === 'restricted' &&
      !caller.permissions.includes(needed) &&
      this.declares(op, 403)
    )
      return answer(
        this.error(op, 403, 'permission_denied', `This restricted key lacks the ${needed} permission.`, requestId),
      );

    // The request as the console checks it; one that breaks the contract gets the API's answer.
    const partialBatch = op.operationId === 'batchCreateMemories' && this.itemViolationsOnly(checked);
    if ((checked.malformed || checked.violations.length > 0) && success && !partialBatch)
      return this.fromMock(op, respond(this.model, op, checked, success, {sent: 0}), requestId, 'stateful');
    // A write with an Idempotency-Key: the same request again gets the first answer.
    const key = op.method !== 'get' ? headers.get('idempotency-key') : undefined;
    const fingerprint = `${op.operationId} ${canonical(params)} ${canonical(checked.values.body)}`;
    if (key !== undefined) {
      const stored = this.idempotent.get(key);
      if (stored && stored.fingerprint !== fingerprint && this.declares(op, 409))
        return answer(
          this.error(
            op,
            409,
            'idempotency_key_reused',
            `Idempotency-Key ${key} was already used with a different request.`,
            requestId,
          ),
        );
      if (stored) return this.replay(op, stored.answer, requestId);
    }
    const result = answer(this.operate(op, checked, params, requestId, caller));
    if (key !== undefined && result.status >= 200 && result.status < 300)
      this.idempotent.set(key, {fingerprint, answer: clone(result)});
    return result;
  }

  // -------------------------------------------------------------------------------------------
  // Operations
  // -------------------------------------------------------------------------------------------

  private operate(
    op: ConsoleOperation,
    checked: CheckedRequest,
    params: Record<string, string>,
    requestId: string,
    caller: StoredKey | undefined,
  ): Answer {
    const body = checked.values.body;
    const q = checked.values.query;
    const h = checked.values.headers;
    const b = isRecord(body) ? body : {};
    const id = params.memory_id ?? '';
    const notFound = () => this.error(op, 404, 'not_found', `No memory with id ${id}.`, requestId);
    const ifMatch = typeof h['If-Match'] === 'string' ? Number(h['If-Match'].replace(/"/g, '')) : undefined;
    const conflict = (m: Memory) =>
      this.error(
        op,
        409,
        'version_conflict',
        `If-Match "${String(ifMatch)}" does not match the current version "${m.version}". Read the memory again and retry.`,
        requestId,
      );

    switch (op.operationId) {
      case 'createMemory': {
        const memory = this.create(b);
        return {status: 201, body: memory};
      }
      case 'batchCreateMemories': {
        const items = Array.isArray(b.items) ? b.items : [];
        const errors: Schemas['BatchItemError'][] = [];
        // Each item is a MemoryCreate: the create operation's body check, by the name the model gives it.
        const single = Object.values(this.model.operations).find((o) => o.operationId === 'createMemory')?.body;
        const item = single && this.validators[single.validator];
        const valid: Record<string, unknown>[] = [];
        items.forEach((it: unknown, index) => {
          if (item && !item(it)) {
            const details = (item.errors ?? []).map((e) => {
              const v = {
                part: 'body',
                pointer: `/items/${index}${e.instancePath}`,
                keyword: e.keyword,
                params: e.params,
              };
              return {field: violationField(v), issue: issueOf(v)};
            });
            errors.push({
              index,
              code: 'validation_failed',
              message: `${details.length} field${details.length === 1 ? '' : 's'} failed validation.`,
              details,
            });
          } else if (isRecord(it)) valid.push(it);
        });
        if (valid.length === 0)
          return this.error(
            op,
            422,
            'validation_failed',
            'Every item of the batch failed validation.',
            requestId,
            errors.flatMap((e) => e.details ?? []),
          );
        return {status: 201, body: {data: valid.map((it) => this.create(it)), errors}};
      }
      case 'getMemory': {
        const m = this.live(id);
        return m ? {status: 200, body: clone(m.memory)} : notFound();
      }
      case 'updateMemory': {
        const m = this.live(id);
        if (!m) return notFound();
        if (ifMatch !== undefined && ifMatch !== m.memory.version) return conflict(m.memory);
        const next: Memory = {...m.memory};
        if (typeof b.content === 'string') {
          next.content = b.content;
          this.embeddedTokens += b.content.split(/\s+/).length;
        }
        if (isRecord(b.metadata)) next.metadata = clone(b.metadata) as Memory['metadata'];
        if (Array.isArray(b.tags)) next.tags = clone(b.tags) as string[];
        if ('expires_at' in b) next.expires_at = (b.expires_at as string | null) ?? null;
        next.version = m.memory.version + 1;
        next.updated_at = this.iso();
        m.memory = next;
        this.emit('memory.updated', next);
        return {status: 200, body: clone(next)};
      }
      case 'deleteMemory': {
        const m = this.live(id);
        if (!m) return notFound();
        if (ifMatch !== undefined && ifMatch !== m.memory.version) return conflict(m.memory);
        this.remove(m.memory);
        return {status: 204};
      }
      case 'bulkDeleteMemories': {
        const ids = Array.isArray(b.ids) ? new Set(b.ids as string[]) : undefined;
        const filter = isRecord(b.filter) ? b.filter : {};
        const matched = [...this.memories.values()]
          .map((s) => s.memory)
          .filter((m) => this.isLive(m) && (ids ? ids.has(m.id) : matches(m, filter)));
        const dryRun = b.dry_run === true;
        if (!dryRun) for (const m of matched) this.remove(m);
        return {status: 200, body: {deleted: matched.length, dry_run: dryRun}};
      }
      case 'listMemories':
        return this.list(op, q, requestId);
      case 'searchMemories':
        return this.search(op, b, requestId);
      case 'streamChanges':
        return this.changes(op, q, h, requestId);
      case 'listApiKeys': {
        const data = [...this.keys.values()]
          .filter((k) => !k.revoked)
          .sort((x, y) => y.order - x.order)
          .map((k) => publicKey(k));
        return {status: 200, body: {data}};
      }
      case 'createApiKey': {
        const kind = b.kind === 'restricted' ? 'restricted' : 'secret';
        const permissions = kind === 'secret' ? ALL_PERMISSIONS : ((b.permissions ?? []) as Permission[]);
        if (kind === 'restricted' && permissions.length === 0)
          return this.error(op, 422, 'validation_failed', '1 field failed validation.', requestId, [
            {field: 'permissions', issue: 'is required'},
          ]);
        const env = caller?.secret.includes('_live_') ? 'live' : 'test';
        const n = ++this.counter;
        const secret = `mn_${kind === 'secret' ? 'sk' : 'rk'}_${env}_${counterId('', n).slice(-24)}`;
        const stored = this.storeKey({id: counterId('key_', n), name: String(b.name), secret, kind, permissions});
        return {status: 201, body: {...publicKey(stored), secret}};
      }
      case 'revokeApiKey': {
        const k = this.keys.get(params.key_id ?? '');
        if (!k || k.revoked)
          return this.error(op, 404, 'not_found', `No API key with id ${params.key_id ?? ''}.`, requestId);
        if (k === caller)
          return this.error(
            op,
            403,
            'permission_denied',
            'A key cannot revoke itself. Revoke it with another key that has keys:manage, or in the dashboard.',
            requestId,
          );
        k.revoked = true;
        return {status: 204};
      }
      case 'getUsage': {
        const now = new Date(this.now());
        const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
        const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
        return {
          status: 200,
          body: {
            period_start: iso(start),
            period_end: iso(end),
            memories_stored: [...this.memories.values()].filter((s) => this.isLive(s.memory)).length,
            requests: this.requests,
            search_requests: this.searchRequests,
            embedding_tokens: this.embeddedTokens,
            limits: {memories_max: 10000, requests_per_minute: this.limit, batch_max: 100, search_limit_max: 100},
            plan: 'free',
          },
        };
      }
      case 'getHealth':
        return {status: 200, body: clone(op.responses.find((r) => r.status === '200')?.examples[0]?.value)};
      default:
        throw new Error(`The sandbox has no handler for ${op.operationId}; add one in src/lib/sandbox/index.ts`);
    }
  }

  private list(op: ConsoleOperation, q: Record<string, unknown>, requestId: string): Answer {
    const order = q.order === 'asc' ? 'asc' : 'desc';
    const limit = typeof q.limit === 'number' ? q.limit : 20;
    const filter = {
      scope: {project_id: q.project_id, user_id: q.user_id, agent_id: q.agent_id},
      tags: Array.isArray(q.tag) ? {all: q.tag} : undefined,
      created_after: q.created_after,
      created_before: q.created_before,
    };
    const fingerprint = hash(canonical({filter, order}));
    let after: number | undefined;
    if (typeof q.cursor === 'string') {
      const c = decodeCursor(q.cursor);
      if (!c || c.f !== fingerprint)
        return this.error(
          op,
          400,
          'invalid_request',
          'The cursor is not one this list returned, or its filters changed.',
          requestId,
          [{field: 'cursor', issue: 'is not a cursor of this list'}],
        );
      after = c.p;
    }
    const all = [...this.memories.values()]
      .filter((s) => this.isLive(s.memory) && matches(s.memory, filter))
      .sort((x, y) => (order === 'asc' ? 1 : -1) * (x.order - y.order))
      .filter((s) => after === undefined || (order === 'asc' ? s.order > after : s.order < after));
    const page = all.slice(0, limit);
    const last = page[page.length - 1];
    const more = all.length > page.length && last !== undefined;
    return {
      status: 200,
      body: {
        data: page.map((s) => clone(s.memory)),
        has_more: more,
        next_cursor: more ? encodeCursor({p: last.order, f: fingerprint}) : null,
      },
    };
  }

  private search(op: ConsoleOperation, b: Record<string, unknown>, requestId: string): Answer {
    this.searchRequests++;
    const query = String(b.query);
    this.embeddedTokens += query.split(/\s+/).length;
    const mode = b.mode === 'semantic' || b.mode === 'keyword' ? b.mode : 'hybrid';
    const alpha = typeof b.alpha === 'number' ? b.alpha : 0.5;
    const limit = typeof b.limit === 'number' ? b.limit : 10;
    const minScore = typeof b.min_score === 'number' ? b.min_score : 0;
    const filter = isRecord(b.filter) ? b.filter : {};
    const fingerprint = hash(canonical({query, mode, alpha, filter, minScore}));
    let offset = 0;
    if (typeof b.cursor === 'string') {
      const c = decodeCursor(b.cursor);
      if (!c || c.f !== fingerprint)
        return this.error(op, 422, 'validation_failed', 'The cursor belongs to another query or filter.', requestId, [
          {field: 'cursor', issue: 'is not a cursor of this search'},
        ]);
      offset = c.p;
    }
    const candidates = [...this.memories.values()]
      .filter((s) => this.isLive(s.memory) && matches(s.memory, filter))
      .sort((x, y) => y.order - x.order);
    const contents = candidates.map((s) => s.memory.content);
    const keyword = keywordScores(query, contents);
    const semantic = mode === 'keyword' ? [] : approximateSemanticScores(query, contents);
    const scored = candidates
      .map((s, i) => {
        const k = keyword[i] ?? 0;
        const v = semantic[i] ?? 0;
        const score = mode === 'keyword' ? k : mode === 'semantic' ? v : alpha * v + (1 - alpha) * k;
        return {s, score: Math.round(score * 1e4) / 1e4, k};
      })
      .filter((r) => r.score > 0 && r.score >= minScore && (mode !== 'keyword' || r.k > 0))
      .sort((x, y) => y.score - x.score || y.s.order - x.s.order);
    const page = scored.slice(offset, offset + limit);
    const more = scored.length > offset + page.length;
    return {
      status: 200,
      label: SEARCH_LABELS[mode],
      body: {
        data: page.map(({s, score}) => ({
          memory: clone(s.memory),
          score,
          ...(mode === 'semantic' ? {} : {highlights: [highlight(query, s.memory.content)]}),
        })),
        has_more: more,
        next_cursor: more ? encodeCursor({p: offset + page.length, f: fingerprint}) : null,
        mode,
      },
    };
  }

  /**
   * The change stream as its replay: the events in the scope after the checkpoint (`Last-Event-ID`
   * or `since`), then the stream ends, where the API would stay open and send heartbeats.
   */
  private changes(
    op: ConsoleOperation,
    q: Record<string, unknown>,
    h: Record<string, unknown>,
    requestId: string,
  ): Answer {
    let after = typeof q.since === 'number' ? q.since : 0;
    const last = h['Last-Event-ID'];
    if (typeof last === 'string') {
      const at = this.events.find((e) => e.id === last);
      if (at) after = at.sequence;
    }
    if (typeof last === 'string' && typeof q.since === 'number')
      return this.error(op, 422, 'validation_failed', 'Send either since or Last-Event-ID, not both.', requestId, [
        {field: 'since', issue: 'must not be sent with Last-Event-ID'},
      ]);
    const events = this.events.filter(
      (e) =>
        e.sequence > after &&
        e.scope.project_id === q.project_id &&
        (q.user_id === undefined || e.scope.user_id === q.user_id) &&
        (q.agent_id === undefined || e.scope.agent_id === q.agent_id),
    );
    const text = events.map((e) => `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('');
    return {status: 200, body: text};
  }

  // -------------------------------------------------------------------------------------------
  // State
  // -------------------------------------------------------------------------------------------

  private create(b: Record<string, unknown>): Memory {
    const at = this.iso();
    const n = ++this.counter;
    const memory: Memory = {
      id: counterId('mem_', n),
      content: String(b.content),
      metadata: (isRecord(b.metadata) ? clone(b.metadata) : {}) as Memory['metadata'],
      tags: (Array.isArray(b.tags) ? clone(b.tags) : []) as string[],
      scope: clone(b.scope) as Memory['scope'],
      version: 1,
      created_at: at,
      updated_at: at,
      expires_at: (b.expires_at as string | null | undefined) ?? null,
    };
    this.embeddedTokens += memory.content.split(/\s+/).length;
    this.memories.set(memory.id, {memory, order: n});
    this.emit('memory.created', memory);
    return clone(memory);
  }

  private remove(m: Memory): void {
    this.memories.delete(m.id);
    this.emit('memory.deleted', m);
  }

  private emit(type: ChangeEvent['type'], m: Memory): void {
    const sequence = this.events.length + 1;
    this.events.push({
      id: counterId('evt_', sequence),
      type,
      sequence,
      memory_id: m.id,
      scope: clone(m.scope),
      occurred_at: this.iso(),
      ...(type === 'memory.deleted' ? {} : {memory: clone(m)}),
    });
  }

  private storeKey(k: {
    id: string;
    name: string;
    secret: string;
    kind: ApiKey['kind'];
    permissions: Permission[];
  }): StoredKey {
    const stored: StoredKey = {
      id: k.id,
      name: k.name,
      kind: k.kind,
      permissions: [...k.permissions],
      prefix: k.secret.slice(0, 15),
      created_at: this.iso(),
      last_used_at: null,
      secret: k.secret,
      revoked: false,
      order: this.keys.size,
    };
    this.keys.set(k.id, stored);
    return stored;
  }

  /** A stored memory that has not expired. */
  private live(id: string): StoredMemory | undefined {
    const s = this.memories.get(id);
    return s && this.isLive(s.memory) ? s : undefined;
  }
  private isLive(m: Memory): boolean {
    return m.expires_at === null || Date.parse(m.expires_at) > this.now();
  }

  // -------------------------------------------------------------------------------------------
  // Answers
  // -------------------------------------------------------------------------------------------

  private iso(): string {
    return iso(this.now());
  }
  private resetSeconds(): number {
    return Math.max(0, Math.ceil((this.windowStart + this.windowMs - this.now()) / 1000));
  }
  private declares(op: ConsoleOperation, status: number): boolean {
    return op.responses.some((r) => r.status === String(status));
  }

  private error(
    op: ConsoleOperation,
    status: number,
    code: string,
    message: string,
    requestId: string,
    details?: {field: string; issue: string}[],
  ): Answer {
    if (!this.declares(op, status))
      throw new Error(
        `The sandbox answered ${op.operationId} with ${status} ${code}, which the contract does not declare`,
      );
    return {status, body: envelope(code, status, message, requestId, details)};
  }

  /** The headers the answer's response declares, with this sandbox's values, then any extra. */
  private finish(op: ConsoleOperation, requestId: string, a: Answer): SandboxResponse {
    const response = op.responses.find((r) => r.status === String(a.status));
    if (!response) throw new Error(`The sandbox answered ${op.operationId} with undeclared status ${a.status}`);
    const headers: [string, string][] = [];
    if (response.contentType && a.body !== undefined)
      headers.push([
        'Content-Type',
        response.contentType === 'application/json' ? 'application/json; charset=utf-8' : response.contentType,
      ]);
    const extra = new Map(a.headers ?? []);
    const memory =
      isRecord(a.body) && typeof a.body.version === 'number' && typeof a.body.id === 'string' ? a.body : undefined;
    for (const {name} of response.headers) {
      const value =
        name === 'X-Request-Id'
          ? requestId
          : name === 'RateLimit-Limit'
            ? String(this.limit)
            : name === 'RateLimit-Remaining'
              ? String(Math.max(0, this.limit - this.used))
              : name === 'RateLimit-Reset'
                ? String(this.resetSeconds())
                : name === 'ETag'
                  ? memory && `"${String(memory.version)}"`
                  : name === 'Location'
                    ? memory && `${apiBaseUrl}${op.path.replace(/\/+$/, '')}/${encodeURIComponent(String(memory.id))}`
                    : extra.get(name);
      if (value !== undefined) headers.push([name, value]);
      extra.delete(name);
    }
    for (const [k, v] of extra) headers.push([k, v]);
    headers.push([SANDBOX_HEADER, a.label ?? 'stateful']);
    return {
      operationId: op.operationId,
      status: a.status,
      headers,
      ...(a.body !== undefined ? {body: a.body} : {}),
      ...(response.contentType ? {contentType: response.contentType} : {}),
    };
  }

  /** Today's mock's answer (a rehearsed failure, or the API's error for a broken request), with this sandbox's request id and window. */
  private fromMock(op: ConsoleOperation, mock: MockResponse, requestId: string, label: string): SandboxResponse {
    const body = clone(mock.body);
    if (isRecord(body) && isRecord(body.error) && 'request_id' in body.error) body.error.request_id = requestId;
    const retryAfter = mock.headers.find(([n]) => n === 'Retry-After');
    return this.finish(op, requestId, {
      status: mock.status,
      ...(body !== undefined ? {body} : {}),
      headers: retryAfter ? [retryAfter] : [],
      label,
    });
  }

  /** The stored first answer to an idempotent request, with this request's id and window. */
  private replay(op: ConsoleOperation, first: SandboxResponse, requestId: string): SandboxResponse {
    const again = this.finish(op, requestId, {
      status: first.status,
      ...(first.body !== undefined ? {body: clone(first.body)} : {}),
    });
    again.headers.push(['Idempotent-Replayed', 'true']);
    return again;
  }

  /** Whether every violation of a batch is inside one item (the API then creates the valid items). */
  private itemViolationsOnly(checked: CheckedRequest): boolean {
    return (
      !checked.malformed &&
      checked.violations.length > 0 &&
      checked.violations.every((v) => v.part === 'body' && /^\/items\/\d+(\/|$)/.test(v.pointer))
    );
  }

  private form(
    op: ConsoleOperation,
    params: Record<string, string>,
    query: Record<string, string | readonly string[]>,
    headers: Map<string, string>,
    body: unknown,
  ): FormState {
    const out: FormState = {
      params: {},
      body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    };
    for (const p of op.parameters) {
      const raw =
        p.in === 'path' ? params[p.name] : p.in === 'query' ? query[p.name] : headers.get(p.name.toLowerCase());
      out.params[paramKey(p)] = raw === undefined ? '' : typeof raw === 'string' ? raw : raw.join(',');
    }
    return out;
  }
}

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function publicKey(k: StoredKey): ApiKey {
  return {
    id: k.id,
    name: k.name,
    kind: k.kind,
    permissions: [...k.permissions],
    prefix: k.prefix,
    created_at: k.created_at,
    last_used_at: k.last_used_at,
  };
}

function encodeCursor(c: {p: number; f: string}): string {
  return `cur_${base64url(JSON.stringify(c))}`;
}
function decodeCursor(text: string): {p: number; f: string} | undefined {
  if (!text.startsWith('cur_')) return undefined;
  const json = fromBase64url(text.slice(4));
  try {
    const v: unknown = json === undefined ? undefined : JSON.parse(json);
    return isRecord(v) && typeof v.p === 'number' && typeof v.f === 'string' ? {p: v.p, f: v.f} : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a memory meets a search, list or bulk-delete filter (scope, tags, metadata, creation time). */
function matches(m: Memory, filter: Record<string, unknown>): boolean {
  const scope = isRecord(filter.scope) ? filter.scope : {};
  for (const f of ['project_id', 'user_id', 'agent_id'] as const)
    if (scope[f] !== undefined && m.scope[f] !== scope[f]) return false;
  const tags = isRecord(filter.tags) ? filter.tags : {};
  if (Array.isArray(tags.all) && !tags.all.every((t) => m.tags.includes(String(t)))) return false;
  if (Array.isArray(tags.any) && !tags.any.some((t) => m.tags.includes(String(t)))) return false;
  const metadata = isRecord(filter.metadata) ? filter.metadata : {};
  for (const [k, v] of Object.entries(metadata)) if (m.metadata[k] !== v) return false;
  if (typeof filter.created_after === 'string' && Date.parse(m.created_at) < Date.parse(filter.created_after))
    return false;
  if (typeof filter.created_before === 'string' && Date.parse(m.created_at) >= Date.parse(filter.created_before))
    return false;
  return true;
}
