/**
 * llms.txt and llms-full.txt of every locale (src/plugins/llms-txt): llmstxt.org shape, every
 * docs page of the locale listed with a link to its twin, links that resolve in the build,
 * untranslated pages marked as such, and every page's Markdown in llms-full.txt.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {defaultLocale, type Locale} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import {markdownTwinPath} from '../../src/lib/markdown-twin';
import {stringsFor} from '../../src/plugins/llms-txt/strings';
import {formatProblems, parseLlmsTxt, type Problem} from '../support/markdown-checks';
import {allLocales, docRoutes, localePath} from '../support/spec-routes';
import {buildDir, repoRoot, requireBuild} from '../support/build';

requireBuild();

function prefixed(locale: Locale, file: string): string {
  return locale === defaultLocale ? file : `${locale}/${file}`;
}

/** Whether a translation of the route's page exists in the repo (`guides/` → `guides/index.md`). */
function translated(locale: Locale, route: string): boolean {
  const base = route.endsWith('/') ? `${route}index` : route;
  const dir = join(repoRoot, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
  return ['.md', '.mdx'].some((ext) => existsSync(join(dir, `${base}${ext}`)));
}

for (const locale of allLocales) {
  test(`${locale}: llms.txt lists every docs page of the locale, linked to its twin`, () => {
    const file = prefixed(locale, 'llms.txt');
    assert.ok(existsSync(join(buildDir, file)), `build/${file} is missing`);
    const {entries, problems} = parseLlmsTxt(`build/${file}`, readFileSync(join(buildDir, file), 'utf8'));
    const byUrl = new Map(entries.map((e) => [e.url, e]));
    const tag = stringsFor(repoRoot, locale).untranslatedTag;
    for (const route of docRoutes) {
      const path = localePath(locale, route);
      const url = `${portalUrl}${markdownTwinPath(path)}`;
      const entry = byUrl.get(url);
      if (!entry) {
        problems.push({file: `build/${file}`, message: `does not list ${path} (${url})`});
        continue;
      }
      if (locale !== defaultLocale && entry.description.endsWith(tag) === translated(locale, route)) {
        problems.push({
          file: `build/${file}`,
          line: entry.line,
          message: `${path} is ${translated(locale, route) ? '' : 'not '}translated, yet its entry ${translated(locale, route) ? 'says' : 'does not say'} "${tag}"`,
        });
      }
    }
    for (const entry of entries) {
      const target = new URL(entry.url);
      if (target.origin !== portalUrl || !existsSync(join(buildDir, decodeURIComponent(target.pathname)))) {
        problems.push({
          file: `build/${file}`,
          line: entry.line,
          message: `links ${entry.url}, which the build does not have`,
        });
      }
    }
    assert.deepEqual(problems, [], formatProblems(problems));
  });

  test(`${locale}: llms.txt lists the platform pages under ## Docs and the contributor guide under ## Optional`, () => {
    const file = prefixed(locale, 'llms.txt');
    const text = readFileSync(join(buildDir, file), 'utf8');
    const {entries} = parseLlmsTxt(`build/${file}`, text);
    const problems: string[] = [];
    for (const entry of entries) {
      // The contributor guide: its pages and the generated index pages of its two categories.
      const contributor = /\/(?:tutorial-(?:basics|extras)\/|category\/tutorial---)/.test(entry.url);
      if (entry.section !== (contributor ? 'Optional' : 'Docs'))
        problems.push(`${entry.url} is under ## ${entry.section}`);
      if (entry.description === '') problems.push(`${entry.url} has no description`);
    }
    assert.deepEqual([...new Set(text.split('\n').filter((l) => l.startsWith('## ')))], ['## Docs', '## Optional']);
    assert.ok(text.length < 50_000, `${file}: ${text.length} characters`);
    assert.deepEqual(problems, [], problems.join('\n'));
    if (locale === defaultLocale) {
      assert.equal(
        readFileSync(join(buildDir, '.well-known', 'llms.txt'), 'utf8'),
        text,
        '/.well-known/llms.txt is /llms.txt',
      );
      assert.equal(
        readFileSync(join(buildDir, '.well-known', 'llms-full.txt'), 'utf8'),
        readFileSync(join(buildDir, 'llms-full.txt'), 'utf8'),
      );
    }
  });

  test(`${locale}: every twin starts with a pointer to this locale's llms.txt`, () => {
    const url = `${portalUrl}${locale === defaultLocale ? '' : `/${locale}`}/llms.txt`;
    const problems: string[] = [];
    for (const route of [...docRoutes, '']) {
      const twin = markdownTwinPath(localePath(locale, route));
      const first = readFileSync(join(buildDir, twin), 'utf8').split('\n')[0] ?? '';
      if (!first.endsWith(`<${url}>`) || first !== `${stringsFor(repoRoot, locale).indexPointer}: <${url}>`)
        problems.push(`${twin}: ${first}`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test(`${locale}: llms.txt points to the section that sets up the local docs MCP server, in the locale's words`, () => {
    const text = readFileSync(join(buildDir, prefixed(locale, 'llms.txt')), 'utf8');
    const twin = markdownTwinPath(localePath(locale, 'api/mcp-integration'));
    const line = `- [${stringsFor(repoRoot, locale).docsServerLabel}](${portalUrl}${twin}#docs-server)`;
    assert.ok(
      text.split('\n## ')[0]?.split('\n').includes(line),
      `build/${prefixed(locale, 'llms.txt')} has no line ${line}`,
    );
    assert.match(readFileSync(join(buildDir, twin), 'utf8'), /^## .+ \{#docs-server\}$/m);
  });

  test(`${locale}: llms-full.txt holds the Markdown of every docs page`, () => {
    const file = prefixed(locale, 'llms-full.txt');
    assert.ok(existsSync(join(buildDir, file)), `build/${file} is missing`);
    const full = readFileSync(join(buildDir, file), 'utf8');
    const problems: Problem[] = [];
    for (const route of docRoutes) {
      // The twin without its first line (the pointer to llms.txt, which llms-full.txt does not need).
      const twin = readFileSync(join(buildDir, markdownTwinPath(localePath(locale, route))), 'utf8')
        .split('\n')
        .slice(2)
        .join('\n')
        .trimEnd();
      if (!full.includes(twin))
        problems.push({
          file: `build/${file}`,
          message: `does not contain the twin of ${localePath(locale, route)} (${twin.split('\n')[0]})`,
        });
    }
    assert.deepEqual(problems, [], formatProblems(problems));
  });
}
