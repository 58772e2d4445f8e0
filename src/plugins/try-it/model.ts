/**
 * What the request console (src/components/TryIt) knows about each operation, taken from the
 * contract in the page's language while the site builds: its parameters with their examples, its
 * body's example, and every response it declares with its headers and examples. The console's
 * mock answers from this and nothing else, so it rehearses the contract as written.
 * Fails, naming the operation, on a contract element the console cannot offer.
 */
import type {ApiModel} from '../../../packages/api-model/model';
import type {SdkCall} from '../../../packages/api-model/request-code';

export type ParameterLocation = 'path' | 'query' | 'header';
/** The JSON type a parameter's text becomes before it is validated and sent. */
export type ScalarType = 'string' | 'integer' | 'number' | 'boolean';

export interface ConsoleParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  /** The contract marks it deprecated: the form says so, with its replacement when the contract names one. */
  deprecated?: {useInstead?: string};
  /** Text type of the value, or of each item of an array (a repeated query parameter). */
  type: ScalarType;
  array: boolean;
  /** The example value the form starts with (empty for an optional parameter the sample leaves out). */
  initial: string;
  /** The example a reader can put back with one click, when the contract gives one. */
  example: string;
  /** The export of the validators module that checks this parameter's value. */
  validator: string;
}

export interface ConsoleExample {
  summary: string;
  value: unknown;
}

export interface ConsoleResponse {
  /** The HTTP status, e.g. "201". */
  status: string;
  /** The headers the response declares, by name, with whether the contract requires them. */
  headers: {name: string; required: boolean}[];
  contentType?: string;
  /** The component schema the body follows. */
  schema?: string;
  examples: ConsoleExample[];
}

export interface ConsoleOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  secured: boolean;
  sdk: SdkCall;
  parameters: ConsoleParameter[];
  body?: {required: boolean; schema: string; example: unknown; validator: string};
  /** Largest body the API accepts, when the operation declares `413` with `x-mnemora-max-body-bytes`. */
  maxBodyBytes?: number;
  responses: ConsoleResponse[];
}

export interface ConsoleModel {
  /** Operations by the anchor of their section on the reference page. */
  operations: Record<string, ConsoleOperation>;
  /** Example and schema of each response header the contract defines, by name. */
  headers: Record<string, {example: unknown; pattern?: string}>;
}

/** The validators module's export for an operation's body or one of its parameters. */
export const validatorName = (operationId: string, part: string): string =>
  `${operationId}_${part.replace(/[^A-Za-z0-9]/g, '_')}`;

class ModelError extends Error {}
function fail(where: string, what: string): never {
  throw new ModelError(`Cannot build the request console for ${where}: ${what}`);
}

/** A parameter value as the text a form field holds. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => String(v)).join(', ');
  return String(value);
}

const isScalarType = (t: string): t is ScalarType =>
  t === 'string' || t === 'integer' || t === 'number' || t === 'boolean';

/** The console's view of the API model: each operation's form, example body and declared answers. */
export function buildConsoleModel(api: ApiModel): ConsoleModel {
  const operations: Record<string, ConsoleOperation> = {};
  for (const op of api.operations) {
    const where = `operation ${op.operationId}`;
    const parameters = op.parameters.map((p): ConsoleParameter => {
      const at = `${where} parameter ${p.name}`;
      if (!isScalarType(p.valueType))
        fail(
          at,
          `parameter type ${JSON.stringify(p.valueType)} (a console field takes string, integer, number or boolean)`,
        );
      const example = asText(p.example);
      return {
        name: p.name,
        in: p.in,
        required: p.required,
        ...(p.deprecated ? {deprecated: p.useInstead === undefined ? {} : {useInstead: p.useInstead}} : {}),
        type: p.valueType,
        array: p.array,
        initial: p.required || op.sdk.params.includes(p.name) ? example : '',
        example,
        validator: validatorName(op.operationId, `${p.in}_${p.name}`),
      };
    });
    const body: ConsoleOperation['body'] = op.requestBody && {
      required: op.requestBody.required,
      schema: op.requestBody.schemaName,
      example: op.requestBody.example,
      validator: validatorName(op.operationId, 'body'),
    };
    const responses = op.responses.map((r): ConsoleResponse => ({
      status: r.status,
      headers: r.headers,
      ...(r.contentType !== undefined ? {contentType: r.contentType} : {}),
      ...(r.schemaName !== undefined ? {schema: r.schemaName} : {}),
      examples: r.examples,
    }));
    operations[op.anchor] = {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      summary: op.summary,
      secured: op.secured,
      sdk: op.sdk,
      parameters,
      ...(body ? {body} : {}),
      ...(op.maxBodyBytes !== undefined ? {maxBodyBytes: op.maxBodyBytes} : {}),
      responses,
    };
  }
  return {operations, headers: api.headers};
}
