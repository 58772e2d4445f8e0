import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium';

/**
 * Browser tests against the real nginx with the shipped config (scripts/serve-prod.ts), not the
 * Node preview server: every page of every locale under the production CSP and headers, the
 * third-party request check, planted faults and the redeploy scenario. Run after the build:
 *   npx playwright test -c playwright.serving.config.ts
 */
const isCI = Boolean(process.env.CI);
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
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `node --import tsx scripts/serve-prod.ts --port ${port} --dir build --no-mcp`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets serve-prod stop nginx and remove its temporary config directory.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    stdout: 'ignore',
  },
});
