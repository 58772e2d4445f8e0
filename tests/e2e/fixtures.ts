import {test as base, expect, type Page, type ViewportSize} from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught exception: a page that "works"
 * while logging errors is broken for some reader.
 */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      // 404 responses for pages we open on purpose log a resource error; nothing else may.
      const unexpected = errors.filter((e) => !/status of 404/.test(e));
      expect(unexpected, `console errors on ${page.url()}`).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens `path` and waits for hydration; with `viewport`, at that size from the first paint. */
export async function open(page: Page, path: string, viewport?: ViewportSize): Promise<void> {
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(path);
  await hydrated(page);
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
