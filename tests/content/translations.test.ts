/**
 * The translation check over the real repository: every English page and UI string has a
 * complete, current translation in every locale of config/i18n.ts (scripts/check-translations.ts;
 * its planted-fault tests are in tests/unit/check-translations.test.ts). This fails, naming locale
 * and file, until the translators have caught up with English.
 *
 * Run: node --import tsx --test tests/content/translations.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {analyseDocument, checkTranslations} from '../../scripts/check-translations';
import {translatedLocales as locales} from '../../config/i18n';
import {comparableLines} from '../../scripts/lib/code-compare';

const repo = path.resolve(__dirname, '..', '..');

function docsPages(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), {withFileTypes: true})) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.name.startsWith('_')) continue;
    if (entry.isDirectory()) out.push(...docsPages(dir, relPath));
    else if (/\.mdx?$/.test(entry.name)) out.push(relPath);
  }
  return out;
}

test('every page and UI string is translated and current in every locale', () => {
  const result = checkTranslations();

  // The check must not pass vacuously: it saw every locale, every page and the extracted strings.
  assert.deepEqual(Object.keys(result.summary).sort(), [...locales].sort());
  const pages = docsPages(path.join(repo, 'docs')).length + 1; // + src/pages/markdown-page.md
  for (const [locale, s] of Object.entries(result.summary)) {
    assert.equal(s.pages.total, pages, `${locale}: pages counted`);
    assert.ok(s.strings.total > 200, `${locale}: ${s.strings.total} UI strings extracted (theme + homepage + CLI)`);
  }

  const lines = result.problems.map((p) => `${p.locale} ${p.file}: ${p.message}`);
  const shown =
    lines.slice(0, 60).join('\n') +
    (lines.length > 60 ? `\n… and ${lines.length - 60} more (npm run check:translations)` : '');
  assert.equal(result.ok, true, `${lines.length} translation problem(s):\n${shown}`);
});

test('on the real translations, changing any code line of any block is detected', () => {
  // A robustness check of the comment-aware comparison on real content: for every code line that
  // the comparison keeps, a translation that changes it (here: drops its comments and appends one
  // character) must compare differently. A normalisation that swallowed code would fail here.
  // (The first test already holds each translated block equal to its English block.)
  let checked = 0;
  const missed: string[] = [];
  const key = (lines: {text: string}[]) => lines.map((l) => l.text).join('\n');
  for (const locale of locales) {
    const base = path.join(repo, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
    if (!existsSync(base)) continue;
    for (const rel of docsPages(path.join(repo, 'docs'))) {
      const trFile = path.join(base, rel);
      if (!existsSync(trFile)) continue;
      const tr = analyseDocument(readFileSync(trFile, 'utf8'));
      for (const block of tr.code as {lang: string; meta: string; value: string; line: number}[]) {
        const kept = comparableLines(block.lang, block.value, block.meta);
        const original = key(kept);
        const rawLines = block.value.split('\n');
        for (const line of kept) {
          const mutated = [...rawLines];
          // A line that ends in translatable text (a sequence diagram's message, `participant W as
          // …`) has that text as `…`: a character appended there is text, so it goes in front.
          mutated[line.line] = line.text.endsWith('…') ? `Ω${line.text}` : `${line.text}Ω`;
          checked++;
          if (key(comparableLines(block.lang, mutated.join('\n'), block.meta)) === original) {
            missed.push(`${locale} ${rel}:${block.line + 1 + line.line} (${block.lang}): ${JSON.stringify(line.text)}`);
          }
        }
      }
    }
  }
  assert.ok(checked > 1000, `only ${checked} code lines checked`);
  assert.deepEqual(missed.slice(0, 20), [], `${missed.length} changed code line(s) went unnoticed`);
});
