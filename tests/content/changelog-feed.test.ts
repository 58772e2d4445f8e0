/**
 * The changelog (docs/changelog.md) is parsed by scripts/build-changelog-feed.mjs, which checks
 * its format and renders the Atom feed static/changelog.xml. These tests check the real
 * changelog and the committed feed, and prove with planted faults that each format rule fails
 * with a message naming the file and line.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import * as cheerio from 'cheerio';

interface Entry {
  id: string;
  date: string;
  title: string;
  section: string;
  line: number;
  body: string[];
}
interface Platform {
  productName: string;
  portalUrl: string;
}
interface FeedModule {
  defaultPaths: {changelog: string; platform: string; output: string};
  parseChangelog(markdown: string, file?: string): Entry[];
  readPlatform(source: string, file?: string): Platform;
  renderAtom(entries: Entry[], platform: Platform): string;
  resolveDocLink(href: string, portalUrl: string): string;
  buildFeed(): string;
}

const repo = path.resolve(import.meta.dirname, '..', '..');
// A computed specifier keeps tsc from looking for declarations of the plain-JS script.
const feedModulePath = pathToFileURL(path.join(repo, 'scripts', 'build-changelog-feed.mjs')).href;
let feed: FeedModule;
before(async () => {
  feed = (await import(feedModulePath)) as FeedModule;
});

const platform: Platform = {productName: 'Mnemora', portalUrl: 'https://docs.mnemora.dev'};

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
    () => feed.parseChangelog(markdown, 'docs/changelog.md'),
    (err: unknown) => {
      assert.ok(err instanceof Error);
      assert.match(err.message, new RegExp(`^docs/changelog\\.md:${line}: `), `message names file and line: ${err.message}`);
      assert.match(err.message, expected);
      return true;
    },
  );
}

test('the real changelog parses: dated ids, newest first, unique, each with an Added/Changed/Deprecated/Fixed heading', () => {
  const markdown = readFileSync(feed.defaultPaths.changelog, 'utf8');
  const entries = feed.parseChangelog(markdown);
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
  assert.ok(entries[0]!.date <= new Date().toISOString().slice(0, 10), `the newest entry (${entries[0]!.date}) is dated in the future`);
});

test('static/changelog.xml is up to date with docs/changelog.md', () => {
  const committed = readFileSync(feed.defaultPaths.output, 'utf8');
  assert.equal(committed, feed.buildFeed(), 'static/changelog.xml is stale: run node scripts/build-changelog-feed.mjs');
});

test('the feed is well-formed Atom with one entry per changelog entry', () => {
  const entries = feed.parseChangelog(readFileSync(feed.defaultPaths.changelog, 'utf8'));
  const xml = feed.renderAtom(entries, platform);
  assertBalanced(xml);
  const $ = cheerio.load(xml, {xml: true});
  assert.equal($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
  assert.equal($('feed > updated').text(), `${entries[0]!.date}T00:00:00Z`);
  const ids = $('entry > id').map((_, el) => $(el).text()).get();
  assert.deepEqual(ids, entries.map((e) => `https://docs.mnemora.dev/changelog#${e.id}`));
  for (const content of $('entry > content').map((_, el) => $(el).text()).get()) {
    assert.ok(content.length > 0);
    assert.doesNotMatch(content, /\.md[#"]/, 'links point at routes, not at .md files');
  }
});

test('the portal URL and product name come from config/platform.ts', () => {
  const source = readFileSync(feed.defaultPaths.platform, 'utf8');
  assert.deepEqual(feed.readPlatform(source), platform);
  assert.throws(() => feed.readPlatform('export const productName = "x";', 'config/platform.ts'), /config\/platform\.ts: no `export const productName/);
});

test('relative doc links resolve to portal routes', () => {
  const url = 'https://docs.mnemora.dev';
  assert.equal(feed.resolveDocLink('./api/search.md#choose-a-mode', url), `${url}/api/search#choose-a-mode`);
  assert.equal(feed.resolveDocLink('./guides/index.md', url), `${url}/guides/`);
  assert.equal(feed.resolveDocLink('pathname:///changelog.xml', url), `${url}/changelog.xml`);
  assert.equal(feed.resolveDocLink('#2025-06-01', url), `${url}/changelog#2025-06-01`);
  assert.equal(feed.resolveDocLink('https://status.mnemora.dev', url), 'https://status.mnemora.dev');
});

test('the valid fixture parses into two entries', () => {
  const entries = feed.parseChangelog(valid);
  assert.deepEqual(entries.map((e) => [e.id, e.section, e.line]), [
    ['2026-11-18', 'API version 2025-06-01 (current)', 9],
    ['2025-06-01', 'API version 2025-06-01 (current)', 15],
  ]);
});

test('planted fault: an entry heading without an explicit id', () => {
  faultAt(valid.replace(' {#2026-11-18}', ''), /needs an explicit date id/, 9);
});

test('planted fault: an entry id that is not a date', () => {
  faultAt(valid.replace('{#2026-11-18}', '{#typescript-2-6-1}'), /must be a date/, 9);
  faultAt(valid.replace('{#2026-11-18}', '{#2026-13-45}'), /must be a date/, 9);
});

test('planted fault: a title that does not start with the id date', () => {
  faultAt(valid.replace('### 2026-11-18: TypeScript', '### 2026-11-17: TypeScript'), /must start with its date "2026-11-18:"/, 9);
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
  faultAt(valid.replace('#### Fixed {#2026-11-18-fixed}', '#### Improvements {#2026-11-18-improvements}'), /"#### Improvements" is not one of Added, Changed, Deprecated, Fixed/, 11);
});

test('planted fault: an entry outside an API version section', () => {
  faultAt(valid.replace('## API version 2025-06-01 (current) {#api-2025-06-01}\n', ''), /not under a "## API version …" section/, 8);
});

test('planted fault: markup in an entry is escaped, never passed through', () => {
  const hostile = valid.replace('`alpha` in `POST /search`.', '<script>alert(1)</script> & "quotes"');
  const xml = feed.renderAtom(feed.parseChangelog(hostile), platform);
  assertBalanced(xml);
  assert.doesNotMatch(xml, /<script>/);
  const $ = cheerio.load(xml, {xml: true});
  assert.match($('entry').last().find('content').text(), /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;quotes&quot;/);
});

test('planted fault: the balance check itself rejects broken XML', () => {
  assert.throws(() => assertBalanced('<feed><entry></feed>'), /expected <\/entry>, found <\/feed>/);
  assert.throws(() => assertBalanced('<feed>a & b</feed>'), /bare &/);
});

/** Checks that tags nest, every element closes and no bare `&` or `<` appears in text. */
function assertBalanced(xml: string): void {
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
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
