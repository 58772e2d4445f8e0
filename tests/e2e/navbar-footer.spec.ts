import {test, expect, open, scrollHandled} from './fixtures';
import {platformUrls} from '../../config/platform';

const navbarLabels = {
  en: ['Getting Started', 'API Reference', 'SDKs', 'Dashboard', 'English'],
  es: ['Primeros pasos', 'Referencia de la API', 'SDK', 'Panel de control', 'Español'],
  fr: ['Prise en main', 'Référence de l’API', 'SDK', 'Tableau de bord', 'Français'],
  de: ['Erste Schritte', 'API-Referenz', 'SDKs', 'Dashboard', 'Deutsch'],
} as const;

for (const [locale, [start, api, sdks, dashboard, language]] of Object.entries(navbarLabels)) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  test(`${locale}: navbar shows its items on the left and right`, async ({page}) => {
    await open(page, `${prefix}/overview`, {width: 1280, height: 800});
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    const right = page.locator('.navbar__items--right');
    await expect(left.getByRole('link', {name: start, exact: true})).toHaveAttribute('href', `${prefix}/intro`);
    await expect(left.getByRole('link', {name: api, exact: true})).toHaveAttribute('href', `${prefix}/api/overview`);
    await expect(left.getByRole('link', {name: sdks, exact: true})).toHaveAttribute('href', `${prefix}/sdks/overview`);
    // The Dashboard item has no position: config/navbar.ts puts such items on the right.
    const dashboardLink = right.getByRole('link', {name: dashboard});
    await expect(dashboardLink).toHaveAttribute('href', platformUrls.dashboard);
    await expect(dashboardLink).toHaveAttribute('target', '_blank');
    await expect(right.locator('.dropdown > .navbar__link', {hasText: language})).toBeVisible();

    // One sidebar holds every doc, yet only the section being read is marked current.
    await expect(left.getByRole('link', {name: start, exact: true})).toHaveClass(/navbar__link--active/);
    await left.getByRole('link', {name: api, exact: true}).click();
    await expect(page).toHaveURL(`${prefix}/api/overview`);
    await expect(left.getByRole('link', {name: api, exact: true})).toHaveClass(/navbar__link--active/);
    await expect(left.getByRole('link', {name: start, exact: true})).not.toHaveClass(/navbar__link--active/);
    await expect(left.getByRole('link', {name: sdks, exact: true})).not.toHaveClass(/navbar__link--active/);
    await expect(left.locator('[aria-current="page"]')).toHaveCount(1);
  });
}

test('footer has the Documentation, Platform and Resources columns with their links', async ({page}) => {
  await open(page, '/');
  const footer = page.locator('footer');
  const expected: Array<[string, string, string]> = [
    ['Documentation', 'Getting Started', '/intro'],
    ['Documentation', 'API Reference', '/api/overview'],
    ['Documentation', 'SDKs', '/sdks/overview'],
    ['Platform', 'Dashboard', platformUrls.dashboard],
    ['Platform', 'API Gateway', platformUrls.apiGateway],
    ['Platform', 'MCP Interface', platformUrls.mcpInterface],
    ['Resources', 'Changelog', '/changelog'],
    ['Resources', 'Support', '/support'],
    ['Resources', 'Status', platformUrls.status],
  ];
  for (const [column, label, href] of expected) {
    const col = footer.locator('.footer__col', {has: page.locator('.footer__title', {hasText: column})});
    await expect(col.getByRole('link', {name: label})).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('Copyright © 2025 Mnemora');
  await footer.getByRole('link', {name: 'Changelog'}).click();
  await expect(page).toHaveURL('/changelog');
});

test('es: footer labels are translated and internal links stay in Spanish', async ({page}) => {
  await open(page, '/es/');
  const footer = page.locator('footer');
  for (const title of ['Documentación', 'Plataforma', 'Recursos']) {
    await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
  }
  await expect(footer.getByRole('link', {name: 'Registro de cambios'})).toHaveAttribute('href', '/es/changelog');
  await expect(footer.getByRole('link', {name: 'Pasarela de la API'})).toHaveAttribute('href', platformUrls.apiGateway);
});

test('the navbar hides on scroll down, returns on scroll up and stays within its own height', async ({page}) => {
  await open(page, '/tutorial-basics/markdown-features', {width: 1280, height: 500});
  const navbar = page.locator('nav.navbar');
  const {navbarHeight, scrollable} = await page.evaluate(() => ({
    navbarHeight: document.querySelector('nav.navbar')!.getBoundingClientRect().height,
    scrollable: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(scrollable, 'the test page must be long enough to scroll').toBeGreaterThan(1500);
  // A scroll shorter than the navbar leaves it in place: checked once the navbar's scroll
  // listener has run and what it set has rendered.
  await scrollHandled(page, Math.floor(navbarHeight / 2));
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await page.evaluate(() => window.scrollTo(0, 1000));
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('skip to content moves keyboard focus past the navigation into the main content', async ({page}) => {
  await open(page, '/es/intro');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Saltar al contenido principal'});
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  // Focus lands on <main>; the next Tab reaches the first control inside it, not the navbar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    return Boolean(main && document.activeElement && main.contains(document.activeElement));
  });
  expect(focusedInMain).toBe(true);
});
