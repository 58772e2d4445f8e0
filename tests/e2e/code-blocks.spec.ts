/**
 * Code blocks under the lean bundle (src/plugins/lean-bundle, src/theme/CodeBlock/Content): a
 * pre-rendered block hydrates from its own HTML, so no highlighter loads with the page; a block
 * rendered in the browser is highlighted by the lazy highlighter; copying copies the code.
 */
import type {Page} from '@playwright/test';
import {expect, hydrated, open, test} from './fixtures';

/**
 * Resolves with the path of the first script that carries Prism's grammars (chunk names are the
 * bundler's business, the grammar table is not): `javadoclike` is one of the grammars
 * prism-react-renderer bundles.
 */
function prismScripts(page: Page): {seen: string[]; first: Promise<string>} {
  const seen: string[] = [];
  let found: (path: string) => void;
  const first = new Promise<string>((resolve) => (found = resolve));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (!body.includes('javadoclike')) return;
    const path = new URL(response.url()).pathname;
    seen.push(path);
    found(path);
  });
  return {seen, first};
}

test('a pre-rendered code block keeps its server HTML through hydration and loads no highlighter', async ({page}) => {
  const prism = prismScripts(page);
  await page.goto('/api/endpoints/memory');
  const before = await page.evaluate(() =>
    [...document.querySelectorAll('code[data-code-key]')].map((c) => c.innerHTML),
  );
  expect(before.length, 'pre-rendered code blocks').toBeGreaterThan(5);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const after = await page.evaluate(() =>
    [...document.querySelectorAll('code[data-code-key]')].map((c) => c.innerHTML),
  );
  expect(after).toEqual(before);
  expect(await page.locator('code[data-code-key] .token.string').count(), 'highlighted tokens').toBeGreaterThan(10);
  expect(prism.seen, 'Prism on first load').toEqual([]);
});

test('a code block rendered in the browser is highlighted by the lazy highlighter', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 800});
  const prism = prismScripts(page);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Quick start', exact: true}).click();
  await expect(page).toHaveURL('/getting-started/quick-start');
  await prism.first;
  await expect(page.locator('code[data-code-key] .token.string:visible').first()).toBeVisible();
  expect(await page.locator('code[data-code-key] .token.keyword').count(), 'keyword tokens').toBeGreaterThan(0);
  // Unstyled tokens are bare text in the browser too (src/theme/CodeBlock/Line/Token), and the
  // blocks read exactly as the server rendered them.
  expect(
    await page.locator('code[data-code-key] .token.plain:not([style])').count(),
    'unstyled plain token spans',
  ).toBe(0);
  const inBrowser = await page.locator('code[data-code-key]').allInnerTexts();
  await page.reload();
  expect(await page.locator('code[data-code-key]').allInnerTexts()).toEqual(inBrowser);
});

test('the colour mode toggle leaves pre-rendered code blocks as they are (one code theme for both modes)', async ({
  page,
}) => {
  await open(page, '/sdks/typescript');
  const before = await page.locator('code[data-code-key]').first().innerHTML();
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.locator('code[data-code-key]').first().innerHTML()).toBe(before);
});

test('the copy button copies the exact code of a hydrated block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/getting-started/quick-start', {width: 1280, height: 800});
  const block = page.locator('.theme-code-block').first();
  // innerText renders each line's <br> as an extra newline; compare the lines.
  const lines = (t: string) => t.split('\n').filter((l) => l.trim() !== '');
  const text = await block.locator('code').innerText();
  await block.hover();
  await block.getByRole('button', {name: /Copy code to clipboard/}).click();
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(text));
});

test('hydration keeps the DOM the server sent for every code block, tabbed samples included', async ({page}) => {
  // Marks the server's nodes before any script runs; a block rebuilt on load loses its mark.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('code[data-code-key], code[data-code-key] > span'))
        (el as unknown as {mark?: boolean}).mark = true;
    });
  });
  await open(page, '/guides/migration');
  await page.waitForLoadState('networkidle');
  const counts = await page.evaluate(() => {
    const all = [...document.querySelectorAll('code[data-code-key], code[data-code-key] > span')];
    return {
      all: all.length,
      kept: all.filter((el) => (el as unknown as {mark?: boolean}).mark).length,
      inTabs: document.querySelectorAll('[role="tabpanel"] code[data-code-key]').length,
    };
  });
  expect(counts.inTabs, 'code blocks inside tab panels').toBeGreaterThan(5);
  expect(counts.kept, 'server nodes kept through hydration').toBe(counts.all);
});

test('choosing a language selects it in every sample of the page, on later pages and after a reload', async ({
  page,
}) => {
  await open(page, '/getting-started/quick-start', {width: 1280, height: 800});
  const tabSets = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'Python', exact: true})});
  expect(await tabSets.count(), 'language tab sets on the page').toBeGreaterThan(1);
  await tabSets.first().getByRole('tab', {name: 'Python', exact: true}).click();
  const selectedEverywhere = async () => {
    for (const set of await tabSets.all()) {
      await expect(set.getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
      await expect(set.getByRole('tabpanel').filter({visible: true})).toHaveCount(1);
      await expect(set.getByRole('tabpanel').filter({visible: true}).locator('pre')).toHaveClass(/language-python/);
    }
  };
  await selectedEverywhere();
  await page.reload();
  await hydrated(page);
  await selectedEverywhere();
  await open(page, '/api/memories');
  await expect(page.locator('.tabs-container').first().getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a Mermaid diagram loads Mermaid only when it comes near the screen', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  const mermaidScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('mermaid-svg-'))
      mermaidScripts.push(new URL(response.url()).pathname);
  });
  await open(page, '/use-cases/customer-support');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mnemora-mermaid-slot').first()).toBeAttached();
  expect(mermaidScripts, 'Mermaid before the diagram is near the screen').toEqual([]);
  await page.locator('.mnemora-mermaid-slot').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
  expect(mermaidScripts.length, 'Mermaid loaded once the diagram is near').toBeGreaterThan(0);
});

/** Whether each visible block scrolls sideways, and whether it shows the word-wrap button. */
function wrapStates(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.markdown .theme-code-block')]
      .filter((block) => !block.closest('[hidden]'))
      .map((block) => {
        const pre = block.querySelector('pre')!;
        return {
          scrollable: pre.scrollWidth > pre.clientWidth,
          button: Boolean(block.querySelector('button[title="Toggle word wrap"]')),
        };
      }),
  );
}

test('the word-wrap button shows on exactly the blocks that scroll sideways, as they come into view, after a tab change and a resize', async ({
  page,
}) => {
  // A page whose samples run the full width of the text on a wide screen (the endpoint pages put
  // theirs in a narrow side column, where they scroll sideways as on a phone), with short install
  // commands that fit a phone beside samples that do not.
  await open(page, '/getting-started/installation', {width: 412, height: 823});
  const blocks = page.locator('.markdown .theme-code-block:not([hidden] *)');
  const count = await blocks.count();
  for (let i = 0; i < count; i += 1) await blocks.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(() => wrapStates(page).then((s) => s.filter((b) => b.scrollable !== b.button).length), {
      message: 'blocks whose button disagrees with their overflow',
    })
    .toBe(0);
  const states = await wrapStates(page);
  expect(states.filter((b) => b.scrollable).length, 'blocks that scroll sideways on a phone').toBeGreaterThan(0);
  expect(states.filter((b) => !b.scrollable).length, 'blocks that fit on a phone').toBeGreaterThan(0);

  // The samples of another language, shown by a tab change, are measured once visible.
  await page.getByRole('tab', {name: 'Python', exact: true}).first().click();
  for (let i = 0; i < count; i += 1) await blocks.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(() => wrapStates(page).then((s) => s.filter((b) => b.scrollable !== b.button).length), {
      message: 'after showing the Python samples',
    })
    .toBe(0);

  // Wider, fewer blocks overflow: their buttons go (a block is measured again as it comes back
  // into view; off screen, nobody sees its button).
  const onPhone = (await wrapStates(page)).filter((b) => b.button).length;
  await page.setViewportSize({width: 1400, height: 900});
  for (let i = 0; i < count; i += 1) await blocks.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(() => wrapStates(page).then((s) => s.filter((b) => b.scrollable !== b.button).length), {
      message: 'after widening the window',
    })
    .toBe(0);
  expect((await wrapStates(page)).filter((b) => b.button).length, 'buttons on a wide screen').toBeLessThan(onPhone);
});

test('the word-wrap button wraps a block that scrolls sideways and unwraps it again', async ({page}) => {
  // A page whose samples run the full width of the text on a wide screen (the endpoint pages put
  // theirs in a narrow side column, where they scroll sideways as on a phone).
  await open(page, '/api/memories', {width: 412, height: 823});
  const blocks = page.locator('.markdown .theme-code-block:not([hidden] *)');
  const first = await blocks.evaluateAll((all) =>
    all.findIndex((b) => b.querySelector('pre')!.scrollWidth > b.querySelector('pre')!.clientWidth),
  );
  expect(first, 'a block that scrolls sideways on a phone').toBeGreaterThanOrEqual(0);
  const block = blocks.nth(first);
  const pre = block.locator('pre');
  const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(overflows, {message: 'wrapped'}).toBe(false);
  await expect(block.getByRole('button', {name: 'Toggle word wrap'}), 'the button stays to unwrap').toBeVisible();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(overflows, {message: 'unwrapped'}).toBe(true);
});

test('a code block with a line cut off fades at its right edge until scrolled to the end; one that fits, or wraps, does not', async ({
  page,
}) => {
  await open(page, '/api/endpoints/memory', {width: 1280, height: 900});
  const blocks = page.locator('[data-api-operation="create-memory"] [class*="samples_"] .theme-code-block:visible');
  const cue = (index: number) =>
    blocks.nth(index).evaluate((block) => {
      const content = block.querySelector('pre')!.parentElement!;
      const pre = block.querySelector('pre')!;
      return {
        overflows: pre.scrollWidth > pre.clientWidth + 1,
        opacity: Number(getComputedStyle(content, '::after').opacity),
        // The fade ends in the block's own background, so it hides nothing but the cut text.
        endsInBackground: getComputedStyle(content, '::after').backgroundImage.includes(
          getComputedStyle(pre).backgroundColor,
        ),
      };
    });
  await blocks.first().scrollIntoViewIfNeeded();
  // The example request (cURL, its Idempotency-Key line wider than the column) and a response.
  const states = await Promise.all([0, 1].map(cue));
  const wide = states.findIndex((s) => s.overflows);
  const fitting = states.findIndex((s) => !s.overflows);
  expect(wide, `a block that overflows at 1280 px: ${JSON.stringify(states)}`).toBeGreaterThanOrEqual(0);
  expect(await cue(wide)).toEqual({overflows: true, opacity: 1, endsInBackground: true});
  await blocks
    .nth(wide)
    .locator('pre')
    .evaluate((pre) => pre.scrollTo({left: pre.scrollWidth}));
  await expect.poll(async () => (await cue(wide)).opacity, {message: 'scrolled to the end: no fade'}).toBe(0);
  if (fitting >= 0) expect((await cue(fitting)).opacity, 'a block that fits: no fade').toBe(0);
  // Word wrap: nothing is cut off any more, so nothing fades.
  await blocks.nth(wide).hover();
  await blocks.nth(wide).getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(async () => cue(wide)).toEqual({overflows: false, opacity: 0, endsInBackground: true});
});
