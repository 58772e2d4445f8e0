/**
 * The UI messages that Node writes after the build (llms.txt and the Markdown twins, the changelog
 * feed, the social cards, the product skill), read from the same `i18n/<locale>/code.json` as the
 * React app's. One store means the translation workflow sees every word the site shows:
 * `npm run write-translations` adds their ids (scripts/write-code-translations.ts) and
 * scripts/check-translations.ts holds them to the same rules as the rest. The English messages
 * stay in the code that uses them, as `<Translate>`'s do.
 *
 * A message a locale lacks fails loudly here, naming the id and the file: these words go into
 * files no browser test reads, so an English stand-in would ship unnoticed. (llms-txt hands its
 * English in with the translations on purpose: its twins fall back to English as pages do.)
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale, locales} from '../../../config/i18n';

/** Messages by id. */
export type Messages = Readonly<Record<string, string>>;

/** An English message and the note translators see beside it in code.json: where it shows. */
export interface MessageSource {
  readonly message: string;
  readonly description: string;
}

/** A locale's messages and where they come from, so that an error can name the file. */
export interface LocaleMessages {
  /** Who reads them (`[mnemora-changelog-feed]`): the start of every error. */
  readonly owner: string;
  readonly locale: string;
  /** The code.json they were read from, or what else holds them (the code's English). */
  readonly source: string;
  readonly messages: Messages;
}

/** This repository's site: the default `siteDir` of code that runs outside a Docusaurus build. */
export const repoSiteDir = path.resolve(__dirname, '..', '..', '..');

/** The code.json of a locale of the site at `siteDir`. */
function codeJsonPath(siteDir: string, locale: string): string {
  return path.join(siteDir, 'i18n', locale, 'code.json');
}

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The messages of a locale's code.json (`{"id": {"message": …, "description": …}}`) by id. */
export function readMessages(file: string, locale: string): Messages {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: cannot read the UI messages of locale "${locale}" (${describe(err)})`, {cause: err});
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    throw new Error(`${file}: the UI messages of locale "${locale}" must be an object of {"message": …} by id`);
  return Object.fromEntries(
    Object.entries(json as Record<string, {message?: unknown} | null>).flatMap(([id, entry]) =>
      typeof entry?.message === 'string' ? [[id, entry.message]] : [],
    ),
  );
}

/**
 * The messages `owner` reads in `locale` of the site at `siteDir`. The default locale's are the
 * English ones from the code (`english`: messages by id, or the code's table of message sources), as
 * Docusaurus does for `<Translate>`; an
 * `i18n/<default>/code.json`, when there is one, overrides them. Every other locale's come from its
 * code.json alone. An unknown locale fails, naming the ones config/i18n.ts has.
 */
export function localeMessages(
  siteDir: string,
  locale: string,
  owner: string,
  sources: Readonly<Record<string, string | MessageSource>>,
): LocaleMessages {
  const english = Object.fromEntries(
    Object.entries(sources).map(([id, source]) => [id, typeof source === 'string' ? source : source.message]),
  );
  if (!(locales as readonly string[]).includes(locale))
    throw new Error(
      `${owner} no UI messages for locale "${locale}": the site's locales are ${locales.join(', ')} (config/i18n.ts)`,
    );
  const file = codeJsonPath(siteDir, locale);
  if (locale === defaultLocale && !existsSync(file))
    return {owner, locale, source: `the English messages of ${owner}`, messages: english};
  const read = readMessages(file, locale);
  return {owner, locale, source: file, messages: locale === defaultLocale ? {...english, ...read} : read};
}

/**
 * The text of message `id` with its `{name}` placeholders replaced by `values`. A missing message
 * or a placeholder without a value fails, naming the id and the file, instead of printing
 * `{name}` or nothing into a published file.
 */
export function messageText(
  {owner, locale, source, messages}: LocaleMessages,
  id: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const message = messages[id];
  if (message === undefined)
    throw new Error(
      `${owner} no message "${id}" for locale "${locale}" in ${source} (${
        locale === defaultLocale
          ? 'its English message belongs in the code that reads it'
          : `run npm run write-translations -- --locale ${locale}, then translate it`
      })`,
    );
  return message.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (!Object.hasOwn(values, name))
      throw new Error(
        `${owner} message "${id}" of locale "${locale}" in ${source} has the placeholder {${name}}, which is given no value (the values are ${Object.keys(values).join(', ') || 'none'})`,
      );
    return values[name] as string;
  });
}
