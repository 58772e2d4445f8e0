import type {Config} from '@docusaurus/types';

/**
 * The four locales of the portal, written out so that a locale never appears by accident from a
 * stray folder in `i18n/`. English is served at `/`, the others under their own prefix.
 */
export const defaultLocale = 'en';

export const localeConfigs = {
  en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'},
  es: {label: 'Español', direction: 'ltr', htmlLang: 'es-ES', calendar: 'gregory', path: 'es'},
  fr: {label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr'},
  de: {label: 'Deutsch', direction: 'ltr', htmlLang: 'de-DE', calendar: 'gregory', path: 'de'},
} as const;

export type Locale = keyof typeof localeConfigs;

export const locales = Object.keys(localeConfigs) as Locale[];

export function isLocale(value: string): value is Locale {
  return Object.hasOwn(localeConfigs, value);
}

/**
 * The locale Docusaurus is building or serving right now. An unknown value fails here, at
 * config load, instead of producing a site with English strings under a foreign prefix.
 */
export function currentLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const value = env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
  if (!isLocale(value)) {
    throw new Error(
      `Unknown locale "${value}" in DOCUSAURUS_CURRENT_LOCALE: the portal has ${locales.join(', ')}.`,
    );
  }
  return value;
}

export const i18n = {
  defaultLocale,
  locales,
  localeConfigs,
} satisfies Config['i18n'];
