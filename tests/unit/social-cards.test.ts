/**
 * The social cards (src/plugins/social-cards): what a built page tells its card, the tags written
 * into its head, where the card lives, and the cache: a second build of unchanged pages draws
 * nothing, a changed title draws that page's card only, under a new content-hashed name.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {cardHeight, cardWidth, cssColour, readBrand, titleSize} from '../../src/plugins/social-cards/card';
import {cardStem, pageFacts, withCardTags} from '../../src/plugins/social-cards/page';
import {cardStringsFor} from '../../src/plugins/social-cards/strings';
import {writeCards} from '../../src/plugins/social-cards';
import {assertMissingMessageThrows, withCodeJson} from '../support/code-json-site';
import {pngSize} from '../support/png';

const repo = path.resolve(import.meta.dirname, '..', '..');

/** A built page as Docusaurus writes it: breadcrumbs start with the home icon (no text). */
function page(title: string, breadcrumbs: string[] = []): string {
  const items = breadcrumbs
    .map(
      (name, i) =>
        `<li class="breadcrumbs__item${i === breadcrumbs.length - 1 ? ' breadcrumbs__item--active' : ''}"><span class=breadcrumbs__link>${name}</span>`,
    )
    .join('');
  const nav = breadcrumbs.length
    ? `<nav class="theme-doc-breadcrumbs x" aria-label=B><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label=Home href=/><svg></svg></a>${items}</ul></nav>`
    : '';
  return `<!doctype html><html><head><title data-rh=true>${title}</title><meta property="og:title" content="x"></head><body>${nav}<h1>x</h1></body></html>`;
}

test('the title loses the site-title suffix, entities decoded; the section is the first of two or more breadcrumbs', () => {
  const facts = pageFacts(
    page('Größen &amp; Grenzen | Mnemora Documentation', ['Leitfäden', 'Größen']),
    'Mnemora Documentation',
    '|',
    'de/x.html',
  );
  assert.deepEqual(facts, {title: 'Größen & Grenzen', section: 'Leitfäden', hasImage: false});
  // A top-level page (one breadcrumb, itself) has no section above it.
  assert.equal(
    pageFacts(page('Einführung | Mnemora Documentation', ['Einführung']), 'Mnemora Documentation', '|', 'x').section,
    null,
  );
  // The home page's title is the site title alone: it stays whole.
  assert.equal(
    pageFacts(page('Mnemora Documentation'), 'Mnemora Documentation', '|', 'x').title,
    'Mnemora Documentation',
  );
});

test('planted fault: a page without a title fails naming the file', () => {
  assert.throws(
    () => pageFacts('<html><head></head><body></body></html>', 'S', '|', 'de/broken/index.html'),
    /de\/broken\/index\.html: the page has no <title>/,
  );
  assert.throws(() => pageFacts('<html><body>', 'S', '|', 'de/cut.html'), /de\/cut\.html: no <\/head>/);
});

test('the card tags go into the head, their values escaped', () => {
  const html = withCardTags(
    page('A'),
    {url: 'https://docs.mnemora.dev/img/cards/a.1.png', alt: 'Brand: "Quotes" & <tags> (S)', width: 1200, height: 630},
    'a.html',
  );
  const $ = load(html);
  assert.equal($('head meta[property="og:image"]').attr('content'), 'https://docs.mnemora.dev/img/cards/a.1.png');
  assert.equal($('head meta[property="og:image:alt"]').attr('content'), 'Brand: "Quotes" & <tags> (S)');
  assert.equal($('head meta[property="og:image:width"]').attr('content'), '1200');
  assert.equal($('head meta[property="og:image:height"]').attr('content'), '630');
  assert.equal($('head meta[name="twitter:image"]').attr('content'), 'https://docs.mnemora.dev/img/cards/a.1.png');
  assert.equal($('body meta').length, 0);
});

test('a card lives under img/cards/ at its route', () => {
  assert.equal(cardStem('/', '/'), 'img/cards/index');
  assert.equal(cardStem('/de/', '/de/'), 'img/cards/index');
  assert.equal(cardStem('/de/guides/', '/de/'), 'img/cards/guides/index');
  assert.equal(cardStem('/api/search', '/'), 'img/cards/api/search');
  assert.equal(cardStem('/es/404.html', '/es/'), 'img/cards/404');
  assert.throws(() => cardStem('/a/../b', '/'), /cannot contain/);
});

test('long titles get smaller type', () => {
  assert.ok(titleSize('Search') > titleSize('Realtime sync: subscribe to changes and resume'));
  assert.ok(titleSize('Realtime sync: subscribe to changes and resume') > titleSize('x'.repeat(100)));
});

test('the brand comes from custom.css and the logo; a missing colour names the file and property', () => {
  const brand = readBrand(repo);
  const css = readFileSync(path.join(repo, 'src/css/custom.css'), 'utf8');
  assert.ok(css.includes(`--mnemora-brand: ${brand.primary};`));
  assert.match(brand.logo, /^data:image\/svg\+xml;base64,/);
  assert.throws(
    () => cssColour(':root { --other: #fff; }', '--mnemora-brand', 'src/css/custom.css'),
    /src\/css\/custom\.css: no hex colour for --mnemora-brand/,
  );
});

test('every locale has its card words', () => {
  assert.equal(cardStringsFor('de').brand, 'Mnemora-Dokumentation');
  // The brand line is the locale's site title, the same words as the page titles' suffix.
  assert.equal(cardStringsFor('es').brand, 'Documentación de Mnemora');
  assert.equal(cardStringsFor('fr').brand, 'Documentation de Mnemora');
  assert.throws(
    () => cardStringsFor('it'),
    /\[mnemora-social-cards\] no UI messages for locale "it": the site's locales are en, es, fr, de/,
  );
});

test("the card's section word is a code.json message: English from the code, each locale's from its code.json", () => {
  assert.equal(cardStringsFor('en').documentation, 'Documentation');
  assert.equal(cardStringsFor('es').documentation, 'Documentación');
  assert.equal(cardStringsFor('de').documentation, 'Dokumentation');
  withCodeJson(
    'es',
    (m) => (m['socialCards.documentation']!.message = 'Documentos'),
    (siteDir) => assert.equal(cardStringsFor('es', siteDir).documentation, 'Documentos'),
  );
  assertMissingMessageThrows(
    'es',
    'socialCards.documentation',
    (siteDir) => cardStringsFor('es', siteDir),
    /\[mnemora-social-cards\] no message "socialCards\.documentation" for locale "es" in .*i18n[\\/]es[\\/]code\.json/,
  );
});

test('cards are drawn once: unchanged pages come from the cache, a changed page gets a new card and name', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'mnemora-cards-'));
  try {
    const cacheDir = path.join(work, 'cache');
    const build = (titles: Record<string, string>) => {
      const outDir = path.join(work, `out-${Math.random().toString(36).slice(2)}`);
      for (const [route, title] of Object.entries(titles)) {
        const file =
          route === '/de/404.html'
            ? path.join(outDir, '404.html')
            : path.join(outDir, route.slice('/de/'.length), 'index.html');
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(
          file,
          page(`${title} | Mnemora Documentation`, route.includes('guides/') ? ['Leitfäden', title] : []),
        );
      }
      return outDir;
    };
    const job = (outDir: string, routes: string[]) => ({
      siteDir: repo,
      outDir,
      routesPaths: routes,
      siteUrl: 'https://docs.mnemora.dev',
      siteTitle: 'Mnemora Documentation',
      titleDelimiter: '|',
      baseUrl: '/de/',
      locale: 'de',
      cacheDir,
    });
    const titles = {'/de/': 'Plattform', '/de/guides/sync': 'Größenänderung', '/de/404.html': 'Seite nicht gefunden'};
    const first = build(titles);
    assert.deepEqual(await writeCards(job(first, Object.keys(titles))), {pages: 3, drawn: 3});
    const card = (outDir: string, route: string) =>
      load(
        readFileSync(
          route === '/de/404.html' ? path.join(outDir, '404.html') : path.join(outDir, route.slice(4), 'index.html'),
          'utf8',
        ),
      )('meta[property="og:image"]').attr('content') ?? '';
    const url = card(first, '/de/guides/sync');
    assert.match(url, /^https:\/\/docs\.mnemora\.dev\/de\/img\/cards\/guides\/sync\.[0-9a-f]{16}\.png$/);
    const png = readFileSync(path.join(first, url.slice('https://docs.mnemora.dev/de/'.length)));
    assert.deepEqual(pngSize(png), {width: cardWidth, height: cardHeight});
    assert.match(card(first, '/de/404.html'), /\/de\/img\/cards\/404\.[0-9a-f]{16}\.png$/);

    const second = build(titles);
    assert.deepEqual(
      await writeCards(job(second, Object.keys(titles))),
      {pages: 3, drawn: 0},
      'an unchanged build draws nothing',
    );
    assert.equal(card(second, '/de/guides/sync'), url);

    const third = build({...titles, '/de/guides/sync': 'Größenänderung und Grenzen'});
    assert.deepEqual(
      await writeCards(job(third, Object.keys(titles))),
      {pages: 3, drawn: 1},
      'only the changed page is drawn',
    );
    assert.notEqual(card(third, '/de/guides/sync'), url, 'a changed card gets a new name');
    assert.equal(readdirSync(cacheDir).filter((f) => f.endsWith('.png')).length, 4);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});

test('planted fault: a page that already has an og:image fails naming it', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'mnemora-cards-'));
  try {
    mkdirSync(path.join(work, 'out'), {recursive: true});
    writeFileSync(
      path.join(work, 'out', 'index.html'),
      page('Home').replace('</head>', '<meta property="og:image" content="/img/x.svg"></head>'),
    );
    await assert.rejects(
      writeCards({
        siteDir: repo,
        outDir: path.join(work, 'out'),
        routesPaths: ['/'],
        siteUrl: 'https://docs.mnemora.dev',
        siteTitle: 'Mnemora Documentation',
        titleDelimiter: '|',
        baseUrl: '/',
        locale: 'en',
        cacheDir: path.join(work, 'cache'),
      }),
      /index\.html already has an og:image/,
    );
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});

test('the committed fonts are the @fontsource/inter files, with their licence', () => {
  const committed = path.join(repo, 'src/plugins/social-cards/fonts');
  const source = path.join(repo, 'node_modules/@fontsource/inter');
  for (const file of readdirSync(committed).filter((f) => f.endsWith('.woff'))) {
    assert.ok(
      readFileSync(path.join(committed, file)).equals(readFileSync(path.join(source, 'files', file))),
      `${file} differs from @fontsource/inter`,
    );
  }
  const licence = readFileSync(path.join(committed, 'LICENSE'), 'utf8');
  assert.equal(licence, readFileSync(path.join(source, 'LICENSE'), 'utf8'));
  assert.match(licence, /SIL Open Font License, Version 1\.1/);
});
