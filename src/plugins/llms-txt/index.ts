/**
 * The portal for agents: after the build of each locale, writes
 * - the Markdown twin of every docs page at the page URL + `.md` (`/api/search.md`,
 *   `/es/api/search.md`; the index route `/guides/` → `/guides/index.md`), see
 *   `src/lib/markdown-twin.ts`;
 * - `/llms.txt` (llmstxt.org) listing every docs page in sidebar order under `## Docs`, the
 *   contributor guide under `## Optional`, and `/llms-full.txt` with every page's Markdown, under
 *   the locale's prefix (`/es/llms.txt`, …); the default locale's also at `/.well-known/`, where
 *   agents probe for them;
 * - the home page's twin (`/index.md`, `/es/index.md`): what the home page says (./home-twin.ts), then
 *   llms.txt, the home for agents.
 * Every twin's first line points to its locale's llms.txt.
 * Untranslated pages of a locale fall back to English, as Docusaurus does, and say so.
 * `docusaurus start` does not run it (postBuild only).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownTwinPath} from '../../lib/markdown-twin';
import {siteRootUrl} from '../../lib/search/query';
import {cliRenderers} from './cli-markdown';
import {apiReferenceRenderers} from './api-reference-markdown';
import {ERROR_CODES} from '../../remark/api-reference';
import {errorCodeNodes, groupNodes} from '../../lib/api-reference-tree';
import {apiModel} from '../../../packages/api-model/load';
import {facts, formatFact, type FactName, type Locale} from '../../data/facts';
import {homeContentMarkdown} from './home-twin';
import {readWorkflowFiles, workflowsOf} from '../../../packages/api-model/workflows';
import {workflowsPath} from '../openapi-static';
import {mdxToMarkdown, type ConvertOptions} from './mdx-to-markdown';
import {cursorInstallUrl, docsMcpUrl, installLabels, vscodeInstallUrl} from '../../lib/mcp-install';
import {apiConventionsRoute} from '../../../config/platform';
import {
  llmsPointer,
  llmsTxtMaxChars,
  pageListEntry,
  renderLlmsFullTxt,
  renderLlmsTxt,
  renderTwin,
  type LlmsPage,
  type LlmsSection,
} from './render';
import {llmsStrings, readMessages, type LlmsStrings} from './strings';

interface LlmsTxtOptions {
  /** The docs plugin instance to publish. */
  readonly docsPluginId: string;
  /** The published API contract, relative to the site root (see src/plugins/openapi-static). */
  readonly contractPath: string;
  readonly contractJsonPath: string;
  /** The doc id and heading id of the section that sets up the local docs MCP server (`npm run mcp`). */
  readonly docsServerSection: string;
  /** Doc id prefixes of the pages an agent may skip, listed under `## Optional`: the contributor guide. */
  readonly optionalDocs: readonly string[];
}

const defaults: LlmsTxtOptions = {
  docsPluginId: 'default',
  contractPath: 'openapi.yaml',
  contractJsonPath: 'openapi.json',
  docsServerSection: 'api/mcp-integration#docs-server',
  optionalDocs: ['tutorial-basics/', 'tutorial-extras/'],
};

function normalizeOptions(raw: unknown): LlmsTxtOptions {
  if (raw === undefined || raw === null) return defaults;
  if (typeof raw !== 'object') throw new Error('llms-txt: options must be an object');
  const options = {...defaults, ...(raw as Partial<LlmsTxtOptions>)};
  for (const key of Object.keys(defaults) as (keyof LlmsTxtOptions)[]) {
    if (key === 'optionalDocs') {
      if (
        !Array.isArray(options.optionalDocs) ||
        !options.optionalDocs.every((p) => typeof p === 'string' && p !== '')
      ) {
        throw new Error('llms-txt: option "optionalDocs" must be a list of doc id prefixes');
      }
    } else if (typeof options[key] !== 'string') throw new Error(`llms-txt: option "${key}" must be a string`);
  }
  return options;
}

/** The parts of the docs plugin's loaded content this plugin reads. */
interface DocMetadata {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly source: string;
  readonly permalink: string;
  readonly unlisted?: boolean;
  readonly draft?: boolean;
}

type SidebarItem =
  | {readonly type: 'doc' | 'ref'; readonly id: string}
  | {
      readonly type: 'category';
      readonly label: string;
      readonly items: readonly SidebarItem[];
      readonly link?: {
        readonly type: string;
        readonly id?: string;
        readonly permalink?: string;
        readonly title?: string;
        readonly description?: string;
      };
    }
  | {readonly type: 'link' | 'html'};

interface LoadedVersion {
  readonly versionName: string;
  readonly isLast?: boolean;
  readonly docs: readonly DocMetadata[];
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
}

interface DocsContent {
  readonly loadedVersions: readonly LoadedVersion[];
}

/** A page of the pages plugin: a Markdown one (`type: 'mdx'`) has a twin, a React one does not. */
interface StandalonePage {
  readonly type: string;
  readonly permalink: string;
  readonly source: string;
  readonly title?: string;
  readonly description?: string;
  readonly unlisted?: boolean;
}

/** The id sectionsOf() gives a category's generated index page (it has no doc id of its own). */
const generatedIndexId = (permalink: string): string => `generated-index:${permalink}`;

/** Groups the docs by sidebar category, in sidebar order; docs in no sidebar come last. */
export function sectionsOf<T>(
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
  docsById: ReadonlyMap<string, T>,
  strings: Pick<LlmsStrings, 'introSection' | 'moreSection' | 'otherSection'>,
): Array<{title: string; docs: T[]}> {
  const sections: Array<{title: string; docs: T[]}> = [];
  const seen = new Set<string>();
  const take = (id: string | undefined, into: T[]): void => {
    if (id === undefined || seen.has(id)) return;
    const doc = docsById.get(id);
    if (doc === undefined) return;
    seen.add(id);
    into.push(doc);
  };
  const collect = (items: readonly SidebarItem[], into: T[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') take(item.id, into);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') take(item.link.id, into);
        if (item.link?.permalink && item.link.type === 'generated-index')
          take(generatedIndexId(item.link.permalink), into);
        collect(item.items, into);
      }
    }
  };
  const docIdsOf = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) =>
      item.type === 'doc' || item.type === 'ref'
        ? [item.id]
        : item.type === 'category'
          ? [
              ...(item.link?.type === 'doc' && item.link.id !== undefined ? [item.link.id] : []),
              ...docIdsOf(item.items),
            ]
          : [],
    );
  const all = Object.values(sidebars);
  // A sidebar whose docs are all listed in a later one adds no section: Docusaurus shows a doc
  // with the last sidebar that lists it, so that is where it is read (sidebars.ts has one such
  // sidebar, which only names the main doc).
  const repeats = (index: number): boolean => {
    const ids = docIdsOf(all[index] ?? []);
    const later = new Set(all.slice(index + 1).flatMap(docIdsOf));
    return ids.length > 0 && ids.every((id) => later.has(id));
  };
  for (const items of all.filter((_, index) => !repeats(index))) {
    let loose: {title: string; docs: T[]} | undefined;
    for (const item of items) {
      if (item.type === 'category') {
        loose = undefined;
        const docs: T[] = [];
        if (item.link?.type === 'doc') take(item.link.id, docs);
        if (item.link?.permalink && item.link.type === 'generated-index')
          take(generatedIndexId(item.link.permalink), docs);
        collect(item.items, docs);
        sections.push({title: item.label, docs});
      } else if (item.type === 'doc' || item.type === 'ref') {
        if (!loose) {
          loose = {title: sections.length === 0 ? strings.introSection : strings.moreSection, docs: []};
          sections.push(loose);
        }
        take(item.id, loose.docs);
      }
    }
  }
  const rest: T[] = [];
  for (const id of docsById.keys()) take(id, rest);
  if (rest.length > 0) sections.push({title: strings.otherSection, docs: rest});
  return sections.filter((s) => s.docs.length > 0);
}

export default function llmsTxtPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const {siteDir, siteConfig, baseUrl, i18n, localizationDir} = context;
  const locale = i18n.currentLocale;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const docsRoot = path.join(siteDir, 'docs');

  return {
    name: 'mnemora-llms-txt',
    // Every HTML page points agents that read it to its locale's llms.txt, first in the body (an
    // agent reads the top of a page). Plain HTML outside the React root, so no page's JavaScript
    // carries it; visually hidden (custom.css), and hidden from assistive technology and out of
    // the tab order, so that readers do not come across a line written for agents.
    injectHtmlTags() {
      const strings = llmsStrings(readMessages(localizationDir), locale);
      const text = strings.indexPointer.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      return {
        preBodyTags: [
          `<div class="mnemora-agent-pointer" aria-hidden="true"><a href="${baseUrl}llms.txt" tabindex="-1">${text}</a></div>`,
        ],
      };
    },
    async postBuild({outDir, plugins}) {
      const messages = readMessages(localizationDir);
      const docsPlugin = plugins.find(
        (p) =>
          p.name === 'docusaurus-plugin-content-docs' &&
          ((p.options as {id?: string}).id ?? 'default') === options.docsPluginId,
      );
      if (!docsPlugin) throw new Error(`llms-txt: no docs plugin with id "${options.docsPluginId}"`);
      const content = docsPlugin.content as DocsContent;
      const version = content.loadedVersions.find((v) => v.isLast) ?? content.loadedVersions[0];
      if (!version) throw new Error('llms-txt: the docs plugin loaded no version');

      const strings = llmsStrings(messages, locale);
      const docs = version.docs.filter((d) => !d.draft && !d.unlisted);
      const sourceFile = (doc: DocMetadata): string => path.join(siteDir, doc.source.replace(/^@site\//, ''));
      const translatedRoot = path.join(localizationDir, 'docusaurus-plugin-content-docs', 'current');
      /** `api/overview.md` → the doc, wherever the locale takes it from (translation or English). */
      const bySourcePath = new Map<string, DocMetadata>();
      const byPermalink = new Map<string, DocMetadata>();
      for (const doc of docs) {
        const file = sourceFile(doc);
        const root = file.startsWith(translatedRoot + path.sep) ? translatedRoot : docsRoot;
        bySourcePath.set(path.relative(root, file).split(path.sep).join('/'), doc);
        byPermalink.set(doc.permalink.replace(/\/$/, '') || '/', doc);
      }
      const untranslated = (doc: DocMetadata): boolean =>
        locale !== i18n.defaultLocale && !sourceFile(doc).startsWith(translatedRoot + path.sep);
      const twinUrl = (doc: DocMetadata): string => `${siteUrl}${markdownTwinPath(doc.permalink)}`;
      const rootUrl = `${siteUrl}${siteRootUrl(baseUrl, locale, i18n.defaultLocale, i18n.localeConfigs[locale]?.path)}`;
      const contractUrl = `${rootUrl}${options.contractPath}`;
      // Each guide's workflows, as the openapi-static plugin publishes them, by the guide's route
      // without the locale prefix (`/guides/migration`): its twin links them.
      const workflowsOfGuide = new Map<string, string[]>();
      for (const flow of readWorkflowFiles())
        for (const route of new Set(
          workflowsOf(flow, locale).flatMap((w) => (w.guide ? [w.guide.split('#')[0]!] : [])),
        ))
          workflowsOfGuide.set(route, [
            ...(workflowsOfGuide.get(route) ?? []),
            `${rootUrl}${workflowsPath}/${flow.file}`,
          ]);
      const pointer = llmsPointer(strings, `${siteUrl}${baseUrl}llms.txt`);

      /** A link or image URL as the twin prints it: absolute, docs pointing at their twins. */
      const rewriteUrl = (url: string, fromFile: string): string => {
        if (url === '' || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url)) {
          return url.startsWith('pathname://')
            ? `${rootUrl}${url.slice('pathname://'.length).replace(/^\/+/, '')}`
            : url;
        }
        const [pathPart = '', hash = ''] = url.split(/(?=#)/);
        if (url.startsWith('/')) {
          const localePath =
            pathPart.startsWith(baseUrl) || pathPart === baseUrl.replace(/\/$/, '')
              ? pathPart
              : `${baseUrl}${pathPart.slice(1)}`;
          const doc = byPermalink.get(localePath.replace(/\/$/, '') || '/');
          return doc ? `${twinUrl(doc)}${hash}` : `${siteUrl}${localePath}${hash}`;
        }
        if (/\.mdx?$/.test(pathPart)) {
          const target = path.resolve(path.dirname(fromFile), decodeURIComponent(pathPart));
          for (const root of [translatedRoot, docsRoot]) {
            if (!target.startsWith(root + path.sep)) continue;
            const doc = bySourcePath.get(path.relative(root, target).split(path.sep).join('/'));
            if (doc) return `${twinUrl(doc)}${hash}`;
          }
        }
        return url;
      };

      const installLabel = (key: keyof typeof installLabels): string =>
        messages[installLabels[key].id] ?? installLabels[key].message;
      const convertOptions = (doc: DocMetadata): ConvertOptions => ({
        file: sourceFile(doc),
        readFile: (file) => readFileSync(file, 'utf8'),
        resolvePartial: (specifier, fromFile) => {
          if (!/\.mdx?$/.test(specifier)) return undefined;
          const resolved = specifier.startsWith('@site/')
            ? path.join(siteDir, specifier.slice('@site/'.length))
            : path.resolve(path.dirname(fromFile), specifier);
          if (existsSync(resolved)) return resolved;
          // A translated page may import a partial that only exists in English.
          if (resolved.startsWith(translatedRoot + path.sep)) {
            const english = path.join(docsRoot, path.relative(translatedRoot, resolved));
            if (existsSync(english)) return english;
          }
          throw new Error(`llms-txt: ${path.relative(siteDir, fromFile)} imports ${specifier}, which does not exist`);
        },
        // A path-relative link left (a file beside the page, `changelog.xml`) resolves against the
        // page's own URL, as it does on the page: an agent reading the twin has no base URL.
        rewriteUrl: (url, fromFile) => {
          const rewritten = rewriteUrl(url, fromFile);
          return rewritten === '' || rewritten.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(rewritten)
            ? rewritten
            : new URL(rewritten, `${siteUrl}${doc.permalink}`).href;
        },
        expand: (name, props) => {
          if (name !== 'ApiReference') return undefined;
          if (!model) throw new Error(`llms-txt: ${sourceFile(doc)} has <ApiReference> but no API model was loaded`);
          const group = String(props.group ?? '');
          return {
            file: `${sourceFile(doc)} <ApiReference group="${group}" />`,
            nodes: group === ERROR_CODES ? errorCodeNodes(model) : groupNodes(model, group),
          };
        },
        components: {
          ...cliRenderers(messages),
          ...apiReferenceRenderers(messages, locale, {
            conventionsUrl: rewriteUrl(apiConventionsRoute, sourceFile(doc)),
          }),
          // <TryIt operation="…" /> (src/components/TryIt/Standalone.tsx) opens an interactive
          // console; its request is the sample right above it, so the twin has nothing to add.
          TryIt: () => '',
          // <McpInstallLinks /> (src/components/McpInstallLinks): the same address and links.
          McpInstallLinks: () =>
            [
              `- ${installLabel('endpoint')}: \`${docsMcpUrl}\``,
              `- [${installLabel('cursor')}](${cursorInstallUrl()})`,
              `- [${installLabel('vscode')}](${vscodeInstallUrl()})`,
            ].join('\n'),
          // <Fact name="…" /> says in the twin what it says on the page (src/components/Fact).
          Fact: (props) => {
            const name = props.name as FactName;
            if (typeof name !== 'string' || !(name in facts))
              throw new Error(
                `llms-txt: ${path.relative(siteDir, sourceFile(doc))}: <Fact name="${String(name)}" /> is not a fact of src/data/facts.ts`,
              );
            const value = formatFact(facts[name], locale as Locale);
            return props.code === true ? `\`${value}\`` : value;
          },
        },
        admonitionLabels: strings.admonitions,
        omittedComponent: () => strings.omittedComponent.replace('{url}', `${siteUrl}${doc.permalink}`),
      });

      // The contract in this locale, for the pages that render the API reference from it.
      const usesReference = docs.some((doc) => readFileSync(sourceFile(doc), 'utf8').includes('<ApiReference'));
      const model = usesReference ? await apiModel(locale, {root: siteDir}) : undefined;

      const pagesById = new Map<string, LlmsPage>();
      for (const doc of docs) {
        const file = sourceFile(doc);
        let converted;
        try {
          converted = mdxToMarkdown(readFileSync(file, 'utf8'), convertOptions(doc));
        } catch (error) {
          throw new Error(
            `llms-txt: cannot convert ${path.relative(siteDir, file)} to Markdown: ${(error as Error).message}`,
            {cause: error},
          );
        }
        const page: Omit<LlmsPage, 'markdown'> = {
          title: converted.title ?? doc.title,
          twinUrl: twinUrl(doc),
          pageUrl: `${siteUrl}${doc.permalink}`,
          description: doc.description || undefined,
          untranslated: untranslated(doc),
        };
        const workflowUrls = workflowsOfGuide.get(doc.permalink.slice(baseUrl.length - 1));
        const markdown = renderTwin({
          ...page,
          contractUrl,
          ...(workflowUrls ? {workflowUrls} : {}),
          strings,
          body: converted.markdown,
        });
        const target = path.join(outDir, markdownTwinPath(doc.permalink).slice(baseUrl.length));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, `${pointer}\n\n${markdown}`);
        pagesById.set(doc.id, {...page, markdown});
      }

      const optionalIds = new Set(
        docs.filter((d) => options.optionalDocs.some((prefix) => d.id.startsWith(prefix))).map((d) => d.id),
      );

      // A category's generated index page (`/category/…`) is a page of the sitemap too: its twin
      // lists the category's pages, and llms.txt lists it with them (optional when all of them are).
      const generatedIndices = (items: readonly SidebarItem[]): Array<Extract<SidebarItem, {type: 'category'}>> =>
        items.flatMap((item) =>
          item.type === 'category'
            ? [...(item.link?.type === 'generated-index' ? [item] : []), ...generatedIndices(item.items)]
            : [],
        );
      for (const category of Object.values(version.sidebars).flatMap(generatedIndices)) {
        const permalink = category.link?.permalink;
        if (!permalink) continue;
        const listed = category.items.flatMap((item) => {
          const id =
            item.type === 'doc' || item.type === 'ref' ? item.id : item.type === 'category' ? item.link?.id : undefined;
          const page = id === undefined ? undefined : pagesById.get(id);
          return page && id !== undefined ? [{id, page}] : [];
        });
        const page: Omit<LlmsPage, 'markdown'> = {
          title: category.link?.title ?? category.label,
          twinUrl: `${siteUrl}${markdownTwinPath(permalink)}`,
          pageUrl: `${siteUrl}${permalink}`,
          description: category.link?.description,
          untranslated: listed.length > 0 && listed.every(({page: p}) => p.untranslated),
        };
        const body = listed.map(({page: p}) => pageListEntry(p)).join('\n');
        const markdown = renderTwin({...page, contractUrl, strings, body});
        const target = path.join(outDir, markdownTwinPath(permalink).slice(baseUrl.length));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, `${pointer}\n\n${markdown}`);
        const id = generatedIndexId(permalink);
        pagesById.set(id, {...page, markdown});
        if (listed.length > 0 && listed.every(({id: child}) => optionalIds.has(child))) optionalIds.add(id);
      }

      // A standalone Markdown page (src/pages/*.md) has a twin like a doc's; it is in no sidebar
      // and stays out of llms.txt, which lists the documentation.
      const pagesPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-pages');
      const standalone = ((pagesPlugin?.content ?? []) as readonly StandalonePage[]).filter(
        (p) => p.type === 'mdx' && !p.unlisted,
      );
      const translatedPagesRoot = path.join(localizationDir, 'docusaurus-plugin-content-pages');
      for (const standalonePage of standalone) {
        const asDoc: DocMetadata = {
          id: standalonePage.permalink,
          title: standalonePage.title ?? '',
          description: standalonePage.description ?? '',
          source: standalonePage.source,
          permalink: standalonePage.permalink,
        };
        const file = sourceFile(asDoc);
        let converted;
        try {
          converted = mdxToMarkdown(readFileSync(file, 'utf8'), convertOptions(asDoc));
        } catch (error) {
          throw new Error(
            `llms-txt: cannot convert ${path.relative(siteDir, file)} to Markdown: ${(error as Error).message}`,
            {cause: error},
          );
        }
        const markdown = renderTwin({
          title: converted.title ?? asDoc.title,
          description: asDoc.description || undefined,
          pageUrl: `${siteUrl}${asDoc.permalink}`,
          contractUrl,
          untranslated: locale !== i18n.defaultLocale && !file.startsWith(translatedPagesRoot + path.sep),
          strings,
          body: converted.markdown,
        });
        const target = path.join(outDir, markdownTwinPath(asDoc.permalink).slice(baseUrl.length));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, `${pointer}\n\n${markdown}`);
      }

      // A sidebar section may mix pages for readers of the platform and contributor pages: each
      // part goes to its own heading (`## Docs` or `## Optional`).
      const sections: LlmsSection[] = sectionsOf(
        version.sidebars,
        new Map([...pagesById].map(([id, page]) => [id, {id, page}])),
        strings,
      ).flatMap((s) => {
        const required = s.docs.filter((d) => !optionalIds.has(d.id)).map((d) => d.page);
        const optional = s.docs.filter((d) => optionalIds.has(d.id)).map((d) => d.page);
        return [
          ...(required.length > 0 ? [{title: s.title, pages: required}] : []),
          ...(optional.length > 0 ? [{title: s.title, pages: optional, optional: true}] : []),
        ];
      });
      const otherLanguages = i18n.locales
        .filter((l) => l !== locale)
        .map((l) => ({
          label: i18n.localeConfigs[l]?.label ?? l,
          url: `${rootUrl}${l === i18n.defaultLocale ? '' : `${i18n.localeConfigs[l]?.path ?? l}/`}llms.txt`,
        }));
      const [serverDocId = '', serverAnchor = ''] = options.docsServerSection.split('#');
      const serverDoc = version.docs.find((d) => d.id === serverDocId);
      if (!serverDoc)
        throw new Error(
          `llms-txt: docsServerSection "${options.docsServerSection}": no doc "${serverDocId}" in locale ${locale}`,
        );
      const site = {
        title: `${siteConfig.title}`,
        docsServerUrl: `${twinUrl(serverDoc)}${serverAnchor ? `#${serverAnchor}` : ''}`,
        strings,
        sections,
        fullUrl: `${siteUrl}${baseUrl}llms-full.txt`,
        contractUrl,
        contractJsonUrl: `${rootUrl}${options.contractJsonPath}`,
        otherLanguages,
      };
      const llmsTxt = renderLlmsTxt(site);
      if (llmsTxt.length >= llmsTxtMaxChars) {
        throw new Error(
          `llms-txt: ${locale}'s llms.txt has ${llmsTxt.length} characters, agents read at most ${llmsTxtMaxChars}: shorten the page descriptions or move pages under "optionalDocs"`,
        );
      }
      const llmsFullTxt = renderLlmsFullTxt(site);
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt);
      writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt);
      // The home page's twin: what the home page says (when the build has one), then the index of
      // every page that llms.txt is, under the home page's title.
      const homeHtml = path.join(outDir, 'index.html');
      const home = existsSync(homeHtml) ? homeContentMarkdown(readFileSync(homeHtml, 'utf8'), siteUrl) : undefined;
      writeFileSync(
        path.join(outDir, 'index.md'),
        `${pointer}\n\n${home ? `${home}\n\n${llmsTxt.replace(/^# .*\n+/, '')}` : llmsTxt}`,
      );
      if (locale === i18n.defaultLocale) {
        // Agents probe /.well-known/ too (RFC 8615). Only the root: a hidden path under a locale
        // prefix (/es/.well-known/) is never served (deploy/site-paths.ts).
        mkdirSync(path.join(outDir, '.well-known'), {recursive: true});
        writeFileSync(path.join(outDir, '.well-known', 'llms.txt'), llmsTxt);
        writeFileSync(path.join(outDir, '.well-known', 'llms-full.txt'), llmsFullTxt);
      }
    },
  };
}
