import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium';

const isCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  // One retry in CI absorbs a timing hiccup on a loaded 2-core machine; the report still shows it.
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port} --no-mcp`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 20_000,
  },
});
