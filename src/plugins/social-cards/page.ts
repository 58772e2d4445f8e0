/**
 * What a built page tells its social card, and the card's tags written into the page's head.
 * The title is the page's `<title>` without the site-title suffix Docusaurus appends; the section
 * is the first of the breadcrumbs a docs page shows above its title (after the home icon) when the
 * page sits below it. The visible breadcrumbs are read rather than the BreadcrumbList JSON-LD,
 * which leaves out categories without a page of their own (the use cases, the endpoints).
 */
import * as cheerio from 'cheerio';

export interface PageFacts {
  title: string;
  /** The first breadcrumb above the page, or null when the page has none above it. */
  section: string | null;
  /** Whether the head already names an `og:image` (set by front matter or a theme config). */
  hasImage: boolean;
}

/** The head of a built page, read for its title and breadcrumbs. `where` names the file in errors. */
export function pageFacts(html: string, siteTitle: string, delimiter: string, where: string): PageFacts {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error(`[mnemora-social-cards] ${where}: no </head> in the built page`);
  const $ = cheerio.load(html.slice(0, end + '</head>'.length));
  const full = $('title').first().text().trim();
  if (!full) throw new Error(`[mnemora-social-cards] ${where}: the page has no <title> to draw its card from`);
  const suffix = ` ${delimiter} ${siteTitle}`;
  const title = full.endsWith(suffix) ? full.slice(0, -suffix.length).trim() : full;
  const nav = /<nav[^>]*\btheme-doc-breadcrumbs\b[\s\S]*?<\/nav>/.exec(html.slice(end))?.[0] ?? '';
  const $nav = cheerio.load(nav);
  const crumbs = $nav('li.breadcrumbs__item')
    .map((_, li) => $nav(li).text().trim())
    .get()
    .filter((text) => text !== '');
  const section = crumbs.length >= 2 ? crumbs[0]! : null;
  return {title, section, hasImage: $('meta[property="og:image"]').length > 0};
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface CardTags {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The page with the card's Open Graph and Twitter tags before `</head>`. */
export function withCardTags(html: string, card: CardTags, where: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error(`[mnemora-social-cards] ${where}: no </head> to put the card's tags in`);
  const url = escapeAttribute(card.url);
  const alt = escapeAttribute(card.alt);
  const tags = [
    `<meta property="og:image" content="${url}">`,
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${card.width}">`,
    `<meta property="og:image:height" content="${card.height}">`,
    `<meta property="og:image:alt" content="${alt}">`,
    `<meta name="twitter:image" content="${url}">`,
    `<meta name="twitter:image:alt" content="${alt}">`,
  ].join('');
  return html.slice(0, end) + tags + html.slice(end);
}

/**
 * Where a route's card lives under the locale's output folder, without its content hash:
 * `/` → `img/cards/index`, `/guides/` → `img/cards/guides/index`, `/api/search` →
 * `img/cards/api/search`, `/404.html` → `img/cards/404`.
 */
export function cardStem(routePath: string, baseUrl: string): string {
  let relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  relative = relative.replace(/\.html$/, '');
  if (relative === '' || relative.endsWith('/')) relative += 'index';
  if (relative.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`[mnemora-social-cards] route ${routePath}: a card path cannot contain "." or ".."`);
  return `img/cards/${relative}`;
}
