/**
 * The words a social card adds around the page's own title, per locale. The cards are drawn in
 * Node after the build, not by the React app, but their words are UI strings like any other:
 * English here, translations in `i18n/<locale>/code.json` under `socialCards.*` ids
 * (scripts/write-code-translations.ts adds them; src/lib/i18n/code-messages.ts reads them).
 */
import {siteTitles} from '../../../config/platform';
import {localeMessages, messageText, repoSiteDir, type MessageSource} from '../../lib/i18n/code-messages';

export interface CardStrings {
  /** The brand line beside the logo: the locale's site title (config/platform.ts). */
  readonly brand: string;
  /** The section of a page that has no sidebar category above it (home, search, not found…). */
  readonly documentation: string;
}

/** The English messages by code.json id. */
export const cardMessages = {
  'socialCards.documentation': {
    message: 'Documentation',
    description:
      "A page's social card (the link preview image): the section shown above the title of a page outside every sidebar category, such as the home, search and not-found pages",
  },
} as const satisfies Record<string, MessageSource>;

/** The card's words in `locale`, from the code.json of the site at `siteDir`. */
export function cardStringsFor(locale: string, siteDir: string = repoSiteDir): CardStrings {
  const messages = localeMessages(siteDir, locale, '[mnemora-social-cards]', cardMessages);
  return {
    // A known locale (localeMessages checked it) has a site title: config/platform.ts lists all four.
    brand: siteTitles[locale as keyof typeof siteTitles],
    documentation: messageText(messages, 'socialCards.documentation'),
  };
}
