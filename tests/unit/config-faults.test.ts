import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {repoRoot} from '../support/build';

/**
 * Each misconfiguration stops the build with a message that says what is wrong.
 * Each case builds the real site (English only) with one fault planted in a copy of its config.
 */
function buildWithFault(fault: string): {status: number | null; output: string} {
  const outDir = mkdtempSync(join(tmpdir(), 'mnemora-fault-'));
  try {
    const run = spawnSync(
      'npx',
      [
        'docusaurus',
        'build',
        '--config',
        'tests/fixtures/config-faults/site.config.ts',
        '--locale',
        'en',
        '--out-dir',
        outDir,
      ],
      {cwd: repoRoot, env: {...process.env, MNEMORA_CONFIG_FAULT: fault}, encoding: 'utf8', timeout: 240_000},
    );
    return {status: run.status, output: `${run.stdout}\n${run.stderr}`};
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

test('a docs version dropdown naming a missing version fails and lists the available versions', () => {
  const {status, output} = buildWithFault('missing-version');
  assert.notEqual(status, 0, 'the build should fail');
  assert.match(output, /No docs version exist for name '2024-01-01'/);
  assert.match(output, /Available version names:\s*\n\s*- current/);
});

test('a sidebar navbar item whose sidebar has nothing to link to fails', () => {
  const {status, output} = buildWithFault('empty-sidebar');
  assert.notEqual(status, 0, 'the build should fail');
  assert.match(output, /Sidebar with ID "emptySidebar" doesn't have anything to be linked to/);
});

test('an unknown navbar item type fails config validation', () => {
  const {status, output} = buildWithFault('unknown-item-type');
  assert.notEqual(status, 0, 'the build should fail');
  assert.match(output, /Bad navbar item type carousel/);
});

test('an unexpected colour mode value fails config validation', () => {
  const {status, output} = buildWithFault('bad-color-mode');
  assert.notEqual(status, 0, 'the build should fail');
  assert.match(output, /"colorMode\.defaultMode" must be one of \[dark, light\]/);
});
