/**
 * The words a social card adds around the page's own title, per locale. They live here, not in
 * `code.json`, because the cards are drawn in Node after the build, not in the React app.
 */
import {siteTitles} from '../../../config/platform';

export interface CardStrings {
  /** The brand line beside the logo: the locale's site title (config/platform.ts). */
  readonly brand: string;
  /** The section of a page that has no sidebar category above it (home, search, not found…). */
  readonly documentation: string;
}

const cardStrings: Readonly<Record<'en' | 'es' | 'fr' | 'de', CardStrings>> = {
  en: {brand: siteTitles.en, documentation: 'Documentation'},
  es: {brand: siteTitles.es, documentation: 'Documentación'},
  fr: {brand: siteTitles.fr, documentation: 'Documentation'},
  de: {brand: siteTitles.de, documentation: 'Dokumentation'},
};

export function cardStringsFor(locale: string): CardStrings {
  const strings = (cardStrings as Record<string, CardStrings | undefined>)[locale];
  if (!strings)
    throw new Error(
      `[mnemora-social-cards] no card strings for locale "${locale}" in src/plugins/social-cards/strings.ts (it has ${Object.keys(cardStrings).join(', ')})`,
    );
  return strings;
}
