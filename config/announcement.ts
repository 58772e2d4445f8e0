import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;
import {defaultLocale, type Locale} from './i18n';

/**
 * The announcement bar is configuration, not a theme string, so Docusaurus has no translation
 * file for it: each locale's wording lives here. Changing the id shows the bar again to readers
 * who dismissed the previous announcement.
 */
export const announcementId = 'api-2025-06-01-hybrid-search';

/**
 * `short` and `shortLink` are what a phone shows (src/css/layout.css picks one wording by the
 * screen's width): the full sentence took four lines of a 390 px screen, pushing the page title
 * down; the short one takes two.
 */
type Message = {text: string; link: string; short: string; shortLink: string};

const messages: Record<Locale, Message> = {
  en: {
    text: 'API version 2025-06-01 adds hybrid search weighting and resumable change streams.',
    link: 'Read the changelog',
    short: 'API 2025-06-01: hybrid search weighting.',
    shortLink: 'Changelog',
  },
  es: {
    text: 'La versión 2025-06-01 de la API añade la ponderación de la búsqueda híbrida y los flujos de cambios reanudables.',
    link: 'Consulta el registro de cambios',
    short: 'API 2025-06-01: ponderación de la búsqueda híbrida.',
    shortLink: 'Registro de cambios',
  },
  fr: {
    text: 'La version 2025-06-01 de l’API ajoute la pondération de la recherche hybride et les flux de changements reprenables.',
    link: 'Lire le journal des modifications',
    short: 'API 2025-06-01\u00a0: pondération de la recherche hybride.',
    shortLink: 'Journal des modifications',
  },
  de: {
    text: 'API-Version 2025-06-01 bringt die Gewichtung der hybriden Suche und fortsetzbare Änderungsströme.',
    link: 'Zum Änderungsprotokoll',
    short: 'API 2025-06-01: Gewichtung der hybriden Suche.',
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
