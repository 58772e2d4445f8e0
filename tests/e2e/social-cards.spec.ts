import type {Page} from '@playwright/test';
import {portalUrl} from '../../config/platform';
import {expect, open, test} from './fixtures';

/**
 * Two social cards as Chromium draws them (one English, one German with umlauts): the card the
 * page's head names is a 1200×630 image whose text (every dark pixel) stays inside the card's
 * margins, leaves the right-hand margin columns untouched, and keeps a blank band between the
 * title block and the brand line, so no line of the title runs off the card or into the footer.
 */

interface Ink {
  width: number;
  height: number;
  /** Bounding box of the text and logo pixels, below the brand-coloured top border. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Rows without ink between the title block and the brand line. */
  gap: number;
  /** Ink pixels in the 72 px right margin. */
  rightMarginInk: number;
}

async function cardInk(page: Page, path: string): Promise<{ink: Ink; alt: string; src: string}> {
  await open(page, path);
  const url = await page.locator('head meta[property="og:image"]').getAttribute('content');
  const alt = (await page.locator('head meta[property="og:image:alt"]').getAttribute('content')) ?? '';
  expect(url?.startsWith(`${portalUrl}/`)).toBe(true);
  // The card is fetched from the served build: the same path, on this server.
  const src = url!.slice(portalUrl.length);
  return {ink: await measure(page, src), alt, src};
}

/** Where the ink of an image lies, measured in the page (Chromium decodes and draws it). */
async function measure(page: Page, src: string): Promise<Ink> {
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const {data, width, height} = context.getImageData(0, 0, canvas.width, canvas.height);
    // Text and logo are dark or brand-coloured; the background is white to a pale indigo.
    const dark = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]! < 190;
    };
    let left = width;
    let right = -1;
    let top = height;
    let bottom = -1;
    let rightMarginInk = 0;
    const inkRows: boolean[] = [];
    for (let y = 24; y < height; y += 1) {
      let row = false;
      for (let x = 0; x < width; x += 1) {
        if (!dark(x, y)) continue;
        row = true;
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        if (x >= width - 72) rightMarginInk += 1;
      }
      inkRows[y] = row;
    }
    // The longest run of blank rows between the first and the last ink row.
    let gap = 0;
    let run = 0;
    for (let y = top; y <= bottom; y += 1) {
      run = inkRows[y] ? 0 : run + 1;
      gap = Math.max(gap, run);
    }
    return {width, height, left, right, top, bottom, gap, rightMarginInk};
  }, src);
}

for (const [path, title] of [
  ['/guides/realtime-sync', 'Realtime sync'],
  ['/de/use-cases/personal-knowledge', 'Assistent für persönliches Wissen'],
] as const) {
  test(`${path}: its card is 1200×630 and its text stays inside the margins`, async ({page}) => {
    const {ink, alt, src} = await cardInk(page, path);
    expect(alt).toContain(title);
    expect(src).toMatch(path.startsWith('/de/') ? /^\/de\/img\/cards\// : /^\/img\/cards\//);
    expect([ink.width, ink.height]).toEqual([1200, 630]);
    // The card's padding is 72 px: text starts at it and ends before it, on every side.
    expect(ink.left).toBeGreaterThanOrEqual(70);
    expect(ink.right).toBeLessThanOrEqual(1200 - 70);
    expect(ink.top).toBeGreaterThanOrEqual(70);
    expect(ink.bottom).toBeLessThanOrEqual(630 - 70);
    expect(ink.rightMarginInk).toBe(0);
    // Title block and brand line stay apart.
    expect(ink.gap).toBeGreaterThanOrEqual(40);
  });
}

test('planted fault: a card whose title runs past the right margin is caught', async ({page}) => {
  await open(page, '/guides/realtime-sync');
  // A card-sized image with a title drawn across the right margin, measured the same way.
  const overflowing = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 630;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 1200, 630);
    context.fillStyle = '#312e81';
    context.font = 'bold 84px sans-serif';
    context.fillText('Echtzeit-Synchronisierungsübersicht', 72, 200);
    return canvas.toDataURL('image/png');
  });
  const ink = await measure(page, overflowing);
  expect(ink.rightMarginInk).toBeGreaterThan(0);
  expect(ink.right).toBeGreaterThan(1200 - 70);
});
