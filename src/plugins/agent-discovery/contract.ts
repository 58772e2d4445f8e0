/**
 * What the product skill reads from the API contract (openapi/mnemora.bundled.yaml): operations
 * with their inputs, the error codes of a status, the retry policy, the server. Pure functions over
 * the parsed document, so the skill states nothing the contract does not.
 */
export type Json = Record<string, unknown>;

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

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Follows a local `$ref` (`#/components/schemas/Memory`); anything else is returned as it is. */
function deref(contract: Json, value: unknown): Json {
  let current = value as Json;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`contract: $ref loop at ${String(current.$ref)}`);
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`contract: only local $ref are supported, found ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        contract,
      ) as Json;
    if (current === undefined) throw new Error(`contract: $ref ${ref} points nowhere`);
  }
  return current;
}

export function operationsOf(contract: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries((contract.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      if (typeof op.operationId !== 'string')
        throw new Error(`contract: ${method.toUpperCase()} ${path} has no operationId`);
      const parameters = [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])].map(
        (p) => {
          const param = deref(contract, p);
          return {name: String(param.name), in: String(param.in), required: param.required === true};
        },
      );
      const body = (op.requestBody as Json | undefined) && deref(contract, op.requestBody);
      const schema = body
        ? deref(contract, ((body.content as Json)?.['application/json'] as Json | undefined)?.schema)
        : undefined;
      const required = new Set((schema?.required ?? []) as string[]);
      const bodyFields = Object.keys((schema?.properties ?? {}) as Json).map((name) => ({
        name,
        required: required.has(name),
      }));
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        tag: ((op.tags ?? []) as string[])[0] ?? '',
        parameters,
        bodyFields,
      });
    }
  }
  return out;
}

export function operationById(contract: Json, id: string): Operation {
  const op = operationsOf(contract).find((o) => o.operationId === id);
  if (!op)
    throw new Error(
      `contract: no operation "${id}" (operations: ${operationsOf(contract)
        .map((o) => o.operationId)
        .join(', ')})`,
    );
  return op;
}

export function errorCodes(contract: Json): ErrorCodeInfo[] {
  const schema = deref(contract, {$ref: '#/components/schemas/ErrorCode'});
  const table = (schema['x-mnemora-error-codes'] ?? {}) as Record<string, {status: number; sdk_retry: string}>;
  return Object.entries(table).map(([code, info]) => ({code, status: info.status, sdkRetry: info.sdk_retry}));
}

export interface RetryPolicy {
  readonly default_max_retries: number;
  readonly backoff_initial_seconds: number;
  readonly backoff_multiplier: number;
  readonly backoff_max_seconds: number;
  readonly honours_retry_after: boolean;
}

export function retryPolicy(contract: Json): RetryPolicy {
  const schema = deref(contract, {$ref: '#/components/schemas/ErrorCode'});
  const policy = schema['x-mnemora-retry-policy'] as RetryPolicy | undefined;
  if (!policy) throw new Error('contract: ErrorCode has no x-mnemora-retry-policy');
  return policy;
}

export function serverUrl(contract: Json): string {
  const url = ((contract.servers ?? []) as {url?: string}[])[0]?.url;
  if (!url) throw new Error('contract: no servers[0].url');
  return url;
}

export function enumOf(contract: Json, schemaName: string): string[] {
  const values = deref(contract, {$ref: `#/components/schemas/${schemaName}`}).enum;
  if (!Array.isArray(values)) throw new Error(`contract: schema ${schemaName} is not an enum`);
  return values.map(String);
}
