// Copies of the build for tests and benchmarks that change files: hard links (instant, no
// space), so a changed file must be replaced (unlink + write), never written in place, or the
// original would change too. Replacing a file also removes its precompressed siblings (.br,
// .gz from scripts/precompress.ts): nginx would otherwise keep sending the old content to
// every client that accepts compression.
import {chmodSync, cpSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** A hard-link copy of buildDir in a new temporary directory nginx workers can read. */
export function linkCopyOfBuild(buildDir: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const copy = join(dir, 'build');
  // The real directory: `cp -a` copies a symbolic link to the build as a link, and every file
  // planted in that "copy" would land in the build itself.
  const source = realpathSync(buildDir);
  const cp = spawnSync('cp', ['-al', source, copy]);
  if (cp.status !== 0) cpSync(source, copy, {recursive: true});
  chmodSync(dir, 0o755);
  return copy;
}

/** Removes a copy made by linkCopyOfBuild, with its temporary directory. */
export function removeCopy(copy: string): void {
  if (existsSync(copy)) rmSync(join(copy, '..'), {recursive: true, force: true});
}

/** Removes the .br and .gz beside a file, when there are any. */
export function removePrecompressed(path: string): void {
  for (const suffix of ['.br', '.gz']) rmSync(`${path}${suffix}`, {force: true});
}

/** Replaces a file of a link copy (never in place) and drops its stale precompressed copies. */
export function replaceBuildFile(path: string, content: string | NodeJS.ArrayBufferView): void {
  rmSync(path, {force: true});
  writeFileSync(path, content);
  removePrecompressed(path);
}
