import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
// The package's entry (lib/index), typed by its own declaration: the package's `types` file
// declares the theme's components, not this static export Docusaurus calls on config load.
import {validateThemeConfig} from '@docusaurus/theme-classic/lib/index';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import config from '../../docusaurus.config';
import {repoRoot} from '../support/build';

/**
 * Each misconfiguration stops the build with a message that says what is wrong. Faults in the
 * shape of the theme config are caught when Docusaurus loads the config, by the theme's own
 * validation, so they are checked by running that validation on the site's config with the fault
 * planted. Faults that only show when a navbar item renders (a missing version, an empty sidebar)
 * need a build: those build the real site (English only) with the fault planted in a copy of its
 * config (tests/fixtures/config-faults/site.config.ts).
 */
const siteThemeConfig = config.themeConfig;

/** Docusaurus's validation of the theme config, as it runs when the site's config loads. */
function validate(themeConfig: object): unknown {
  // What the validation receives is the site's config as written, which is what it checks; its
  // declared parameter type is the shape after validation.
  type Validated = Parameters<typeof validateThemeConfig>[0]['themeConfig'];
  return validateThemeConfig({validate: normalizeThemeConfig, themeConfig: themeConfig as Validated});
}

function buildWithFault(fault: string): {status: number | null; output: string} {
  const outDir = mkdtempSync(join(tmpdir(), 'mnemora-fault-'));
  try {
    const run = spawnSync(
      'npx',
      [
        'docusaurus',
        'build',
        '--config',
        'tests/fixtures/config-faults/site.config.ts',
        '--locale',
        'en',
        '--out-dir',
        outDir,
      ],
      {cwd: repoRoot, env: {...process.env, MNEMORA_CONFIG_FAULT: fault}, encoding: 'utf8', timeout: 240_000},
    );
    return {status: run.status, output: `${run.stdout}\n${run.stderr}`};
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

test('a docs version dropdown naming a missing version fails and lists the available versions', () => {
  const {status, output} = buildWithFault('missing-version');
  assert.notEqual(status, 0, 'the build should fail');
  assert.match(output, /No docs version exist for name '2024-01-01'/);
  assert.match(output, /Available version names:\s*\n\s*- current/);
});

test('a sidebar navbar item whose sidebar has nothing to link to fails', () => {
  const {status, output} = buildWithFault('empty-sidebar');
  assert.notEqual(status, 0, 'the build should fail');
  assert.match(output, /Sidebar with ID "emptySidebar" doesn't have anything to be linked to/);
});

test("the site's own theme config passes the validation the faults below fail", () => {
  assert.doesNotThrow(() => validate(siteThemeConfig));
});

test('an unknown navbar item type fails config validation', () => {
  const navbar = {
    ...siteThemeConfig.navbar,
    items: [...(siteThemeConfig.navbar?.items ?? []), {type: 'carousel', label: 'Spin'}],
  };
  assert.throws(() => validate({...siteThemeConfig, navbar}), /Bad navbar item type carousel/);
});

test('an unexpected colour mode value fails config validation', () => {
  const colorMode = {...siteThemeConfig.colorMode, defaultMode: 'sepia' as 'light'};
  assert.throws(
    () => validate({...siteThemeConfig, colorMode}),
    /"colorMode\.defaultMode" must be one of \[dark, light\]/,
  );
});
