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

import {navbarProblems, type DocsVersions} from '../../src/plugins/navbar-check';
import {checkedNavbarItems, navbarItemProblems} from '../../config/navbar';

/**
 * Each misconfiguration stops the build with a message that says what is wrong. Faults in the
 * shape of the theme config are caught when Docusaurus loads the config, by the theme's own
 * validation, so they are checked by running that validation on the site's config with the fault
 * planted. Navbar items that link to a doc, sidebar or version that does not exist can only be
 * judged against the loaded docs: the site's navbar check (src/plugins/navbar-check) judges them
 * as soon as the docs are loaded. Its rules are checked here on docs data, and one build of the
 * real site with every such fault planted (tests/fixtures/config-faults/site.config.ts) shows that
 * the build stops on all of them at once.
 */
const siteThemeConfig = config.themeConfig;

/** Docusaurus's validation of the theme config, as it runs when the site's config loads. */
function validate(themeConfig: object): unknown {
  // What the validation receives is the site's config as written, which is what it checks; its
  // declared parameter type is the shape after validation.
  type Validated = Parameters<typeof validateThemeConfig>[0]['themeConfig'];
  return validateThemeConfig({validate: normalizeThemeConfig, themeConfig: themeConfig as Validated});
}

/** One docs plugin with one version, two docs and two sidebars, one of them with nothing to link to. */
const docs: DocsVersions = {
  default: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/',
      mainDocId: 'features',
      docs: [
        {id: 'features', path: '/features', sidebar: 'tutorialSidebar'},
        {id: 'intro', path: '/intro', sidebar: 'tutorialSidebar'},
      ],
      draftIds: [],
      sidebars: {tutorialSidebar: {link: {path: '/features', label: 'Features'}}, emptySidebar: {}},
    },
  ],
};

test('navbar items that link to existing docs, sidebars and versions pass the navbar check', () => {
  const items = [
    {type: 'doc', docId: 'intro', label: 'Start'},
    {type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs'},
    {type: 'docsVersionDropdown', versions: ['current']},
    {
      type: 'dropdown',
      label: 'More',
      items: [
        {type: 'doc', docId: 'features'},
        {href: '/x', label: 'X'},
      ],
    },
    {type: 'search'},
  ];
  assert.deepEqual(navbarProblems(items, docs), []);
});

test('the navbar check names the item and what exists for each missing doc, sidebar, version or plugin', () => {
  const problems = navbarProblems(
    [
      {type: 'search'},
      {type: 'doc', docId: 'outro', label: 'End'},
      {type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API'},
      {type: 'docSidebar', sidebarId: 'emptySidebar', label: 'Empty'},
      {type: 'docsVersionDropdown', versions: {current: {}, '2024-01-01': {label: 'Old'}}},
      {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'intro', docsPluginId: 'community'}]},
    ],
    docs,
  );
  assert.deepEqual(problems, [
    'themeConfig.navbar.items[1] (type "doc", label "End"): no doc with id "outro". Doc ids:\n  - features\n  - intro',
    'themeConfig.navbar.items[2] (type "docSidebar", label "API"): no sidebar with id "apiSidebar". Sidebars:\n  - emptySidebar\n  - tutorialSidebar',
    'themeConfig.navbar.items[3] (type "docSidebar", label "Empty"): sidebar "emptySidebar" has no doc, category link or generated index to link to.',
    'themeConfig.navbar.items[4] (type "docsVersionDropdown"): no docs version named "2024-01-01". Versions:\n  - current',
    'themeConfig.navbar.items[5].items[0] (type "doc"): no docs plugin with id "community". Docs plugins:\n  - default',
  ]);
});

test('the build stops as soon as the docs are loaded, naming every navbar fault at once', () => {
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
      {cwd: repoRoot, encoding: 'utf8', timeout: 240_000},
    );
    const output = `${run.stdout}\n${run.stderr}`;
    assert.notEqual(run.status, 0, 'the build should fail');
    assert.match(output, /The navbar links to docs that do not exist/);
    assert.match(
      output,
      /items\[\d+\] \(type "docsVersionDropdown"\): no docs version named "2024-01-01"\. Versions:\n\s*- current\n/,
    );
    assert.match(
      output,
      /\(type "docSidebar", label "Empty"\): sidebar "emptySidebar" has no doc, category link or generated index/,
    );
    assert.match(
      output,
      /items\[\d+\]\.items\[0\] \(type "doc", label "Missing"\): no doc with id "guides\/no-such-guide"\. Doc ids:[\s\S]*- guides\/migration\n/,
    );
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

test('navbar items of the wrong shape: every one named with what it needs, in one error naming config/navbar.ts', () => {
  const faults = [
    {type: 'doc', docId: 'intro'},
    {type: 'dropdown', label: 'More', items: []},
    {href: 'https://status.mnemora.dev'},
    {},
    {type: 'dropdown', label: 'Tools', items: [{type: 'dropdown', label: 'Nested', items: [{to: '/x', label: 'X'}]}]},
    {type: 'search', position: 'middle'},
  ];
  assert.deepEqual(navbarItemProblems(faults), [
    'items[1] (type "dropdown", label "More"): a dropdown needs at least one item in `items`',
    'items[2]: a link needs a `label` (or `html`) to show',
    'items[3]: a link needs `to` (a page of the site) or `href` (an address)',
    'items[3]: a link needs a `label` (or `html`) to show',
    'items[4].items[0] (type "dropdown", label "Nested"): a dropdown cannot hold another dropdown',
    'items[5] (type "search"): position "middle": use "left" or "right"',
  ]);
  assert.throws(
    () => checkedNavbarItems(faults as never),
    (e: Error) => e.message.startsWith("config/navbar.ts: the navbar's items have 6 problem(s):\n  - items[1]"),
  );
  assert.deepEqual(navbarItemProblems(siteThemeConfig.navbar?.items ?? []), [], 'the site navbar');
});

test('a build whose config has navbar shape faults stops while loading it, naming config/navbar.ts and every item', () => {
  const run = spawnSync(
    'npx',
    [
      'docusaurus',
      'build',
      '--config',
      'tests/fixtures/config-faults/navbar-shape.config.ts',
      '--locale',
      'en',
      '--out-dir',
      join(tmpdir(), 'mnemora-never-built'),
    ],
    {cwd: repoRoot, encoding: 'utf8', timeout: 120_000},
  );
  const output = `${run.stdout}\n${run.stderr}`;
  assert.notEqual(run.status, 0, 'the build should fail');
  assert.match(output, /config\/navbar\.ts: the navbar's items have 4 problem\(s\)/);
  assert.match(output, /items\[\d+\] \(type "dropdown", label "More"\): a dropdown needs at least one item/);
  assert.match(output, /items\[\d+\]: a link needs a `label`/);
  assert.match(output, /items\[\d+\]: a link needs `to`/);
  assert.doesNotMatch(
    output,
    /\[Creating an optimized production build|"themeConfig":/,
    'it stopped before building, without a config dump',
  );
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
