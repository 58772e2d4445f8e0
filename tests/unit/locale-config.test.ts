import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {assertLocalesReady, localeConfigs, localeProblems, locales} from '../../config/i18n';
import {announcementBar} from '../../config/announcement';
import {repoRoot} from '../support/build';
import {nonDefaultLocales} from '../../deploy/site-paths';
import {localePrefixes} from '../../deploy/headers';

const italian = {label: 'Italiano', direction: 'ltr', htmlLang: 'it-IT', calendar: 'gregory', path: 'it'};

test('the four configured locales are ready in this repository', () => {
  assert.doesNotThrow(() => assertLocalesReady(localeConfigs, repoRoot));
});

test('an added locale with no files fails, naming the locale and every file it lacks', () => {
  assert.throws(
    () => assertLocalesReady({...localeConfigs, it: italian}, repoRoot),
    (e: Error) => {
      assert.match(e.message, /^The locale configuration cannot be built:/);
      assert.match(
        e.message,
        /Locale "it": i18n\/it\/ lacks code\.json, docusaurus-theme-classic\/navbar\.json, docusaurus-theme-classic\/footer\.json, docusaurus-plugin-content-docs\/current\/ \(the translated docs tree\)/,
      );
      assert.match(e.message, /npm run write-translations -- --locale it/);
      assert.doesNotMatch(e.message, /Locale "(en|es|fr|de)"/);
      return true;
    },
  );
});

test('a locale with some files names only the missing ones; an empty docs tree is named', () => {
  const site = mkdtempSync(join(tmpdir(), 'mnemora-locale-'));
  try {
    mkdirSync(join(site, 'i18n/it/docusaurus-theme-classic'), {recursive: true});
    writeFileSync(join(site, 'i18n/it/code.json'), '{}');
    writeFileSync(join(site, 'i18n/it/docusaurus-theme-classic/navbar.json'), '{}');
    assert.deepEqual(localeProblems('it', italian, site), [
      'Locale "it": i18n/it/ lacks docusaurus-theme-classic/footer.json, docusaurus-plugin-content-docs/current/ (the translated docs tree). Run `npm run write-translations -- --locale it` and translate the docs into i18n/it/docusaurus-plugin-content-docs/current/.',
    ]);
    writeFileSync(join(site, 'i18n/it/docusaurus-theme-classic/footer.json'), '{}');
    mkdirSync(join(site, 'i18n/it/docusaurus-plugin-content-docs/current/api'), {recursive: true});
    assert.deepEqual(localeProblems('it', italian, site), [
      'Locale "it": i18n/it/docusaurus-plugin-content-docs/current/ has no translated page (.md or .mdx)',
    ]);
    cpSync(
      join(repoRoot, 'i18n/es/docusaurus-plugin-content-docs/current/intro.md'),
      join(site, 'i18n/it/docusaurus-plugin-content-docs/current/intro.md'),
    );
    assert.deepEqual(localeProblems('it', italian, site), []);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});

test('misconfigured settings are named: direction, htmlLang, path, an unknown locale', () => {
  assert.deepEqual(
    localeProblems('es', {...localeConfigs.es, direction: 'up', htmlLang: 'spanish', path: 'sp'}, repoRoot),
    [
      'Locale "es": localeConfigs.es.direction must be "ltr" or "rtl", got "up"',
      'Locale "es": localeConfigs.es.htmlLang must be a language tag like "es-ES", got "spanish"',
      'Locale "es": localeConfigs.es.path must be "es" (the URL prefix and the i18n/ folder), got "sp"',
    ],
  );
  assert.deepEqual(localeProblems('it', undefined, repoRoot), [
    'Locale "it": not in config/i18n.ts localeConfigs (the portal has en, es, fr, de)',
  ]);
});

test('the announcement bar names a locale it has no text for instead of failing on a destructure', () => {
  assert.throws(
    () => announcementBar('it' as 'es'),
    /Locale "it": config\/announcement\.ts has no announcement text for it/,
  );
  for (const locale of locales) assert.match(String(announcementBar(locale).content), /<a href="/);
});

test('the config refuses an unknown --locale at load time, naming it', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./docusaurus.config.ts')"], {
    cwd: repoRoot,
    env: {...process.env, DOCUSAURUS_CURRENT_LOCALE: 'it'},
    encoding: 'utf8',
  });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /Unknown locale "it" in DOCUSAURUS_CURRENT_LOCALE: the portal has en, es, fr, de/);
});

test('the servers route exactly the configured locales (site-paths, nginx cache and 404 rules)', () => {
  const others = locales.filter((l) => l !== 'en');
  assert.deepEqual(nonDefaultLocales, others, 'deploy/site-paths.ts nonDefaultLocales');
  assert.deepEqual(localePrefixes, ['', ...others.map((l) => `/${l}`)], 'deploy/headers.ts localePrefixes');
});
