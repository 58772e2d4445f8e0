/**
 * The text a reader reads in each locale, line by line with the file's own line numbers, for the
 * checks that hold translations to their glossary and typography (tests/content/glossary-terms.test.ts,
 * tests/content/typography.test.ts): the pages' prose, the translated contract (the overlay the
 * API reference renders) and the messages of the UI-string files (code.json, the sidebar's and
 * the theme's JSON). Code, link targets, heading ids and keys are blanked, so a finding is always
 * in words a reader sees, and its line is the line of the file.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Front-matter keys whose values a reader sees (the page title, the search and link description). */
const SHOWN_FRONT_MATTER = /^(title|description|sidebar_label):\s?/;

/** A one-line YAML value as the reader gets it: its quotes are syntax, `''` and `\\"` escapes. */
function yamlScalar(value: string): string {
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(value)) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  return value;
}

/** Keeps the line count of a removed piece. */
const blank = (piece: string) => '\n'.repeat(piece.split('\n').length - 1);

/**
 * Prose of a page: front matter reduced to its shown values, fenced code, inline code, link
 * targets, MDX comments, import lines, JSX tags (their attributes are code) and heading ids
 * removed; every line stays where it was.
 */
export function prose(text: string): string {
  return text
    .replace(/^---\n([\s\S]*?)\n---\n/, (_m, body: string) => {
      const lines = body
        .split('\n')
        .map((l) => (SHOWN_FRONT_MATTER.test(l) ? yamlScalar(l.replace(SHOWN_FRONT_MATTER, '')) : ''));
      return `\n${lines.join('\n')}\n\n`;
    })
    .replace(/^```[\s\S]*?^```/gm, blank)
    .replace(/`[^`\n]*`/g, '``')
    .replace(/\]\([^)]*\)/g, ']()')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/<\/?[A-Za-z][\w.]*(?:\s[^<>]*)?\/?>/g, blank)
    .replace(/\{#[^}]*\}/g, '');
}

/**
 * The translated sentences of an overlay, at their lines: `update` values (inline or block
 * scalars) with their key removed; targets, hashes and the document's header blanked.
 */
export function overlayProse(text: string): string {
  let inBlock = false;
  return text
    .split('\n')
    .map((line) => {
      if (inBlock && (/^\s{8,}\S/.test(line) || line.trim() === '')) return prose(line.trim());
      inBlock = false;
      const value = /^\s{6}[a-z_]+:\s?(.*)$/.exec(line);
      if (!value) return '';
      if (/^[|>][-+]?$/.test(value[1]!)) {
        inBlock = true;
        return '';
      }
      return prose(yamlScalar(value[1]!));
    })
    .join('\n');
}

/** The `message` values of a Docusaurus translation file (code.json and the like), at their lines; `description`s are for translators. */
export function jsonMessages(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const m = /^\s*"message":\s*("(?:[^"\\]|\\.)*")/.exec(line);
      return m ? prose(JSON.parse(m[1]!) as string) : '';
    })
    .join('\n');
}

function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, {withFileTypes: true})) {
    if (e.isDirectory()) {
      // The tutorial pages are Docusaurus's own sample content, kept apart from the product's.
      if (!e.name.startsWith('tutorial-')) out.push(...markdownFiles(path.join(dir, e.name)));
    } else if (/\.mdx?$/.test(e.name)) out.push(path.join(dir, e.name));
  }
  return out;
}

export interface TranslatedText {
  /** Relative to the repository. */
  readonly file: string;
  readonly kind: 'page' | 'overlay' | 'ui';
  /** The readable text, one entry per line of the file. */
  readonly lines: readonly string[];
}

/** The JSON files of a locale whose messages the site shows. */
function uiStringFiles(locale: string): string[] {
  return [
    `i18n/${locale}/code.json`,
    `i18n/${locale}/docusaurus-plugin-content-docs/current.json`,
    `i18n/${locale}/docusaurus-theme-classic/navbar.json`,
    `i18n/${locale}/docusaurus-theme-classic/footer.json`,
  ];
}

/** Everything a reader of the locale reads that a translator wrote: pages, the translated contract, UI strings. */
export function translatedTexts(locale: string, root = repoRoot): TranslatedText[] {
  const rel = (f: string) => path.relative(root, f);
  const pages = [
    ...markdownFiles(path.join(root, `i18n/${locale}/docusaurus-plugin-content-docs/current`)),
    ...markdownFiles(path.join(root, `i18n/${locale}/docusaurus-plugin-content-pages`)),
  ].map((f): TranslatedText => ({file: rel(f), kind: 'page', lines: prose(readFileSync(f, 'utf8')).split('\n')}));
  const overlay = `openapi/mnemora.${locale}.overlay.yaml`;
  return [
    ...pages,
    {file: overlay, kind: 'overlay', lines: overlayProse(readFileSync(path.join(root, overlay), 'utf8')).split('\n')},
    ...uiStringFiles(locale).map((f): TranslatedText => ({
      file: f,
      kind: 'ui',
      lines: jsonMessages(readFileSync(path.join(root, f), 'utf8')).split('\n'),
    })),
  ];
}
