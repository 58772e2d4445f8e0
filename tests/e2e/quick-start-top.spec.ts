/**
 * The quick start shows what to run in the first screen: its first code block (step 1's command)
 * starts, with its first three lines, above the fold at 1280×900 and on a 390×844 phone, in every
 * locale, with the page not scrolled. What comes before it (the introduction, the heading and
 * what the reader needs) is kept short enough for that.
 */
import {allLocales, localePath} from '../support/spec-routes';
import {expect, open, test} from './fixtures';

const screens = [
  {width: 1280, height: 900},
  {width: 390, height: 844},
];
/** How many lines of the block must be on screen: the `curl` line, the key header and the type header. */
const LINES = 3;

for (const locale of allLocales) {
  for (const screen of screens) {
    test(`${locale}: at ${screen.width}×${screen.height} the quick start's first code block starts in the first screen`, async ({
      page,
    }) => {
      const path = localePath(locale, 'getting-started/quick-start');
      await open(page, path, screen);
      const top = await page.evaluate((lines) => {
        const block = document.querySelector('article .theme-code-block');
        const shown = block?.querySelectorAll('.token-line')[lines - 1];
        return {
          scrollY,
          text: block?.querySelector('.token-line')?.textContent ?? '',
          bottom: shown?.getBoundingClientRect().bottom,
        };
      }, LINES);
      expect(top.bottom, `${path}: a first code block with ${LINES} lines`).toBeDefined();
      expect(top.scrollY, `${path} opens scrolled`).toBe(0);
      expect(top.text, `${path}: the first code block is step 1's command`).toMatch(/curl /);
      expect(
        Math.round(top.bottom!),
        `${path}: line ${LINES} of the first code block ends at this y, below the first ${screen.height} px`,
      ).toBeLessThanOrEqual(screen.height);
    });
  }
}
