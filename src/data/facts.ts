/**
 * Facts that several pages state: limits, defaults, retry policy, API version and supported
 * runtimes. Contract facts come from openapi/mnemora.yaml through src/data/contract-facts.json
 * (written by scripts/generate-facts.ts, part of `npm run generate:api`); runtime facts that the
 * contract cannot hold are declared here. Pages render them with `<Fact name="…" />`
 * (src/components/Fact), and tests/content/facts.test.ts fails when a page, an SDK declaration or
 * the CLI table states one of them by hand with a different value, in any locale.
 */
import contractFacts from './contract-facts.json';

const sdkTimeoutMs = 30000;

export const facts = {
  ...contractFacts,
  /** The oldest Node.js major the TypeScript SDK, the CLI and the MCP stdio server run on. */
  nodeMinMajor: 20,
  /** The oldest Python the Python SDK runs on. */
  pythonMin: '3.9',
  /** The SDKs' and the CLI's default time limit of one HTTP attempt, in milliseconds. */
  sdkTimeoutMs,
  /** The same limit as the Python SDK takes it, in seconds. */
  pythonTimeoutSeconds: sdkTimeoutMs / 1000,
  /** The largest request body the API accepts, in MiB (the contract gives bytes). */
  requestBodyMaxMiB: contractFacts.requestBodyMaxBytes / 1048576,
} as const;

export type FactName = keyof typeof facts;
export {formatFact, NUMBER_STYLE, type Locale} from './number-format';

// How each locale phrases each fact (for the test that compares pages with these facts) lives in
// src/data/fact-statements.ts, so that pages rendering <Fact> do not ship those patterns.
