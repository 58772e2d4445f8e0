/**
 * Mermaid diagrams as a reader gets them, on every page that has one, in every locale:
 * - each renders (no Mermaid "Syntax error" picture, no error boundary), and each translation has
 *   the same shapes, edges, actors, messages and notes as the English one, with its labels in the
 *   page's language (only code from the English page and proper names may stay as they are);
 * - the colours are the site's diagram tokens (src/css/diagrams.css) in light and dark, with text
 *   at 4.5:1 against its fill and lines at 3:1 against the page;
 * - every label is at least 12 CSS px tall on a 390 px phone and at 1280 px, and a diagram that
 *   would shrink below that scrolls sideways in its frame, with a cue in the page's language;
 * - labels break between words only, never inside one (not after the hyphen of "Retry-After");
 * - "Enlarge" opens a full-screen view that pans and zooms, Escape closes it, focus returns.
 * Screenshots for review: DIAGRAM_SHOTS=/tmp/dir.
 */
import {readFileSync, readdirSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';
import {defaultLocale, localeConfigs, locales, type Locale} from '../../config/i18n';
import {contrastRatio} from '../support/contrast';

const repoRoot = process.cwd();
const shots = process.env.DIAGRAM_SHOTS;
const minLabelPx = 12;

/** Every English doc with a Mermaid fence, as a site path without locale prefix. */
function diagramDocs(dir = path.join(repoRoot, 'docs'), prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) found.push(...diagramDocs(path.join(dir, entry.name), `${rel}/`));
    else if (/\.mdx?$/.test(entry.name) && readFileSync(path.join(dir, entry.name), 'utf8').includes('```mermaid')) {
      found.push(`/${rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`);
    }
  }
  return found.sort();
}

function localePath(locale: Locale, page: string): string {
  return locale === defaultLocale ? page : `/${locale}${page}`;
}

/** How many diagrams the built page holds (each is a slot in the server-rendered HTML). */
function builtDiagramCount(sitePath: string): number {
  const html = readFileSync(path.join(repoRoot, 'build', sitePath, 'index.html'), 'utf8');
  return html.split('mnemora-mermaid-slot').length - 1;
}

function uiMessage(locale: Locale, id: string, english: string): string {
  if (locale === defaultLocale) return english;
  const codeJson = JSON.parse(readFileSync(path.join(repoRoot, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const message = codeJson[id]?.message;
  if (!message) throw new Error(`i18n/${locale}/code.json has no "${id}"`);
  return message;
}

const structureSelectors = {
  nodes: 'g.node',
  edges: '.edgePaths path',
  edgeLabels: '.edgeLabels .edgeLabel',
  clusters: 'g.cluster',
  actors: 'rect.actor',
  messages: 'text.messageText',
  notes: 'rect.note',
} as const;

const labelSelector = '.nodeLabel, .edgeLabel, .cluster-label, text.actor, text.messageText, text.noteText';

interface Rendered {
  structure: Record<string, number>[];
  labels: string[][];
}

/** Brings every diagram of the open page near the screen and waits until each has rendered. */
async function renderAll(page: Page, expected: number): Promise<void> {
  const slots = page.locator('.mnemora-mermaid-slot');
  await expect(slots).toHaveCount(expected);
  for (let i = 0; i < expected; i++) {
    await slots.nth(i).scrollIntoViewIfNeeded();
    await expect(
      slots.nth(i).locator('.docusaurus-mermaid-container svg').first(),
      `diagram ${i + 1} of ${page.url()}`,
    ).toBeVisible({timeout: 20_000});
  }
}

async function readDiagrams(page: Page): Promise<Rendered & {errors: string[]}> {
  return page.evaluate(
    ({structureSelectors, labelSelector}) => {
      const slots = [...document.querySelectorAll('.mnemora-mermaid-slot')];
      const errors: string[] = [];
      for (const slot of slots) {
        const text = slot.textContent ?? '';
        if (slot.querySelector('[aria-roledescription="error"], .error-icon') || /Syntax error/i.test(text))
          errors.push(text.slice(0, 200));
      }
      if (document.querySelector('svg[aria-roledescription="error"], [id^="dmermaid-svg"]'))
        errors.push('a Mermaid error picture in the page');
      return {
        errors,
        structure: slots.map((slot) => {
          const svg = slot.querySelector('.docusaurus-mermaid-container svg')!;
          return Object.fromEntries(
            Object.entries(structureSelectors).map(([name, selector]) => [name, svg.querySelectorAll(selector).length]),
          );
        }),
        labels: slots.map((slot) =>
          [...slot.querySelector('.docusaurus-mermaid-container svg')!.querySelectorAll(labelSelector)]
            // An HTML label nests a span in a span of the same class: keep the outer one.
            .filter((label) => !label.parentElement?.closest(labelSelector))
            // Lines of a label (a <br> or a tspan each) are separate words, not one run of text.
            .map((label) => {
              const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
              const parts: string[] = [];
              while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
              return parts.join(' ').replace(/\s+/g, ' ').trim();
            })
            .filter(Boolean),
        ),
      };
    },
    {structureSelectors, labelSelector},
  );
}

/** The smallest rendered label height in CSS px: its font size times the SVG's scale. */
async function smallestLabels(page: Page) {
  return page.evaluate(
    (labelSelector) =>
      [...document.querySelectorAll('.mnemora-mermaid-slot .docusaurus-mermaid-container svg')].map((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        let smallest = Infinity;
        let text = '';
        for (const label of svg.querySelectorAll(`${labelSelector}, .nodeLabel p, .edgeLabel p`)) {
          if (!label.textContent?.trim() || label.getClientRects().length === 0) continue;
          const size = parseFloat(getComputedStyle(label).fontSize) * scale;
          if (size < smallest) [smallest, text] = [size, label.textContent.trim()];
        }
        const frame = svg.closest('.docusaurus-mermaid-container') as HTMLElement;
        const figure = frame.closest('figure')!;
        return {
          px: smallest,
          text,
          scrolls: frame.scrollWidth > frame.clientWidth + 1,
          frameRight: frame.getBoundingClientRect().right,
          cue: figure.querySelector('figcaption span')?.textContent?.trim() ?? null,
          enlarge: figure.querySelector('figcaption button')?.textContent?.trim() ?? null,
        };
      }),
    labelSelector,
  );
}

/**
 * Lines of the open page's diagram labels that begin inside a word: two letters (or a hyphen and
 * a letter) with a line break between them and no space or <br> at the break.
 */
async function midWordBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const label of document.querySelectorAll('.mnemora-mermaid-slot foreignObject div')) {
      if (label.parentElement?.closest('foreignObject div')) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      let previous: {char: string; top: number} | undefined;
      let between = false;
      let text = '';
      while (walker.nextNode()) {
        const node = walker.currentNode;
        if (node instanceof Element) {
          between ||= node.tagName === 'BR';
          continue;
        }
        const value = node.nodeValue ?? '';
        for (let i = 0; i < value.length; i++) {
          const char = value[i]!;
          text += char;
          // Spaces, and the word joiners that keep a hyphenated word whole, have no box of their own.
          if (/[\s\u2060]/.test(char)) {
            between ||= /\s/.test(char);
            continue;
          }
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (previous && !between && box.top > previous.top + box.height / 2)
            found.push(`"${text.replace(/\u2060/g, '')}…" breaks between "${previous.char}" and "${char}"`);
          previous = {char, top: box.top};
          between = false;
        }
      }
    }
    return found;
  });
}

/** Words that may stay as in English: proper names, acronyms and every code span of the English page. */
const properNames = new Set([
  'get',
  'post',
  'patch',
  'put',
  'delete',
  'mnemora',
  'mcp',
  'sdk',
  'cli',
  'http',
  'rest',
  'api',
  'sse',
  'ide',
  'llm',
  'crm',
  'ana',
  'ben',
  'json',
  'ts',
  'tsx',
  'bash',
  'python',
  'tsc',
  'strict',
  'py_compile',
  'id',
  'jitter',
]);

/** Words spelled the same in English and the locale ("Clients" is French, and German developers' word too). */
const sameInLocale: Partial<Record<Locale, Set<string>>> = {fr: new Set(['clients']), de: new Set(['clients'])};

function untranslated(locale: Locale, label: string, english: string, code: Set<string>): boolean {
  if (label !== english) return false;
  const words = label
    .split(/\s+/)
    // A token with a path, parameter or number in it (`/memories`, `next_cursor`, `1.`) is code.
    .filter((token) => !/[\d_./=?&#-]/.test(token))
    .map((token) => token.toLowerCase().replace(/[^\p{L}]+/gu, ''))
    .filter((word) => word && !properNames.has(word) && !code.has(word) && !sameInLocale[locale]?.has(word));
  return words.some((word) => word.length >= 3);
}

const pages = diagramDocs();

test('every page with a diagram is found and built', () => {
  expect(pages).toContain('/guides/vector-search');
  expect(pages).toContain('/guides/realtime-sync');
  expect(pages).toContain('/guides/migration');
  for (const sitePath of pages)
    for (const locale of locales)
      expect(builtDiagramCount(localePath(locale, sitePath)), `${locale} ${sitePath}`).toBeGreaterThan(0);
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 900},
]) {
  for (const sitePath of pages) {
    test(`${sitePath} at ${viewport.width} px: every locale renders the English diagrams, translated, with labels of ${minLabelPx} px or more`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      let english: Rendered | undefined;
      let code = new Set<string>();
      for (const locale of locales) {
        const url = localePath(locale, sitePath);
        const expected = builtDiagramCount(url);
        await open(page, url);
        if (locale === defaultLocale) {
          code = new Set(
            (await page.locator('article code').allTextContents())
              .flatMap((text) => text.toLowerCase().split(/[^a-z0-9_]+/))
              .filter(Boolean),
          );
        }
        await renderAll(page, expected);
        const rendered = await readDiagrams(page);
        expect(rendered.errors, `Mermaid errors on ${url}`).toEqual([]);
        if (!english) english = rendered;
        else {
          expect(rendered.structure, `shapes and edges of ${url} against English`).toEqual(english.structure);
          rendered.labels.forEach((labels, i) => {
            expect(labels.length, `labels of diagram ${i + 1} on ${url}`).toBe(english!.labels[i]!.length);
            const left = labels.filter((label, j) => untranslated(locale, label, english!.labels[i]![j]!, code));
            expect(left, `English labels left in diagram ${i + 1} on ${url}`).toEqual([]);
          });
        }

        expect(await midWordBreaks(page), `labels of ${url} that break inside a word`).toEqual([]);
        const sizes = await smallestLabels(page);
        for (const [i, size] of sizes.entries()) {
          expect(size.px, `smallest label of diagram ${i + 1} on ${url} ("${size.text}")`).toBeGreaterThanOrEqual(
            minLabelPx - 0.05,
          );
          expect(size.frameRight, `diagram ${i + 1} on ${url} stays inside the screen`).toBeLessThanOrEqual(
            viewport.width,
          );
          if (size.scrolls) {
            expect(size.cue?.replace(/^⟷\s*/, ''), `scroll cue of diagram ${i + 1} on ${url}`).toBe(
              uiMessage(locale, 'mnemora.diagram.scrollCue', 'Scroll sideways to see the whole diagram'),
            );
            expect(size.enlarge, `Enlarge button of diagram ${i + 1} on ${url}`).toBe(
              uiMessage(locale, 'mnemora.diagram.enlarge', 'Enlarge'),
            );
          }
        }
        const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(pageOverflow, `${url} scrolls sideways as a whole`).toBeLessThanOrEqual(0);
        if (shots && (locale === 'en' || locale === 'de')) {
          mkdirSync(shots, {recursive: true});
          await page
            .locator('.mnemora-mermaid-slot')
            .first()
            .screenshot({path: path.join(shots, `${locale}${sitePath.replace(/\//g, '_')}-${viewport.width}.png`)});
        }
      }
    });
  }
}

/** A token's value as the browser computes a colour (rgb()). */
async function tokenColours(page: Page, tokens: string[]): Promise<Record<string, string>> {
  return page.evaluate((tokens) => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const colours = Object.fromEntries(
      tokens.map((token) => {
        probe.style.color = '';
        probe.style.color = `var(${token})`;
        return [token, getComputedStyle(probe).color];
      }),
    );
    probe.remove();
    return colours;
  }, tokens);
}

const tokens = [
  '--mnemora-diagram-page',
  '--mnemora-diagram-text',
  '--mnemora-diagram-node-fill',
  '--mnemora-diagram-node-stroke',
  '--mnemora-diagram-line',
  '--mnemora-diagram-cluster-fill',
  '--mnemora-diagram-cluster-stroke',
  '--mnemora-diagram-note-fill',
  '--mnemora-diagram-note-stroke',
];

/** A diagram shape's computed fill and border. */
type Box = {fill: string; stroke: string};

for (const theme of ['light', 'dark'] as const) {
  test(`diagrams use the site's colours in ${theme} mode, with readable text and visible lines`, async ({page}) => {
    test.setTimeout(90_000);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), theme);
    // A flowchart with clusters and edge labels, and a sequence diagram with a note.
    for (const url of ['/overview', '/guides/vector-search', '/guides/realtime-sync']) {
      await open(page, url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await renderAll(page, builtDiagramCount(url));
      const colour = await tokenColours(page, tokens);
      // The brand tokens the diagram tokens map to must differ between modes and from Mermaid's defaults.
      expect(colour['--mnemora-diagram-node-stroke'], 'node stroke is a brand colour').toBe(
        (await tokenColours(page, ['--mnemora-brand']))['--mnemora-brand'],
      );
      const seen = await page.evaluate(() => {
        const svg = document.querySelector('.mnemora-mermaid-slot .docusaurus-mermaid-container svg')!;
        const visible = (selector: string) =>
          [...svg.querySelectorAll(selector)].filter((e) => e.getClientRects().length > 0);
        const style = (selector: string) =>
          visible(selector).map((e) => {
            const computed = getComputedStyle(e);
            return {fill: computed.fill, stroke: computed.stroke};
          });
        // HTML labels (inside foreignObject) are painted with `color`, SVG text with `fill`.
        const ink = (selector: string) =>
          visible(selector)
            .filter((e) => e.textContent?.trim())
            .map((e) => (e instanceof SVGElement ? getComputedStyle(e).fill : getComputedStyle(e).color));
        return {
          shapes: style('g.node rect.label-container, g.node polygon.label-container, rect.actor'),
          nodeText: ink('g.node .nodeLabel, text.actor > tspan'),
          lines: style('.edgePaths path, line.messageLine0, line.messageLine1, line.actor-line'),
          messageText: ink('text.messageText'),
          edgeLabels: visible('.edgeLabel p, .edgeLabel span.edgeLabel')
            .filter((e) => e.textContent?.trim())
            .map((e) => {
              let background = 'rgba(0, 0, 0, 0)';
              for (let n: Element | null = e; n && n !== svg && background === 'rgba(0, 0, 0, 0)'; n = n.parentElement)
                background = getComputedStyle(n).backgroundColor;
              return {color: getComputedStyle(e).color, background};
            }),
          clusters: style('g.cluster > rect'),
          notes: style('rect.note'),
          noteText: ink('text.noteText, text.noteText > tspan'),
        };
      });
      const where = `${url} in ${theme}`;
      expect(seen.shapes.length, `${where}: shapes`).toBeGreaterThan(0);
      /** Boxes of a kind have its fill and border tokens; a border that must show stands out 3:1 on the page. */
      const expectBoxes = (boxes: Box[], kind: 'node' | 'cluster' | 'note', borderShows: boolean) => {
        for (const box of boxes) {
          expect(box.fill, `${where}: ${kind} fill`).toBe(colour[`--mnemora-diagram-${kind}-fill`]);
          expect(box.stroke, `${where}: ${kind} border`).toBe(colour[`--mnemora-diagram-${kind}-stroke`]);
          if (borderShows)
            expect(
              contrastRatio(box.stroke, colour['--mnemora-diagram-page']!),
              `${where}: ${kind} border against the page`,
            ).toBeGreaterThanOrEqual(3);
        }
      };
      /** Text is the diagram text token and reads at 4.5:1 on the token it is painted over. */
      const expectText = (inks: string[], what: string, ground: string, onWhat: string) => {
        for (const ink of inks) {
          expect(ink, `${where}: ${what}`).toBe(colour['--mnemora-diagram-text']);
          expect(contrastRatio(ink, colour[ground]!), `${where}: ${what} ${onWhat}`).toBeGreaterThanOrEqual(4.5);
        }
      };
      expectBoxes(seen.shapes, 'node', true);
      expect(seen.nodeText.length, `${where}: node labels`).toBeGreaterThan(0);
      expectText(seen.nodeText, 'node text', '--mnemora-diagram-node-fill', 'on its fill');
      expect(seen.lines.length, `${where}: lines`).toBeGreaterThan(0);
      for (const line of seen.lines) {
        expect(line.stroke, `${where}: line`).toBe(colour['--mnemora-diagram-line']);
        expect(
          contrastRatio(line.stroke, colour['--mnemora-diagram-page']!),
          `${where}: line against the page`,
        ).toBeGreaterThanOrEqual(3);
      }
      expectText(seen.messageText, 'message text', '--mnemora-diagram-page', 'on the page');
      for (const label of seen.edgeLabels) {
        expect(label.color, `${where}: edge label text`).toBe(colour['--mnemora-diagram-text']);
        const background =
          label.background === 'rgba(0, 0, 0, 0)' ? colour['--mnemora-diagram-page']! : label.background;
        expect(contrastRatio(label.color, background), `${where}: edge label on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
      expectBoxes(seen.clusters, 'cluster', true);
      expectBoxes(seen.notes, 'note', false);
      expectText(seen.noteText, 'note text', '--mnemora-diagram-note-fill', 'on its fill');
      if (url === '/overview') expect(seen.clusters.length, `${where}: clusters`).toBeGreaterThan(0);
      if (url === '/guides/realtime-sync')
        expect(seen.notes.length * seen.messageText.length, `${where}: notes and messages`).toBeGreaterThan(0);
    }
  });
}

for (const locale of locales) {
  test(`on a phone in ${locale}, "Enlarge" opens the diagram full screen, pannable and zoomable, and Escape brings focus back`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({width: 390, height: 844});
    const url = localePath(locale, '/guides/realtime-sync');
    await open(page, url);
    await renderAll(page, builtDiagramCount(url));
    const enlarge = page.getByRole('button', {
      name: uiMessage(locale, 'mnemora.diagram.enlarge', 'Enlarge'),
      exact: true,
    });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: uiMessage(locale, 'mnemora.diagram.fullViewLabel', 'Diagram, full screen'),
    });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height], 'the view fills the screen').toEqual([0, 0, 390, 844]);
    const close = dialog.getByRole('button', {name: uiMessage(locale, 'mnemora.diagram.close', 'Close'), exact: true});
    await expect(close).toBeFocused();

    const pan = dialog.getByRole('region');
    const view = () =>
      pan.evaluate((element) => {
        const svg = element.querySelector('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return {
          scrollLeft: element.scrollLeft,
          room: element.scrollWidth - element.clientWidth,
          label: 16 * scale,
          width: svg.getBoundingClientRect().width,
        };
      });
    const before = await view();
    expect(before.label, 'labels at full size').toBeGreaterThanOrEqual(16);
    expect(before.room, 'the full-size diagram is wider than the phone and pans').toBeGreaterThan(0);
    await pan.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await view()).scrollLeft, 'arrow keys pan the view').toBeGreaterThan(0);
    await dialog
      .getByRole('button', {name: uiMessage(locale, 'mnemora.diagram.zoomIn', 'Zoom in'), exact: true})
      .click();
    expect((await view()).width, 'zoom in').toBeGreaterThan(before.width * 1.4);
    // The zoom level reads as the locale writes a percentage (150%, 150 %, 150 %).
    const percent = new Intl.NumberFormat(localeConfigs[locale].htmlLang, {style: 'percent'});
    await expect(dialog.locator('output')).toHaveText(percent.format(1.5));
    await dialog
      .getByRole('button', {name: uiMessage(locale, 'mnemora.diagram.zoomOut', 'Zoom out'), exact: true})
      .click();
    expect(Math.round((await view()).width)).toBe(Math.round(before.width));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
    // The close button works the same way.
    await enlarge.click();
    await expect(dialog).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
    if (shots && (locale === 'en' || locale === 'de')) {
      await enlarge.click();
      await page.screenshot({path: path.join(shots, `${locale}-enlarged.png`)});
    }
  });
}

test('a page without a diagram loads none of the diagram code', async ({page}) => {
  const diagramScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (/mnemora-diagram-|mnemora\.diagram\./.test(await response.text().catch(() => '')))
      diagramScripts.push(new URL(response.url()).pathname);
  });
  await open(page, '/guides/performance');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  expect(diagramScripts).toEqual([]);
});
