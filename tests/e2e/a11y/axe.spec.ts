/**
 * axe-core, WCAG 2.0/2.1/2.2 A and AA and axe's best practices: zero violations on every built page (the route table's routes and
 * the not-found page) in every locale, in light and dark mode, after hydration.
 *
 * The colour modes differ in colours only: the same markup, the same layout, another set of
 * custom properties. So light mode runs every rule, and dark mode the rules that read colours
 * (text contrast, and links told apart from the text around them); the structural rules would
 * see the same document twice.
 */
import {
  axeViolations,
  colourRules,
  describeViolations,
  everyPage,
  expect,
  openWithTheme,
  test,
  themes,
} from './support';

test.describe.configure({mode: 'parallel'});

for (const theme of themes) {
  for (const {locale, path} of everyPage) {
    test(`axe: ${theme} ${path}`, async ({sharedPage: page}) => {
      await openWithTheme(page, path, theme);
      const violations = await axeViolations(
        page,
        theme === 'light' ? {} : {runOnly: {type: 'rule', values: colourRules}},
      );
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

/**
 * The document as a reader's tools see it, with what the colour mode is allowed to change taken
 * out: the wording of the mode switch's name (not whether it has one), the mode class of the themed images (the same file and
 * alternative text in both), and the colours and generated ids inside diagrams.
 */
function markupWithoutMode(): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const el of body.querySelectorAll('[class*="themedComponent--"]'))
    el.setAttribute(
      'class',
      el.getAttribute('class')!.replace(/themedComponent--(light|dark)_\w+/, 'themedComponent--mode'),
    );
  // The switch names the current mode; what must hold in both is that it has a name.
  for (const el of body.querySelectorAll('button[class*="toggleButton"]'))
    for (const name of ['title', 'aria-label'])
      if (el.hasAttribute(name)) el.setAttribute(name, el.getAttribute(name)!.trim() === '' ? '' : 'named');
  for (const svg of body.querySelectorAll('svg')) {
    for (const style of svg.querySelectorAll('style')) style.remove();
    for (const el of [svg, ...svg.querySelectorAll('*')])
      for (const name of el.getAttributeNames()) if (/^style$|color|fill|stroke/.test(name)) el.removeAttribute(name);
  }
  return body.outerHTML.replace(/mermaid-svg-\d+/g, 'mermaid-svg');
}

test('light and dark mode show the same document: what only the colours change is what dark mode is checked for', async ({
  sharedPage: page,
}) => {
  test.setTimeout(90_000);
  for (const path of ['/', '/intro', '/api/endpoints/memory', '/es/guides/migration', '/fr/sdks/cli', '/de/overview']) {
    const markup: string[] = [];
    for (const theme of themes) {
      await openWithTheme(page, path, theme);
      // Diagrams render as they come near the screen: compare them once each is in.
      const slots = page.locator('.mnemora-mermaid-slot');
      for (let i = 0; i < (await slots.count()); i++) {
        await slots.nth(i).scrollIntoViewIfNeeded();
        await expect(slots.nth(i).locator('svg').first(), `${path}: diagram ${i + 1} in ${theme} mode`).toBeVisible({
          timeout: 15_000,
        });
      }
      // Back at the top, as both modes are compared: the sidebar's classes follow the scroll
      // position (the announcement bar's space), so read once two reads in a row agree.
      await page.evaluate(() => window.scrollTo(0, 0));
      let previous = '';
      await expect
        .poll(
          async () => {
            const now = await page.evaluate(markupWithoutMode);
            const still = now === previous;
            previous = now;
            return still;
          },
          {message: `${path}: the page never came to rest in ${theme} mode`, intervals: [150]},
        )
        .toBe(true);
      markup.push(previous);
    }
    const [a, b] = markup.map((m) => m.split(/(?=<)/));
    const first = a!.findIndex((tag, i) => tag !== b![i]);
    expect(
      first === -1 && a!.length === b!.length ? '' : `${a![first]} ≠ ${b![first]}`,
      `${path}: light and dark markup`,
    ).toBe('');
  }
});

test('planted: in dark mode, dark grey text on the dark page is reported, and so is a link only its colour tells apart', async ({
  sharedPage: page,
}) => {
  await openWithTheme(page, '/intro', 'dark');
  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    article.insertAdjacentHTML(
      'afterbegin',
      '<p id="planted-dark" style="color:#333">Dark grey on the dark page</p>' +
        '<p id="planted-link-text" style="color:#bbb">Read the <a id="planted-link" href="#x" style="color:#ccc;text-decoration:none">guide</a> first.</p>',
    );
  });
  const message = describeViolations(
    'dark /intro',
    await axeViolations(page, {runOnly: {type: 'rule', values: colourRules}}),
  );
  expect(message).toMatch(/dark \/intro: color-contrast \(serious\) at #planted-dark/);
  expect(message).toMatch(/dark \/intro: link-in-text-block \(serious\) at #planted-link/);
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
