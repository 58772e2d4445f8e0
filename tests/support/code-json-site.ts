import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import assert from 'node:assert/strict';
import {tmpdir} from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

type CodeJson = Record<string, {message: string; description?: string}>;

/**
 * Runs `check` on a throw-away site whose `i18n/<locale>/code.json` is the repository's, changed
 * by `edit` (delete an id, change a message): the code that reads the Node-side UI messages
 * (src/lib/i18n/code-messages.ts) is given its directory as `siteDir`.
 */
export function withCodeJson<T>(locale: string, edit: (messages: CodeJson) => void, check: (siteDir: string) => T): T {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'mnemora-code-json-'));
  try {
    const messages = JSON.parse(readFileSync(path.join(repoRoot, 'i18n', locale, 'code.json'), 'utf8')) as CodeJson;
    edit(messages);
    mkdirSync(path.join(siteDir, 'i18n', locale), {recursive: true});
    writeFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), JSON.stringify(messages, null, 2));
    return check(siteDir);
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
}

/**
 * Deletes message `id` from the locale's code.json and asserts that `read` (given the site's
 * directory) refuses it with `pattern`: every plugin that reads UI messages names the missing
 * id, the locale and the file rather than rendering a page without the words.
 */
export function assertMissingMessageThrows(
  locale: string,
  id: string,
  read: (siteDir: string) => unknown,
  pattern: RegExp,
): void {
  withCodeJson(
    locale,
    (m) => delete m[id],
    (siteDir) => assert.throws(() => read(siteDir), pattern),
  );
}
