// Renders the API reference from the contract (any locale's: pass localizedContract(locale) from
// ./localized-contract.ts) as MDX: one section per operation, laid out by the components of
// src/components/ApiReference, which also render every label (their messages are in code.json).
// The site renders it while it builds (src/remark/api-reference.ts replaces `<ApiReference group="…" />`
// in a page with a group's operations or, for `group="error-codes"`, the error codes table); the
// sample checks (scripts/check-samples.ts), the Markdown twins (src/plugins/llms-txt) and the docs
// MCP server (mcp/src/contract-source.ts) read the same output, so what they check is what the page shows.
// Fails loudly on a contract element it cannot render or an operation without an SDK mapping below.
import {apiBaseUrl, deref, listOperations} from './contract';

// ---------------------------------------------------------------------------------------------
// The parts of an OpenAPI 3.1 document the renderer reads. Only what it renders is described;
// anything else in the contract is refused at render time (checkKeys, the operation field check),
// so these types and the renderer's checks describe the same subset. Type aliases (not interfaces),
// which are assignable to and from `Record<string, unknown>`, the type other modules give a parsed contract.
// ---------------------------------------------------------------------------------------------

/** A JSON Schema of the contract, or a `$ref` to one (with the siblings 3.1 allows: default, description). */
type SchemaObject = {
  $ref?: string;
  type?: string | readonly string[];
  description?: string;
  title?: string;
  properties?: Readonly<Record<string, SchemaObject>>;
  required?: readonly string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  enum?: readonly unknown[];
  default?: unknown;
  examples?: readonly unknown[];
  example?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  propertyNames?: SchemaObject;
  oneOf?: readonly SchemaObject[];
  contentMediaType?: string;
  contentSchema?: SchemaObject;
  /** The error codes table, on the ErrorCode schema: code → its row. */
  'x-mnemora-error-codes'?: Readonly<Record<string, ErrorCodeRow>>;
};

/** One row of `x-mnemora-error-codes`. */
type ErrorCodeRow = {
  status?: number;
  meaning?: string;
  action?: string;
  retryable?: boolean;
  sdk_retry?: string;
};

/** A named example of a media type or a parameter. */
type ExampleObject = {summary?: string; value?: unknown};

/** A media type of a request or response body. */
type MediaTypeObject = {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Readonly<Record<string, ExampleObject>>;
};

/** A parameter, or a `$ref` to one. */
type ParameterObject = {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Readonly<Record<string, ExampleObject>>;
};

/** A request body, or a `$ref` to one. */
type RequestBodyObject = {$ref?: string; content?: Readonly<Record<string, MediaTypeObject>>};

/** A response, or a `$ref` to one. */
type ResponseObject = {$ref?: string; description?: string; content?: Readonly<Record<string, MediaTypeObject>>};

/** A security requirement: scheme name → scopes. An empty one (`{}`) makes security optional. */
type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

type OperationObject = {
  operationId?: string;
  tags?: readonly string[];
  summary?: string;
  description?: string;
  parameters?: readonly ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Readonly<Record<string, ResponseObject>>;
  security?: readonly SecurityRequirement[];
};

/** A path item: the operations by HTTP method, and the parameters they share. */
type PathItemObject = {$ref?: string; parameters?: readonly ParameterObject[]};

/** The bundled contract (openapi/mnemora.bundled.yaml, or a locale's), as the renderer reads it. */
export type ApiContract = {
  paths?: Readonly<Record<string, PathItemObject>>;
  security?: readonly SecurityRequirement[];
  components?: {schemas?: Readonly<Record<string, SchemaObject>>};
};

/** One operation of the contract, as listOperations (./contract.ts) lists them. */
type OperationEntry = {method: string; path: string; operation: OperationObject; pathItem: PathItemObject};

/**
 * The node a `$ref` points at (the node itself when it is not a reference). The contract is parsed
 * YAML that the linter checked: a reference stands for a node of the kind it replaces (a
 * parameter's `$ref` for a parameter, …), which is what the assertion says; what the renderer
 * cannot render in the node it finds fails in checkKeys and the checks below.
 */
function resolve<T extends object>(contract: ApiContract, node: T): T {
  return deref(contract, node) as T;
}

// ---------------------------------------------------------------------------------------------
// How each operation is called from the SDKs, which group (page section) it belongs to, and which
// optional parameters its example request shows.
// ---------------------------------------------------------------------------------------------
/** The groups a page can ask for with `<ApiReference group="…" />`. */
export const GROUPS = ['memories', 'search', 'platform'] as const;
type Group = (typeof GROUPS)[number];

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
type SdkCall = SdkCallWithoutResult | SdkCallWithResult;

const OPERATIONS: Readonly<Record<string, SdkCall>> = {
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
    file: 'platform',
    params: [],
    ts: 'keys.list',
    py: 'keys.list',
    result: 'keys',
    iterate: 'key',
    print: ['name', 'prefix'],
  },
  createApiKey: {
    file: 'platform',
    params: [],
    ts: 'keys.create',
    py: 'keys.create',
    result: 'key',
    print: ['id', 'secret'],
  },
  revokeApiKey: {file: 'platform', params: [], ts: 'keys.revoke', py: 'keys.revoke', result: null},
  getUsage: {
    file: 'platform',
    params: [],
    ts: 'usage.get',
    py: 'usage.get',
    result: 'usage',
    print: ['memories_stored', 'limits.memories_max'],
  },
  streamChanges: {
    file: 'platform',
    params: ['user_id'],
    ts: 'changes.subscribe',
    py: 'changes.subscribe',
    result: 'subscription',
    stream: true,
    print: ['type', 'memory_id'],
  },
  getHealth: {file: 'platform', params: [], ts: 'health', py: 'health', result: 'health', print: ['status', 'version']},
};

const HEADER_OPTIONS: Readonly<Record<string, {ts: string; py: string; value: (v: unknown) => unknown}>> = {
  'Idempotency-Key': {ts: 'idempotencyKey', py: 'idempotency_key', value: (v) => v},
  'If-Match': {ts: 'ifMatch', py: 'if_match', value: (v) => Number(String(v).replace(/"/g, ''))},
};

export class RenderError extends Error {}
function fail(where: string, what: string): never {
  throw new RenderError(`Cannot render ${where}: ${what}`);
}

// ---------------------------------------------------------------------------------------------
// MDX helpers
// ---------------------------------------------------------------------------------------------
const kebab = (s: string): string =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
/** Makes contract prose safe for MDX: escapes `{`, `}` and `<` outside code spans. */
function mdx(text: string | null | undefined, {inline = false}: {inline?: boolean} = {}): string {
  if (text == null) return '';
  const parts = String(text)
    .trim()
    .split(/(`+[^`]*`+)/g);
  let out = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('');
  if (inline) out = out.replace(/\s*\n\s*/g, ' ');
  return out;
}
/** A JSX attribute: a JSON string or value inside braces, so no quoting rule of MDX can bite. */
const attr = (name: string, value: unknown): string => (value === true ? name : `${name}={${JSON.stringify(value)}}`);
/** A JSX opening (or self-closing) tag; props that are undefined or false are left out. */
const tag = (name: string, props: Readonly<Record<string, unknown>>, selfClosing = false): string =>
  `<${[
    name,
    ...Object.entries(props)
      .filter(([, v]) => v !== undefined && v !== false)
      .map(([k, v]) => attr(k, v)),
  ].join(' ')}${selfClosing ? ' />' : '>'}`;
/** The last segment of a `$ref` (`#/components/schemas/Memory` → `Memory`). */
const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

// ---------------------------------------------------------------------------------------------
// Schema rendering
// ---------------------------------------------------------------------------------------------
const SCHEMA_KEYS = new Set([
  '$ref',
  'type',
  'description',
  'title',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'default',
  'examples',
  'example',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'oneOf',
  'contentMediaType',
  'contentSchema',
]);

function checkKeys(schema: SchemaObject, where: string): void {
  for (const key of Object.keys(schema)) {
    if (!SCHEMA_KEYS.has(key) && !key.startsWith('x-')) fail(where, `unsupported schema keyword "${key}"`);
  }
  if (schema.oneOf) {
    for (const branch of schema.oneOf) {
      const keys = Object.keys(branch).filter((k) => k !== 'title' && k !== 'description');
      if (keys.length !== 1 || keys[0] !== 'required')
        fail(where, 'oneOf is only rendered when every branch is `required: [...]`');
    }
  }
}

function types(schema: SchemaObject): readonly string[] {
  if (schema.type == null) return [];
  return typeof schema.type === 'string' ? [schema.type] : schema.type;
}

const SCALAR_TYPES = ['string', 'integer', 'number', 'boolean'];

/** A short, language-neutral type: string, integer, Memory, Tag[], string | null, object. */
function typeOf(contract: ApiContract, schema: SchemaObject, where: string): string {
  if (schema.$ref) {
    const target = resolve(contract, schema);
    const name = refName(schema.$ref);
    const t = types(target);
    const only = t.length === 1 ? t[0] : undefined;
    if (only === 'object') return name;
    if (only !== undefined && SCALAR_TYPES.includes(only)) return target.enum ? name : only;
    if (only === 'array') return typeOf(contract, target, `${where} (${name})`);
    fail(where, `$ref ${schema.$ref} has no single type`);
  }
  checkKeys(schema, where);
  const t = types(schema);
  if (t.length === 0) fail(where, 'schema without `type`');
  return t
    .map((one) => {
      if (one === 'array') {
        if (!schema.items) fail(where, 'array without `items`');
        return `${typeOf(contract, schema.items, `${where}[]`)}[]`;
      }
      if (![...SCALAR_TYPES, 'object', 'null'].includes(one)) fail(where, `unknown type "${one}"`);
      return one;
    })
    .join(' | ');
}

/**
 * One constraint of a schema as data the page words in its language (the `Constraints` of
 * src/components/ApiReference/index.tsx); `items` marks a constraint on each item of a list.
 */
type Constraint =
  | {kind: 'length' | 'range' | 'items' | 'keys'; min?: number; max?: number; items?: true}
  | {kind: 'pattern' | 'format' | 'keyPattern' | 'values' | 'default'; value: string; items?: true}
  | {kind: 'enum'; values: string[]; items?: true}
  | {kind: 'unique'; items?: true};

/** The constraints of one schema (see Constraint). */
function constraintsOf(contract: ApiContract, rawSchema: SchemaObject, where: string): Constraint[] {
  const schema = rawSchema.$ref ? resolve(contract, rawSchema) : rawSchema;
  checkKeys(schema, where);
  const out: Constraint[] = [];
  const range = (kind: 'length' | 'range' | 'items' | 'keys', min: number | undefined, max: number | undefined) => {
    if (min != null || max != null) out.push({kind, ...(min != null ? {min} : {}), ...(max != null ? {max} : {})});
  };
  range('length', schema.minLength, schema.maxLength);
  if (schema.pattern) out.push({kind: 'pattern', value: schema.pattern});
  if (schema.format) out.push({kind: 'format', value: schema.format});
  if (schema.enum) out.push({kind: 'enum', values: schema.enum.map((v) => String(v))});
  range('range', schema.minimum, schema.maximum);
  range('items', schema.minItems, schema.maxItems);
  if (schema.uniqueItems) out.push({kind: 'unique'});
  range('keys', schema.minProperties, schema.maxProperties);
  if (schema.propertyNames) {
    checkKeys(schema.propertyNames, `${where} (property names)`);
    if (schema.propertyNames.pattern) out.push({kind: 'keyPattern', value: schema.propertyNames.pattern});
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.push({kind: 'values', value: typeOf(contract, schema.additionalProperties, `${where}{}`)});
  }
  // A default written next to a $ref (`mode: {$ref: SearchMode, default: hybrid}`) belongs to the
  // property, not to the shared schema; it wins over a default of the referenced schema.
  const fallback = rawSchema.default !== undefined ? rawSchema.default : schema.default;
  if (fallback !== undefined) out.push({kind: 'default', value: JSON.stringify(fallback)});
  if (types(schema).includes('array') && schema.items && !isObject(contract, schema.items)) {
    for (const c of constraintsOf(contract, schema.items, `${where}[]`)) out.push({...c, items: true});
  }
  return out;
}

function isObject(contract: ApiContract, schema: SchemaObject): boolean {
  const s = schema.$ref ? resolve(contract, schema) : schema;
  return types(s).length === 1 && types(s)[0] === 'object' && !!s.properties;
}

/**
 * The properties of an object schema as nested `<ApiProperty>` elements: an object (or a list of
 * objects) holds its own properties in an `<ApiProperties>` block the reader can fold.
 */
function renderProperties(
  contract: ApiContract,
  rawSchema: SchemaObject,
  where: string,
  depth = 0,
  {nested = true}: {nested?: boolean} = {},
): string[] {
  if (depth > 6) fail(where, 'nesting deeper than 6 levels');
  const schema = rawSchema.$ref ? resolve(contract, rawSchema) : rawSchema;
  checkKeys(schema, where);
  if (!schema.properties) fail(where, 'object without `properties`');
  const required = new Set(schema.required ?? []);
  const out: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties)) {
    const at = `${where}.${name}`;
    const target = prop.$ref ? resolve(contract, prop) : prop;
    const description = prop.description ?? target.description ?? fail(at, 'property without description');
    const constraints = constraintsOf(contract, prop, at);
    out.push(
      tag('ApiProperty', {
        name,
        type: typeOf(contract, prop, at),
        required: required.has(name),
        constraints: constraints.length ? constraints : undefined,
      }),
      '',
      mdx(description),
      '',
    );
    let inner: {schema: SchemaObject; label: string} | null = null;
    if (isObject(contract, prop)) inner = {schema: prop, label: typeOf(contract, prop, at)};
    else if (types(target).includes('array') && target.items && isObject(contract, target.items))
      inner = {schema: target.items, label: typeOf(contract, target.items, `${at}[]`)};
    if (inner && nested) {
      out.push(
        tag('ApiProperties', {of: name}),
        '',
        ...renderProperties(contract, inner.schema, at, depth + 1),
        '</ApiProperties>',
        '',
      );
    }
    out.push('</ApiProperty>', '');
  }
  if (schema.oneOf)
    out.push(
      tag(
        'ApiExactlyOneOf',
        {fields: schema.oneOf.map((b) => (b.required ?? fail(where, 'oneOf branch without `required`')).join(' + '))},
        true,
      ),
      '',
    );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Example requests: cURL, TypeScript, Python
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

function exampleValueOf(param: ParameterObject, where: string): unknown {
  if (param.example !== undefined) return param.example;
  if (param.examples)
    return (Object.values(param.examples)[0] ?? fail(where, `parameter ${param.name} has no example`)).value;
  if (param.schema?.examples) return param.schema.examples[0];
  return fail(where, `parameter ${param.name} has no example`);
}

function firstExample(media: MediaTypeObject, where: string): unknown {
  if (media.examples) {
    const [first] = Object.values(media.examples);
    if (first?.value === undefined) fail(where, 'example without `value`');
    return first.value;
  }
  if (media.example !== undefined) return media.example;
  return fail(where, 'no example');
}

/** The values an operation's example request sends: by parameter location, and its body. */
interface Sample {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

/** The operation's parameters, its path item's first, each resolved. */
function parametersOf(contract: ApiContract, op: OperationEntry): ParameterObject[] {
  return [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])].map((p) => resolve(contract, p));
}

function buildSample(contract: ApiContract, op: OperationEntry, spec: SdkCall, where: string): Sample {
  const params = parametersOf(contract, op);
  const known = new Set(params.map((p) => p.name));
  for (const name of spec.params)
    if (!known.has(name)) fail(where, `sample parameter ${name} is not a parameter of the operation`);
  const chosen = params.filter((p) => p.required || (p.name !== undefined && spec.params.includes(p.name)));
  const pathParams: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  for (const p of chosen) {
    const value = exampleValueOf(p, `${where} parameter ${p.name}`);
    const name = String(p.name);
    if (p.in === 'path') pathParams[name] = value;
    else if (p.in === 'query') query[name] = value;
    else if (p.in === 'header') headers[name] = value;
    else fail(where, `parameter location ${p.in}`);
  }
  let body: unknown;
  if (op.operation.requestBody) {
    const rb = resolve(contract, op.operation.requestBody);
    const media = rb.content?.['application/json'] ?? fail(where, 'request body is not application/json');
    body = firstExample(media, `${where} request body`);
  }
  return {pathParams, query, headers, body};
}

function renderCurl(op: OperationEntry, spec: SdkCall, sample: Sample, secured: boolean): string {
  let url =
    apiBaseUrl + op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(sample.pathParams[n])));
  const qs: string[] = [];
  for (const [k, v] of Object.entries(sample.query)) {
    for (const one of Array.isArray(v) ? v : [v])
      qs.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(one))}`);
  }
  if (qs.length) url += `?${qs.join('&')}`;
  const lines: string[] = [];
  const first = ['curl'];
  if (spec.stream) first.push('-N');
  if (!['get', 'post'].includes(op.method) || (op.method === 'post' && sample.body === undefined))
    first.push(`-X ${op.method.toUpperCase()}`);
  first.push(qs.length ? `"${url}"` : url);
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

function renderTs(op: OperationEntry, spec: SdkCall, sample: Sample): string {
  const args: string[] = [];
  const pathValues = Object.values(sample.pathParams);
  args.push(...pathValues.map((v) => JSON.stringify(v)));
  if (Object.keys(sample.query).length) args.push(tsLiteral(sample.query));
  if (sample.body !== undefined) args.push(tsLiteral(sample.body));
  const opts = Object.entries(sample.headers).map(([k, v]) => {
    const h = HEADER_OPTIONS[k] ?? fail(`${op.operation.operationId}`, `no SDK option for header ${k}`);
    return `${h.ts}: ${JSON.stringify(h.value(v))}`;
  });
  if (opts.length) args.push(`{ ${opts.join(', ')} }`);
  const lines = ['import { Mnemora } from "@mnemora/sdk";', '', 'const client = new Mnemora();'];
  if (spec.stream) {
    args.push(
      `{\n  onEvent: (event) => console.log(${spec.print.map((p) => accessor('event', p)).join(', ')}),\n  onError: (error) => console.error(error.code, error.message),\n}`,
    );
  }
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

function renderPy(op: OperationEntry, spec: SdkCall, sample: Sample): string {
  const args: string[] = [];
  args.push(...Object.values(sample.pathParams).map((v) => JSON.stringify(v)));
  const kw: Record<string, unknown> = {...sample.query};
  if (sample.body !== undefined) {
    if (!sample.body || typeof sample.body !== 'object' || Array.isArray(sample.body))
      fail(
        String(op.operation.operationId),
        'a request body that is not an object cannot become Python keyword arguments',
      );
    Object.assign(kw, sample.body);
  }
  for (const [k, v] of Object.entries(sample.headers)) {
    const h = HEADER_OPTIONS[k] ?? fail(String(op.operation.operationId), `no SDK option for header ${k}`);
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

// ---------------------------------------------------------------------------------------------
// Operation rendering
// ---------------------------------------------------------------------------------------------
const STATUS_TEXT: Readonly<Record<string, string>> = {200: 'OK', 201: 'Created', 204: 'No Content'};
const NO_SDK_MAPPING = 'no SDK mapping in OPERATIONS (scripts/lib/api-reference.ts)';
const OPERATION_FIELDS = [
  'operationId',
  'tags',
  'summary',
  'description',
  'parameters',
  'requestBody',
  'responses',
  'security',
];

/** A response's body: its one content type, that media type, and the schema it names. */
interface ResponseBody {
  contentType: string;
  media: MediaTypeObject;
  schema: SchemaObject;
  schemaName: string;
}

function renderOperation(contract: ApiContract, op: OperationEntry): string {
  const {operation} = op;
  const id = operation.operationId ?? fail(`${op.method.toUpperCase()} ${op.path}`, 'operation without operationId');
  const where = `operation ${id}`;
  const spec = OPERATIONS[id] ?? fail(where, NO_SDK_MAPPING);
  for (const key of Object.keys(operation)) {
    if (!OPERATION_FIELDS.includes(key) && !key.startsWith('x-')) {
      fail(where, `unsupported operation field "${key}"`);
    }
  }
  const anchor = kebab(id);
  const security = operation.security ?? contract.security ?? [];
  const [firstRequirement] = security;
  const secured = firstRequirement !== undefined && Object.keys(firstRequirement).length > 0;
  const out: string[] = [];
  // The heading stays at the top level of the page, so the table of contents lists it.
  out.push(`### ${mdx(operation.summary ?? fail(where, 'no summary'), {inline: true})} {#${anchor}}`, '');
  out.push(tag('ApiOperation', {method: op.method, path: op.path, anchor, secured}), '');
  out.push(tag('ApiMain', {}), '');
  out.push(mdx(operation.description ?? fail(where, 'no description')), '');

  // Parameters
  const params = parametersOf(contract, op);
  out.push(tag('ApiSection', {kind: 'parameters', id: `${anchor}-parameters`}, true), '');
  if (params.length) {
    for (const p of params) {
      const at = `${where} parameter ${p.name}`;
      if (!p.schema) fail(at, 'parameter without schema');
      if (!['path', 'query', 'header'].includes(String(p.in))) fail(at, `parameter location ${p.in}`);
      const constraints = constraintsOf(contract, p.schema, at);
      out.push(
        tag('ApiProperty', {
          name: p.name,
          location: p.in,
          type: typeOf(contract, p.schema, at),
          required: !!p.required,
          constraints: constraints.length ? constraints : undefined,
        }),
        '',
        mdx(p.description ?? fail(at, 'no description')),
        '',
        '</ApiProperty>',
        '',
      );
    }
  } else out.push(tag('ApiNone', {}, true), '');

  // Request body
  if (operation.requestBody) {
    const rb = resolve(contract, operation.requestBody);
    const types_ = Object.keys(rb.content ?? {});
    if (types_.length !== 1 || types_[0] !== 'application/json')
      fail(where, `request body content types ${types_.join(', ')}`);
    const schema = rb.content?.['application/json']?.schema ?? fail(where, 'request body without schema');
    if (!schema.$ref) fail(where, 'request body schema must be a $ref to a component schema');
    out.push(tag('ApiSection', {kind: 'requestBody', id: `${anchor}-request-body`}, true), '');
    out.push(tag('ApiBodySchema', {contentType: 'application/json', schema: refName(schema.$ref)}, true), '');
    out.push(...renderProperties(contract, schema, `${where} request body (${refName(schema.$ref)})`));
  }

  // Responses: one entry per status; a success with a body lists its schema's properties.
  out.push(tag('ApiSection', {kind: 'responses', id: `${anchor}-responses`}, true), '');
  const successes: {status: string; body: ResponseBody | undefined}[] = [];
  for (const [status, raw] of Object.entries(operation.responses ?? fail(where, 'no responses'))) {
    if (!/^[1-5][0-9][0-9]$/.test(status)) fail(where, `response key ${status}`);
    const response = resolve(contract, raw);
    const at = `${where} response ${status}`;
    const contentTypes = Object.keys(response.content ?? {});
    if (contentTypes.length > 1) fail(at, 'more than one content type');
    const [contentType] = contentTypes;
    let body: ResponseBody | undefined;
    if (contentType !== undefined) {
      const media = response.content?.[contentType] ?? fail(at, 'no schema');
      const schema = media.schema ?? fail(at, 'no schema');
      if (!schema.$ref) fail(at, 'response schema must be a $ref to a component schema');
      body = {contentType, media, schema, schemaName: refName(schema.$ref)};
    }
    out.push(
      tag('ApiResponse', {
        status,
        schema: body?.schemaName,
        contentType: contentType && contentType !== 'application/json' ? contentType : undefined,
      }),
      '',
      mdx(response.description ?? fail(at, 'no description')),
      '',
    );
    if (status.startsWith('2') && body && isObject(contract, body.schema)) {
      // A response lists its schema's own fields; the objects inside them are in the example
      // response beside it and, for request schemas, in the request body (the pages' JavaScript
      // budget does not allow every schema twice).
      out.push(
        tag('ApiProperties', {of: body.schemaName}),
        '',
        ...renderProperties(contract, body.schema, `${at} (${body.schemaName})`, 0, {nested: false}),
        '</ApiProperties>',
        '',
      );
    }
    out.push('</ApiResponse>', '');
    if (status.startsWith('2')) successes.push({status, body});
  }
  out.push('</ApiMain>', '');

  // The right-hand column: example request and example responses.
  const sample = buildSample(contract, op, spec, where);
  out.push(tag('ApiSamples', {anchor}), '');
  out.push(tag('ApiSection', {kind: 'exampleRequest', id: `${anchor}-example-request`}, true), '');
  out.push('<ApiTabs groupId="language" queryString>', '<ApiTabItem value="curl" label="cURL">', '');
  out.push('```bash', renderCurl(op, spec, sample, secured), '```', '');
  out.push('</ApiTabItem>', '<ApiTabItem value="typescript" label="TypeScript">', '');
  out.push('```ts', renderTs(op, spec, sample), '```', '');
  out.push('</ApiTabItem>', '<ApiTabItem value="python" label="Python">', '');
  out.push('```python', renderPy(op, spec, sample), '```', '');
  out.push('</ApiTabItem>', '</ApiTabs>', '');
  out.push(tag('ApiSection', {kind: 'exampleResponse', id: `${anchor}-example-response`}, true), '');
  for (const {status, body} of successes) {
    const label = `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
    if (!body?.contentType) {
      out.push(tag('ApiNoBody', {status: label}, true), '');
      continue;
    }
    const {contentType, media, schemaName} = body;
    const examples: ExampleObject[] = media.examples
      ? Object.values(media.examples)
      : media.example !== undefined
        ? [{value: media.example}]
        : fail(`${where} response ${status}`, 'no example');
    for (const ex of examples) {
      const title = `${label}${ex.summary ? ` · ${ex.summary}` : ''}`.replace(/"/g, "'");
      if (contentType === 'application/json') {
        out.push(`\`\`\`json title="${title}" schema="${schemaName}"`, JSON.stringify(ex.value, null, 2), '```', '');
      } else if (contentType === 'text/event-stream') {
        if (typeof ex.value !== 'string') fail(`${where} response ${status}`, 'event-stream example must be a string');
        out.push(`\`\`\`text title="${title}"`, ex.value.replace(/\n+$/, ''), '```', '');
      } else fail(`${where} response ${status}`, `content type ${contentType}`);
    }
  }
  out.push('</ApiSamples>', '', '</ApiOperation>');
  return out.join('\n');
}

const ERROR_CODE_FIELDS = ['status', 'meaning', 'action', 'retryable', 'sdk_retry'] as const;

/**
 * The error codes of the contract as `<ApiErrorCodes>` rows: code, HTTP status, meaning, what to
 * do, whether a retry can succeed and whether the SDKs and the CLI retry it themselves.
 */
export function renderErrorCodes(contract: ApiContract): string {
  const schema = contract.components?.schemas?.ErrorCode ?? fail('ErrorCode', 'schema missing');
  const table_ = schema['x-mnemora-error-codes'] ?? fail('ErrorCode', 'x-mnemora-error-codes missing');
  const codes = schema.enum ?? fail('ErrorCode', 'enum missing');
  const rows = codes.map((codeName) => {
    const e = table_[String(codeName)] ?? fail(`error code ${codeName}`, 'no entry in x-mnemora-error-codes');
    for (const k of ERROR_CODE_FIELDS) if (e[k] === undefined) fail(`error code ${codeName}`, `no ${k}`);
    if (!['automatic', 'never'].includes(String(e.sdk_retry)))
      fail(`error code ${codeName}`, `sdk_retry must be "automatic" or "never", not ${JSON.stringify(e.sdk_retry)}`);
    if (e.sdk_retry === 'automatic' && !e.retryable)
      fail(`error code ${codeName}`, 'sdk_retry "automatic" on a code that is not retryable');
    // Blank lines keep each cell a block of its own: an element with its text on one line would be
    // wrapped in a paragraph, a <p> in a table row.
    return [
      tag('ApiErrorCode', {
        code: codeName,
        status: e.status,
        retryable: !!e.retryable,
        sdkRetry: e.sdk_retry === 'automatic',
      }),
      `<ApiErrorMeaning>\n\n${mdx(e.meaning, {inline: true})}\n\n</ApiErrorMeaning>`,
      `<ApiErrorAction>\n\n${mdx(e.action, {inline: true})}\n\n</ApiErrorAction>`,
      '</ApiErrorCode>',
    ].join('\n\n');
  });
  for (const codeName of Object.keys(table_))
    if (!codes.includes(codeName))
      fail(`error code ${codeName}`, 'in x-mnemora-error-codes but not in the ErrorCode enum');
  return ['<ApiErrorCodes>', '', rows.join('\n\n'), '', '</ApiErrorCodes>'].join('\n');
}

const isGroup = (group: string): group is Group => GROUPS.some((g) => g === group);

/**
 * The MDX of one group's operations, in the contract's order.
 * @param contract the bundled contract, in any locale
 * @param group one of GROUPS (anything else fails, naming the known groups)
 */
export function renderGroup(contract: ApiContract, group: string): string {
  if (!isGroup(group)) fail(`<ApiReference group="${group}" />`, `unknown group (known: ${GROUPS.join(', ')})`);
  const sections: string[] = [];
  const index: string[] = [];
  const seen = new Set<string>();
  const operations: readonly OperationEntry[] = listOperations(contract);
  for (const op of operations) {
    const id = op.operation.operationId ?? fail(`operation ${op.method} ${op.path}`, NO_SDK_MAPPING);
    const spec = OPERATIONS[id] ?? fail(`operation ${id}`, NO_SDK_MAPPING);
    seen.add(id);
    if (spec.file !== group) continue;
    sections.push(renderOperation(contract, op));
    index.push(
      `- ${tag('ApiMethod', {method: op.method}, true)} [${mdx(op.operation.summary, {inline: true}).replace(/[[\]]/g, '\\$&')}](#${kebab(id)})`,
    );
  }
  for (const id of Object.keys(OPERATIONS))
    if (!seen.has(id)) fail(`OPERATIONS.${id}`, 'operation not in the contract');
  // A list of the group's operations first, each with its method badge, so a reader sees the
  // section at a glance (also on a phone, where the table of contents is folded) and jumps in.
  const nav = ['<ApiIndex>', '', ...index, '', '</ApiIndex>'].join('\n');
  return [nav, ...sections]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The MDX of every group and of the error codes: { memories, search, platform, errorCodes }. */
export function renderReference(contract: ApiContract): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(GROUPS.map((g) => [g, renderGroup(contract, g)]));
  out.errorCodes = renderErrorCodes(contract);
  return out;
}

/**
 * The imports the rendered MDX of an endpoint group (`operations`) or of the error codes table
 * (`errorCodes`) needs, each from its own module so a page ships only its kind's components.
 */
export const REFERENCE_IMPORTS = {
  operations: [
    "import ApiTabs from '@theme/Tabs';",
    "import ApiTabItem from '@theme/TabItem';",
    "import {ApiIndex, ApiMethod, ApiOperation, ApiMain, ApiSamples, ApiSection, ApiProperty, ApiProperties, ApiExactlyOneOf, ApiBodySchema, ApiResponse, ApiNone, ApiNoBody} from '@site/src/components/ApiReference';",
  ].join('\n'),
  errorCodes:
    "import {ApiErrorCodes, ApiErrorCode, ApiErrorMeaning, ApiErrorAction} from '@site/src/components/ApiReference/ErrorCodes';",
};
