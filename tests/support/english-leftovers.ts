/**
 * Finds English left on a translated page, from the text a reader sees (collected in Chromium by
 * tests/e2e/english-leftovers.spec.ts). Two checks:
 *
 * 1. UI strings. Every English UI message (what `write-translations` extracts for English: our
 *    `<Translate>`/`translate()` strings and the classic theme's, the navbar, footer and sidebar
 *    labels) that the locale translates differently must not appear in the page's text: where it
 *    does, a component showed the English text instead of the locale's (a missing id, a
 *    hard-coded string, a message outside the scope its chunk registers).
 *
 * 2. English sentences. A sentence of our own pages and components left in English has no UI id
 *    to compare with, so the words decide: English function words ("the", "of", "your", "is", …)
 *    are the most frequent words of any English sentence and carry no product meaning, so no
 *    translation keeps them, while product names, code identifiers and HTTP terms that stay the
 *    same in every language ("cURL", "TypeScript", "Header", "optional", "Bearer") are not
 *    function words and never count. A sentence of four words or more is reported when at least
 *    two of its words, and a fifth of them, are English function words, and they outnumber
 *    twice over the locale's own function words (a translated sentence quoting an English title
 *    keeps its own articles and prepositions). Words that are function words in both languages
 *    ("a" in Spanish and French, "in" and "was" in German, "on" in French, "has" in Spanish) count
 *    for neither.
 *
 * What a UI message can be told apart from: a message of one word ("Code", "Status", "Next") is
 * often also a word of the locale, a name ("VS Code", "Next.js") or an API name ("Search API"), so
 * it counts only as a whole label (a button, a table header, a link that says only that word), and
 * a message whose words are mostly placeholders ("on {date}", "format {format}") is left out: its
 * one literal word matches ordinary prose. `sharedWords` lists the one-word labels a locale writes
 * the same way in its own language, with the reason.
 *
 * Text inside `code`, `pre`, `kbd` and `samp`, and inside an element marked `lang="en…"`, is not
 * collected: it is code or deliberately English. Text in quotation marks («…», „…“, “…”, "…") is
 * skipped too: the pages quote example data verbatim (memory contents and queries the code
 * samples use, which stay English like all code) and give the translation beside it.
 * `allowedEnglish` lists the few English phrases a translated page rightly shows, each with its
 * reason.
 */

import type {TranslatedLocale} from '../../config/i18n';

export type {TranslatedLocale};

/** One block of visible text of a page (a paragraph, a heading, a cell, a button…), or an attribute a reader meets (placeholder, aria-label, title, alt). */
export interface TextBlock {
  text: string;
  /** Where it is: the element's tag, or `@placeholder` etc. for an attribute. */
  where: string;
}

export interface UiMessage {
  id: string;
  /** The English message. */
  message: string;
}

export interface Leftover {
  kind: 'UI string' | 'sentence';
  /** The English text found. */
  english: string;
  /** The UI string's id, for UI strings. */
  id?: string;
  /** The block it was found in (shortened). */
  context: string;
}

/** English function words: articles, pronouns, prepositions, conjunctions, auxiliaries. */
const englishFunctionWords = new Set(
  `a an the and or but nor if then than so because while until unless although though whether
  of to in on at for with from by into onto about over under after before between through during
  without within against across along around behind beyond upon via per
  is are was were be been being am do does did done have has had having will would shall should
  can could may might must need
  i me my mine you your yours we us our ours they them their theirs he him his she her hers it its
  this that these those there here which who whom whose what when where why how
  not no yes all any each every both either neither some such only also just more most less very
  too again once ever never always already still yet other another same own
  one ones first next last new see use using used get gets set sets make makes`
    .split(/\s+/)
    .filter(Boolean),
);

/** Each locale's most frequent function words, used to tell a translated sentence from an English one. */
const localeFunctionWords: Record<TranslatedLocale, Set<string>> = {
  es: new Set(
    `el la los las lo un una unos unas de del al a y e o u ni que en con por para sin sobre entre hasta desde
    es son está están ser estar hay fue sea se su sus tu tus te ti mi mis nos le les este esta estos estas
    ese esa esos esas cada como cuando donde más menos muy ya no sí si pero también solo todo toda todos todas
    otro otra otros otras puedes puede pueden tiene tienen has he ha han haz usa usar cómo qué cuál`
      .split(/\s+/)
      .filter(Boolean),
  ),
  fr: new Set(
    `le la les l un une des de du d au aux à et ou ni que qu qui en dans par pour sur sous avec sans entre vers chez
    est sont être a ont avoir fait il elle ils elles on vous votre vos nous notre nos se sa son ses ce cet cette ces
    ne pas plus moins très tout toute tous toutes aussi comme quand où si mais donc or car chaque même autre autres
    peut peuvent pouvez devez doit utilisez`
      .split(/\s+/)
      .filter(Boolean),
  ),
  de: new Set(
    `der die das den dem des ein eine einen einem einer eines und oder aber doch denn sondern wenn als wie dass ob
    zu zum zur von vom mit für auf aus bei nach über unter vor hinter neben zwischen durch ohne gegen um an am im in ins
    ist sind war waren sein wird werden wurde hat haben kann können muss müssen soll sollen will wollen darf
    sie ihr ihre ihren ihrem ihrer ihres es er wir uns man sich dies diese dieser dieses jede jeder jedes
    nicht kein keine keinen auch nur noch schon so sehr alle alles mehr hier dort wo was wer welche welcher`
      .split(/\s+/)
      .filter(Boolean),
  ),
};

/** English phrases a translated page rightly shows, with the reason; matched case-sensitively. */
const allowedEnglish: readonly {text: string; reason: string}[] = [];

/** One-word English labels that are also the locale's own word for the same thing. */
const sharedWords: Readonly<Record<TranslatedLocale, readonly {word: string; reason: string}[]>> = {
  es: [],
  fr: [{word: 'Code', reason: '« code » is the French word (the "Code" column of the error tables).'}],
  de: [
    {word: 'Code', reason: '„Code“ is the German word (der Code; the "Code" column of the error tables).'},
    {word: 'Status', reason: '„Status“ is the German word (der Status; the HTTP status column).'},
    {word: 'Limits', reason: '„Limits“ is the German plural (die Limits; the "Limits" sections of the API pages).'},
  ],
};

/** Text in quotation marks, removed before the checks (see above). */
const quoted = /«[^»]*»|„[^“”]*[“”]|“[^”]*”|"[^"]*"/g;

/** A text without its quotations. */
function withoutQuotes(text: string): string {
  return text.replace(quoted, ' ');
}

const letters = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;

function words(sentence: string): string[] {
  return (sentence.match(letters) ?? []).map((w) => w.replace(/[’']s$/u, '').toLocaleLowerCase('en'));
}

/** The sentences of a text block: split at sentence ends and line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?;])\s+(?=[\p{Lu}¿¡"“«„])/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s !== '');
}

/** Why a sentence reads as English, or null: the counts the rule above uses. */
export function englishSentenceScore(
  sentence: string,
  locale: TranslatedLocale,
): {words: number; english: number; own: number} | null {
  let text = sentence;
  for (const {text: allowed} of allowedEnglish) text = text.split(allowed).join(' ');
  const all = words(text);
  if (all.length < 4) return null;
  const own = localeFunctionWords[locale];
  let english = 0;
  let ownCount = 0;
  for (const w of all) {
    const isEnglish = englishFunctionWords.has(w);
    const isOwn = own.has(w);
    if (isEnglish && !isOwn) english += 1;
    else if (isOwn && !isEnglish) ownCount += 1;
  }
  if (english >= 2 && english >= all.length / 5 && english > 2 * ownCount)
    return {words: all.length, english, own: ownCount};
  return null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const comparable = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');

/**
 * The English messages to look for in a locale: those whose translation differs from the English
 * (ignoring case and spacing); a message the locale keeps as it is ("TypeScript", "CLI") is its
 * own word. Messages without letters outside placeholders are left out.
 */
export function englishMessagesToFind(
  english: Record<string, string>,
  translated: Record<string, string>,
): UiMessage[] {
  const found: UiMessage[] = [];
  for (const [id, message] of Object.entries(english)) {
    const own = translated[id];
    if (own === undefined || comparable(own) === comparable(message)) continue;
    const literalWords = message.replace(/\{[^}]*\}/g, ' ').match(letters) ?? [];
    if (literalWords.length === 0) continue;
    // "on {date}", "format {format}": one word and a placeholder match ordinary prose.
    if (literalWords.length === 1 && /\{[^}]*\}/.test(message)) continue;
    found.push({id, message});
  }
  return found;
}

/** A message as a pattern: its placeholders match any short text, its ends stop at word boundaries. */
function messagePattern(message: string): RegExp {
  const parts = message
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\{[^}]*\}/)
    .map((part) => escapeRegExp(part).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('.{1,80}?')}(?![\\p{L}\\p{N}])`, 'u');
}

const short = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 140 ? `${flat.slice(0, 137)}…` : flat;
};

/** Every English leftover of one page's text blocks. */
export function findEnglish(
  blocks: readonly TextBlock[],
  locale: TranslatedLocale,
  messages: readonly UiMessage[],
): Leftover[] {
  const leftovers: Leftover[] = [];
  const seen = new Set<string>();
  const add = (leftover: Leftover) => {
    const key = `${leftover.kind}\u0000${leftover.english}`;
    if (seen.has(key)) return;
    seen.add(key);
    leftovers.push(leftover);
  };
  const shared = new Set(sharedWords[locale].map((w) => w.word));
  const patterns = messages.map((m) => {
    const label = m.message.replace(/\s+/g, ' ').trim();
    const oneWord = !/\s/.test(label) && !/\{/.test(label);
    // Every run of the message without spaces or placeholders is in a text the pattern matches,
    // as written: a text without the longest of them cannot match, and the (Unicode, lookbehind)
    // pattern is not run on it. Thousands of blocks meet hundreds of messages on a page.
    const needle = label.split(/\s+|\{[^}]*\}/).reduce((a, b) => (b.length > a.length ? b : a), '');
    return {...m, label, oneWord, needle, pattern: messagePattern(m.message)};
  });
  for (const block of blocks) {
    const text = withoutQuotes(block.text);
    const whole = text.replace(/[\s\u200b]+/g, ' ').trim();
    for (const {id, label, oneWord, needle, pattern} of patterns) {
      if (oneWord) {
        if (whole === label && !shared.has(label))
          add({kind: 'UI string', english: label, id, context: `${block.where}: ${short(block.text)}`});
        continue;
      }
      if (!text.includes(needle)) continue;
      const match = pattern.exec(text);
      if (match)
        add({
          kind: 'UI string',
          english: match[0].replace(/\s+/g, ' '),
          id,
          context: `${block.where}: ${short(block.text)}`,
        });
    }
    // Attribute values are labels, not sentences: the UI-string check covers them.
    if (block.where.startsWith('@')) continue;
    for (const sentence of sentencesOf(text)) {
      const score = englishSentenceScore(sentence, locale);
      if (score)
        add({
          kind: 'sentence',
          english: short(sentence),
          context: `${block.where}, ${score.english} of ${score.words} words English function words, ${score.own} ${locale}`,
        });
    }
  }
  return leftovers;
}

/** One line per leftover, naming locale, page and the English text. */
export function describeLeftovers(locale: string, path: string, leftovers: readonly Leftover[]): string[] {
  return leftovers.map((l) =>
    l.kind === 'UI string'
      ? `${locale} ${path}: English UI string "${l.english}" (${l.id}) in ${l.context}`
      : `${locale} ${path}: English sentence "${l.english}" (${l.context})`,
  );
}
