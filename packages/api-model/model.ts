/**
 * The API model: the contract of one locale read once into typed, localized data that every
 * consumer projects (the endpoint reference, the request console, the docs MCP server, the agent
 * files, the checks). Built by `buildApiModel(contract)` from a parsed, bundled contract; every
 * `$ref` is followed here (./refs.ts), every example picked here, every sample rendered here
 * (./request-code), so two consumers cannot read one operation two ways.
 *
 * Fails, naming the element, on anything in the contract it cannot represent: a consumer never
 * meets a half-read operation. Browser-safe (no Node API): the console's chunk may import types.
 */
import {deref, isRecord, refName, type ContractNode} from './refs';
import {
  anchorOf,
  fail,
  GROUPS,
  renderCurl,
  renderPy,
  renderTs,
  SDK_CALLS,
  type Group,
  type RequestValues,
  type SdkCall,
} from './request-code';

// ---------------------------------------------------------------------------------------------
// The model's types
// ---------------------------------------------------------------------------------------------

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type ParameterLocation = 'path' | 'query' | 'header';

/**
 * One constraint of a schema, as data each consumer words in its own language; `items` marks a
 * constraint on each item of a list.
 */
export type Constraint =
  | {kind: 'length' | 'range' | 'items' | 'keys'; min?: number; max?: number; items?: true}
  | {kind: 'pattern' | 'format' | 'keyPattern' | 'values' | 'default'; value: string; items?: true}
  | {kind: 'enum'; values: string[]; items?: true}
  | {kind: 'unique'; items?: true};

/** The fields of an object schema, and the groups of which exactly one must be sent. */
export interface FieldSet {
  /** The schema the fields belong to (a component name, or the property holding them). */
  of: string;
  fields: Field[];
  /** `oneOf` of `required` lists: each entry names the fields of one branch (`ids + scope`). */
  exactlyOneOf?: string[];
}

export interface Field {
  name: string;
  /** A short, language-neutral type: `string`, `Memory`, `Tag[]`, `string | null`. */
  type: string;
  required: boolean;
  description: string;
  deprecated: boolean;
  /** What to send instead of a deprecated field: a field of the same object (`x-mnemora-use-instead`). */
  useInstead?: string;
  constraints: Constraint[];
  /** The fields of an object (or of each object of a list) held by this field. */
  children?: FieldSet;
}

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  description: string;
  deprecated: boolean;
  /** What to send instead of a deprecated parameter: a parameter of the same operation (`x-mnemora-use-instead`). */
  useInstead?: string;
  type: string;
  /** The JSON type of the value (of each item, for a list), after references are followed. */
  valueType: string;
  /** Whether the value is a list (a repeated query parameter, or comma-separated with `explode: false`). */
  array: boolean;
  constraints: Constraint[];
  /** The parameter's schema as the contract writes it (component references kept). */
  schema: ContractNode;
  /** `explode: false`: an array is one comma-separated value; otherwise the parameter repeats. */
  explode?: boolean;
  /** The contract's first example, when it gives one. */
  example?: unknown;
}

export interface Example {
  summary: string;
  value: unknown;
}

export interface RequestBody {
  required: boolean;
  contentType: 'application/json';
  schemaName: string;
  /** `{$ref: '#/components/schemas/<schemaName>'}`, as the contract writes it. */
  schema: ContractNode;
  fields: FieldSet;
  example: unknown;
}

export interface Response {
  /** The HTTP status, e.g. "201". */
  status: string;
  description: string;
  /** The headers the response declares, with whether the contract requires them. */
  headers: {name: string; required: boolean}[];
  contentType?: string;
  schemaName?: string;
  schema?: ContractNode;
  /** A success's own fields (objects inside them are in its examples). */
  fields?: FieldSet;
  examples: Example[];
}

/** The code of the example request in each language the reference shows. */
export interface Samples {
  curl: string;
  typescript: string;
  python: string;
}

export interface Operation {
  operationId: string;
  /** The id of its section on a reference page (`create-memory`). */
  anchor: string;
  method: HttpMethod;
  /** The path template, relative to the server (`/memories/{memory_id}`). */
  path: string;
  summary: string;
  description: string;
  tags: string[];
  /** The reference page section it is listed in. */
  group: Group;
  /** Whether the request needs an API key (`Authorization: Bearer …`). */
  secured: boolean;
  /**
   * The permissions a restricted key needs for it: the scopes of its security requirement
   * (`bearerAuth: ['memories:write']`); empty when any valid key will do, or none is needed.
   */
  permissions: string[];
  deprecated: boolean;
  /** What to call instead of a deprecated operation: another operation's id (`x-mnemora-use-instead`). */
  useInstead?: string;
  /** How the SDKs call it and what its example request shows. */
  sdk: SdkCall;
  /** Path-item parameters first, then the operation's own, as the contract lists them. */
  parameters: Parameter[];
  requestBody?: RequestBody;
  /** In the contract's order. */
  responses: Response[];
  /** Largest body the API accepts, when the operation declares `413` with `x-mnemora-max-body-bytes`. */
  maxBodyBytes?: number;
  /** The values the example request sends. */
  sample: RequestValues;
  samples: Samples;
}

export interface ErrorCode {
  code: string;
  status: number;
  meaning: string;
  action: string;
  /** Whether the same request can succeed later. */
  retryable: boolean;
  /** Whether the SDKs and the CLI retry it on their own. */
  sdkRetries: boolean;
}

export interface RetryPolicy {
  default_max_retries: number;
  backoff_initial_seconds: number;
  backoff_multiplier: number;
  backoff_max_seconds: number;
  honours_retry_after: boolean;
}

export interface ApiModel {
  title: string;
  version: string;
  /** The contract's licence (`info.license`: its SPDX identifier, or its name). */
  license?: string;
  /** The server's address (`servers[0].url`). */
  baseUrl: string;
  /** In the contract's order. */
  operations: Operation[];
  /** In the `ErrorCode` enum's order. */
  errorCodes: ErrorCode[];
  retryPolicy: RetryPolicy;
  /** Example and pattern of each response header the contract defines, by name. */
  headers: Record<string, {example: unknown; pattern?: string}>;
  /** The component schemas, as the contract writes them: what validators compile and `$ref`s name. */
  schemas: Record<string, ContractNode>;
}

// ---------------------------------------------------------------------------------------------
// Schemas: types, constraints, field trees
// ---------------------------------------------------------------------------------------------

/** The JSON Schema keywords the model reads; anything else (but `x-` extensions) fails. */
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
  'deprecated',
]);
const SCALAR_TYPES = ['string', 'integer', 'number', 'boolean'];

/** A schema node as the model reads it: a parsed YAML mapping. */
type Schema = ContractNode;

const schemaAt = (value: unknown, where: string): Schema => (isRecord(value) ? value : fail(where, 'not a schema'));
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * `x-mnemora-use-instead` of a deprecated operation, parameter or field: the name of what replaces
 * it. Only a deprecated element may carry it, and it must be a non-empty name; whether that name
 * exists is checked where its siblings are known (`checkReplacements`).
 */
function useInsteadOf(node: ContractNode, where: string): {useInstead?: string} {
  const raw = node['x-mnemora-use-instead'];
  if (raw === undefined) return {};
  if (node.deprecated !== true) fail(where, '`x-mnemora-use-instead` on an element that is not `deprecated: true`');
  if (typeof raw !== 'string' || raw.trim() === '')
    fail(where, '`x-mnemora-use-instead` must name the replacement (a non-empty string)');
  return {useInstead: raw};
}

/** Each replacement names a sibling that exists and is not deprecated itself. */
function checkReplacements(
  items: readonly {name: string; deprecated: boolean; useInstead?: string}[],
  where: string,
  kind: string,
): void {
  for (const item of items) {
    if (item.useInstead === undefined) continue;
    const target = items.find((other) => other.name === item.useInstead);
    if (!target)
      fail(
        `${where} ${kind} ${item.name}`,
        `\`x-mnemora-use-instead: ${item.useInstead}\` names no ${kind} of ${where} (known: ${items.map((i) => i.name).join(', ')})`,
      );
    if (target.deprecated)
      fail(`${where} ${kind} ${item.name}`, `its replacement ${item.useInstead} is deprecated too`);
  }
}
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

class SchemaReader {
  constructor(private readonly contract: ContractNode) {}

  /** The node a reference stands for (the node itself when it is not one). */
  resolve(node: unknown, where: string): Schema {
    return schemaAt(deref(this.contract, node), where);
  }

  types(schema: Schema): readonly string[] {
    const t = schema.type;
    if (t == null) return [];
    return typeof t === 'string' ? [t] : Array.isArray(t) ? t.map(String) : [];
  }

  checkKeys(schema: Schema, where: string): void {
    for (const key of Object.keys(schema))
      if (!SCHEMA_KEYS.has(key) && !key.startsWith('x-')) fail(where, `unsupported schema keyword "${key}"`);
    if (Array.isArray(schema.oneOf))
      for (const branch of schema.oneOf) {
        const keys = Object.keys(schemaAt(branch, where)).filter((k) => k !== 'title' && k !== 'description');
        if (keys.length !== 1 || keys[0] !== 'required')
          fail(where, 'oneOf is only read when every branch is `required: [...]`');
      }
  }

  /**
   * An open enum, the one `anyOf` the model reads: `[{$ref: <an enum of one scalar type>}, {type:
   * <that type>}]`, the known values plus any other value of their type. Its scalar type, or
   * undefined for a schema without `anyOf`; any other `anyOf` fails.
   */
  openEnumType(schema: Schema, where: string): string | undefined {
    if (!Array.isArray(schema.anyOf)) return undefined;
    const [known, other, ...rest] = schema.anyOf.map((b) => schemaAt(b, where));
    const target = known && typeof known.$ref === 'string' ? this.resolve(known, where) : undefined;
    const t = target ? this.types(target) : [];
    const scalar = t.length === 1 && t[0] !== undefined && SCALAR_TYPES.includes(t[0]) ? t[0] : undefined;
    const otherKeys = other ? Object.keys(other).filter((k) => k !== 'description') : [];
    if (
      rest.length > 0 ||
      !Array.isArray(target?.enum) ||
      scalar === undefined ||
      schema.type !== undefined ||
      otherKeys.length !== 1 ||
      other?.type !== scalar
    )
      fail(where, 'anyOf is only read as an open enum: [{$ref: <an enum schema>}, {type: <its type>}]');
    return scalar;
  }

  typeOf(schema: Schema, where: string): string {
    if (typeof schema.$ref === 'string') {
      const target = this.resolve(schema, where);
      const name = refName(schema.$ref);
      const t = this.types(target);
      const only = t.length === 1 ? t[0] : undefined;
      if (only === 'object') return name;
      if (only !== undefined && SCALAR_TYPES.includes(only)) return target.enum ? name : only;
      if (only === 'array') return this.typeOf(target, `${where} (${name})`);
      fail(where, `$ref ${schema.$ref} has no single type`);
    }
    this.checkKeys(schema, where);
    const open = this.openEnumType(schema, where);
    if (open !== undefined) return open;
    const t = this.types(schema);
    if (t.length === 0) fail(where, 'schema without `type`');
    return t
      .map((one) => {
        if (one === 'array') {
          if (!isRecord(schema.items)) fail(where, 'array without `items`');
          return `${this.typeOf(schema.items, `${where}[]`)}[]`;
        }
        if (![...SCALAR_TYPES, 'object', 'null'].includes(one)) fail(where, `unknown type "${one}"`);
        return one;
      })
      .join(' | ');
  }

  isObject(schema: Schema, where: string): boolean {
    const s = this.resolve(schema, where);
    const t = this.types(s);
    return t.length === 1 && t[0] === 'object' && isRecord(s.properties);
  }

  constraintsOf(raw: Schema, where: string): Constraint[] {
    const schema = this.resolve(raw, where);
    this.checkKeys(schema, where);
    const out: Constraint[] = [];
    const range = (kind: 'length' | 'range' | 'items' | 'keys', minKey: string, maxKey: string) => {
      const min = numberOf(schema[minKey]);
      const max = numberOf(schema[maxKey]);
      if (min != null || max != null) out.push({kind, ...(min != null ? {min} : {}), ...(max != null ? {max} : {})});
    };
    range('length', 'minLength', 'maxLength');
    const pattern = textOf(schema.pattern);
    if (pattern) out.push({kind: 'pattern', value: pattern});
    const format = textOf(schema.format);
    if (format) out.push({kind: 'format', value: format});
    if (Array.isArray(schema.enum)) out.push({kind: 'enum', values: schema.enum.map((v) => String(v))});
    range('range', 'minimum', 'maximum');
    range('items', 'minItems', 'maxItems');
    if (schema.uniqueItems === true) out.push({kind: 'unique'});
    range('keys', 'minProperties', 'maxProperties');
    if (isRecord(schema.propertyNames)) {
      this.checkKeys(schema.propertyNames, `${where} (property names)`);
      const keyPattern = textOf(schema.propertyNames.pattern);
      if (keyPattern) out.push({kind: 'keyPattern', value: keyPattern});
    }
    if (isRecord(schema.additionalProperties))
      out.push({kind: 'values', value: this.typeOf(schema.additionalProperties, `${where}{}`)});
    // A default written next to a $ref (`mode: {$ref: SearchMode, default: hybrid}`) belongs to the
    // property, not to the shared schema; it wins over a default of the referenced schema.
    const fallback = raw.default !== undefined ? raw.default : schema.default;
    if (fallback !== undefined) out.push({kind: 'default', value: JSON.stringify(fallback)});
    if (this.types(schema).includes('array') && isRecord(schema.items) && !this.isObject(schema.items, where))
      for (const c of this.constraintsOf(schema.items, `${where}[]`)) out.push({...c, items: true});
    return out;
  }

  /** The fields of an object schema, each object field (or list of objects) with its own. */
  fieldsOf(raw: Schema, of: string, where: string, depth = 0): FieldSet {
    if (depth > 6) fail(where, 'nesting deeper than 6 levels');
    const schema = this.resolve(raw, where);
    this.checkKeys(schema, where);
    if (!isRecord(schema.properties)) fail(where, 'object without `properties`');
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const fields = Object.entries(schema.properties).map(([name, rawProp]): Field => {
      const at = `${where}.${name}`;
      const prop = schemaAt(rawProp, at);
      const target = this.resolve(prop, at);
      const description =
        textOf(prop.description) ?? textOf(target.description) ?? fail(at, 'property without description');
      let children: FieldSet | undefined;
      if (this.isObject(prop, at)) children = this.fieldsOf(prop, name, at, depth + 1);
      else if (this.types(target).includes('array') && isRecord(target.items) && this.isObject(target.items, at))
        children = this.fieldsOf(target.items, name, at, depth + 1);
      return {
        name,
        type: this.typeOf(prop, at),
        required: required.has(name),
        description,
        deprecated: prop.deprecated === true || target.deprecated === true,
        ...useInsteadOf(prop, at),
        constraints: this.constraintsOf(prop, at),
        ...(children ? {children} : {}),
      };
    });
    const exactlyOneOf = Array.isArray(schema.oneOf)
      ? schema.oneOf.map((b) => {
          const branch = schemaAt(b, where);
          return (Array.isArray(branch.required) ? branch.required : fail(where, 'oneOf branch without `required`'))
            .map(String)
            .join(' + ');
        })
      : undefined;
    checkReplacements(fields, where, 'field');
    return {of, fields, ...(exactlyOneOf ? {exactlyOneOf} : {})};
  }
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

const OPERATION_FIELDS = new Set([
  'operationId',
  'tags',
  'summary',
  'description',
  'parameters',
  'requestBody',
  'responses',
  'security',
  'deprecated',
]);
const isHttpMethod = (key: string): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key);
const NO_SDK_MAPPING = 'no SDK mapping in SDK_CALLS (packages/api-model/request-code/index.ts)';

function firstExampleOf(node: ContractNode, schema: ContractNode | undefined): unknown {
  if (node.example !== undefined) return node.example;
  if (isRecord(node.examples)) {
    const first = Object.values(node.examples)[0];
    if (isRecord(first)) return first.value;
  }
  if (schema && Array.isArray(schema.examples)) return schema.examples[0];
  return undefined;
}

function examplesOf(media: ContractNode, where: string): Example[] {
  if (isRecord(media.examples))
    return Object.values(media.examples).map((raw) => {
      const e = schemaAt(raw, where);
      if (e.value === undefined) fail(where, 'example without `value`');
      return {summary: textOf(e.summary) ?? '', value: e.value};
    });
  if (media.example !== undefined) return [{summary: '', value: media.example}];
  return [];
}

function componentSchemaName(schema: unknown, where: string): string {
  const ref = isRecord(schema) ? schema.$ref : undefined;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/')
    ? refName(ref)
    : fail(where, 'schema must be a $ref to a component schema');
}

function readOperation(
  contract: ContractNode,
  reader: SchemaReader,
  method: HttpMethod,
  path: string,
  pathItem: ContractNode,
  operation: ContractNode,
): Operation {
  const operationId = textOf(operation.operationId) ?? fail(`${method.toUpperCase()} ${path}`, 'no operationId');
  const where = `operation ${operationId}`;
  for (const key of Object.keys(operation))
    if (!OPERATION_FIELDS.has(key) && !key.startsWith('x-')) fail(where, `unsupported operation field "${key}"`);
  const sdk = SDK_CALLS[operationId] ?? fail(where, NO_SDK_MAPPING);
  const security = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(contract.security)
      ? contract.security
      : [];
  const first: unknown = security[0];
  const secured = isRecord(first) && Object.keys(first).length > 0;
  const permissions = secured
    ? Object.values(first).flatMap((scopes) => (Array.isArray(scopes) ? scopes.map(String) : []))
    : [];

  const rawParameters = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ] as unknown[];
  const parameters = rawParameters.map((raw): Parameter => {
    const p = reader.resolve(raw, `${where} parameter`);
    const name = textOf(p.name) ?? fail(where, 'parameter without name');
    const at = `${where} parameter ${name}`;
    const location = p.in;
    if (location !== 'path' && location !== 'query' && location !== 'header')
      fail(at, `parameter location ${String(location)}`);
    const schema = isRecord(p.schema) ? p.schema : fail(at, 'parameter without schema');
    const resolved = reader.resolve(schema, at);
    const example = firstExampleOf(p, resolved);
    const array = reader.types(resolved).includes('array');
    const [valueType] = reader.types(array ? reader.resolve(resolved.items, `${at} items`) : resolved);
    return {
      name,
      in: location,
      required: p.required === true,
      description: textOf(p.description) ?? fail(at, 'no description'),
      deprecated: p.deprecated === true,
      ...useInsteadOf(p, at),
      type: reader.typeOf(schema, at),
      valueType: valueType ?? fail(at, 'schema without `type`'),
      array,
      constraints: reader.constraintsOf(schema, at),
      schema,
      ...(typeof p.explode === 'boolean' ? {explode: p.explode} : {}),
      ...(example !== undefined ? {example} : {}),
    };
  });
  checkReplacements(parameters, where, 'parameter');
  for (const name of sdk.params) {
    const parameter = parameters.find((p) => p.name === name);
    if (!parameter) fail(where, `sample parameter ${name} is not a parameter of the operation`);
    // The samples show the way to call the API today.
    if (parameter.deprecated) fail(where, `sample parameter ${name} is deprecated`);
  }

  let requestBody: RequestBody | undefined;
  if (operation.requestBody !== undefined) {
    const at = `${where} request body`;
    const rb = reader.resolve(operation.requestBody, at);
    const content = isRecord(rb.content) ? rb.content : fail(at, 'no content');
    const types = Object.keys(content);
    if (types.length !== 1 || types[0] !== 'application/json')
      fail(where, `request body content types ${types.join(', ')}`);
    const media = schemaAt(content['application/json'], at);
    const schema = isRecord(media.schema) ? media.schema : fail(where, 'request body without schema');
    const schemaName = componentSchemaName(schema, where);
    const [example] = examplesOf(media, at);
    requestBody = {
      required: rb.required === true,
      contentType: 'application/json',
      schemaName,
      schema,
      fields: reader.fieldsOf(schema, schemaName, `${where} request body (${schemaName})`),
      example: example ? example.value : fail(at, 'no example'),
    };
  }

  let maxBodyBytes: number | undefined;
  const responses = Object.entries(
    isRecord(operation.responses) ? operation.responses : fail(where, 'no responses'),
  ).map(([status, raw]): Response => {
    const at = `${where} response ${status}`;
    if (!/^[1-5][0-9]{2}$/.test(status)) fail(where, `response key ${status}`);
    const response = reader.resolve(raw, at);
    const limit = numberOf(response['x-mnemora-max-body-bytes']);
    if (limit !== undefined) maxBodyBytes = limit;
    const headers = Object.entries(isRecord(response.headers) ? response.headers : {}).map(([name, h]) => ({
      name,
      required: reader.resolve(h, `${at} header ${name}`).required === true,
    }));
    const content = isRecord(response.content) ? response.content : {};
    const contentTypes = Object.keys(content);
    if (contentTypes.length > 1) fail(at, 'more than one content type');
    const [contentType] = contentTypes;
    const description = textOf(response.description) ?? fail(at, 'no description');
    if (contentType === undefined) return {status, description, headers, examples: []};
    const media = schemaAt(content[contentType], at);
    const schema = isRecord(media.schema) ? media.schema : fail(at, 'no schema');
    const schemaName = componentSchemaName(schema, at);
    const examples = examplesOf(media, at);
    if (examples.length === 0) fail(at, 'no example');
    const fields =
      status.startsWith('2') && reader.isObject(schema, at)
        ? reader.fieldsOf(schema, schemaName, `${at} (${schemaName})`, 0)
        : undefined;
    return {status, description, headers, contentType, schemaName, schema, examples, ...(fields ? {fields} : {})};
  });
  if (!responses.some((r) => r.status.startsWith('2'))) fail(where, 'no success response');

  // The example request: every required parameter and the optional ones the SDK mapping shows.
  const sample: RequestValues = {pathParams: {}, query: {}, headers: {}, body: requestBody?.example};
  for (const p of parameters) {
    if (!p.required && !sdk.params.includes(p.name)) continue;
    if (p.example === undefined) fail(where, `parameter ${p.name} has no example`);
    const into = p.in === 'path' ? sample.pathParams : p.in === 'query' ? sample.query : sample.headers;
    into[p.name] = p.example;
  }
  const target = {method, path, operationId};
  return {
    operationId,
    anchor: anchorOf(operationId),
    method,
    path,
    summary: textOf(operation.summary) ?? fail(where, 'no summary'),
    description: textOf(operation.description) ?? fail(where, 'no description'),
    tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
    group: sdk.file,
    secured,
    permissions,
    deprecated: operation.deprecated === true,
    ...useInsteadOf(operation, where),
    sdk,
    parameters,
    ...(requestBody ? {requestBody} : {}),
    responses,
    ...(maxBodyBytes !== undefined ? {maxBodyBytes} : {}),
    sample,
    samples: {
      curl: renderCurl(target, sdk, sample, secured),
      typescript: renderTs(target, sdk, sample),
      python: renderPy(target, sdk, sample),
    },
  };
}

/** One operation of the contract as it is written: its method, path, object and path item. */
export interface ContractOperation {
  method: HttpMethod;
  path: string;
  operation: ContractNode;
  pathItem: ContractNode;
}

/** Every operation of a bundled contract, in the contract's order (create before list, …). */
export function listOperations(contract: ContractNode): ContractOperation[] {
  const paths = contract.paths ?? {};
  if (!isRecord(paths)) throw new Error('The contract\'s "paths" is not a mapping');
  const out: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = deref(contract, rawItem);
    if (!isRecord(pathItem)) throw new Error(`The contract's path ${path} is not a path item`);
    for (const method of Object.keys(pathItem)) {
      if (!isHttpMethod(method)) continue;
      const operation = pathItem[method];
      if (!isRecord(operation)) throw new Error(`The contract's ${method.toUpperCase()} ${path} is not an operation`);
      out.push({method, path, operation, pathItem});
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Error codes, retry policy, headers
// ---------------------------------------------------------------------------------------------

function readErrorCodes(schemas: ContractNode): {errorCodes: ErrorCode[]; retryPolicy: RetryPolicy} {
  const schema = isRecord(schemas.ErrorCode) ? schemas.ErrorCode : fail('ErrorCode', 'schema missing');
  const table = isRecord(schema['x-mnemora-error-codes'])
    ? schema['x-mnemora-error-codes']
    : fail('ErrorCode', 'x-mnemora-error-codes missing');
  const codes = Array.isArray(schema.enum) ? schema.enum.map(String) : fail('ErrorCode', 'enum missing');
  const errorCodes = codes.map((code): ErrorCode => {
    const where = `error code ${code}`;
    const e = isRecord(table[code]) ? table[code] : fail(where, 'no entry in x-mnemora-error-codes');
    for (const k of ['status', 'meaning', 'action', 'retryable', 'sdk_retry'])
      if (e[k] === undefined) fail(where, `no ${k}`);
    if (e.sdk_retry !== 'automatic' && e.sdk_retry !== 'never')
      fail(where, `sdk_retry must be "automatic" or "never", not ${JSON.stringify(e.sdk_retry)}`);
    if (e.sdk_retry === 'automatic' && e.retryable !== true)
      fail(where, 'sdk_retry "automatic" on a code that is not retryable');
    return {
      code,
      status: numberOf(e.status) ?? fail(where, 'status is not a number'),
      meaning: String(e.meaning).trim(),
      action: String(e.action).trim(),
      retryable: e.retryable === true,
      sdkRetries: e.sdk_retry === 'automatic',
    };
  });
  for (const code of Object.keys(table))
    if (!codes.includes(code)) fail(`error code ${code}`, 'in x-mnemora-error-codes but not in the ErrorCode enum');
  const policy = schema['x-mnemora-retry-policy'];
  if (!isRecord(policy)) fail('ErrorCode', 'x-mnemora-retry-policy missing');
  const retryPolicy: RetryPolicy = {
    default_max_retries:
      numberOf(policy.default_max_retries) ?? fail('x-mnemora-retry-policy', 'no default_max_retries'),
    backoff_initial_seconds:
      numberOf(policy.backoff_initial_seconds) ?? fail('x-mnemora-retry-policy', 'no backoff_initial_seconds'),
    backoff_multiplier: numberOf(policy.backoff_multiplier) ?? fail('x-mnemora-retry-policy', 'no backoff_multiplier'),
    backoff_max_seconds:
      numberOf(policy.backoff_max_seconds) ?? fail('x-mnemora-retry-policy', 'no backoff_max_seconds'),
    honours_retry_after: policy.honours_retry_after === true,
  };
  return {errorCodes, retryPolicy};
}

/**
 * The model of a bundled contract (any locale's: the English bundle, or a locale's overlay applied).
 * Throws a RenderError naming the element it cannot represent.
 */
export function buildApiModel(contract: ContractNode): ApiModel {
  const reader = new SchemaReader(contract);
  const operations = listOperations(contract).map(({method, path, operation, pathItem}) =>
    readOperation(contract, reader, method, path, pathItem, operation),
  );
  checkReplacements(
    operations.map((o) => ({name: o.operationId, deprecated: o.deprecated, useInstead: o.useInstead})),
    'the contract',
    'operation',
  );
  const seen = new Set(operations.map((o) => o.operationId));
  for (const id of Object.keys(SDK_CALLS)) if (!seen.has(id)) fail(`SDK_CALLS.${id}`, 'operation not in the contract');
  const components = isRecord(contract.components) ? contract.components : {};
  const schemas = isRecord(components.schemas) ? (components.schemas as Record<string, ContractNode>) : {};
  const headers: ApiModel['headers'] = {};
  for (const [name, raw] of Object.entries(isRecord(components.headers) ? components.headers : {})) {
    const h = reader.resolve(raw, `header ${name}`);
    const schema = isRecord(h.schema) ? h.schema : {};
    headers[name] = {example: h.example, ...(typeof schema.pattern === 'string' ? {pattern: schema.pattern} : {})};
  }
  const info = isRecord(contract.info) ? contract.info : {};
  const [server] = Array.isArray(contract.servers) ? contract.servers : [];
  const license = isRecord(info.license) ? (textOf(info.license.identifier) ?? textOf(info.license.name)) : undefined;
  return {
    title: textOf(info.title) ?? '',
    version: textOf(info.version) ?? '',
    ...(license !== undefined ? {license} : {}),
    baseUrl: (isRecord(server) ? textOf(server.url) : undefined) ?? fail('servers', 'no servers[0].url'),
    operations,
    ...readErrorCodes(schemas),
    headers,
    schemas,
  };
}

/** The operations of one reference page section, in the contract's order. */
export const operationsOfGroup = (model: ApiModel, group: Group): Operation[] =>
  model.operations.filter((o) => o.group === group);

export {GROUPS, type Group};
