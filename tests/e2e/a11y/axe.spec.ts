/**
 * axe-core, WCAG 2.0/2.1/2.2 A and AA and axe's best practices: zero violations on every built page (the route table's routes and
 * the not-found page) in every locale, in light and dark mode, after hydration.
 */
import {axeViolations, describeViolations, everyPage, expect, openWithTheme, test, themes} from './support';

test.describe.configure({mode: 'parallel'});

for (const theme of themes) {
  for (const {locale, path} of everyPage) {
    test(`axe: ${theme} ${path}`, async ({sharedPage: page}) => {
      await openWithTheme(page, path, theme);
      const violations = await axeViolations(page);
      expect(describeViolations(`${theme} ${path} (${locale})`, violations), 'axe violations').toBe('');
    });
  }
}

test('planted: a low-contrast, unlabelled control is reported with its page, rule and element', async ({
  sharedPage: page,
}) => {
  await openWithTheme(page, '/intro', 'light');
  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    article.insertAdjacentHTML(
      'afterbegin',
      '<p id="planted-contrast" style="color:#ddd;background:#fff">Faint text</p><button id="planted-button"></button>',
    );
  });
  const violations = await axeViolations(page);
  const message = describeViolations('light /intro', violations);
  expect(violations.map((v) => v.id).sort()).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  expect(message).toMatch(/light \/intro: color-contrast \(serious\) at #planted-contrast/);
  expect(message).toMatch(/light \/intro: button-name \(critical\) at #planted-button/);
});

test('planted: a second banner landmark on the home page is reported (a best-practice rule)', async ({
  sharedPage: page,
}) => {
  await openWithTheme(page, '/', 'light');
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<header id="planted-banner"><p>Second banner</p></header>');
  });
  const message = describeViolations('light /', await axeViolations(page));
  // axe names the first of the two banners, the announcement bar.
  expect(message).toMatch(/light \/: landmark-no-duplicate-banner \(moderate\) at /);
});
