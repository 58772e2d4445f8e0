#!/usr/bin/env node
// Writes src/data/contract-facts.json: the facts several pages state (limits, defaults, retry
// policy, API version), read from the contract so that the pages, the SDK declarations and the
// CLI table can be checked against one source (tests/content/facts.test.ts).
//
//   node --import tsx scripts/generate-facts.ts          write the file
//   node --import tsx scripts/generate-facts.ts --check  exit 1 when the file is missing or stale
import path from 'node:path';
import {isRecord, loadContract, repoRoot, writeOrCheck, type ContractNode} from './lib/contract';

export const factsPath = path.join(repoRoot, 'src/data/contract-facts.json');

/** What src/data/contract-facts.json holds, in the order it lists them. */
export interface ContractFacts {
  apiVersion: string;
  batchMaxItems: number;
  bulkDeleteMaxIds: number;
  contentMaxLength: number;
  queryMaxLength: number;
  searchLimitMax: number;
  searchLimitDefault: number;
  searchModeDefault: string;
  alphaDefault: number;
  listLimitMax: number;
  listLimitDefault: number;
  requestBodyMaxBytes: number;
  keyPrefixes: string[];
  retryDefaultMaxRetries: number;
  retryBackoffInitialSeconds: number;
  retryBackoffMaxSeconds: number;
  retriedAutomatically: string[];
  neverRetriedAutomatically: string[];
}

/** Reads one value of the contract, failing with the path that is missing. */
function at(contract: unknown, pointer: string): unknown {
  let node = contract;
  for (const key of pointer.split('/')) {
    // A $ref is followed only when the key is not written next to it (`mode: {$ref, default}`).
    if (isRecord(node) && typeof node.$ref === 'string' && !(key in node))
      node = at(contract, node.$ref.replace(/^#\//, ''));
    node = isRecord(node) ? node[key] : undefined;
    if (node === undefined)
      throw new Error(`scripts/generate-facts.ts: openapi/mnemora.yaml has no ${pointer} (missing at "${key}")`);
  }
  return node;
}

/** A value of the contract that a fact states, failing when it is not of the type the fact has. */
function typedAt<T>(contract: unknown, pointer: string, type: string, is: (v: unknown) => v is T): T {
  const value = at(contract, pointer);
  if (!is(value))
    throw new Error(
      `scripts/generate-facts.ts: openapi/mnemora.yaml ${pointer} is not a ${type} (${JSON.stringify(value)})`,
    );
  return value;
}
const isNumber = (v: unknown): v is number => typeof v === 'number';
const isString = (v: unknown): v is string => typeof v === 'string';
const numberAt = (contract: unknown, pointer: string): number => typedAt(contract, pointer, 'number', isNumber);
const stringAt = (contract: unknown, pointer: string): string => typedAt(contract, pointer, 'string', isString);

/**
 * The key prefixes an API key pattern allows: `^mn_(sk|rk)_(live|test)_…` gives mn_sk_live_,
 * mn_sk_test_, mn_rk_live_ and mn_rk_test_. Fails on a pattern of another shape.
 */
export function keyPrefixes(pattern: string): string[] {
  const m = /^\^([a-z]+)_\(([a-z|]+)\)_\(([a-z|]+)\)_/.exec(pattern);
  const [, brand, kinds, modes] = m ?? [];
  if (brand === undefined || kinds === undefined || modes === undefined)
    throw new Error(
      `scripts/generate-facts.ts: the ApiKey prefix pattern ${pattern} is not ^<brand>_(kind|…)_(mode|…)_…`,
    );
  return kinds.split('|').flatMap((kind) => modes.split('|').map((mode) => `${brand}_${kind}_${mode}_`));
}

/** The facts, each with the contract location it comes from. */
export function contractFacts(contract: ContractNode = loadContract()): ContractFacts {
  const S = 'components/schemas';
  const policy = `${S}/ErrorCode/x-mnemora-retry-policy`;
  const codes = typedAt(contract, `${S}/ErrorCode/x-mnemora-error-codes`, 'mapping', isRecord);
  const code = (c: string): ContractNode =>
    typedAt(contract, `${S}/ErrorCode/x-mnemora-error-codes/${c}`, 'mapping', isRecord);
  return {
    apiVersion: stringAt(contract, 'info/version'),
    batchMaxItems: numberAt(contract, `${S}/BatchCreateRequest/properties/items/maxItems`),
    bulkDeleteMaxIds: numberAt(contract, `${S}/BulkDeleteRequest/properties/ids/maxItems`),
    contentMaxLength: numberAt(contract, `${S}/MemoryCreate/properties/content/maxLength`),
    queryMaxLength: numberAt(contract, `${S}/SearchRequest/properties/query/maxLength`),
    searchLimitMax: numberAt(contract, `${S}/SearchRequest/properties/limit/maximum`),
    searchLimitDefault: numberAt(contract, `${S}/SearchRequest/properties/limit/default`),
    searchModeDefault: stringAt(contract, `${S}/SearchRequest/properties/mode/default`),
    alphaDefault: numberAt(contract, `${S}/SearchRequest/properties/alpha/default`),
    listLimitMax: numberAt(contract, 'components/parameters/Limit20/schema/maximum'),
    listLimitDefault: numberAt(contract, 'components/parameters/Limit20/schema/default'),
    requestBodyMaxBytes: numberAt(contract, 'components/responses/PayloadTooLarge/x-mnemora-max-body-bytes'),
    keyPrefixes: keyPrefixes(stringAt(contract, `${S}/ApiKey/properties/prefix/pattern`)),
    retryDefaultMaxRetries: numberAt(contract, `${policy}/default_max_retries`),
    retryBackoffInitialSeconds: numberAt(contract, `${policy}/backoff_initial_seconds`),
    retryBackoffMaxSeconds: numberAt(contract, `${policy}/backoff_max_seconds`),
    retriedAutomatically: Object.keys(codes).filter((c) => code(c).sdk_retry === 'automatic'),
    neverRetriedAutomatically: Object.keys(codes).filter(
      (c) => Boolean(code(c).retryable) && code(c).sdk_retry !== 'automatic',
    ),
  };
}

export function renderFacts(contract?: ContractNode): string {
  return `${JSON.stringify(contractFacts(contract), null, 2)}\n`;
}

if (require.main === module) {
  const check = process.argv.includes('--check');
  const rel = path.relative(repoRoot, factsPath);
  if (!writeOrCheck(factsPath, renderFacts(), check)) {
    console.error(`${rel} is stale: run \`node --import tsx scripts/generate-facts.ts\``);
    process.exit(1);
  }
  if (!check) console.log(`Wrote ${rel}`);
}
