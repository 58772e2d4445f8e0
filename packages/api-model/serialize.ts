/**
 * The API model as a file: what the build writes beside each locale's pages (`.api-model.json`,
 * src/plugins/openapi-static) so that a consumer that runs apart from the build (the docs MCP
 * server, packed or not) reads the model instead of parsing the contract and building it again.
 *
 * The file holds the locale's ApiModel and, for each operation, its schemas dereferenced here at
 * build time (`resolved`, through ./refs.ts): a reader neither follows a `$ref` nor needs the
 * contract. The component schemas stay in the model (`schemas`): the validators compile against
 * them (`schemaDocumentOf`, ./ajv.ts `modelAjv`), and a cycle left as a `$ref` points there.
 *
 * Its format version is `1-` and a hash of MODEL_SHAPE, the description of the file's structure
 * kept below beside the types (and checked against them by the compiler): changing the model's
 * shape changes the version, and a file written by another version is refused with a one-line
 * error naming the file, both versions and what to do, never half-read. Node only.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import type {SchemaDocument} from './ajv';
import type {
  ApiModel,
  ErrorCode,
  Example,
  Field,
  FieldSet,
  Operation,
  Parameter,
  RequestBody,
  Response,
  RetryPolicy,
  Samples,
} from './model';
import {dereference, isRecord, type ContractNode} from './refs';
import type {RequestValues} from './request-code';

/** The name of the model file in a locale's build directory (`build/.api-model.json`, `build/es/.api-model.json`). */
export const MODEL_FILE_NAME = '.api-model.json';

/** An operation's schemas with every `$ref` followed (cycles stay `$ref`s into `schemas`). */
interface ResolvedSchemas {
  /** The schema of each parameter, in the order of `parameters`. */
  parameters: unknown[];
  requestBody?: unknown;
  /** The body schema of each response that has one, by status. */
  responses: Record<string, unknown>;
}

type ResolvedOperation = Operation & {resolved: ResolvedSchemas};

/** The model as the file carries it: each operation with its schemas dereferenced. */
export interface ResolvedModel extends Omit<ApiModel, 'operations'> {
  operations: ResolvedOperation[];
}

// ---------------------------------------------------------------------------------------------
// The shape of the file, which its version is derived from
// ---------------------------------------------------------------------------------------------

/**
 * A value in MODEL_SHAPE: a leaf (`json` is any JSON value, and may be absent: `undefined` does
 * not survive JSON), the name of another shape, `[x]` a list of x, `{'*': x}` a record of x.
 */
type Leaf = 'string' | 'number' | 'boolean' | 'json' | 'string|null';
type ShapeName =
  | 'Model'
  | 'Header'
  | 'Operation'
  | 'SdkCall'
  | 'Parameter'
  | 'Constraint'
  | 'FieldSet'
  | 'Field'
  | 'RequestBody'
  | 'Response'
  | 'ResponseHeader'
  | 'Example'
  | 'RequestValues'
  | 'Samples'
  | 'ErrorCode'
  | 'RetryPolicy'
  | 'Resolved';
type ShapeValue = Leaf | ShapeName | readonly [ShapeValue] | {readonly '*': ShapeValue};
/** An object's keys, `?` marking an optional one. */
type ObjectShape = Readonly<Record<string, ShapeValue>>;

/**
 * The structure of a model file, shape by shape. Change it with the types above and in
 * ./model.ts (the compiler compares the keys, below); the format version follows.
 */
const MODEL_SHAPE = {
  Model: {
    title: 'string',
    version: 'string',
    'license?': 'string',
    baseUrl: 'string',
    operations: ['Operation'],
    errorCodes: ['ErrorCode'],
    retryPolicy: 'RetryPolicy',
    headers: {'*': 'Header'},
    schemas: {'*': 'json'},
  },
  Header: {example: 'json', 'pattern?': 'string'},
  Operation: {
    operationId: 'string',
    anchor: 'string',
    method: 'string',
    path: 'string',
    summary: 'string',
    description: 'string',
    tags: ['string'],
    group: 'string',
    secured: 'boolean',
    permissions: ['string'],
    deprecated: 'boolean',
    'useInstead?': 'string',
    sdk: 'SdkCall',
    parameters: ['Parameter'],
    'requestBody?': 'RequestBody',
    responses: ['Response'],
    'maxBodyBytes?': 'number',
    sample: 'RequestValues',
    samples: 'Samples',
    resolved: 'Resolved',
  },
  SdkCall: {
    file: 'string',
    params: ['string'],
    ts: 'string',
    py: 'string',
    result: 'string|null',
    'print?': ['string'],
    'iterate?': 'string',
    'stream?': 'boolean',
  },
  Parameter: {
    name: 'string',
    in: 'string',
    required: 'boolean',
    description: 'string',
    deprecated: 'boolean',
    'useInstead?': 'string',
    type: 'string',
    valueType: 'string',
    array: 'boolean',
    constraints: ['Constraint'],
    schema: 'json',
    'explode?': 'boolean',
    'example?': 'json',
  },
  Constraint: {
    kind: 'string',
    'min?': 'number',
    'max?': 'number',
    'value?': 'string',
    'values?': ['string'],
    'items?': 'boolean',
  },
  FieldSet: {of: 'string', fields: ['Field'], 'exactlyOneOf?': ['string']},
  Field: {
    name: 'string',
    type: 'string',
    required: 'boolean',
    description: 'string',
    deprecated: 'boolean',
    'useInstead?': 'string',
    constraints: ['Constraint'],
    'children?': 'FieldSet',
  },
  RequestBody: {
    required: 'boolean',
    contentType: 'string',
    schemaName: 'string',
    schema: 'json',
    fields: 'FieldSet',
    example: 'json',
  },
  Response: {
    status: 'string',
    description: 'string',
    headers: ['ResponseHeader'],
    'contentType?': 'string',
    'schemaName?': 'string',
    'schema?': 'json',
    'fields?': 'FieldSet',
    examples: ['Example'],
  },
  ResponseHeader: {name: 'string', required: 'boolean'},
  Example: {summary: 'string', value: 'json'},
  RequestValues: {pathParams: {'*': 'json'}, query: {'*': 'json'}, headers: {'*': 'json'}, body: 'json'},
  Samples: {curl: 'string', typescript: 'string', python: 'string'},
  ErrorCode: {
    code: 'string',
    status: 'number',
    meaning: 'string',
    action: 'string',
    retryable: 'boolean',
    sdkRetries: 'boolean',
  },
  RetryPolicy: {
    default_max_retries: 'number',
    backoff_initial_seconds: 'number',
    backoff_multiplier: 'number',
    backoff_max_seconds: 'number',
    honours_retry_after: 'boolean',
  },
  Resolved: {parameters: ['json'], 'requestBody?': 'json', responses: {'*': 'json'}},
} as const satisfies Record<ShapeName, ObjectShape>;

// The compiler keeps MODEL_SHAPE's keys those of the types: a key added to, removed from or made
// optional in a type without the same change here fails `tsc` on the line of that type.
type RequiredKeys<T> = {[K in keyof T]-?: object extends Pick<T, K> ? never : K}[keyof T];
type OptionalKeys<T> = {[K in keyof T]-?: object extends Pick<T, K> ? K : never}[keyof T];
type ShapeRequired<S> = {[K in keyof S]: K extends `${string}?` ? never : K}[keyof S];
type ShapeOptional<S> = {[K in keyof S]: K extends `${infer N}?` ? N : never}[keyof S];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Matches<T, N extends ShapeName> =
  Same<RequiredKeys<T>, ShapeRequired<(typeof MODEL_SHAPE)[N]>> extends true
    ? Same<OptionalKeys<T>, ShapeOptional<(typeof MODEL_SHAPE)[N]>>
    : false;
type Unite<U> = {[K in U extends unknown ? keyof U : never]: U extends Record<K, infer V> ? V : never};
const shapeMatchesTypes: {
  Model: Matches<ResolvedModel, 'Model'>;
  Header: Matches<ApiModel['headers'][string], 'Header'>;
  Operation: Matches<ResolvedOperation, 'Operation'>;
  Parameter: Matches<Parameter, 'Parameter'>;
  FieldSet: Matches<FieldSet, 'FieldSet'>;
  Field: Matches<Field, 'Field'>;
  RequestBody: Matches<RequestBody, 'RequestBody'>;
  Response: Matches<Response, 'Response'>;
  ResponseHeader: Matches<Response['headers'][number], 'ResponseHeader'>;
  Example: Matches<Example, 'Example'>;
  RequestValues: Matches<RequestValues, 'RequestValues'>;
  Samples: Matches<Samples, 'Samples'>;
  ErrorCode: Matches<ErrorCode, 'ErrorCode'>;
  RetryPolicy: Matches<RetryPolicy, 'RetryPolicy'>;
  Resolved: Matches<ResolvedSchemas, 'Resolved'>;
  /** The unions: every key of any member (the keys of one member only are optional here). */
  SdkCallKeys: Same<
    keyof Unite<Operation['sdk']>,
    ShapeRequired<(typeof MODEL_SHAPE)['SdkCall']> | ShapeOptional<(typeof MODEL_SHAPE)['SdkCall']>
  >;
  ConstraintKeys: Same<
    keyof Unite<Field['constraints'][number]>,
    ShapeRequired<(typeof MODEL_SHAPE)['Constraint']> | ShapeOptional<(typeof MODEL_SHAPE)['Constraint']>
  >;
} = {
  Model: true,
  Header: true,
  Operation: true,
  Parameter: true,
  FieldSet: true,
  Field: true,
  RequestBody: true,
  Response: true,
  ResponseHeader: true,
  Example: true,
  RequestValues: true,
  Samples: true,
  ErrorCode: true,
  RetryPolicy: true,
  Resolved: true,
  SdkCallKeys: true,
  ConstraintKeys: true,
};
void shapeMatchesTypes;

/** The format version of a model file: `1-` and the first 12 hex digits of the SHA-256 of MODEL_SHAPE. */
export const MODEL_FORMAT = `1-${createHash('sha256').update(JSON.stringify(MODEL_SHAPE)).digest('hex').slice(0, 12)}`;

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** The model with each operation's schemas dereferenced against its component schemas. */
export function resolveModel(model: ApiModel): ResolvedModel {
  // Every reference of an operation's schemas is a `#/components/schemas/…` one (model.ts reads
  // no other); one that is not fails here, at build time, naming it.
  const document = {components: {schemas: model.schemas}};
  const full = (schema: unknown): unknown => dereference(document, schema);
  return {
    ...model,
    operations: model.operations.map((op) => ({
      ...op,
      resolved: {
        parameters: op.parameters.map((p) => full(p.schema)),
        ...(op.requestBody ? {requestBody: full(op.requestBody.schema)} : {}),
        responses: Object.fromEntries(
          op.responses.filter((r) => r.schema !== undefined).map((r) => [r.status, full(r.schema)]),
        ),
      },
    })),
  };
}

/** The text of a model file: `{"format": MODEL_FORMAT, "model": <the resolved model>}`. */
export function serializeModel(model: ApiModel): string {
  return `${JSON.stringify({format: MODEL_FORMAT, model: resolveModel(model)})}\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** A model file that is missing, unreadable, of another format or of the wrong structure; one line. */
export class ModelFileError extends Error {}

const rebuild = 'rebuild the site with `npm run build`';

/** What a value is, for an error: `a string`, `null`, `a list`, `missing`. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The first place where `value` does not have the shape, as `<path> is <kind>, expected <what>`; undefined when it has. */
function shapeProblem(value: unknown, shape: ShapeValue, path: string): string | undefined {
  if (typeof shape === 'string') {
    if (shape === 'json') return undefined;
    if (shape === 'string|null')
      return value === null || typeof value === 'string'
        ? undefined
        : `${path} is ${kindOf(value)}, expected a string or null`;
    if (shape === 'string' || shape === 'number' || shape === 'boolean')
      return typeof value === shape ? undefined : `${path} is ${kindOf(value)}, expected a ${shape}`;
    return objectProblem(value, MODEL_SHAPE[shape], path, shape);
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${path} is ${kindOf(value)}, expected a list`;
    const [item] = shape as readonly [ShapeValue];
    for (const [i, v] of value.entries()) {
      const problem = shapeProblem(v, item, `${path}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!isRecord(value)) return `${path} is ${kindOf(value)}, expected an object`;
  for (const [k, v] of Object.entries(value)) {
    const problem = shapeProblem(v, (shape as {'*': ShapeValue})['*'], `${path}.${k}`);
    if (problem) return problem;
  }
  return undefined;
}

function objectProblem(value: unknown, shape: ObjectShape, path: string, name: string): string | undefined {
  if (!isRecord(value)) return `${path} is ${kindOf(value)}, expected an object (${name})`;
  const known = new Set<string>();
  for (const [rawKey, keyShape] of Object.entries(shape)) {
    const optional = rawKey.endsWith('?');
    const key = optional ? rawKey.slice(0, -1) : rawKey;
    known.add(key);
    if (value[key] === undefined && (optional || keyShape === 'json')) continue;
    const problem = shapeProblem(value[key], keyShape, `${path}.${key}`);
    if (problem) return problem;
  }
  const extra = Object.keys(value).find((k) => !known.has(k));
  return extra === undefined ? undefined : `${path}.${extra} is not a field of ${name}`;
}

/**
 * A parsed model file checked: its format is MODEL_FORMAT and its structure MODEL_SHAPE's.
 * `file` names it in the error (a ModelFileError of one line, saying to rebuild).
 */
export function checkModel(value: unknown, file: string): ResolvedModel {
  const format = isRecord(value) ? value.format : undefined;
  if (format !== MODEL_FORMAT)
    throw new ModelFileError(
      `${file}: API model format ${typeof format === 'string' ? format : `missing (${kindOf(format)})`}, but this code reads format ${MODEL_FORMAT}; ${rebuild}`,
    );
  const model = (value as ContractNode).model;
  const problem = objectProblem(model, MODEL_SHAPE.Model, 'model', 'Model');
  if (problem) throw new ModelFileError(`${file}: not an API model of format ${MODEL_FORMAT}: ${problem}; ${rebuild}`);
  const extra = Object.keys(value as ContractNode).find((k) => k !== 'format' && k !== 'model');
  if (extra !== undefined)
    throw new ModelFileError(
      `${file}: not an API model of format ${MODEL_FORMAT}: unknown field "${extra}"; ${rebuild}`,
    );
  return model as ResolvedModel;
}

/** The model in a model file's text; `file` names it in the error (truncated or not JSON, another format, the wrong structure). */
export function parseModel(text: string, file: string): ResolvedModel {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200);
    throw new ModelFileError(`${file}: not a readable API model file, truncated or not JSON (${reason}); ${rebuild}`);
  }
  return checkModel(value, file);
}

/** The model in a model file on disk; a ModelFileError naming the file when it is missing or bad. */
export function checkModelFile(file: string): ResolvedModel {
  if (!existsSync(file)) throw new ModelFileError(`${file}: no API model file (the build writes it); ${rebuild}`);
  return parseModel(readFileSync(file, 'utf8'), file);
}

/** What the validators of a model compile from (./ajv.ts `modelAjv`): its component schemas and its operations' dereferenced ones. */
export function schemaDocumentOf(model: ResolvedModel): SchemaDocument {
  return {
    schemas: model.schemas,
    compiled: model.operations.map((op) => op.resolved),
  };
}
