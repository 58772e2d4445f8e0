/**
 * Each translation follows its glossary (i18n/<locale>/glossary.md) in prose, the translated API
 * contract included (openapi/mnemora.<locale>.overlay.yaml, which the reference renders): a term
 * the glossary marks "Avoid: …" never appears outside code, and numbers use the locale's
 * thousands separator (NUMBER_STYLE in src/data/facts.ts, which the reference's limits use too).
 * German once said "Anfrage-Body" in prose and "Anfragetext" in the reference, and mixed "1.024"
 * with "1024".
 * Run: node --import tsx --test tests/content/glossary-terms.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {NUMBER_STYLE} from '../../src/data/facts';
import {readOverlay} from '../../scripts/lib/localized-contract';
import {translatedLocales} from '../../config/i18n';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LOCALES = translatedLocales;
const docsRootOf = (locale: string) => path.join(repoRoot, `i18n/${locale}/docusaurus-plugin-content-docs/current`);
// Numbers that are names or example values, not quantities: each one reviewed.
const NOT_QUANTITIES = new Set(['1041', '1042', '1043', '1044', '1045', '1046', '1047']); // event sequence values of the realtime examples

/** Prose of a page: without front matter, fenced code, inline code and link targets. */
export function prose(text: string): string {
  return text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```/gm, (m) => '\n'.repeat(m.split('\n').length - 1))
    .replace(/`[^`\n]*`/g, '``')
    .replace(/\]\([^)]*\)/g, ']()')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\{#[^}]*\}/g, '');
}

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

/** Numbers written against the locale's rule, as "line: number (why)". */
export function numberProblems(text: string, separator: string, groupFrom: number): string[] {
  const problems: string[] = [];
  const lines = prose(text).split('\n');
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

function pages(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, {withFileTypes: true})) {
    if (e.isDirectory()) {
      if (!e.name.startsWith('tutorial-')) out.push(...pages(path.join(dir, e.name)));
    } else if (/\.mdx?$/.test(e.name)) out.push(path.join(dir, e.name));
  }
  return out;
}

describe('translations follow their glossary', () => {
  for (const locale of LOCALES) {
    const glossary = readFileSync(path.join(repoRoot, `i18n/${locale}/glossary.md`), 'utf8');
    const files = pages(docsRootOf(locale));
    // The translated contract's sentences, one per line, as a virtual page.
    const overlay = `openapi/mnemora.${locale}.overlay.yaml`;
    const contractText = (readOverlay(locale).actions as {update: Record<string, string>}[])
      .map((a) =>
        Object.values(a.update)
          .join(' ')
          .replace(/\s*\n\s*/g, ' '),
      )
      .join('\n');
    const read = (file: string): string => (file === overlay ? contractText : readFileSync(file, 'utf8'));
    files.push(overlay);
    test(`${locale}: no term the glossary says to avoid`, () => {
      const terms = avoidedTerms(glossary);
      assert.ok(terms.length > 0, `i18n/${locale}/glossary.md marks no term to avoid`);
      const problems: string[] = [];
      for (const file of files) {
        const text = prose(read(file));
        for (const {avoid, use} of terms) {
          if (new RegExp(`(?<![\\p{L}-])${avoid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(text))
            problems.push(`${path.relative(repoRoot, file)}: "${avoid}" (glossary: ${use})`);
        }
      }
      assert.deepEqual(problems, []);
    });
    test(`${locale}: numbers use the glossary's thousands separator (pages and the translated contract)`, () => {
      const style = NUMBER_STYLE[locale];
      const problems: string[] = [];
      for (const file of files) {
        for (const p of numberProblems(read(file), style.thousands, style.groupFrom))
          problems.push(`${path.relative(repoRoot, path.resolve(repoRoot, file))}:${p}`);
      }
      assert.deepEqual(problems, []);
    });
  }
  test('planted: "Anfragetext" and "1024" in a German page, "10,000" in a Spanish one, fail', () => {
    const de = readFileSync(path.join(repoRoot, 'i18n/de/glossary.md'), 'utf8');
    const page = '# Seite\n\n### Anfragetext {#request-body}\n\nBis zu 1024 Zeichen, höchstens 32.000.\n';
    assert.ok(avoidedTerms(de).some(({avoid}) => new RegExp(avoid).test(prose(page))));
    assert.deepEqual(numberProblems(page, '.', 4), ['5: 1024 (group the thousands with ".")']);
    assert.deepEqual(numberProblems('Hasta 10,000 filas y 1000 caracteres.\n', '\u00a0', 5), [
      `1: "10,000" (the thousands separator is ${JSON.stringify('\u00a0')})`,
    ]);
    assert.deepEqual(numberProblems('RFC 3339, 2026, `12345`, secuencia 1042\n', '\u00a0', 4), []);
  });
});
