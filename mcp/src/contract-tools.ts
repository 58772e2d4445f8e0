/**
 * What `get_operation`, `list_error_codes` and `validate_request` answer, projected from a
 * locale's API model as the build wrote it (packages/api-model/serialize.ts): operations with the
 * schemas the build dereferenced, the error-code table, and requests checked by the validators of
 * the repository's one Ajv factory (packages/api-model/ajv.ts) over the model's schemas.
 */
import {
  forAjv,
  modelAjv,
  type ErrorObject,
  type SchemaDocument,
  type ValidateFunction,
} from '../../packages/api-model/ajv';
import type {ErrorCode, Samples} from '../../packages/api-model/model';
import type {ResolvedModel} from '../../packages/api-model/serialize';
import {closest} from './closest';
import {apiBaseUrl} from '../../config/platform';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly description?: string;
  /** Present only on a deprecated parameter; `useInstead` names its replacement when the contract does. */
  readonly deprecated?: true;
  readonly useInstead?: string;
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
  /** Present only on a deprecated operation, as on its parameters. */
  readonly deprecated?: true;
  readonly useInstead?: string;
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
  /** The permissions a restricted key needs for it; empty when any valid key (or none) will do. */
  readonly permissions: readonly string[];
  readonly samples: Samples;
}

/** An operation with what the validator needs and the answer leaves out. */
export interface CheckedOperation extends Operation {
  /** Largest request body the API accepts, in bytes (`x-mnemora-max-body-bytes` of its 413). */
  readonly maxBodyBytes?: number;
}

const isError = (status: string): boolean => /^[45]/.test(status);

/** The answer's deprecation flag: absent unless the contract marks the element deprecated. */
const deprecation = (e: {deprecated: boolean; useInstead?: string}): {deprecated?: true; useInstead?: string} =>
  e.deprecated ? {deprecated: true, ...(e.useInstead !== undefined ? {useInstead: e.useInstead} : {})} : {};

/** Every operation of the model, with the schemas the build dereferenced. */
export function operationsOf(model: ResolvedModel): CheckedOperation[] {
  return model.operations.map((op): CheckedOperation => {
    const {resolved} = op;
    const responseSchema = (status: string): unknown => resolved.responses[status];
    const errors = op.responses.filter((r) => isError(r.status));
    const errorSchemas = [...new Set(errors.map((r) => JSON.stringify(responseSchema(r.status))))];
    if (errorSchemas.length > 1)
      throw new Error(`contract: error responses of ${op.operationId} with different body schemas`);
    const [errorSchema] = errorSchemas;
    return {
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      summary: op.summary,
      description: op.description.trim(),
      ...deprecation(op),
      parameters: op.parameters.map((p, i) => ({
        name: p.name,
        in: p.in,
        required: p.required,
        description: p.description.trim(),
        ...deprecation(p),
        schema: resolved.parameters[i],
        ...(p.explode !== undefined ? {explode: p.explode} : {}),
      })),
      ...(op.requestBody
        ? {
            requestBody: {
              required: op.requestBody.required,
              contentType: op.requestBody.contentType,
              schema: resolved.requestBody,
            },
          }
        : {}),
      responses: Object.fromEntries(
        op.responses
          .filter((r) => !isError(r.status))
          .map((r) => [
            r.status,
            {
              description: r.description,
              ...(r.contentType !== undefined ? {contentType: r.contentType, schema: responseSchema(r.status)} : {}),
            },
          ]),
      ),
      errors: errors.map((r) => ({status: r.status, description: r.description.trim()})),
      ...(errorSchema !== undefined ? {errorSchema: JSON.parse(errorSchema) as unknown} : {}),
      security: op.secured,
      permissions: op.permissions,
      samples: op.samples,
      ...(op.maxBodyBytes !== undefined ? {maxBodyBytes: op.maxBodyBytes} : {}),
    };
  });
}

/** The error-code table of the model, in the `ErrorCode` enum's order. */
export const errorCodesOf = (model: ResolvedModel): ErrorCode[] => model.errorCodes;

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
function contractPath(model: Pick<ResolvedModel, 'baseUrl'>, raw: string): {path: string; query: URLSearchParams} {
  const url = new URL(raw, 'http://placeholder.invalid');
  let path = url.pathname;
  const base = new URL(model.baseUrl).pathname.replace(/\/$/, '');
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || '/';
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

export function findOperation<O extends Operation>(
  operations: readonly O[],
  model: Pick<ResolvedModel, 'baseUrl'>,
  method: string,
  rawPath: string,
): {operation: O; params: Record<string, string>; query: URLSearchParams} | string {
  const {path, query} = contractPath(model, rawPath);
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

export class RequestValidator {
  private readonly ajv: ReturnType<typeof modelAjv>;
  private readonly compiled = new Map<string, ValidateFunction>();

  /** `document`: any locale's model's (the schemas are the same in every locale; only their words differ). */
  constructor(document: SchemaDocument) {
    this.ajv = modelAjv(document);
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let v = this.compiled.get(key);
    if (!v) {
      const compiled = forAjv(schema);
      v = this.ajv.compile(isObject(compiled) || typeof compiled === 'boolean' ? compiled : {});
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
    operation: CheckedOperation,
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
    const {maxBodyBytes} = operation;
    if (maxBodyBytes !== undefined && request.bodyBytes > maxBodyBytes) {
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

export interface Deprecated {
  /** Where in the request: `/query/offset`, or `/` for the operation itself. */
  readonly pointer: string;
  readonly message: string;
}

/**
 * What a request sends that the contract deprecates: the operation itself and each parameter it
 * fills. The request is still valid; an agent learns what to change before it becomes an error.
 */
export function deprecatedIn(
  operation: Operation,
  request: {params: Record<string, string>; query: Record<string, unknown>; headers: Record<string, string>},
): Deprecated[] {
  const instead = (name: string | undefined): string => (name === undefined ? '' : `; use ${name} instead`);
  const out: Deprecated[] = [];
  if (operation.deprecated)
    out.push({pointer: '/', message: `${operation.operationId} is deprecated${instead(operation.useInstead)}`});
  const headers = new Set(Object.keys(request.headers).map((k) => k.toLowerCase()));
  for (const p of operation.parameters) {
    if (!p.deprecated) continue;
    const sent =
      p.in === 'header'
        ? headers.has(p.name.toLowerCase())
        : p.in === 'query'
          ? request.query[p.name] !== undefined
          : request.params[p.name] !== undefined;
    if (sent)
      out.push({
        pointer: `/${p.in === 'header' ? 'headers' : p.in}/${escapePointer(p.in === 'header' ? p.name.toLowerCase() : p.name)}`,
        message: `${p.in} parameter ${p.name} is deprecated${instead(p.useInstead)}`,
      });
  }
  return out;
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
