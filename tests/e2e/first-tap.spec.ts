/**
 * A same-site link written as raw HTML (the announcement bar's) changes the page through the
 * router even when the reader's first interaction is the tap or the Enter on it: the router for
 * those links (src/lib/navigation/same-site-links.ts) loads at the first interaction, and the
 * click that is that interaction comes before it has loaded (src/client/navigation.ts holds it
 * back and hands it on). Clicks the browser should handle itself are never taken.
 *
 * Every script requested after hydration is held back 300 ms, as on a slow phone network: the
 * click then always comes before the router for raw-HTML links is in, whatever the machine.
 */
import type {Page} from '@playwright/test';
import {allLocales, localePath} from '../support/spec-routes';
import {expect, hydrated, test} from './fixtures';

const headings = {
  en: /Changelog/,
  es: /Registro de cambios/,
  fr: /Journal des modifications/,
  de: /Änderungsprotokoll/,
};

/** Lets the scripts held back since the page was opened (see openUntouched) load. */
let releaseScripts: () => void = () => undefined;

/**
 * Opens `path` and prepares the checks: a marker that only a new document loses, every document
 * request recorded, and every script asked for after hydration held back until the test lets it
 * go (`releaseScripts`), so the tap or key press always comes before the routing code. Asserts
 * that the router for raw-HTML links is not installed yet (its offline notice is in the page once
 * it is): what follows is the first interaction.
 */
async function openUntouched(page: Page, path: string): Promise<string[]> {
  releaseScripts();
  await page.unrouteAll({behavior: 'wait'});
  await page.goto(path);
  await hydrated(page);
  const released = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.evaluate('window.sameDocument = true');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  expect(
    await page.evaluate(`document.querySelector('body > [role="status"][hidden]') === null`),
    'the router for raw-HTML links is already installed: the tap would not be the first interaction',
  ).toBe(true);
  return documents;
}

async function expectRoutedTo(page: Page, locale: keyof typeof headings, documents: string[]): Promise<void> {
  // The click has happened: the routing code may arrive now.
  releaseScripts();
  await expect(page).toHaveURL(localePath(locale, 'changelog'));
  await expect(page.locator('main h1')).toHaveText(headings[locale]);
  expect(await page.evaluate('window.sameDocument'), 'the link loaded a new document').toBe(true);
  expect(await page.evaluate(`performance.getEntriesByType('navigation').length`)).toBe(1);
  expect(documents, 'document requests after the first interaction').toEqual([]);
}

test.describe('on a touch phone', () => {
  test.use({hasTouch: true, viewport: {width: 390, height: 844}});
  for (const locale of allLocales) {
    test(`${locale}: the announcement link tapped as the first interaction changes the page without a new document`, async ({
      page,
    }) => {
      const documents = await openUntouched(page, localePath(locale, 'intro'));
      await page.locator('.theme-announcement-bar a').tap();
      await expectRoutedTo(page, locale, documents);
    });
  }
});

for (const locale of allLocales) {
  test(`${locale}: Enter on the focused announcement link, the first interaction, changes the page without a new document`, async ({
    page,
  }) => {
    const documents = await openUntouched(page, localePath(locale, 'intro'));
    await page.locator('.theme-announcement-bar a').focus();
    await page.keyboard.press('Enter');
    await expectRoutedTo(page, locale, documents);
  });
}

/**
 * Clicks the announcement link once its attributes are `attributes` and reports whether a
 * handler of the page took the click (`defaultPrevented` when it reaches the window, after the
 * document's listeners) and whether the URL changed. A listener of the test, last in line,
 * then cancels the browser's own action, so that the page stays for the next click.
 */
async function clickOutcome(
  page: Page,
  attributes: Record<string, string>,
  click: (link: ReturnType<Page['locator']>) => Promise<void>,
): Promise<{taken: boolean | undefined; url: string}> {
  await page.evaluate(`(() => {
    window.taken = undefined;
    if (!window.watching) {
      window.watching = true;
      for (const type of ['click', 'auxclick']) {
        window.addEventListener(type, (event) => {
          if (!event.target.closest || !event.target.closest('.theme-announcement-bar a')) return;
          window.taken = event.defaultPrevented;
          event.preventDefault();
        });
      }
    }
    const link = document.querySelector('.theme-announcement-bar a');
    for (const [name, value] of Object.entries(${JSON.stringify(attributes)})) link.setAttribute(name, value);
  })()`);
  await click(page.locator('.theme-announcement-bar a'));
  await page.waitForFunction('window.taken !== undefined');
  return {taken: (await page.evaluate('window.taken')) as boolean, url: new URL(page.url()).pathname};
}

test('clicks the browser handles itself are never taken: modified, middle, new tab, download, other sites', async ({
  page,
}) => {
  for (const [what, attributes, click] of [
    ['Ctrl+click', {}, (link) => link.click({modifiers: ['Control']})],
    ['Cmd+click', {}, (link) => link.click({modifiers: ['Meta']})],
    ['Shift+click', {}, (link) => link.click({modifiers: ['Shift']})],
    ['middle click', {}, (link) => link.click({button: 'middle'})],
    ['target=_blank', {target: '_blank'}, (link) => link.click()],
    ['download', {download: ''}, (link) => link.click()],
    ['another origin', {href: 'https://example.com/es/changelog'}, (link) => link.click()],
    ["another locale's site", {href: '/fr/changelog'}, (link) => link.click()],
    ['a file', {href: '/es/changelog.md'}, (link) => link.click()],
  ] as const satisfies readonly (readonly [
    string,
    Record<string, string>,
    (link: ReturnType<Page['locator']>) => Promise<void>,
  ])[]) {
    // A fresh page each time: the early listener decides, not the router installed afterwards.
    await openUntouched(page, '/es/intro');
    const outcome = await clickOutcome(page, attributes, click);
    expect(outcome, `${what}: taken by the page`).toEqual({taken: false, url: '/es/intro'});
  }
  // The same watch sees a plain click taken and routed: the checks above can fail.
  const documents = await openUntouched(page, '/es/intro');
  const plain = await clickOutcome(page, {}, (link) => link.click());
  expect(plain.taken, 'a plain click on the announcement link was not taken').toBe(true);
  await expectRoutedTo(page, 'es', documents);
});
