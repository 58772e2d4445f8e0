/**
 * Starts loading what a search needs (Pagefind, the locale's index metadata and lexicon) as soon
 * as the reader shows they want to search; exported by the dialog's chunk
 * (src/theme/SearchBar/SearchModal.tsx), so the navbar's button on every page carries only the
 * import of that chunk.
 */
import type {I18n} from '@docusaurus/types';
import {loadLexicon, loadPagefind} from './pagefind';
import {siteRootUrl} from './site-root';

export function warmSearch(baseUrl: string, i18n: I18n): void {
  const locale = i18n.localeConfigs[i18n.currentLocale];
  const siteRoot = siteRootUrl(baseUrl, i18n.currentLocale, i18n.defaultLocale, locale?.path);
  loadPagefind(siteRoot).catch(() => undefined);
  loadLexicon(siteRoot, locale?.htmlLang ?? i18n.currentLocale).catch(() => undefined);
}
