// Renders the API reference from the contract (any locale's: pass localizedContract(locale) from
// ./localized-contract.ts) as MDX: one section per operation, laid out by the components of
// src/components/ApiReference, which also render every label (their messages are in code.json).
// The site renders it while it builds (src/remark/api-reference.ts replaces `<ApiReference group="…" />`
// in a page with a group's operations or, for `group="error-codes"`, the error codes table); the
// sample checks (scripts/check-samples.ts), the Markdown twins (src/plugins/llms-txt) and the docs
// MCP server (mcp/src/contract-source.ts) read the same output, so what they check is what the page shows.
// Fails loudly on a contract element it cannot render or an operation without an SDK mapping below.
import {deref, listOperations} from './contract';
import {
  anchorOf as kebab,
  fail,
  GROUPS,
  renderCurl,
  renderPy,
  renderTs,
  SDK_CALLS as OPERATIONS,
  type Group,
  type SdkCall,
  type RequestValues as Sample,
} from '../../src/lib/request-code';

export {GROUPS, RenderError} from '../../src/lib/request-code';

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
  anyOf?: readonly SchemaObject[];
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
// MDX helpers
// ---------------------------------------------------------------------------------------------
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
  'anyOf',
  'contentMediaType',
  'contentSchema',
]);

/**
 * An open enum, the one `anyOf` the renderer reads: `anyOf: [{$ref: <an enum of one scalar
 * type>}, {type: <that type>}]`, the known values plus any other value of their type (the error
 * codes: new ones can be added within v1). Shown as its scalar type; the property's description
 * names the enum. Undefined for a schema without `anyOf`; any other `anyOf` fails.
 */
function openEnumType(contract: ApiContract, schema: SchemaObject, where: string): string | undefined {
  if (!schema.anyOf) return undefined;
  const [known, other, ...rest] = schema.anyOf;
  const target = known?.$ref ? resolve(contract, known) : undefined;
  const t = target ? types(target) : [];
  const scalar = t.length === 1 && t[0] !== undefined && SCALAR_TYPES.includes(t[0]) ? t[0] : undefined;
  const otherKeys = other ? Object.keys(other).filter((k) => k !== 'description') : [];
  if (
    rest.length > 0 ||
    !target?.enum ||
    scalar === undefined ||
    schema.type !== undefined ||
    otherKeys.length !== 1 ||
    other?.type !== scalar
  )
    fail(where, 'anyOf is only rendered as an open enum: [{$ref: <an enum schema>}, {type: <its type>}]');
  return scalar;
}

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
  const open = openEnumType(contract, schema, where);
  if (open !== undefined) return open;
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

// ---------------------------------------------------------------------------------------------
// Operation rendering
// ---------------------------------------------------------------------------------------------
const STATUS_TEXT: Readonly<Record<string, string>> = {200: 'OK', 201: 'Created', 204: 'No Content'};
const NO_SDK_MAPPING = 'no SDK mapping in SDK_CALLS (src/lib/request-code/index.ts)';
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
  const operationTag = out.push('') - 1;
  out.push(tag('ApiMain', {}), '');
  out.push(mdx(operation.description ?? fail(where, 'no description')), '');

  // Parameters
  const params = parametersOf(contract, op);
  out.push(tag('ApiSection', {kind: 'parameters'}, true), '');
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
    out.push(tag('ApiSection', {kind: 'requestBody'}, true), '');
    out.push(tag('ApiBodySchema', {contentType: 'application/json', schema: refName(schema.$ref)}, true), '');
    out.push(...renderProperties(contract, schema, `${where} request body (${refName(schema.$ref)})`));
  }

  // Responses: one entry per status; a success with a body lists its schema's properties.
  out.push(tag('ApiSection', {kind: 'responses'}, true), '');
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
  const target = {method: op.method, path: op.path, operationId: id};
  out.push(tag('ApiSamples', {}), '');
  out.push(tag('ApiSection', {kind: 'exampleRequest'}, true), '');
  out.push('<ApiTabs groupId="language" queryString>', '<ApiTabItem value="curl" label="cURL">', '');
  out.push('```bash', renderCurl(target, spec, sample, secured), '```', '');
  out.push('</ApiTabItem>', '<ApiTabItem value="typescript" label="TypeScript">', '');
  // The TypeScript and Python tabs are hidden on load: they add nothing to the section's height.
  const hiddenTabs = out.push('```ts', renderTs(target, spec, sample), '```', '') - 4;
  out.push('</ApiTabItem>', '<ApiTabItem value="python" label="Python">', '');
  out.push('```python', renderPy(target, spec, sample), '```', '');
  const hiddenTabsEnd = out.push('</ApiTabItem>', '</ApiTabs>', '') - 3;
  out.push(tag('ApiSection', {kind: 'exampleResponse'}, true), '');
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
  out[operationTag] = tag('ApiOperation', {
    method: op.method,
    path: op.path,
    anchor,
    secured,
    size: renderedSize([...out.slice(operationTag + 1, hiddenTabs), ...out.slice(hiddenTabsEnd)]),
  });
  return out.join('\n');
}

/**
 * About how many characters of an operation's MDX the reader sees (tags and hidden tabs left out):
 * the page sizes an operation it has not laid out yet by it (src/components/ApiReference).
 */
function renderedSize(lines: readonly string[]): number {
  return lines
    .filter((line) => !/^<\/?Api[A-Za-z]*[\s>/]/.test(line.trim()) && !line.startsWith('```'))
    .reduce((sum, line) => sum + line.replace(/<[^>]*>|\{[^}]*\}/g, '').length, 0);
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
