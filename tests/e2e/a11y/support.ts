/**
 * Shared pieces of the accessibility specs: one browser page per worker (navigations reuse the
 * HTTP cache, so ~350 axe scans stay fast), axe-core injected into every document, the colour
 * mode set through `localStorage.theme` before load, and readable failure messages that name the
 * page, the rule and the element.
 */
import {readFileSync} from 'node:fs';
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import type {AxeResults, Result, RunOptions} from 'axe-core';
import {allLocales, localePath, specRoutes} from '../../support/spec-routes';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe into a page already open. Evaluated through the DevTools protocol, not added as a
 * script tag: the site's CSP (sent by every server, the preview included) refuses inline scripts.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices beside them: the rules that no
 * success criterion requires but that screen-reader users rely on (one banner and one main
 * landmark, content inside landmarks, unique landmark names, heading order, an h1 per page).
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on colours, the only thing the colour modes change. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

export type Theme = 'light' | 'dark';
export const themes: Theme[] = ['light', 'dark'];

/** Every page of the site in every locale: the route table's routes and the not-found page. */
export const notFoundRoute = 'this-page-does-not-exist';
export const everyPage = allLocales.flatMap((locale) =>
  [...specRoutes, notFoundRoute].map((route) => ({locale, route, path: localePath(locale, route)})),
);

type WorkerFixtures = {sharedContext: BrowserContext; sharedPage: Page};
type TestFixtures = {pageErrors: string[]};

/**
 * `sharedPage`: one page per worker. `pageErrors` collects the console errors and uncaught
 * exceptions of one test on it and fails the test when there are any (a 404 resource error of a
 * page opened on purpose excepted), like tests/e2e/fixtures.ts does for the `page` fixture.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  sharedContext: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      await context.addInitScript({content: axeSource});
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: [
    async ({sharedContext}, use) => {
      const page = await sharedContext.newPage();
      await page.goto('/robots.txt');
      await use(page);
    },
    {scope: 'worker'},
  ],
  pageErrors: [
    async ({sharedPage}, use) => {
      const errors: string[] = [];
      const onConsole = (msg: import('@playwright/test').ConsoleMessage) => {
        if (msg.type() === 'error') errors.push(msg.text());
      };
      const onError = (err: Error) => errors.push(err.message);
      sharedPage.on('console', onConsole);
      sharedPage.on('pageerror', onError);
      await use(errors);
      sharedPage.off('console', onConsole);
      sharedPage.off('pageerror', onError);
      const unexpected = errors.filter((e) => !/status of 404/.test(e));
      expect(unexpected, `console errors on ${sharedPage.url()}`).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens `path` with the colour mode stored in localStorage before load, and waits for hydration. */
export async function openWithTheme(page: Page, path: string, theme: Theme): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('html'), `colour mode of ${path}`).toHaveAttribute('data-theme', theme);
}

/** Runs axe (WCAG 2.x A/AA and best practices) on the current document; resolves the violations. */
export async function axeViolations(page: Page, options: RunOptions = {}): Promise<Result[]> {
  const runOptions: RunOptions = {
    runOnly: {type: 'tag', values: axeTags},
    resultTypes: ['violations'],
    ...options,
  };
  const results = await page.evaluate(async (opts) => {
    const axe = (window as unknown as {axe: {run: (ctx: Document, o: unknown) => Promise<AxeResults>}}).axe;
    return axe.run(document, opts);
  }, runOptions as never);
  return results.violations;
}

/** One line per failing element: rule, impact, selector and axe's own summary of the fix. */
export function describeViolations(where: string, violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${where}: ${v.id} (${v.impact ?? 'n/a'}) at ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ').trim()}`,
      ),
    )
    .join('\n');
}

/** Everything a keyboard user can operate, in a form `querySelectorAll` takes. */
const interactiveSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export type FocusStop = {id: string; label: string; indicator: boolean; opacity: number};

/** A focused control must be at least this opaque (the announcement bar's close button rests at 0.8). */
const visibleOpacity = 0.75;

/**
 * Marks every interactive element a reader can see (and that is in the Tab order) with
 * `data-kb="<n>"`; resolves their labels by id.
 */
export async function markTabTargets(page: Page, within = 'body'): Promise<Record<string, string>> {
  return page.evaluate(
    ([selector, root]) => {
      const out: Record<string, string> = {};
      let n = 0;
      for (const el of document.querySelector(root)!.querySelectorAll<HTMLElement>(selector)) {
        const style = getComputedStyle(el);
        const shown =
          el.getClientRects().length > 0 &&
          // Not inside a closed <details> (its content is not rendered, so Tab skips it).
          el.checkVisibility() &&
          style.visibility !== 'hidden' &&
          !el.closest('[hidden], [inert], [aria-hidden="true"]');
        if (!shown || el.tabIndex < 0) continue;
        const id = String(n++);
        el.dataset.kb = id;
        out[id] =
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      }
      return out;
    },
    [interactiveSelector, within] as const,
  );
}

type FocusWindow = Window & {mnemoraFocus?: {read: (el: HTMLElement) => FocusStop; stops: FocusStop[]}};

/**
 * Runs in the page: defines how a focused element is read and records every element focus moves
 * to, as it gets focus (once per page; the page keeps them until it is left). A control that
 * fades in on focus (copy buttons, heading anchors) is read as it will be once its transitions
 * have ended: the value each one runs to, which is the value the reader sees while it has focus.
 */
function installFocusRecorder(): void {
  const w = window as FocusWindow;
  if (w.mnemoraFocus) return;
  const read = (el: HTMLElement): FocusStop => {
    // Reading the style starts the transitions focus sets off, so that they can be asked for.
    const style = getComputedStyle(el);
    const ends: Record<string, string> = {};
    for (const animation of el.getAnimations()) {
      if (!(animation instanceof CSSTransition)) continue;
      const last = (animation.effect as KeyframeEffect | null)?.getKeyframes().at(-1);
      const value = last?.[animation.transitionProperty.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())];
      if (typeof value === 'string') ends[animation.transitionProperty] = value;
    }
    const final = (property: string) => ends[property] ?? style.getPropertyValue(property);
    const outline = final('outline-style') !== 'none' && parseFloat(final('outline-width')) >= 1;
    const shadow = final('box-shadow') !== 'none';
    // A control that appeared after the targets were marked (a code block's word-wrap button
    // shows once the block has been laid out, as it comes into view) gets its own id here, so
    // two such controls with the same label are two stops, not focus coming back round.
    if (el.dataset.kb === undefined) el.dataset.kb = `late-${document.querySelectorAll('[data-kb^="late-"]').length}`;
    return {
      id: el.dataset.kb,
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      indicator: outline || shadow,
      opacity: Number(final('opacity')),
    };
  };
  const stops: FocusStop[] = [];
  w.mnemoraFocus = {read, stops};
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && event.target !== document.body) stops.push(read(event.target));
    },
    true,
  );
}

/** The focused element: its `data-kb` id, a label, whether it shows an outline or a box-shadow. */
export async function focusStop(page: Page): Promise<FocusStop | null> {
  await page.evaluate(installFocusRecorder);
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    return (window as FocusWindow).mnemoraFocus!.read(el);
  });
}

/** Tab presses between two reads of the recorded stops: fewer round trips than one read a press. */
const tabsPerRead = 20;

/**
 * Presses Tab until focus comes back to an element already seen (or `limit` presses) and
 * returns every stop. Focus starts from the top of the document.
 */
export async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  await page.evaluate(installFocusRecorder);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    (window as FocusWindow).mnemoraFocus!.stops.length = 0;
  });
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  let read = 0;
  for (let pressed = 0; pressed < limit;) {
    const batch = Math.min(tabsPerRead, limit - pressed);
    for (let i = 0; i < batch; i += 1) await page.keyboard.press('Tab');
    pressed += batch;
    const recorded = await page.evaluate((from) => (window as FocusWindow).mnemoraFocus!.stops.slice(from), read);
    read += recorded.length;
    for (const stop of recorded) {
      const key = stop.id || stop.label;
      if (seen.has(key) && stops.length > 1) return stops;
      seen.add(key);
      stops.push(stop);
    }
  }
  return stops;
}

/** Problems with a Tab walk: targets never reached, stops without a visible focus indicator. */
export function keyboardProblems(where: string, targets: Record<string, string>, stops: FocusStop[]): string {
  const reached = new Set(stops.map((s) => s.id));
  const unreachable = Object.entries(targets)
    .filter(([id]) => !reached.has(id))
    .map(([, label]) => `${where}: not reachable with Tab: ${label}`);
  const invisible = stops
    .filter((s) => !s.indicator)
    .map((s) => `${where}: no visible focus indicator (outline or box-shadow) on ${s.label}`);
  const faint = stops
    .filter((s) => s.opacity < visibleOpacity)
    .map((s) => `${where}: focused but faint (opacity ${s.opacity}) ${s.label}`);
  return [...unreachable, ...invisible, ...faint].join('\n');
}
