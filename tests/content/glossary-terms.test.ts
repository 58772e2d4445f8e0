/**
 * Each translation follows its glossary (i18n/<locale>/glossary.md) in everything a reader reads
 * (tests/support/translated-text.ts): the pages' prose, the translated API contract
 * (openapi/mnemora.<locale>.overlay.yaml, which the reference renders) and the UI strings
 * (code.json, the sidebar's and the theme's JSON): a term the glossary marks "Avoid: …" never
 * appears outside code, and numbers use the locale's thousands separator (NUMBER_STYLE in
 * src/data/facts.ts, which the reference's limits use too). Findings name file and line.
 * German once said "Anfrage-Body" in prose and "Anfragetext" in the reference, and mixed "1.024"
 * with "1024".
 * Run: node --import tsx --test tests/content/glossary-terms.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {NUMBER_STYLE} from '../../src/data/facts';
import {translatedLocales} from '../../config/i18n';
import {jsonMessages, prose, translatedTexts} from '../support/translated-text';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LOCALES = translatedLocales;
// Numbers that are names or example values, not quantities: each one reviewed.
const NOT_QUANTITIES = new Set(['1041', '1042', '1043', '1044', '1045', '1046', '1047']); // event sequence values of the realtime examples

/** The "Avoid:" terms of a glossary, with the term to use instead. */
export function avoidedTerms(glossary: string): {avoid: string; use: string}[] {
  const out: {avoid: string; use: string}[] = [];
  for (const row of glossary.split('\n').filter((l) => l.startsWith('| '))) {
    const cells = row
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const avoid = cells[2]?.match(/Avoid: (.*?)(?:\.|$)/)?.[1];
    if (avoid) for (const a of avoid.split(',')) out.push({avoid: a.trim(), use: cells[1]!});
  }
  return out;
}

/** Numbers of a page written against the locale's rule, as "line: number (why)". */
export function numberProblems(text: string, separator: string, groupFrom: number): string[] {
  return numberProblemsIn(prose(text).split('\n'), separator, groupFrom);
}

/** The same over readable lines (tests/support/translated-text.ts). */
function numberProblemsIn(lines: readonly string[], separator: string, groupFrom: number): string[] {
  const problems: string[] = [];
  lines.forEach((line, i) => {
    for (const m of line.matchAll(
      /(?<![\w.,\-/:#])(?<!\d[\u00a0\u202f ])(\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|\d{4,})(?![\w\-/]|[.,]\d)/g,
    )) {
      const n = m[1]!;
      const digits = n.replace(/\D/g, '');
      const grouped = n !== digits;
      if (!grouped) {
        if (
          digits.length < groupFrom ||
          NOT_QUANTITIES.has(n) ||
          // A leading zero makes it a name, not a quantity (the file mode 0600).
          n.startsWith('0') ||
          /^(19|20)\d\d$/.test(n) ||
          /RFC\s$/.test(line.slice(0, m.index))
        )
          continue;
        problems.push(`${i + 1}: ${n} (group the thousands with ${JSON.stringify(separator)})`);
      } else if (digits.length < groupFrom) {
        problems.push(`${i + 1}: ${n} (a ${digits.length}-digit number is written without separator)`);
      } else if (
        !n
          .split(/\d+/)
          .filter(Boolean)
          .every((s) => s === separator)
      ) {
        problems.push(`${i + 1}: ${JSON.stringify(n)} (the thousands separator is ${JSON.stringify(separator)})`);
      }
    }
  });
  return problems;
}

/** Where the glossary's avoided terms occur in readable lines, as "line: term (glossary: preferred)". */
export function avoidedTermProblems(
  lines: readonly string[],
  terms: readonly {avoid: string; use: string}[],
): string[] {
  const patterns = terms.map(({avoid, use}) => ({
    avoid,
    use,
    re: new RegExp(`(?<![\\p{L}-])${avoid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu'),
  }));
  const problems: string[] = [];
  lines.forEach((line, i) => {
    for (const {avoid, use, re} of patterns)
      if (re.test(line)) problems.push(`${i + 1}: "${avoid}" (glossary: ${use})`);
  });
  return problems;
}

describe('translations follow their glossary', () => {
  for (const locale of LOCALES) {
    const glossary = readFileSync(path.join(repoRoot, `i18n/${locale}/glossary.md`), 'utf8');
    const texts = translatedTexts(locale);
    test(`${locale}: no term the glossary says to avoid, in pages, the translated contract and UI strings`, () => {
      const terms = avoidedTerms(glossary);
      assert.ok(terms.length > 0, `i18n/${locale}/glossary.md marks no term to avoid`);
      assert.ok(
        texts.some((t) => t.file.endsWith('code.json')),
        'code.json is read',
      );
      const problems = texts.flatMap(({file, lines}) => avoidedTermProblems(lines, terms).map((p) => `${file}:${p}`));
      assert.deepEqual(problems, []);
    });
    test(`${locale}: numbers use the glossary's thousands separator (pages, the translated contract and UI strings)`, () => {
      const style = NUMBER_STYLE[locale];
      const problems = texts.flatMap(({file, lines}) =>
        numberProblemsIn(lines, style.thousands, style.groupFrom).map((p) => `${file}:${p}`),
      );
      assert.deepEqual(problems, []);
    });
  }
  test('planted: "Anfragetext" and "1024" in a German page, "10,000" in a Spanish one, fail', () => {
    const de = readFileSync(path.join(repoRoot, 'i18n/de/glossary.md'), 'utf8');
    const page = '# Seite\n\n### Anfragetext {#request-body}\n\nBis zu 1024 Zeichen, höchstens 32.000.\n';
    assert.deepEqual(avoidedTermProblems(prose(page).split('\n'), avoidedTerms(de)), [
      '3: "Anfragetext" (glossary: Anfrage-Body / Antwort-Body)',
    ]);
    assert.deepEqual(numberProblems(page, '.', 4), ['5: 1024 (group the thousands with ".")']);
    assert.deepEqual(numberProblems('Hasta 10,000 filas y 1000 caracteres.\n', '\u00a0', 5), [
      `1: "10,000" (the thousands separator is ${JSON.stringify('\u00a0')})`,
    ]);
    assert.deepEqual(numberProblems('RFC 3339, 2026, `12345`, secuencia 1042\n', '\u00a0', 4), []);
  });
  test('planted: an avoided term in a code.json message fails with its line; in its description, a front-matter key or code it does not', () => {
    const de = avoidedTerms(readFileSync(path.join(repoRoot, 'i18n/de/glossary.md'), 'utf8'));
    const codeJson = JSON.stringify(
      {
        'tryIt.batch': {
          message: 'Einen Stapel senden',
          description: 'Send a batch (Stapel is what the glossary avoids)',
        },
        'tryIt.code': {message: 'Der Parameter `Stapel` bleibt'},
      },
      null,
      2,
    );
    assert.deepEqual(avoidedTermProblems(jsonMessages(codeJson).split('\n'), de), ['3: "Stapel" (glossary: Batch)']);
    // Front matter: the title is read, other keys are not; the line is the file's.
    const page =
      '---\ntitle: Stapel anlegen\nslug: /stapel\n---\n\nText.\n\n<Tabs groupId="Stapel">\n\nDie Stapelverarbeitung.\n';
    assert.deepEqual(avoidedTermProblems(prose(page).split('\n'), de), [
      '2: "Stapel" (glossary: Batch)',
      '10: "Stapelverarbeitung" (glossary: Batch)',
    ]);
  });
});
