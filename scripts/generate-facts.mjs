#!/usr/bin/env node
// Writes src/data/contract-facts.json: the facts several pages state (limits, defaults, retry
// policy, API version), read from the contract so that the pages, the SDK declarations and the
// CLI table can be checked against one source (tests/content/facts.test.ts).
//
//   node scripts/generate-facts.mjs          write the file
//   node scripts/generate-facts.mjs --check  exit 1 when the file is missing or stale
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {loadContract, repoRoot} from './lib/contract.mjs';

export const factsPath = path.join(repoRoot, 'src/data/contract-facts.json');

/** Reads one value of the contract, failing with the path that is missing. */
function at(contract, pointer) {
  let node = contract;
  for (const key of pointer.split('/')) {
    // A $ref is followed only when the key is not written next to it (`mode: {$ref, default}`).
    if (node?.$ref && !(key in node)) node = at(contract, node.$ref.replace(/^#\//, ''));
    node = node?.[key];
    if (node === undefined)
      throw new Error(`scripts/generate-facts.mjs: openapi/mnemora.yaml has no ${pointer} (missing at "${key}")`);
  }
  return node;
}

/**
 * The key prefixes an API key pattern allows: `^mn_(sk|rk)_(live|test)_…` gives mn_sk_live_,
 * mn_sk_test_, mn_rk_live_ and mn_rk_test_. Fails on a pattern of another shape.
 */
export function keyPrefixes(pattern) {
  const m = /^\^([a-z]+)_\(([a-z|]+)\)_\(([a-z|]+)\)_/.exec(pattern);
  if (!m)
    throw new Error(
      `scripts/generate-facts.mjs: the ApiKey prefix pattern ${pattern} is not ^<brand>_(kind|…)_(mode|…)_…`,
    );
  return m[2].split('|').flatMap((kind) => m[3].split('|').map((mode) => `${m[1]}_${kind}_${mode}_`));
}

/** The facts, each with the contract location it comes from. */
export function contractFacts(contract = loadContract()) {
  const S = 'components/schemas';
  const policy = at(contract, `${S}/ErrorCode/x-mnemora-retry-policy`);
  const codes = at(contract, `${S}/ErrorCode/x-mnemora-error-codes`);
  return {
    apiVersion: contract.info.version,
    batchMaxItems: at(contract, `${S}/BatchCreateRequest/properties/items/maxItems`),
    bulkDeleteMaxIds: at(contract, `${S}/BulkDeleteRequest/properties/ids/maxItems`),
    contentMaxLength: at(contract, `${S}/MemoryCreate/properties/content/maxLength`),
    queryMaxLength: at(contract, `${S}/SearchRequest/properties/query/maxLength`),
    searchLimitMax: at(contract, `${S}/SearchRequest/properties/limit/maximum`),
    searchLimitDefault: at(contract, `${S}/SearchRequest/properties/limit/default`),
    searchModeDefault: at(contract, `${S}/SearchRequest/properties/mode/default`),
    alphaDefault: at(contract, `${S}/SearchRequest/properties/alpha/default`),
    listLimitMax: at(contract, 'components/parameters/Limit20/schema/maximum'),
    listLimitDefault: at(contract, 'components/parameters/Limit20/schema/default'),
    requestBodyMaxBytes: at(contract, 'components/responses/PayloadTooLarge/x-mnemora-max-body-bytes'),
    keyPrefixes: keyPrefixes(at(contract, `${S}/ApiKey/properties/prefix/pattern`)),
    retryDefaultMaxRetries: policy.default_max_retries,
    retryBackoffInitialSeconds: policy.backoff_initial_seconds,
    retryBackoffMaxSeconds: policy.backoff_max_seconds,
    retriedAutomatically: Object.keys(codes).filter((c) => codes[c].sdk_retry === 'automatic'),
    neverRetriedAutomatically: Object.keys(codes).filter(
      (c) => codes[c].retryable && codes[c].sdk_retry !== 'automatic',
    ),
  };
}

export function renderFacts(contract) {
  return `${JSON.stringify(contractFacts(contract), null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const text = renderFacts();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(factsPath) ? fs.readFileSync(factsPath, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(repoRoot, factsPath)} is stale: run \`node scripts/generate-facts.mjs\``);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(factsPath, text);
    console.log(`Wrote ${path.relative(repoRoot, factsPath)}`);
  }
}
