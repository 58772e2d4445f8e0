/**
 * The words the llms-txt plugin writes around the docs' own content. They are UI strings like
 * every other: English here, the translations in `i18n/<locale>/code.json` under `llms.*` ids
 * (`scripts/write-code-translations.ts` adds the ids there, since no `<Translate>` call names
 * them, and `scripts/check-translations.ts` holds them to the same rules as the rest). Admonition
 * labels are the theme's own (`theme.admonition.*`), so a twin labels a note as its page does.
 * German addresses the reader with "Sie", French with "vous", Spanish with "tú" (the glossaries).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale} from '../../../config/i18n';
import {apiBaseUrl, platformUrls} from '../../../config/platform';
import {messageText, readMessages as readCodeJson} from '../../lib/i18n/code-messages';
import type {Messages} from './cli-markdown';

export interface LlmsStrings {
  /** The blockquote under the title of llms.txt: what Mnemora is, in one or two sentences. */
  readonly summary: string;
  /** Facts an agent needs before reading any page. */
  readonly facts: readonly string[];
  /** Section of the top-level pages before the first sidebar category. */
  readonly introSection: string;
  /** Section of the top-level pages after a category (changelog, support). */
  readonly moreSection: string;
  /** Section of pages that are in no sidebar. */
  readonly otherSection: string;
  /** Appended to the entry of an untranslated page in llms.txt. */
  readonly untranslatedTag: string;
  /** A note at the top of an untranslated page's twin. */
  readonly untranslatedNote: string;
  readonly pageLabel: string;
  readonly contractLabel: string;
  /** Before the address of the Arazzo workflow that runs a guide's steps, in the guide's twin. */
  readonly workflowLabel: string;
  readonly fullLabel: string;
  /** The link to the section that sets up the local docs MCP server for coding agents. */
  readonly docsServerLabel: string;
  readonly languagesLabel: string;
  readonly twinsNote: string;
  /** Before the llms.txt address on the first line of every Markdown twin. */
  readonly indexPointer: string;
  /** Replaces a component that has no text form. `{url}` is the HTML page. */
  readonly omittedComponent: string;
  readonly admonitions: Readonly<Record<string, string>>;
}

/**
 * The English messages, by `code.json` id. `{apiBaseUrl}`, `{mcpInterface}`, `{prefix}` (the
 * locale's path prefix, empty in English) and `{url}` are filled in when the text is written.
 */
export const llmsMessages = {
  'llms.summary':
    'Mnemora is a memory-as-a-service platform for AI applications: store memories (facts, messages, notes, document chunks) with metadata, tags and an owner scope, then find them again by semantic, keyword or hybrid search, through a REST API, TypeScript and Python SDKs, a CLI and an MCP interface.',
  'llms.fact.restApi':
    'REST API base URL: `{apiBaseUrl}`; every request sends an API key as `Authorization: Bearer <key>`.',
  'llms.fact.mcpInterface': 'MCP interface for agents and IDE assistants: `{mcpInterface}`.',
  'llms.section.intro': 'Introduction',
  'llms.section.more': 'Resources',
  'llms.section.other': 'Other pages',
  'llms.untranslatedTag': '(in English)',
  'llms.untranslatedNote': 'This page is not translated yet; this is the English original.',
  'llms.label.page': 'HTML page',
  'llms.label.contract': 'API contract (OpenAPI 3.1)',
  'llms.label.workflow': 'Workflow of this guide (Arazzo 1.0)',
  'llms.label.full': 'Every page in one file',
  'llms.label.docsServer':
    'Give your coding agent these docs: a local MCP server with every page in every language and the API contract, offline',
  'llms.label.languages': 'Other languages',
  'llms.twinsNote':
    'Each link below is the Markdown version of a page; the HTML page is the same URL without `.md` (`{prefix}/guides/index.md` is the page `{prefix}/guides/`).',
  'llms.indexPointer': 'Index of every page of this documentation, for agents (llms.txt)',
  'llms.omittedComponent':
    'This part of the page is interactive and has no text version: see it on the HTML page, <{url}>.',
} as const satisfies Record<string, string>;

type LlmsMessageId = keyof typeof llmsMessages;

/** The theme's admonition ids and their English messages (Docusaurus's own, lower case). */
const admonitionMessages = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'caution',
} as const;

/** The messages of `<localizationDir>/code.json` by id (none when the file does not exist: English). */
export function readMessages(localizationDir: string): Messages {
  const file = path.join(localizationDir, 'code.json');
  return existsSync(file) ? readCodeJson(file, path.basename(localizationDir)) : {};
}

/** The plugin's words in a locale: its `code.json` messages, English where one is missing. */
export function llmsStrings(messages: Messages, locale: string): LlmsStrings {
  const values: Record<string, string> = {
    apiBaseUrl,
    mcpInterface: platformUrls.mcpInterface,
    prefix: locale === defaultLocale ? '' : `/${locale}`,
    // Left as it is for omittedComponent's caller, which knows the page.
    url: '{url}',
  };
  // English stands in for a missing translation here, as it does on the pages; check-translations
  // reports the gap.
  const source = {
    owner: '[mnemora-llms-txt]',
    locale,
    source: `i18n/${locale}/code.json`,
    messages: {...llmsMessages, ...messages},
  };
  const text = (id: LlmsMessageId): string => messageText(source, id, values);
  const capitalized = (label: string): string => label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
  return {
    summary: text('llms.summary'),
    facts: [text('llms.fact.restApi'), text('llms.fact.mcpInterface')],
    introSection: text('llms.section.intro'),
    moreSection: text('llms.section.more'),
    otherSection: text('llms.section.other'),
    untranslatedTag: text('llms.untranslatedTag'),
    untranslatedNote: text('llms.untranslatedNote'),
    pageLabel: text('llms.label.page'),
    contractLabel: text('llms.label.contract'),
    workflowLabel: text('llms.label.workflow'),
    fullLabel: text('llms.label.full'),
    docsServerLabel: text('llms.label.docsServer'),
    languagesLabel: text('llms.label.languages'),
    twinsNote: text('llms.twinsNote'),
    indexPointer: text('llms.indexPointer'),
    omittedComponent: text('llms.omittedComponent'),
    admonitions: Object.fromEntries(
      Object.entries(admonitionMessages).map(([type, english]) => [
        type,
        capitalized(messages[`theme.admonition.${type}`] ?? english),
      ]),
    ),
  };
}

/** The plugin's words in a locale of the site at `siteDir` (its `i18n/<locale>/code.json`). */
export function stringsFor(siteDir: string, locale: string): LlmsStrings {
  return llmsStrings(readMessages(path.join(siteDir, 'i18n', locale)), locale);
}
