/**
 * The changelog and its Atom feed. A changelog (docs/changelog.md, or its translation in
 * i18n/<locale>/docusaurus-plugin-content-docs/current/changelog.md) is parsed with its format
 * checked, every problem naming the file and line:
 *   - an entry is a `### YYYY-MM-DD: title {#YYYY-MM-DD}` heading (the explicit id is the date,
 *     optionally followed by `-suffix` when two entries share a date; French puts a space before
 *     the colon) under a `## … {#api-…}` section;
 *   - entries run newest first and their ids are unique;
 *   - an entry has at least one level-4 heading of the locale's kinds of change (Added, Changed,
 *     Deprecated, Fixed in English; ./strings.ts, translated in code.json), whose id ends with
 *     `-added`, `-changed`…, and no other level-4 heading.
 * The feed (Atom, written with the `feed` package) is in the changelog's language and links the
 * locale's changelog page. It is deterministic: its <updated> is the newest entry's date.
 */
import {Feed} from 'feed';
import {changelogFeedFile} from '../../../config/platform';
import {fencedCode} from '../../lib/markdown-toolkit';
import {feedStringsFor, type ChangeKind} from './strings';

export interface ChangelogEntry {
  id: string;
  date: string;
  title: string;
  section: string;
  line: number;
  body: string[];
}

/** A changelog format problem, reported as `file:line: message`. */
class ChangelogError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ChangelogError';
  }
}

const HEADING = /^(#{2,4})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/;
const DATE_ID = /^(\d{4}-\d{2}-\d{2})(?:-[a-z0-9-]+)?$/;

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * Parses a changelog (English or a translation) into entries, newest first, validating its
 * format. `kinds` are the locale's level-4 headings (Added, Changed… in English).
 */
export function parseChangelog(
  markdown: string,
  kinds: Readonly<Record<ChangeKind, string>> = feedStringsFor('en').kinds,
  file = 'docs/changelog.md',
): ChangelogEntry[] {
  const lines = markdown.split(/\r?\n/);
  const entries: ChangelogEntry[] = [];
  const ids = new Map<string, number>();
  let section: string | null = null;
  let entry: ChangelogEntry | null = null;
  const headings = Object.values(kinds);
  // Lines inside code blocks, where a `#` line is code, not a heading.
  const {lines: inCode} = fencedCode(markdown, 'detect');
  let inFrontMatter = lines[0] === '---';

  const finish = () => {
    if (!entry) return;
    const found = entry.body.filter((l) => /^####\s/.test(l));
    if (found.length === 0) {
      throw new ChangelogError(
        file,
        entry.line,
        `entry "${entry.title}" has no ${headings.join('/')} heading (#### ${kinds.added} {#${entry.id}-added})`,
      );
    }
    while (entry.body.length && entry.body.at(-1)?.trim() === '') entry.body.pop();
    entries.push(entry);
    entry = null;
  };

  lines.forEach((text, index) => {
    const line = index + 1;
    if (inFrontMatter) {
      if (index > 0 && text === '---') inFrontMatter = false;
      return;
    }
    const heading = inCode.has(line) ? null : HEADING.exec(text);
    if (!heading) {
      if (entry) entry.body.push(text);
      return;
    }
    const [, hashes = '', title = '', id] = heading;
    const level = hashes.length;
    if (level === 2) {
      finish();
      if (!id)
        throw new ChangelogError(
          file,
          line,
          `section heading "${title}" needs an explicit id such as {#api-2025-06-01}`,
        );
      section = title;
      return;
    }
    if (level === 3) {
      finish();
      if (!section) throw new ChangelogError(file, line, `entry "${title}" is not under a "## API version …" section`);
      if (!id)
        throw new ChangelogError(
          file,
          line,
          `entry heading "${title}" needs an explicit date id such as {#2025-06-01}`,
        );
      const dateMatch = DATE_ID.exec(id);
      if (!dateMatch || !isRealDate(dateMatch[1] ?? '')) {
        throw new ChangelogError(
          file,
          line,
          `entry id {#${id}} must be a date (YYYY-MM-DD, optionally followed by -suffix)`,
        );
      }
      const date = dateMatch[1]!;
      if (!new RegExp(`^${date}[ \\u00a0\\u202f]?:`).test(title)) {
        throw new ChangelogError(file, line, `entry title "${title}" must start with its date "${date}:"`);
      }
      if (ids.has(id)) throw new ChangelogError(file, line, `entry id {#${id}} is already used on line ${ids.get(id)}`);
      const previous = entries.at(-1);
      if (previous && previous.date < date) {
        throw new ChangelogError(
          file,
          line,
          `entry ${date} is newer than the entry above it (${previous.date}, line ${previous.line}); keep entries newest first`,
        );
      }
      ids.set(id, line);
      entry = {id, date, title, section, line, body: []};
      return;
    }
    // level 4
    if (!entry) throw new ChangelogError(file, line, `"#### ${title}" is outside any entry`);
    const kind = (Object.keys(kinds) as ChangeKind[]).find((k) => kinds[k] === title);
    if (!kind) {
      throw new ChangelogError(file, line, `"#### ${title}" is not one of ${headings.join(', ')}`);
    }
    if (!id)
      throw new ChangelogError(file, line, `"#### ${title}" needs an explicit id such as {#${entry.id}-${kind}}`);
    if (!id.endsWith(`-${kind}`))
      throw new ChangelogError(
        file,
        line,
        `"#### ${title}" {#${id}}: the id of a "${title}" heading ends with -${kind}`,
      );
    if (ids.has(id)) throw new ChangelogError(file, line, `heading id {#${id}} is already used on line ${ids.get(id)}`);
    ids.set(id, line);
    entry.body.push(text);
  });
  finish();
  if (entries.length === 0) throw new ChangelogError(file, 1, 'no entries found (### YYYY-MM-DD: … {#YYYY-MM-DD})');
  return entries;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Resolves a docs link (relative `.md` file link, `pathname://` or absolute) to a URL on the portal. */
export function resolveDocLink(href: string, portalUrl: string, pagePath = '/changelog'): string {
  if (/^(https?:|mailto:)/.test(href)) return href;
  if (href.startsWith('pathname://')) return portalUrl + href.slice('pathname://'.length);
  if (href.startsWith('#')) return portalUrl + pagePath + href;
  const [file = '', hash = ''] = href.split('#');
  const route = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
  const url = new URL(route, portalUrl + pagePath);
  return url.href + (hash ? `#${hash}` : '');
}

/** Renders inline Markdown (code, strong, links) of one line to HTML, escaping everything else. */
function inlineToHtml(text: string, portalUrl: string, pagePath = '/changelog'): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length >= 2)
        return `<code>${escapeXml(part.slice(1, -1))}</code>`;
      return escapeXml(part)
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(
          /\[([^\]]+)\]\(([^)\s]+)\)/g,
          (_, label: string, href: string) =>
            `<a href="${escapeXml(resolveDocLink(href.replace(/&amp;/g, '&'), portalUrl, pagePath))}">${label}</a>`,
        );
    })
    .join('');
}

/** Renders an entry body (paragraphs, `- ` lists, `####` headings) to HTML. */
function bodyToHtml(lines: readonly string[], portalUrl: string, pagePath = '/changelog'): string {
  const html: string[] = [];
  let list: string[] | null = null;
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) html.push(`<p>${inlineToHtml(paragraph.join(' '), portalUrl, pagePath)}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      html.push(`<ul>${list.map((item) => `<li>${inlineToHtml(item, portalUrl, pagePath)}</li>`).join('')}</ul>`);
    list = null;
  };
  for (const raw of lines) {
    const text = raw.trimEnd();
    const heading = /^####\s+(.*?)\s*(?:\{#[^}]+\})?$/.exec(text);
    if (heading) {
      flushParagraph();
      flushList();
      html.push(`<h4>${inlineToHtml(heading[1] ?? '', portalUrl, pagePath)}</h4>`);
    } else if (/^\s*[-*]\s+/.test(text)) {
      flushParagraph();
      (list ??= []).push(text.replace(/^\s*[-*]\s+/, ''));
    } else if (text.trim() === '') {
      flushParagraph();
      flushList();
    } else if (list && /^\s+/.test(text)) {
      list[list.length - 1] += ` ${text.trim()}`;
    } else {
      flushList();
      paragraph.push(text.trim());
    }
  }
  flushParagraph();
  flushList();
  return html.join('');
}

export interface FeedSite {
  productName: string;
  /** The portal's origin, without a trailing slash. */
  portalUrl: string;
  /** The locale's prefix under the site root: '' for English, '/es' for Spanish. */
  prefix: string;
  /** The locale's language tag (htmlLang). */
  language: string;
  locale: string;
  /** The site whose `i18n/<locale>/code.json` has the feed's words; this repository by default. */
  siteDir?: string;
}

/** The feed's address for a locale: `/changelog.xml` under the locale's prefix. */
export function feedPath(prefix: string): string {
  return `${prefix}${changelogFeedFile}`;
}

/** Renders the Atom feed of the entries in the locale's language. */
export function renderAtom(entries: readonly ChangelogEntry[], site: FeedSite): string {
  const strings = feedStringsFor(site.locale, site.siteDir);
  const pagePath = `${site.prefix}/changelog`;
  const pageUrl = `${site.portalUrl}${pagePath}`;
  const stamp = (date: string) => new Date(`${date}T00:00:00Z`);
  const newest = entries[0];
  if (!newest) throw new Error('[mnemora-changelog-feed] a feed needs at least one entry');
  const feed = new Feed({
    id: pageUrl,
    title: strings.title,
    description: strings.subtitle,
    link: pageUrl,
    language: site.language,
    updated: stamp(newest.date),
    generator: false,
    feedLinks: {atom: `${site.portalUrl}${feedPath(site.prefix)}`},
    author: {name: site.productName},
  });
  for (const entry of entries) {
    feed.addItem({
      id: `${pageUrl}#${entry.id}`,
      title: entry.title,
      link: `${pageUrl}#${entry.id}`,
      date: stamp(entry.date),
      category: [{term: entry.section, name: entry.section}],
      content: bodyToHtml(entry.body, site.portalUrl, pagePath),
    });
  }
  // Atom states a feed's language with xml:lang on <feed>, which the feed package does not write
  // (its `language` option is RSS's <language>).
  const xml = feed.atom1();
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!xml.includes(root))
    throw new Error('[mnemora-changelog-feed] the feed package wrote no Atom <feed> root to put xml:lang on');
  return xml.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(site.language)}">`);
}
