/**
 * What the request console (src/components/TryIt) knows about each operation, taken from the
 * contract in the page's language while the site builds: its parameters with their examples, its
 * body's example, and every response it declares with its headers and examples. The console's
 * mock answers from this and nothing else, so it rehearses the contract as written.
 * Fails, naming the operation, on a contract element the console cannot offer.
 */
import {deref, isRecord, listOperations, type ContractNode} from '../../../scripts/lib/contract';
import {anchorOf, SDK_CALLS, type SdkCall} from '../../lib/request-code';

export type ParameterLocation = 'path' | 'query' | 'header';
/** The JSON type a parameter's text becomes before it is validated and sent. */
export type ScalarType = 'string' | 'integer' | 'number' | 'boolean';

export interface ConsoleParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
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

function record(value: unknown, where: string): ContractNode {
  return isRecord(value) ? value : fail(where, 'expected a mapping');
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A parameter value as the text a form field holds. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => String(v)).join(', ');
  return String(value);
}

function scalarType(schema: ContractNode, where: string): ScalarType {
  const t = schema.type;
  if (t === 'string' || t === 'integer' || t === 'number' || t === 'boolean') return t;
  return fail(where, `parameter type ${JSON.stringify(t)} (a console field takes string, integer, number or boolean)`);
}

function exampleOf(param: ContractNode, schema: ContractNode): unknown {
  if (param.example !== undefined) return param.example;
  if (isRecord(param.examples)) {
    const first = Object.values(param.examples)[0];
    if (isRecord(first)) return first.value;
  }
  if (Array.isArray(schema.examples)) return schema.examples[0];
  return undefined;
}

function firstBodyExample(media: ContractNode, where: string): unknown {
  if (isRecord(media.examples)) {
    const first = record(Object.values(media.examples)[0], where);
    if (first.value === undefined) fail(where, 'example without `value`');
    return first.value;
  }
  if (media.example !== undefined) return media.example;
  return fail(where, 'no example');
}

const refName = (ref: unknown, where: string): string =>
  typeof ref === 'string' && ref.startsWith('#/components/schemas/')
    ? ref.slice('#/components/schemas/'.length)
    : fail(where, 'schema must be a $ref to a component schema');

export function buildConsoleModel(contract: ContractNode): ConsoleModel {
  const operations: Record<string, ConsoleOperation> = {};
  const globalSecurity = Array.isArray(contract.security) ? contract.security : [];
  for (const {method, path, operation, pathItem} of listOperations(contract)) {
    const operationId = text(operation.operationId) || fail(`${method.toUpperCase()} ${path}`, 'no operationId');
    const where = `operation ${operationId}`;
    const sdk = SDK_CALLS[operationId] ?? fail(where, 'no SDK mapping in SDK_CALLS (src/lib/request-code/index.ts)');
    const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
    const first: unknown = security[0];
    const secured = isRecord(first) && Object.keys(first).length > 0;

    const rawParams = [
      ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
    ] as unknown[];
    const parameters = rawParams.map((raw): ConsoleParameter => {
      const p = record(deref(contract, raw), where);
      const name = text(p.name) || fail(where, 'parameter without name');
      const at = `${where} parameter ${name}`;
      const location = p.in;
      if (location !== 'path' && location !== 'query' && location !== 'header')
        fail(at, `location ${String(location)}`);
      const schema = record(deref(contract, p.schema), at);
      const array = schema.type === 'array';
      const type = scalarType(array ? record(deref(contract, schema.items), `${at} items`) : schema, at);
      const example = asText(exampleOf(p, schema));
      const required = p.required === true;
      return {
        name,
        in: location,
        required,
        type,
        array,
        initial: required || sdk.params.includes(name) ? example : '',
        example,
        validator: validatorName(operationId, `${location}_${name}`),
      };
    });

    let body: ConsoleOperation['body'];
    if (operation.requestBody !== undefined) {
      const rb = record(deref(contract, operation.requestBody), `${where} request body`);
      const media = record(record(rb.content, `${where} request body`)['application/json'], `${where} request body`);
      const schema = refName(record(media.schema, `${where} request body`).$ref, `${where} request body`);
      body = {
        required: rb.required === true,
        schema,
        example: firstBodyExample(media, `${where} request body`),
        validator: validatorName(operationId, 'body'),
      };
    }

    let maxBodyBytes: number | undefined;
    const responses: ConsoleResponse[] = [];
    for (const [status, raw] of Object.entries(record(operation.responses, `${where} responses`))) {
      const at = `${where} response ${status}`;
      if (!/^[1-5][0-9]{2}$/.test(status)) fail(at, 'a response key must be an HTTP status');
      const response = record(deref(contract, raw), at);
      const limit = response['x-mnemora-max-body-bytes'];
      if (typeof limit === 'number') maxBodyBytes = limit;
      const headers = Object.entries(isRecord(response.headers) ? response.headers : {}).map(([name, h]) => ({
        name,
        required: record(deref(contract, h), `${at} header ${name}`).required === true,
      }));
      const content = isRecord(response.content) ? response.content : {};
      const types = Object.keys(content);
      if (types.length > 1) fail(at, 'more than one content type');
      const [contentType] = types;
      let schema: string | undefined;
      const examples: ConsoleExample[] = [];
      if (contentType !== undefined) {
        const media = record(content[contentType], at);
        schema = refName(record(media.schema, at).$ref, at);
        if (isRecord(media.examples)) {
          for (const ex of Object.values(media.examples)) {
            const e = record(ex, at);
            examples.push({summary: text(e.summary), value: e.value});
          }
        } else if (media.example !== undefined) examples.push({summary: '', value: media.example});
        if (examples.length === 0) fail(at, 'no example to answer with');
      }
      responses.push({
        status,
        headers,
        ...(contentType !== undefined ? {contentType} : {}),
        ...(schema !== undefined ? {schema} : {}),
        examples,
      });
    }
    if (!responses.some((r) => r.status.startsWith('2'))) fail(where, 'no success response');
    operations[anchorOf(operationId)] = {
      operationId,
      method,
      path,
      summary: text(operation.summary),
      secured,
      sdk,
      parameters,
      ...(body ? {body} : {}),
      ...(maxBodyBytes !== undefined ? {maxBodyBytes} : {}),
      responses,
    };
  }

  const headers: ConsoleModel['headers'] = {};
  const components = record(contract.components, 'components');
  for (const [name, raw] of Object.entries(isRecord(components.headers) ? components.headers : {})) {
    const h = record(deref(contract, raw), `header ${name}`);
    const schema = isRecord(h.schema) ? h.schema : {};
    headers[name] = {example: h.example, ...(typeof schema.pattern === 'string' ? {pattern: schema.pattern} : {})};
  }
  return {operations, headers};
}
