#!/usr/bin/env node
// Writes src/data/contract-facts.json: the facts several pages state (limits, defaults, retry
// policy, API version), read from the contract so that the pages, the SDK declarations and the
// CLI table can be checked against one source (tests/content/facts.test.ts).
//
//   node --import tsx scripts/generate-facts.ts          write the file
//   node --import tsx scripts/generate-facts.ts --check  exit 1 when the file is missing or stale
import path from 'node:path';
import {deref, isRecord, loadContract, repoRoot, writeOrCheck, type ContractNode} from '../packages/api-model/contract';

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
  planFreeRequestsPerMinute: number;
  planFreeMemoriesMax: number;
  planProRequestsPerMinute: number;
  planProMemoriesMax: number;
  planEnterpriseRequestsPerMinute: number;
  planEnterpriseMemoriesMax: number;
  embeddingModel: string;
  embeddingDimensions: number;
  changeStreamPath: string;
}

/** The plans `Usage.plan` names, in its order; `info.x-mnemora-plans` holds the limits of each. */
const PLANS = ['free', 'pro', 'enterprise'] as const;

/**
 * The limits of each plan, checked against the rest of the contract: `Usage.plan` names exactly
 * these plans, and the `Usage` example's `limits` are those of the plan it names, so an example
 * cannot show a limit no plan has.
 */
function planLimits(contract: ContractNode): Record<(typeof PLANS)[number], {rpm: number; memories: number}> {
  const plans = typedAt(contract, 'info/x-mnemora-plans', 'mapping', isRecord);
  const named = at(contract, 'components/schemas/Usage/properties/plan/enum');
  if (JSON.stringify(Object.keys(plans)) !== JSON.stringify(PLANS) || JSON.stringify(named) !== JSON.stringify(PLANS))
    throw new Error(
      `scripts/generate-facts.ts: info/x-mnemora-plans lists ${Object.keys(plans).join(', ')} and Usage.plan ${JSON.stringify(named)}; both must be ${PLANS.join(', ')}`,
    );
  const limits = Object.fromEntries(
    PLANS.map((plan) => [
      plan,
      {
        rpm: numberAt(contract, `info/x-mnemora-plans/${plan}/requests_per_minute`),
        memories: numberAt(contract, `info/x-mnemora-plans/${plan}/memories_max`),
      },
    ]),
  ) as Record<(typeof PLANS)[number], {rpm: number; memories: number}>;
  const examples = at(contract, 'components/schemas/Usage/examples');
  for (const [i, example] of (Array.isArray(examples) ? examples : []).entries()) {
    const plan = isRecord(example) ? example.plan : undefined;
    const shown = isRecord(example) && isRecord(example.limits) ? example.limits : {};
    const own = typeof plan === 'string' && plan in limits ? limits[plan as (typeof PLANS)[number]] : undefined;
    if (!own || shown.requests_per_minute !== own.rpm || shown.memories_max !== own.memories)
      throw new Error(
        `scripts/generate-facts.ts: components/schemas/Usage/examples/${i} shows plan ${String(plan)} with requests_per_minute ${String(shown.requests_per_minute)} and memories_max ${String(shown.memories_max)}; info/x-mnemora-plans says ${JSON.stringify(own)}`,
      );
  }
  return limits;
}

/** The path clients follow for changes, which must be a path of the contract; and no webhooks. */
function changeStream(contract: ContractNode): string {
  const notifications = 'info/x-mnemora-change-notifications';
  if (at(contract, `${notifications}/webhooks`) !== false || 'webhooks' in contract)
    throw new Error(
      `scripts/generate-facts.ts: ${notifications}/webhooks must be false and the contract must have no top-level webhooks (the pages say there are none)`,
    );
  const stream = stringAt(contract, `${notifications}/stream`);
  const paths = typedAt(contract, 'paths', 'mapping', isRecord);
  const item = paths[stream];
  if (!isRecord(item) || !isRecord(item.get))
    throw new Error(
      `scripts/generate-facts.ts: ${notifications}/stream is ${stream}, which is no GET path of the contract (paths: ${Object.keys(paths).join(', ')})`,
    );
  return stream;
}

/** Reads one value of the contract, failing with the path that is missing. */
function at(contract: unknown, pointer: string): unknown {
  let node = contract;
  for (const key of pointer.split('/')) {
    // A $ref is followed only when the key is not written next to it (`mode: {$ref, default}`).
    if (isRecord(node) && !(key in node)) node = deref(contract, node);
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
  const plans = planLimits(contract);
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
    planFreeRequestsPerMinute: plans.free.rpm,
    planFreeMemoriesMax: plans.free.memories,
    planProRequestsPerMinute: plans.pro.rpm,
    planProMemoriesMax: plans.pro.memories,
    planEnterpriseRequestsPerMinute: plans.enterprise.rpm,
    planEnterpriseMemoriesMax: plans.enterprise.memories,
    embeddingModel: stringAt(contract, 'info/x-mnemora-embedding/model'),
    embeddingDimensions: numberAt(contract, 'info/x-mnemora-embedding/dimensions'),
    changeStreamPath: changeStream(contract),
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
