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

/**
 * Resolves once the browser has rendered `count` more frames. Style, layout, scroll anchoring,
 * intersection observers and the scroll event all run in a frame's rendering steps, so what the
 * last change moved is in place (and on screen) by the second frame after it.
 */
export async function framesRendered(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number): void => {
          if (left === 0) resolve();
          else requestAnimationFrame(() => step(left - 1));
        };
        step(n);
      }),
    count,
  );
}

/**
 * Scrolls the window to `y` and resolves once the page has handled the scroll: its `scroll`
 * listeners have run, the state they set has rendered and two frames have been drawn since.
 */
export async function scrollHandled(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve, reject) => {
        if (Math.round(window.scrollY) === top) {
          reject(new Error(`the window is already at ${top}: no scroll event would come`));
          return;
        }
        window.addEventListener(
          'scroll',
          // A task after the frames: React renders what a scroll listener set in a task of its own.
          () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
          {once: true},
        );
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * Every diagram near the window has drawn (src/theme/Mermaid loads one as it comes within 50 px
 * of the window, then draws it), and two frames have been rendered since: the blocks that render
 * once the reader has arrived somewhere are in place. Diagrams far from the window are not
 * waited for: they stay as they are until the reader comes near them.
 */
export async function nearbyBlocksRendered(page: Page): Promise<void> {
  const undrawn = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.mnemora-mermaid-slot')]
        .filter((slot) => {
          const box = slot.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight + 50 && !slot.querySelector('svg');
        })
        .map((slot) => `diagram at ${Math.round(slot.getBoundingClientRect().top)} px`),
    );
  await expect.poll(undrawn, {timeout: 15_000, message: 'diagrams near the window never drew'}).toEqual([]);
  await framesRendered(page);
}

/**
 * Resolves once every request the page has started so far has been reported to the test's
 * `request` listeners: the page fetches a marker after them, and a page's requests are reported
 * in the order it made them. What a check that something was not requested waits for.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = '/__requests-reported';
  await page.route(`**${marker}`, (route) => route.fulfill({status: 204}));
  const reported = page.waitForRequest((request) => new URL(request.url()).pathname === marker);
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await reported;
  await page.unroute(`**${marker}`);
}
