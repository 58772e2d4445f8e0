/**
 * The words a social card adds around the page's own title, per locale. They live here, not in
 * `code.json`, because the cards are drawn in Node after the build, not in the React app.
 */
import {productName} from '../../../config/platform';

export interface CardStrings {
  /** The brand line beside the logo. */
  readonly brand: string;
  /** The section of a page that has no sidebar category above it (home, search, not found…). */
  readonly documentation: string;
}

const cardStrings: Readonly<Record<'en' | 'es' | 'fr' | 'de', CardStrings>> = {
  en: {brand: `${productName} Documentation`, documentation: 'Documentation'},
  es: {brand: `Documentación de ${productName}`, documentation: 'Documentación'},
  fr: {brand: `Documentation ${productName}`, documentation: 'Documentation'},
  de: {brand: `${productName} Dokumentation`, documentation: 'Dokumentation'},
};

export function cardStringsFor(locale: string): CardStrings {
  const strings = (cardStrings as Record<string, CardStrings | undefined>)[locale];
  if (!strings) throw new Error(`[mnemora-social-cards] no card strings for locale "${locale}" in src/plugins/social-cards/strings.ts (it has ${Object.keys(cardStrings).join(', ')})`);
  return strings;
}
