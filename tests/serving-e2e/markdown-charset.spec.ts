import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './guard';
import {allLocales, localePath} from '../support/spec-routes';

/**
 * "View as Markdown" opens a page's Markdown twin (`/es/api/search.md`) in the browser. Without
 * a charset in its Content-Type, Chromium decodes it as windows-1252 and shows "BÃºsqueda" for
 * "Búsqueda": every line with an accent must read exactly as in the build.
 */
const buildDir = join(__dirname, '..', '..', 'build');

function accentedLines(file: string): string[] {
  return readFileSync(join(buildDir, file), 'utf8')
    .split('\n')
    .filter((line) => /[^\p{ASCII}]/u.test(line))
    .slice(0, 5);
}

async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

for (const locale of allLocales) {
  test(`${locale}: the Markdown twin of api/search shows its accents as written`, async ({page}) => {
    const path = `${localePath(locale, 'api/search')}.md`;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const lines = accentedLines(path.slice(1));
    expect(lines.length, `${path} has no accented line to check`).toBeGreaterThan(0);
    const text = await shownText(page);
    for (const line of lines) expect(text, `${path}: ${line}`).toContain(line.trim());
    expect(text).not.toMatch(/Ã[\x80-\xBF¡-¿]|â€/);
  });
}

test('planted fault: the same bytes without a charset are shown garbled, and the check sees it', async ({page}) => {
  const file = 'es/api/search.md';
  await page.route('**/planted/search.md', (route) =>
    route.fulfill({status: 200, contentType: 'text/markdown', body: readFileSync(join(buildDir, file))}),
  );
  await page.goto('/planted/search.md');
  const text = await shownText(page);
  expect(text).not.toContain('# Búsqueda');
  expect(text).toContain('# BÃºsqueda');
});
