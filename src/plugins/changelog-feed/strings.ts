/**
 * The words of each locale's changelog feed. They live here, not in `code.json`, because the feed
 * is written in Node after the build, not by the React app.
 */
import {productName} from '../../../config/platform';

export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'fixed';

export interface FeedStrings {
  /** The feed's title, also the `title` of the `<link rel="alternate">` in every page's head. */
  readonly title: string;
  readonly subtitle: string;
  /** The changelog's level-4 headings, per kind of change (their ids end with `-<kind>`). */
  readonly kinds: Readonly<Record<ChangeKind, string>>;
}

export const feedStrings: Readonly<Record<'en' | 'es' | 'fr' | 'de', FeedStrings>> = {
  en: {
    title: `${productName} changelog`,
    subtitle: `Changes to the ${productName} API, TypeScript SDK, Python SDK and CLI.`,
    kinds: {added: 'Added', changed: 'Changed', deprecated: 'Deprecated', fixed: 'Fixed'},
  },
  es: {
    title: `Registro de cambios de ${productName}`,
    subtitle: `Cambios de la API de ${productName}, del SDK de TypeScript, del SDK de Python y de la CLI.`,
    kinds: {added: 'Añadido', changed: 'Cambiado', deprecated: 'Obsoleto', fixed: 'Corregido'},
  },
  fr: {
    title: `Journal des modifications de ${productName}`,
    subtitle: `Modifications de l’API ${productName}, du SDK TypeScript, du SDK Python et de la CLI.`,
    kinds: {added: 'Ajouté', changed: 'Modifié', deprecated: 'Obsolète', fixed: 'Corrigé'},
  },
  de: {
    title: `${productName}-Änderungsprotokoll`,
    subtitle: `Änderungen an der ${productName}-API, am TypeScript-SDK, am Python-SDK und an der CLI.`,
    kinds: {added: 'Hinzugefügt', changed: 'Geändert', deprecated: 'Veraltet', fixed: 'Behoben'},
  },
};

export function feedStringsFor(locale: string): FeedStrings {
  const strings = (feedStrings as Record<string, FeedStrings | undefined>)[locale];
  if (!strings)
    throw new Error(
      `[mnemora-changelog-feed] no feed strings for locale "${locale}" in src/plugins/changelog-feed/strings.ts (it has ${Object.keys(feedStrings).join(', ')})`,
    );
  return strings;
}
