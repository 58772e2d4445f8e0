import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * Runs `fn` on a fresh temporary directory (named after `prefix`) holding `files`, each path
 * relative to it, and removes the directory afterwards, whether `fn` passes or throws. When `fn`
 * is async, the directory stays until its promise settles.
 */
export function withTempFiles<T>(prefix: string, files: Readonly<Record<string, string>>, fn: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dir, {recursive: true, force: true});
  let result: T;
  try {
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
      writeFileSync(path.join(dir, rel), content);
    }
    result = fn(dir);
  } catch (error) {
    remove();
    throw error;
  }
  if (!(result instanceof Promise)) {
    remove();
    return result;
  }
  // Same promise type as fn's: finally() settles with fn's own value or error.
  return result.finally(remove) as T;
}
