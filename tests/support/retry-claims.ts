/**
 * What pages, SDK declarations and CLI strings say about which errors the SDKs and the CLI retry
 * on their own and which they throw at once, compared with the contract: `retryable` and
 * `sdk_retry` of each code in `x-mnemora-error-codes`, the class each code raises (`sdk_error`),
 * and `x-mnemora-retry-policy`, whose description names connection errors and timeouts.
 *
 * Two readers, shared by tests/content/facts.test.ts:
 * - every Markdown table, whatever its header and column order: a column headed like "Retried by
 *   the SDK" (or "Retryable") holds yes/no for the codes and classes the other cells of its row
 *   name;
 * - every sentence (a table cell is one too, a declaration comment runs to its next tag): an
 *   error code, an SDK class or "a retryable error" next to words that say the SDK retries it
 *   ("are retried", "after the retries are spent") or that it throws at once ("never retried",
 *   "at once") must have that `sdk_retry`.
 * The first table reader read only tables headed "Retried automatically" whose first cell was
 * the code, and missed a "Retried by the SDK: yes" for QuotaExceededError three pages away.
 */
import {isRecord, loadContract, type ContractNode} from '../../packages/api-model/contract';
import type {Locale} from '../../src/data/facts';

/** What the contract says about one error code (or about failures without a response). */
interface CodePolicy {
  readonly retryable: boolean;
  /** `sdk_retry: automatic`: the SDKs and the CLI retry it on their own. */
  readonly automatic: boolean;
  readonly status: number | null;
}

export interface RetryContract {
  readonly codes: ReadonlyMap<string, CodePolicy>;
  /** SDK error class → the codes it stands for. */
  readonly classes: ReadonlyMap<string, readonly string[]>;
}

/** Connection errors and timeouts: no code in the contract, retried by its retry policy. */
const NETWORK = 'connection errors and timeouts';
const NETWORK_CLASSES = ['ConnectionError', 'TimeoutError'];

const objectAt = (node: unknown, keys: string[]): ContractNode => {
  for (const key of keys) node = isRecord(node) ? node[key] : undefined;
  if (!isRecord(node)) throw new Error(`openapi/mnemora.yaml: no mapping at ${keys.join('.')}`);
  return node;
};

/** The retry facts of a contract (the repository's by default). */
export function retryContract(contract: ContractNode = loadContract()): RetryContract {
  const errorCode = ['components', 'schemas', 'ErrorCode'];
  const entries = objectAt(contract, [...errorCode, 'x-mnemora-error-codes']);
  const policy = objectAt(contract, [...errorCode, 'x-mnemora-retry-policy']);
  if (typeof policy.description !== 'string' || !policy.description.includes(NETWORK))
    throw new Error(
      `openapi/mnemora.yaml: x-mnemora-retry-policy's description no longer says it covers "${NETWORK}"; ` +
        'tests/support/retry-claims.ts reads ConnectionError and TimeoutError as retried because it does',
    );
  const codes = new Map<string, CodePolicy>();
  const classes = new Map<string, string[]>();
  for (const [code, entry] of Object.entries(entries)) {
    if (!isRecord(entry) || typeof entry.sdk_error !== 'string' || typeof entry.status !== 'number')
      throw new Error(`openapi/mnemora.yaml: x-mnemora-error-codes.${code} lacks sdk_error or status`);
    codes.set(code, {
      retryable: entry.retryable === true,
      automatic: entry.sdk_retry === 'automatic',
      status: entry.status,
    });
    classes.set(entry.sdk_error, [...(classes.get(entry.sdk_error) ?? []), code]);
  }
  codes.set(NETWORK, {retryable: true, automatic: true, status: null});
  for (const name of NETWORK_CLASSES) classes.set(name, [NETWORK]);
  return {codes, classes};
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

/** How a marker reaches the error it speaks of: the one after it, before it, or the nearer. */
type Reach = 'after' | 'before' | 'either';
interface Marker {
  readonly re: RegExp;
  /** true: the SDK retries it; false: it is thrown at once, without a retry. */
  readonly retried: boolean;
  readonly reach: Reach;
}
/** A phrase as a whole, not part of a longer word; letters of every script count (`\\b` knows only ASCII). */
const phrase = (source: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${source})(?![\\p{L}\\p{N}_])`, 'giu');
const m = (source: string, retried: boolean, reach: Reach): Marker => ({re: phrase(source), retried, reach});

/**
 * Words that say an error is retried on its own, or thrown without a retry, per locale, and
 * which side of them the error stands on. Negative markers are read first and hide the positive
 * words inside them ("never retries"). Every marker must match somewhere in its locale, so one
 * that went stale after a rewording fails instead of silently reading nothing.
 */
const MARKERS: Record<Locale, readonly Marker[]> = {
  en: [
    m('never retries|except(?: for)?', false, 'after'),
    m('is never retried|at once|without a retry', false, 'before'),
    m('Retries (?:of|for)|SDK retries', true, 'after'),
    m('are retried|(?:after|once) (?:the|its) retries are spent|has already spent its retries', true, 'before'),
  ],
  es: [
    m('nunca reintenta|salvo', false, 'after'),
    m('nunca se reintenta|de inmediato', false, 'before'),
    m('Reintentos de|El SDK reintenta', true, 'after'),
    m('una vez agotados sus reintentos|ha agotado sus reintentos|se reintentan', true, 'before'),
  ],
  fr: [
    m('ne relance jamais|sauf', false, 'after'),
    m("n[’']est jamais relancée?", false, 'before'),
    m('aussitôt', false, 'either'),
    m('nouvelles tentatives après|Le SDK relance', true, 'after'),
    m('ses nouvelles tentatives épuisées|a déjà épuisé ses nouvelles tentatives|sont d’abord relancés', true, 'before'),
  ],
  de: [
    m('außer', false, 'after'),
    m('wiederholt es nie|wird nie wiederholt', false, 'before'),
    m('sofort', false, 'either'),
    m('Wiederholungen bei|Das SDK wiederholt', true, 'after'),
    m(
      '(?:ihre|seine) Wiederholungsversuche (?:bereits )?aufgebraucht|werden(?: [^\\s;:.]+){0,4} wiederholt',
      true,
      'before',
    ),
  ],
};

/** "A retryable error": every code the contract calls retryable. */
const RETRYABLE_WORD: Record<Locale, RegExp> = {
  en: phrase('retryable (?:error|failure)s?'),
  es: phrase('(?:error|fallo)(?:es|s)? reintentables?'),
  fr: phrase('(?:erreur|échec)s? réessayables?'),
  de: phrase('wiederholbaren? (?:Fehler|Fehlschlag)'),
};

/** Column headers that hold yes/no for the codes of their row. */
const HEADERS: Record<'automatic' | 'retryable', Record<Locale, RegExp>> = {
  automatic: {
    en: /^Retried (?:automatically|by the SDK)$/i,
    es: /^(?:Reintento automático|Reintentado por el SDK)$/i,
    fr: /^(?:Nouvelle tentative automatique|Relancée par le SDK)$/i,
    de: /^(?:Automatisch wiederholt|Vom SDK wiederholt)$/i,
  },
  retryable: {en: /^Retryable$/i, es: /^Reintentable$/i, fr: /^Réessayable$/i, de: /^Wiederholbar$/i},
};
/** A header about retrying that is neither of those: the table is not read until it is added. */
const RETRY_STEM = /retr|reintent|tentative|relanc|réessa|wiederhol/i;
const YES_NO: Record<Locale, [string, string]> = {
  en: ['yes', 'no'],
  es: ['sí', 'no'],
  fr: ['oui', 'non'],
  de: ['ja', 'nein'],
};

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

interface Subject {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly codes: readonly string[];
}

/** The errors a piece of text names: `code` (or `429 code`), a backticked status, an SDK class, "a retryable error". */
function subjects(text: string, locale: Locale, contract: RetryContract): Subject[] {
  const out: Subject[] = [];
  const add = (match: RegExpMatchArray, codes: readonly string[]) =>
    out.push({start: match.index!, end: match.index! + match[0].length, text: match[0], codes});
  for (const match of text.matchAll(/`(?:(\d{3}) )?([a-z_]+)`|`(\d{3})`/g)) {
    if (match[2] !== undefined && contract.codes.has(match[2])) add(match, [match[2]]);
    else if (match[3] !== undefined) {
      const codes = [...contract.codes].filter(([, p]) => p.status === Number(match[3])).map(([c]) => c);
      // `429` alone is rate_limited or quota_exceeded, which the SDKs treat differently: it says nothing.
      if (codes.length > 0 && new Set(codes.map((c) => contract.codes.get(c)!.automatic)).size === 1) add(match, codes);
    }
  }
  for (const match of text.matchAll(/\b[A-Z]\w*Error\b/g)) {
    const codes = contract.classes.get(match[0]);
    if (codes) add(match, codes);
  }
  const spans = codeSpans(text);
  for (const match of text.matchAll(RETRYABLE_WORD[locale]))
    if (!inSpan(match.index, spans))
      add(
        match,
        [...contract.codes].filter(([, p]) => p.retryable).map(([c]) => c),
      );
  return out.sort((a, b) => a.start - b.start);
}

interface Found {
  readonly start: number;
  readonly end: number;
  readonly marker: Marker;
}

/** Where the code spans of a text are: `except TimeoutError:` is Python, not a claim. */
const codeSpans = (text: string): Array<[number, number]> =>
  [...text.matchAll(/`[^`]*`/g)].map((s) => [s.index, s.index + s[0].length]);
const inSpan = (at: number, spans: ReadonlyArray<[number, number]>) => spans.some(([a, b]) => at >= a && at < b);

/** The markers of a clause, outside code; a negative one hides the words of positive ones inside it. */
function markers(clause: string, locale: Locale): Found[] {
  const found: Found[] = [];
  const spans = codeSpans(clause);
  for (const marker of MARKERS[locale]) {
    for (const match of clause.matchAll(marker.re)) {
      const start = match.index;
      const end = start + match[0].length;
      if (inSpan(start, spans) || found.some((f) => start < f.end && end > f.start)) continue;
      found.push({start, end, marker});
    }
  }
  return found;
}

/** The marker that speaks of a subject: the nearest that reaches it. */
function markerOf(subject: Subject, found: readonly Found[]): Found | undefined {
  let best: Found | undefined;
  let bestDistance = Infinity;
  for (const f of found) {
    const after = f.start >= subject.end; // the marker follows the subject
    const distance = after ? f.start - subject.end : subject.start - f.end;
    if (distance < 0) continue;
    if (f.marker.reach === 'after' && after) continue;
    if (f.marker.reach === 'before' && !after) continue;
    if (distance < bestDistance) [best, bestDistance] = [f, distance];
  }
  return best;
}

/**
 * Sentences and clauses: a claim does not reach past `.`, `;` or `:` followed by a space, nor
 * past ", and" ("raise `AuthenticationError` at once, and `RateLimitError` … once its retries
 * are spent").
 */
const clauses = (text: string): {offset: number; text: string}[] => {
  const out: {offset: number; text: string}[] = [];
  let offset = 0;
  for (const part of text.split(/(?<=[.;:!?])\s+|,\s+(?:and|y|et|und)\s+/)) {
    const at = text.indexOf(part, offset);
    out.push({offset: at, text: part});
    offset = at + part.length;
  }
  return out;
};

/** Every claim of a piece of text that disagrees with the contract. */
function sentenceProblems(text: string, locale: Locale, contract: RetryContract): string[] {
  const problems: string[] = [];
  for (const clause of clauses(text)) {
    const found = markers(clause.text, locale);
    if (found.length === 0) continue;
    for (const subject of subjects(clause.text, locale, contract)) {
      const f = markerOf(subject, found);
      if (!f) continue;
      const wrong = subject.codes.filter((c) => contract.codes.get(c)!.automatic !== f.marker.retried);
      if (wrong.length === 0) continue;
      const said = f.marker.retried ? 'retried by the SDKs/CLI' : 'thrown at once, without a retry';
      problems.push(
        `${subject.text} is ${said} ("${clause.text.slice(f.start, f.end)}"); the contract's sdk_retry for ${wrong.join(', ')} is ${f.marker.retried ? 'never' : 'automatic'}`,
      );
    }
  }
  return problems;
}

/** The cells of a table row; `|` inside a code span or escaped is content. */
export function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (let i = 0; i < row.length; i++) {
    const ch = row[i]!;
    if (ch === '\\' && row[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '`') {
      code = !code;
      cell += ch;
    } else if (ch === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  // A row starts and ends with `|`: the empty strings outside them are not cells.
  return cells.slice(row.trimStart().startsWith('|') ? 1 : 0, row.trimEnd().endsWith('|') ? -1 : undefined);
}

/**
 * Every statement of retry behaviour in a page (fenced code already blanked) that disagrees with
 * the contract, as "line: what is wrong". Table columns headed like "Retried by the SDK" or
 * "Retryable" are read as yes/no for the codes their row names; every other line and cell as
 * sentences.
 */
export function pageRetryProblems(text: string, locale: Locale, contract: RetryContract): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  let columns: Array<'automatic' | 'retryable' | 'unknown' | null> | null = null;
  let header: string[] = [];
  lines.forEach((line, i) => {
    const at = (p: string) => problems.push(`${i + 1}: ${p}`);
    if (!line.trimStart().startsWith('|')) {
      columns = null;
      for (const p of sentenceProblems(line, locale, contract)) at(p);
      return;
    }
    const cells = tableCells(line);
    if (columns === null) {
      // The header row: what each column states.
      header = cells;
      columns = cells.map((c) =>
        HEADERS.automatic[locale].test(c)
          ? 'automatic'
          : HEADERS.retryable[locale].test(c)
            ? 'retryable'
            : RETRY_STEM.test(c)
              ? 'unknown'
              : null,
      );
      return;
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) return;
    for (const cell of cells) for (const p of sentenceProblems(cell, locale, contract)) at(p);
    const named = [
      ...new Set(cells.flatMap((c, k) => (columns![k] ? [] : subjects(c, locale, contract).flatMap((s) => s.codes)))),
    ];
    if (named.length === 0) return;
    columns.forEach((kind, k) => {
      const cell = cells[k];
      if (!kind || cell === undefined) return;
      const [yes, no] = YES_NO[locale];
      const said = new RegExp(`^${yes}(?![\\p{L}])`, 'iu').test(cell)
        ? true
        : new RegExp(`^${no}(?![\\p{L}])`, 'iu').test(cell)
          ? false
          : null;
      if (said === null) return;
      if (kind === 'unknown') {
        at(
          `the column "${header[k]}" states "${cell}" for ${named.join(', ')}, a header this check does not read; add it to HEADERS in tests/support/retry-claims.ts`,
        );
        return;
      }
      const field = kind === 'automatic' ? 'sdk_retry' : 'retryable';
      const expected = named.map((c) =>
        kind === 'automatic' ? contract.codes.get(c)!.automatic : contract.codes.get(c)!.retryable,
      );
      if (new Set(expected).size > 1)
        at(`one row answers "${cell}" for ${named.join(', ')}, which the contract's ${field} tells apart`);
      else if (expected[0] !== said)
        at(
          `${named.join(', ')} is marked "${cell}" in the ${kind === 'automatic' ? 'automatic-retry' : 'retryable'} column; the contract's ${field} says ${expected[0] ? yes : no}`,
        );
    });
  });
  return problems;
}

/**
 * The statements of a declaration or source file (`index.d.ts`, `.pyi`, a TypeScript string
 * table): comment markers stripped, a statement runs over continuation lines until a blank line,
 * a `@tag` or a `- ` item; each keeps the line it starts on.
 */
function declarationStatements(text: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let current: {line: number; text: string} | null = null;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/^\s*(?:\/\*\*|\*\/|\*(?!\/)|#|\/\/)?\s?/, '').replace(/\s*\*\/\s*$/, '');
    if (line.trim() === '' || /^(?:@|- )/.test(line) || current === null) {
      if (current) out.push(current);
      current = line.trim() === '' ? null : {line: i + 1, text: line};
    } else current.text += ` ${line.trim()}`;
  });
  if (current) out.push(current);
  return out;
}

/** Every statement of a declaration or source file that disagrees with the contract, as "line: what is wrong". */
export function declarationRetryProblems(text: string, locale: Locale, contract: RetryContract): string[] {
  return declarationStatements(text).flatMap(({line, text: statement}) =>
    sentenceProblems(statement, locale, contract).map((p) => `${line}: ${p}`),
  );
}

/** Which markers of a locale match in these texts: a marker that matches nothing went stale. */
export function deadMarkers(texts: readonly string[], locale: Locale): string[] {
  return MARKERS[locale]
    .filter((marker) => !texts.some((t) => new RegExp(marker.re.source, marker.re.flags).test(t)))
    .map((marker) => String(marker.re));
}
