/**
 * The request console's offline API: answers a request from the contract alone, in the page, so
 * no request leaves it. A success is the operation's response example shaped by the request
 * (the fields the reader sent echoed back, fresh ids and timestamps for what it creates, the path's
 * id for what it reads); a rehearsed failure is one of the operation's declared responses exactly
 * as the contract gives it. Every answer carries the headers its response declares. A request that
 * breaks the contract, sent anyway, gets the answer the API gives it: 400, 413 or 422 with the
 * violations. tests/unit/try-it.test.ts validates every answer against the contract's schemas.
 */
import {apiBaseUrl} from '../../../config/platform';
import type {ConsoleModel, ConsoleOperation, ConsoleResponse} from '../../plugins/try-it/model';
import type {RequestValues} from '../../../packages/api-model/request-code';
import {violationField, type CheckedRequest, type Violation} from './request';

/** A response the reader can ask for: the success, or one declared failure (status and example). */
export interface Scenario {
  id: string;
  status: string;
  /** Index into the response's examples. */
  example: number;
  /** The error code the example carries (`version_conflict`), or "" for a success. */
  code: string;
  summary: string;
}

export interface MockResponse {
  status: number;
  headers: [string, string][];
  /** Parsed JSON body, or the text of a non-JSON body (an event stream); undefined for none. */
  body?: unknown;
  contentType?: string;
}

/** Rate-limit state across sends in one console, so `RateLimit-Remaining` counts down. */
export interface MockState {
  sent: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

const ALPHANUMERIC = Array.from({length: 36}, (_, i) => i.toString(36).toUpperCase())
  .filter((c) => !['I', 'L', 'O', 'U'].includes(c))
  .join('');
/** Random uppercase alphanumerics (the ULID alphabet: no I, L, O or U), as the API's ids use. */
function randomId(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}
/** A fresh id shaped like an example id: same prefix (`mem_`), same length. */
function freshId(like: string): string {
  const m = /^([a-z]+_)([0-9A-Za-z]+)$/.exec(like);
  return m?.[1] && m[2] ? m[1] + randomId(m[2].length) : like;
}
const now = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The success (one per example) and every declared failure of an operation, in the contract's order. */
export function scenariosOf(op: ConsoleOperation): Scenario[] {
  const out: Scenario[] = [];
  for (const r of op.responses) {
    const success = r.status.startsWith('2');
    // The first success the operation declares, with each of its examples.
    if (success && out.some((s) => s.code === '' && s.status !== r.status)) continue;
    const examples = r.examples.length ? r.examples : [{summary: '', value: undefined}];
    examples.forEach((ex, i) => {
      const error = isRecord(ex.value) && isRecord(ex.value.error) ? ex.value.error : undefined;
      const code = typeof error?.code === 'string' ? error.code : '';
      out.push({id: `${r.status}-${i}`, status: r.status, example: i, code: success ? '' : code, summary: ex.summary});
    });
  }
  return out;
}

function responseOf(op: ConsoleOperation, status: string): ConsoleResponse {
  const r = op.responses.find((x) => x.status === status);
  if (!r) throw new Error(`${op.operationId} declares no ${status} response`);
  return r;
}

/** The value of a declared header for this answer. */
function headerValue(
  model: ConsoleModel,
  name: string,
  ctx: {requestId: string; status: number; state: MockState; body: unknown; location?: string},
): string | undefined {
  const example = model.headers[name]?.example;
  switch (name) {
    case 'X-Request-Id':
      return ctx.requestId;
    case 'RateLimit-Remaining': {
      if (ctx.status === 429) return '0';
      const limit = Number(model.headers['RateLimit-Limit']?.example ?? 600);
      return String(Math.max(0, limit - ctx.state.sent));
    }
    case 'ETag':
      return isRecord(ctx.body) && typeof ctx.body.version === 'number' ? `"${ctx.body.version}"` : undefined;
    case 'Location':
      return ctx.location;
    default:
      return example === undefined ? undefined : String(example);
  }
}

function headersFor(
  model: ConsoleModel,
  response: ConsoleResponse,
  ctx: Parameters<typeof headerValue>[2],
): [string, string][] {
  const out: [string, string][] = [];
  if (response.contentType)
    out.push([
      'Content-Type',
      response.contentType === 'application/json' ? 'application/json; charset=utf-8' : response.contentType,
    ]);
  for (const {name} of response.headers) {
    const value = headerValue(model, name, ctx);
    if (value !== undefined) out.push([name, value]);
  }
  return out;
}

/** Writes the request's own values into the example: what it sends comes back. */
function shapeSuccess(
  op: ConsoleOperation,
  response: ConsoleResponse,
  example: unknown,
  request: RequestValues,
): unknown {
  const body = clone(example);
  if (!isRecord(body)) return body;
  const created = response.status === '201';
  // Fields the reader sent, where the response has the same field of the same kind.
  if (isRecord(request.body)) {
    for (const [k, v] of Object.entries(request.body)) {
      if (!(k in body)) continue;
      const before = body[k];
      const sameKind =
        Array.isArray(before) === Array.isArray(v) && (before === null || v === null || typeof before === typeof v);
      if (sameKind && k !== 'id') body[k] = clone(v);
    }
  }
  // The resource the path names.
  for (const [name, value] of Object.entries(request.pathParams)) {
    if (typeof value === 'string' && value !== '' && typeof body.id === 'string' && name.endsWith('_id'))
      body.id = value;
  }
  // A write: a new version after `If-Match`, the time of the change.
  const ifMatch = request.headers['If-Match'];
  if (op.method === 'patch' && typeof body.version === 'number') {
    const sent = typeof ifMatch === 'string' ? Number(ifMatch.replace(/"/g, '')) : NaN;
    body.version = Number.isInteger(sent) && sent > 0 ? sent + 1 : body.version;
    if ('updated_at' in body) body.updated_at = now();
  }
  if (created) {
    if (typeof body.id === 'string') body.id = freshId(body.id);
    for (const k of ['created_at', 'updated_at']) if (typeof body[k] === 'string') body[k] = now();
  }
  // A list answers with at most `limit` items.
  const limit = request.query.limit;
  if (typeof limit === 'number' && Array.isArray(body.data) && limit >= 1) body.data = body.data.slice(0, limit);
  return body;
}

/** The English issue the API writes in `details[].issue` for a violated rule (the sandbox words its own checks with it too). */
export function issueOf(v: Violation): string {
  const p = v.params;
  switch (v.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'minLength':
      return Number(p.limit) === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(p.comparison)} ${String(p.limit)}`;
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'minProperties':
      return `must have at least ${String(p.limit)} keys`;
    case 'maxProperties':
      return `must have at most ${String(p.limit)} keys`;
    case 'uniqueItems':
      return 'must not repeat items';
    case 'pattern':
      return `must match ${String(p.pattern)}`;
    case 'format':
      return `must be a valid ${String(p.format)}`;
    case 'enum':
      return `must be one of ${Array.isArray(p.allowedValues) ? p.allowedValues.join(', ') : ''}`;
    case 'type':
      return `must be ${String(p.type)}`;
    case 'oneOf':
      return 'must match exactly one of the allowed shapes';
    case 'propertyNames':
      return 'has a key that is not allowed';
    case 'bodyRequired':
      return 'the request needs a JSON body';
    default:
      return `breaks the rule "${v.keyword}"`;
  }
}

/** The error envelope the API answers with, for a request id. */
export function envelope(
  code: string,
  status: number,
  message: string,
  requestId: string,
  details?: {field: string; issue: string}[],
) {
  return {error: {code, status, message, request_id: requestId, ...(details?.length ? {details} : {})}};
}

/**
 * The answer to a request. `checked` is the request as checked against the contract; when it
 * breaks it (and the reader sent it anyway) the answer is the API's, whatever scenario is picked.
 */
/**
 * What the JSON parser found, in the words of the API's error message (English, as the API
 * answers), by the parser's own error name, which the message does not show.
 */
const MALFORMED: Readonly<Record<string, string>> = {
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing brace } was expected',
  CloseBracketExpected: 'a closing bracket ] was expected',
  EndOfFileExpected: 'the JSON should end here',
  UnexpectedEndOfString: 'a string is not closed',
  InvalidNumberFormat: 'a number is not written as JSON writes numbers',
  UnexpectedEndOfNumber: 'a number is not written as JSON writes numbers',
  InvalidEscapeCharacter: 'an escape sequence in a string is not valid',
  InvalidUnicode: 'an escape sequence in a string is not valid',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
};

export function respond(
  model: ConsoleModel,
  op: ConsoleOperation,
  checked: CheckedRequest,
  scenario: Scenario,
  state: MockState,
): MockResponse {
  state.sent += 1;
  const requestId = `req_${randomId(26)}`;
  const declared = (s: string) => op.responses.some((r) => r.status === s);
  const errorAnswer = (
    status: string,
    code: string,
    message: string,
    details?: {field: string; issue: string}[],
  ): MockResponse => {
    const response = responseOf(op, status);
    const body = envelope(code, Number(status), message, requestId, details);
    return {
      status: Number(status),
      headers: headersFor(model, response, {requestId, status: Number(status), state, body}),
      body,
      contentType: response.contentType,
    };
  };

  // A request that breaks the contract gets the API's answer to it.
  const oversized = checked.violations.find((v) => v.keyword === 'maxBodyBytes');
  if (oversized && declared('413'))
    return errorAnswer(
      '413',
      'payload_too_large',
      `The request body is ${String(oversized.params.size)} bytes; the limit is ${String(oversized.params.limit)} bytes.`,
    );
  const fallback = declared('400') ? '400' : declared('422') ? '422' : undefined;
  if (checked.malformed && fallback)
    return errorAnswer(
      fallback,
      fallback === '400' ? 'invalid_request' : 'validation_failed',
      `The request body is not valid JSON: ${MALFORMED[checked.malformed.code] ?? 'a character is not allowed here'} (line ${checked.malformed.line}, column ${checked.malformed.column}).`,
    );
  const violations = checked.violations.filter((v) => v.keyword !== 'maxBodyBytes');
  if (violations.length > 0) {
    const paramLike = violations.every((v) => v.part.startsWith('path:') || v.part.startsWith('header:'));
    const status = paramLike && declared('400') ? '400' : declared('422') ? '422' : fallback;
    if (status) {
      const details = violations.map((v) => ({
        field: v.part === 'body' ? violationField(v) || '(body)' : v.part.slice(v.part.indexOf(':') + 1),
        issue: issueOf(v),
      }));
      return status === '422'
        ? errorAnswer(
            '422',
            'validation_failed',
            `${details.length} field${details.length === 1 ? '' : 's'} failed validation.`,
            details,
          )
        : errorAnswer(
            '400',
            'invalid_request',
            `A parameter or header is malformed: ${details.map((d) => d.field).join(', ')}.`,
            details,
          );
    }
  }

  const response = responseOf(op, scenario.status);
  const example = response.examples[scenario.example]?.value;
  const status = Number(scenario.status);
  if (scenario.code !== '' || !scenario.status.startsWith('2')) {
    // A declared failure, exactly as the contract gives it, with this answer's request id.
    const body = clone(example);
    if (isRecord(body) && isRecord(body.error) && 'request_id' in body.error) body.error.request_id = requestId;
    return {
      status,
      headers: headersFor(model, response, {requestId, status, state, body}),
      body,
      contentType: response.contentType,
    };
  }
  const body =
    response.contentType === 'application/json' ? shapeSuccess(op, response, example, checked.values) : example;
  const id = isRecord(body) && typeof body.id === 'string' ? body.id : undefined;
  const location = status === 201 && id ? `${apiBase(op)}/${encodeURIComponent(id)}` : undefined;
  return {
    status,
    headers: headersFor(model, response, {requestId, status, state, body, ...(location ? {location} : {})}),
    ...(body !== undefined ? {body} : {}),
    contentType: response.contentType,
  };
}

/** Where a created resource lives: under the operation's collection URL. */
function apiBase(op: ConsoleOperation): string {
  return `${apiBaseUrl}${op.path.replace(/\/+$/, '')}`;
}
