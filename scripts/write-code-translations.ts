/**
 * Adds the UI strings that no `<Translate>`/`translate()` call names to `i18n/<locale>/code.json`:
 * the CLI reference's (`src/data/cli-commands.ts`, looked up with computed ids such as
 * `cli.command.memories.add`) and the words the build writes in Node after the React app
 * (read with src/lib/i18n/code-messages.ts): llms.txt and the Markdown twins
 * (`src/plugins/llms-txt/strings.ts`), the changelog feed (`src/plugins/changelog-feed/strings.ts`),
 * the social cards (`src/plugins/social-cards/strings.ts`) and the product skill
 * (`src/plugins/agent-discovery/skill-strings.ts`). `docusaurus write-translations` extracts only
 * literal calls, so `npm run write-translations` runs this after it. Like `write-translations`, it
 * only adds missing ids and never overwrites a translation; with `--override` it resets every one
 * of these ids to the English text.
 *
 * Usage: node --import tsx scripts/write-code-translations.ts [--locale es] [--override] [--dry-run]
 *   Without --locale it updates every locale folder under i18n/.
 */
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {locales} from '../config/i18n';
import {cliMessages} from '../src/data/cli-commands';
import type {MessageSource} from '../src/lib/i18n/code-messages';
import {skillMessages} from '../src/plugins/agent-discovery/skill-strings';
import {feedMessages} from '../src/plugins/changelog-feed/strings';
import {llmsMessages} from '../src/plugins/llms-txt/strings';
import {cardMessages} from '../src/plugins/social-cards/strings';

type CodeJson = Record<string, {message: string; description?: string}>;

type OwnMessage = [id: string, message: string, description: string];

const repoRoot = path.resolve(__dirname, '..');

/**
 * One source's ids: `description` is the note translators see beside each message, after the
 * message's own note on where it shows when it has one.
 */
function messagesOf(messages: Readonly<Record<string, string | MessageSource>>, description: string): OwnMessage[] {
  return Object.entries(messages).map(([id, source]): OwnMessage =>
    typeof source === 'string'
      ? [id, source, description]
      : [id, source.message, `${source.description}. ${description}`],
  );
}

/** Each id this script owns: its English message and the note translators see beside it. */
function ownMessages(): OwnMessage[] {
  const keep = 'keep `{placeholders}` and `code` spans as they are';
  return [
    ...messagesOf(
      cliMessages(),
      'CLI reference (src/data/cli-commands.ts); keep flag names and `code` spans as they are',
    ),
    ...messagesOf(
      llmsMessages,
      'llms.txt and the Markdown twins of pages (src/plugins/llms-txt/strings.ts); keep `{placeholders}` as they are',
    ),
    ...messagesOf(feedMessages, `From src/plugins/changelog-feed/strings.ts; ${keep}`),
    ...messagesOf(cardMessages, 'From src/plugins/social-cards/strings.ts'),
    ...messagesOf(skillMessages, `From src/plugins/agent-discovery/skill-strings.ts; ${keep}`),
  ];
}

/** The code.json content after adding the ids; `added` counts new or reset entries. */
export function mergeCodeTranslations(existing: CodeJson, override = false): {result: CodeJson; added: number} {
  const result: CodeJson = {...existing};
  let added = 0;
  for (const [id, message, description] of ownMessages()) {
    if (!override && result[id]) continue;
    result[id] = {message, description};
    added += 1;
  }
  return {result, added};
}

const usage = 'Usage: node --import tsx scripts/write-code-translations.ts [--locale es] [--override] [--dry-run]';

function main(): void {
  let values: {locale?: string; override?: boolean; 'dry-run'?: boolean};
  try {
    // Strict: a stray word (`--dry-run es`) or an unknown flag is refused, never silently ignored.
    values = parseArgs({
      options: {locale: {type: 'string'}, override: {type: 'boolean'}, 'dry-run': {type: 'boolean'}},
    }).values;
  } catch (err) {
    console.error(`write-code-translations: ${err instanceof Error ? err.message : String(err)}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  const {locale: only, override = false, 'dry-run': dryRun = false} = values;
  const i18nDir = path.join(repoRoot, 'i18n');
  if (only !== undefined && !(locales as readonly string[]).includes(only)) {
    console.error(`write-code-translations: unknown locale "${only}"; the site's locales are ${locales.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const targets =
    only !== undefined
      ? [only]
      : existsSync(i18nDir)
        ? readdirSync(i18nDir).filter((l) => existsSync(path.join(i18nDir, l, 'code.json')))
        : [];
  if (targets.length === 0) {
    console.error('write-code-translations: no i18n/<locale>/code.json found');
    process.exitCode = 1;
    return;
  }
  for (const locale of targets) {
    const file = path.join(i18nDir, locale, 'code.json');
    const existing = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CodeJson) : {};
    const {result, added} = mergeCodeTranslations(existing, override);
    if (!dryRun) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`${path.relative(repoRoot, file)}: ${added} message(s) ${dryRun ? 'to add' : 'added'}`);
  }
}

if (require.main === module) main();
