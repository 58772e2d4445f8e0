#!/usr/bin/env node
// Measures every Mermaid diagram of a full build (`npm run build`: every locale) in Chromium and
// writes src/theme/Mermaid/sizes.json, the sizes the build reserves each diagram's room with
// (src/lib/diagram-sizes.ts). Run it after changing a diagram, its translation, the diagram
// styles or Mermaid, then build again: tests/content/diagram-sizes.test.ts names the diagrams
// whose size is missing. Each page is drawn at 1280 px in light mode and at 390 px in dark mode;
// the script fails if the two disagree (the room is reserved by one size for every width and mode).
// --locales en,de measures those locales' diagrams only and keeps the other sizes of the file
// (of diagrams that still exist); --check measures and compares with the file instead of writing it.
import {writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {locales} from '../config/i18n';
import {createSiteServer} from '../deploy/site-server';
import {
  diagramSizesFile,
  mermaidVersion,
  readDiagramSizes,
  sourceDiagrams,
  type DiagramSize,
  type DiagramSizes,
  type SourceDiagram,
} from '../src/lib/diagram-sizes';
import {labelSelector} from '../src/theme/Mermaid/labels';
import {chromiumLaunchOptions} from './lib/chromium';
import {freePort, listen, runMain} from './lib/process';

const modes = [
  {width: 1280, height: 900, theme: 'light'},
  {width: 390, height: 844, theme: 'dark'},
] as const;

/** The sizes of each diagram of `url`, keyed by its source's hash, as drawn in `mode`. */
async function measurePage(
  browser: Browser,
  origin: string,
  url: string,
  mode: (typeof modes)[number],
): Promise<Map<string, DiagramSize>> {
  const context = await browser.newContext({viewport: {width: mode.width, height: mode.height}});
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode.theme);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${url}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const slots = page.locator('.mnemora-mermaid-slot');
    const sizes = new Map<string, DiagramSize>();
    for (let i = 0; i < (await slots.count()); i++) {
      const slot = slots.nth(i);
      await slot.scrollIntoViewIfNeeded();
      await slot.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: 30_000});
      const measured = await slot.evaluate((element, labelSelector) => {
        const svg = element.querySelector('.docusaurus-mermaid-container svg') as SVGSVGElement;
        let label = Infinity;
        for (const text of svg.querySelectorAll(labelSelector)) {
          if (!text.textContent?.trim()) continue;
          const px = parseFloat(getComputedStyle(text).fontSize);
          if (px > 0) label = Math.min(label, px);
        }
        const box = svg.viewBox.baseVal;
        return {hash: element.getAttribute('data-diagram') ?? '', width: box.width, height: box.height, label};
      }, labelSelector);
      if (!measured.hash) throw new Error(`${url}: diagram ${i + 1} has no data-diagram hash: is the build current?`);
      if (!Number.isFinite(measured.label) || !measured.width || !measured.height)
        throw new Error(`${url}: diagram ${i + 1} drew without a viewBox or labels (${JSON.stringify(measured)})`);
      const round = (n: number) => Math.round(n * 1000) / 1000;
      sizes.set(measured.hash, {width: round(measured.width), height: round(measured.height), label: measured.label});
    }
    return sizes;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      locales: {type: 'string', default: locales.join(',')},
      check: {type: 'boolean', default: false},
    },
  });
  const wanted = values.locales.split(',');
  const unknown = wanted.filter((l) => !(locales as readonly string[]).includes(l));
  if (unknown.length > 0) throw new Error(`Unknown locale ${unknown.join(', ')}: the site has ${locales.join(', ')}`);
  const all = sourceDiagrams();
  const diagrams = all.filter((d) => wanted.includes(d.locale));
  const byUrl = new Map<string, SourceDiagram[]>();
  for (const d of diagrams) byUrl.set(d.url, [...(byUrl.get(d.url) ?? []), d]);

  const server = createSiteServer(resolve(values.dir));
  const port = await listen(server, await freePort(), '127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const result: DiagramSizes = {mermaid: mermaidVersion(), diagrams: {}};
  // The sizes of the locales not measured now, of diagrams that are still there.
  const old = readDiagramSizes();
  const kept = all.filter((d) => !wanted.includes(d.locale) && old.diagrams[d.hash]);
  const problems: string[] = [];
  try {
    for (const [url, onPage] of byUrl) {
      const [wide, narrow] = await Promise.all(modes.map((mode) => measurePage(browser, origin, url, mode)));
      for (const d of onPage) {
        const where = `${url} (${d.file}:${d.line}), diagram ${d.index}`;
        const a = wide!.get(d.hash);
        const b = narrow!.get(d.hash);
        if (!a || !b) {
          problems.push(`${where}: not in the built page (hash ${d.hash}); build again first`);
          continue;
        }
        if (Math.abs(a.width - b.width) > 0.01 || Math.abs(a.height - b.height) > 0.01 || a.label !== b.label)
          problems.push(
            `${where}: drawn ${JSON.stringify(a)} at 1280 px light but ${JSON.stringify(b)} at 390 px dark`,
          );
        result.diagrams[d.hash] = {where: `${d.file}:${d.line}`, ...a};
        console.log(`${where}: ${a.width} × ${a.height}, smallest label ${a.label} px`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  for (const d of kept) result.diagrams[d.hash] ??= old.diagrams[d.hash]!;
  // In the pages' order (locale, file, line), so that a new measurement changes only what changed.
  result.diagrams = Object.fromEntries(
    all.filter((d) => result.diagrams[d.hash]).map((d) => [d.hash, result.diagrams[d.hash]!]),
  );
  if (values.check) {
    const differ = Object.entries(result.diagrams).filter(([hash, size]) => {
      const was = old.diagrams[hash];
      return !was || Math.abs(was.width - size.width) > 0.01 || Math.abs(was.height - size.height) > 0.01;
    });
    if (differ.length > 0 || old.mermaid !== result.mermaid)
      throw new Error(
        `${diagramSizesFile} differs from what Chromium draws: ${differ.map(([, s]) => s.where).join(', ') || `Mermaid ${old.mermaid} → ${result.mermaid}`}`,
      );
    console.log(`${Object.keys(result.diagrams).length} diagram sizes match ${diagramSizesFile}`);
    return;
  }
  writeFileSync(diagramSizesFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(result.diagrams).length} diagram sizes to ${diagramSizesFile}`);
}

if (require.main === module) runMain(main);
