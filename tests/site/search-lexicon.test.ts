/**
 * The readers'-words data written beside the search index (scripts/build-search-index.ts): each
 * language has its lexicon and vocabulary, and every word a synonym leads to occurs in that
 * language's pages, so no synonym points the search at a word the docs never use.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, requireBuild} from '../support/build';
import {lexiconFile, vocabularyFile} from '../../scripts/build-search-index';
import {localeConfigs} from '../../config/i18n';
import type {Lexicon} from '../../src/lib/search/engine';
import {words} from '../../src/lib/search/engine';

requireBuild();

/** Synonym targets whose words are not in the language's pages: `reader word → target: word`. */
export function unknownTargets(lexicon: Lexicon, vocabulary: Readonly<Record<string, number>>): string[] {
  const stop = new Set(lexicon.stopWords);
  const problems: string[] = [];
  for (const [typed, targets] of Object.entries(lexicon.synonyms)) {
    for (const target of targets) {
      for (const word of words(target)) {
        // The vocabulary holds words of four letters or more; identifiers are matched by Pagefind.
        if (stop.has(word) || word.length < 4 || /[^\p{L}]/u.test(word)) continue;
        if (!Object.hasOwn(vocabulary, word)) problems.push(`${typed} → ${target}: "${word}"`);
      }
    }
  }
  return problems;
}

for (const [locale, {htmlLang}] of Object.entries(localeConfigs)) {
  test(`${locale}: the search lexicon leads only to words of the ${htmlLang} pages`, () => {
    const dir = join(buildDir, 'pagefind');
    const lexiconPath = join(dir, lexiconFile(htmlLang));
    const vocabularyPath = join(dir, vocabularyFile(htmlLang));
    assert.ok(existsSync(lexiconPath), `${lexiconPath} is missing`);
    assert.ok(existsSync(vocabularyPath), `${vocabularyPath} is missing`);
    const lexicon = JSON.parse(readFileSync(lexiconPath, 'utf8')) as Lexicon;
    const vocabulary = JSON.parse(readFileSync(vocabularyPath, 'utf8')) as Record<string, number>;
    assert.ok(
      Object.keys(vocabulary).length > 1000,
      `${locale}: a vocabulary of ${Object.keys(vocabulary).length} words`,
    );
    assert.ok(lexicon.stopWords.length > 20, `${locale}: stop words`);
    // The six basics and two extras pages of the contributor guide, ranked below platform pages.
    assert.equal(lexicon.contributorPages?.length, 8, `${locale}: contributor pages known to the ranking`);
    assert.deepEqual(
      unknownTargets(lexicon, vocabulary),
      [],
      `${locale}: synonyms that lead to words the pages never use (src/data/search-lexicon.json or i18n/${locale}/glossary.md)`,
    );
  });
}

test('planted: a synonym leading to a word the pages never use is named', () => {
  const problems = unknownTargets(
    {stopWords: ['de'], synonyms: {borrar: ['eliminar'], quitar: ['suprimir de golpe']}},
    {eliminar: 3, golpe: 1},
  );
  assert.deepEqual(problems, ['quitar → suprimir de golpe: "suprimir"']);
});
