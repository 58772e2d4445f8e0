import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const buildDir = join(repoRoot, 'build');

export function requireBuild(): void {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` before the built-site checks.`);
  }
}

export function loadHtml(relativeFile: string): CheerioAPI {
  return load(readFileSync(join(buildDir, relativeFile), 'utf8'));
}
