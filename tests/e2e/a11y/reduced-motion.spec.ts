/**
 * With `prefers-reduced-motion: reduce` the navbar, the docs sidebar and the menus (desktop and
 * mobile) have no transition or animation longer than 0.01 s.
 */
import type {Page} from '@playwright/test';
import {expect, open, test} from '../fixtures';

const regions = ['.navbar', '.navbar-sidebar', '.theme-doc-sidebar-container', '.menu', '.dropdown__menu'];

/** Elements (and their ::before/::after) in `regions` that move for longer than 0.01 s. */
async function longMotions(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const seconds = (value: string) =>
      Math.max(...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0));
    const out = new Set<string>();
    for (const root of document.querySelectorAll(selectors.join(','))) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          const transition = style.transitionProperty !== 'none' ? seconds(style.transitionDuration) : 0;
          const animation = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
          if (transition > 0.01 || animation > 0.01) {
            out.add(
              `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''}: transition ${style.transitionDuration}, animation ${style.animationDuration}`,
            );
          }
        }
      }
    }
    return [...out];
  }, regions);
}

async function desktopAndMobile(page: Page): Promise<string[]> {
  await open(page, '/sdks/typescript', {width: 1280, height: 800});
  const found = await longMotions(page);
  await page.setViewportSize({width: 600, height: 800});
  await page.getByRole('button', {name: /Toggle navigation bar|Alternar/}).click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  found.push(...(await longMotions(page)));
  return found;
}

test.describe('reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('navbar, sidebar and menus have no transition or animation longer than 0.01 s', async ({page}) => {
    expect((await desktopAndMobile(page)).join('\n'), 'motion despite prefers-reduced-motion').toBe('');
  });
});

test.describe('no motion preference', () => {
  test.use({reducedMotion: 'no-preference'});

  test('planted: without the preference the check finds the menu transitions', async ({page}) => {
    const found = await desktopAndMobile(page);
    expect(
      found.some((line) => /menu|navbar-sidebar/.test(line)),
      found.join('\n'),
    ).toBe(true);
  });
});
