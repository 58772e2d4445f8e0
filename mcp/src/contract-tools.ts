/**
 * What `get_operation`, `list_error_codes` and `validate_request` read from a locale's contract
 * (./contract-source.ts): operations with their schemas dereferenced, the error-code table
 * (`x-mnemora-error-codes` of the `ErrorCode` schema), and requests checked with Ajv's JSON Schema
 * 2020-12 dialect, which is the dialect of OpenAPI 3.1 schemas.
 */
import {Ajv2020, type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {Contract, OperationSamples, SamplesByOperation} from './contract-source';
import {closest} from './closest';
import {apiBaseUrl} from '../../config/platform';

const methods = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly description?: string;
  readonly schema?: unknown;
  /** `explode: false`: an array is one comma-separated value; otherwise the parameter repeats. */
  readonly explode?: boolean;
}

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  /** The contract's path template (`/memories/{memory_id}`), without the server's `/v1`. */
  readonly path: string;
  readonly summary?: string;
  readonly description?: string;
  readonly parameters: readonly Parameter[];
  readonly requestBody?: {readonly required: boolean; readonly contentType: string; readonly schema: unknown};
  /** Success responses (1xx–3xx) with their schemas. */
  readonly responses: Readonly<
    Record<string, {readonly description?: string; readonly contentType?: string; readonly schema?: unknown}>
  >;
  /** Error responses (4xx, 5xx): status and when it happens; they share one body, `errorSchema`. */
  readonly errors: ReadonlyArray<{readonly status: string; readonly description?: string}>;
  readonly errorSchema?: unknown;
  readonly security: boolean;
  readonly samples: OperationSamples;
}

function resolveRef(contract: Contract, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`contract: cannot resolve the non-local $ref ${ref}`);
  let node: unknown = contract;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`contract: unresolved $ref ${ref}`);
    node = node[key];
  }
  return node;
}

/** A copy of `node` with every `$ref` replaced by what it points to; a cycle stays a `$ref`. */
function dereference(contract: Contract, node: unknown, stack: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => dereference(contract, n, stack));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (stack.includes(ref) || stack.length > 32) return {$ref: ref};
    const {$ref: _ref, ...siblings} = node;
    const target = dereference(contract, resolveRef(contract, ref), [...stack, ref]);
    return isObject(target) ? {...target, ...(dereference(contract, siblings, stack) as Json)} : target;
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(contract, v, stack)]));
}

/** Every operation of the contract, dereferenced, with its checked samples. */
export function operationsOf(contract: Contract, samples: SamplesByOperation): Operation[] {
  const paths = contract.paths;
  if (!isObject(paths)) throw new Error('contract: no paths');
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of methods) {
      const op = item[method];
      if (!isObject(op)) continue;
      const operationId = String(op.operationId ?? `${method} ${path}`);
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])].map(
        (p) => dereference(contract, p) as Json,
      );
      const body = isObject(op.requestBody) ? (dereference(contract, op.requestBody) as Json) : undefined;
      const bodyContent = body && isObject(body.content) ? Object.entries(body.content)[0] : undefined;
      const responses: Record<string, {description?: string; contentType?: string; schema?: unknown}> = {};
      for (const [status, raw] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        const response = dereference(contract, raw) as Json;
        const content = isObject(response.content) ? Object.entries(response.content)[0] : undefined;
        responses[status] = {
          ...(typeof response.description === 'string' ? {description: response.description} : {}),
          ...(content ? {contentType: content[0], schema: isObject(content[1]) ? content[1].schema : undefined} : {}),
        };
      }
      const security = Array.isArray(op.security)
        ? op.security.length > 0 && !op.security.every((s) => isObject(s) && Object.keys(s).length === 0)
        : Array.isArray(contract.security) && contract.security.length > 0;
      out.push({
        operationId,
        method: method.toUpperCase(),
        path,
        ...(typeof op.summary === 'string' ? {summary: op.summary} : {}),
        ...(typeof op.description === 'string' ? {description: op.description.trim()} : {}),
        parameters: params.map((p) => ({
          name: String(p.name),
          in: String(p.in),
          required: p.required === true,
          ...(typeof p.description === 'string' ? {description: p.description.trim()} : {}),
          ...(p.schema !== undefined ? {schema: p.schema} : {}),
          ...(typeof p.explode === 'boolean' ? {explode: p.explode} : {}),
        })),
        ...(bodyContent
          ? {
              requestBody: {
                required: body?.required === true,
                contentType: bodyContent[0],
                schema: isObject(bodyContent[1]) ? bodyContent[1].schema : undefined,
              },
            }
          : {}),
        responses: Object.fromEntries(Object.entries(responses).filter(([status]) => !/^[45]/.test(status))),
        errors: Object.entries(responses)
          .filter(([status]) => /^[45]/.test(status))
          .map(([status, r]) => ({status, ...(r.description ? {description: r.description.trim()} : {})})),
        ...errorSchemaOf(responses),
        security,
        samples: samples[`${method.toUpperCase()} ${path}`] ?? {},
      });
    }
  }
  return out;
}

/** The error responses' body schema, once (every error response of the contract shares the error envelope). */
function errorSchemaOf(responses: Record<string, {schema?: unknown}>): {errorSchema?: unknown} {
  const schemas = Object.entries(responses)
    .filter(([status]) => /^[45]/.test(status))
    .map(([, r]) => JSON.stringify(r.schema));
  if (schemas.length === 0 || schemas[0] === undefined) return {};
  if (schemas.some((x) => x !== schemas[0]))
    throw new Error('contract: error responses of one operation with different body schemas');
  return {errorSchema: JSON.parse(schemas[0]) as unknown};
}

export interface ErrorCode {
  readonly code: string;
  readonly status: number;
  readonly meaning: string;
  readonly action: string;
  readonly retryable: boolean;
  /** True when the SDKs and the CLI retry it on their own. */
  readonly sdkRetries: boolean;
}

/** The error-code table of the contract, in the `ErrorCode` enum's order. */
export function errorCodesOf(contract: Contract): ErrorCode[] {
  const schema = (resolveRef(contract, '#/components/schemas/ErrorCode') ?? {}) as Json;
  const table = schema['x-mnemora-error-codes'];
  if (!Array.isArray(schema.enum) || !isObject(table))
    throw new Error('contract: the ErrorCode schema has no enum or no x-mnemora-error-codes');
  return schema.enum.map((code) => {
    const e = table[String(code)];
    if (!isObject(e)) throw new Error(`contract: error code ${String(code)} has no entry in x-mnemora-error-codes`);
    return {
      code: String(code),
      status: Number(e.status),
      meaning: String(e.meaning).trim(),
      action: String(e.action).trim(),
      retryable: e.retryable === true,
      sdkRetries: e.sdk_retry === 'automatic',
    };
  });
}

/** Path template match: `/memories/{memory_id}` and `/memories/mem_1` → {memory_id: 'mem_1'}. */
function matchPath(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const m = path.match(new RegExp(`^${pattern}/?$`));
  if (!m) return undefined;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
}

/** The request path without the server's base (`<apiBaseUrl>/memories` → `/memories`), query string apart. */
function contractPath(contract: Contract, raw: string): {path: string; query: URLSearchParams} {
  const url = new URL(raw, 'http://placeholder.invalid');
  let path = url.pathname;
  const servers = Array.isArray(contract.servers) ? contract.servers : [];
  for (const server of servers) {
    if (!isObject(server) || typeof server.url !== 'string') continue;
    const base = new URL(server.url).pathname.replace(/\/$/, '');
    if (base && (path === base || path.startsWith(`${base}/`))) {
      path = path.slice(base.length) || '/';
      break;
    }
  }
  return {path, query: url.searchParams};
}

/** Query parameters of a URL by name; a repeated one as an array. */
export function queryValuesOf(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    out[name] = all.length > 1 ? all : (all[0] as string);
  }
  return out;
}

export function findOperation(
  operations: readonly Operation[],
  contract: Contract,
  method: string,
  rawPath: string,
): {operation: Operation; params: Record<string, string>; query: URLSearchParams} | string {
  const {path, query} = contractPath(contract, rawPath);
  const onPath = operations.map((o) => ({o, params: matchPath(o.path, path)})).filter((x) => x.params);
  if (onPath.length === 0) {
    const near = closest(path, [...new Set(operations.map((o) => o.path))], 3);
    return `No operation of the contract has the path ${path}. Closest paths: ${near.join(', ')}. Paths are relative to the API base (${apiBaseUrl}).`;
  }
  const match = onPath.find((x) => x.o.method === method.toUpperCase());
  if (!match)
    return `${path} has no ${method.toUpperCase()} operation; it has ${onPath.map((x) => `${x.o.method} (${x.o.operationId})`).join(', ')}.`;
  return {operation: match.o, params: match.params as Record<string, string>, query};
}

export interface Violation {
  /** JSON pointer into the request: `/body/scope/project_id`, `/query/limit`, `/headers/if-match`, `/path/memory_id`. */
  readonly pointer: string;
  readonly message: string;
}

/** Largest request body the API accepts (the contract's `413 payload_too_large`: 1 MiB). */
const maxBodyBytes = 1024 * 1024;

export class RequestValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    // OpenAPI adds keywords JSON Schema does not know (`example`, `x-…`): not errors.
    this.ajv = new Ajv2020({allErrors: true, strict: false, validateFormats: true});
    addFormats(this.ajv);
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let v = this.compiled.get(key);
    if (!v) {
      v = this.ajv.compile(isObject(schema) || typeof schema === 'boolean' ? schema : {});
      this.compiled.set(key, v);
    }
    return v;
  }

  private check(key: string, schema: unknown, value: unknown, base: string): Violation[] {
    const validate = this.validator(key, schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e: ErrorObject) => violationOf(e, base));
  }

  validate(
    operation: Operation,
    request: {
      params: Record<string, string>;
      query: Record<string, unknown>;
      headers: Record<string, string>;
      body: unknown;
      bodyBytes: number;
    },
  ): Violation[] {
    const out: Violation[] = [];
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (operation.security && !/^Bearer \S+$/.test(headers.authorization ?? '')) {
      out.push({
        pointer: '/headers/authorization',
        message: 'missing or malformed: this operation needs `Authorization: Bearer <API key>` (401 unauthenticated)',
      });
    }
    const known = new Set<string>();
    for (const p of operation.parameters) {
      const where = p.in === 'header' ? 'headers' : p.in;
      const name = p.in === 'header' ? p.name.toLowerCase() : p.name;
      known.add(`${where}/${name}`);
      const source =
        where === 'path' ? request.params : where === 'query' ? request.query : where === 'headers' ? headers : {};
      const raw = source[name];
      const pointer = `/${where}/${escapePointer(name)}`;
      if (raw === undefined) {
        if (p.required) out.push({pointer, message: `required ${p.in} parameter ${p.name} is missing`});
        continue;
      }
      out.push(
        ...this.check(
          `${operation.operationId} ${where} ${name}`,
          p.schema,
          coerce(raw, p.schema, p.explode !== false),
          pointer,
        ),
      );
    }
    for (const name of Object.keys(request.query)) {
      if (!known.has(`query/${name}`))
        out.push({
          pointer: `/query/${escapePointer(name)}`,
          message: `${operation.operationId} has no query parameter ${name}`,
        });
    }
    if (request.bodyBytes > maxBodyBytes) {
      out.push({
        pointer: '/body',
        message: `the body is ${request.bodyBytes} bytes, over the API's limit of ${maxBodyBytes} (413 payload_too_large)`,
      });
      return out;
    }
    if (operation.requestBody) {
      if (request.body === undefined) {
        if (operation.requestBody.required)
          out.push({pointer: '/body', message: `${operation.operationId} needs a JSON body (schema in get_operation)`});
      } else
        out.push(...this.check(`${operation.operationId} body`, operation.requestBody.schema, request.body, '/body'));
    } else if (request.body !== undefined) {
      out.push({pointer: '/body', message: `${operation.method} ${operation.path} takes no body`});
    }
    return out;
  }
}

const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

function violationOf(e: ErrorObject, base: string): Violation {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'required')
    return {
      pointer: `${base}${e.instancePath}/${escapePointer(String(params.missingProperty))}`,
      message: 'required property is missing',
    };
  if (e.keyword === 'additionalProperties')
    return {
      pointer: `${base}${e.instancePath}/${escapePointer(String(params.additionalProperty))}`,
      message: 'property not allowed by the contract',
    };
  return {
    pointer: `${base}${e.instancePath}`,
    message: `${e.message ?? e.keyword}${e.keyword === 'enum' ? `: ${JSON.stringify(params.allowedValues)}` : ''}`,
  };
}

/** Query, path and header values arrive as strings: read them as the schema's type. */
function coerce(raw: unknown, schema: unknown, explode: boolean): unknown {
  if (!isObject(schema)) return raw;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array')) {
    const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? (explode ? [raw] : raw.split(',')) : raw;
    return Array.isArray(values) ? values.map((v) => coerce(v, schema.items, explode)) : values;
  }
  if (typeof raw !== 'string') return raw;
  if ((types.includes('integer') || types.includes('number')) && raw.trim() !== '' && !Number.isNaN(Number(raw)))
    return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}
