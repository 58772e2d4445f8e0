/**
 * Every control a reader has to find shows itself at 3:1 or more against what is around it
 * (WCAG 1.4.11 non-text contrast), in light and dark mode: its boundary, its icon or its state
 * indicator, measured from computed styles (tests/e2e/a11y/non-text-contrast.ts). axe checks the
 * contrast of text only. A dark code block's edge is measured against the page too.
 */
import type {Locator, Page} from '@playwright/test';
import type {Locale} from '../../../config/i18n';
import {localePath} from '../../support/spec-routes';
import {expect, open, test} from '../fixtures';
import {contrastRatio, parseColor} from '../../support/contrast';
import {backgroundOf, sampleOf, sampleRatio, type Indicator} from './non-text-contrast';
import {themes, type Theme} from './support';

/** WCAG 1.4.11's minimum for user interface components and graphical objects. */
const minimum = 3;

type Control = {
  readonly name: string;
  readonly selector: string;
  /** Measured in order; the control passes when one of them reaches the minimum. */
  readonly indicators: readonly Indicator[];
  /** A control shown only on hover or only on phones is measured in that state. */
  readonly state?: (page: Page) => Promise<void | Locator>;
};

/** Points at the first visible code block that has the button `selector`; the block is the scope searched. */
const hoverCodeBlockWith = (selector: string) => async (page: Page) => {
  const blocks = page.locator('.markdown .theme-code-block:not([hidden] *)');
  const count = await blocks.count();
  // Blocks get their buttons once laid out near the screen: bring them into view one by one.
  for (let i = 0; i < count; i += 1) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    // The block's size is reported to the word-wrap logic a frame or two after it is laid out.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (await block.locator(selector).count()) {
      // Near the top left corner: the pointer is on the block, not on a button or a sticky header.
      await block.hover({position: {x: 8, y: 8}});
      // Measured once the buttons' fade-in has finished.
      await block
        .locator(selector)
        .first()
        .evaluate((el) => Promise.all(el.getAnimations({subtree: true}).map((a) => a.finished)));
      return block;
    }
  }
  throw new Error(`No code block on ${page.url()} shows ${selector}`);
};

// Found by their icons: their titles are translated.
const copyButton = '[class*="buttonGroup"] button:has([class*="copyButtonIcons"])';
const wordWrapButton = '[class*="buttonGroup"] button:has([class*="wordWrapButtonIcon"])';

/** Desktop (1280 px) controls of a docs page with tabs, code blocks, a sidebar and pagination. */
const desktopControls: readonly Control[] = [
  {name: 'announcement close button', selector: '.theme-announcement-bar button.close', indicators: ['icon']},
  {
    name: 'search button',
    selector: '.navbar button[aria-keyshortcuts], .navbar [class*="searchButton"], .navbar button[class*="button_"]',
    indicators: ['icon', 'border'],
  },
  {name: 'color-mode toggle', selector: '.navbar [class*="colorModeToggle"] button', indicators: ['icon']},
  {
    name: 'page actions (each)',
    selector: '[role="group"][data-pagefind-ignore] :is(a, button):visible',
    indicators: ['border'],
  },
  {name: 'selected tab', selector: '.tabs-container [role="tab"][aria-selected="true"]', indicators: ['bottom-border']},
  {
    name: 'unselected tab',
    selector: '.tabs-container [role="tab"][aria-selected="false"]',
    indicators: ['text', 'border'],
  },
  {
    name: 'code block copy button (block hovered)',
    selector: copyButton,
    indicators: ['icon', 'border'],
    state: hoverCodeBlockWith(copyButton),
  },
  {
    name: 'sidebar category caret',
    selector: '.theme-doc-sidebar-menu :is(.menu__caret, .menu__link--sublist-caret)',
    indicators: ['before', 'after'],
  },
  {name: 'pagination caret', selector: '.pagination-nav__link .pagination-nav__label', indicators: ['before', 'after']},
];

/** Phone (390 px) controls: the page actions menu button and the word-wrap button, shown on blocks that scroll sideways. */
const phoneControls: readonly Control[] = [
  {
    name: 'page actions menu button',
    selector: '[role="group"][data-pagefind-ignore] button[popovertarget]',
    indicators: ['border', 'icon'],
  },
  {name: 'navbar menu button', selector: '.navbar__toggle', indicators: ['icon']},
  {
    name: 'code block word-wrap button (block hovered)',
    selector: wordWrapButton,
    indicators: ['icon', 'border'],
    state: hoverCodeBlockWith(wordWrapButton),
  },
];

async function measure(
  page: Page,
  controls: readonly Control[],
  where: string,
): Promise<{lines: string[]; failures: string[]}> {
  const lines: string[] = [];
  const failures: string[] = [];
  for (const control of controls) {
    const scope = (await control.state?.(page)) ?? page;
    const matches = scope.locator(control.selector);
    const count = await matches.count();
    if (count === 0) {
      failures.push(`${where}: ${control.name}: not found (${control.selector})`);
      continue;
    }
    for (let i = 0; i < Math.min(count, 4); i += 1) {
      const results = [];
      for (const indicator of control.indicators) {
        const sample = await sampleOf(matches.nth(i), indicator);
        results.push({ratio: sampleRatio(sample), what: sample.what});
      }
      const best = results.reduce((a, b) => (b.ratio > a.ratio ? b : a));
      const line = `${where}: ${control.name}${count > 1 ? ` #${i + 1}` : ''}: ${best.ratio.toFixed(2)}:1 (${best.what})`;
      lines.push(line);
      if (best.ratio < minimum) failures.push(`${line}, below ${minimum}:1`);
    }
  }
  return {lines, failures};
}

async function openIn(page: Page, theme: Theme, path: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await open(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const locale of ['en', 'de'] as const satisfies readonly Locale[]) {
  for (const theme of themes) {
    test(`${locale}, ${theme}: every control shows itself at ${minimum}:1 or more`, async ({page}) => {
      test.setTimeout(60_000);
      await page.setViewportSize({width: 1280, height: 900});
      await openIn(page, theme, localePath(locale, 'api/memories'));
      const desktop = await measure(page, desktopControls, `${locale} ${theme} desktop`);
      // Opened again at phone width, as a phone opens it (the word-wrap buttons depend on the width the blocks were laid out at).
      await open(page, localePath(locale, 'api/memories'), {width: 390, height: 844});
      const phone = await measure(page, phoneControls, `${locale} ${theme} phone`);
      console.log([...desktop.lines, ...phone.lines].join('\n'));
      expect([...desktop.failures, ...phone.failures].join('\n'), 'controls below 3:1').toBe('');
    });
  }
}

/**
 * A dark code block (#1e1e1e) on the dark page (#1b1b1d) is 1.05:1: without an edge a reader
 * cannot see where the block starts. Its edge is a 1 px ring (a spread box-shadow, which does not
 * move the layout), held to WCAG 1.4.11's 3:1 for the boundary of a graphical object.
 */
for (const locale of ['en', 'fr'] as const satisfies readonly Locale[]) {
  test(`${locale}, dark: a code block's edge shows against the page at ${minimum}:1 or more`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openIn(page, 'dark', localePath(locale, 'getting-started/quick-start'));
    const blocks = page.locator('.markdown .theme-code-block:not([hidden] *)');
    expect(await blocks.count(), 'code blocks on the page').toBeGreaterThan(0);
    const edge = await blocks.first().evaluate((el) => {
      const layers: {color: string; opacity: number}[] = [];
      for (let n = el.parentElement; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (bg !== 'rgba(0, 0, 0, 0)') layers.push({color: bg, opacity: 1});
      }
      return {
        shadow: getComputedStyle(el).boxShadow,
        block: getComputedStyle(el.querySelector('pre')!).backgroundColor,
        behind: layers,
      };
    });
    // The ring: a shadow with no offset and no blur whose spread is at least 1 px.
    const ring = /(rgba?\([^)]*\)) 0px 0px 0px (\d+(?:\.\d+)?)px(?! inset)/.exec(edge.shadow);
    expect(ring, `the code block's box-shadow "${edge.shadow}" draws no 1 px ring`).not.toBeNull();
    expect(Number(ring![2]), 'ring width').toBeGreaterThanOrEqual(1);
    const pageColour = backgroundOf(edge.behind);
    const ratio = contrastRatio(parseColor(ring![1]!), pageColour);
    expect(ratio, `dark code block edge ${ring![1]} against the page: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      minimum,
    );
    // The block itself keeps the background its token colours are checked against (config/prism.ts).
    expect(edge.block).toBe('rgb(30, 30, 30)');
  });
}

test('planted: a faint close button and an image caret are reported with control, mode and ratio', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openIn(page, 'light', '/api/memories');
  await page.addStyleTag({
    content:
      '.theme-announcement-bar .close { color: #000 !important; opacity: 0.5 !important; } .menu__caret::before, .menu__link--sublist-caret::after { background: var(--ifm-menu-link-sublist-icon) 50% / 2rem 2rem !important; mask: none !important; }',
  });
  const controls = desktopControls.filter(
    (c) => c.name === 'announcement close button' || c.name === 'sidebar category caret',
  );
  const {failures} = await measure(page, controls, 'en light desktop');
  expect(failures.join('\n')).toMatch(
    /^en light desktop: announcement close button: 1\.\d\d:1 \(icon (fill|stroke)\), below 3:1$/m,
  );
  expect(failures.join('\n')).toMatch(
    /^en light desktop: sidebar category caret( #1)?: 1\.00:1 \(::(before|after) paints an image, whose colour cannot be measured\), below 3:1$/m,
  );
});

test('colours the measurement cannot read are named, not guessed', () => {
  expect(() => parseColor('oklch(0.5 0.1 200)')).toThrow(
    /Cannot read the colour "oklch\(0\.5 0\.1 200\)": expected a computed rgb\(\) or rgba\(\) colour/,
  );
  expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0, 0.5]);
  expect(parseColor('rgb(255 255 255 / 7%)')).toEqual([255, 255, 255, 0.07]);
  // Black at 50% over white is grey 127.5 (between #7f7f7f and #808080): 3.98:1 against white.
  expect(sampleRatio({fg: {color: 'rgb(0, 0, 0)', opacity: 0.5}, behind: [], what: 'x'})).toBeCloseTo(3.98, 2);
});
