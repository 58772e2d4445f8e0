/**
 * Adds the translatable strings of the CLI reference (`src/data/cli-commands.ts`, rendered by
 * `src/components/CliCommandTable`) to `i18n/<locale>/code.json`.
 *
 * `docusaurus write-translations` extracts only literal `<Translate>`/`translate()` strings; the
 * CLI data strings are looked up with computed ids (`cli.command.memories.add`, …), so this
 * script writes them instead. Like `write-translations`, it only adds missing ids and never
 * overwrites a translation; with `--override` it resets every CLI id to the English text.
 *
 * Usage: node --import tsx scripts/write-cli-translations.ts [--locale es] [--override] [--dry-run]
 *   Without --locale it updates every locale folder under i18n/.
 */
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliMessages} from '../src/data/cli-commands';

type CodeJson = Record<string, {message: string; description?: string}>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The code.json content after adding the CLI ids; `added` counts new or reset entries. */
export function mergeCliTranslations(existing: CodeJson, override = false): {result: CodeJson; added: number} {
  const result: CodeJson = {...existing};
  let added = 0;
  for (const [id, message] of Object.entries(cliMessages())) {
    if (!override && result[id]) continue;
    result[id] = {
      message,
      description: 'CLI reference (src/data/cli-commands.ts); keep flag names and `code` spans as they are',
    };
    added += 1;
  }
  return {result, added};
}

function main(): void {
  const args = process.argv.slice(2);
  const localeIndex = args.indexOf('--locale');
  const override = args.includes('--override');
  const dryRun = args.includes('--dry-run');
  const i18nDir = path.join(repoRoot, 'i18n');
  const locales =
    localeIndex >= 0 && args[localeIndex + 1]
      ? [args[localeIndex + 1] as string]
      : existsSync(i18nDir)
        ? readdirSync(i18nDir).filter((l) => existsSync(path.join(i18nDir, l, 'code.json')))
        : [];
  if (locales.length === 0) {
    console.error('write-cli-translations: no i18n/<locale>/code.json found');
    process.exitCode = 1;
    return;
  }
  for (const locale of locales) {
    const file = path.join(i18nDir, locale, 'code.json');
    const existing = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CodeJson) : {};
    const {result, added} = mergeCliTranslations(existing, override);
    if (!dryRun) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`${path.relative(repoRoot, file)}: ${added} CLI message(s) ${dryRun ? 'to add' : 'added'}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
