import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * Runs `fn` on a fresh temporary directory (named after `prefix`) holding `files`, each path
 * relative to it, and removes the directory afterwards, whether `fn` passes or throws.
 */
export function withTempFiles<T>(prefix: string, files: Readonly<Record<string, string>>, fn: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
      writeFileSync(path.join(dir, rel), content);
    }
    return fn(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
