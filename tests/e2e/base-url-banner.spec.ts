/**
 * The base-URL issue banner (src/plugins/lean-bundle/base-url-banner): on the home page of every
 * locale, a page whose main bundle cannot run shows it, in the page's language, with the base URL
 * the site was built for and the one the page's address suggests; a page that loads never shows
 * it, on a CPU six times slower and a slow network too, when the site's scripts start seconds
 * after the first paint. With JavaScript off nothing shows (the banner is inserted by script).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {CDPSession, Page} from '@playwright/test';
import type {Locale} from '../../config/i18n';
import {allLocales, localePath} from '../support/spec-routes';
import {expect, test} from './fixtures';

// Playwright runs from the repository's root.
const repoRoot = process.cwd();

const bannerSelector = '#__docusaurus-base-url-issue-banner';
const mainBundle = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

type Words = {title: string; reason: string; configured: string; suggest: string};

const english: Words = {
  title: 'Your site did not load properly.',
  reason: "A common reason is a wrong base URL in the site's configuration.",
  configured: 'Configured base URL:',
  suggest: 'We suggest trying the base URL:',
};

/** The banner's words in `locale`, as its translators wrote them in code.json. */
function wordsOf(locale: Locale): Words {
  if (locale === 'en') return english;
  const messages = JSON.parse(readFileSync(join(repoRoot, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const message = (key: keyof Words) => {
    const found = messages[`mnemora.baseUrlBanner.${key}`]?.message;
    if (!found) throw new Error(`i18n/${locale}/code.json has no mnemora.baseUrlBanner.${key}`);
    return found;
  };
  return {
    title: message('title'),
    reason: message('reason'),
    configured: message('configured'),
    suggest: message('suggest'),
  };
}

/** Records, before any script of the page runs, whether the banner was ever in the document. */
async function watchForBanner(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    window.__bannerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('${bannerSelector}')) window.__bannerSeen = true;
    }).observe(document, {childList: true, subtree: true});
  })()`);
}

const bannerSeen = (page: Page) => page.evaluate('window.__bannerSeen === true');

/** A CPU six times slower and a 400 kbit/s network with 400 ms of latency, for this page. */
async function slowDown(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  return cdp;
}

for (const locale of allLocales) {
  const home = localePath(locale, '');
  const words = wordsOf(locale);

  test(`${locale}: a home page served at another path, its bundle failing, shows the banner with the base URL to try`, async ({
    page,
    consoleErrors,
  }) => {
    // The site deployed under /mirror/ while built for `home`: the page at /mirror<home>, its
    // main bundle not loading (here the request is aborted; a wrong base URL answers 404).
    const mirrored = `/mirror${home}`;
    await page.route(`**${mirrored}`, async (route) => {
      const response = await route.fetch({url: new URL(home, route.request().url()).href});
      await route.fulfill({response});
    });
    await page.route(mainBundle, (route) => route.abort());
    await page.goto(mirrored);
    const banner = page.locator(bannerSelector);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'alert');
    const lines = banner.locator('p');
    await expect(lines).toHaveText([
      words.title,
      words.reason,
      `${words.configured} ${home}`,
      `${words.suggest} ${mirrored}`,
    ]);
    expect(await page.evaluate('typeof window.docusaurus'), 'the bundle ran after all').toBe('undefined');
    if (locale !== 'en') expect(words.title, `${locale}: the banner's title is not translated`).not.toBe(english.title);
    // The failed requests are what this test plants: the preload and the script of the bundle.
    const planted = consoleErrors.filter((e) => /net::ERR_FAILED/.test(e));
    expect(planted.length, 'the blocked bundle logged no error: was it requested?').toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !planted.includes(e)));
  });

  test(`${locale}: a healthy load of the home page on a 6× slower CPU and a slow network never shows the banner`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await watchForBanner(page);
    const cdp = await slowDown(page);
    await page.goto(home, {waitUntil: 'load', timeout: 90_000});
    expect(await bannerSeen(page), 'the banner showed before the load event').toBe(false);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 90_000});
    // The main bundle's own load event has fired (it hydrated the page): the last moment the
    // banner's script looks at.
    expect(await page.evaluate('typeof window.docusaurus')).toBe('object');
    expect(await bannerSeen(page), 'the banner showed on a page that loaded').toBe(false);
    await expect(page.locator(bannerSelector)).toHaveCount(0);
    await cdp.detach();
  });
}

test("planted: core's trigger (no window.docusaurus at DOMContentLoaded) shows a banner on that same healthy load", async ({
  page,
}) => {
  // What core's banner script does, added before the page's scripts: the watch above must see it.
  test.setTimeout(120_000);
  await watchForBanner(page);
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    if (typeof window.docusaurus !== 'undefined') return;
    const banner = document.createElement('div');
    banner.id = '${bannerSelector.slice(1)}';
    document.body.prepend(banner);
  })`);
  const cdp = await slowDown(page);
  await page.goto('/', {waitUntil: 'load', timeout: 90_000});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 90_000});
  expect(await bannerSeen(page), "core's trigger did not fire: the healthy-load checks prove nothing").toBe(true);
  await cdp.detach();
});

test('a 404 for the main bundle (a wrong base URL) shows the banner; other pages carry no banner script', async ({
  page,
}) => {
  await page.route(mainBundle, (route) => route.fulfill({status: 404, body: 'Not found'}));
  await page.goto('/es/');
  await expect(page.locator(bannerSelector)).toContainText(wordsOf('es').title);
  await page.goto('/es/intro');
  // Not the home page: no banner script, so nothing shows even though the bundle failed again.
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator(bannerSelector)).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});
  test('no home page shows the banner', async ({page}) => {
    for (const locale of allLocales) {
      await page.goto(localePath(locale, ''));
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator(bannerSelector)).toHaveCount(0);
    }
  });
});
