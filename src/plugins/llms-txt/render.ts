/**
 * Renders `llms.txt` (llmstxt.org: `# Title`, `> summary`, free paragraphs, then `## Section`
 * lists of `- [Title](url): description`), `llms-full.txt` (every page's Markdown in reading
 * order) and the Markdown twin of one page. Pure functions over plain data.
 */
import type {LlmsStrings} from './strings';

export interface LlmsPage {
  readonly title: string;
  /** Absolute URL of the page's Markdown twin. */
  readonly twinUrl: string;
  /** Absolute URL of the HTML page. */
  readonly pageUrl: string;
  readonly description?: string;
  /** The locale has no translation of this page: its content is the English original. */
  readonly untranslated: boolean;
  /** The page's twin, as written to disk. */
  readonly markdown: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly pages: readonly LlmsPage[];
  /** Pages an agent may skip (llmstxt.org's `## Optional`): the portal's contributor guide. */
  readonly optional?: boolean;
}

/** llms.txt must stay small enough for an agent to read whole (the limit agents' checks apply). */
export const llmsTxtMaxChars = 50_000;

export interface LlmsSite {
  readonly title: string;
  readonly strings: LlmsStrings;
  readonly sections: readonly LlmsSection[];
  /** Absolute URLs of this locale's llms-full.txt and the API contract. */
  readonly fullUrl: string;
  readonly contractUrl: string;
  readonly contractJsonUrl: string;
  /** The section that sets up the local docs MCP server (the MCP integration page's twin). */
  readonly docsServerUrl?: string;
  /** llms.txt of the other locales, by language label. */
  readonly otherLanguages: ReadonlyArray<{readonly label: string; readonly url: string}>;
}

/** Link text and descriptions sit on one line of a list: no line breaks, no unbalanced brackets. */
function inline(value: string): string {
  // Line breaks and runs of spaces become one space; the no-break spaces of French typography
  // (before « : ; ? ! », inside « ») stay what they are.
  return value.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
}

function linkText(value: string): string {
  return inline(value).replace(/([[\]\\])/g, '\\$1');
}

/** One page as a Markdown list entry: `- [Title](twin): description`. */
export function pageListEntry(page: Pick<LlmsPage, 'title' | 'twinUrl' | 'description'>): string {
  return `- [${linkText(page.title)}](${page.twinUrl})${page.description ? `: ${inline(page.description)}` : ''}`;
}

export function renderLlmsTxt(site: LlmsSite): string {
  const {strings} = site;
  const lines: string[] = [`# ${inline(site.title)}`, '', `> ${inline(strings.summary)}`, ''];
  for (const fact of strings.facts) lines.push(`- ${inline(fact)}`);
  lines.push(
    // Addresses for tools, not links: context tools and agents' checkers take every link of
    // llms.txt for a page to read, and the contract is some 100,000 characters of YAML or JSON,
    // past what an agent reads in one fetch. Each twin's header gives the address too.
    `- ${strings.contractLabel}: \`${site.contractUrl}\`, \`${site.contractJsonUrl}\``,
    `- ${strings.fullLabel}: [llms-full.txt](${site.fullUrl})`,
  );
  if (site.docsServerUrl) lines.push(`- [${linkText(strings.docsServerLabel)}](${site.docsServerUrl})`);
  if (site.otherLanguages.length > 0) {
    lines.push(
      `- ${strings.languagesLabel}: ${site.otherLanguages.map((l) => `[${linkText(l.label)}](${l.url})`).join(', ')}`,
    );
  }
  lines.push('', strings.twinsNote);
  // llmstxt.org: the pages under one `## Docs` heading (agents look for it), in sidebar order;
  // what an agent may skip under `## Optional`, llmstxt.org's own section name, last. Only `##`
  // headings and link lines: the format's reference parser splits sections on `^##\s*`, which
  // also matches `###`, and reads every line of a section as a link.
  for (const [heading, optional] of [
    ['Docs', false],
    ['Optional', true],
  ] as const) {
    const sections = site.sections.filter((s) => Boolean(s.optional) === optional && s.pages.length > 0);
    if (sections.length === 0) continue;
    lines.push('', `## ${heading}`, '');
    for (const section of sections) {
      for (const page of section.pages) {
        const description = [
          page.description ? inline(page.description) : '',
          page.untranslated ? strings.untranslatedTag : '',
        ]
          .filter(Boolean)
          .join(' ');
        lines.push(`- [${linkText(page.title)}](${page.twinUrl})${description ? `: ${description}` : ''}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export function renderLlmsFullTxt(site: LlmsSite): string {
  const parts = [`# ${inline(site.title)}\n\n> ${inline(site.strings.summary)}\n`];
  const ordered = [...site.sections.filter((s) => !s.optional), ...site.sections.filter((s) => s.optional)];
  for (const section of ordered) for (const page of section.pages) parts.push(page.markdown.trimEnd());
  return `${parts.join('\n\n---\n\n')}\n`;
}

export interface TwinInput {
  readonly title: string;
  readonly description?: string;
  readonly pageUrl: string;
  readonly contractUrl: string;
  /** The Arazzo workflows that run the page's steps (a guide's), when it has any. */
  readonly workflowUrls?: readonly string[];
  readonly untranslated: boolean;
  readonly strings: LlmsStrings;
  /** The converted body (from mdxToMarkdown). */
  readonly body: string;
}

/**
 * The first line of every Markdown file an agent may land on without having read llms.txt (a
 * twin, the home page's twin): where the index of every page of its locale is.
 */
export function llmsPointer(strings: LlmsStrings, llmsTxtUrl: string): string {
  return `${strings.indexPointer}: <${llmsTxtUrl}>`;
}

/** A page's Markdown twin: title heading, summary, where it lives, then the page. */
export function renderTwin(input: TwinInput): string {
  const {strings} = input;
  const head = [`# ${inline(input.title)}`];
  if (input.description) head.push(`> ${inline(input.description)}`);
  head.push(
    [
      `${strings.pageLabel}: <${input.pageUrl}>`,
      `${strings.contractLabel}: <${input.contractUrl}>`,
      ...(input.workflowUrls ?? []).map((url) => `${strings.workflowLabel}: <${url}>`),
    ].join(' · '),
  );
  if (input.untranslated) head.push(`> **${strings.untranslatedNote}**`);
  const body = input.body.trim();
  return `${head.join('\n\n')}\n${body === '' ? '' : `\n${body}\n`}`;
}
