/**
 * The declared public surface of the Mnemora TypeScript SDK, npm package `@mnemora/sdk`.
 *
 * This file is the contract the documentation's TypeScript samples are type-checked against
 * (`scripts/check-samples.ts`). Data types are not retyped here: they are derived from the wire
 * types that `scripts/generate-api-types.ts` generates from `openapi/mnemora.yaml` into
 * `./schema.d.ts`, so the SDK and the API contract cannot drift apart. Field names stay snake_case,
 * exactly as on the wire.
 *
 * @example
 * ```ts
 * import { Mnemora } from "@mnemora/sdk";
 *
 * const client = new Mnemora(); // reads MNEMORA_API_KEY
 * const memory = await client.memories.create({
 *   content: "Prefers dark mode",
 *   scope: { project_id: "proj_7Hq2LmZ9" },
 * });
 * console.log(memory.id);
 * ```
 *
 * @packageDocumentation
 */

import type {components, operations} from './schema';

export type {components, operations, paths} from './schema';

type Schemas = components['schemas'];

// ---------------------------------------------------------------------------------------------
// Data types (derived from the wire types)
// ---------------------------------------------------------------------------------------------

/** A stored memory: text with metadata, tags and an owner scope. Wire schema `Memory`. */
export type Memory = Schemas['Memory'];
/** Who a memory belongs to (`project_id`, optional `user_id` and `agent_id`). Wire schema `Scope`. */
export type Scope = Schemas['Scope'];
/** Up to 64 key/value pairs; values are strings, numbers or booleans. Wire schema `Metadata`. */
export type Metadata = Schemas['Metadata'];
/** A tag matching `^[a-z0-9][a-z0-9_-]{0,63}$`. Wire schema `Tag`. */
export type Tag = Schemas['Tag'];
/** The body of `memories.create`. Wire schema `MemoryCreate`. */
export type MemoryCreate = Schemas['MemoryCreate'];
/** The body of `memories.update`: the fields to change. Wire schema `MemoryUpdate`. */
export type MemoryUpdate = Schemas['MemoryUpdate'];
/** The body of `memories.batchCreate`: `{ items: MemoryCreate[] }` (1–100 items). Wire schema `BatchCreateRequest`. */
export type BatchCreateRequest = Schemas['BatchCreateRequest'];
/** The result of `memories.batchCreate`: created memories in `data`, rejected items in `errors`. */
export type BatchCreateResponse = Schemas['BatchCreateResponse'];
/** Why one item of a batch was not created (`index`, `code`, `message`, `details`). */
export type BatchItemError = Schemas['BatchItemError'];
/** One page of memories as sent on the wire. Wire schema `MemoryList`. */
export type MemoryList = Schemas['MemoryList'];
/** The body of `memories.bulkDelete`: `ids` or `filter`, and `dry_run`. Wire schema `BulkDeleteRequest`. */
export type BulkDeleteRequest = Schemas['BulkDeleteRequest'];
/** The filter of `memories.bulkDelete`: a search filter whose `scope.project_id` is required. Wire schema `BulkDeleteFilter`. */
export type BulkDeleteFilter = Schemas['BulkDeleteFilter'];
/** The result of `memories.bulkDelete`: `{ deleted, dry_run }`. */
export type BulkDeleteResponse = Schemas['BulkDeleteResponse'];
/** The search parameters (`query`, `mode`, `alpha`, `filter`, `limit`, `cursor`, `min_score`). Wire schema `SearchRequest`. */
export type SearchRequest = Schemas['SearchRequest'];
/** Conditions on scope, tags, metadata and creation time. Wire schema `SearchFilter`. */
export type SearchFilter = Schemas['SearchFilter'];
/** A scope filter: matches memories whose scope contains every field given. */
export type ScopeFilter = Schemas['ScopeFilter'];
/** Tag conditions (`all`, `any`). */
export type TagFilter = Schemas['TagFilter'];
/** `"semantic" | "keyword" | "hybrid"`. */
export type SearchMode = Schemas['SearchMode'];
/** One search hit: `{ memory, score, highlights? }`. Wire schema `SearchResult`. */
export type SearchResult = Schemas['SearchResult'];
/** One page of search results as sent on the wire. Wire schema `SearchResponse`. */
export type SearchResponse = Schemas['SearchResponse'];
/** An API key without its secret. Wire schema `ApiKey`. */
export type ApiKey = Schemas['ApiKey'];
/** The body of `keys.create`. Wire schema `ApiKeyCreate`. */
export type ApiKeyCreate = Schemas['ApiKeyCreate'];
/** A new API key including its one-time `secret`. Wire schema `ApiKeyCreated`. */
export type ApiKeyCreated = Schemas['ApiKeyCreated'];
/** The organisation's active keys: `{ data: ApiKey[] }`. */
export type ApiKeyList = Schemas['ApiKeyList'];
/** A restricted-key permission: `memories:read`, `memories:write`, `search` or `keys:manage`. */
export type Permission = Schemas['Permission'];
/** Usage of the current billing period and the plan's limits. Wire schema `Usage`. */
export type Usage = Schemas['Usage'];
/** The plan's limits (`memories_max`, `requests_per_minute`, `batch_max`, `search_limit_max`). */
export type UsageLimits = Schemas['UsageLimits'];
/** One memory change from the realtime stream. Wire schema `ChangeEvent`. */
export type ChangeEvent = Schemas['ChangeEvent'];
/** `"memory.created" | "memory.updated" | "memory.deleted"`. */
export type ChangeEventType = ChangeEvent['type'];
/** The API's health: `{ status: "ok", version }`. Wire schema `Health`. */
export type Health = Schemas['Health'];
/** A stable, machine-readable API error code. Wire schema `ErrorCode`. */
export type ErrorCode = Schemas['ErrorCode'];
/** One invalid field of a failed request: `{ field, issue }`. */
export type ErrorDetail = Schemas['ErrorDetail'];
/** The `error` object of the API's error envelope. */
export type ErrorBody = Schemas['Error']['error'];

/** Query parameters of `memories.list` (`limit`, `cursor`, `offset` (deprecated: use `cursor`), `project_id`, `user_id`, `agent_id`, `tag`, `created_after`, `created_before`, `order`). */
export type ListMemoriesParams = NonNullable<operations['listMemories']['parameters']['query']>;
/** Which changes to stream: `project_id` (required), `user_id`, `agent_id`, `since`. */
export type ChangeStreamParams = operations['streamChanges']['parameters']['query'];

// ---------------------------------------------------------------------------------------------
// Client options
// ---------------------------------------------------------------------------------------------

/** Receives the SDK's diagnostic messages. `console` satisfies it. */
export interface Logger {
  /** Logs request and retry details. @param message - What happened. @param args - Structured context. */
  debug(message: string, ...args: unknown[]): void;
  /** Logs notable events. @param message - What happened. @param args - Structured context. */
  info(message: string, ...args: unknown[]): void;
  /** Logs recoverable problems, such as a retry after `429`. @param message - What happened. @param args - Structured context. */
  warn(message: string, ...args: unknown[]): void;
  /** Logs failures. @param message - What happened. @param args - Structured context. */
  error(message: string, ...args: unknown[]): void;
}

/** Options of the {@link Mnemora} client. Every option is optional. */
export interface MnemoraOptions {
  /** The API key sent as `Authorization: Bearer <key>`. Defaults to `process.env.MNEMORA_API_KEY`. Never ship a key to a browser. */
  apiKey?: string;
  /** The API base URL. Defaults to `https://api.mnemora.dev/v1`. */
  baseUrl?: string;
  /** Timeout of each HTTP attempt, in milliseconds. Defaults to `30000`. */
  timeoutMs?: number;
  /** How many times `429 rate_limited`, `500`, `503`, connection errors and timeouts are retried, with exponential backoff (0.5 s doubling, capped at 8 s, with jitter) that honours `Retry-After`. `429 quota_exceeded` is never retried: it throws {@link QuotaExceededError} at once. Defaults to `2`; `0` disables retries. */
  maxRetries?: number;
  /** Receives diagnostic messages. Defaults to no logging. */
  logger?: Logger;
  /** The `fetch` implementation to use. Defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
}

/** Per-call options accepted by every method. */
export interface RequestOptions {
  /** Sent as the `Idempotency-Key` header (1–255 characters) on writes, so a retried call is applied once. The SDK generates one for its own retries when you leave it out. */
  idempotencyKey?: string;
  /** Aborts the call. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
  /** Extra HTTP headers to send. */
  headers?: Record<string, string>;
}

/** Per-call options of calls that change one memory (`update`, `delete`). */
export interface VersionedRequestOptions extends RequestOptions {
  /** The memory `version` you expect, sent as `If-Match: "<version>"`. If the memory changed since, the call fails with {@link ConflictError} (`version_conflict`). */
  ifMatch?: number;
}

// ---------------------------------------------------------------------------------------------
// Pagination
// ---------------------------------------------------------------------------------------------

/**
 * One page of results. A page is also an async iterable over every item of this page and of
 * all the pages after it (auto-pagination): `for await (const memory of page) { … }`.
 *
 * @typeParam T - The item type.
 */
export interface Page<T> extends AsyncIterable<T> {
  /** The items on this page. */
  readonly data: T[];
  /** Whether another page follows. */
  readonly has_more: boolean;
  /** The cursor of the next page, or `null` on the last page. */
  readonly next_cursor: string | null;
  /**
   * Tells whether another page follows.
   * @returns `true` when {@link Page.getNextPage} returns a page.
   */
  hasNextPage(): boolean;
  /**
   * Fetches the next page with the same parameters.
   * @returns The next page, or `null` on the last page.
   * @throws {@link MnemoraError} (or one of its subclasses) when the request fails.
   */
  getNextPage(): Promise<Page<T> | null>;
  /**
   * Iterates over every item of this page and the following ones, fetching pages as needed.
   * @returns An async iterator over the items.
   * @throws {@link MnemoraError} (or one of its subclasses) when fetching a page fails.
   */
  [Symbol.asyncIterator](): AsyncIterator<T>;
}

/** A page of search results; `mode` is the search mode used. */
export interface SearchPage extends Page<SearchResult> {
  /** The search mode used. */
  readonly mode: SearchMode;
  /**
   * Fetches the next page of results for the same query and filter.
   * @returns The next page, or `null` on the last page.
   * @throws {@link MnemoraError} (or one of its subclasses) when the request fails.
   */
  getNextPage(): Promise<SearchPage | null>;
}

/**
 * The result of a paginated call: await it for the first page, or iterate it directly with
 * `for await` to walk every item of every page.
 *
 * @typeParam T - The item type.
 * @typeParam P - The page type.
 */
export interface PagePromise<T, P extends Page<T> = Page<T>> extends Promise<P>, AsyncIterable<T> {}

// ---------------------------------------------------------------------------------------------
// Realtime
// ---------------------------------------------------------------------------------------------

/** Callbacks and resume point of {@link Changes.subscribe}. */
export interface ChangeHandlers {
  /** Called once per change event, in `sequence` order. A returned promise is awaited before the next event. */
  onEvent?: (event: ChangeEvent) => void | Promise<void>;
  /** Called on every failure. Connection errors and timeouts are followed by an automatic reconnect that resumes after the last event received; API errors (for example {@link AuthenticationError}) close the subscription. */
  onError?: (error: MnemoraError) => void;
  /** Resume after this event id (`evt_…`), sent as `Last-Event-ID`. */
  lastEventId?: string;
}

/** An open change subscription. It is also an async iterable over its events. */
export interface ChangeSubscription extends AsyncIterable<ChangeEvent> {
  /** The id of the last event received, to resume later; `null` before the first event. */
  readonly lastEventId: string | null;
  /** Whether {@link ChangeSubscription.close} was called or an API error ended the subscription. */
  readonly closed: boolean;
  /** Closes the stream. No callback runs after it returns. */
  close(): void;
}

// ---------------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------------

/** `client.memories`: store, read, list, update and delete memories. */
export interface Memories {
  /**
   * Creates a memory (`POST /memories`).
   * @param params - The memory: `content` and `scope` are required; `metadata`, `tags` and `expires_at` are optional.
   * @param options - Per-call options, such as `idempotencyKey`.
   * @returns The created memory, with `version` 1.
   * @throws {@link ValidationError} when a field breaks the contract (`422`).
   * @throws {@link InvalidRequestError} when the request is malformed (`400`).
   * @throws {@link AuthenticationError} when the API key is missing or revoked (`401`).
   * @throws {@link PermissionDeniedError} when a restricted key lacks `memories:write` (`403`).
   * @throws {@link ConflictError} when `idempotencyKey` was used for a different request (`409`).
   * @throws {@link PayloadTooLargeError} when the body is larger than 1 MiB (`413`).
   * @throws {@link RateLimitError} after the retries are spent (`429 rate_limited`).
   * @throws {@link QuotaExceededError} at once, without a retry (`429 quota_exceeded`).
   * @throws {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError} after the retries are spent.
   */
  create(params: MemoryCreate, options?: RequestOptions): Promise<Memory>;
  /**
   * Creates 1–100 memories in one request (`POST /memories/batch`). Valid items are created;
   * invalid ones are reported in `errors` with their index.
   * @param params - `{ items }`, the memories to create.
   * @param options - Per-call options, such as `idempotencyKey`.
   * @returns The created memories in `data` and the rejected items in `errors`.
   * @throws {@link ValidationError} when every item is invalid or there are more than 100 (`422`).
   * @throws {@link InvalidRequestError}, {@link AuthenticationError}, {@link PermissionDeniedError}, {@link ConflictError}, {@link PayloadTooLargeError}, {@link RateLimitError}, {@link QuotaExceededError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError} as for {@link Memories.create}.
   */
  batchCreate(params: BatchCreateRequest, options?: RequestOptions): Promise<BatchCreateResponse>;
  /**
   * Gets one memory (`GET /memories/{memory_id}`).
   * @param memoryId - The memory id (`mem_…`).
   * @param options - Per-call options.
   * @returns The memory.
   * @throws {@link NotFoundError} when no memory has this id in your organisation (`404`).
   * @throws {@link AuthenticationError}, {@link PermissionDeniedError}, {@link InvalidRequestError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  get(memoryId: string, options?: RequestOptions): Promise<Memory>;
  /**
   * Lists memories, newest first by default (`GET /memories`). Await the result for the first
   * page, or iterate it with `for await` to walk every memory of every page.
   * @param params - Filters (`project_id`, `user_id`, `agent_id`, `tag`, `created_after`, `created_before`), `order`, `limit` (1–100, default 20) and `cursor`.
   * @param options - Per-call options.
   * @returns The first page, also async-iterable over every memory.
   * @throws {@link ValidationError} when a parameter is out of range (`422`).
   * @throws {@link AuthenticationError}, {@link PermissionDeniedError}, {@link InvalidRequestError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  list(params?: ListMemoriesParams, options?: RequestOptions): PagePromise<Memory>;
  /**
   * Changes a memory's `content`, `metadata`, `tags` or `expires_at` (`PATCH /memories/{memory_id}`).
   * `metadata` and `tags` are replaced as a whole.
   * @param memoryId - The memory id (`mem_…`).
   * @param params - The fields to change (at least one).
   * @param options - Per-call options; `ifMatch` makes the update conditional on the version.
   * @returns The updated memory, with `version` incremented.
   * @throws {@link ConflictError} when `ifMatch` is not the current version (`version_conflict`) or `idempotencyKey` was reused (`409`).
   * @throws {@link NotFoundError} when the memory does not exist (`404`).
   * @throws {@link ValidationError}, {@link InvalidRequestError}, {@link AuthenticationError}, {@link PermissionDeniedError}, {@link PayloadTooLargeError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  update(memoryId: string, params: MemoryUpdate, options?: VersionedRequestOptions): Promise<Memory>;
  /**
   * Deletes a memory permanently (`DELETE /memories/{memory_id}`).
   * @param memoryId - The memory id (`mem_…`).
   * @param options - Per-call options; `ifMatch` deletes only that version.
   * @returns Nothing once the memory is deleted.
   * @throws {@link NotFoundError} when the memory does not exist (`404`).
   * @throws {@link ConflictError} when `ifMatch` is not the current version (`409`).
   * @throws {@link AuthenticationError}, {@link PermissionDeniedError}, {@link InvalidRequestError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  delete(memoryId: string, options?: VersionedRequestOptions): Promise<void>;
  /**
   * Deletes up to 1,000 memories by `ids`, or every memory matching `filter` (`POST /memories/bulk-delete`).
   * @param params - Exactly one of `ids` and `filter` (a filter must name `scope.project_id`); `dry_run: true` only counts.
   * @param options - Per-call options, such as `idempotencyKey`.
   * @returns How many memories were deleted (or would be, with `dry_run`).
   * @throws {@link ValidationError} when both or neither of `ids` and `filter` are given, or the filter lacks `scope.project_id` (`422`).
   * @throws {@link InvalidRequestError}, {@link AuthenticationError}, {@link PermissionDeniedError}, {@link ConflictError}, {@link PayloadTooLargeError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  bulkDelete(params: BulkDeleteRequest, options?: RequestOptions): Promise<BulkDeleteResponse>;
}

/** `client.keys`: manage API keys (needs the `keys:manage` permission). */
export interface Keys {
  /**
   * Lists the organisation's active keys (`GET /keys`). Secrets are never returned.
   * @param options - Per-call options.
   * @returns `{ data }`, the keys, newest first.
   * @throws {@link PermissionDeniedError} when the key lacks `keys:manage` (`403`).
   * @throws {@link AuthenticationError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  list(options?: RequestOptions): Promise<ApiKeyList>;
  /**
   * Creates a secret or restricted key (`POST /keys`).
   * @param params - `name`, `kind` and, for restricted keys, `permissions`.
   * @param options - Per-call options, such as `idempotencyKey`.
   * @returns The key with its full `secret`, shown only this once.
   * @throws {@link ValidationError} when a restricted key has no permissions (`422`).
   * @throws {@link PermissionDeniedError}, {@link InvalidRequestError}, {@link AuthenticationError}, {@link ConflictError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  create(params: ApiKeyCreate, options?: RequestOptions): Promise<ApiKeyCreated>;
  /**
   * Revokes a key immediately (`DELETE /keys/{key_id}`).
   * @param keyId - The key id (`key_…`), not the secret.
   * @param options - Per-call options.
   * @returns Nothing once the key is revoked.
   * @throws {@link NotFoundError} when no active key has this id (`404`).
   * @throws {@link PermissionDeniedError}, {@link InvalidRequestError}, {@link AuthenticationError}, {@link ConflictError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  revoke(keyId: string, options?: RequestOptions): Promise<void>;
}

/** `client.usage`: usage of the current billing period. */
export interface UsageResource {
  /**
   * Gets usage and plan limits (`GET /usage`).
   * @param options - Per-call options.
   * @returns The usage of the current billing period.
   * @throws {@link AuthenticationError}, {@link RateLimitError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  get(options?: RequestOptions): Promise<Usage>;
}

/** `client.changes`: realtime memory changes. */
export interface Changes {
  /**
   * Subscribes to memory changes in a scope (`GET /changes`, Server-Sent Events). Events arrive
   * in `sequence` order through `handlers.onEvent`, or by iterating the subscription with
   * `for await`. The SDK reconnects after network failures and resumes after the last event.
   * @param params - The scope to watch: `project_id` (required), `user_id`, `agent_id`, and `since` (a sequence number) to replay from.
   * @param handlers - `onEvent`, `onError`, and `lastEventId` to resume after a known event.
   * @returns The open subscription; call `close()` to stop it.
   * @throws Nothing synchronously; failures reach `onError` (or are thrown from the iterator) as {@link AuthenticationError}, {@link PermissionDeniedError}, {@link ValidationError}, {@link RateLimitError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  subscribe(params: ChangeStreamParams, handlers?: ChangeHandlers): ChangeSubscription;
}

// ---------------------------------------------------------------------------------------------
// Client
// ---------------------------------------------------------------------------------------------

/**
 * The Mnemora API client. One instance is safe to share across requests.
 *
 * @example
 * ```ts
 * const client = new Mnemora({ maxRetries: 4, timeoutMs: 10_000 });
 * ```
 */
export declare class Mnemora {
  /**
   * Creates a client. Without an `apiKey` option, the key is read from `process.env.MNEMORA_API_KEY`;
   * without any key, every call except {@link Mnemora.health} fails with {@link AuthenticationError}.
   * @param options - Client options (`apiKey`, `baseUrl`, `timeoutMs`, `maxRetries`, `logger`, `fetch`).
   */
  constructor(options?: MnemoraOptions);
  /** The API base URL in use. */
  readonly baseUrl: string;
  /** Store, read, list, update and delete memories. */
  readonly memories: Memories;
  /** Manage API keys. */
  readonly keys: Keys;
  /** Usage of the current billing period. */
  readonly usage: UsageResource;
  /** Realtime memory changes. */
  readonly changes: Changes;
  /**
   * Searches memories (`POST /search`). Await the result for the first page of results, best
   * first, or iterate it with `for await` to walk every result of every page.
   * @param params - `query` (required), `mode` (default `"hybrid"`), `alpha`, `filter`, `limit` (1–100, default 10), `cursor`, `min_score`.
   * @param options - Per-call options.
   * @returns The first page of results, also async-iterable over every result.
   * @throws {@link ValidationError} when a parameter is out of range (`422`).
   * @throws {@link InvalidRequestError}, {@link AuthenticationError}, {@link PermissionDeniedError}, {@link PayloadTooLargeError}, {@link RateLimitError}, {@link QuotaExceededError}, {@link InternalServerError}, {@link ServiceUnavailableError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  search(params: SearchRequest, options?: RequestOptions): PagePromise<SearchResult, SearchPage>;
  /**
   * Checks that the API is up (`GET /health`, no authentication).
   * @param options - Per-call options.
   * @returns `{ status: "ok", version }`.
   * @throws {@link ServiceUnavailableError} when the API is down or in maintenance (`503`).
   * @throws {@link RateLimitError}, {@link ConnectionError} or {@link TimeoutError}.
   */
  health(options?: RequestOptions): Promise<Health>;
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** Codes of failures that happen before an HTTP response arrives. */
export type ClientErrorCode = 'connection_error' | 'timeout';

/** What an error is built from; exposed for tests that construct errors. */
export interface MnemoraErrorInit {
  /** The API error code (possibly one newer than this SDK), or a client error code. */
  code: ErrorCode | ClientErrorCode | (string & {});
  /** The HTTP status, or `null` when no response arrived. */
  status: number | null;
  /** The `X-Request-Id` of the failed request, or `null` when no response arrived. */
  requestId: string | null;
  /** The invalid fields, when the API reported any. */
  details?: ErrorDetail[];
  /** Seconds to wait before retrying, from `Retry-After`. */
  retryAfter?: number;
  /** The underlying error (for example a network error). */
  cause?: unknown;
}

/**
 * The base class of every error the SDK throws. Branch on the subclass or on `code`, never on `message`.
 *
 * @example
 * ```ts
 * try {
 *   await client.memories.get("mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4");
 * } catch (err) {
 *   if (err instanceof NotFoundError) console.log(`gone (request ${err.requestId})`);
 *   else throw err;
 * }
 * ```
 */
export declare class MnemoraError extends Error {
  /**
   * Builds an error. The SDK does this for you; construct errors yourself only in tests.
   * @param message - The human-readable message.
   * @param init - Code, status, request id and details.
   */
  constructor(message: string, init: MnemoraErrorInit);
  /**
   * The stable error code, for example `"validation_failed"`, or `"connection_error"`/`"timeout"` when no response arrived.
   * A code added to the API after this SDK version arrives as a plain `MnemoraError` with that code: handle it by `status`.
   */
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  /** The HTTP status, or `null` when no response arrived. */
  readonly status: number | null;
  /** The request id (`req_…`) from `X-Request-Id`; quote it to support. `null` when no response arrived. */
  readonly requestId: string | null;
  /** One entry per invalid field (`field`, `issue`); empty when the API sent none. */
  readonly details: ErrorDetail[];
  /** Whether retrying the same call can succeed (`429`, `500`, `503`, connection errors, timeouts). */
  readonly retryable: boolean;
}

/** `400 invalid_request`: the request is malformed. Not retryable. */
export declare class InvalidRequestError extends MnemoraError {
  /** Always `"invalid_request"`. */
  override readonly code: 'invalid_request';
  /** Always `400`. */
  override readonly status: 400;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `422 validation_failed`: fields break the contract; see `details`. Not retryable. */
export declare class ValidationError extends MnemoraError {
  /** Always `"validation_failed"`. */
  override readonly code: 'validation_failed';
  /** Always `422`. */
  override readonly status: 422;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `401 unauthenticated`: the API key is missing, malformed or revoked. Not retryable. */
export declare class AuthenticationError extends MnemoraError {
  /** Always `"unauthenticated"`. */
  override readonly code: 'unauthenticated';
  /** Always `401`. */
  override readonly status: 401;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `403 permission_denied`: the key lacks a permission. Not retryable. */
export declare class PermissionDeniedError extends MnemoraError {
  /** Always `"permission_denied"`. */
  override readonly code: 'permission_denied';
  /** Always `403`. */
  override readonly status: 403;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `404 not_found`: the memory or key does not exist in your organisation. Not retryable. */
export declare class NotFoundError extends MnemoraError {
  /** Always `"not_found"`. */
  override readonly code: 'not_found';
  /** Always `404`. */
  override readonly status: 404;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `409 version_conflict` or `409 idempotency_key_reused`. Not retryable as is: re-read the memory, or use a new idempotency key. */
export declare class ConflictError extends MnemoraError {
  /** `"version_conflict"` or `"idempotency_key_reused"`. */
  override readonly code: 'version_conflict' | 'idempotency_key_reused';
  /** Always `409`. */
  override readonly status: 409;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `413 payload_too_large`: the body is larger than 1 MiB. Not retryable. */
export declare class PayloadTooLargeError extends MnemoraError {
  /** Always `"payload_too_large"`. */
  override readonly code: 'payload_too_large';
  /** Always `413`. */
  override readonly status: 413;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `429 rate_limited`: too many requests in the current window. Retryable after `retryAfter` seconds. */
export declare class RateLimitError extends MnemoraError {
  /** Always `"rate_limited"`. */
  override readonly code: 'rate_limited';
  /** Always `429`. */
  override readonly status: 429;
  /** The request id (`req_…`). */
  override readonly requestId: string;
  /** Seconds to wait before retrying, from the `Retry-After` header. */
  readonly retryAfter: number;
}

/** `429 quota_exceeded`: a plan quota is used up. Retrying succeeds only after `retryAfter` seconds, when the quota resets. */
export declare class QuotaExceededError extends MnemoraError {
  /** Always `"quota_exceeded"`. */
  override readonly code: 'quota_exceeded';
  /** Always `429`. */
  override readonly status: 429;
  /** The request id (`req_…`). */
  override readonly requestId: string;
  /** Seconds until the quota resets, from the `Retry-After` header. */
  readonly retryAfter: number;
}

/** `500 internal_error`: an unexpected error on Mnemora's side. Retryable with backoff. */
export declare class InternalServerError extends MnemoraError {
  /** Always `"internal_error"`. */
  override readonly code: 'internal_error';
  /** Always `500`. */
  override readonly status: 500;
  /** The request id (`req_…`). */
  override readonly requestId: string;
}

/** `503 service_unavailable`: the API is overloaded or in maintenance. Retryable after `retryAfter` seconds. */
export declare class ServiceUnavailableError extends MnemoraError {
  /** Always `"service_unavailable"`. */
  override readonly code: 'service_unavailable';
  /** Always `503`. */
  override readonly status: 503;
  /** The request id (`req_…`). */
  override readonly requestId: string;
  /** Seconds to wait before retrying, from the `Retry-After` header. */
  readonly retryAfter: number;
}

/** The API could not be reached (DNS, TLS, connection reset). No HTTP status. Retryable. */
export declare class ConnectionError extends MnemoraError {
  /** Always `"connection_error"`. */
  override readonly code: 'connection_error';
  /** Always `null`: no response arrived. */
  override readonly status: null;
  /** Always `null`: no response arrived. */
  override readonly requestId: null;
}

/** An attempt took longer than `timeoutMs`. No HTTP status. Retryable. */
export declare class TimeoutError extends MnemoraError {
  /** Always `"timeout"`. */
  override readonly code: 'timeout';
  /** Always `null`: no response arrived. */
  override readonly status: null;
  /** Always `null`: no response arrived. */
  override readonly requestId: null;
}
