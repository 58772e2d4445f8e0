/**
 * src/plugins/route-scripts in the built site: every page of every locale preloads its route
 * chunks between the runtime and the main bundle, every listed file exists, no bundle script is
 * left to run before the first paint, and the runner that starts them ends the body.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {compileHint, notFoundChunks, runAfterFirstPaint} from '../../src/plugins/route-scripts';
import {buildDir, builtHtmlFiles, requireBuild} from '../support/build';
import {translatedLocales} from '../../config/i18n';

requireBuild();

/** What is wrong with one page's script list: order, missing chunks, files not in the build. */
export function routeScriptProblems(file: string, html: string, exists: (src: string) => boolean): string[] {
  const scripts = [
    ...html.matchAll(/<link rel=preload as=script fetchpriority=low href="?([^"\s>]+)"? data-hydrate>/g),
  ].map((m) => m[1]!);
  const problems: string[] = [];
  if (/<script[^>]*\ssrc=[^>]*\/assets\/js\//.test(html))
    problems.push(`${file}: a bundle script runs before the first paint`);
  if (!html.includes(`<script>${runAfterFirstPaint}</script></body>`))
    problems.push(`${file}: no script runner at the end of the body`);
  if (!/\/runtime~main\.[0-9a-f]+\.js$/.test(scripts[0] ?? ''))
    problems.push(`${file}: the runtime is not the first script`);
  if (!/\/main\.[0-9a-f]+\.js$/.test(scripts.at(-1) ?? ''))
    problems.push(`${file}: the main bundle is not the last script`);
  if (scripts.length < 3) problems.push(`${file}: no route chunk listed`);
  for (const src of scripts) if (!exists(src)) problems.push(`${file}: ${src} is not in the build`);
  return problems;
}

test('every page preloads its route chunks between the runtime and the main bundle, run after the first paint', () => {
  const pages = builtHtmlFiles().filter((file) => file.endsWith('index.html'));
  assert.ok(pages.length > 150, `only ${pages.length} pages`);
  const problems = pages.flatMap((file) =>
    routeScriptProblems(file, readFileSync(join(buildDir, file), 'utf8'), (src) => existsSync(join(buildDir, src))),
  );
  assert.deepEqual(problems, []);
});

test("every not-found page preloads the docs route's chunks and the not-found content's, run after the first paint", () => {
  const pages = builtHtmlFiles().filter((file) => file.endsWith('404.html'));
  assert.equal(pages.length, 4, `not-found pages: ${pages.join(', ')}`);
  const problems = pages.flatMap((file) => {
    const html = readFileSync(join(buildDir, file), 'utf8');
    const missing = notFoundChunks
      .filter((name) => !new RegExp(`href=[^ >]*/assets/js/${name}\\.[0-9a-f]+\\.js `).test(html))
      .map((name) => `${file}: the "${name}" chunk is not listed`);
    return [...routeScriptProblems(file, html, (src) => existsSync(join(buildDir, src))), ...missing];
  });
  assert.deepEqual(problems, []);
});

test('planted: a page without chunks, out of order, with a missing file, a script left in place or no runner is named', () => {
  const preload = (src: string) => `<link rel=preload as=script fetchpriority=low href=${src} data-hydrate>`;
  const html = `${preload('/es/assets/js/main.9f.js')}${preload('/es/assets/js/gone.1.js')}<script src=/es/assets/js/x.2.js defer></script></body>`;
  assert.deepEqual(
    routeScriptProblems('es/index.html', html, (src) => !src.includes('gone')),
    [
      'es/index.html: a bundle script runs before the first paint',
      'es/index.html: no script runner at the end of the body',
      'es/index.html: the runtime is not the first script',
      'es/index.html: the main bundle is not the last script',
      'es/index.html: no route chunk listed',
      'es/index.html: /es/assets/js/gone.1.js is not in the build',
    ],
  );
});

test("the main bundle of every locale starts with V8's compile hint", () => {
  for (const locale of ['', ...translatedLocales]) {
    const dir = join(buildDir, locale, 'assets', 'js');
    const main = readdirSync(dir).filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    assert.equal(main.length, 1, `${dir}: main bundles ${main.join(', ')}`);
    assert.ok(
      readFileSync(join(dir, main[0]!), 'utf8').startsWith(`${compileHint}\n`),
      `${locale || 'en'}: ${main[0]} does not start with ${compileHint}`,
    );
  }
});
