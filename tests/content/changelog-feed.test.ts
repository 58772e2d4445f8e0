/**
 * Every locale's changelog (docs/changelog.md and its translations) is parsed by
 * src/plugins/changelog-feed/changelog.ts, which checks its format and renders the locale's Atom
 * feed (written into each locale's build as /changelog.xml, /es/changelog.xml…). These tests check
 * the real changelogs, validate each locale's feed with a maintained feed parser
 * (@rowanmanning/feed-parser), and prove with planted faults that each format rule fails with a
 * message naming the file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {parseFeed} from '@rowanmanning/feed-parser';
import {
  parseChangelog,
  renderAtom,
  resolveDocLink,
  type ChangelogEntry,
  type FeedSite,
} from '../../src/plugins/changelog-feed/changelog';
import {changelogSource} from '../../src/plugins/changelog-feed';
import {feedStringsFor} from '../../src/plugins/changelog-feed/strings';
import {localeConfigs, locales} from '../../config/i18n';
import {portalUrl, productName} from '../../config/platform';
import {assertMissingMessageThrows, withCodeJson} from '../support/code-json-site';
import {assertFeedEntries} from '../support/feed-entries';

const repo = path.resolve(import.meta.dirname, '..', '..');
const en = feedStringsFor('en').kinds;

function site(locale: keyof typeof localeConfigs): FeedSite {
  return {
    productName,
    portalUrl,
    prefix: locale === 'en' ? '' : `/${locale}`,
    language: localeConfigs[locale].htmlLang,
    locale,
  };
}

function changelogOf(locale: keyof typeof localeConfigs): ChangelogEntry[] {
  const source = changelogSource(locale, 'en');
  return parseChangelog(readFileSync(path.join(repo, source), 'utf8'), feedStringsFor(locale).kinds, source);
}

/** A minimal valid changelog; faults are planted into copies of it. */
const valid = [
  '---',
  'title: Changelog',
  '---',
  '',
  'Intro.',
  '',
  '## API version 2025-06-01 (current) {#api-2025-06-01}',
  '',
  '### 2026-11-18: TypeScript SDK 2.6.1 {#2026-11-18}',
  '',
  '#### Fixed {#2026-11-18-fixed}',
  '',
  '- **TypeScript SDK 2.6.1:** `subscribe()` resets its delay. See [Realtime sync](./guides/realtime-sync.md#reconnect-and-resume).',
  '',
  '### 2025-06-01: API version 2025-06-01 {#2025-06-01}',
  '',
  '#### Added {#2025-06-01-added}',
  '',
  '- **API:** `alpha` in `POST /search`.',
  '',
].join('\n');

function faultAt(markdown: string, expected: RegExp, line: number): void {
  assert.throws(
    () => parseChangelog(markdown, en, 'docs/changelog.md'),
    (err: unknown) => {
      assert.ok(err instanceof Error);
      assert.match(
        err.message,
        new RegExp(`^docs/changelog\\.md:${line}: `),
        `message names file and line: ${err.message}`,
      );
      assert.match(err.message, expected);
      return true;
    },
  );
}

test('the real changelog parses: dated ids, newest first, unique, each with an Added/Changed/Deprecated/Fixed heading', () => {
  const entries = changelogOf('en');
  assert.ok(entries.length >= 10, `expected at least 10 entries, found ${entries.length}`);
  assert.equal(new Set(entries.map((e) => e.id)).size, entries.length);
  for (const entry of entries) {
    assert.match(entry.id, /^\d{4}-\d{2}-\d{2}/, `entry on line ${entry.line}`);
    assert.ok(entry.title.startsWith(`${entry.date}:`));
  }
  const current = entries.find((e) => e.id === '2025-06-01');
  assert.ok(current, 'the 2025-06-01 API release has an entry with id 2025-06-01');
  assert.match(current.body.join('\n'), /`alpha`/, 'the 2025-06-01 entry mentions alpha');
  assert.match(current.body.join('\n'), /Last-Event-ID/, 'the 2025-06-01 entry mentions resumable streams');
  // An entry can be dated today, never later: a future date is a typo the feed would publish.
  assert.ok(
    entries[0]!.date <= new Date().toISOString().slice(0, 10),
    `the newest entry (${entries[0]!.date}) is dated in the future`,
  );
});

test('every translated changelog has the English entries, same ids, dates and order, under its own headings', () => {
  const english = changelogOf('en');
  for (const locale of locales) {
    const entries = changelogOf(locale);
    assert.deepEqual(
      entries.map((e) => e.id),
      english.map((e) => e.id),
      `${changelogSource(locale, 'en')}: entries differ from docs/changelog.md`,
    );
    const kinds = Object.values(feedStringsFor(locale).kinds);
    for (const entry of entries) {
      for (const heading of entry.body.filter((l) => l.startsWith('#### '))) {
        assert.ok(
          kinds.some((k) => heading.startsWith(`#### ${k} `)),
          `${locale}: ${heading}`,
        );
      }
    }
  }
});

test("each locale's feed is valid Atom in its language, per a feed parser, with one entry per changelog entry linking the locale's page", () => {
  const titles = new Set<string>();
  for (const locale of locales) {
    const entries = changelogOf(locale);
    const xml = renderAtom(entries, site(locale));
    assertBalanced(xml);
    const feed = parseFeed(xml).toJSON();
    const prefix = site(locale).prefix;
    assert.equal(feed.meta.type, 'atom', locale);
    assert.equal(feed.language, localeConfigs[locale].htmlLang, `${locale}: xml:lang`);
    assert.equal(feed.title, feedStringsFor(locale).title);
    assert.equal(feed.description, feedStringsFor(locale).subtitle);
    assert.equal(feed.url, `${portalUrl}${prefix}/changelog`);
    assert.equal(feed.self, `${portalUrl}${prefix}/changelog.xml`);
    assert.equal(new Date(String(feed.updated)).toISOString(), `${entries[0]!.date}T00:00:00.000Z`);
    assertFeedEntries(feed.items, entries, prefix, `${locale}: entry titles are the locale's headings`);
    assert.deepEqual(
      feed.items.map((i) => i.url),
      entries.map((e) => `${portalUrl}${prefix}/changelog#${e.id}`),
    );
    for (const item of feed.items) {
      assert.ok((item.content ?? '').length > 0, `${locale} ${item.id}: no content`);
      assert.doesNotMatch(item.content ?? '', /\.md[#"]/, 'links point at routes, not at .md files');
      // Links inside an entry stay in the locale (the contract files are shared by all locales).
      for (const [, href] of (item.content ?? '').matchAll(/href="([^"]+)"/g)) {
        if (href!.startsWith(portalUrl) && !/\/openapi\.(yaml|json)$/.test(href!))
          assert.ok(href!.startsWith(`${portalUrl}${prefix}/`), `${locale}: ${href}`);
      }
    }
    titles.add(feed.items[0]!.title ?? '');
  }
  assert.equal(
    titles.size,
    locales.length,
    'the newest entry has a different title in each locale: the feeds are translated',
  );
});

test("the feed's words are code.json messages: English from the code, each locale's from its code.json", () => {
  assert.deepEqual(feedStringsFor('en'), {
    title: 'Mnemora changelog',
    subtitle: 'Changes to the Mnemora API, TypeScript SDK, Python SDK and CLI.',
    kinds: {added: 'Added', changed: 'Changed', deprecated: 'Deprecated', fixed: 'Fixed'},
  });
  const es = JSON.parse(readFileSync(path.join(repo, 'i18n/es/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  assert.equal(es['changelogFeed.title']?.message, 'Registro de cambios de {productName}');
  assert.equal(feedStringsFor('es').title, `Registro de cambios de ${productName}`);
  assert.equal(feedStringsFor('de').kinds.fixed, 'Behoben');
  // The feed is written from the site's own code.json: a changed translation is what it says.
  withCodeJson(
    'fr',
    (m) => (m['changelogFeed.title']!.message = 'Nouveautés de {productName}'),
    (siteDir) => {
      const xml = renderAtom(changelogOf('fr'), {...site('fr'), siteDir});
      assert.equal(parseFeed(xml).toJSON().title, `Nouveautés de ${productName}`);
    },
  );
});

test('planted: a missing feed message or an unknown locale fails, naming the id and file or the locales', () => {
  assertMissingMessageThrows(
    'de',
    'changelogFeed.kind.fixed',
    (siteDir) => feedStringsFor('de', siteDir),
    /\[mnemora-changelog-feed\] no message "changelogFeed\.kind\.fixed" for locale "de" in .*i18n[\\/]de[\\/]code\.json/,
  );
  assert.throws(
    () => feedStringsFor('it'),
    /\[mnemora-changelog-feed\] no UI messages for locale "it": the site's locales are en, es, fr, de/,
  );
});

test("each changelog page points readers at its own locale's feed", () => {
  for (const locale of locales) {
    const text = readFileSync(path.join(repo, changelogSource(locale, 'en')), 'utf8');
    // English links the root feed; a translation links `changelog.xml` relative to its page
    // (`/de/changelog` → `/de/changelog.xml`): translated pages keep no locale prefix in links.
    const link = locale === 'en' ? '(pathname:///changelog.xml)' : '(changelog.xml)';
    assert.ok(
      text.includes(`[${site(locale).prefix}/changelog.xml]${link}`),
      `${changelogSource(locale, 'en')} links its feed as ${link}`,
    );
  }
});

test('relative doc links resolve to portal routes of the locale', () => {
  const url = 'https://docs.mnemora.dev';
  assert.equal(resolveDocLink('./api/search.md', url, '/de/changelog'), `${url}/de/api/search`);
  assert.equal(resolveDocLink('./api/search.md#choose-a-mode', url), `${url}/api/search#choose-a-mode`);
  assert.equal(resolveDocLink('./guides/index.md', url), `${url}/guides/`);
  assert.equal(resolveDocLink('pathname:///changelog.xml', url), `${url}/changelog.xml`);
  assert.equal(resolveDocLink('#2025-06-01', url), `${url}/changelog#2025-06-01`);
  assert.equal(resolveDocLink('https://status.mnemora.dev', url), 'https://status.mnemora.dev');
});

test('the valid fixture parses into two entries', () => {
  const entries = parseChangelog(valid);
  assert.deepEqual(
    entries.map((e) => [e.id, e.section, e.line]),
    [
      ['2026-11-18', 'API version 2025-06-01 (current)', 9],
      ['2025-06-01', 'API version 2025-06-01 (current)', 15],
    ],
  );
});

test("a code block's `#` lines are code, also a ``` line inside a ~~~ block", () => {
  const withCode = valid.replace(
    '- **API:** `alpha` in `POST /search`.',
    ['- **API:** `alpha` in `POST /search`.', '', '~~~md', '```', '### Not an entry', '~~~'].join('\n'),
  );
  const entries = parseChangelog(withCode);
  assert.deepEqual(
    entries.map((e) => e.id),
    ['2026-11-18', '2025-06-01'],
  );
  assert.ok(entries[1]?.body.includes('### Not an entry'), 'the code stays in the entry body');
});

test('planted fault: an entry heading without an explicit id', () => {
  faultAt(valid.replace(' {#2026-11-18}', ''), /needs an explicit date id/, 9);
});

test('planted fault: an entry id that is not a date', () => {
  faultAt(valid.replace('{#2026-11-18}', '{#typescript-2-6-1}'), /must be a date/, 9);
  faultAt(valid.replace('{#2026-11-18}', '{#2026-13-45}'), /must be a date/, 9);
});

test('planted fault: a title that does not start with the id date', () => {
  faultAt(
    valid.replace('### 2026-11-18: TypeScript', '### 2026-11-17: TypeScript'),
    /must start with its date "2026-11-18:"/,
    9,
  );
});

test('planted fault: entries out of order', () => {
  const swapped = valid
    .replace('### 2025-06-01: API version 2025-06-01 {#2025-06-01}', '### 2027-01-05: API {#2027-01-05}')
    .replace('{#2025-06-01-added}', '{#2027-01-05-added}');
  faultAt(swapped, /newer than the entry above it \(2026-11-18, line 9\)/, 15);
});

test('planted fault: a duplicate entry id', () => {
  const duplicate = valid
    .replace('### 2025-06-01: API version 2025-06-01 {#2025-06-01}', '### 2026-11-18: API {#2026-11-18}')
    .replace('{#2025-06-01-added}', '{#2026-11-18-added}');
  faultAt(duplicate, /already used on line 9/, 15);
});

test('planted fault: an entry without an Added/Changed/Deprecated/Fixed heading', () => {
  faultAt(valid.replace('#### Fixed {#2026-11-18-fixed}\n', ''), /has no Added\/Changed\/Deprecated\/Fixed heading/, 9);
});

test('planted fault: an unknown level-4 heading', () => {
  faultAt(
    valid.replace('#### Fixed {#2026-11-18-fixed}', '#### Improvements {#2026-11-18-improvements}'),
    /"#### Improvements" is not one of Added, Changed, Deprecated, Fixed/,
    11,
  );
});

test('planted fault: a heading whose id names another kind of change', () => {
  faultAt(
    valid.replace('{#2026-11-18-fixed}', '{#2026-11-18-added}'),
    /the id of a "Fixed" heading ends with -fixed/,
    11,
  );
});

test("a translated changelog: its own headings, and French's space before the colon", () => {
  const french = valid
    .replace('### 2026-11-18: TypeScript', '### 2026-11-18\u202f: TypeScript')
    .replace('#### Fixed', '#### Corrigé')
    .replace('#### Added', '#### Ajouté');
  assert.deepEqual(
    parseChangelog(french, feedStringsFor('fr').kinds, 'fr.md').map((e) => e.id),
    ['2026-11-18', '2025-06-01'],
  );
  // English headings in the French file are a fault: the feed would mix languages.
  assert.throws(
    () => parseChangelog(valid, feedStringsFor('fr').kinds, 'fr.md'),
    /fr\.md:11: "#### Fixed" is not one of Ajouté, Modifié, Obsolète, Corrigé/,
  );
});

test('planted fault: an entry outside an API version section', () => {
  faultAt(
    valid.replace('## API version 2025-06-01 (current) {#api-2025-06-01}\n', ''),
    /not under a "## API version …" section/,
    8,
  );
});

test('planted fault: markup in an entry is escaped, never passed through', () => {
  const hostile = valid.replace('`alpha` in `POST /search`.', '<script>alert(1)</script> & "quotes"');
  const xml = renderAtom(parseChangelog(hostile), site('en'));
  assertBalanced(xml);
  assert.doesNotMatch(xml, /<script>/);
  const $ = cheerio.load(xml, {xml: true});
  assert.match(
    $('entry').last().find('content').text(),
    /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;quotes&quot;/,
  );
});

test('planted fault: the balance check itself rejects broken XML', () => {
  assert.throws(() => assertBalanced('<feed><entry></feed>'), /expected <\/entry>, found <\/feed>/);
  assert.throws(() => assertBalanced('<feed>a & b</feed>'), /bare &/);
});

/** Checks that tags nest, every element closes and no bare `&` or `<` appears in text. */
function assertBalanced(xml: string): void {
  const stack: string[] = [];
  // CDATA sections are text (the feed package writes titles and contents as CDATA).
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, 'cdata');
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let match: RegExpExecArray | null;
  while ((match = token.exec(body)) !== null) {
    const [, closing, name, , selfClosing, text, stray] = match;
    if (stray) throw new Error(`bare < at offset ${match.index}`);
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in text at offset ${match.index}`);
      continue;
    }
    if (selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`expected </${open}>, found </${name}> at offset ${match.index}`);
    } else stack.push(name!);
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
}
