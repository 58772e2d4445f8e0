import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {defaultLocale, type Locale} from '../../config/i18n';

// Playwright compiles specs to CommonJS, where `import.meta` is unavailable: tests run from the
// repository root (npm test, CI and playwright.config.ts all do).
const repoRoot = process.cwd();
if (!existsSync(join(repoRoot, 'docusaurus.config.ts'))) {
  throw new Error(`Run the tests from the repository root (current directory: ${repoRoot}).`);
}

/** English theme strings of the not-found and crash pages, as the portal words them. */
const englishStrings: Record<string, string> = {
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
};

/**
 * The text a reader sees for a UI string id in a locale: the English wording, or the
 * locale's translation from `i18n/<locale>/code.json`, which must differ from the English.
 */
export function uiString(locale: Locale, id: keyof typeof englishStrings): string {
  const english = englishStrings[id]!;
  if (locale === defaultLocale) return english;
  const codeJson = JSON.parse(readFileSync(join(repoRoot, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const message = codeJson[id]?.message;
  if (!message) throw new Error(`i18n/${locale}/code.json has no "${id}"`);
  if (message === english) throw new Error(`i18n/${locale}/code.json leaves "${id}" in English`);
  return message;
}
