/**
 * Facts that several pages state: limits, defaults, retry policy, API version and supported
 * runtimes. Contract facts come from openapi/mnemora.yaml through src/data/contract-facts.json
 * (written by scripts/generate-facts.mjs, part of `npm run generate:api`); runtime facts that the
 * contract cannot hold are declared here. Pages render them with `<Fact name="…" />`
 * (src/components/Fact), and tests/content/facts.test.ts fails when a page, an SDK declaration or
 * the CLI table states one of them by hand with a different value, in any locale.
 */
import contractFacts from './contract-facts.json';

export const facts = {
  ...contractFacts,
  /** The oldest Node.js major the TypeScript SDK, the CLI and the MCP stdio server run on. */
  nodeMinMajor: 20,
  /** The oldest Python the Python SDK runs on. */
  pythonMin: '3.9',
} as const;

export type FactName = keyof typeof facts;
export type Locale = 'en' | 'es' | 'fr' | 'de';

/**
 * How each locale states a fact in prose: every match's first group must equal the fact. A
 * pattern applies only to sentences that match `context` (and not `unless`), so that a number
 * next to the same words about something else (the realtime reconnect backoff, for one) is not
 * compared. Every pattern must match at least once in its locale, so a pattern that went stale
 * after rewording fails instead of silently checking nothing.
 */
export interface FactStatement {
  fact: FactName;
  context?: RegExp;
  unless?: RegExp;
  patterns: Record<Locale, RegExp>;
}

const SECONDS = '(?:s|seconds?|segundos?|secondes?|Sekunden?)\\b';
const BACKOFF = /exponential|exponencial|exponentiel|exponentiell|backoff/i;
const RECONNECT = /reconnect|reconect|vuelve a conectar|reconnex|neu \(|Verbinden Sie sich|Wiederverbind/i;

export const factStatements: FactStatement[] = [
  {
    fact: 'retryBackoffMaxSeconds',
    context: BACKOFF,
    unless: RECONNECT,
    patterns: {
      en: new RegExp(`(?:capped at|up to) (\\d+(?:\\.\\d+)?) ?${SECONDS}`, 'g'),
      es: new RegExp(`(?:con un máximo de|a) (\\d+(?:,\\d+)?) ?${SECONDS}`, 'g'),
      fr: new RegExp(`(?:plafonnée? à|plafond de|jusqu’à) (\\d+(?:,\\d+)?) ?${SECONDS}`, 'g'),
      de: new RegExp(`höchstens (\\d+(?:,\\d+)?) ?${SECONDS}`, 'g'),
    },
  },
  {
    fact: 'retryBackoffInitialSeconds',
    context: BACKOFF,
    unless: RECONNECT,
    patterns: {
      en: new RegExp(`(?:from|about|\\() ?(\\d+(?:\\.\\d+)?) ?${SECONDS}`, 'g'),
      es: new RegExp(`(?:desde|a partir de|aproximadamente|\\() ?(\\d+(?:,\\d+)?) ?${SECONDS}|de (\\d+(?:,\\d+)?) a \\d`, 'g'),
      fr: new RegExp(`(?:à partir de|environ|\\() ?(\\d+(?:,\\d+)?) ?${SECONDS}|de (\\d+(?:,\\d+)?) ?${SECONDS} jusqu’à`, 'g'),
      de: new RegExp(`(?:beginnend bei|von|etwa|\\() ?(\\d+(?:,\\d+)?) ?${SECONDS}`, 'g'),
    },
  },
  {
    fact: 'nodeMinMajor',
    patterns: {
      en: /Node\.js (\d+)(?:\+| or later)/g,
      es: /Node\.js (\d+)(?:\+| o posterior)/g,
      fr: /Node\.js (\d+)(?:\+| ou (?:une )?version ultérieure)/g,
      de: /Node\.js (\d+)(?:\+| oder neuer)/g,
    },
  },
  {
    fact: 'pythonMin',
    patterns: {
      en: /Python (\d\.\d+)(?:\+| or later)/g,
      es: /Python (\d\.\d+)(?:\+| o posterior)/g,
      fr: /Python (\d\.\d+)(?:\+| ou (?:une )?version ultérieure)/g,
      de: /Python (\d\.\d+)(?:\+| oder neuer)/g,
    },
  },
  {
    fact: 'apiVersion',
    patterns: {
      en: /currently `?(\d{4}-\d\d-\d\d)/g,
      es: /actualmente `?(\d{4}-\d\d-\d\d)/g,
      fr: /actuellement `?(\d{4}-\d\d-\d\d)/g,
      de: /derzeit `?(\d{4}-\d\d-\d\d)/g,
    },
  },
  {
    fact: 'bulkDeleteMaxIds',
    patterns: {
      en: /(?:up to|Deletes up to) ([\d,]+) (?:memories by `?ids|`?ids`?|memory ids|IDs)/g,
      es: /hasta ([\d.\u00a0 ]+) (?:memorias por `?ids|`?ids`?|IDs|ids)/g,
      fr: /jusqu’à ([\d\u202f\u00a0 ]+) (?:souvenirs par `?ids|`?ids`?|identifiants|IDs)/g,
      de: /(?:bis zu|\| Massenlöschung[^|]*\|) ([\d.]+) (?:Erinnerungen anhand (?:ihrer IDs|von `ids`)|`?ids`?|IDs)/g,
    },
  },
  {
    fact: 'batchMaxItems',
    patterns: {
      en: /batch(?:es)? of up to (\d+)|1[–-](\d+) (?:items|memory dicts)/g,
      es: /lotes? de hasta (\d+)|1 a (\d+) elementos/g,
      fr: /lots de (\d+) au plus|1 à (\d+) éléments/g,
      de: /Batches von bis zu (\d+)|1[–-](\d+) Elemente/g,
    },
  },
];

/**
 * The value a page states, normalised for comparison with a fact: numbers as the page's locale
 * writes them (1,000 / 1.000 / 1 000 / 0,5); dates and versions (`2025-06-01`, `3.9`) as written.
 */
export function parseStated(text: string, locale: Locale, factValue: unknown): string {
  const t = text.trim();
  if (typeof factValue === 'string') return t;
  if (locale === 'en') return String(Number(t.replace(/,/g, '')));
  if (locale === 'de') return String(Number(t.replace(/\./g, '').replace(',', '.')));
  return String(Number(t.replace(/[\s\u00a0\u202f.]/g, '').replace(',', '.')));
}

// How each locale groups thousands and writes decimals (its glossary's number rule; the API
// reference generator uses the same rule in scripts/api-reference-labels.mjs).
const NUMBER_STYLE: Record<Locale, {thousands: string; groupFrom: number; decimal: string}> = {
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
