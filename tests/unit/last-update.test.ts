/**
 * The "Last updated" dates (config/last-update.ts): with a complete Git history each file's date
 * is its last commit's; in a shallow clone, where Git would date every older file with the
 * clone's oldest commit, and outside Git, no date at all. The config itself picks the strategy
 * from the checkout it is loaded in (checked by loading it against a shallow clone's Git
 * directory).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gitHistoryState, lastUpdateVcs} from '../../config/last-update';

const repo = path.resolve(import.meta.dirname, '..', '..');

function git(cwd: string, args: string[], date?: string): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 't@example.com',
    ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {}),
  };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete env[name];
  return execFileSync('git', args, {cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

/** A repository with two commits: old.md on 2024-03-05, new.md on 2026-01-20. */
function makeRepo(dir: string): void {
  git(dir, ['init', '-q', '-b', 'main']);
  writeFileSync(path.join(dir, 'old.md'), '# Old\n');
  git(dir, ['add', 'old.md']);
  git(dir, ['commit', '-q', '-m', 'old'], '2024-03-05T10:00:00Z');
  writeFileSync(path.join(dir, 'new.md'), '# New\n');
  git(dir, ['add', 'new.md']);
  git(dir, ['commit', '-q', '-m', 'new'], '2026-01-20T08:30:00Z');
}

test('complete history: each file is dated by its own last commit', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mnemora-git-'));
  try {
    makeRepo(dir);
    assert.equal(gitHistoryState(dir), 'complete');
    const vcs = lastUpdateVcs('complete');
    vcs.initialize({siteDir: dir});
    const old = await vcs.getFileLastUpdateInfo(path.join(dir, 'old.md'));
    const recent = await vcs.getFileLastUpdateInfo(path.join(dir, 'new.md'));
    assert.equal(new Date(old?.timestamp ?? 0).toISOString(), '2024-03-05T10:00:00.000Z');
    assert.equal(new Date(recent?.timestamp ?? 0).toISOString(), '2026-01-20T08:30:00.000Z');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a shallow clone and a folder outside Git give no date instead of a wrong one', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mnemora-git-'));
  try {
    const origin = path.join(dir, 'origin');
    const clone = path.join(dir, 'clone');
    const plain = path.join(dir, 'plain');
    execFileSync('mkdir', ['-p', origin, plain]);
    makeRepo(origin);
    git(dir, ['clone', '-q', '--depth', '1', `file://${origin}`, clone]);
    // What Git itself says in the shallow clone: old.md dated by the one commit it has (wrong).
    assert.match(git(clone, ['log', '-1', '--format=%cI', '--', 'old.md']), /^2026-01-20/);
    assert.equal(gitHistoryState(clone), 'shallow');
    assert.equal(gitHistoryState(plain), 'none');
    for (const state of ['shallow', 'none'] as const) {
      const vcs = lastUpdateVcs(state);
      vcs.initialize({siteDir: clone});
      assert.equal(await vcs.getFileLastUpdateInfo(path.join(clone, 'old.md')), null, `${state}: no date`);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the site config leaves dates out when loaded in a shallow clone', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mnemora-git-'));
  try {
    const origin = path.join(dir, 'origin');
    execFileSync('mkdir', ['-p', origin]);
    makeRepo(origin);
    git(dir, ['clone', '-q', '--depth', '1', '--bare', `file://${origin}`, path.join(dir, 'shallow.git')]);
    // The config asks Git about its own folder; GIT_DIR makes that folder look like a shallow clone.
    const probe = `import('./docusaurus.config.ts').then(async (m) => { const c = (m.default.default ?? m.default); const vcs = c.future.experimental_vcs; vcs.initialize({siteDir: process.cwd()}); console.log(JSON.stringify(await vcs.getFileLastUpdateInfo(process.cwd() + '/docs/intro.md'))); })`;
    const run = (env: NodeJS.ProcessEnv) =>
      execFileSync(process.execPath, ['--import', 'tsx', '-e', probe], {cwd: repo, env, encoding: 'utf8'})
        .trim()
        .split('\n')
        .at(-1);
    assert.equal(run({...process.env, GIT_DIR: path.join(dir, 'shallow.git')}), 'null');
    const full = JSON.parse(run(process.env) ?? 'null') as {timestamp: number} | null;
    assert.ok(
      full && full.timestamp > Date.UTC(2025, 0, 1),
      `in the full checkout docs/intro.md has a date (${JSON.stringify(full)})`,
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
