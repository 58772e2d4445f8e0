/**
 * The API reference on the built site, in every locale: the endpoint pages have the same operation
 * anchors in every locale with headings in the page's language; the error codes table has one row
 * per code of the contract with its HTTP status, the meaning and the action in the page's language
 * and both retry columns; the Markdown twins carry the same translated reference; and the prose of
 * the translated reference pages is not left in English (scripts/english-share.ts).
 * Run after `npm run build`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {localizedContract} from '../../packages/api-model/localized';
import {englishShare} from '../../scripts/english-share';
import {locales, translatedLocales} from '../../config/i18n';
import {apiConventionsRoute, portalUrl} from '../../config/platform';
import {REFERENCE_PAGE_OPERATIONS, referenceRoutes} from '../support/reference-pages';

const repo = path.resolve(import.meta.dirname, '..', '..');
const build = path.join(repo, 'build');
const LOCALES = locales;
const file = (locale: string, route: string) => path.join(build, locale === 'en' ? '' : locale, route);
const html = (locale: string, route: string) => readFileSync(file(locale, `${route}/index.html`), 'utf8');

for (const route of referenceRoutes) {
  test(`${route}: the same operation anchors in every locale, headings in the page's language`, () => {
    const ops = (locale: string) => {
      const $ = cheerio.load(html(locale, route));
      return $('h3[id]')
        .toArray()
        .map((h) => ({
          id: $(h).attr('id')!,
          text: $(h)
            .text()
            .replace(/\u200b/g, '')
            .trim(),
        }))
        .filter((h) => $(`[data-api-operation="${h.id}"]`).length === 1);
    };
    const en = ops('en');
    assert.deepEqual(
      en.map((o) => o.id),
      REFERENCE_PAGE_OPERATIONS[path.basename(route)],
      `en ${route}: its operations`,
    );
    for (const locale of translatedLocales) {
      const tr = ops(locale);
      assert.deepEqual(
        tr.map((o) => o.id),
        en.map((o) => o.id),
        `${locale}: anchors`,
      );
      assert.deepEqual(
        tr.filter((o, i) => o.text === en[i]!.text).map((o) => o.text),
        [],
        `${locale}: headings still in English`,
      );
    }
  });
}

test('each endpoints page lists exactly its operations in its bar of contents, in every locale', async () => {
  const {defaultLocaleModel} = await import('../../packages/api-model/load');
  const anchors = new Set(defaultLocaleModel().operations.map((o) => o.anchor));
  for (const locale of LOCALES) {
    for (const route of referenceRoutes) {
      const $ = cheerio.load(html(locale, route));
      const bar = $('nav[data-api-navigator] a[href^="#"]')
        .toArray()
        .map((a) => $(a).attr('href')!.slice(1))
        .filter((id) => anchors.has(id));
      assert.deepEqual(
        bar,
        REFERENCE_PAGE_OPERATIONS[path.basename(route)],
        `${locale} ${route}: the bar's operations`,
      );
    }
  }
});

test("api/error-codes: one row per contract code, in the page's language, in every locale", async () => {
  for (const locale of LOCALES) {
    const contract = await localizedContract(locale);
    const schema = (
      contract as {
        components: {
          schemas: {
            ErrorCode: {
              enum: string[];
              'x-mnemora-error-codes': Record<string, {status: number; meaning: string; action: string}>;
            };
          };
        };
      }
    ).components.schemas.ErrorCode;
    const $ = cheerio.load(html(locale, 'api/error-codes'));
    const rows = $('table[class*="errorTable"] tbody tr').toArray();
    assert.deepEqual(
      rows.map((r) => $(r).find('th code').text()),
      schema.enum,
      `${locale}: codes in contract order`,
    );
    rows.forEach((r, i) => {
      const code = schema.enum[i] ?? '';
      const entry = schema['x-mnemora-error-codes'][code];
      assert.ok(entry, `${locale} ${code}: described in x-mnemora-error-codes`);
      const cells = $(r)
        .find('td')
        .toArray()
        .map((td) => $(td).text().replace(/\s+/g, ' ').trim());
      const plain = (s: string) => s.replace(/`/g, '').replace(/\s+/g, ' ').trim();
      assert.equal(cells[0], String(entry.status), `${locale} ${code}: status`);
      assert.equal(cells[1], plain(entry.meaning), `${locale} ${code}: meaning`);
      assert.equal(cells[2], plain(entry.action), `${locale} ${code}: what to do`);
      assert.equal(cells.length, 5, `${locale} ${code}: retryable and SDK retry columns`);
    });
    const headers = $('table[class*="errorTable"] thead th')
      .toArray()
      .map((th) => $(th).text());
    if (locale === 'de')
      assert.deepEqual(headers, [
        'Fehlercode',
        'HTTP-Status',
        'Bedeutung',
        'Was zu tun ist',
        'Wiederholbar',
        'SDKs und CLI wiederholen automatisch',
      ]);
  }
});

test('the Markdown twin of the German memory page carries the German reference', () => {
  const twin = readFileSync(file('de', 'api/endpoints/memory.md'), 'utf8');
  assert.match(twin, /^### Erinnerung anlegen \{#create-memory\}$/m);
  assert.match(twin, /^#### Parameter \{#create-memory-parameters\}$/m);
  assert.match(twin, /^`POST \/memories`$/m);
  assert.match(twin, /- `content` \(`string`, erforderlich, Länge 1–32\.000\)/);
  assert.match(twin, /```bash\ncurl https:\/\/api\.mnemora\.dev\/v1\/memories/);
  const errors = readFileSync(file('fr', 'api/error-codes.md'), 'utf8');
  assert.match(errors, /\| `not_found` \| `404` \| Le souvenir ou la clé n’existe pas/);
});

test('the translated reference pages are not left in English (share of prose in English sentences)', () => {
  for (const locale of translatedLocales) {
    for (const route of [...referenceRoutes, 'api/error-codes']) {
      const {share, englishSentences} = englishShare(html('en', route), html(locale, route));
      assert.ok(
        share < 0.05,
        `${locale} ${route}: ${(share * 100).toFixed(1)} % in English sentences: ${englishSentences.slice(0, 8).join(' | ')}`,
      );
    }
  }
});

test('the Markdown twin of api/error-codes is a well-formed table: a row per code, as many cells as the header', async () => {
  for (const locale of LOCALES) {
    const twin = readFileSync(file(locale, 'api/error-codes.md'), 'utf8').split('\n');
    const contract = (await localizedContract(locale)) as {components: {schemas: {ErrorCode: {enum: string[]}}}};
    const heading = twin.findIndex((line) => /^## .*\{#error-codes\}$/.test(line));
    const start = twin.findIndex((line, i) => i > heading && line.startsWith('| ') && /^\| ?-/.test(twin[i + 1] ?? ''));
    assert.ok(heading >= 0, `${locale}: no {#error-codes} section in the error-codes twin`);
    assert.ok(start >= 0, `${locale}: no table in the error-codes twin`);
    const cells = (line: string) => line.replace(/^\|\s*|\s*\|$/g, '').split(/(?<!\\)\|/).length;
    const rows = [];
    for (let i = start + 2; i < twin.length && twin[i]!.startsWith('|'); i += 1) rows.push(twin[i]!);
    assert.deepEqual(
      rows.map((row) => row.match(/^\| `([a-z_]+)` \|/)?.[1] ?? row.slice(0, 40)),
      contract.components.schemas.ErrorCode.enum,
      `${locale}: rows`,
    );
    for (const row of rows) assert.equal(cells(row), cells(twin[start]!), `${locale}: ${row.slice(0, 60)}`);
  }
});

// The contract deprecates `offset` of `GET /memories` in favour of `cursor` (tests/unit/deprecated.test.ts
// checks the model): the built page shows the badge and the replacement beside the parameter, and the
// Markdown twin says the same, each in the page's language.
const DEPRECATED: Record<string, {badge: string; instead: string}> = {
  en: {badge: 'deprecated', instead: 'Deprecated: use cursor instead.'},
  es: {badge: 'obsoleto', instead: 'Obsoleto: usa cursor en su lugar.'},
  fr: {badge: 'obsolète', instead: 'Obsolète\u00a0: utilisez cursor à la place.'},
  de: {badge: 'veraltet', instead: 'Veraltet: Verwenden Sie stattdessen cursor.'},
};

test('api/endpoints/memory: offset carries the deprecated badge and its replacement, in every locale, and no other parameter does', () => {
  for (const locale of LOCALES) {
    const words = DEPRECATED[locale]!;
    const $ = cheerio.load(html(locale, 'api/endpoints/memory'));
    const list = $('[data-api-operation="list-memories"]');
    assert.equal(list.length, 1, `${locale}: the list-memories section`);
    const properties = list.find('[data-api-fields]').toArray();
    const flagged = properties.filter((p) =>
      $(p)
        .children()
        .first()
        .find('span')
        .toArray()
        .some((s) => $(s).text() === words.badge),
    );
    assert.deepEqual(
      flagged.map((p) => $(p).find('code').first().text()),
      ['offset'],
      `${locale}: the parameters with the "${words.badge}" badge`,
    );
    const offset = $(flagged[0]);
    assert.equal(offset.find('p').first().text(), words.instead, `${locale}: the replacement line`);
    // Other operations of the page have no badge.
    assert.equal(
      $('[data-api-operation]')
        .not(list)
        .find('span')
        .toArray()
        .filter((s) => $(s).text() === words.badge).length,
      0,
      `${locale}: a badge outside listMemories`,
    );
  }
});

test('the Markdown twin of api/endpoints/memory flags offset with its replacement, in every locale', () => {
  for (const locale of LOCALES) {
    const words = DEPRECATED[locale]!;
    const twin = readFileSync(file(locale, 'api/endpoints/memory.md'), 'utf8');
    const item = twin.split('\n').findIndex((line) => line.startsWith('- `offset` ('));
    assert.ok(item >= 0, `${locale}: no offset item in the twin`);
    assert.match(twin.split('\n')[item]!, new RegExp(`, \\*\\*${words.badge}\\*\\*, `), `${locale}: the flag`);
    const line = words.instead.replace('cursor', '`cursor`');
    assert.equal(twin.split('\n')[item + 2], `  ${line}`, `${locale}: the replacement line under the item`);
    assert.equal(twin.split(`**${words.badge}**`).length - 1, 1, `${locale}: flagged once in the twin`);
  }
});

test('every landmark of a reference page has a name of its own, and each operations list is named after its section', () => {
  for (const locale of LOCALES) {
    for (const route of referenceRoutes) {
      const $ = cheerio.load(html(locale, route));
      const names = $('nav')
        .toArray()
        .map((n) => $(n).attr('aria-label') ?? '');
      assert.equal(new Set(names).size, names.length, `${locale} ${route}: nav names ${JSON.stringify(names)}`);
      // Each operations list (one per reference group, one group per page) follows its section's
      // heading and takes its title.
      const lists = $('nav[class*="index_"]').toArray();
      assert.equal(lists.length, 1, `${locale} ${route}: operations lists`);
      for (const nav of lists) {
        const heading = $(nav).prevAll('h2').first();
        assert.ok(heading.length, `${locale} ${route}: an operations list with no section heading before it`);
        const title = heading
          .clone()
          .children('a.hash-link')
          .remove()
          .end()
          .text()
          .replace(/\u200b/g, '')
          .trim();
        assert.ok(
          ($(nav).attr('aria-label') ?? '').endsWith(`: ${title}`),
          `${locale} ${route}: operations list "${$(nav).attr('aria-label')}" under "${title}"`,
        );
      }
    }
  }
});

test("api/error-codes: each code's row is its anchor (`#rate_limited`), linking to itself, once per page, in every locale", async () => {
  const codes = ((await localizedContract('en')) as {components: {schemas: {ErrorCode: {enum: string[]}}}}).components
    .schemas.ErrorCode.enum;
  for (const locale of LOCALES) {
    const $ = cheerio.load(html(locale, 'api/error-codes'));
    const rows = $('table tbody tr[id]')
      .toArray()
      .map((r) => ({id: $(r).attr('id'), href: $(r).find('th a').attr('href'), code: $(r).find('th code').text()}));
    assert.deepEqual(
      rows.map((r) => r.id),
      codes,
      `${locale}: a row per code, the code as its id`,
    );
    for (const r of rows) assert.equal(r.href, `#${r.code}`, `${locale} ${r.code}: the code links to its row`);
    const ids = $('[id]')
      .toArray()
      .map((e) => $(e).attr('id'));
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
      `${locale}: ids used twice on the page`,
    );
  }
});

test("each operation's authentication line names the permission its security requirement gives, in every locale and its twin", async () => {
  const {defaultLocaleModel} = await import('../../packages/api-model/load');
  const ops = defaultLocaleModel().operations;
  assert.ok(
    ops.some((op) => op.permissions.length > 0),
    'the contract gives permissions',
  );
  for (const locale of LOCALES) {
    for (const route of referenceRoutes) {
      const $ = cheerio.load(html(locale, route));
      const twin = readFileSync(file(locale, `${route}.md`), 'utf8');
      for (const section of $('[data-api-operation]').toArray()) {
        const anchor = $(section).attr('data-api-operation')!;
        const op = ops.find((o) => o.anchor === anchor);
        assert.ok(op, `${locale} ${route}: #${anchor} is not an operation of the contract`);
        const line = $(section).find('p[class*="auth_"]').first();
        const codes = line
          .find('code')
          .toArray()
          .map((c) => $(c).text());
        const where = `${locale} ${route} #${anchor}`;
        if (!op.secured) assert.deepEqual(codes, [], `${where}: no key, no header`);
        else if (op.permissions.length === 0)
          assert.equal(codes.length, 1, `${where}: the header only (${codes.join(', ')})`);
        else assert.equal(codes[1], op.permissions.join(', '), `${where}: names ${op.permissions.join(', ')}`);
        // The operation's part of the twin, from its heading to the next operation's.
        const start = twin.indexOf(`{#${anchor}}`);
        assert.ok(start >= 0, `${where}: the twin has the operation`);
        const part = twin.slice(start, twin.indexOf('\n### ', start + 1) >>> 0 || undefined);
        const authLine = part.split('\n').find((l) => l.includes('Bearer $MNEMORA_API_KEY')) ?? '';
        if (op.permissions.length > 0)
          assert.ok(
            authLine.includes(`\`${op.permissions.join(', ')}\``),
            `${where}: the twin names the permission (${authLine})`,
          );
      }
    }
  }
});

test('every operation links to the conventions it shares with the others, on its page and in the twin, in every locale', () => {
  for (const locale of LOCALES) {
    const overview = `${locale === 'en' ? '' : `/${locale}`}${apiConventionsRoute}`;
    const pages = readdirSync(file(locale, 'api/endpoints'), {withFileTypes: true}).filter((e) => e.isDirectory());
    assert.ok(pages.length >= 2, `${locale}: the endpoint pages are built`);
    for (const page of pages) {
      const route = `api/endpoints/${page.name}`;
      const $ = cheerio.load(html(locale, route));
      const operations = $('[data-api-operation]').toArray();
      const twin = readFileSync(file(locale, `${route}.md`), 'utf8');
      for (const section of operations) {
        const where = `${locale} ${route} #${$(section).attr('data-api-operation')}`;
        const link = $(section).find('p[class*="auth_"] a').first();
        assert.equal(link.attr('href'), overview, `${where}: the conventions link goes to ${overview}`);
      }
      // In the twin, each operation's authentication line ends with the same link, to the
      // overview's twin as an absolute URL an agent can follow.
      const conventions = [...twin.matchAll(/ · \[([^\]]+)\]\((\S+)\)$/gm)];
      assert.equal(
        conventions.length,
        operations.length,
        `${locale} ${route}: one conventions link per operation in the twin`,
      );
      for (const [, label, url] of conventions) {
        assert.equal(
          label,
          $(operations[0]).find('p[class*="auth_"] a').first().text(),
          `${locale} ${route}: the twin's label is the page's`,
        );
        assert.equal(url, `${portalUrl}${overview}.md`, `${locale} ${route}: the twin links the overview's twin`);
      }
    }
  }
});
