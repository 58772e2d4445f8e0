import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {load} from 'cheerio';
import {localeConfigs, type Locale} from '../../config/i18n';
import {buildDir, requireBuild} from '../support/build';
import {allLocales, htmlFileOf, localePath, specRoutes} from '../support/spec-routes';
import {
  cleanPathFor,
  fileForPath,
  htmlFiles,
  indexRoutesOf,
  looksLikeAsset,
  notFoundFileFor,
  splitRequestTarget,
  urlPathOf,
} from '../../deploy/site-paths';
import {get, inParallel, type RawResponse} from './support/http';
import {nginxForSuite} from './support/served';

requireBuild();

function notFoundFile(locale: Locale): string {
  return join(buildDir, locale === 'en' ? '404.html' : `${locale}/404.html`);
}

/** Why a response is not exactly the build file, or undefined when it is. */
function bodyMismatch(res: RawResponse, file: string): string | undefined {
  const expected = readFileSync(file);
  if (res.body.equals(expected)) return undefined;
  const at = [...expected].findIndex((b, i) => res.body[i] !== b);
  return `${res.path}: body differs from ${relative(buildDir, file)} at byte ${at} (${res.body.length} bytes served, ${expected.length} in the build)`;
}

/** Every file of the build but the precompressed .br/.gz copies (caching.test.ts covers those). */
function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return allFiles(p);
    return /\.(br|gz)$/.test(name) ? [] : [p];
  });
}

describe('routing on the shipped nginx config', () => {
  const served = nginxForSuite({buildDir, cspCheck: false});

  for (const locale of allLocales) {
    test(`${locale}: every route answers 200 without a redirect, byte-identical to the build, with and without a trailing slash`, async () => {
      const problems: string[] = [];
      const checks = specRoutes.flatMap((route) => {
        const path = localePath(locale, route);
        const file = join(buildDir, htmlFileOf(path));
        const clean = path.replace(/\/$/, '');
        // The route as the route table writes it and the other trailing-slash shape: trailingSlash is
        // undefined, so both answer the same page directly.
        const shapes = new Set([path, path.endsWith('/') ? clean || '/' : `${path}/`]);
        return [...shapes].map((shape) => ({shape, file}));
      });
      await inParallel(checks, 8, async ({shape, file}) => {
        const res = await get(served().url, shape);
        if (res.status !== 200)
          problems.push(`${shape}: status ${res.status}${res.headers.location ? ` → ${res.headers.location}` : ''}`);
        else {
          const mismatch = bodyMismatch(res, file);
          if (mismatch) problems.push(mismatch);
          if (res.headers['content-encoding']) problems.push(`${shape}: compressed without Accept-Encoding`);
        }
      });
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test(`${locale}: .html and /index.html forms of every route redirect once to the route as the table writes it`, async () => {
      const problems: string[] = [];
      const checks = specRoutes.flatMap((route) => {
        // The table's `/es/` and `/es/guides/` keep their slash, as their canonical URLs do.
        const path = localePath(locale, route);
        const bare = path.replace(/\/$/, '');
        return bare === ''
          ? [{from: '/index.html', to: '/'}]
          : [
              {from: `${bare}.html`, to: path},
              {from: `${bare}/index.html?ref=x`, to: `${path}?ref=x`},
            ];
      });
      await inParallel(checks, 8, async ({from, to}) => {
        const res = await get(served().url, from);
        if (res.status !== 301 || res.headers.location !== to)
          problems.push(`${from}: ${res.status} → ${res.headers.location}, expected 301 → ${to}`);
        else if ((await get(served().url, to)).status !== 200) problems.push(`${from} → ${to}: the target is not 200`);
      });
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test(`${locale}: unknown paths answer 404 with the ${locale} not-found page (lang ${localeConfigs[locale].htmlLang})`, async () => {
      const prefix = localePath(locale, '');
      for (const path of [
        `${prefix}nope`,
        `${prefix}api/nope/`,
        `${prefix}guides/nope`,
        `${prefix}api/`,
        `${prefix}nope/404.html`,
      ]) {
        const res = await get(served().url, path);
        assert.equal(res.status, 404, `${path}: status`);
        assert.match(String(res.headers['content-type']), /^text\/html/, `${path}: content type`);
        assert.equal(bodyMismatch(res, notFoundFile(locale)), undefined, `${path}: not the ${locale} 404 page`);
        assert.equal(
          load(res.body.toString('utf8'))('html').attr('lang'),
          localeConfigs[locale].htmlLang,
          `${path}: lang`,
        );
      }
    });

    // The not-found page offers a search box: a plain GET form to the locale's search page. nginx
    // must answer the unknown path with 404 (not 200), let the form submit (CSP form-action) and
    // answer the form's target with the search page.
    test(`${locale}: the not-found page's search form submits to the ${locale} search page, allowed by the CSP`, async () => {
      const prefix = localePath(locale, '');
      const res = await get(served().url, `${prefix}no-such-page`);
      assert.equal(res.status, 404);
      const $ = load(res.body.toString('utf8'));
      const form = $('form[role="search"][method="get"]');
      assert.equal(form.length, 1, `${prefix}no-such-page: one search form, found ${form.length}`);
      assert.equal(form.attr('action'), `${prefix}search`);
      assert.equal(form.find('input[type="search"]').attr('name'), 'q');
      const csp = String(res.headers['content-security-policy']);
      const formAction = /(?:^|;\s*)form-action ([^;]+)/.exec(csp)?.[1]?.trim().split(/\s+/);
      assert.deepEqual(formAction, ["'self'"], `the 404's CSP: ${csp}`);
      const target = await get(served().url, `${prefix}search?q=rate+limit`);
      assert.equal(target.status, 200, `${prefix}search?q=rate+limit: status`);
      assert.equal(bodyMismatch(target, join(buildDir, htmlFileOf(`${prefix}search`))), undefined);
    });

    test(`${locale}: a missing asset is a real 404 with a short text body, never HTML`, async () => {
      const prefix = localePath(locale, '');
      for (const path of [
        `${prefix}assets/js/main.00000000.js`,
        `${prefix}assets/css/styles.00000000.css`,
        `${prefix}img/nope.png`,
        `${prefix}openapi.nope.yaml`,
      ]) {
        const res = await get(served().url, path);
        assert.equal(res.status, 404, `${path}: status`);
        assert.match(String(res.headers['content-type']), /^text\/plain/, `${path}: content type`);
        assert.ok(
          res.body.length < 64 && !/<html/i.test(res.body.toString()),
          `${path}: body is HTML or long: ${res.body.toString().slice(0, 80)}`,
        );
      }
    });
  }

  test('/es/nope is the Spanish not-found page with status 404', async () => {
    const res = await get(served().url, '/es/nope');
    assert.equal(res.status, 404);
    const $ = load(res.body.toString('utf8'));
    assert.equal($('html').attr('lang'), 'es-ES');
    assert.equal(bodyMismatch(res, join(buildDir, 'es/404.html')), undefined);
    assert.notEqual(
      $('main h1').text(),
      load(readFileSync(join(buildDir, '404.html')))('main h1').text(),
      'the Spanish 404 page shows the English title',
    );
  });

  test('the /index.html and .html forms of every page redirect once to its canonical URL, slash included', async () => {
    const problems: string[] = [];
    const pages = htmlFiles(buildDir).filter((file) => !/(^|\/)404\.html$/.test(file) && !file.includes('/.'));
    const checks = pages.flatMap((file) => {
      const canonical = load(readFileSync(file))('link[rel="canonical"]').attr('href');
      if (!canonical) return [];
      const target = new URL(canonical).pathname;
      const bare = target.replace(/\/$/, '');
      return [`${bare}/index.html?from=1`, ...(bare ? [`${bare}.html`] : [])].map((form) => ({form, target, file}));
    });
    assert.ok(checks.length > 100, `only ${checks.length} forms to check`);
    assert.ok(
      checks.some(({target}) => target === '/es/guides/'),
      'an index route other than a home is among them',
    );
    await inParallel(checks, 8, async ({form, target, file}) => {
      const res = await get(served().url, form);
      const expected = form.endsWith('?from=1') ? `${target}?from=1` : target;
      if (res.status !== 301 || res.headers.location !== expected)
        problems.push(
          `${form} (${relative(buildDir, file)}): ${res.status} → ${res.headers.location ?? '-'}, canonical ${expected}`,
        );
    });
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('nginx agrees with deploy/site-paths.ts on every build file and its URL variants', async () => {
    const indexRoutes = indexRoutesOf(buildDir);
    const paths = new Set<string>();
    for (const file of allFiles(buildDir)) {
      const direct = `/${relative(buildDir, file).split(sep).join('/')}`;
      paths.add(direct);
      if (file.endsWith('.html')) {
        const clean = urlPathOf(buildDir, file);
        for (const p of [
          clean,
          `${clean}/`,
          `${clean}.html`,
          `${clean}.html?q=1`,
          clean.toUpperCase(),
          `${clean}/index.html/`,
          `${clean}?q=1`,
          `${clean}/404.html`,
        ])
          paths.add(p);
      } else {
        paths.add(`${direct}.missing`);
        paths.add(`${direct}/`);
      }
    }
    for (const p of [
      '/es/api',
      '/es/api/',
      '/fr/assets/',
      '/de/img',
      '/nope.txt',
      '/es/nope.json',
      '/%65s/intro',
      '/ES/INTRO.HTML',
      '/es/INTRO.HTML',
      '/x404.html',
      '/es/nope/404.html',
      '//es//intro',
      '/.html',
      '/404',
      '/es/404/',
      '/intro/index',
      '/es/index',
      '/.env',
      '/.git/config',
      '/%2Egit/config',
      '/.well-known/nope',
      '//evil.example/intro.html',
      '/\\evil.example/x.html',
      '/%2F%2Fevil.example/index.html',
      '/Es/intro',
    ])
      paths.add(p);
    const problems: string[] = [];
    await inParallel([...paths], 8, async (path) => {
      const {rawPath, pathname, search} = splitRequestTarget(path);
      const res = await get(served().url, path);
      const clean = cleanPathFor(rawPath, indexRoutes);
      const file = fileForPath(buildDir, pathname);
      if (clean !== undefined) {
        if (res.status !== 301 || res.headers.location !== `${clean}${search}`)
          problems.push(
            `${path}: nginx ${res.status} → ${res.headers.location}, site-paths redirects to ${clean}${search}`,
          );
      } else if (file) {
        if (res.status !== 200)
          problems.push(`${path}: nginx ${res.status}, site-paths serves ${relative(buildDir, file)}`);
        else {
          const mismatch = bodyMismatch(res, file);
          if (mismatch) problems.push(mismatch);
        }
      } else if (looksLikeAsset(pathname)) {
        if (res.status !== 404 || /<html/i.test(res.body.toString()))
          problems.push(`${path}: nginx ${res.status}, site-paths says missing asset (bare 404)`);
      } else {
        const notFound = notFoundFileFor(buildDir, pathname);
        if (res.status !== 404)
          problems.push(`${path}: nginx ${res.status}, site-paths says 404 page ${relative(buildDir, notFound)}`);
        else {
          const mismatch = bodyMismatch(res, notFound);
          if (mismatch) problems.push(mismatch);
        }
      }
    });
    assert.ok(paths.size > 1000, `only ${paths.size} paths checked`);
    assert.deepEqual(
      problems,
      [],
      `${problems.length} disagreement(s) of ${paths.size} paths:\n${problems.slice(0, 40).join('\n')}`,
    );
  });
});
