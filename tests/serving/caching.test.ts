import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {buildDir, requireBuild} from '../support/build';
import {cacheControlFor, immutable, revalidate} from '../../deploy/headers';
import {brotliAvailable} from '../../deploy/nginx/render';
import {startProdServer} from '../../scripts/serve-prod';
import {get, hashedAsset} from './support/http';
import {nginxForSuite} from './support/served';

requireBuild();

const css = () => hashedAsset(buildDir, 'es/assets/css', /^styles\.[0-9a-f]+\.css$/);
const mainJs = () => hashedAsset(buildDir, 'assets/js', /^main\.[0-9a-f]+\.js$/);
// The search index's data files are written inflated and precompressed like text
// (scripts/build-search-index.ts): a Spanish index chunk and a German page fragment.
const searchData = () =>
  [
    hashedAsset(buildDir, 'pagefind/index', /^es-es_[0-9a-f]+\.pf_index$/),
    hashedAsset(buildDir, 'pagefind/fragment', /^de-de_[0-9a-f]+\.pf_fragment$/),
  ].map((p) => p.slice(1));

describe('caching and compression on the shipped nginx config', () => {
  const served = nginxForSuite({buildDir, cspCheck: false});

  /** Asserts that `path`, asked for with `acceptEncoding`, comes `encoding`-compressed, with Vary, and decodes to `file`. */
  async function assertCompressed(
    path: string,
    file: string,
    acceptEncoding: string,
    encoding: string,
    decode: (body: Buffer) => Buffer,
  ) {
    const res = await get(served().url, path, {'Accept-Encoding': acceptEncoding});
    assert.equal(res.headers['content-encoding'], encoding, `${path}: Content-Encoding`);
    assert.match(String(res.headers.vary), /Accept-Encoding/, `${path}: Vary`);
    assert.ok(
      decode(res.body).equals(readFileSync(join(buildDir, file))),
      `${path}: ${encoding} body differs from ${file}`,
    );
  }

  test('Cache-Control per kind: hashed assets immutable for a year, everything else revalidates', async () => {
    const cases: Array<[string, string, number]> = [
      [css(), immutable, 200],
      [mainJs(), immutable, 200],
      ['/es/intro', revalidate, 200],
      ['/es/', revalidate, 200],
      ['/', revalidate, 200],
      ['/sitemap.xml', revalidate, 200],
      ['/es/sitemap.xml', revalidate, 200],
      ['/404.html', revalidate, 404],
      ['/es/nope', revalidate, 404],
      ['/img/logo.svg', revalidate, 200],
      ['/openapi.json', revalidate, 200],
      ['/es/intro.html', revalidate, 301],
      // A missing hashed asset must not be cached for a year: the next deploy may bring it.
      ['/assets/js/main.00000000.js', revalidate, 404],
    ];
    for (const [path, expected, status] of cases) {
      const res = await get(served().url, path);
      assert.equal(res.status, status, `${path}: status`);
      assert.equal(res.headers['cache-control'], expected, `${path}: Cache-Control`);
    }
  });

  test('the Cache-Control rules name the search entry points and llms.txt as revalidated', () => {
    for (const path of [
      '/pagefind/pagefind.js',
      '/es/pagefind/pagefind-ui.js',
      '/pagefind/pagefind-entry.json',
      '/llms.txt',
      '/es/llms.txt',
      '/sitemap.xml',
      '/404.html',
      '/fr/404.html',
    ]) {
      assert.equal(cacheControlFor(path), revalidate, path);
    }
    for (const path of [
      '/assets/js/main.0a1b2c3d.js',
      '/de/assets/css/styles.0a1b2c3d.css',
      '/pagefind/fragment/en_1a2b3c.pf_fragment',
      '/es/pagefind/index/es_9f8e7d.pf_index',
      '/pagefind/pagefind.en_1a2b3c4d5e.pf_meta',
    ]) {
      assert.equal(cacheControlFor(path), immutable, path);
    }
  });

  test('social cards: served as image/png and immutable (content-hashed names); a missing card revalidates', async () => {
    const page = load(readFileSync(join(buildDir, 'de/api/search/index.html'), 'utf8'));
    const image = page('meta[property="og:image"]').attr('content') ?? '';
    const card = /^https:\/\/[^/]+(\/de\/img\/cards\/.+\.png)$/.exec(image)?.[1];
    assert.ok(card, `de/api/search names its card (og:image ${image || 'missing'})`);
    const res = await get(served().url, card);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['cache-control'], immutable);
    assert.ok(res.body.equals(readFileSync(join(buildDir, card.slice(1)))), 'the card is sent as built');
    const missing = await get(served().url, card.replace(/\.[0-9a-f]+\.png$/, '.0000000000000000.png'));
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], revalidate);
    assert.equal(cacheControlFor('/img/cards/index.0a1b2c3d4e5f6a7b.png'), immutable);
    assert.equal(cacheControlFor('/fr/img/cards/guides/index.0a1b2c3d4e5f6a7b.png'), immutable);
    assert.equal(cacheControlFor('/img/logo.svg'), revalidate);
  });

  test('a revalidation answers 304 without a body', async () => {
    const first = await get(served().url, '/de/intro');
    const again = await get(served().url, '/de/intro', {'If-None-Match': String(first.headers.etag)});
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  test('gzip: text responses are compressed, with Vary, and decompress to the build file', async () => {
    for (const [path, file] of [
      ['/es/intro', 'es/intro/index.html'],
      [css(), css().slice(1)],
      [mainJs(), mainJs().slice(1)],
      ['/openapi.json', 'openapi.json'],
      ['/es/nope', 'es/404.html'],
    ] as const) {
      await assertCompressed(path, file, 'gzip', 'gzip', gunzipSync);
    }
  });

  test("precompressed: the build's .br and .gz files are sent as they are, not recompressed", async () => {
    const problems: string[] = [];
    const files = [
      'es/intro/index.html',
      mainJs().slice(1),
      'es/api/search.md',
      'llms-full.txt',
      'fr/llms.txt',
      'openapi.yaml',
      'openapi.json',
      'pagefind/pagefind.js',
      ...searchData(),
      'sitemap.xml',
      'es/404.html',
    ];
    for (const file of files) {
      const path = file.endsWith('/index.html')
        ? `/${file.slice(0, -'/index.html'.length)}`
        : file === 'es/404.html'
          ? '/es/nope'
          : `/${file}`;
      for (const [accept, encoding, suffix] of [
        ['gzip', 'gzip', 'gz'],
        ...(served().brotli ? [['br, gzip', 'br', 'br']] : []),
      ] as const) {
        const res = await get(served().url, path, {'Accept-Encoding': accept});
        if (res.headers['content-encoding'] !== encoding)
          problems.push(`${path} (${accept}): Content-Encoding ${res.headers['content-encoding']}`);
        else if (!res.body.equals(readFileSync(join(buildDir, `${file}.${suffix}`))))
          problems.push(`${path} (${accept}): the body is not ${file}.${suffix}: compressed on the fly`);
        // A page with a Markdown twin also varies with Accept (content negotiation, deploy/negotiation.ts).
        const vary = file.endsWith('/index.html') ? 'Accept, Accept-Encoding' : 'Accept-Encoding';
        if ((res.headers.vary ?? '') !== vary)
          problems.push(`${path} (${accept}): Vary is ${JSON.stringify(res.headers.vary)}, expected ${vary}`);
      }
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('without Accept-Encoding nothing is compressed and the body is the file', async () => {
    const res = await get(served().url, '/fr/api/overview');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.ok(res.body.equals(readFileSync(join(buildDir, 'fr/api/overview/index.html'))));
  });

  test(
    'brotli, when the Debian module is installed: preferred over gzip, with Vary',
    {skip: !brotliAvailable() && 'libnginx-mod-http-brotli-filter is not installed'},
    async () => {
      assert.equal(served().brotli, true, 'the module is installed but serve-prod did not load it');
      for (const [path, file] of [
        ['/es/intro', 'es/intro/index.html'],
        [mainJs(), mainJs().slice(1)],
      ] as const) {
        await assertCompressed(path, file, 'br, gzip', 'br', brotliDecompressSync);
      }
    },
  );
});

describe('the config without the brotli module', () => {
  test('still serves gzip (the brotli lines are left out, nginx -t passes)', async () => {
    const served = await startProdServer({buildDir, brotli: false, cspCheck: false});
    try {
      const res = await get(served.url, '/es/intro', {'Accept-Encoding': 'br, gzip'});
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.match(String(res.headers.vary), /Accept-Encoding/);
    } finally {
      await served.stop();
    }
  });
});
