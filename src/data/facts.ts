/**
 * Facts that several pages state: limits, defaults, retry policy, API version and supported
 * runtimes. Contract facts come from openapi/mnemora.yaml through src/data/contract-facts.json
 * (written by scripts/generate-facts.mjs, part of `npm run generate:api`); runtime facts that the
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
export type Locale = 'en' | 'es' | 'fr' | 'de';

// How each locale phrases each fact (for the test that compares pages with these facts) lives in
// src/data/fact-statements.ts, so that pages rendering <Fact> do not ship those patterns.

// How each locale groups thousands and writes decimals (its glossary's number rule; the API
// reference, src/components/ApiReference, writes its limits with formatFact too).
export const NUMBER_STYLE: Record<Locale, {thousands: string; groupFrom: number; decimal: string}> = {
  en: {thousands: ',', groupFrom: 4, decimal: '.'},
  es: {thousands: '\u00a0', groupFrom: 5, decimal: ','},
  fr: {thousands: '\u202f', groupFrom: 4, decimal: ','},
  de: {thousands: '.', groupFrom: 4, decimal: ','},
};

/** A fact's value as text in `locale`: numbers localised, lists joined, strings as they are. */
export function formatFact(value: unknown, locale: Locale): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value !== 'number') return String(value);
  const style = NUMBER_STYLE[locale] ?? NUMBER_STYLE.en;
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.length >= style.groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.thousands) : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? style.decimal + fraction : ''}`;
}
