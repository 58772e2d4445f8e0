import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {startProdServer} from '../../scripts/serve-prod';
import {test, expect, hydrated} from './guard';
import {linkCopy, removeDir, replaceFile, servableTempDir} from './builds';

/**
 * Planted faults proving the browser checks of pages.spec.ts can fail: a page with an inline
 * script the CSP does not know, and a page with a third-party image.
 */
const buildDir = join(__dirname, '..', '..', 'build');

type Server = {url: string; stop: () => Promise<void>};
let root: string;
let withCsp: Server;
let withoutCsp: Server;

test.beforeAll(async () => {
  root = servableTempDir('mnemora-planted-');
  const copy = join(root, 'build');
  linkCopy(buildDir, copy);
  const page = join(copy, 'es/intro/index.html');
  const html = readFileSync(page, 'utf8');
  replaceFile(
    page,
    html.replace(
      '</body>',
      '<script>document.documentElement.dataset.planted="ran"</script><img id="planted-img" src="https://example.com/x.png" alt=""></body>',
    ),
  );
  withCsp = await startProdServer({buildDir: copy, cspCheck: false});
  // The third-party check must hold on its own, e.g. if someone loosens img-src one day.
  withoutCsp = await startProdServer({buildDir: copy, cspCheck: false, omitHeaders: ['Content-Security-Policy']});
});

test.afterAll(async () => {
  await withCsp?.stop();
  await withoutCsp?.stop();
  if (root) removeDir(root);
});

test('an unhashed inline script is blocked and reported as a CSP violation', async ({page, guard}) => {
  guard.expectFindings();
  await page.goto(`${withCsp.url}/es/intro`);
  await hydrated(page);
  await guard.networkQuiet();
  expect(await page.evaluate(() => document.documentElement.dataset.planted), 'the planted script ran').toBeUndefined();
  expect(
    guard.cspViolations.some((v) => /CSP script-src-elem blocked inline/.test(v)),
    guard.cspViolations.join('\n'),
  ).toBe(true);
  expect(
    guard.cspViolations.some((v) => /CSP img-src blocked https:\/\/example\.com\/x\.png/.test(v)),
    guard.cspViolations.join('\n'),
  ).toBe(true);
  expect(guard.problems().length).toBeGreaterThan(0);
  expect(guard.problems()[0]).toContain('/es/intro');
});

test('a third-party image is aborted before it leaves the machine and fails the check', async ({page, guard}) => {
  guard.expectFindings();
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.goto(`${withoutCsp.url}/es/intro`);
  await hydrated(page);
  await guard.networkQuiet();
  expect(guard.thirdPartyRequests).toEqual([`${withoutCsp.url}/es/intro: request to https://example.com/x.png`]);
  expect(
    failed.some((f) => f.startsWith('https://example.com/x.png net::ERR_BLOCKED_BY_CLIENT')),
    failed.join('\n'),
  ).toBe(true);
  expect(guard.cspViolations).toEqual([]);
  expect(guard.problems().some((p) => p.includes('request to https://example.com/x.png'))).toBe(true);
});

test('a clean page passes the same checks (control)', async ({page, guard}) => {
  await page.goto(`${withCsp.url}/es/overview`);
  await hydrated(page);
  await guard.networkQuiet();
  expect(guard.problems()).toEqual([]);
});
