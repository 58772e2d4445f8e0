/**
 * Writes robots.txt at the site root: every page may be crawled, and each locale's sitemap is
 * listed. Generated rather than kept in static/ so the addresses follow `url` in the config
 * (config/platform.ts) and the locale list (config/i18n.ts) instead of repeating them.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteRootUrl} from '../../lib/search/query';

export function renderRobotsTxt(siteUrl: string, siteRoot: string, localePaths: readonly string[]): string {
  const origin = siteUrl.replace(/\/$/, '');
  const sitemaps = localePaths.map((p) => `Sitemap: ${origin}${siteRoot}${p ? `${p}/` : ''}sitemap.xml`);
  return [
    '# Every page of the portal may be crawled. One sitemap per locale.',
    'User-agent: *',
    'Allow: /',
    '',
    ...sitemaps,
    '',
  ].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, baseUrl, i18n} = context;
  return {
    name: 'mnemora-robots-txt',
    async postBuild({outDir}) {
      // One file at the root, written by the default locale's build (the others build into
      // a sub-folder of it).
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const siteRoot = siteRootUrl(baseUrl, i18n.currentLocale, i18n.defaultLocale, undefined);
      const localePaths = i18n.locales.map((locale) =>
        locale === i18n.defaultLocale ? '' : (i18n.localeConfigs[locale]?.path ?? locale),
      );
      writeFileSync(path.join(outDir, 'robots.txt'), renderRobotsTxt(siteConfig.url, siteRoot, localePaths));
    },
  };
}
