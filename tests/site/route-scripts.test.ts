/**
 * src/plugins/route-scripts in the built site: every page of every locale lists its route chunks
 * as deferred scripts between the runtime and the main bundle, and every listed file exists.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, builtHtmlFiles, requireBuild} from '../support/build';

requireBuild();


/** What is wrong with one page's script list: order, missing chunks, files not in the build. */
export function routeScriptProblems(file: string, html: string, exists: (src: string) => boolean): string[] {
  const scripts = [...html.matchAll(/<script src="?([^"\s>]+)"? defer><\/script>/g)].map((m) => m[1]!);
  const problems: string[] = [];
  if (!/\/runtime~main\.[0-9a-f]+\.js$/.test(scripts[0] ?? '')) problems.push(`${file}: the runtime is not the first script`);
  if (!/\/main\.[0-9a-f]+\.js$/.test(scripts.at(-1) ?? '')) problems.push(`${file}: the main bundle is not the last script`);
  if (scripts.length < 3) problems.push(`${file}: no route chunk listed`);
  for (const src of scripts) if (!exists(src)) problems.push(`${file}: ${src} is not in the build`);
  return problems;
}

test('every page lists its route chunks between the runtime and the main bundle', () => {
  const pages = builtHtmlFiles().filter((file) => file.endsWith('index.html'));
  assert.ok(pages.length > 150, `only ${pages.length} pages`);
  const problems = pages.flatMap((file) => routeScriptProblems(file, readFileSync(join(buildDir, file), 'utf8'), (src) => existsSync(join(buildDir, src))));
  assert.deepEqual(problems, []);
});

test('planted: a page without chunks, out of order or with a missing file is named', () => {
  const html = '<script src=/es/assets/js/main.9f.js defer></script><script src=/es/assets/js/gone.1.js defer></script>';
  assert.deepEqual(routeScriptProblems('es/index.html', html, (src) => !src.includes('gone')), [
    'es/index.html: the runtime is not the first script',
    'es/index.html: the main bundle is not the last script',
    'es/index.html: no route chunk listed',
    'es/index.html: /es/assets/js/gone.1.js is not in the build',
  ]);
});
