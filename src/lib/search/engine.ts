/**
 * How a reader's query becomes a ranking, on top of Pagefind. Kept free of React, the DOM and
 * Docusaurus so the unit tests, the relevance tests and `npm run bench:search` run the very code
 * the search dialog and results page run.
 *
 * Pagefind alone matches a query only where every word it indexes occurs (a page missing one word of
 * "borrar una memoria" is not a result at all), knows no synonyms and no typos, and scores and
 * highlights stop words ("de", "the"). Readers type in their own words, so:
 *
 * 1. the query is split into words; stop words are dropped (never scored, never highlighted);
 * 2. each word or known phrase becomes a group of alternatives: the reader's word and the words
 *    the docs use for the same thing (the locale's lexicon, `src/data/search-lexicon.json`, and
 *    the locale's glossary; written to `pagefind/mnemora-lexicon.<lang>.json` by
 *    scripts/build-search-index.ts);
 * 3. Pagefind scores each alternative alone; a page's score is the sum over groups of its best
 *    alternative's score, times the square of the share of groups it matches: a page that
 *    answers every word ranks first, a page that answers most still ranks;
 * 4. a word that is not a word of the pages, has no synonym and is not a code identifier is
 *    corrected to their most frequent word one edit away (`pagefind/mnemora-vocabulary.<lang>.json`),
 *    an extra alternative beside what was typed; within a group, each alternative's scores count
 *    relative to its own best page, so a rare word the reader typed does not outweigh the docs'
 *    common word for the same thing;
 * 5. the contributor guide's pages (ids in the lexicon) count `contributorFactor` of their score;
 * 6. a page with a heading that names the query (its title or a section's, `sections` in the
 *    lexicon) ranks above pages that only mention it, and the result lands on that section: a
 *    page's score grows with the share of the query that heading names past `headingThreshold`,
 *    up to `headingBoost` (the reader's own words count fully, the docs' words for them
 *    `synonymHeadingWeight`; a heading about nothing else counts more, see bestHeading).
 */

export interface Lexicon {
  /** Words that are never searched (articles, prepositions, question words…), lowercase. */
  readonly stopWords: readonly string[];
  /** A reader's word or phrase (lowercase) → the words or phrases the docs use for it. */
  readonly synonyms: Readonly<Record<string, readonly string[]>>;
  /** Pagefind ids of the contributor guide's pages (written by scripts/build-search-index.ts). */
  readonly contributorPages?: readonly string[];
  /**
   * Each page's headings (by Pagefind id, or by path in the docs MCP server): its title (anchor
   * `""`) and its sections' headings, in page order.
   */
  readonly sections?: Readonly<Record<string, readonly Heading[]>>;
}

/** A heading of a page: its anchor (`""` for the page's title) and its text. */
export type Heading = readonly [anchor: string, text: string];

/** One word (or phrase) of the query with the alternatives that count as it. */
interface Group {
  /** What the reader typed for this group. */
  readonly typed: string;
  /** Pagefind queries, each scored alone; the best one counts. The typed text is the first. */
  readonly alternatives: readonly string[];
}

export interface Plan {
  readonly groups: readonly Group[];
  /** Pagefind ids of the contributor guide's pages, ranked below platform pages. */
  readonly contributorPages: ReadonlySet<string>;
  /** Each page's headings (see Lexicon). */
  readonly sections: Readonly<Record<string, readonly Heading[]>>;
  /** The lexicon's stop words, which a heading's other words are counted without. */
  readonly stopWords: ReadonlySet<string>;
}

/** The part of a Pagefind result the ranking reads. */
export interface Scored {
  readonly id: string;
  readonly score: number;
}

export interface Searcher<R extends Scored> {
  search(query: string): Promise<readonly R[]>;
}

/**
 * The contributor guide is for the portal's authors: its pages' scores count this much, so a
 * platform page that answers the query ranks above them; a query only the guide answers still
 * finds it. Its pages are also weighted down in the index (scripts/build-search-index.ts).
 */
export const contributorFactor = 0.3;

/** Apostrophes of French and Spanish elision (l’index, d’API) and quotes around words. */
const elision = /^(?:[ldjmnst]|qu|jusqu|lorsqu|puisqu)['’]/u;
const edgePunctuation = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/**
 * A code identifier or value the reader pasted (`version_conflict`, `mn_sk_test`, `429`,
 * `/v1/memories`, `PagePromise`): searched as typed, never corrected. Hyphenated names
 * (`X-Request-Id`, `JSONL-Datei`) are searched as their parts, which Pagefind indexes.
 */
export function isIdentifier(word: string): boolean {
  return /[_/.:@=#]|\d/.test(word) || /[a-z][A-Z]/.test(word);
}

/** The query's words, lowercased except identifiers, elision and edge punctuation removed. */
export function words(query: string): string[] {
  const out: string[] = [];
  for (const raw of query.split(/\s+/u)) {
    // Identifiers keep their own punctuation (`/v1/memories`); quotes and sentence marks go.
    const code = raw.replace(/^["'`“”‘’«»¿¡([{]+|["'`“”‘’«»?!,;:.)\]}]+$/gu, '');
    if (code !== '' && isIdentifier(code)) {
      out.push(code);
      continue;
    }
    const word = raw.replace(edgePunctuation, '');
    if (word === '') continue;
    const lower = word.toLowerCase().replace(elision, '');
    // "Schritt-für-Schritt-Anleitungen", "end-to-end": hyphenated words are searched as their
    // parts; a header name ("X-Request-Id") stays one word, which planQuery also searches as parts.
    if (/^[A-Z]/.test(word) && /-[A-Z]/.test(word)) out.push(lower);
    else for (const part of lower.split(/[-‐‑]/u)) if (part !== '') out.push(part);
  }
  return out;
}

/** Longest phrase of the lexicon starting at `start` (up to four words), if any. */
function phraseAt(
  tokens: readonly string[],
  start: number,
  synonyms: ReadonlyMap<string, readonly string[]>,
): {length: number; key: string} | undefined {
  for (let length = Math.min(4, tokens.length - start); length >= 1; length -= 1) {
    const key = tokens.slice(start, start + length).join(' ');
    if (synonyms.has(key)) return {length, key};
  }
  const word = tokens[start] ?? '';
  for (const key of synonyms.keys()) if (inflectionOf(word, key)) return {length: 1, key};
  return undefined;
}

/**
 * A lexicon verb or noun stands for its inflections too ("modifier": "modifient", "modifié";
 * "borrar": "borrado"): a word of six letters or more matches words that share all but its last
 * two letters and differ in length by at most three.
 */
export function inflectionOf(word: string, key: string): boolean {
  if (key.length < 6 || key.includes(' ') || word === key) return false;
  return Math.abs(word.length - key.length) <= 3 && word.startsWith(key.slice(0, -2));
}

/** The lexicon's phrases read the way queries are read (lowercase, elision and hyphens split). */
function normalizedSynonyms(lexicon: Lexicon): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const [key, alternatives] of Object.entries(lexicon.synonyms)) {
    const normal = words(key).join(' ');
    out.set(normal, [...(out.get(normal) ?? []), ...alternatives.map((a) => words(a).join(' '))]);
  }
  return out;
}

/** What the reader's query searches for: groups of alternatives, stop words left out. */
export function planQuery(query: string, lexicon: Lexicon): Plan {
  const tokens = words(query);
  const stop = new Set(lexicon.stopWords);
  const synonyms = normalizedSynonyms(lexicon);
  const contributorPages = new Set(lexicon.contributorPages ?? []);
  const sections = lexicon.sections ?? {};
  const groups: Group[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = phraseAt(tokens, i, synonyms);
    if (phrase) {
      const typed = phrase.key;
      const alternatives = [typed, ...(synonyms.get(typed) ?? [])]
        .map((a) =>
          a
            .split(' ')
            .filter((w) => !stop.has(w))
            .join(' '),
        )
        .filter((a) => a !== '');
      if (alternatives.length > 0) groups.push({typed, alternatives: [...new Set(alternatives)]});
      i += phrase.length;
      continue;
    }
    const token = tokens[i] as string;
    const parts = token.includes('-') ? [token.split('-').join(' ')] : [];
    if (!stop.has(token.toLowerCase())) groups.push({typed: token, alternatives: [token, ...parts]});
    i += 1;
  }
  // A query of stop words only ("how to", "de la") still searches for what was typed.
  if (groups.length === 0 && tokens.length > 0)
    return {
      groups: [{typed: tokens.join(' '), alternatives: [tokens.join(' ')]}],
      contributorPages,
      sections,
      stopWords: stop,
    };
  return {groups, contributorPages, sections, stopWords: stop};
}

/** A word without its accents, for comparing a query's words with a heading's ("limite", "límite"). */
const bare = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * True when two words are the same word for a heading match: equal (accents aside), a plural
 * ("webhook", "Webhooks"), or, from five letters, inflections sharing all but the last letter of
 * the shorter ("paginate", "pagination"; "rotate", "rotation"), not mere neighbours ("previous",
 * "preview").
 */
export function sameWord(a: string, b: string): boolean {
  const x = bare(a.toLowerCase());
  const y = bare(b.toLowerCase());
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length < 5) return long === `${short}s` || long === `${short}es`;
  let common = 0;
  while (common < short.length && short[common] === long[common]) common += 1;
  return common >= short.length - 1 && long.length - short.length <= 4;
}

/** How much a heading that names a group in the docs' words (a synonym) counts, against the reader's own word. */
export const synonymHeadingWeight = 0.8;

/**
 * The share of the query's groups a heading names (0 to 1): a group counts when every word of one
 * of its alternatives is a word of the heading; the reader's own word fully, a synonym
 * `synonymHeadingWeight`.
 */
export function headingCoverage(plan: Pick<Plan, 'groups'>, heading: string): number {
  if (plan.groups.length === 0) return 0;
  // A header name in a heading ("If-Match") is one word to words(); the lexicon's "if-match" is two.
  const own = headingWords(heading);
  const names = (alternative: string) =>
    alternative.split(' ').every((w) => w === '' || own.some((h) => sameWord(w, h)));
  let sum = 0;
  for (const group of plan.groups) {
    const [typed, ...others] = group.alternatives;
    if (typed !== undefined && names(typed)) sum += 1;
    else if (others.some(names)) sum += synonymHeadingWeight;
  }
  return sum / plan.groups.length;
}

/** A heading's words, a header name ("If-Match") also as its parts. */
const headingWords = (heading: string): string[] =>
  words(heading).flatMap((w) => [w, ...(w.includes('-') ? w.split('-') : [])]);

/**
 * The share of a heading's own words (stop words aside) that are words of the query: 1 for
 * "Rate limits" and "rate limit", less for "Respect rate limits". Of two headings that name the
 * query, the one that is about nothing else is its definition.
 */
function headingPrecision(plan: Pick<Plan, 'groups' | 'stopWords'>, heading: string): number {
  const own = words(heading).filter((w) => !plan.stopWords.has(w));
  if (own.length === 0) return 0;
  const query = plan.groups.flatMap((g) => g.alternatives.flatMap((a) => a.split(' ').filter((w) => w !== '')));
  const named = own.filter((w) => query.some((q) => sameWord(q, w) || w.split('-').some((part) => sameWord(q, part))));
  return named.length / own.length;
}

/**
 * The heading of a page that best names the query, and how much (headingCoverage, times
 * (1 + headingPrecision) / 2). A section's heading is read with the page's title (the first
 * heading), which is the context of every section: "undo a migration" is named by "Roll back" on
 * the page titled "Migrate from another memory store". A section wins only by naming more than the
 * title alone; the earlier section wins a tie.
 */
function bestHeading(
  plan: Pick<Plan, 'groups' | 'stopWords'>,
  headings: readonly Heading[],
): {anchor: string; coverage: number} | undefined {
  const [first, ...rest] = headings;
  if (!first) return undefined;
  const title = first[0] === '' ? first[1] : '';
  const named = (context: string, text: string): number =>
    headingCoverage(plan, `${context} ${text}`) * ((1 + headingPrecision(plan, text)) / 2);
  let best: {anchor: string; coverage: number} | undefined =
    title === '' ? undefined : {anchor: '', coverage: named('', title)};
  for (const [anchor, text] of title === '' ? headings : rest) {
    const coverage = named(title, text);
    if (coverage > (best?.coverage ?? 0)) best = {anchor, coverage};
  }
  return best && best.coverage > 0 ? best : undefined;
}

/** The `[anchor, heading]` a ranked result lands on (its `section`), for the result's display. */
export function landingOf(
  plan: Pick<Plan, 'sections'>,
  id: string,
  section: string | undefined,
): readonly [string, string] | undefined {
  return section === undefined ? undefined : plan.sections[id]?.find(([anchor]) => anchor === section);
}

/**
 * How much a page's score grows when a heading names the whole query (times the share it names):
 * a section about the query ranks above pages that mention it in passing.
 */
const headingBoost = 1;

/**
 * A heading that names less than this share of the query boosts nothing: one word of three is a
 * passing match, not a section about the query. Measured on tests/search/relevance.json: below
 * 0.4, "previous API versions" ranked a contributor page above the changelog.
 */
const headingThreshold = 0.4;

/** True when `a` and `b` are at most one edit apart (insert, delete, substitute, swap two neighbours). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Shortest word that is corrected: shorter words have too many neighbours to guess from. */
const minCorrectedLength = 4;

/**
 * The most frequent word of the locale's pages one edit away from `word`, or undefined when
 * there is none (or the word is too short or an identifier). `vocabulary` maps words to counts.
 */
export function correct(word: string, vocabulary: Readonly<Record<string, number>>): string | undefined {
  if (word.length < minCorrectedLength || isIdentifier(word)) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestCount = 0;
  for (const [candidate, count] of Object.entries(vocabulary)) {
    if (candidate === lower || Math.abs(candidate.length - lower.length) > 1) continue;
    if (count > bestCount && oneEditApart(lower, candidate)) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** How much Pagefind's matches of a word count once the word is corrected (they match its stem or start only). */
const partialMatchWeight = 0.5;

/** One alternative's results and how much they count. */
interface Weighted<R extends Scored> {
  readonly list: readonly R[];
  readonly weight: number;
}

export interface Ranked<R extends Scored> {
  readonly result: R;
  readonly score: number;
  /** Groups of the plan this page matched. */
  readonly matched: number;
  /** Anchor of the section whose heading names the query, where the result should land; absent when none does (or the title does). */
  readonly section?: string;
}

/**
 * Runs a plan through Pagefind and ranks the pages. `vocabulary` is fetched at most once, and
 * only when a word of the query could be a typo (a word of four letters or more, not an
 * identifier, with no synonym); it is fetched beside the searches, not after them.
 */
export async function rank<R extends Scored>(
  searcher: Searcher<R>,
  plan: Plan,
  vocabulary: () => Promise<Readonly<Record<string, number>>>,
): Promise<Ranked<R>[]> {
  const groups = plan.groups;
  if (groups.length === 0) return [];
  const cache = new Map<string, Promise<readonly R[]>>();
  const run = (q: string): Promise<readonly R[]> => {
    let found = cache.get(q);
    if (!found) {
      found = searcher.search(q);
      cache.set(q, found);
    }
    return found;
  };

  // The groups' searches and the all-words match are asked for at once.
  const wholeSearch =
    groups.length > 1 ? run(groups.map((g) => g.alternatives[0]).join(' ')) : Promise.resolve([] as readonly R[]);
  const mayBeTypo = (group: Group): boolean =>
    group.alternatives.length === 1 &&
    !group.typed.includes(' ') &&
    group.typed.length >= minCorrectedLength &&
    !isIdentifier(group.typed);
  const known = groups.some(mayBeTypo) ? vocabulary() : undefined;
  const perGroup = await Promise.all(
    groups.map(async (group) => {
      const lists: Weighted<R>[] = (await Promise.all(group.alternatives.map(run))).map((list) => ({list, weight: 1}));
      // A word that is not a word of the pages is corrected, as one more alternative, even when
      // Pagefind found it: Pagefind matches a mistyped word's stem or start ("idempotensia"
      // finds "idempotent" on seven pages), which are rarely the pages the reader meant.
      if (!known || !mayBeTypo(group)) return lists;
      const vocabularyWords = await known;
      if (Object.hasOwn(vocabularyWords, group.typed.toLowerCase())) return lists;
      const fixed = correct(group.typed, vocabularyWords);
      if (!fixed) return lists;
      // What Pagefind found for the mistyped word are partial matches: they count less than the
      // pages of the corrected word.
      return [...lists.map(({list}) => ({list, weight: partialMatchWeight})), {list: await run(fixed), weight: 1}];
    }),
  );

  // Each group's best alternative per page: the reader's word or the docs' word, whichever
  // Pagefind scores higher there.
  const scores = perGroup.map((lists) => {
    // Pagefind's scores weigh a rare word far above a common one, so a reader's word that a
    // page mentions in passing ("effacer", twice on one page) would outweigh the docs' own word
    // for it ("supprimer", on every page about deleting). Within a group, each alternative's
    // scores are taken relative to its best page, on the scale of the group's best score.
    const groupBest = Math.max(0, ...lists.flatMap(({list}) => list.map((r) => r.score)));
    const top = new Map<string, {hit: R; score: number}>();
    for (const {list, weight} of lists) {
      const best = Math.max(0, ...list.map((r) => r.score));
      for (const r of list) {
        const score = best > 0 ? (r.score / best) * groupBest * weight : 0;
        if ((top.get(r.id)?.score ?? -1) < score) top.set(r.id, {hit: r, score});
      }
    }
    return top;
  });
  const pages = new Set(scores.flatMap((top) => [...top.keys()]));
  const contributor = plan.contributorPages;

  // Pagefind's own all-words match, for its excerpt only: it highlights every word of the query.
  // Scoring it as well was measured on the relevance set and ranked worse (hit@3 0.93 → 0.90 in
  // English): a page that has every word is not always the page about them.
  const whole = await wholeSearch;
  const wholeById = new Map(whole.map((r) => [r.id, r]));

  const ranked = [...pages].map((id) => {
    let sum = 0;
    let matched = 0;
    let shown: R | undefined;
    let shownScore = -1;
    for (const top of scores) {
      const found = top.get(id);
      if (!found) continue;
      sum += found.score;
      matched += 1;
      if (found.score > shownScore) {
        shown = found.hit;
        shownScore = found.score;
      }
    }
    const coverage = matched / groups.length;
    // A page that answers most of the query still ranks, below one that answers all of it.
    const factor = contributor.has(id) ? contributorFactor : 1;
    const heading = bestHeading(plan, plan.sections[id] ?? []);
    const named =
      1 + (headingBoost * Math.max(0, (heading?.coverage ?? 0) - headingThreshold)) / (1 - headingThreshold);
    return {
      result: wholeById.get(id) ?? (shown as R),
      score: sum * coverage * coverage * factor * named,
      matched,
      ...(heading?.anchor ? {section: heading.anchor} : {}),
    };
  });
  return ranked.sort((a, b) => b.score - a.score || b.matched - a.matched);
}
