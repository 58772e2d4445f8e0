/**
 * The reader of the UI messages that Node writes after the build (src/lib/i18n/code-messages.ts):
 * a locale's code.json, English from the code in the default locale, and errors that name the
 * locale, the file, the id and the placeholder, so a missing translation fails the build instead
 * of shipping English or a raw `{placeholder}`. Also: every id the Node side owns is in every
 * locale's code.json, and none of them reaches the browser bundle.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {translatedLocales} from '../../config/i18n';
import {localeMessages, messageText, readMessages, repoSiteDir} from '../../src/lib/i18n/code-messages';
import {buildOnlyMessagePrefixes} from '../../src/plugins/lean-bundle/messages';
import {skillMessages} from '../../src/plugins/agent-discovery/skill-strings';
import {feedMessages} from '../../src/plugins/changelog-feed/strings';
import {cardMessages} from '../../src/plugins/social-cards/strings';
import {mergeCodeTranslations} from '../../scripts/write-code-translations';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const english = {'demo.greeting': 'Hello {name}, from {place}', 'demo.plain': 'Plain'};

function withFile<T>(name: string, content: string, check: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'mnemora-code-messages-'));
  try {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
    return check(file);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('repoSiteDir is this repository', () => {
  assert.equal(repoSiteDir, repoRoot);
});

test("a locale's code.json: its messages by id, entries without a string message left out", () => {
  withFile('code.json', JSON.stringify({a: {message: 'A', description: 'd'}, b: {description: 'no message'}}), (file) =>
    assert.deepEqual(readMessages(file, 'es'), {a: 'A'}),
  );
});

test('planted: a missing, broken or misshapen code.json fails naming the file and the locale', () => {
  assert.throws(
    () => readMessages('/nowhere/i18n/es/code.json', 'es'),
    /\/nowhere\/i18n\/es\/code\.json: cannot read the UI messages of locale "es"/,
  );
  withFile('code.json', '{"a": {"message": "A"', (file) =>
    assert.throws(
      () => readMessages(file, 'fr'),
      new RegExp(
        `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cannot read the UI messages of locale "fr" \\(.*JSON`,
      ),
    ),
  );
  withFile('code.json', '["a"]', (file) =>
    assert.throws(() => readMessages(file, 'de'), /code\.json: the UI messages of locale "de" must be an object/),
  );
});

test('the default locale reads the English from the code; another locale reads its code.json alone', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'mnemora-code-messages-'));
  try {
    const en = localeMessages(site, 'en', '[demo]', english);
    assert.equal(messageText(en, 'demo.greeting', {name: 'Ana', place: 'Lisbon'}), 'Hello Ana, from Lisbon');
    assert.throws(
      () => localeMessages(site, 'es', '[demo]', english),
      /i18n[\\/]es[\\/]code\.json: cannot read the UI messages of locale "es"/,
    );
    mkdirSync(path.join(site, 'i18n', 'es'), {recursive: true});
    writeFileSync(
      path.join(site, 'i18n', 'es', 'code.json'),
      JSON.stringify({'demo.greeting': {message: 'Hola {name}, desde {place}'}}),
    );
    const es = localeMessages(site, 'es', '[demo]', english);
    assert.equal(messageText(es, 'demo.greeting', {name: 'Ana', place: 'Lisboa'}), 'Hola Ana, desde Lisboa');
    // No English stands in for a missing translation: the error names the id, locale and file.
    assert.throws(
      () => messageText(es, 'demo.plain'),
      /\[demo\] no message "demo\.plain" for locale "es" in .*i18n[\\/]es[\\/]code\.json \(run npm run write-translations -- --locale es/,
    );
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});

test('planted: an unknown locale fails naming it and the known ones', () => {
  assert.throws(
    () => localeMessages(repoRoot, 'it', '[demo]', english),
    /\[demo\] no UI messages for locale "it": the site's locales are en, es, fr, de \(config\/i18n\.ts\)/,
  );
});

test('planted: a placeholder without a value fails naming the id and the placeholder', () => {
  const en = localeMessages(repoRoot, 'en', '[demo]', english);
  assert.throws(
    () => messageText(en, 'demo.greeting', {name: 'Ana'}),
    /\[demo\] message "demo\.greeting" of locale "en" in the English messages of \[demo\] has the placeholder \{place\}, which is given no value \(the values are name\)/,
  );
  // Inserted values are not read again as placeholders: `{memory_id}` in a path stays as it is.
  assert.equal(
    messageText(en, 'demo.greeting', {name: '`GET /memories/{memory_id}`', place: 'x'}),
    'Hello `GET /memories/{memory_id}`, from x',
  );
});

test("every id the Node side owns is in every locale's code.json, as write-code-translations writes it, and none reaches the browser", () => {
  const owned = Object.keys({...feedMessages, ...cardMessages, ...skillMessages});
  const {result} = mergeCodeTranslations({});
  for (const id of owned) {
    assert.ok(
      buildOnlyMessagePrefixes.some((p) => id.startsWith(p)),
      `${id} is read by the build only: its prefix belongs in buildOnlyMessagePrefixes (src/plugins/lean-bundle/messages)`,
    );
    assert.ok(result[id], `scripts/write-code-translations.ts does not add ${id}`);
  }
  for (const locale of translatedLocales) {
    const messages = readMessages(path.join(repoRoot, 'i18n', locale, 'code.json'), locale);
    const missing = owned.filter((id) => messages[id] === undefined);
    assert.deepEqual(missing, [], `i18n/${locale}/code.json lacks ${missing.join(', ')}`);
  }
});

test('planted: write-code-translations refuses a stray word or an unknown locale instead of writing every locale', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/write-code-translations.ts', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
  const stray = run('--dry-run', 'es');
  assert.equal(stray.status, 2);
  assert.match(stray.stderr, /Unexpected argument 'es'[\s\S]*Usage: .*--locale es/);
  assert.equal(stray.stdout, '', 'nothing is written or planned');
  const unknown = run('--locale', 'it', '--dry-run');
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /unknown locale "it"; the site's locales are en, es, fr, de/);
});
