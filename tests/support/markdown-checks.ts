/**
 * Checks over the files written for agents (Markdown twins, llms.txt), shared by the built-site
 * tests and by tests/unit/markdown-checks.test.ts, which plants faults to prove each check fails
 * with a message that names the file, the line or the item.
 */
import type {CheerioAPI} from 'cheerio';
import {fencedCode} from '../../src/lib/markdown-toolkit';

export interface Problem {
  readonly file: string;
  readonly line?: number;
  readonly message: string;
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file}${p.line === undefined ? '' : `:${p.line}`}: ${p.message}`).join('\n');
}

interface Line {
  readonly number: number;
  readonly text: string;
}

/** The lines of a Markdown file outside fenced code blocks. */
function proseLines(markdown: string): Line[] {
  const {lines: inCode} = fencedCode(markdown);
  return markdown.split('\n').flatMap((text, index) => (inCode.has(index + 1) ? [] : [{number: index + 1, text}]));
}

/** Removes inline code spans and autolinks, where `<Tag>` and `{…}` are content, not syntax. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, ' ').replace(/<(?:https?|mailto):[^>\s]*>/g, ' ');
}

/** MDX left in a twin: ESM lines, JSX tags (components and the HTML-ish ones MDX allows), expressions. */
export function findMdxSyntax(file: string, markdown: string): Problem[] {
  const problems: Problem[] = [];
  for (const {number, text} of proseLines(markdown)) {
    const prose = withoutCodeSpans(text);
    if (/^\s*(import\s+[\w*{]|export\s+(default|const|function|let|class)\b)/.test(text)) {
      problems.push({file, line: number, message: `an MDX import/export line: ${text.trim()}`});
    } else if (/<\/?[A-Z][\w.]*(\s|\/?>|$)/.test(prose) || /<\/?(details|summary|div|span|br)\b/i.test(prose)) {
      problems.push({file, line: number, message: `a JSX/HTML tag: ${text.trim()}`});
    } else if (/(^|[^\\])\{\s*\/\*/.test(prose)) {
      problems.push({file, line: number, message: `an MDX comment or expression: ${text.trim()}`});
    }
  }
  if (/^---\r?\n/.test(markdown)) problems.push({file, line: 1, message: 'starts with front matter'});
  // A twin may open with one line pointing to its locale's llms.txt (tests/site/llms-txt.test.ts requires it), then the `# Title`.
  if (!/^(?:[^\n]*<https?:\/\/[^>\s]+\/llms\.txt>\n\n)?# \S/.test(markdown))
    problems.push({file, line: 1, message: 'does not start with a `# Title` heading'});
  return problems;
}

/** Heading text without inline Markdown, ids, escapes or zero-width characters. */
function normalizeHeading(text: string): string {
  return text
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `##` and `###` headings of a Markdown file (outside code), normalised. */
export function markdownHeadings(markdown: string): string[] {
  return proseLines(markdown).flatMap(({text}) => {
    const match = /^#{2,3}\s+(.*)$/.exec(text);
    return match?.[1] ? [normalizeHeading(match[1])] : [];
  });
}

export interface CodeBlock {
  readonly lang: string;
  readonly code: string;
}

/** Lines the HTML page drops from a code block (Docusaurus's highlight magic comments). */
const magicComment = /^\s*(\/\/|#|<!--|\/\*|--)\s*highlight-(next-line|start|end)\b.*$/;

function normalizeCode(code: string): string {
  return code
    .split('\n')
    .filter((line) => !magicComment.test(line))
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** Fenced code blocks of a Markdown file, without Mermaid (a diagram on the HTML page). */
export function markdownCodeBlocks(markdown: string): CodeBlock[] {
  return fencedCode(markdown)
    .blocks.filter((block) => block.lang !== 'mermaid')
    .map((block) => ({lang: block.lang ?? '', code: normalizeCode(block.value)}));
}

/** `h2`/`h3` texts of a built docs page's content. */
function htmlHeadings($: CheerioAPI): string[] {
  return $('article .theme-doc-markdown')
    .find('h2, h3')
    .toArray()
    .map((el) => normalizeHeading($(el).clone().find('.hash-link').remove().end().text()));
}

/** Code blocks of a built docs page's content, line by line as Prism rendered them. */
export function htmlCodeBlocks($: CheerioAPI): string[] {
  return $('article .theme-doc-markdown .theme-code-block')
    .toArray()
    .map((el) => {
      const lines = $(el).find('pre code .token-line');
      const text =
        lines.length > 0
          ? lines
              .toArray()
              .map((line) => $(line).text())
              .join('\n')
          : $(el).find('pre code').text();
      // Docusaurus escapes heading ids even inside code blocks: `## Title \{#id}` on the page is
      // `## Title {#id}` in the source (an upstream quirk the twin does not copy).
      return normalizeCode(text.replace(/\\\{#([\w-]+)\}/g, '{#$1}'));
    });
}

function firstDifference(a: string, b: string): string {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i])
      return `line ${i + 1}: page has ${JSON.stringify(al[i] ?? '(nothing)')}, twin has ${JSON.stringify(bl[i] ?? '(nothing)')}`;
  }
  return '';
}

/** A twin holds every h2/h3 of its page, and the same code blocks in the same order. */
export function compareTwinWithPage(file: string, markdown: string, $: CheerioAPI): Problem[] {
  const problems: Problem[] = [];
  const twinHeadings = new Set(markdownHeadings(markdown));
  for (const heading of htmlHeadings($)) {
    if (!twinHeadings.has(heading)) problems.push({file, message: `misses the page's heading "${heading}"`});
  }
  const pageCode = htmlCodeBlocks($);
  const twinCode = markdownCodeBlocks(markdown).map((b) => b.code);
  if (pageCode.length !== twinCode.length) {
    problems.push({file, message: `has ${twinCode.length} code blocks, the page has ${pageCode.length}`});
  } else {
    pageCode.forEach((code, i) => {
      if (code !== twinCode[i])
        problems.push({
          file,
          message: `code block ${i + 1} differs from the page's: ${firstDifference(code, twinCode[i] ?? '')}`,
        });
    });
  }
  return problems;
}

/** A line of a Markdown file with the `##` section and `###` group it stands in ('' before the first). */
export interface SectionLine {
  readonly line: string;
  /** 0-based; problem messages add 1. */
  readonly index: number;
  readonly section: string;
  readonly subsection: string;
}

/**
 * Every line that is not a `##` or `###` heading, with the section and group it belongs to. A
 * `##` starts a section and ends the group; a `###` only opens a group inside a section (before
 * the first `##` it is yielded like any other line, for the caller to judge).
 */
export function* sectionLines(lines: readonly string[]): Generator<SectionLine> {
  let section = '';
  let subsection = '';
  for (const [index, line] of lines.entries()) {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      subsection = '';
    } else if (line.startsWith('### ') && section !== '') subsection = line.slice(4).trim();
    else yield {line, index, section, subsection};
  }
}

export interface LlmsEntry {
  readonly section: string;
  /** The `###` group within the section ('' when none). */
  readonly subsection: string;
  readonly title: string;
  readonly url: string;
  readonly description: string;
  readonly line: number;
}

/**
 * Parses an llms.txt and checks its llmstxt.org shape: `# Title` first, a `> summary` before
 * any section, `## Section` headings (grouped by `###`), list entries `- [Title](url): description`.
 */
export function parseLlmsTxt(file: string, text: string): {entries: LlmsEntry[]; problems: Problem[]} {
  const problems: Problem[] = [];
  const entries: LlmsEntry[] = [];
  const lines = text.split('\n');
  if (!/^# \S/.test(lines[0] ?? '')) problems.push({file, line: 1, message: 'the first line must be the `# Title`'});
  const firstSection = lines.findIndex((l) => l.startsWith('## '));
  const summary = lines.findIndex((l) => l.startsWith('> '));
  if (summary < 0 || (firstSection >= 0 && summary > firstSection))
    problems.push({file, line: 2, message: 'no `> summary` blockquote before the first section'});
  if (firstSection < 0) problems.push({file, message: 'no `## Section`'});
  for (const {line, index, section, subsection} of sectionLines(lines)) {
    if (line.startsWith('#')) {
      if (index > 0)
        problems.push({
          file,
          line: index + 1,
          message: `only one \`#\` title, \`##\` sections and their \`###\` groups are allowed: ${line}`,
        });
    } else if (section !== '' && line.trim() !== '') {
      const entry = /^- \[((?:\\.|[^\]\\])+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
      if (!entry?.[1] || !entry[2])
        problems.push({file, line: index + 1, message: `not a \`- [Title](url): description\` entry: ${line}`});
      else
        entries.push({
          section,
          subsection,
          title: entry[1],
          url: entry[2],
          description: entry[3] ?? '',
          line: index + 1,
        });
    }
  }
  return {entries, problems};
}
