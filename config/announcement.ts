import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;
import {defaultLocale, type Locale} from './i18n';

/**
 * The announcement bar is configuration, not a theme string, so Docusaurus has no translation
 * file for it: each locale's wording lives here. Changing the id shows the bar again to readers
 * who dismissed the previous announcement.
 */
export const announcementId = 'api-2025-06-01-hybrid-search';

const messages: Record<Locale, {text: string; link: string}> = {
  en: {
    text: 'API version 2025-06-01 adds hybrid search weighting and resumable change streams.',
    link: 'Read the changelog',
  },
  es: {
    text: 'La versión 2025-06-01 de la API añade la ponderación de la búsqueda híbrida y los flujos de cambios reanudables.',
    link: 'Consulta el registro de cambios',
  },
  fr: {
    text: 'La version 2025-06-01 de l’API ajoute la pondération de la recherche hybride et les flux de changements reprenables.',
    link: 'Lire le journal des modifications',
  },
  de: {
    text: 'API-Version 2025-06-01 bringt die Gewichtung der hybriden Suche und fortsetzbare Änderungsströme.',
    link: 'Zum Änderungsprotokoll',
  },
};

export function announcementBar(locale: Locale): AnnouncementBarConfig {
  // The type makes a missing locale a compile error; this guard covers the build, which loads
  // the config without type-checking it.
  const message = (messages as Partial<Record<string, {text: string; link: string}>>)[locale];
  if (!message) throw new Error(`Locale "${locale}": config/announcement.ts has no announcement text for it: add "${locale}" to \`messages\`.`);
  const {text, link} = message;
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return {
    id: announcementId,
    content: `${text} <a href="${prefix}/changelog">${link}</a>`,
    backgroundColor: '#1e1b4b',
    textColor: '#f5f3ff',
    isCloseable: true,
  };
}
