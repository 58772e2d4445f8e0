/**
 * What the product skill reads from the API model (packages/api-model): operations with their
 * inputs, the error codes of a status, the retry policy, the server. Projections of the model, so
 * the skill states nothing the contract does not.
 */
import type {ApiModel, RetryPolicy} from '../../../packages/api-model/model';

export type {ApiModel, RetryPolicy};

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly tag: string;
  /** Header, query and path parameters by their wire names (`If-Match`, `limit`). */
  readonly parameters: readonly {readonly name: string; readonly in: string; readonly required: boolean}[];
  /** Top-level fields of the JSON request body. */
  readonly bodyFields: readonly {readonly name: string; readonly required: boolean}[];
}

export interface ErrorCodeInfo {
  readonly code: string;
  readonly status: number;
  readonly sdkRetry: string;
}

export function operationsOf(model: ApiModel): Operation[] {
  return model.operations.map((op) => ({
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    tag: op.tags[0] ?? '',
    parameters: op.parameters.map((p) => ({name: p.name, in: p.in, required: p.required})),
    bodyFields: (op.requestBody?.fields.fields ?? []).map((f) => ({name: f.name, required: f.required})),
  }));
}

export function operationById(model: ApiModel, id: string): Operation {
  const op = operationsOf(model).find((o) => o.operationId === id);
  if (!op)
    throw new Error(
      `contract: no operation "${id}" (operations: ${model.operations.map((o) => o.operationId).join(', ')})`,
    );
  return op;
}

export const errorCodes = (model: ApiModel): ErrorCodeInfo[] =>
  model.errorCodes.map((e) => ({code: e.code, status: e.status, sdkRetry: e.sdkRetries ? 'automatic' : 'never'}));

export const retryPolicy = (model: ApiModel): RetryPolicy => model.retryPolicy;

export const serverUrl = (model: ApiModel): string => model.baseUrl;

export function enumOf(model: ApiModel, schemaName: string): string[] {
  const values = model.schemas[schemaName]?.enum;
  if (!Array.isArray(values)) throw new Error(`contract: schema ${schemaName} is not an enum`);
  return values.map(String);
}
