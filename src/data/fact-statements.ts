/**
 * How pages phrase the facts of src/data/facts.ts in each locale, for tests/content/facts.test.ts.
 * Kept apart from facts.ts so that the pages rendering <Fact> load only the values.
 */
import type {FactName, Locale} from './facts';

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
  /** The value is written as code (`30.0`), not as the locale writes numbers. */
  literal?: boolean;
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
      en: new RegExp(`(?:capped at|up to) (\\d+(?:\\.\\d+)?)[ \\u00a0\\u202f]?${SECONDS}`, 'g'),
      es: new RegExp(`(?:con un máximo de|a) (\\d+(?:,\\d+)?)[ \\u00a0\\u202f]?${SECONDS}`, 'g'),
      fr: new RegExp(`(?:plafonnée? à|plafond de|jusqu’à) (\\d+(?:,\\d+)?)[ \\u00a0\\u202f]?${SECONDS}`, 'g'),
      de: new RegExp(`höchstens (\\d+(?:,\\d+)?)[ \\u00a0\\u202f]?${SECONDS}`, 'g'),
    },
  },
  {
    fact: 'retryBackoffInitialSeconds',
    context: BACKOFF,
    unless: RECONNECT,
    patterns: {
      en: new RegExp(`(?:from|about|\\() ?(\\d+(?:\\.\\d+)?)[ \\u00a0\\u202f]?${SECONDS}`, 'g'),
      es: new RegExp(
        `(?:desde|a partir de|aproximadamente|\\() ?(\\d+(?:,\\d+)?)[ \\u00a0\\u202f]?${SECONDS}|de (\\d+(?:,\\d+)?) a \\d`,
        'g',
      ),
      fr: new RegExp(
        `(?:à partir de|environ|\\() ?(\\d+(?:,\\d+)?)[ \\u00a0\\u202f]?${SECONDS}|de (\\d+(?:,\\d+)?)[ \\u00a0\\u202f]?${SECONDS} jusqu’à`,
        'g',
      ),
      de: new RegExp(`(?:beginnend bei|von|etwa|\\() ?(\\d+(?:,\\d+)?)[ \\u00a0\\u202f]?${SECONDS}`, 'g'),
    },
  },
  {
    // The word for memory content stands just before the number ("`content` (1–32,000
    // characters)", "Memories hold up to 32,000 characters"), or "per memory" just after it.
    fact: 'contentMaxLength',
    // Metadata values, chunk sizes and size arithmetic ("100 memories of 30,000 characters exceed
    // 1 MiB") are other numbers of characters.
    unless: /metadata|metadatos|métadonnées|Metadaten|chunk|fragmento|morceau|Abschnitt|MiB|Mio/i,
    patterns: {
      en: /(?:content|[Mm]emor(?:y|ies)|remember)[^.]{0,40}?\b(\d{1,3}(?:,\d{3})+) characters|(\d{1,3}(?:,\d{3})+) characters per memory/g,
      es: /(?:content|memorias?|recordar)[^.]{0,40}?\b(\d{1,3}(?:[\u00a0 ]\d{3})+) caracteres|(\d{1,3}(?:[\u00a0 ]\d{3})+) caracteres por memoria/g,
      fr: /(?:content|souvenirs?|retenir|texte)[^.]{0,40}?(?<!\d[\u00a0\u202f ]?)(\d{1,3}(?:[\u00a0\u202f ]\d{3})+) caractères|(\d{1,3}(?:[\u00a0\u202f ]\d{3})+) caractères par souvenir/g,
      de: /(?:content|Erinnerung(?:en)?|merken)[^.]{0,40}?\b(\d{1,3}(?:\.\d{3})+) Zeichen|(\d{1,3}(?:\.\d{3})+) Zeichen pro Erinnerung/g,
    },
  },
  {
    // The search query's limit: the word for query or search stands just before the number.
    fact: 'queryMaxLength',
    patterns: {
      en: /(?:[Qq]uery|look(?:ing)? for)[^.]{0,60}?\b(\d{1,3}(?:,\d{3})+) characters/g,
      es: /(?:consulta|buscas|búsqueda)[^.]{0,60}?\b(\d{1,3}(?:[\u00a0 ]\d{3})+|\d{4}) caracteres/g,
      fr: /(?:[Rr]equête de recherche|cherchez|mots-clés)[^.]{0,60}?(?<!\d[\u00a0\u202f ]?)(\d{1,3}(?:[\u00a0\u202f ]\d{3})+) caractères/g,
      de: /(?:Suchanfrage|gesucht|Stichwörter)[^.]{0,60}?\b(\d{1,3}(?:\.\d{3})+) Zeichen/g,
    },
  },
  {
    fact: 'nodeMinMajor',
    patterns: {
      en: /Node\.js (\d+)(?:\+| or later)/g,
      es: /Node\.js (\d+)(?:\+| o posterior)/g,
      fr: /Node\.js (\d+)(?:\+| ou (?:une )?version ultérieure| ou ultérieure?)/g,
      de: /Node\.js (\d+)(?:\+| oder neuer)/g,
    },
  },
  {
    fact: 'pythonMin',
    patterns: {
      en: /Python (\d\.\d+)(?:\+| or later)/g,
      es: /Python (\d\.\d+)(?:\+| o posterior)/g,
      fr: /Python (\d\.\d+)(?:\+| ou (?:une )?version ultérieure| ou ultérieure?)/g,
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
    // Tables and code-like mentions: `timeoutMs` | `30000`, `timeoutMs: 30000`, `--timeout 30000`,
    // "Defaults to `30000`" (the declaration), and the performance guide's "`timeoutMs` 30,000".
    fact: 'sdkTimeoutMs',
    patterns: {
      en: /`timeoutMs` \|(?: `number` \|)? `(\d+)`|`timeoutMs: (\d+)`|`--timeout (\d+)`|in milliseconds\. Defaults to `(\d+)`|`timeoutMs` (\d{1,3}(?:,\d{3})+)/g,
      es: /`timeoutMs` \|(?: `number` \|)? `(\d+)`|`timeoutMs: (\d+)`|`--timeout (\d+)`|`timeoutMs` (\d{1,3}(?:[\u00a0\u202f ]\d{3})+)/g,
      fr: /`timeoutMs` \|(?: `number` \|)? `(\d+)`|`timeoutMs: (\d+)`|`--timeout (\d+)`|`timeoutMs` à (\d{1,3}(?:[\u00a0\u202f ]\d{3})+)/g,
      de: /`timeoutMs` \|(?: `number` \|)? `(\d+)`|`timeoutMs: (\d+)`|`--timeout (\d+)`|`timeoutMs` (\d{1,3}(?:\.\d{3})+)/g,
    },
  },
  {
    fact: 'pythonTimeoutSeconds',
    literal: true,
    patterns: {
      en: /`timeout` \| `(\d+(?:\.\d+)?)`|`timeout=(\d+(?:\.\d+)?)`|timeout: float \| Timeout = (\d+(?:\.\d+)?)/g,
      es: /`timeout` \| `(\d+(?:\.\d+)?)`|`timeout=(\d+(?:\.\d+)?)`/g,
      fr: /`timeout` \| `(\d+(?:\.\d+)?)`|`timeout=(\d+(?:\.\d+)?)`/g,
      de: /`timeout` \| `(\d+(?:\.\d+)?)`|`timeout=(\d+(?:\.\d+)?)`/g,
    },
  },
  {
    // Written as code in every locale, plus the performance guide's "`maxRetries` 2".
    fact: 'retryDefaultMaxRetries',
    patterns: {
      en: /`maxRetries` \|(?: `number` \|)? `(\d+)`|`maxRetries:? (\d+)`?|`max_retries=(\d+)`|`--max-retries (\d+)`|`max_retries` \| `(\d+)`|max_retries: int = (\d+)|Defaults to `(\d+)`; `0` disables retries/g,
      es: /`maxRetries` \|(?: `number` \|)? `(\d+)`|`maxRetries:? (\d+)`?|`max_retries=(\d+)`|`--max-retries (\d+)`|`max_retries` \| `(\d+)`/g,
      fr: /`maxRetries` \|(?: `number` \|)? `(\d+)`|`maxRetries:? (?:à )?(\d+)`?|`max_retries=(\d+)`|`--max-retries (\d+)`|`max_retries` \| `(\d+)`/g,
      de: /`maxRetries` \|(?: `number` \|)? `(\d+)`|`maxRetries:? (\d+)`?|`max_retries=(\d+)`|`--max-retries (\d+)`|`max_retries` \| `(\d+)`/g,
    },
  },
  {
    // Listing memories: "Page size, 1 to 100", "List page size | 1 to 100, default 20".
    fact: 'listLimitMax',
    patterns: {
      en: /[Pp]age size(?:,| \|) 1 to (\d+)|and up to (\d+) with `limit=/g,
      es: /[Tt]amaño de página(?: de los listados)?(?:,| \|) [Dd]e 1 a (\d+)|y hasta (\d+) con `limit=/g,
      fr: /Taille de page(?: des listes)?(?:,| \|) (?:de )?1 à (\d+)|et jusqu’à (\d+) avec `limit=/g,
      de: /Seitengröße(?: von Listen)?(?:,| \|) 1 bis (\d+)|mit `limit=\d+` bis zu (\d+)/g,
    },
  },
  {
    fact: 'listLimitDefault',
    patterns: {
      en: /[Pp]age size(?:,| \|) 1 to \d+[.,] [Dd]efault (\d+)|returns (\d+) memories per page by default/g,
      es: /[Tt]amaño de página(?: de los listados)?(?:,| \|) [Dd]e 1 a \d+[.;] [Pp]or defecto, (\d+)|devuelve (\d+) memorias por página de forma predeterminada/g,
      fr: /Taille de page(?: des listes)?(?:,| \|) (?:de )?1 à \d+[.,] (\d+) par défaut|renvoie par défaut (\d+) souvenirs par page/g,
      de: /Seitengröße(?: von Listen)?(?:,| \|) 1 bis \d+[.,] Standardwert (\d+)|gibt standardmäßig (\d+) Erinnerungen pro Seite/g,
    },
  },
  {
    // The request body limit: every size in MiB (Mio in French) the pages give is this one.
    fact: 'requestBodyMaxMiB',
    patterns: {
      en: /(\d+(?:\.\d+)?)[ \u00a0]MiB\b/g,
      es: /(\d+(?:,\d+)?)[ \u00a0]MiB\b/g,
      fr: /(\d+(?:,\d+)?)[ \u00a0\u202f]Mio\b/g,
      de: /(\d+(?:,\d+)?)[ \u00a0]MiB\b/g,
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
  {
    // The size of the embedding vectors: a number of dimensions ("Dimensionieren" is another word).
    fact: 'embeddingDimensions',
    patterns: {
      en: /(\d{1,3}(?:,\d{3})+|\d+)[ \u00a0]dimensions\b/g,
      es: /(\d{1,3}(?:[\u00a0 ]\d{3})+|\d+)[ \u00a0]dimensiones\b/g,
      fr: /(\d{1,3}(?:[\u00a0\u202f ]\d{3})+|\d+)[ \u00a0\u202f]dimensions\b/g,
      de: /(\d{1,3}(?:\.\d{3})+|\d+)[ \u00a0]Dimensionen\b/g,
    },
  },
  {
    // A plan's request rate stated in prose ("60 requests per minute"); the rate limit headers'
    // example values are in code blocks, which are not read.
    fact: 'planFreeRequestsPerMinute',
    context: /\bfree\b/,
    unless: /\bpro\b|enterprise/,
    patterns: {
      en: /(\d{1,3}(?:,\d{3})+|\d+) requests per minute/g,
      es: /(\d{1,3}(?:[\u00a0 ]\d{3})+|\d+) solicitudes por minuto/g,
      fr: /(\d{1,3}(?:[\u00a0\u202f ]\d{3})+|\d+) requêtes par minute/g,
      de: /(\d{1,3}(?:\.\d{3})+|\d+) Anfragen pro Minute/g,
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
