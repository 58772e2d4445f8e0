/**
 * A social card per page and locale: after each locale's build, every HTML page (home, docs,
 * not-found, search, Markdown pages) gets a 1200×630 PNG with its title, section and the brand
 * (./card.ts), at `img/cards/<route>.<hash>.png` in that locale's output, and its head gets
 * `og:image` (absolute, from `url` in the config), `og:image:type/width/height/alt` and
 * `twitter:image`/`twitter:image:alt`. Docusaurus' theme already writes `twitter:card`
 * (`summary_large_image`), `og:locale` and `og:locale:alternate`.
 *
 * The tags are written into the built HTML rather than rendered by React because the card shows
 * the page's final `<title>`, known only once the page is rendered; link previews read the
 * server HTML, which is what these tags are for. Each page's HTML is read, changed and written
 * in one synchronous step, so the other plugins that rewrite pages after the build
 * (src/plugins/route-scripts) never interleave with it.
 *
 * The hash in the name is the card's content hash: a card changes its URL when its text, the
 * template, the fonts or the brand change, so it can be cached as immutable (deploy/headers.ts)
 * and link previews that cache by URL pick the new card up. Drawn cards are kept in
 * `node_modules/.cache/mnemora-social-cards/` (outside build/, which every build empties) under
 * that hash, so a page whose card has not changed is copied, not drawn again.
 */
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardHeight, cardWidth, fontFiles, loadFonts, readBrand, renderCard, type CardText} from './card';
import {cardStem, pageFacts, withCardTags} from './page';
import {cardStringsFor} from './strings';

/** The HTML file Docusaurus writes for a route path (the site uses the default trailing slash). */
function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  if (relative.endsWith('.html')) return path.join(outDir, relative);
  return path.join(outDir, relative, 'index.html');
}

/** Everything a card's pixels depend on besides its text: template, fonts, brand colours, logo. */
function templateHash(siteDir: string): string {
  const hash = createHash('sha256');
  const dir = path.join(siteDir, 'src/plugins/social-cards');
  hash.update(readFileSync(path.join(dir, 'card.ts')));
  for (const file of fontFiles) hash.update(readFileSync(path.join(dir, 'fonts', file)));
  hash.update(JSON.stringify(readBrand(siteDir)));
  return hash.digest('hex');
}

function cardHash(template: string, text: CardText): string {
  return createHash('sha256').update(template).update(JSON.stringify(text)).digest('hex').slice(0, 16);
}

function defaultCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'mnemora-social-cards');
}

export interface CardJob {
  siteDir: string;
  /** The locale's output folder and the routes Docusaurus built into it. */
  outDir: string;
  routesPaths: readonly string[];
  siteUrl: string;
  siteTitle: string;
  titleDelimiter: string;
  baseUrl: string;
  locale: string;
  cacheDir: string;
}

/** Draws (or copies from the cache) every page's card and writes its tags into the page. */
export async function writeCards(job: CardJob): Promise<{pages: number; drawn: number}> {
  const {siteDir, outDir, baseUrl} = job;
  const strings = cardStringsFor(job.locale, siteDir);
  const brand = readBrand(siteDir);
  const fonts = loadFonts(path.join(siteDir, 'src/plugins/social-cards/fonts'));
  const template = templateHash(siteDir);
  mkdirSync(job.cacheDir, {recursive: true});
  const origin = job.siteUrl.replace(/\/$/, '');
  const host = new URL(job.siteUrl).host;
  let drawn = 0;
  const pages: {file: string; where: string; url: string; alt: string}[] = [];
  for (const routePath of [...new Set(job.routesPaths)].sort()) {
    const file = htmlFileOf(outDir, baseUrl, routePath);
    if (!existsSync(file)) continue; // a route without its own page, such as the catch-all
    const where = path.relative(siteDir, file);
    const facts = pageFacts(readFileSync(file, 'utf8'), job.siteTitle, job.titleDelimiter, where);
    if (facts.hasImage) {
      throw new Error(
        `[mnemora-social-cards] ${where} already has an og:image (front matter \`image\` or themeConfig.image): remove it, every page gets its own card`,
      );
    }
    // The not-found page has no address of its own: its card shows the locale's home address.
    const displayPath = routePath.endsWith('.html') ? baseUrl : routePath;
    const text: CardText = {
      title: facts.title,
      section: facts.section ?? strings.documentation,
      brand: strings.brand,
      address: `${host}${displayPath}`.replace(/\/$/, ''),
    };
    const hash = cardHash(template, text);
    const cached = path.join(job.cacheDir, `${hash}.png`);
    if (!existsSync(cached)) {
      const png = await renderCard(text, brand, fonts);
      // Written under a temporary name first: a build stopped mid-write leaves no broken card.
      writeFileSync(`${cached}.tmp`, png);
      renameSync(`${cached}.tmp`, cached);
      drawn += 1;
    }
    const relative = `${cardStem(routePath, baseUrl)}.${hash}.png`;
    mkdirSync(path.dirname(path.join(outDir, relative)), {recursive: true});
    copyFileSync(cached, path.join(outDir, relative));
    pages.push({
      file,
      where,
      url: `${origin}${baseUrl}${relative}`,
      alt: `${text.brand}: ${text.title} (${text.section})`,
    });
  }
  // One synchronous read-change-write per page (see the comment at the top).
  for (const page of pages) {
    writeFileSync(
      page.file,
      withCardTags(
        readFileSync(page.file, 'utf8'),
        {url: page.url, alt: page.alt, width: cardWidth, height: cardHeight},
        page.where,
      ),
    );
  }
  return {pages: pages.length, drawn};
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, baseUrl, i18n} = context;
  return {
    name: 'mnemora-social-cards',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const {pages, drawn} = await writeCards({
        siteDir,
        outDir,
        routesPaths,
        siteUrl: siteConfig.url,
        siteTitle: siteConfig.title,
        titleDelimiter: siteConfig.titleDelimiter,
        baseUrl,
        locale: i18n.currentLocale,
        cacheDir: defaultCacheDir(siteDir),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `[mnemora-social-cards] ${i18n.currentLocale}: ${pages} cards, ${drawn} drawn, ${pages - drawn} from the cache, in ${seconds} s`,
      );
    },
  };
}
