#!/usr/bin/env node
// Builds the site with the request console's live mode on (config/platform.ts
// `tryItLiveSettings`), all locales, into build-live/: live requests go to `liveGateway`, where
// the live-console browser tests (playwright.live.config.ts) start a Prism mock of the contract in
// the gateway's place. The shipped build (build/) keeps live mode off; this one exists for tests.
//
//   node --import tsx scripts/build-live.ts
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';

/** The stand-in gateway's base URL: Prism serves the contract's paths at its root. */
export const liveGateway = 'http://127.0.0.1:4177';
/** Where the live-mode build goes, beside build/. */
export const liveBuildDir = 'build-live';

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', liveBuildDir], {
    cwd: resolve(__dirname, '..'),
    stdio: 'inherit',
    env: {...process.env, MNEMORA_TRY_IT_LIVE_BASE_URL: liveGateway},
  });
  if (run.status !== 0) {
    console.error(`build-live: docusaurus build with live mode at ${liveGateway} failed (${run.status ?? run.signal})`);
    process.exit(1);
  }
}
