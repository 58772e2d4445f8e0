import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';

const isCI = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH. Browser tests never download a browser.`,
  );
}

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
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 20_000,
  },
});
