import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';

/**
 * Browser tests against the real nginx with the shipped config (scripts/serve-prod.mjs), not the
 * Node preview server: every page of every locale under the production CSP and headers, the
 * third-party request check, planted faults and the redeploy scenario. Run after the build:
 *   npx playwright test -c playwright.serving.config.ts
 */
const isCI = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`Chromium not found at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH. Browser tests never download a browser.`);
}
const port = Number(process.env.SERVING_E2E_PORT ?? 4181);

export default defineConfig({
  testDir: 'tests/serving-e2e',
  testMatch: '**/*.spec.ts',
  // Its own folder: cleaning it never touches the main browser tests' results.
  outputDir: 'test-results/serving',
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node scripts/serve-prod.mjs --port ${port} --dir build`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets serve-prod stop nginx and remove its temporary config directory.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    stdout: 'ignore',
  },
});
