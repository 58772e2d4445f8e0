import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {startProdServer} from '../../scripts/serve-prod';
import {test, expect, hydrated} from './guard';
import {keepOldAssets, linkCopy, makeNextDeploy, removeDir, servableTempDir, switchCurrent} from './builds';

/**
 * A reader has a page of build A open; build B (new chunk hashes, new pages) is deployed by
 * switching the `current` symlink nginx serves; the reader then clicks a link. Docusaurus
 * reloads the window when a route's chunks fail to load (spec: "A failed route load reloads the
 * window"), so the reader must land on B's page within seconds, never on an endless progress bar.
 */
const buildDir = join(__dirname, '..', '..', 'build');
const deadlineMs = 10_000;

type Server = {url: string; stop: () => Promise<void>};

async function serve(root: string): Promise<Server> {
  return startProdServer({buildDir: join(root, 'current'), cspCheck: false});
}

/** Emulates a data-saver connection: Docusaurus then skips link prefetching and hover
 *  preloading, so the click below is the first time the browser asks for the next page's
 *  chunks (the worst case: nothing of the old build is cached). */
async function noPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {configurable: true, value: {saveData: true, effectiveType: '4g'}});
  });
}

test.describe('redeploy while a reader has a page open', () => {
  let root: string;
  let server: Server | undefined;

  test.beforeEach(() => {
    server = undefined;
    root = servableTempDir('mnemora-redeploy-');
    linkCopy(buildDir, join(root, 'a'));
    linkCopy(buildDir, join(root, 'b'));
    makeNextDeploy(join(root, 'b'));
    switchCurrent(root, join(root, 'a'));
  });
  test.afterEach(async () => {
    await server?.stop();
    removeDir(root);
  });

  test('old assets removed: the failed chunk load reloads the window into build B within seconds', async ({
    page,
    guard,
  }) => {
    // The 404s of A's vanished chunks are the scenario itself; everything else still fails.
    guard.allowConsole(/status of 404|ChunkLoadError|Loading (CSS )?chunk .* failed/);
    guard.allowConsole(
      /Refused to execute script from '[^']*\/assets\/js\/[^']*' because its MIME type \('text\/plain'\)/,
    );
    await noPrefetch(page);
    await page.setViewportSize({width: 1280, height: 800});
    const {url} = (server = await serve(root));
    await page.goto(`${url}/intro`);
    await hydrated(page);
    await expect(page.locator('meta[name="mnemora-build"]')).toHaveCount(0);

    switchCurrent(root, join(root, 'b')); // deploy B; A's chunks are gone from the server

    const started = Date.now();
    await page.locator('.navbar a[href="/api/overview"]').first().click();
    await expect(page).toHaveURL(`${url}/api/overview`, {timeout: deadlineMs});
    await expect(page.locator('meta[name="mnemora-build"][content="B"]')).toHaveCount(1, {timeout: deadlineMs});
    await hydrated(page);
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: deadlineMs});
    const elapsed = Date.now() - started;
    test.info().annotations.push({type: 'reader reached build B after', description: `${elapsed} ms`});
    console.log(`redeploy, old assets removed: click → build B hydrated in ${elapsed} ms`);
    expect(elapsed, 'time from click to the new build, hydrated').toBeLessThan(deadlineMs);
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('old assets kept: the navigation completes without a reload, and the next load is build B', async ({page}) => {
    await noPrefetch(page);
    await page.setViewportSize({width: 1280, height: 800});
    keepOldAssets(join(root, 'a'), join(root, 'b'));
    const {url} = (server = await serve(root));
    await page.goto(`${url}/intro`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });

    switchCurrent(root, join(root, 'b'));

    const started = Date.now();
    await page.locator('.navbar a[href="/api/overview"]').first().click();
    await expect(page).toHaveURL(`${url}/api/overview`, {timeout: deadlineMs});
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-api\/overview/, {timeout: deadlineMs});
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: deadlineMs});
    expect(
      await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
      'the page reloaded',
    ).toBe(true);
    const elapsed = Date.now() - started;
    test.info().annotations.push({type: 'client-side navigation took', description: `${elapsed} ms`});
    console.log(`redeploy, old assets kept: click → next page (no reload) in ${elapsed} ms`);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('meta[name="mnemora-build"][content="B"]')).toHaveCount(1);
  });
});
