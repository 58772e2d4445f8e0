import {test, expect, open} from './fixtures';
import {portalUrl} from '../../config/platform';

/**
 * The page actions above every docs page (src/components/PageActions): "Copy page as Markdown"
 * puts the page's Markdown twin on the clipboard (fetched from the portal itself on click) and
 * says so to screen readers; "View as Markdown" and the "Open in …" links are plain links.
 */
test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('"Copy page as Markdown" puts the twin on the clipboard and announces it', async ({page}) => {
  await open(page, '/api/search');
  const actions = page.getByRole('group', {name: 'Page actions'});
  await actions.getByRole('button', {name: 'Copy page as Markdown'}).click();
  const status = actions.getByRole('status');
  await expect(status).toHaveText('Markdown copied to the clipboard.');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/api/search.md')).text();
  expect(clipboard).toBe(twin);
  // The twin's first line points agents to the index of every page, then the page itself.
  expect(
    clipboard.startsWith(
      `Index of every page of this documentation, for agents (llms.txt): <${portalUrl}/llms.txt>\n\n# Search\n`,
    ),
  ).toBe(true);
  expect(clipboard).toContain('## Filters {#filters}');
});

test('es: the actions are translated and copy the Spanish twin', async ({page}) => {
  await open(page, '/es/guides/');
  const actions = page.getByRole('group', {name: 'Acciones de la página'});
  await expect(actions.getByRole('link', {name: 'Ver como Markdown'})).toHaveAttribute('href', '/es/guides/index.md');
  await actions.getByRole('button', {name: 'Copiar la página como Markdown'}).click();
  await expect(actions.getByRole('status')).toHaveText('Markdown copiado al portapapeles.');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(await (await page.request.get('/es/guides/index.md')).text());
});

test('a failed copy says so, and the page still offers the Markdown link', async ({page}) => {
  await open(page, '/de/api/search');
  await page.route('**/de/api/search.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
  const actions = page.getByRole('group', {name: 'Seitenaktionen'});
  await actions.getByRole('button', {name: 'Seite als Markdown kopieren'}).click();
  await expect(actions.getByRole('status')).toHaveText(/^Kopieren fehlgeschlagen\./);
  await expect(actions.getByRole('link', {name: 'Als Markdown anzeigen'})).toHaveAttribute('href', '/de/api/search.md');
});

test('"View as Markdown" serves the twin; "Open in" links carry only its URL and load nothing', async ({page}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  await open(page, '/fr/sdks/cli');
  const actions = page.getByRole('group', {name: 'Actions de la page'});
  const twin = `${portalUrl}/fr/sdks/cli.md`;
  await expect(actions.getByRole('link', {name: 'Ouvrir dans ChatGPT'})).toHaveAttribute(
    'href',
    `https://chatgpt.com/?q=${encodeURIComponent(twin)}`,
  );
  await expect(actions.getByRole('link', {name: 'Ouvrir dans Claude'})).toHaveAttribute(
    'href',
    `https://claude.ai/new?q=${encodeURIComponent(twin)}`,
  );
  for (const name of ['Ouvrir dans ChatGPT', 'Ouvrir dans Claude']) {
    await expect(actions.getByRole('link', {name})).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const view = actions.getByRole('link', {name: 'Voir en Markdown'});
  await expect(view).toHaveAttribute('href', '/fr/sdks/cli.md');
  const response = await page.request.get('/fr/sdks/cli.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(thirdParty, 'requests to other origins').toEqual([]);
});
