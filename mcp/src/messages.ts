/**
 * What the server checks in a message before the SDK's protocol layer sees it, on both transports
 * (./stdio.ts reads lines, ../http.ts request bodies). The SDK answers nothing for a line that is
 * not a JSON-RPC message, answers a request whose params break its schema with -32603 and the raw
 * zod issues, and overflows the stack on JSON nested a few thousand levels deep; here each of
 * those gets the JSON-RPC error the specification names, with a message a person can act on:
 *   - not JSON → -32700 (parse error), id null;
 *   - JSON that is not one JSON-RPC message (`null`, `{}`, `[]`, a number) → -32600 (invalid
 *     request), id null unless the message carries a usable id;
 *   - nested deeper than `maxDepth` → -32600, or -32602 (invalid params) for a request, whose id is known;
 *   - a request of a method this server answers whose params break that method's schema (the SDK's
 *     own, so the two cannot disagree) → -32602 naming each wrong field.
 */
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * The deepest nesting of arrays and objects accepted in one message. The envelope of a tool call
 * takes four levels (`params.arguments.body`) and the API's deepest request body a handful more.
 */
export const maxDepth = 64;

/** A JSON-RPC error response, ready to send. */
export interface ErrorAnswer {
  readonly jsonrpc: '2.0';
  readonly id: string | number | null;
  readonly error: {readonly code: number; readonly message: string};
}

export type Checked =
  {readonly messages: readonly JSONRPCMessage[]; readonly batch: boolean} | {readonly error: ErrorAnswer};

const errorAnswer = (id: string | number | null, code: number, message: string): {error: ErrorAnswer} => ({
  error: {jsonrpc: '2.0', id, error: {code, message}},
});

/** The methods this server answers, each with the SDK's schema of its request. */
const requestSchemas = new Map(
  [
    InitializeRequestSchema,
    PingRequestSchema,
    ListToolsRequestSchema,
    CallToolRequestSchema,
    ListResourcesRequestSchema,
    ListResourceTemplatesRequestSchema,
    ReadResourceRequestSchema,
  ].map((schema) => [schema.shape.method.value as string, schema]),
);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message's id when it is one JSON-RPC allows (a string or a number), else null. */
function idOf(value: unknown): string | number | null {
  const id = isObject(value) ? value.id : undefined;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** True when `value` nests arrays and objects deeper than `limit`; iterative, so any depth is measured safely. */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node))
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

const kind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;

/** `params.name: expected string, received undefined`, for each issue. */
function issuesOf(issues: ReadonlyArray<{path: PropertyKey[]; message: string}>): string {
  return issues
    .map((i) => `${i.path.map(String).join('.') || 'the message'}: ${i.message.replace(/^Invalid input: /, '')}`)
    .join('; ');
}

/** One JSON value received (a line over stdio, a request body over HTTP) checked as a message. */
function checkOne(value: unknown): {message: JSONRPCMessage} | {error: ErrorAnswer} {
  if (!isObject(value))
    return errorAnswer(
      null,
      ErrorCode.InvalidRequest,
      `Invalid Request: a JSON-RPC message is an object with "jsonrpc": "2.0", not ${kind(value)}`,
    );
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (!parsed.success) {
    const what =
      value.jsonrpc !== '2.0'
        ? `"jsonrpc" must be "2.0" (got ${JSON.stringify(value.jsonrpc) ?? 'nothing'})`
        : 'expected a request ("method" and "id"), a notification ("method") or a response ("id" and "result" or "error")';
    return errorAnswer(idOf(value), ErrorCode.InvalidRequest, `Invalid Request: ${what}`);
  }
  const message = parsed.data;
  if ('method' in message && 'id' in message) {
    const schema = requestSchemas.get(message.method);
    const checked = schema?.safeParse(message);
    if (checked && !checked.success)
      return errorAnswer(
        message.id,
        ErrorCode.InvalidParams,
        `Invalid params for ${message.method}: ${issuesOf(checked.error.issues)}`,
      );
  }
  return {message};
}

/**
 * Checks a parsed JSON value. `batches`: whether an array of messages is accepted (HTTP, as the
 * SDK's transport does for clients of protocol 2025-03-26; stdio takes one message a line).
 */
function checkMessage(value: unknown, {batches}: {readonly batches: boolean}): Checked {
  if (deeperThan(value, maxDepth)) {
    const request = isObject(value) && typeof value.method === 'string' && idOf(value) !== null;
    return errorAnswer(
      idOf(value),
      request ? ErrorCode.InvalidParams : ErrorCode.InvalidRequest,
      `${request ? 'Invalid params' : 'Invalid Request'}: JSON nested more than ${maxDepth} levels deep, which no tool of this server takes`,
    );
  }
  if (Array.isArray(value)) {
    if (!batches)
      return errorAnswer(
        null,
        ErrorCode.InvalidRequest,
        'Invalid Request: send one JSON-RPC message per line; batches (arrays) are not part of MCP since protocol 2025-06-18',
      );
    if (value.length === 0)
      return errorAnswer(null, ErrorCode.InvalidRequest, 'Invalid Request: an empty batch ([]) holds no message');
    const messages: JSONRPCMessage[] = [];
    for (const [i, item] of value.entries()) {
      const one = checkOne(item);
      if ('error' in one)
        return {
          error: {...one.error, error: {...one.error.error, message: `batch item ${i}: ${one.error.error.message}`}},
        };
      messages.push(one.message);
    }
    return {messages, batch: true};
  }
  const one = checkOne(value);
  return 'error' in one ? one : {messages: [one.message], batch: false};
}

/** Parses and checks one message's text (a stdio line, an HTTP body). */
export function parseMessage(text: string, options: {readonly batches: boolean}): Checked {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return errorAnswer(
      null,
      ErrorCode.ParseError,
      `Parse error: not JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return checkMessage(value, options);
}
