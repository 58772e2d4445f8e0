import {defineConfig} from '@playwright/test';
import {browserTests} from './tests/support/playwright-base';

const isCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig(
  browserTests(port, {
    testDir: 'tests/e2e',
    webServer: {
      command: `node --import tsx scripts/serve.ts --port ${port} --no-mcp`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 20_000,
    },
  }),
);
