import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import {defaultLocale, type Locale} from '../../config/i18n';

/** The text a reader sees for one of a test's UI messages in a locale, placeholders filled. */
type MessageIn = (locale: Locale, id: string, values?: Record<string, string>) => string;

/**
 * A test's UI messages as a reader sees them in each locale: the component's English default
 * (given by the test, which quotes it) or the locale's `code.json` translation, which must exist
 * and differ from the English.
 */
export function translatedMessages(english: Readonly<Record<string, string>>): MessageIn {
  return (locale, id, values = {}) => translatedMessage(english, locale, id, values);
}

function translatedMessage(
  english: Readonly<Record<string, string>>,
  locale: Locale,
  id: string,
  values: Record<string, string>,
): string {
  let text = english[id];
  if (text === undefined) throw new Error(`no English message for ${id} in this test`);
  if (locale !== defaultLocale) {
    const codeJson = JSON.parse(readFileSync(path.join('i18n', locale, 'code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    text = codeJson[id]?.message ?? '';
    expect(text, `i18n/${locale}/code.json translates ${id}`).not.toBe('');
    expect(text, `${id} is translated`).not.toBe(english[id]);
  }
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
}
