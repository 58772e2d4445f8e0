/**
 * Each locale's changelog feed: `/changelog.xml`, `/es/changelog.xml`… in the locale's language,
 * written from that locale's changelog page (./changelog.ts checks its format first, so a
 * malformed entry fails the build naming the file and line), and announced in the head of every
 * page of the locale with `<link rel="alternate" type="application/atom+xml">` so that feed
 * readers and browsers find it from any page.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {changelogFeedFile, productName} from '../../../config/platform';
import {feedPath, parseChangelog, renderAtom, type ChangelogEntry} from './changelog';
import {feedStringsFor} from './strings';

/** The changelog page a locale's feed is written from, relative to the site. */
export function changelogSource(locale: string, defaultLocale: string): string {
  return locale === defaultLocale
    ? 'docs/changelog.md'
    : `i18n/${locale}/docusaurus-plugin-content-docs/current/changelog.md`;
}

export default function changelogFeedPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  const strings = feedStringsFor(locale, siteDir);
  const prefix = baseUrl.replace(/\/$/, '');
  let entries: ChangelogEntry[] = [];
  return {
    name: 'mnemora-changelog-feed',
    async loadContent() {
      const source = changelogSource(locale, i18n.defaultLocale);
      entries = parseChangelog(readFileSync(path.join(siteDir, source), 'utf8'), strings.kinds, source);
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'application/atom+xml', title: strings.title, href: feedPath(prefix)},
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const language = i18n.localeConfigs[locale]?.htmlLang ?? locale;
      const xml = renderAtom(entries, {
        productName,
        portalUrl: siteConfig.url.replace(/\/$/, ''),
        prefix,
        language,
        locale,
        siteDir,
      });
      writeFileSync(path.join(outDir, changelogFeedFile.slice(1)), xml);
    },
  };
}
