/**
 * What an agent that knows only the site's address probes for, written after the build:
 * - `/skill.md`, `/es/skill.md`, … : the product skill in each locale (./skill.ts);
 * - `/.well-known/agent-skills/index.json`: every locale's skill with its sha256 digest;
 * - `/.well-known/api-catalog` (RFC 9727): the contract, the docs and the status page.
 * The two `/.well-known/` files are written once, by the default locale's build (hidden paths
 * under a locale prefix are never served, deploy/site-paths.ts); the index renders every
 * locale's skill itself, so its digests never depend on which locale was built first.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localeConfigs, locales, type Locale} from '../../../config/i18n';
import {errorCodesRoute, platformUrls} from '../../../config/platform';
import {readBundle} from '../../../packages/api-model/localized';
import {buildApiModel, type ApiModel} from '../../../packages/api-model/model';
import {markdownTwinPath} from '../../lib/markdown-twin';
import {renderApiCatalog} from './catalog';
import {serverUrl} from './contract';
import {renderSkill, sha256, skillName} from './skill';
import {skillStringsFor} from './skill-strings';

export interface AgentDiscoveryOptions {
  /** The bundled contract, relative to the site directory. */
  readonly bundle: string;
  /** The page that lists every error code, as a route without the locale prefix. */
  readonly errorCodesRoute: string;
  /** Where the docs MCP server answers over Streamable HTTP, relative to the site root. */
  readonly mcpPath: string;
}

const defaults: AgentDiscoveryOptions = {
  bundle: 'openapi/mnemora.bundled.yaml',
  errorCodesRoute,
  mcpPath: '/mcp',
};

const skillFile = 'skill.md';
const skillsIndexFile = '.well-known/agent-skills/index.json';
const apiCatalogFile = '.well-known/api-catalog';

/** `/` for the default locale, `/es/` for Spanish: the locale's prefix under the site root. */
function localeRoot(locale: string, defaultLocale: string): string {
  const config = (localeConfigs as Record<string, {path?: string}>)[locale];
  return locale === defaultLocale ? '/' : `/${config?.path ?? locale}/`;
}

export interface RenderedSkill {
  readonly locale: Locale;
  readonly name: string;
  readonly description: string;
  /** Site path (`/es/skill.md`). */
  readonly path: string;
  readonly text: string;
}

/** The model of the bundled contract (English: the skill's operations and codes are the same in every locale). */
const bundleModel = (siteDir: string, bundle: string): ApiModel =>
  buildApiModel(readBundle(path.join(siteDir, bundle), siteDir));

/** Every locale's skill, as the build writes them. */
export function renderSkills(
  siteDir: string,
  siteUrl: string,
  defaultLocale: Locale,
  bundle = defaults.bundle,
  options: Pick<AgentDiscoveryOptions, 'errorCodesRoute' | 'mcpPath'> = defaults,
): RenderedSkill[] {
  const model = bundleModel(siteDir, bundle);
  // Samples are code, the same in every locale: the English model's.
  const curlSamples = Object.fromEntries(
    model.operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.samples.curl]),
  );
  return locales.map((locale) => {
    const root = localeRoot(locale, defaultLocale);
    const text = renderSkill({
      model,
      locale,
      defaultLocale,
      curlSamples,
      siteDir,
      urls: {
        contract: `${siteUrl}${root}openapi.yaml`,
        llmsTxt: `${siteUrl}${root}llms.txt`,
        mcp: `${siteUrl}${options.mcpPath}`,
        errorCodes: `${siteUrl}${markdownTwinPath(`${root}${options.errorCodesRoute.replace(/^\//, '')}`)}`,
      },
    });
    return {
      locale,
      name: skillName(locale, defaultLocale),
      description: skillStringsFor(locale, siteDir).description,
      path: `${root}${skillFile}`,
      text,
    };
  });
}

/** The agent-skills discovery index: every skill with its address and sha256 digest. */
export function renderSkillsIndex(skills: readonly RenderedSkill[]): string {
  const index = {
    skills: skills.map((s) => ({
      name: s.name,
      type: 'skill-md',
      description: s.description,
      url: s.path,
      language: s.locale,
      digest: `sha256:${sha256(s.text)}`,
    })),
  };
  return `${JSON.stringify(index, null, 2)}\n`;
}

export default function agentDiscoveryPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  if (rawOptions !== undefined && (rawOptions === null || typeof rawOptions !== 'object'))
    throw new Error('agent-discovery: options must be an object');
  const options = {...defaults, ...(rawOptions as Partial<AgentDiscoveryOptions> | undefined)};
  const {siteDir, siteConfig, i18n} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const defaultLocale = i18n.defaultLocale as Locale;
  return {
    name: 'mnemora-agent-discovery',
    async postBuild({outDir}) {
      const skills = renderSkills(siteDir, siteUrl, defaultLocale, options.bundle, options);
      const own = skills.find((s) => s.locale === i18n.currentLocale);
      if (!own)
        throw new Error(`agent-discovery: locale "${i18n.currentLocale}" is not one of config/i18n.ts's locales`);
      writeFileSync(path.join(outDir, skillFile), own.text);
      if (i18n.currentLocale !== defaultLocale) return;
      mkdirSync(path.join(outDir, path.dirname(skillsIndexFile)), {recursive: true});
      writeFileSync(path.join(outDir, skillsIndexFile), renderSkillsIndex(skills));
      const model = bundleModel(siteDir, options.bundle);
      const roots = locales.map((l) => ({locale: l, root: localeRoot(l, defaultLocale)}));
      writeFileSync(
        path.join(outDir, apiCatalogFile),
        renderApiCatalog({
          api: serverUrl(model),
          contracts: roots.map(({root}) => ({
            yaml: `${siteUrl}${root}openapi.yaml`,
            json: `${siteUrl}${root}openapi.json`,
          })),
          docs: roots.map(({locale, root}) => ({href: `${siteUrl}${root}`, hreflang: localeConfigs[locale].htmlLang})),
          status: platformUrls.status,
        }),
      );
    },
  };
}
