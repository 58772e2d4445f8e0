import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, unlinkSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {checkPrecompressed, compressibleFiles, isCompressible, isHiddenFile} from '../../scripts/precompress';
import {linkCopyOfBuild, removeCopy, replaceBuildFile} from '../../scripts/lib/build-copy';

requireBuild();

test('every compressible file of the build has a .br and a .gz that decompress to it', () => {
  const files = compressibleFiles(buildDir);
  assert.ok(files.length > 500, `only ${files.length} compressible files`);
  assert.deepEqual(checkPrecompressed(buildDir), []);
});

test('what counts as compressible: text files the site publishes and the search index, never images or fonts', () => {
  for (const f of [
    'a/index.html',
    'x/main.0a1b.js',
    'intro.md',
    'llms-full.txt',
    'openapi.yaml',
    'openapi.json',
    'sitemap.xml',
    'img/logo.svg',
    'assets/css/styles.1.css',
    // Pagefind's chunks are shipped inflated (scripts/build-search-index.ts), so they compress too.
    'pagefind/fragment/en_1.pf_fragment',
    'pagefind/index/en_2.pf_index',
    'pagefind/pagefind.en_3.pf_meta',
    'pagefind/wasm.en.pagefind',
  ])
    assert.ok(isCompressible(f), f);
  for (const f of ['img/a.png', 'f.woff2', 'main.js.br', 'main.js.gz', 'README']) assert.ok(!isCompressible(f), f);
  // Hidden files are never sent (deploy/site-paths.ts), so never compressed; /.well-known/ is sent.
  for (const f of ['.api-model.json', 'es/.api-model.json', 'assets/.cache/x.js', '.git/config'])
    assert.ok(isHiddenFile(f), f);
  for (const f of ['.well-known/llms.txt', 'es/intro.md', 'api/x.json']) assert.ok(!isHiddenFile(f), f);
  const files = compressibleFiles(buildDir);
  assert.ok(
    files.some((f) => f.endsWith(join('.well-known', 'llms.txt'))),
    '/.well-known/llms.txt is compressed',
  );
  assert.deepEqual(
    files.filter((f) => isHiddenFile(f.slice(buildDir.length + 1))),
    [],
    'no hidden file is listed for compression',
  );
  for (const f of ['intro/index.html', 'es/api/search.md', 'llms-full.txt', 'openapi.yaml', 'pagefind/pagefind.js']) {
    assert.ok(existsSync(join(buildDir, `${f}.br`)) && existsSync(join(buildDir, `${f}.gz`)), `${f}: no .br/.gz`);
  }
});

let copy: string;
before(() => {
  copy = linkCopyOfBuild(buildDir, 'mnemora-precompress-');
  // A page changed after the build (its .gz left as it was), and a page whose .br is gone.
  unlinkSync(join(copy, 'fr/intro/index.html.br'));
  replaceBuildFile(join(copy, 'es/intro/index.html.gz'), gzipSync('<html>planted: an older page</html>'));
});
after(() => removeCopy(copy));

test('planted faults: a stale sibling and a missing one are named', () => {
  const problems = checkPrecompressed(copy);
  assert.deepEqual(problems, [
    'es/intro/index.html.gz: does not decompress to es/intro/index.html (stale: the file changed after the build)',
    'fr/intro/index.html.br: missing',
  ]);
  const cli = spawnSync('node', ['--import', 'tsx', 'scripts/precompress.ts', '--check', '--dir', copy], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  assert.equal(cli.status, 1);
  assert.match(cli.stderr, /es\/intro\/index\.html\.gz: does not decompress/);
});
