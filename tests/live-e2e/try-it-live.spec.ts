/**
 * The request console's live mode, in a build that has it on (scripts/build-live.ts) under nginx
 * and the production CSP, with a Prism mock of the contract standing in for the gateway
 * (playwright.live.config.ts). In every locale: the reader chooses between the offline rehearsal
 * and the gateway in their language; a live request needs a key (the missing key is named, and
 * sending anyway gets the gateway's 401); with a key the request goes to the gateway, and only
 * there, with the key as a bearer token, and its answer is shown; the key is kept for the tab
 * only (never in storage, the URL or the page's markup); no CSP violation, no console error.
 */
import type {Request} from '@playwright/test';
import {test, expect, hydrated} from '../serving-e2e/guard';
import {allLocales, localePath} from '../support/spec-routes';
import {translatedMessages} from '../support/translated-message';
import {openConsole} from '../support/try-it-console';
import {liveGateway} from '../../scripts/build-live';

/** English messages the assertions quote (the component's defaults). */
const message = translatedMessages({
  'tryIt.live.offlineOption': 'Offline rehearsal: the API contract answers in this page, no key needed',
  'tryIt.live.liveOption': 'Live: send to {origin} with your API key',
  'tryIt.live.keyMissing': 'Enter an API key to send a live request.',
  'tryIt.live.sent': 'Sent to the gateway:',
});

const gatewayOrigin = new URL(liveGateway).origin;
const key = 'mn_test_4f9c2a7e1b8d3c6f';

for (const locale of allLocales) {
  test(`${locale}: a live request goes to the gateway only, with the reader's key, and shows its answer`, async ({
    page,
    guard,
  }) => {
    await page.goto(localePath(locale, 'api/endpoints/memory'));
    await hydrated(page);
    await guard.networkQuiet();
    const sent: Request[] = [];
    page.on('request', (r) => sent.push(r));

    // Chromium logs a fetch answered 401 as a console error: the 401 asked for below.
    guard.allowConsole(/status of 401 \(Unauthorized\)/);
    const dialog = await openConsole(page, 'get-memory');
    // Offline stays the default; the other choice names the gateway, in the page's language.
    const offline = dialog.getByRole('radio', {name: message(locale, 'tryIt.live.offlineOption')});
    const live = dialog.getByRole('radio', {name: message(locale, 'tryIt.live.liveOption', {origin: gatewayOrigin})});
    await expect(offline).toBeChecked();
    await live.check();
    await expect(dialog.locator('select'), 'no rehearsed failure: the gateway answers').toBeHidden();

    // No key: named, and the request is not sent unless the reader insists.
    await expect(dialog.getByText(message(locale, 'tryIt.live.keyMissing'))).toBeVisible();
    await dialog.locator('button[type="submit"]').click();
    const answer = dialog.locator('[data-try-it-answer]');
    await expect(answer, 'sent anyway, without a key').toHaveAttribute('data-try-it-answer', '401');

    // With a key: the gateway's 200, and what it sent back.
    await dialog.locator('input[type="password"]').fill(key);
    await expect(dialog.getByText(message(locale, 'tryIt.live.keyMissing'))).toHaveCount(0);
    await dialog.locator('button[type="submit"]').click();
    await expect(answer).toHaveAttribute('data-try-it-answer', '200');
    await expect(answer).toContainText(message(locale, 'tryIt.live.sent'));
    await expect(answer).toContainText(`GET ${gatewayOrigin}/memories/mem_`);
    await expect(answer).toContainText('"id": "mem_');
    await expect(answer).toContainText(/X-Request-Id: req_/i);
    await guard.networkQuiet();

    const offSite = sent.filter((r) => new URL(r.url()).origin !== new URL(page.url()).origin);
    expect(
      offSite.every((r) => new URL(r.url()).origin === gatewayOrigin),
      `requests off the site go to the gateway only: ${offSite.map((r) => r.url()).join(', ')}`,
    ).toBe(true);
    const withKey = offSite.filter((r) => r.method() === 'GET');
    expect(withKey.map((r) => r.headers().authorization)).toEqual([undefined, `Bearer ${key}`]);
  });
}

test('live mode: a body goes as typed, the key stays in the tab only, and offline comes back on request', async ({
  page,
}) => {
  await page.goto(localePath('fr', 'api/endpoints/memory'));
  await hydrated(page);
  let dialog = await openConsole(page, 'create-memory');
  await dialog.getByRole('radio').nth(1).check();
  await dialog.locator('input[type="password"]').fill(key);
  const body = {content: 'Préfère les places côté hublot.', scope: {project_id: 'proj_7Hq2LmZ9', user_id: 'user_4821'}};
  await dialog.locator('textarea').fill(JSON.stringify(body, null, 2));
  const request = page.waitForRequest((r) => r.url() === `${gatewayOrigin}/memories` && r.method() === 'POST');
  await dialog.locator('button[type="submit"]').click();
  const posted = await request;
  expect(posted.postDataJSON()).toEqual(body);
  expect(posted.headers()['content-type']).toBe('application/json');
  expect(posted.headers()['idempotency-key'], 'the form’s Idempotency-Key goes along').toMatch(/^[0-9a-f-]{36}$/);
  await expect(dialog.locator('[data-try-it-answer]')).toHaveAttribute('data-try-it-answer', '201');

  // Nowhere but the input: not in the markup, the address or any storage.
  const traces = await page.evaluate(
    (k) => ({
      markup: document.documentElement.outerHTML.includes(k),
      url: location.href.includes(k),
      local: JSON.stringify({...localStorage}).includes(k),
      session: JSON.stringify({...sessionStorage}).includes(k),
    }),
    key,
  );
  expect(traces).toEqual({markup: false, url: false, local: false, session: false});

  // Kept for the tab: another console opens live with the key; a reload forgets it.
  await page.keyboard.press('Escape');
  dialog = await openConsole(page, 'get-memory');
  await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
  await expect(dialog.locator('input[type="password"]')).toHaveValue(key);
  // Back to offline: the contract's mock answers and nothing goes to the gateway.
  await dialog.getByRole('radio').nth(0).check();
  const toGateway: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(gatewayOrigin)) toGateway.push(r.url());
  });
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('[data-try-it-answer]')).toHaveAttribute('data-try-it-answer', '200');
  expect(toGateway).toEqual([]);
  await page.reload();
  await hydrated(page);
  dialog = await openConsole(page, 'get-memory');
  await expect(dialog.getByRole('radio').nth(0)).toBeChecked();
  await dialog.getByRole('radio').nth(1).check();
  await expect(dialog.locator('input[type="password"]')).toHaveValue('');
});
