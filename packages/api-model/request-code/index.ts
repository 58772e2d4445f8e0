/**
 * The code that makes one API request, in cURL, TypeScript (the `@mnemora/sdk` client) and Python
 * (the `mnemora` package): the API reference's example requests, rendered from the contract while
 * the site builds (src/lib/api-reference-tree.ts), and the request console's code, rendered in the
 * browser from what the reader typed (src/components/TryIt). One renderer for both, so the code a
 * reader copies from the console is the code the sample checks (scripts/check-samples.ts) run.
 * Browser-safe: it imports nothing from Node.
 */
import {apiBaseUrl} from '../../../config/platform';

// ---------------------------------------------------------------------------------------------
// How each operation is called from the SDKs, which group (page section) it belongs to, and which
// optional parameters its example request shows.
// ---------------------------------------------------------------------------------------------
// Each group is one reference page's operations (docs/api/endpoints/): memory, search,
// keys-and-usage (API keys, usage, health) and change-stream.
export const GROUPS = ['memories', 'search', 'keys', 'changes'] as const;
export type Group = (typeof GROUPS)[number];

interface SdkCallBase {
  /** The group (page section) the operation is listed in. */
  readonly file: Group;
  /** Optional parameters the example request shows (required ones are always shown). */
  readonly params: readonly string[];
  /** The method of the TypeScript and the Python client. */
  readonly ts: string;
  readonly py: string;
}
/** An operation whose call returns nothing worth printing. */
interface SdkCallWithoutResult extends SdkCallBase {
  readonly result: null;
  readonly stream?: undefined;
  readonly iterate?: undefined;
  readonly print?: undefined;
}
/**
 * An operation whose result the sample names (`result`) and prints (`print`, paths into it), for
 * each item of its `data` when `iterate` names the item; a `stream` calls back per event instead.
 */
interface SdkCallWithResult extends SdkCallBase {
  readonly result: string;
  readonly print: readonly string[];
  readonly iterate?: string;
  readonly stream?: boolean;
}
export type SdkCall = SdkCallWithoutResult | SdkCallWithResult;

export const SDK_CALLS: Readonly<Record<string, SdkCall>> = {
  createMemory: {
    file: 'memories',
    params: ['Idempotency-Key'],
    ts: 'memories.create',
    py: 'memories.create',
    result: 'memory',
    print: ['id', 'version'],
  },
  batchCreateMemories: {
    file: 'memories',
    params: [],
    ts: 'memories.batchCreate',
    py: 'memories.batch_create',
    result: 'batch',
    print: ['data.length', 'errors.length'],
  },
  listMemories: {
    file: 'memories',
    params: ['project_id', 'tag', 'limit'],
    ts: 'memories.list',
    py: 'memories.list',
    result: 'page',
    iterate: 'memory',
    print: ['id', 'content'],
  },
  getMemory: {
    file: 'memories',
    params: [],
    ts: 'memories.get',
    py: 'memories.get',
    result: 'memory',
    print: ['content', 'version'],
  },
  updateMemory: {
    file: 'memories',
    params: ['If-Match'],
    ts: 'memories.update',
    py: 'memories.update',
    result: 'memory',
    print: ['version'],
  },
  deleteMemory: {file: 'memories', params: ['If-Match'], ts: 'memories.delete', py: 'memories.delete', result: null},
  bulkDeleteMemories: {
    file: 'memories',
    params: [],
    ts: 'memories.bulkDelete',
    py: 'memories.bulk_delete',
    result: 'result',
    print: ['deleted', 'dry_run'],
  },
  searchMemories: {
    file: 'search',
    params: [],
    ts: 'search',
    py: 'search',
    result: 'results',
    iterate: 'result',
    print: ['score', 'memory.content'],
  },
  listApiKeys: {
    file: 'keys',
    params: [],
    ts: 'keys.list',
    py: 'keys.list',
    result: 'keys',
    iterate: 'key',
    print: ['name', 'prefix'],
  },
  createApiKey: {
    file: 'keys',
    params: [],
    ts: 'keys.create',
    py: 'keys.create',
    result: 'key',
    print: ['id', 'secret'],
  },
  revokeApiKey: {file: 'keys', params: [], ts: 'keys.revoke', py: 'keys.revoke', result: null},
  getUsage: {
    file: 'keys',
    params: [],
    ts: 'usage.get',
    py: 'usage.get',
    result: 'usage',
    print: ['memories_stored', 'limits.memories_max'],
  },
  streamChanges: {
    file: 'changes',
    params: ['user_id'],
    ts: 'changes.subscribe',
    py: 'changes.subscribe',
    result: 'subscription',
    stream: true,
    print: ['type', 'memory_id'],
  },
  getHealth: {file: 'keys', params: [], ts: 'health', py: 'health', result: 'health', print: ['status', 'version']},
};

const HEADER_OPTIONS: Readonly<Record<string, {ts: string; py: string; value: (v: unknown) => unknown}>> = {
  'Idempotency-Key': {ts: 'idempotencyKey', py: 'idempotency_key', value: (v) => v},
  'If-Match': {ts: 'ifMatch', py: 'if_match', value: (v) => Number(String(v).replace(/"/g, ''))},
  // A stream's resume point: in TypeScript one of the subscription's handlers, in Python a keyword.
  'Last-Event-ID': {ts: 'lastEventId', py: 'last_event_id', value: (v) => v},
};

/** A contract element or a request the renderers cannot turn into code; the message says which. */
export class RenderError extends Error {}
export function fail(where: string, what: string): never {
  throw new RenderError(`Cannot render ${where}: ${what}`);
}

/** The anchor of an operation's section on a reference page: its operationId in kebab case. */
export const anchorOf = (operationId: string): string =>
  operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();

/** The operation a request goes to. */
export interface RequestTarget {
  method: string;
  path: string;
  operationId: string;
}

/** The values a request sends: by parameter location, and its body (`undefined`: no body). */
export interface RequestValues {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

// ---------------------------------------------------------------------------------------------
// Literals
// ---------------------------------------------------------------------------------------------
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A JSON value as a TypeScript literal, on one line when short. */
function tsLiteral(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object') && JSON.stringify(value).length < 60) {
      return `[${value.map((v) => tsLiteral(v)).join(', ')}]`;
    }
    const inner = indent + '  ';
    return `[\n${value.map((v) => `${inner}${tsLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (IDENT.test(k) ? k : JSON.stringify(k));
    const flat = `{ ${entries.map(([k, v]) => `${key(k)}: ${tsLiteral(v)}`).join(', ')} }`;
    if (flat.length <= 60 && !flat.includes('\n')) return flat;
    const inner = indent + '  ';
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${tsLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
/** A JSON value as a Python literal, on one line when short. */
function pyLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object') && JSON.stringify(value).length < 60) {
      return `[${value.map((v) => pyLiteral(v)).join(', ')}]`;
    }
    const inner = indent + '    ';
    return `[\n${value.map((v) => `${inner}${pyLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const flat = `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v)}`).join(', ')}}`;
    if (flat.length < 70 && !flat.includes('\n')) return flat;
    const inner = indent + '    ';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pyLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
const shellSingleQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

// ---------------------------------------------------------------------------------------------
// Renderers
// ---------------------------------------------------------------------------------------------
/**
 * The URL a request goes to: the base URL (the API's, or live mode's gateway in the console), the
 * path with its parameters, the query (arrays repeated).
 */
export function requestUrl(op: RequestTarget, sample: RequestValues, base: string = apiBaseUrl): string {
  let url = base + op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(sample.pathParams[n])));
  const qs: string[] = [];
  for (const [k, v] of Object.entries(sample.query)) {
    for (const one of Array.isArray(v) ? v : [v])
      qs.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(one))}`);
  }
  if (qs.length) url += `?${qs.join('&')}`;
  return url;
}

export function renderCurl(op: RequestTarget, spec: SdkCall, sample: RequestValues, secured: boolean): string {
  const url = requestUrl(op, sample);
  const lines: string[] = [];
  const first = ['curl'];
  if (spec.stream) first.push('-N');
  if (!['get', 'post'].includes(op.method) || (op.method === 'post' && sample.body === undefined))
    first.push(`-X ${op.method.toUpperCase()}`);
  // A URL with a query string is quoted, so the shell does not read its `&` and `?`.
  first.push(url.includes('?') ? `"${url}"` : url);
  lines.push(first.join(' '));
  if (secured) lines.push(`-H "Authorization: Bearer $MNEMORA_API_KEY"`);
  if (sample.body !== undefined) lines.push(`-H "Content-Type: application/json"`);
  for (const [k, v] of Object.entries(sample.headers)) {
    const h = `${k}: ${String(v)}`;
    lines.push(h.includes('"') ? `-H ${shellSingleQuote(h)}` : `-H "${h}"`);
  }
  if (sample.body !== undefined)
    lines.push(`-d ${shellSingleQuote(JSON.stringify(sample.body, null, 2).replace(/\n/g, '\n  '))}`);
  return lines.join(' \\\n  ');
}

function accessor(base: string, pathExpr: string): string {
  return `${base}.${pathExpr}`;
}

export function renderTs(op: RequestTarget, spec: SdkCall, sample: RequestValues): string {
  const args: string[] = [];
  const pathValues = Object.values(sample.pathParams);
  args.push(...pathValues.map((v) => JSON.stringify(v)));
  if (Object.keys(sample.query).length) args.push(tsLiteral(sample.query));
  if (sample.body !== undefined) args.push(tsLiteral(sample.body));
  const opts = Object.entries(sample.headers).map(([k, v]) => {
    const h = HEADER_OPTIONS[k] ?? fail(`${op.operationId}`, `no SDK option for header ${k}`);
    return `${h.ts}: ${JSON.stringify(h.value(v))}`;
  });
  const lines = ['import { Mnemora } from "@mnemora/sdk";', '', 'const client = new Mnemora();'];
  if (spec.stream) {
    // A stream's options travel with its handlers.
    args.push(
      `{\n  onEvent: (event) => console.log(${spec.print.map((p) => accessor('event', p)).join(', ')}),\n  onError: (error) => console.error(error.code, error.message),\n${opts.map((o) => `  ${o},\n`).join('')}}`,
    );
  } else if (opts.length) args.push(`{ ${opts.join(', ')} }`);
  const call = `client.${spec.ts}(${args.join(', ')})`;
  if (spec.result === null) {
    lines.push(`await ${call};`);
  } else if (spec.stream) {
    lines.push(`const ${spec.result} = ${call};`);
    lines.push('', '// Later, to stop receiving events:', `// ${spec.result}.close();`);
  } else {
    lines.push(`const ${spec.result} = await ${call};`);
    const {iterate} = spec;
    if (iterate) {
      lines.push(
        `for (const ${iterate} of ${spec.result}.data) {`,
        `  console.log(${spec.print.map((p) => accessor(iterate, p)).join(', ')});`,
        '}',
      );
    } else {
      lines.push(`console.log(${spec.print.map((p) => accessor(spec.result, p)).join(', ')});`);
    }
  }
  return lines.join('\n');
}

export function renderPy(op: RequestTarget, spec: SdkCall, sample: RequestValues): string {
  const args: string[] = [];
  args.push(...Object.values(sample.pathParams).map((v) => JSON.stringify(v)));
  const kw: Record<string, unknown> = {...sample.query};
  if (sample.body !== undefined) {
    if (!sample.body || typeof sample.body !== 'object' || Array.isArray(sample.body))
      fail(String(op.operationId), 'a request body that is not an object cannot become Python keyword arguments');
    Object.assign(kw, sample.body);
  }
  for (const [k, v] of Object.entries(sample.headers)) {
    const h = HEADER_OPTIONS[k] ?? fail(String(op.operationId), `no SDK option for header ${k}`);
    kw[h.py] = h.value(v);
  }
  for (const [k, v] of Object.entries(kw)) args.push(`${k}=${pyLiteral(v, '    ')}`);
  const oneLine = `client.${spec.py}(${args.join(', ')})`;
  const call =
    oneLine.length <= 72 && !oneLine.includes('\n')
      ? oneLine
      : `client.${spec.py}(\n${args.map((a) => `    ${a},`).join('\n')}\n)`;
  const pyPath = (base: string, p: string) =>
    `${base}.${p}`.replace(/\.length$/, '').replace(/^(.*)\.(data|errors)$/, 'len($1.$2)');
  const lines = ['from mnemora import Mnemora', '', 'client = Mnemora()'];
  if (spec.result === null) lines.push(call);
  else if (spec.stream) {
    lines.push(`for event in ${call}:`, `    print(${spec.print.map((p) => pyPath('event', p)).join(', ')})`);
  } else {
    lines.push(`${spec.result} = ${call}`);
    const {iterate} = spec;
    if (iterate)
      lines.push(
        `for ${iterate} in ${spec.result}.data:`,
        `    print(${spec.print.map((p) => pyPath(iterate, p)).join(', ')})`,
      );
    else lines.push(`print(${spec.print.map((p) => pyPath(spec.result, p)).join(', ')})`);
  }
  return lines.join('\n');
}
