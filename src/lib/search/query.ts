/**
 * Pure logic of the portal search (no React, no DOM, no Pagefind): query normalisation, safe
 * excerpt parsing, grouping of Pagefind results into pages with section sub-results, keyboard
 * movement and URL building. Shared by the search modal, the search page and the unit tests.
 */

/** Longer queries are cut: Pagefind gains nothing from them and they only cost time. */
export const maxQueryLength = 200;

/** Trims, collapses inner whitespace and caps the length of what the reader typed. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

/** A run of excerpt text, highlighted (`mark`) where it matched the query. */
export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

const namedEntities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Decodes the character references Pagefind writes into its escaped excerpts. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a Pagefind excerpt (escaped text with `<mark>` around matches) into parts that React
 * renders as text: nothing from the index is ever inserted as HTML, so an excerpt cannot inject
 * markup or script, whatever the indexed page contained.
 */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of html.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece !== '') {
      const text = decodeEntities(piece);
      const last = parts.at(-1);
      if (last && last.mark === mark) parts[parts.length - 1] = {text: last.text + text, mark};
      else parts.push({text, mark});
    }
  }
  return parts;
}

/** Heading texts carry the zero-width space of Docusaurus's hash link; titles drop it. */
export function cleanTitle(title: string): string {
  return title
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The subset of Pagefind's result data the portal reads. */
interface PagefindSubResultData {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly anchor?: {readonly id?: string; readonly element?: string};
  readonly weighted_locations?: ReadonlyArray<{readonly weight: number}>;
  readonly locations?: readonly number[];
}

/** An element of the page with an `id` (Pagefind records every one) and the word it starts at. */
interface PagefindAnchor {
  readonly element: string;
  readonly id: string;
  readonly location: number;
}

export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly sub_results?: readonly PagefindSubResultData[];
  readonly anchors?: readonly PagefindAnchor[];
}

/**
 * The table row holding word `location`, when a row with an id is the last anchor before it: the
 * error codes are rows, each its own anchor (`#rate_limited`), under one heading, and Pagefind
 * makes sections of headings only. A result that matches inside a row lands on the row.
 */
function rowAt(anchors: readonly PagefindAnchor[], location: number): PagefindAnchor | undefined {
  let last: PagefindAnchor | undefined;
  for (const anchor of anchors) {
    if (anchor.location > location) break;
    last = anchor;
  }
  return last?.element === 'tr' ? last : undefined;
}

/** The table row whose id the query spells, with `_` or spaces between its words. */
function namedRow(anchors: readonly PagefindAnchor[], query: string): PagefindAnchor | undefined {
  const spelled = query
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return anchors.find((anchor) => anchor.element === 'tr' && anchor.id.toLowerCase() === spelled);
}

/** A section narrowed to the row its first match is in, when there is one (`anchors` in page order). */
function narrowedToRow(
  section: {url: string; title: string; excerpt: ExcerptPart[]},
  sub: PagefindSubResultData | undefined,
  anchors: readonly PagefindAnchor[],
  page: string,
): {url: string; title: string; excerpt: ExcerptPart[]} {
  const first = sub?.locations?.length ? Math.min(...sub.locations) : undefined;
  if (first === undefined) return section;
  const row = rowAt(anchors, first);
  return row ? {...section, url: `${page}#${row.id}`, title: row.id} : section;
}

interface SearchSection {
  readonly url: string;
  readonly title: string;
  readonly excerpt: ExcerptPart[];
}

/** One page of the results with its best-matching sections (heading anchors). */
export interface SearchHit {
  readonly url: string;
  readonly title: string;
  readonly excerpt: ExcerptPart[];
  readonly sections: SearchSection[];
}

function sectionScore(sub: PagefindSubResultData): number {
  if (sub.weighted_locations) return sub.weighted_locations.reduce((sum, l) => sum + l.weight, 0);
  return sub.locations?.length ?? 0;
}

/**
 * A Pagefind result as the UI shows it: the page (title, excerpt) and up to `maxSections`
 * sections that matched, best first. A sub-result without an anchor is the page's own intro,
 * already represented by the page line. `landing` (the ranking's `section`: the anchor of the
 * section whose heading names the query) comes first, so the result lands there; given with its
 * heading `[anchor, text]`, it is shown even when Pagefind's sub-results do not hold it.
 */
export function toHit(
  data: PagefindResultData,
  maxSections: number,
  landing?: readonly [string, string],
  query?: string,
): SearchHit {
  const page = data.url.split('#')[0] ?? data.url;
  const anchors = [...(data.anchors ?? [])].sort((a, b) => a.location - b.location);
  // A query that names a row (an error code: `rate_limited`, or "rate limited") lands on it.
  const named = query === undefined ? undefined : namedRow(anchors, query);
  if (named) landing = [named.id, named.id];
  const landingUrl = landing ? `${page}#${landing[0]}` : undefined;
  const ranked = (data.sub_results ?? [])
    .filter((sub) => sub.url.includes('#') && sub.url !== data.url)
    .map((sub, order) => ({sub, order, score: sectionScore(sub)}))
    .sort(
      (a, b) =>
        Number(b.sub.url === landingUrl) - Number(a.sub.url === landingUrl) || b.score - a.score || a.order - b.order,
    );
  const landed = ranked[0]?.sub.url === landingUrl;
  const matched = ranked.map(({sub}) =>
    narrowedToRow({url: sub.url, title: cleanTitle(sub.title), excerpt: parseExcerpt(sub.excerpt)}, sub, anchors, page),
  );
  if (landing && landingUrl && !landed) matched.unshift({url: landingUrl, title: cleanTitle(landing[1]), excerpt: []});
  // Two sections narrowed to one row are one section.
  const sections = matched
    .filter((section, i) => matched.findIndex((other) => other.url === section.url) === i)
    .slice(0, Math.max(0, maxSections));
  const excerpt = parseExcerpt(data.excerpt);
  const text = (parts: readonly ExcerptPart[]): string => parts.map((p) => p.text).join('');
  // The page's excerpt is often its best section's: show it once, under the section.
  const repeated = sections.some((section) => text(section.excerpt) === text(excerpt));
  return {
    url: data.url,
    title: cleanTitle(data.meta.title ?? data.url),
    excerpt: repeated ? [] : excerpt,
    sections,
  };
}

/**
 * Sections shown under each page in the search dialog: the one the result lands on. With one
 * line of excerpt each, five results fit in the dialog at 1280×900
 * (tests/e2e/search.spec.ts); the full results page shows more.
 */
export const dialogSections = 1;

/** One keyboard-selectable line of the result list: a page or one of its sections. */
export interface SearchOption {
  readonly id: string;
  readonly url: string;
  readonly hit: number;
  /** Index into the hit's sections, or undefined for the page line itself. */
  readonly section?: number;
}

/** Lines in reading order, as the arrow keys walk them. */
export function flattenOptions(hits: readonly SearchHit[], idPrefix: string): SearchOption[] {
  const options: SearchOption[] = [];
  hits.forEach((hit, h) => {
    options.push({id: `${idPrefix}-${h}`, url: hit.url, hit: h});
    hit.sections.forEach((section, s) =>
      options.push({id: `${idPrefix}-${h}-${s}`, url: section.url, hit: h, section: s}),
    );
  });
  return options;
}

export type MoveKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** The active line after a key press; wraps around at both ends, -1 when there is no line. */
export function moveActive(current: number, key: MoveKey, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/** `/es/search?q=rate%20limit`: the full results page of the current locale. */
export function searchPageUrl(localeBaseUrl: string, query: string): string {
  const base = localeBaseUrl.endsWith('/') ? localeBaseUrl : `${localeBaseUrl}/`;
  const q = normalizeQuery(query);
  return q === '' ? `${base}search` : `${base}search?q=${encodeURIComponent(q)}`;
}

/** The query of a results page URL's search string (`?q=…`), normalised. */
export function queryFromSearch(search: string): string {
  return normalizeQuery(new URLSearchParams(search).get('q') ?? '');
}

// In its own module: the navbar's search button needs it on every page, the rest of this module
// only once the search is open.
export {siteRootUrl} from './site-root';
