// Copies of the build for tests and benchmarks that change files: hard links (instant, no
// space), so a changed file must be replaced (unlink + write), never written in place, or the
// original would change too. Replacing a file also removes its precompressed siblings (.br,
// .gz from scripts/precompress.ts): nginx would otherwise keep sending the old content to
// every client that accepts compression.
import {cpSync, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** A hard-link copy of buildDir in a new temporary directory nginx workers can read. */
export function linkCopyOfBuild(buildDir: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const copy = join(dir, 'build');
  const cp = spawnSync('cp', ['-al', buildDir, copy]);
  if (cp.status !== 0) cpSync(buildDir, copy, {recursive: true});
  spawnSync('chmod', ['755', dir]);
  return copy;
}

/** Removes a copy made by linkCopyOfBuild, with its temporary directory. */
export function removeCopy(copy: string): void {
  if (existsSync(copy)) rmSync(join(copy, '..'), {recursive: true, force: true});
}

/** Removes the .br and .gz beside a file, when there are any. */
export function removePrecompressed(path: string): void {
  for (const suffix of ['.br', '.gz']) if (existsSync(`${path}${suffix}`)) unlinkSync(`${path}${suffix}`);
}

/** Replaces a file of a link copy (never in place) and drops its stale precompressed copies. */
export function replaceBuildFile(path: string, content: string | NodeJS.ArrayBufferView): void {
  if (existsSync(path)) unlinkSync(path);
  writeFileSync(path, content);
  removePrecompressed(path);
}
