/**
 * scripts/lib/build-profile.ts: a build log with Docusaurus's perf lines (colours included) and the
 * portal's own step lines becomes the per-locale phases, the plugins' content loading and the
 * steps after the build; a log without perf lines is an empty profile, not zeros.
 * Run: node --import tsx --test tests/unit/build-profile.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hasProfile, parseBuildProfile} from '../../scripts/lib/build-profile';

const yellow = (s: string) => `\x1b[33m${s}\x1b[39m`;
const log = [
  `${yellow('[PERF]')} Build > en > Load site > Load plugins > Load plugins content > Load docs@default > loadContent() - 379.18 ms - (Heap 95mb -> 110mb / Total 171mb)`,
  `${yellow('[PERF]')} Build > en > Load site > Load plugins > Load plugins content > Load docs@default - ${yellow('385.61 ms')} - (Heap)`,
  '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load mnemora-try-it@default - 276.10 ms - (Heap)',
  '[PERF] Build > en > Load site - 1.28 seconds! - (Heap 142mb -> 112mb / Total 171mb)',
  '[PERF] Build > en > Bundling with rspack - 7.20 seconds! - (Heap)',
  '[PERF] Build > en > postBuild() - 2.35 seconds! - (Heap)',
  '[mnemora-social-cards] en: 44 cards, 0 drawn, 44 from the cache, in 2.2 s',
  '[PERF] Build > en - 12.36 seconds! - (Heap)',
  '[PERF] Build > es > Load site > Load plugins > Load plugins content > Load docs@default - 120.00 ms - (Heap)',
  '[PERF] Build > es > Bundling with rspack - 6.55 seconds! - (Heap)',
  '[PERF] Build > es - 10.89 seconds! - (Heap)',
  '[PERF] Build - 45.02 seconds! - (Heap)',
  'Search index written to build/pagefind in 5216 ms (en-US: 38 pages)',
  'precompress: 1066 files (873 distinct, 53.5 MB) → .br 11.4 MB, .gz 13.2 MB, 2132 files written in 9.9 s',
].join('\n');

test('phases per locale, plugins summed over locales, the steps after the build', () => {
  const p = parseBuildProfile(log);
  assert.deepEqual(Object.keys(p.locales), ['en', 'es']);
  assert.deepEqual(p.locales.en, {
    total: 12.36,
    phases: {'Load site': 1.28, 'Bundling with rspack': 7.2, 'postBuild()': 2.35},
    socialCards: 2.2,
  });
  assert.equal(p.locales.es?.total, 10.89);
  assert.equal(p.plugins['docs@default']?.toFixed(3), '0.506', 'en 385.61 ms + es 120 ms');
  assert.equal(p.plugins['mnemora-try-it@default'], 0.2761);
  assert.deepEqual(p.after, {'search index': 5.216, precompress: 9.9});
  assert.equal(hasProfile(p), true);
});

test('a log without the perf logger has no profile', () => {
  const p = parseBuildProfile('[SUCCESS] Generated static files in "build".\nprecompress: 3 files in 0.1 s');
  assert.equal(hasProfile(p), false);
  assert.deepEqual(p.locales, {});
});
