import {defineConfig} from '@playwright/test';
import {browserTests} from './tests/support/playwright-base';

/**
 * Browser tests against the real nginx with the shipped config (scripts/serve-prod.ts), not the
 * Node preview server: every page of every locale under the production CSP and headers, the
 * third-party request check, planted faults and the redeploy scenario. Run after the build:
 *   npx playwright test -c playwright.serving.config.ts
 */
const port = Number(process.env.SERVING_E2E_PORT ?? 4181);

export default defineConfig(
  browserTests(port, {
    testDir: 'tests/serving-e2e',
    // Its own folder: cleaning it never touches the main browser tests' results.
    outputDir: 'test-results/serving',
    use: {serviceWorkers: 'block'},
    webServer: {
      command: `node --import tsx scripts/serve-prod.ts --port ${port} --dir build --no-mcp`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM lets serve-prod stop nginx and remove its temporary config directory.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
      stdout: 'ignore',
    },
  }),
);
