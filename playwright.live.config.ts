import {defineConfig} from '@playwright/test';
import {browserTests} from './tests/support/playwright-base';
import {liveBuildDir, liveGateway} from './scripts/build-live';

/**
 * The request console's live mode, in a build that has it on (scripts/build-live.ts), served by
 * the real nginx with the shipped config, whose CSP then lets pages reach the gateway's origin:
 * a Prism mock of the contract stands in for the gateway. Run after `node --import tsx
 * scripts/build-live.ts`:
 *   npx playwright test -c playwright.live.config.ts
 */
const port = Number(process.env.LIVE_E2E_PORT ?? 4185);

export default defineConfig(
  browserTests(port, {
    testDir: 'tests/live-e2e',
    outputDir: 'test-results/live',
    timeout: 60_000,
    use: {serviceWorkers: 'block'},
    webServer: [
      {
        command: `node node_modules/@stoplight/prism-cli/dist/index.js mock -h 127.0.0.1 -p ${new URL(liveGateway).port} --errors openapi/mnemora.bundled.yaml`,
        url: `${liveGateway}/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
      },
      {
        // The CSP serve-prod sends comes from deploy/headers.ts, which reads the same setting.
        command: `node --import tsx scripts/serve-prod.ts --port ${port} --dir ${liveBuildDir} --no-mcp`,
        url: `http://127.0.0.1:${port}/`,
        env: {MNEMORA_TRY_IT_LIVE_BASE_URL: liveGateway},
        reuseExistingServer: false,
        timeout: 60_000,
        gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
        stdout: 'ignore',
      },
    ],
  }),
);
