/**
 * Current signals: the changelog is the product's, and the announcement bar names its newest
 * release. Every changelog entry is titled by what shipped (the API, an API version, an SDK or the
 * CLI with its version), and every labelled item names one of those; a change to the portal's own
 * files belongs in the repository's history. Each locale's announcement, in its wide and its phone
 * wording, names every version of that locale's newest changelog entry.
 * Run: node --import tsx --test tests/content/announcement.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {announcementBar} from '../../config/announcement';
import {locales, type Locale} from '../../config/i18n';
import {changelogSource} from '../../src/plugins/changelog-feed';
import {parseChangelog, type ChangelogEntry} from '../../src/plugins/changelog-feed/changelog';
import {feedStringsFor} from '../../src/plugins/changelog-feed/strings';

const repo = path.resolve(import.meta.dirname, '..', '..');

const changelogOf = (locale: Locale, text?: string): ChangelogEntry[] => {
  const source = changelogSource(locale, 'en');
  return parseChangelog(text ?? readFileSync(path.join(repo, source), 'utf8'), feedStringsFor(locale).kinds, source);
};

/** What ships, as the English changelog names it: the API, an API version, an SDK or the CLI with its version. */
const PRODUCT = /^(API|API version \d{4}-\d{2}-\d{2}|(TypeScript SDK|Python SDK|CLI) \d+\.\d+\.\d+)$/;
/** One product of an item's label (`**TypeScript SDK 2.0.0 (breaking):**`); a label joins several with "and". */
const PRODUCT_LABEL = /^(API|MCP interface|(TypeScript SDK|Python SDK|CLI)( \d+\.\d+\.\d+)?)( \([^)]*\))?$/;

/** Entries of the English changelog that are not about the product, with their line. */
export function nonProductEntries(entries: readonly ChangelogEntry[]): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const names = entry.title.slice(`${entry.date}:`.length).trim().split(/,\s*/);
    for (const name of names.filter((n) => !PRODUCT.test(n)))
      problems.push(`line ${entry.line}: entry "${entry.title}" names "${name}", not the API, an SDK or the CLI`);
    for (const [, label] of entry.body.join('\n').matchAll(/^- \*\*([^*]+?):\*\*/gm))
      if (!label!.split(' and ').every((part) => PRODUCT_LABEL.test(part)))
        problems.push(`line ${entry.line}: entry "${entry.title}" has an item about "${label}", not the product`);
  }
  return problems;
}

/** The versions an entry's title names (dotted versions and API version dates, the entry's own date left out). */
const versionsOf = (entry: ChangelogEntry): string[] =>
  [...entry.title.slice(entry.date.length).matchAll(/\d+\.\d+\.\d+|\d{4}-\d{2}-\d{2}/g)].map((m) => m[0]);

/** The announcement's wide and phone wordings, as text. */
function wordings(locale: Locale): {long: string; short: string} {
  const html = announcementBar(locale).content ?? '';
  const text = (cls: string) =>
    [...html.matchAll(new RegExp(`<span class="${cls}">([^<]*)</span>`, 'g'))].map((m) => m[1]).join(' ');
  return {long: text('mnemora-announcement-long'), short: text('mnemora-announcement-short')};
}

/** What an announcement misses of the newest entry's versions. */
export function staleAnnouncement(
  newest: ChangelogEntry,
  {long, short}: {long: string; short: string},
  locale: string,
): string[] {
  const versions = versionsOf(newest);
  if (!versions.length) return [];
  return (['long', 'short'] as const).flatMap((kind) =>
    versions
      .filter((v) => !(kind === 'long' ? long : short).includes(v))
      .map((v) => `${locale}: the ${kind} announcement does not name ${v} of the newest entry "${newest.title}"`),
  );
}

test('every entry of the changelog is about the product: the API, an SDK or the CLI', () => {
  assert.deepEqual(nonProductEntries(changelogOf('en')), []);
});

test('planted: an entry about the contract file, and an item labelled with it, fail naming the line', () => {
  const source = readFileSync(path.join(repo, 'docs/changelog.md'), 'utf8');
  const planted = source.replace(
    /^### 2026-11-18:/m,
    [
      '### 2026-11-25: API contract {#2026-11-25}',
      '',
      '#### Changed {#2026-11-25-changed}',
      '',
      '- **API contract:** response schemas no longer forbid the fields they do not list.',
      '',
      '### 2026-11-18:',
    ].join('\n'),
  );
  const problems = nonProductEntries(changelogOf('en', planted));
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0]!, /^line \d+: entry "2026-11-25: API contract" names "API contract"/);
  assert.match(problems[1]!, /has an item about "API contract"/);
});

test("each locale's announcement names the newest release of its changelog, on wide screens and on phones", () => {
  const problems = locales.flatMap((locale) => {
    const newest = changelogOf(locale)[0]!;
    assert.ok(versionsOf(newest).length, `${locale}: the newest entry "${newest.title}" names no version`);
    return staleAnnouncement(newest, wordings(locale), locale);
  });
  assert.deepEqual(problems, []);
});

test('planted: the announcement of an older release is stale', () => {
  const newest = changelogOf('en')[0]!;
  const old = {
    long: 'API version 2025-06-01 adds hybrid search weighting and resumable change streams.',
    short: 'API 2025-06-01: hybrid search weighting.',
  };
  const problems = staleAnnouncement(newest, old, 'en');
  assert.ok(problems.length >= 2, problems.join('\n'));
  assert.match(problems[0]!, /^en: the long announcement does not name \d/);
});
