/**
 * What src/plugins/lean-bundle/messages keeps out of every page's main bundle, checked in the built JS of
 * each locale: Prism and its grammars, and the CLI reference's translated strings (which must
 * still reach the chunk of the CLI page).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locale} from '../../config/i18n';
import {allLocales, htmlFileOf, localePath} from '../support/spec-routes';
import {buildDir, builtHtmlFiles, loadHtml, repoRoot, requireBuild} from '../support/build';
import {
  buildOnlyMessagePrefixes,
  messageScopes,
  switchedOffMessagePrefixes,
  unusedMessagePrefixes,
} from '../../src/plugins/lean-bundle/messages';
import {navbar} from '../../config/navbar';
import config from '../../docusaurus.config';

requireBuild();

const jsDir = (locale: Locale) => join(buildDir, localePath(locale, ''), 'assets', 'js');
const mainBundle = (locale: Locale) => {
  const file = readdirSync(jsDir(locale)).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  assert.ok(file, `no main bundle in ${jsDir(locale)}`);
  return readFileSync(join(jsDir(locale), file), 'utf8');
};

/** Problems of one locale's main bundle: Prism grammars and CLI messages it should not carry. */
export function mainBundleProblems(locale: string, source: string): string[] {
  const problems: string[] = [];
  if (source.includes('javadoclike')) problems.push(`${locale}: Prism's grammars are in the main bundle`);
  const cliIds = source.match(/"cli\.(command|globalFlag|exitCode|env)\.[\w.-]+"/g) ?? [];
  if (cliIds.length > 0)
    problems.push(`${locale}: ${cliIds.length} CLI messages in the main bundle, e.g. ${cliIds[0]}`);
  return problems;
}

test('the main bundle carries the site config the browser reads, not the build-only part', () => {
  for (const locale of allLocales) {
    const main = mainBundle(locale);
    assert.match(
      main,
      /experimental_router:"browser"/,
      `${locale}: the router kind is missing from the browser's site config`,
    );
    assert.match(
      main,
      /titleDelimiter:"\|"/,
      `${locale}: the title delimiter is missing from the browser's site config`,
    );
    for (const buildOnly of [
      'remarkPlugins:',
      'rspackBundler:',
      'onBrokenAnchors:',
      'staticDirectories:',
      'clientModules:',
    ]) {
      assert.ok(
        !main.includes(buildOnly),
        `${locale}: the main bundle carries the build-only site config key ${buildOnly}`,
      );
    }
  }
});

test("no page's JavaScript carries the translators' notes of the theme's messages", () => {
  // Two of theme-classic's descriptions, one from translate() and one from <Translate>: the first
  // load of every page has both messages, never their notes.
  for (const locale of allLocales) {
    const js = readdirSync(jsDir(locale))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(jsDir(locale), f), 'utf8'))
      .join('\n');
    assert.match(js, /theme\.BackToTopButton\.buttonAriaLabel/, `${locale}: the back-to-top label is missing`);
    for (const note of ['The ARIA label for the back to top button', 'The label alongside a tag list'])
      assert.ok(!js.includes(note), `${locale}: the translators' note "${note}" is in the built JavaScript`);
  }
});

test('no locale ships Prism or the CLI strings in its main bundle', () => {
  assert.deepEqual(
    allLocales.flatMap((locale) => mainBundleProblems(locale, mainBundle(locale))),
    [],
  );
});

test('each translated locale ships its CLI strings in a chunk of their own', () => {
  const messages = (locale: Locale) =>
    JSON.parse(readFileSync(join('i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;
  for (const locale of allLocales.filter((l) => l !== 'en')) {
    const chunks = readdirSync(jsDir(locale)).filter((f) => f.endsWith('.js') && !f.startsWith('main.'));
    const carriers = chunks.filter((f) =>
      readFileSync(join(jsDir(locale), f), 'utf8').includes('"cli.command.search"'),
    );
    assert.ok(carriers.length > 0, `${locale}: no chunk carries the cli.command.search message`);
    // And the page shows the translation, not the English fallback.
    const {message} = messages(locale)['cli.command.search']!;
    const page = loadHtml(htmlFileOf(localePath(locale, 'sdks/cli')));
    assert.ok(
      page('main').text().includes(message.replace(/`/g, '')),
      `${locale}: /sdks/cli does not show "${message}"`,
    );
  }
});

test('planted: Prism and a CLI message in a main bundle are reported', () => {
  const planted = 'var g={javadoclike:{}};var m={"cli.command.search":"Busca memorias"};';
  assert.deepEqual(mainBundleProblems('es', planted), [
    "es: Prism's grammars are in the main bundle",
    'es: 1 CLI messages in the main bundle, e.g. "cli.command.search"',
  ]);
});

/** Versions of the built docs metadata that would need the swizzled-away banner or badge. */
export function versionProblems(versions: {version: string; banner: unknown; badge: unknown}[]): string[] {
  return versions
    .filter((v) => v.banner !== null || v.badge !== false)
    .map(
      (v) =>
        `docs version "${v.version}" has a banner (${JSON.stringify(v.banner)}) or badge (${JSON.stringify(v.badge)}), which src/theme/DocVersionBanner and src/theme/DocVersionBadge render as nothing: delete those swizzles`,
    );
}

test('no docs version needs the version banner or badge that the theme swizzles away', () => {
  const dir = join('.docusaurus', 'docusaurus-plugin-content-docs', 'default', 'p');
  const versions = readdirSync(dir)
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
          version?: {version: string; banner: unknown; badge: unknown};
        },
    )
    .flatMap((json) => (json.version && 'banner' in json.version ? [json.version] : []));
  assert.ok(versions.length > 0, `no version metadata in ${dir}`);
  assert.deepEqual(versionProblems(versions), []);
});

test('planted: a version with a banner is reported with the swizzles to delete', () => {
  assert.match(
    versionProblems([{version: '1.0', banner: 'unmaintained', badge: true}]).join(''),
    /docs version "1.0" has a banner \("unmaintained"\).*delete those swizzles/,
  );
});

/** Chunks of one build that mention a message id with one of `prefixes` (as a string literal). */
export function chunksUsing(prefixes: readonly string[], chunks: Record<string, string>): string[] {
  return Object.entries(chunks)
    .filter(([, text]) => prefixes.some((prefix) => text.includes(`"${prefix}`) || text.includes(`'${prefix}`)))
    .map(([name]) => name);
}

test('the messages dropped as unused are used by no built JS', () => {
  const chunks = Object.fromEntries(
    readdirSync(jsDir('en'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(join(jsDir('en'), f), 'utf8')]),
  );
  for (const prefix of unusedMessagePrefixes) {
    assert.deepEqual(
      chunksUsing([prefix], chunks),
      [],
      `messages "${prefix}*" are dropped from the bundle (src/plugins/lean-bundle/messages) but these chunks use them`,
    );
  }
  // The build-only ids by name: a page may well say "llms.txt" in its text.
  const messages = JSON.parse(readFileSync(join(repoRoot, 'i18n', 'es', 'code.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const buildOnly = Object.keys(messages).filter((id) => buildOnlyMessagePrefixes.some((p) => id.startsWith(p)));
  assert.ok(buildOnly.length > 10, 'code.json has the build-only messages');
  for (const id of buildOnly) {
    assert.deepEqual(
      chunksUsing([`${id}"`], chunks),
      [],
      `message "${id}" is dropped from the bundle (src/plugins/lean-bundle/messages) but these chunks use it`,
    );
  }
});

/** Switched-off features (by the class their markup carries) that some built page renders. */
export function renderedSwitchedOff(
  marks: Readonly<Record<string, string | null>>,
  pages: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(marks).flatMap(([prefix, mark]) =>
    Object.entries(pages)
      .filter(([, html]) => mark !== null && html.includes(mark))
      .slice(0, 1)
      .map(([file]) => `${prefix} (${mark}) renders on ${file}`),
  );
}

test('the features whose messages are dropped as switched off render on no page', () => {
  const pages = Object.fromEntries(builtHtmlFiles().map((file) => [file, readFileSync(join(buildDir, file), 'utf8')]));
  assert.ok(Object.keys(pages).length > 100, 'the build has its pages');
  assert.deepEqual(
    renderedSwitchedOff(switchedOffMessagePrefixes, pages),
    [],
    'a feature rendered whose messages src/plugins/lean-bundle/messages drops: take it out of switchedOffMessagePrefixes',
  );
  assert.deepEqual(
    navbar.items.map((item) => ('type' in item ? item.type : 'link')).filter((type) => type === 'docsVersionDropdown'),
    [],
    'the navbar has a versions dropdown, whose mobile label src/plugins/lean-bundle/messages drops',
  );
  assert.equal(
    config.themeConfig.colorMode.respectPrefersColorScheme,
    false,
    'the colour toggle offers a system mode, whose label src/plugins/lean-bundle/messages drops',
  );
});

test('planted: a page that renders a switched-off feature is named', () => {
  assert.deepEqual(
    renderedSwitchedOff(
      {'theme.lastUpdated.': 'theme-last-updated'},
      {'a.html': '<p>x</p>', 'b.html': '<span class="theme-last-updated">Last updated</span>'},
    ),
    ['theme.lastUpdated. (theme-last-updated) renders on b.html'],
  );
});

/**
 * Translated messages with one of `prefixes` in a bundle's messages table (`"id":"message"`); the
 * theme's own code names the switched-off ids too (`id:"…"`), which is not a message.
 */
export function translatedMessages(prefixes: readonly string[], bundle: string): string[] {
  return prefixes.filter((prefix) =>
    new RegExp(`"${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"]*":"`).test(bundle),
  );
}

test('no translated main bundle carries a scoped or dropped message', () => {
  const prefixes = [...Object.values(messageScopes).flat(), ...unusedMessagePrefixes, ...buildOnlyMessagePrefixes];
  for (const locale of allLocales.filter((l) => l !== 'en')) {
    const main = mainBundle(locale);
    assert.deepEqual(chunksUsing(prefixes, {main}), [], `${locale}: the main bundle carries messages it should not`);
    assert.deepEqual(
      translatedMessages(Object.keys(switchedOffMessagePrefixes), main),
      [],
      `${locale}: the main bundle carries messages of switched-off features`,
    );
  }
});

test('planted: a translated switched-off message in a bundle is named, the theme code naming its id is not', () => {
  assert.deepEqual(translatedMessages(['theme.lastUpdated.'], 'x={"theme.lastUpdated.atDate":"am {date}"}'), [
    'theme.lastUpdated.',
  ]);
  assert.deepEqual(
    translatedMessages(['theme.lastUpdated.'], 'translate({id:"theme.lastUpdated.atDate",message:"on {date}"})'),
    [],
  );
});

test('planted: a chunk that uses a dropped message is named', () => {
  assert.deepEqual(chunksUsing(['theme.blog.'], {'a.js': 'translate({id:"theme.blog.post.readMore"})', 'b.js': 'x'}), [
    'a.js',
  ]);
});
