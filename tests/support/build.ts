import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
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

/** Every HTML file of the build (all locales), relative to it; assets and the search index left out. */
export function builtHtmlFiles(dir = buildDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'pagefind' ? [] : builtHtmlFiles(path);
    return entry.name.endsWith('.html') ? [relative(buildDir, path)] : [];
  });
}
