import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;
import {defaultLocale, type Locale} from './i18n';

/**
 * The announcement bar is configuration, not a theme string, so Docusaurus has no translation
 * file for it: each locale's wording lives here. Changing the id shows the bar again to readers
 * who dismissed the previous announcement.
 */
export const announcementId = 'sdk-2026-11-18-fixes';

/**
 * `short` and `shortLink` are what a phone shows (src/css/layout.css picks one wording by the
 * screen's width): the full sentence took four lines of a 390 px screen, pushing the page title
 * down; the short one takes two.
 */
type Message = {text: string; link: string; short: string; shortLink: string};

const messages: Record<Locale, Message> = {
  en: {
    text: 'TypeScript SDK 2.6.1, Python SDK 2.5.2 and CLI 2.2.1: fixes for change-stream reconnects, Retry-After: 0 and imports.',
    link: 'Read the changelog',
    short: 'TypeScript SDK 2.6.1, Python SDK 2.5.2, CLI 2.2.1.',
    shortLink: 'Changelog',
  },
  es: {
    text: 'SDK de TypeScript 2.6.1, SDK de Python 2.5.2 y CLI 2.2.1: correcciones en la reconexión, Retry-After: 0 y la importación.',
    link: 'Consulta el registro de cambios',
    short: 'SDK de TypeScript 2.6.1, SDK de Python 2.5.2, CLI 2.2.1.',
    shortLink: 'Registro de cambios',
  },
  fr: {
    text: 'SDK TypeScript 2.6.1, SDK Python 2.5.2 et CLI 2.2.1\u00a0: corrections de la reconnexion, de Retry-After à 0 et de l’import.',
    link: 'Lire le journal des modifications',
    short: 'SDK TypeScript 2.6.1, SDK Python 2.5.2, CLI 2.2.1.',
    shortLink: 'Journal des modifications',
  },
  de: {
    text: 'TypeScript-SDK 2.6.1, Python-SDK 2.5.2 und CLI 2.2.1: Korrekturen beim Wiederverbinden, bei Retry-After: 0 und beim Import.',
    link: 'Zum Änderungsprotokoll',
    short: 'TypeScript-SDK 2.6.1, Python-SDK 2.5.2, CLI 2.2.1.',
    shortLink: 'Änderungsprotokoll',
  },
};

/** One wording for wide screens, one for phones; the other is `display: none`, so read by nobody. */
const both = (long: string, short: string) =>
  `<span class="mnemora-announcement-long">${long}</span><span class="mnemora-announcement-short">${short}</span>`;

export function announcementBar(locale: Locale): AnnouncementBarConfig {
  // The type makes a missing locale a compile error; this guard covers the build, which loads
  // the config without type-checking it.
  const message = (messages as Partial<Record<string, Message>>)[locale];
  if (!message)
    throw new Error(
      `Locale "${locale}": config/announcement.ts has no announcement text for it: add "${locale}" to \`messages\`.`,
    );
  const {text, link, short, shortLink} = message;
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return {
    id: announcementId,
    content: `${both(text, short)} <a href="${prefix}/changelog">${both(link, shortLink)}</a>`,
    backgroundColor: '#1e1b4b',
    textColor: '#f5f3ff',
    isCloseable: true,
  };
}
