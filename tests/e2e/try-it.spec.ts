/**
 * The request console as a reader uses it, in every locale: "Try it" on an operation of the API
 * reference opens a dialog (its code downloaded only then) with focus inside; the body is checked
 * against the contract while typing, each problem named with its JSON pointer and the contract's
 * limit in the page's language, malformed JSON with its line and column; a broken request is sent
 * only when asked, and answered with the API's 422; the example request answers 201 with what was
 * sent echoed; the code shown is the request that was sent; each declared failure answers with its
 * status, code and headers; Escape closes it and gives focus back; keyboard alone works; on a phone
 * it fills the screen, readable in dark mode.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {expect, open, test} from './fixtures';
import {allLocales, localePath} from '../support/spec-routes';
import {translatedMessages} from '../support/translated-message';
import {openConsole} from '../support/try-it-console';
import {formatFact} from '../../src/data/number-format';
import {parseCurl} from '../../packages/api-model/curl';

const MEMORY = 'api/endpoints/memory';

/** English messages the assertions quote (the component's defaults). */
const message = translatedMessages({
  'tryIt.mode.offline':
    'Offline rehearsal: the API contract answers in this page. No request leaves it and no key is needed.',
  'tryIt.rule.maxLength': 'must be at most {limit} characters long',
  'tryIt.rule.unknownField': 'is not a field of this request',
  'tryIt.malformed.where': 'Line {line}, column {column}:',
  'tryIt.sendAnyway': "Send anyway to see the API's error",
  'tryIt.staleAnswer':
    'This answer is for the request as it was sent. You have changed the request since: send it again to see its answer.',
  'tryIt.deprecated': 'deprecated',
  'tryIt.deprecatedUseInstead': 'Deprecated: the API still accepts it, but new code should send {name} instead.',
});

/** The JavaScript files the page has loaded so far. */
async function scripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
}
async function consoleIn(page: Page, urls: string[]): Promise<boolean> {
  for (const url of urls) if ((await (await page.request.get(url)).text()).includes('data-try-it-console')) return true;
  return false;
}

const answer = (dialog: Locator) => dialog.locator('[data-try-it-answer]');

for (const locale of allLocales) {
  test(`${locale}: rehearse "create a memory": checks while typing, a 422 only when asked, a 201 that echoes the request, code equal to what was sent`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, localePath(locale, MEMORY));
    const firstLoad = await scripts(page);
    expect(await consoleIn(page, firstLoad), 'no console code on first load').toBe(false);

    const dialog = await openConsole(page, 'create-memory');
    expect(
      await consoleIn(
        page,
        (await scripts(page)).filter((u) => !firstLoad.includes(u)),
      ),
      'the console loads on demand',
    ).toBe(true);
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
      'focus moved into the console',
    ).toBe(true);
    await expect(dialog.locator('[class*="mode_"]')).toHaveText(message(locale, 'tryIt.mode.offline'));
    await expect(dialog.getByRole('radio'), 'live mode is off as shipped: no way to reach the gateway').toHaveCount(0);

    // Break the body: too long, and a field the contract does not have.
    const body = dialog.locator('textarea');
    const example = JSON.parse(await body.inputValue()) as Record<string, unknown>;
    await body.fill(JSON.stringify({...example, content: 'x'.repeat(32_001), colour: 'blue'}, null, 2));
    const problems = dialog.locator('[class*="violations_"] li');
    await expect(problems).toHaveCount(2);
    await expect(problems.filter({hasText: '/content'})).toHaveText(
      `/content ${message(locale, 'tryIt.rule.maxLength', {limit: formatFact(32_000, locale)})}`,
    );
    await expect(problems.filter({hasText: '/colour'})).toHaveText(
      `/colour ${message(locale, 'tryIt.rule.unknownField')}`,
    );
    // The code follows the edit (the page's own example block looked the same before it).
    await expect(dialog.locator('[role="tabpanel"] pre').first()).toContainText('"colour": "blue"');
    await expect(dialog.locator('button[type="submit"]'), 'a broken request is only sent on request').toHaveText(
      message(locale, 'tryIt.sendAnyway'),
    );
    await dialog.locator('button[type="submit"]').click();
    await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', '422');
    await expect(answer(dialog)).toContainText('"validation_failed"');
    await expect(answer(dialog)).toContainText('"field": "colour"');

    // Malformed JSON: where, in the page's language.
    await body.fill('{\n  "content": "x",\n}');
    await expect(dialog.locator('[class*="malformed_"]')).toContainText(
      message(locale, 'tryIt.malformed.where', {line: formatFact(3, locale), column: formatFact(1, locale)}),
    );
    // The 422 above belongs to the request as it was sent: it says so.
    await expect(answer(dialog)).toHaveAttribute('data-try-it-stale', 'true');
    await expect(answer(dialog)).toContainText(message(locale, 'tryIt.staleAnswer'));
    // Sent anyway: the API's 400 says what is wrong in words, not in the parser's own names.
    await dialog.locator('button[type="submit"]').click();
    await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', '400');
    await expect(answer(dialog)).not.toHaveAttribute('data-try-it-stale');
    await expect(answer(dialog)).toContainText('The request body is not valid JSON: ');
    await expect(answer(dialog)).toContainText('(line 3, column 1)');
    expect(await answer(dialog).innerText(), 'no parser internals').not.toMatch(/[A-Z][a-z]+Expected|Invalid[A-Z]/);

    // The example, edited, sent: 201 with what was sent.
    await body.fill(
      JSON.stringify({...example, content: 'Prefers window seats on long flights.', tags: ['travel']}, null, 2),
    );
    await expect(problems).toHaveCount(0);
    await dialog.locator('button[type="submit"]').click();
    await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', '201');
    await expect(answer(dialog)).toContainText('"content": "Prefers window seats on long flights."');
    await expect(answer(dialog)).toContainText(
      /Location: https:\/\/api\.mnemora\.dev\/v1\/memories\/mem_[0-9A-Za-z]{26}/,
    );

    // The cURL shown is the request that was sent.
    const sent = JSON.parse((await answer(dialog).getAttribute('data-try-it-sent')) ?? '{}') as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: unknown;
    };
    const curlText = await dialog.locator('[role="tabpanel"] pre').first().innerText();
    const curl = parseCurl(curlText.replace(/\\\n\s*/g, ' '));
    expect(curl.method).toBe(sent.method);
    expect(curl.url).toBe(sent.url);
    expect(JSON.parse(curl.body ?? 'null')).toEqual(sent.body);
    for (const [name, value] of Object.entries(sent.headers))
      expect(curl.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1], `header ${name}`).toBe(
        String(value),
      );

    // A declared failure, as the contract defines it.
    const scenario = dialog.locator('select');
    const rateLimited = await scenario.locator('option', {hasText: '429'}).first().getAttribute('value');
    await scenario.selectOption(rateLimited ?? '');
    await dialog.locator('button[type="submit"]').click();
    await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', '429');
    await expect(answer(dialog)).toContainText(/Retry-After: \d+/);
    await expect(answer(dialog)).toContainText('"rate_limited"');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-try-it="create-memory"]:visible')).toBeFocused();
  });
}

for (const locale of allLocales) {
  test(`${locale}: "list memories": the deprecated offset says so and names cursor, and is still sent when filled`, async ({
    page,
  }) => {
    await open(page, localePath(locale, MEMORY));
    const dialog = await openConsole(page, 'list-memories');
    const notice = message(locale, 'tryIt.deprecatedUseInstead', {name: 'cursor'});
    const offset = dialog.getByRole('textbox', {
      name: new RegExp(`^offset\\b.*${message(locale, 'tryIt.deprecated')}`),
    });
    await expect(offset).toHaveAccessibleDescription(new RegExp(notice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(dialog.getByText(notice, {exact: true})).toBeVisible();
    // Current parameters carry no notice.
    const cursor = dialog.getByRole('textbox', {name: /^cursor\b/});
    await expect(cursor).not.toHaveAccessibleDescription(new RegExp(message(locale, 'tryIt.deprecated'), 'i'));
    await expect(dialog.getByText(notice, {exact: true})).toHaveCount(1);

    await offset.fill('40');
    await dialog.locator('button[type="submit"]').click();
    await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', '200');
    const sent = JSON.parse((await answer(dialog).getAttribute('data-try-it-sent')) ?? '{}') as {url: string};
    expect(new URL(sent.url).searchParams.get('offset'), 'the API still accepts it').toBe('40');
  });
}

test('"update a memory": every declared failure answers with its status and error code', async ({page}) => {
  await open(page, `/${MEMORY}`);
  const dialog = await openConsole(page, 'update-memory');
  const options = dialog.locator('select option');
  const count = await options.count();
  expect(count).toBeGreaterThanOrEqual(9);
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    if ((await options.nth(i).getAttribute('value'))?.startsWith('2')) continue;
    const label = (await options.nth(i).innerText()).trim();
    const [, status, code] = /^(\d{3}) [^:]*: ([a-z_]+)/.exec(label) ?? [];
    expect(status, `option "${label}" names a status and a code`).toBeDefined();
    await dialog.locator('select').selectOption({index: i});
    await dialog.locator('button[type="submit"]').click();
    await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', status!);
    await expect(answer(dialog)).toContainText(`"code": "${code}"`);
    seen.push(`${status} ${code}`);
  }
  for (const expected of [
    '401 unauthenticated',
    '404 not_found',
    '409 version_conflict',
    '409 idempotency_key_reused',
    '422 validation_failed',
    '503 service_unavailable',
  ])
    expect(seen).toContain(expected);
});

test('keyboard only: open, edit, send, close', async ({page}) => {
  await open(page, `/${MEMORY}`);
  const button = page.locator('[data-try-it="get-memory"]:visible');
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog[data-try-it-console="get-memory"]');
  await expect(dialog).toBeVisible();
  // Tab to the memory id field and clear it: the console says it is required.
  const field = dialog.locator('input').first();
  for (let i = 0; i < 10 && !(await field.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  const send = dialog.locator('button[type="submit"]');
  for (let i = 0; i < 10 && !(await send.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', '200');
  await expect(dialog.locator('[role="status"]')).toContainText('200 OK');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test.describe('phone, 390 px, dark', () => {
  test.use({viewport: {width: 390, height: 844}, colorScheme: 'dark'});

  test('the console fills the screen, scrolls only vertically, and its answer reads at AA contrast', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open(page, '/es/api/endpoints/memory');
    const dialog = await openConsole(page, 'create-memory');
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth), 'no sideways scrolling').toBeLessThanOrEqual(0);
    await dialog.locator('button[type="submit"]').click();
    const status = answer(dialog).locator('[class*="status_"]');
    await expect(status).toHaveText('201 Created');
    const [fg, bg] = await status.evaluate((el) => {
      const d = el.closest('dialog')!;
      return [getComputedStyle(el).color, getComputedStyle(d).backgroundColor];
    });
    const lum = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    expect((hi! + 0.05) / (lo! + 0.05), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);

    // The longest translated send button (Spanish) wraps inside the screen once the body breaks the contract.
    await dialog.locator('textarea').fill('{"content": ""}');
    const sendAnyway = dialog.locator('button[type="submit"]');
    await expect(sendAnyway).toHaveText(message('es', 'tryIt.sendAnyway'));
    const button = (await sendAnyway.boundingBox())!;
    expect(button.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
    expect(button.x + button.width, 'right edge on screen').toBeLessThanOrEqual(390);
  });
});

/**
 * The operation whose sample each concept page shows, with its "Try it": a concept page links to
 * the reference for every other operation and keeps one sample, the one that explains its concept
 * (a conditional update, the request for a next page of results).
 */
const conceptPages = [
  {
    page: 'api/memories',
    operations: [['update-memory', 'PATCH /memories/{memory_id}']],
    send: {anchor: 'update-memory', status: '200'},
  },
  {
    page: 'api/search',
    operations: [['search-memories', 'POST /search']],
    send: {anchor: 'search-memories', status: '200'},
  },
] as const;

for (const locale of ['es', 'de'] as const) {
  test(`${locale}: under each single-call sample of the API concept pages, a translated "Try it" opens that operation`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const codeJson = JSON.parse(readFileSync(path.join('i18n', locale, 'code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    const label = codeJson['tryItButton.label']?.message ?? '';
    expect(label, `i18n/${locale}/code.json translates the button`).not.toBe('');
    expect(label).not.toBe('Try it');
    for (const {page: route, operations, send} of conceptPages) {
      await open(page, localePath(locale, route));
      const buttons = page.locator('article [data-try-it]');
      await expect(buttons).toHaveCount(operations.length);
      for (const [i, [anchor, request]] of operations.entries()) {
        const button = buttons.nth(i);
        await expect(button, `${route}: button ${i + 1}`).toHaveAttribute('data-try-it', anchor);
        await expect(button).toHaveText(label);
        // The accessible name is one message (a French label needs its space before the colon).
        await expect(button).toHaveAccessibleName(
          (codeJson['tryItButton.ariaLabel']?.message ?? '').replace('{operation}', request),
        );
        // Right under the sample it runs: the element before the button's line is that sample's tabs.
        expect(
          await button.evaluate((b) => b.parentElement?.previousElementSibling?.classList.contains('tabs-container')),
          `${route}: "${anchor}" sits right under a sample`,
        ).toBe(true);
      }
      if (route === 'api/memories') {
        // The console starts from the sample above its button, not from the contract's example:
        // the update sends `If-Match: "1"` and the page's body.
        const update = await openConsole(page, 'update-memory');
        const sample = await page
          .locator('article .tabs-container')
          .first()
          .locator('[role="tabpanel"]:not([hidden]) pre')
          .innerText();
        expect(sample).toContain(`If-Match: "1"`);
        expect(
          await update.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
        ).toContain('"1"');
        const sentBody = /-d '(.*)'/.exec(sample)?.[1] ?? '';
        expect(JSON.parse(await update.locator('textarea').inputValue())).toEqual(JSON.parse(sentBody));
        await page.keyboard.press('Escape');
      }
      const dialog = await openConsole(page, send.anchor);
      await dialog.locator('button[type="submit"]').click();
      await expect(answer(dialog)).toHaveAttribute('data-try-it-answer', send.status);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.locator(`article [data-try-it="${send.anchor}"]`)).toBeFocused();
    }
  });
}
