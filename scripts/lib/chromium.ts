import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser, with the flags that work on machines with a
 * closed network (no background requests, no component updates, no QUIC).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH. Browser tests never download a browser.`,
    );
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
