import type {PlaywrightTestConfig} from '@playwright/test';
import {chromiumLaunchOptions} from '../../scripts/lib/chromium';

const isCI = Boolean(process.env.CI);

/**
 * What the three browser-test configurations share (playwright.config.ts: the Node preview server;
 * playwright.serving.config.ts: nginx; playwright.live.config.ts: the live-mode build and its
 * Prism gateway): two workers for two cores, no retries (a test that passes only on its second
 * try waits for a time instead of for what it means, and a retry would hide that), Debian's
 * Chromium, the site at `port` on the loopback.
 */
export function browserTests(
  port: number,
  config: Omit<PlaywrightTestConfig, 'use'> & {use?: PlaywrightTestConfig['use']},
): PlaywrightTestConfig {
  return {
    testMatch: '**/*.spec.ts',
    fullyParallel: true,
    workers: 2,
    forbidOnly: isCI,
    retries: 0,
    timeout: 30_000,
    expect: {timeout: 7_000},
    reporter: [['list']],
    ...config,
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      browserName: 'chromium',
      trace: 'off',
      launchOptions: chromiumLaunchOptions(),
      ...config.use,
    },
  };
}
