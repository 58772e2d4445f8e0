import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
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

/** The locales other than the default: the translated ones, each served under its own prefix. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;
export const translatedLocales = locales.filter((l): l is TranslatedLocale => l !== defaultLocale);

function isLocale(value: string): value is Locale {
  return Object.hasOwn(localeConfigs, value);
}

/**
 * The locale Docusaurus is building or serving right now. An unknown value fails here, at
 * config load, instead of producing a site with English strings under a foreign prefix.
 */
export function currentLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const value = env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
  if (!isLocale(value)) {
    throw new Error(`Unknown locale "${value}" in DOCUSAURUS_CURRENT_LOCALE: the portal has ${locales.join(', ')}.`);
  }
  return value;
}

/** What a locale other than the default needs under `i18n/<locale>/` to be built. */
const requiredLocaleFiles = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current',
] as const;

interface LocaleSettings {
  label?: string;
  direction?: string;
  htmlLang?: string;
  calendar?: string;
  path?: string;
}

function hasDocs(dir: string): boolean {
  return readdirSync(dir).some((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? hasDocs(path) : /\.mdx?$/.test(name);
  });
}

/**
 * Why a locale cannot be built, one message per fault, each naming the locale and the file or
 * setting: an empty list when it is ready. Without this check Docusaurus builds a locale that
 * has no translation files with the English strings and pages, and hreflang then announces
 * English pages as that language.
 */
export function localeProblems(locale: string, settings: LocaleSettings | undefined, siteDir: string): string[] {
  if (!settings)
    return [`Locale "${locale}": not in config/i18n.ts localeConfigs (the portal has ${locales.join(', ')})`];
  const problems: string[] = [];
  if (!settings.label) problems.push(`Locale "${locale}": localeConfigs.${locale}.label is empty`);
  if (settings.direction !== 'ltr' && settings.direction !== 'rtl')
    problems.push(
      `Locale "${locale}": localeConfigs.${locale}.direction must be "ltr" or "rtl", got ${JSON.stringify(settings.direction)}`,
    );
  if (!/^[a-z]{2,3}(-[A-Z]{2})?$/.test(settings.htmlLang ?? ''))
    problems.push(
      `Locale "${locale}": localeConfigs.${locale}.htmlLang must be a language tag like "es-ES", got ${JSON.stringify(settings.htmlLang)}`,
    );
  if (settings.path !== locale)
    problems.push(
      `Locale "${locale}": localeConfigs.${locale}.path must be "${locale}" (the URL prefix and the i18n/ folder), got ${JSON.stringify(settings.path)}`,
    );
  if (locale === defaultLocale) return problems;
  const base = join(siteDir, 'i18n', locale);
  const missing = requiredLocaleFiles.filter((file) => !existsSync(join(base, file)));
  if (missing.length > 0) {
    problems.push(
      `Locale "${locale}": i18n/${locale}/ lacks ${missing.map((f) => `${f}${f.endsWith('current') ? '/ (the translated docs tree)' : ''}`).join(', ')}. Run \`npm run write-translations -- --locale ${locale}\` and translate the docs into i18n/${locale}/docusaurus-plugin-content-docs/current/.`,
    );
  } else if (!hasDocs(join(base, 'docusaurus-plugin-content-docs/current'))) {
    problems.push(
      `Locale "${locale}": i18n/${locale}/docusaurus-plugin-content-docs/current/ has no translated page (.md or .mdx)`,
    );
  }
  return problems;
}

/** Throws one error listing every problem of every locale (see localeProblems). */
export function assertLocalesReady(
  configs: Record<string, LocaleSettings | undefined>,
  siteDir: string,
  names: readonly string[] = Object.keys(configs),
): void {
  const problems = names.flatMap((locale) => localeProblems(locale, configs[locale], siteDir));
  if (problems.length > 0) throw new Error(`The locale configuration cannot be built:\n  - ${problems.join('\n  - ')}`);
}

export const i18n = {
  defaultLocale,
  locales,
  localeConfigs,
} satisfies Config['i18n'];
