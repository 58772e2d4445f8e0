import {test, expect, hydrated} from './guard';
import {allLocales, localePath, specRoutes} from '../support/spec-routes';

/** Pages that draw Mermaid diagrams in the browser (inline styles in SVG, under the CSP). */
const mermaidRoutes = new Set<string>([
  'use-cases/customer-support',
  'use-cases/personal-knowledge',
  'use-cases/team-collaboration',
  'tutorial-basics/markdown-features',
]);

// One browser page visits a batch of routes: a fresh context per route would double the run
// time on a 2-core machine. Findings are checked after every route and name its path.
const batchSize = 7;
const batches: string[][] = [];
for (let i = 0; i < specRoutes.length; i += batchSize) batches.push(specRoutes.slice(i, i + batchSize));

for (const locale of allLocales) {
  test.describe(`${locale} under the production headers`, () => {
    for (const routes of batches) {
      const paths = routes.map((r) => localePath(locale, r));
      test(`${paths[0]} … ${paths.at(-1)} (${paths.length} pages) hydrate with no console error, CSP violation or third-party request`, async ({
        page,
        guard,
      }) => {
        for (const [i, path] of paths.entries()) {
          const response = await page.goto(path, {waitUntil: 'load'});
          expect(response?.status(), `${path}: status`).toBe(200);
          expect(response?.request().redirectedFrom(), `${path}: redirected`).toBeNull();
          expect(response?.headers()['content-security-policy'], `${path}: CSP header`).toContain("script-src 'self'");
          await hydrated(page);
          if (mermaidRoutes.has(routes[i] ?? '')) {
            // Diagrams render when they come near the screen (src/theme/Mermaid).
            await page.locator('.mnemora-mermaid-slot').first().scrollIntoViewIfNeeded();
            await expect(
              page.locator('.docusaurus-mermaid-container svg').first(),
              `${path}: Mermaid diagram`,
            ).toBeVisible();
          }
          // Let idle-time work (link prefetching, lazy chunks) happen under the guard's eyes.
          await guard.networkQuiet();
          expect.soft(guard.problems(), `${path}: console errors, CSP violations or third-party requests`).toEqual([]);
        }
      });
    }
  });
}
