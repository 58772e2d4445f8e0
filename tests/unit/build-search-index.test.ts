/**
 * What scripts/build-search-index.ts hands Pagefind for each built page: docs pages only, under
 * their canonical URL, with code and tables weighted down and the title and description up.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {pathToFileURL} from 'node:url';
import {
  clientOptions,
  contributorWeight,
  countWords,
  glossarySynonyms,
  inflatePagefindData,
  inflatedMarker,
  initPoll,
  isContributorPage,
  lexiconFor,
  prepareForIndex,
  shortenInitPolling,
  startOnImport,
  weights,
} from '../../scripts/build-search-index';

const page = (body: string, head = '<link rel="canonical" href="https://docs.mnemora.dev/es/guides/">') =>
  `<html lang="es-ES"><head>${head}<meta name="description" content="Guías paso a paso."></head><body><nav>Menú</nav>${body}</body></html>`;

const doc =
  '<div data-pagefind-body=""><h1>Guías</h1><p>Texto</p><div class="theme-code-block"><pre>curl</pre></div><table><tr><td>x</td></tr></table><div data-api-fields=""><code>scope</code><p>Ámbito</p></div></div>';

test('a docs page is indexed under its canonical path, in its language, with weights', () => {
  const prepared = prepareForIndex(page(doc), 'es/guides/index.html');
  assert.ok(prepared);
  assert.equal(prepared.url, '/es/guides/');
  assert.equal(prepared.lang, 'es-ES');
  const $ = load(prepared.content);
  assert.equal($('.theme-code-block').attr('data-pagefind-weight'), String(weights.code));
  assert.equal($('table').attr('data-pagefind-weight'), String(weights.table));
  assert.equal(
    $('[data-api-fields]').attr('data-pagefind-weight'),
    String(weights.table),
    'API reference fields count as table rows',
  );
  assert.equal($('h1').attr('data-pagefind-weight'), String(weights.title));
  assert.equal($('h1 + p').text(), 'Guías paso a paso.', 'the description follows the title');
  assert.equal($('h1 + p').attr('data-pagefind-weight'), String(weights.description));
  assert.ok(weights.code < 1 && weights.table < 1 && weights.title > 7);
});

test('pages without data-pagefind-body (home, search, 404) are not indexed', () => {
  assert.equal(prepareForIndex(page('<main><h1>Inicio</h1></main>'), 'es/index.html'), undefined);
});

test('planted: a docs page without a canonical link fails, naming the file', () => {
  assert.throws(
    () => prepareForIndex(page(doc, ''), 'es/guides/index.html'),
    /es\/guides\/index\.html: a docs page without <link rel="canonical">/,
  );
});

test('contributor guide pages count half in the index', () => {
  const guide = prepareForIndex(
    page(
      '<div data-pagefind-body=""><h1>Deploy</h1><h2>Nginx</h2><p>Text</p><div class="theme-code-block"><pre>x</pre></div></div>',
      '<link rel="canonical" href="https://docs.mnemora.dev/es/tutorial-basics/deploy-your-site">',
    ),
    'es/tutorial-basics/deploy-your-site/index.html',
  );
  assert.ok(guide);
  const $ = load(guide.content);
  assert.equal($('[data-pagefind-body]').attr('data-pagefind-weight'), String(contributorWeight));
  assert.equal($('h1').attr('data-pagefind-weight'), String(weights.title * contributorWeight));
  assert.equal($('h2').attr('data-pagefind-weight'), String(6 * contributorWeight));
  assert.equal($('.theme-code-block').attr('data-pagefind-weight'), String(weights.code * contributorWeight));
  assert.ok(
    isContributorPage('/tutorial-extras/translate-your-site') && isContributorPage('/de/category/tutorial---basics/'),
  );
  assert.ok(!isContributorPage('/api/search') && !isContributorPage('/es/guides/'));
  const platform = load(prepareForIndex(page(doc), 'es/guides/index.html')!.content);
  assert.equal(platform('[data-pagefind-body]').attr('data-pagefind-weight'), undefined);
});

test('the indexed text leaves out chrome, and its words feed the vocabulary', () => {
  const prepared = prepareForIndex(
    page(
      '<div data-pagefind-body=""><h1>Guías</h1><p>Eliminar memorias, eliminar</p><button>Copiar</button><div class="tabs">cURL</div></div>',
    ),
    'es/guides/index.html',
  );
  assert.ok(prepared);
  const counts = countWords(prepared.text);
  assert.equal(counts.get('eliminar'), 2);
  assert.equal(counts.get('memorias'), 1);
  assert.equal(counts.has('copiar'), false, 'button text is chrome');
  assert.equal(counts.has('curl'), false, 'tab labels are chrome');
  // The title, the description placed under it and each block are words of their own.
  assert.equal(counts.get('guías'), 2, 'the title (Guías) and the description (Guías paso a paso.) are not joined');
  assert.equal(counts.get('paso'), 2);
  assert.equal(counts.has('guíasguías'), false);
});

test('glossarySynonyms: English terms and the words a note says to avoid lead to the locale’s terms; parentheses and identical terms dropped', () => {
  const table = [
    '| English | Español | Note |',
    '| --- | --- | --- |',
    '| memory (a stored item) | memoria | note |',
    '| rate limit | límite de frecuencia | |',
    '| request / response | solicitud / respuesta | |',
    '| webhook | webhook | |',
    '| locale | idioma (configuración regional) | |',
    '| bulk delete | eliminación masiva | Avoid: en bloque, borrado masivo |',
    '| dry run | simulación | May be glossed once as «simulación (dry run)». Avoid: prueba en seco |',
  ].join('\n');
  assert.deepEqual(glossarySynonyms(table), {
    memory: ['memoria'],
    'rate limit': ['límite de frecuencia'],
    request: ['solicitud'],
    response: ['respuesta'],
    locale: ['idioma'],
    'en bloque': ['eliminación masiva'],
    'borrado masivo': ['eliminación masiva'],
    'bulk delete': ['eliminación masiva'],
    'prueba en seco': ['simulación'],
    'dry run': ['simulación'],
  });
});

test('lexiconFor: the locale’s entries, its glossary, and English stop words; an unknown locale fails by name', () => {
  const data = {
    en: {stopWords: ['the'], synonyms: {}},
    es: {stopWords: ['de'], synonyms: {'rate limit': ['límite de peticiones']}},
  };
  const es = lexiconFor('es-ES', data) as {stopWords: string[]; synonyms: Record<string, string[] | undefined>};
  assert.deepEqual(es.stopWords, ['de', 'the']);
  assert.ok(
    es.synonyms['rate limit']?.includes('límite de peticiones') &&
      es.synonyms['rate limit'].includes('límite de frecuencia'),
    JSON.stringify(es.synonyms['rate limit']),
  );
  assert.throws(() => lexiconFor('it-IT', data), /no entry for locale "it"/);
});

/** The client the installed Pagefind writes into a bundle (it ships inside its binary), in a temporary directory. */
async function installedClient(): Promise<string> {
  const {mkdtempSync} = await import('node:fs');
  const {join} = await import('node:path');
  const {tmpdir} = await import('node:os');
  const pagefind = await import('pagefind');
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-client-'));
  const {index} = await pagefind.createIndex({});
  assert.ok(index);
  try {
    await index.addHTMLFile({
      url: '/a/',
      content: '<html lang="en"><body data-pagefind-body><h1>A</h1><p>Text</p></body></html>',
    });
    await index.writeFiles({outputPath: dir});
  } finally {
    await pagefind.close();
  }
  const file = join(dir, 'pagefind.js');
  return file;
}

test('shortenInitPolling: the installed Pagefind client polls every 4 ms before its first search; a client without that loop fails by name', async () => {
  const file = await installedClient();
  assert.ok(
    readFileSync(file, 'utf8').includes(initPoll.from),
    'the installed client has the 50 ms poll this patch shortens',
  );
  shortenInitPolling(file);
  const patched = readFileSync(file, 'utf8');
  assert.ok(patched.includes(initPoll.to) && !patched.includes(initPoll.from));
  writeFileSync(file, 'async getPtr(){return this.raw_ptr}');
  assert.throws(
    () => shortenInitPolling(file),
    /pagefind\.js: Pagefind's getPtr\(\) poll .* is not there exactly once/,
  );
});

test(
  'startOnImport: the installed Pagefind client, once patched, applies the portal options and starts loading its index when evaluated; a client without options/init exports fails by name',
  {timeout: 5000},
  async () => {
    const file = await installedClient();
    startOnImport(file);
    assert.deepEqual(clientOptions, {baseUrl: '/', excerptLength: 14, noWorker: true});
    assert.ok(
      readFileSync(file, 'utf8')
        .trimEnd()
        .endsWith(`options(${JSON.stringify(clientOptions)}).then(init);`),
    );
    // Evaluated (as the browser does on import), the client fetches its entry file at once, with no
    // call from the page: the fetch is the observable start of its index loading.
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    const isEntry = (url: string) => /pagefind-entry\.json/.test(url);
    let entryFetched: () => void = () => undefined;
    const entry = new Promise<void>((resolve) => (entryFetched = resolve));
    // A fetch that never answers: the client waits, nothing fails after the test.
    globalThis.fetch = ((url: string | URL | Request) => {
      fetched.push(String(url));
      if (isEntry(String(url))) entryFetched();
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    try {
      await import(pathToFileURL(file).href);
      // The client starts asynchronously: wait for the fetch itself (the test's timeout fails a
      // client that never starts).
      await entry;
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.ok(fetched.some(isEntry), `the evaluated client fetched ${JSON.stringify(fetched)}`);
    writeFileSync(file, 'export{search};');
    assert.throws(
      () => startOnImport(file),
      /pagefind\.js: Pagefind's client does not end with an export of `options` and `init` \(found: search\)/,
    );
  },
);

test("Pagefind's data files are written inflated; a file that is not its gzip of the marker fails, named", () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemora-pagefind-'));
  try {
    mkdirSync(join(dir, 'fragment'));
    const fragment = Buffer.from(`${inflatedMarker}{"url":"/intro"}`);
    writeFileSync(join(dir, 'fragment', 'en_1.pf_fragment'), gzipSync(fragment));
    writeFileSync(join(dir, 'wasm.en.pagefind'), gzipSync(Buffer.from(`${inflatedMarker}\0asm`)));
    writeFileSync(join(dir, 'pagefind.en_2.pf_meta'), fragment); // already inflated: left as it is
    writeFileSync(join(dir, 'pagefind.js'), 'export{};'); // not a data file
    assert.equal(inflatePagefindData(dir), 2);
    assert.deepEqual(readFileSync(join(dir, 'fragment', 'en_1.pf_fragment')), fragment);
    assert.equal(
      readFileSync(join(dir, 'wasm.en.pagefind')).subarray(0, inflatedMarker.length).toString(),
      inflatedMarker,
    );
    assert.deepEqual(readFileSync(join(dir, 'pagefind.en_2.pf_meta')), fragment);
    assert.equal(readFileSync(join(dir, 'pagefind.js'), 'utf8'), 'export{};');

    writeFileSync(join(dir, 'fragment', 'en_3.pf_fragment'), 'not gzip');
    assert.throws(() => inflatePagefindData(dir), /en_3\.pf_fragment: not a gzip file/);
    writeFileSync(join(dir, 'fragment', 'en_3.pf_fragment'), gzipSync(Buffer.from('{"url":"/x"}')));
    assert.throws(
      () => inflatePagefindData(dir),
      /en_3\.pf_fragment: does not start with "pagefind_dcd" once inflated/,
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
