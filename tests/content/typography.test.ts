/**
 * Each locale's typography in everything a reader reads (tests/support/translated-text.ts: the
 * pages' prose, the translated contract, the UI strings), naming file and line:
 * - French: a no-break space (U+00A0 or U+202F) before `:`, `;`, `?` and `!` and inside « »,
 *   and the curly apostrophe (’), never the straight one;
 * - German: „…“ quotes, never straight "…";
 * - Spanish: an opening ¿ or ¡ earlier in the sentence for every closing ? or !.
 * Code, inline code, link targets, JSX attributes, heading ids and front-matter keys are not
 * prose and are blanked before these rules run; URLs, times and ratios (16:9), admonition fences
 * (`:::`), emoji shortcodes and list or table syntax are told apart by the characters around the
 * sign. The French pages once had 8 straight apostrophes before links and code.json 26, and the
 * request console showed "Essayer: POST /memories".
 * Run: node --import tsx --test tests/content/typography.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {translatedLocales} from '../../config/i18n';
import {readMessages} from '../../src/lib/i18n/code-messages';
import {apiReferenceRenderers} from '../../src/plugins/llms-txt/api-reference-markdown';
import {jsonMessages, overlayProse, prose, translatedTexts} from '../support/translated-text';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const NO_BREAK = /[\u00a0\u202f]/;
/** What may follow a sign that closes a sentence or clause: a space, the end, a closing mark. */
const AFTER_SIGN = /^(?:$|[\s»“”"'’)\]*_.,])/;
/** The words just before position `i` and the sign at it, to name a finding. */
const before = (text: string, i: number, words = 3) =>
  text
    .slice(0, i + 1)
    .split(/\s+/)
    .slice(-words)
    .join(' ');
/** The word around position `i`. */
const wordAt = (text: string, i: number) =>
  (/\S*$/.exec(text.slice(0, i))?.[0] ?? '') + (/^\S*/.exec(text.slice(i))?.[0] ?? '');

/** Emoji shortcodes (`:warning:`) are not colons of a sentence. */
const withoutShortcodes = (line: string) =>
  line.replace(/(?<![\w:]):[a-z0-9_+-]+:(?![\w:])/g, (m) => ' '.repeat(m.length));

/** French rules over one line of prose. */
export function frenchProblems(line: string): string[] {
  const problems: string[] = [];
  const text = withoutShortcodes(line);
  for (const m of text.matchAll(/[:;?!]/g)) {
    const i = m.index;
    const previous = text[i - 1];
    const after = text.slice(i + 1);
    // A sign directly after another (`?!`, the `:::` of an admonition) or at the start of a line is syntax.
    if (previous === undefined || /[:;?!]/.test(previous) || /^[\s]*$/.test(text.slice(0, i))) continue;
    // URLs (https://), times and ratios (12:30, 16:9), images (![…]), query strings (?tag=):
    // the sign is followed by something other than a space or a closing mark.
    if (!AFTER_SIGN.test(after)) continue;
    if (!NO_BREAK.test(previous)) problems.push(`"${before(text, i)}": no-break space before "${m[0]}"`);
  }
  for (const m of text.matchAll(/«(.?)/g))
    if (!NO_BREAK.test(m[1] ?? '')) problems.push(`"${wordAt(text, m.index)}": no-break space after «`);
  for (const m of text.matchAll(/(.?)»/g))
    if (!NO_BREAK.test(m[1] ?? ''))
      problems.push(`"${before(text, m.index + m[1]!.length, 2)}": no-break space before »`);
  for (const m of text.matchAll(/'/g)) problems.push(`"${wordAt(text, m.index)}": straight apostrophe (’)`);
  return problems;
}

/** German rule over one line of prose. */
export function germanProblems(line: string): string[] {
  const problems: string[] = [];
  for (const m of line.matchAll(/"[^"]*"?/g)) problems.push(`${m[0]}: straight quotes ("…" is „…“)`);
  // „ closes with “, not with the English ” (or ").
  for (const m of line.matchAll(/„([^„“”]*)([“”]?)/g))
    if (m[2] === '”') problems.push(`"${m[0].slice(0, 24)}": „ closes with “, not ”`);
  return problems;
}

/**
 * Spanish rule over one line of prose: every closing ? and ! has its opening sign earlier in the
 * sentence. A quotation keeps its own language's signs: the pages quote English sample queries
 * («what theme does she like?»), so signs inside «…», “…” and "…" are not read.
 */
export function spanishProblems(raw: string): string[] {
  const problems: string[] = [];
  const line = raw.replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, (q) => ' '.repeat(q.length));
  let sentenceStart = 0;
  for (const m of line.matchAll(/[.?!]/g)) {
    const i = m.index;
    const sign = m[0];
    if (sign === '.') {
      // A full stop ends the sentence (not the dot of 0,5 or of a file name).
      if (AFTER_SIGN.test(line.slice(i + 1)) && !/\.\.$/.test(line.slice(0, i + 1))) sentenceStart = i + 1;
      continue;
    }
    if (!AFTER_SIGN.test(line.slice(i + 1)) || (sign === '!' && line[i + 1] === '[')) continue;
    const opening = sign === '?' ? '¿' : '¡';
    if (!line.slice(sentenceStart, i).includes(opening))
      problems.push(`"${line.slice(sentenceStart, i + 1).trim()}": ${sign} without ${opening}`);
    sentenceStart = i + 1;
  }
  return problems;
}

const RULES: Record<string, (line: string) => string[]> = {
  fr: frenchProblems,
  de: germanProblems,
  es: spanishProblems,
};

/** A rule over readable lines, as "line: problem". */
export function typographyProblems(locale: string, lines: readonly string[]): string[] {
  const rule = RULES[locale];
  if (!rule)
    throw new Error(`no typography rule for locale "${locale}"; rules exist for ${Object.keys(RULES).join(', ')}`);
  return lines.flatMap((line, i) => rule(line).map((p) => `${i + 1}: ${p}`));
}

describe('typography per locale', () => {
  for (const locale of translatedLocales) {
    test(`${locale}: pages, the translated contract and UI strings follow the locale's typography`, () => {
      const texts = translatedTexts(locale);
      assert.ok(texts.some((t) => t.kind === 'ui') && texts.some((t) => t.kind === 'overlay'));
      const problems = texts.flatMap(({file, lines}) => typographyProblems(locale, lines).map((p) => `${file}:${p}`));
      assert.deepEqual(problems, []);
    });
  }

  test('planted: French without no-break spaces, with a straight apostrophe, fails; what is not prose does not', () => {
    const page = [
      '---',
      "title: 'L''API : référence'",
      'slug: /api:ref',
      '---',
      '',
      'Essayer: POST /memories ; voir l\u2019[API Memories](../api/memories.md#create-a-memory).',
      'Le SDK relance\u00a0? Oui ! Une «\u00a0clé » aussi.',
      "Voir l'[API Memories](../api/memories.md).",
      '',
      ':::tip[Conseil\u00a0: lisez ceci]',
      'Une heure à 12:30, un format 16:9, https://status.mnemora.dev, `a: b`, :warning: et ?tag=x.',
      ':::',
      '',
      '<Tabs groupId="language" queryString>',
      '## Titre {#titre}',
    ].join('\n');
    assert.deepEqual(typographyProblems('fr', prose(page).split('\n')), [
      `2: "L'API :": no-break space before ":"`,
      `2: "L'API": straight apostrophe (’)`,
      '6: "Essayer:": no-break space before ":"',
      '6: "POST /memories ;": no-break space before ";"',
      '7: "? Oui !": no-break space before "!"',
      '7: "clé »": no-break space before »',
      `8: "l'[API": straight apostrophe (’)`,
    ]);
  });
  test('planted: German straight quotes and a „…” pair fail; quotes in JSX attributes, code and YAML syntax do not', () => {
    const page = [
      '---',
      'description: "Die „Fehlerhülle“ erklärt"',
      '---',
      'Der Wert "rate_limited" und „Fehlerhülle” sind falsch, „Batch“ ist richtig.',
      '<TabItem value="curl" label="cURL">',
      'Code: `{"a": 1}`.',
    ].join('\n');
    assert.deepEqual(typographyProblems('de', prose(page).split('\n')), [
      '4: "rate_limited": straight quotes ("…" is „…“)',
      '4: "„Fehlerhülle”": „ closes with “, not ”',
    ]);
  });
  test('planted: Spanish ? and ! without ¿ ¡ fail, in a page and in a code.json message; a question inside a sentence passes', () => {
    const page = 'Qué pasa si falla? Si falla, ¿qué pasa? Listo! ¡Hecho! Ver ![imagen](a.png) y `¿x?`.\n';
    assert.deepEqual(typographyProblems('es', prose(page).split('\n')), [
      '1: "Qué pasa si falla?": ? without ¿',
      '1: "Listo!": ! without ¡',
    ]);
    const codeJson = JSON.stringify(
      {'a.b': {message: '¿Seguro?', description: 'Sure?'}, 'c.d': {message: 'Borrar todo?'}},
      null,
      2,
    );
    assert.deepEqual(typographyProblems('es', jsonMessages(codeJson).split('\n')), ['7: "Borrar todo?": ? without ¿']);
  });
  test('planted: the French console label and a straight apostrophe in code.json and the overlay fail, naming the line', () => {
    const codeJson = JSON.stringify(
      {'tryItButton.ariaLabel': {message: 'Essayer: {operation}'}, 'tryIt.key': {message: "Clé d'API"}},
      null,
      2,
    );
    assert.deepEqual(typographyProblems('fr', jsonMessages(codeJson).split('\n')), [
      '3: "Essayer:": no-break space before ":"',
      `6: "d'API": straight apostrophe (’)`,
    ]);
    const overlay = [
      'actions:',
      '  - target: $.info',
      '    update:',
      '      description: |',
      '        Le point d\u2019accès.',
      "        L'API répond : oui.",
      '    x-source-sha256: 0',
    ].join('\n');
    assert.deepEqual(typographyProblems('fr', overlayProse(overlay).split('\n')), [
      `6: "L'API répond :": no-break space before ":"`,
      `6: "L'API": straight apostrophe (’)`,
    ]);
  });

  test('labels joined in code are whole messages, so French puts its no-break space before their colon', () => {
    // The "Try it" button's and the copy button's accessible names, "Authentication:" and
    // "204: The response has no body." were a translated word, a colon and a space joined in the
    // components, which gave "Essayer: POST /memories" in French.
    const templates: Record<string, string[]> = {
      'tryItButton.ariaLabel': ['{operation}'],
      'apiReference.copyLabel': ['{label}', '{path}'],
      'apiReference.noBody': ['{status}'],
      'apiReference.authentication': [],
    };
    for (const locale of translatedLocales) {
      const file = `i18n/${locale}/code.json`;
      const messages = readMessages(path.join(repoRoot, file), locale);
      for (const [id, placeholders] of Object.entries(templates)) {
        const message = messages[id];
        assert.ok(message, `${file} has no "${id}"`);
        for (const p of placeholders) assert.ok(message.includes(p), `${file} "${id}": ${p} is missing`);
        assert.match(message, locale === 'fr' ? /[\u00a0\u202f]:/ : /\S:/, `${file} "${id}": ${message}`);
      }
    }
    // The reference page's Markdown twin reads the same messages.
    const fr = apiReferenceRenderers(readMessages(path.join(repoRoot, 'i18n/fr/code.json'), 'fr'), 'fr', {
      conventionsUrl: 'https://docs.mnemora.dev/fr/api/overview.md',
    });
    assert.equal(
      fr.ApiNoBody!({status: '204'}, () => ''),
      '`204`\u00a0: La réponse n’a pas de corps.',
    );
  });
});
