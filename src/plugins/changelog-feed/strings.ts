/**
 * The words of each locale's changelog feed. The feed is written in Node after the build, not by
 * the React app, but its words are UI strings like any other: English here, translations in
 * `i18n/<locale>/code.json` under `changelogFeed.*` ids (scripts/write-code-translations.ts adds
 * them; src/lib/i18n/code-messages.ts reads them). The kinds of change must be the changelog
 * pages' own level-4 headings, which ./changelog.ts checks.
 */
import {productName} from '../../../config/platform';
import {localeMessages, messageText, repoSiteDir, type MessageSource} from '../../lib/i18n/code-messages';

export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'fixed';

export interface FeedStrings {
  /** The feed's title, also the `title` of the `<link rel="alternate">` in every page's head. */
  readonly title: string;
  readonly subtitle: string;
  /** The changelog's level-4 headings, per kind of change (their ids end with `-<kind>`). */
  readonly kinds: Readonly<Record<ChangeKind, string>>;
}

const kindNote = (kind: ChangeKind): string =>
  `The changelog page and its feed (changelog.xml): the level-4 heading over an entry's "${kind}" changes, the very word the locale's changelog.md uses there`;

/** The English messages by code.json id; `{productName}` is config/platform.ts's. */
export const feedMessages = {
  'changelogFeed.title': {
    message: '{productName} changelog',
    description: "The changelog feed (changelog.xml): its title, also the title of the feed link in every page's head",
  },
  'changelogFeed.subtitle': {
    message: 'Changes to the {productName} API, TypeScript SDK, Python SDK and CLI.',
    description: 'The changelog feed (changelog.xml): its subtitle, under the title in feed readers',
  },
  'changelogFeed.kind.added': {message: 'Added', description: kindNote('added')},
  'changelogFeed.kind.changed': {message: 'Changed', description: kindNote('changed')},
  'changelogFeed.kind.deprecated': {message: 'Deprecated', description: kindNote('deprecated')},
  'changelogFeed.kind.fixed': {message: 'Fixed', description: kindNote('fixed')},
} as const satisfies Record<string, MessageSource>;

/** The feed's words in `locale`, from the code.json of the site at `siteDir`. */
export function feedStringsFor(locale: string, siteDir: string = repoSiteDir): FeedStrings {
  const messages = localeMessages(siteDir, locale, '[mnemora-changelog-feed]', feedMessages);
  const text = (id: keyof typeof feedMessages): string => messageText(messages, id, {productName});
  return {
    title: text('changelogFeed.title'),
    subtitle: text('changelogFeed.subtitle'),
    kinds: {
      added: text('changelogFeed.kind.added'),
      changed: text('changelogFeed.kind.changed'),
      deprecated: text('changelogFeed.kind.deprecated'),
      fixed: text('changelogFeed.kind.fixed'),
    },
  };
}
