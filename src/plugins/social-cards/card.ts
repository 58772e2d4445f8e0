/**
 * Draws one social card: a 1200×630 PNG with the page's title in its language, its section, the
 * brand (logo, name, the locale's "documentation" wording) and the page's address. satori lays the
 * card out as SVG with the fonts in ./fonts (Inter, SIL Open Font License, ./fonts/LICENSE; the
 * Latin and Latin Extended subsets cover every accent, umlaut and ß of the four locales), and
 * resvg rasterises it. Both run offline in Node.
 *
 * The colours are the brand tokens of src/css/custom.css and the logo is static/img/logo.svg,
 * read from those files (`readBrand`), so the card follows a change of either.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';

export const cardWidth = 1200;
export const cardHeight = 630;
/** The margin no text may enter, on every side (the screenshot test measures it). */
const cardPadding = 72;

export interface CardText {
  /** The page's title, in the page's language. */
  title: string;
  /** The page's section: its first breadcrumb, or the locale's word for the documentation. */
  section: string;
  /** The brand line, e.g. "Mnemora-Dokumentation". */
  brand: string;
  /** The page's address without the scheme, e.g. "docs.mnemora.dev/de/api/search". */
  address: string;
}

export interface Brand {
  /** `--mnemora-brand` and `--mnemora-brand-darkest` of custom.css. */
  primary: string;
  darkest: string;
  /** `--mnemora-surface-accent`. */
  accent: string;
  /** static/img/logo.svg as a data URL. */
  logo: string;
}

export interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

export const fontFiles = [
  'inter-latin-400-normal.woff',
  'inter-latin-700-normal.woff',
  'inter-latin-ext-400-normal.woff',
  'inter-latin-ext-700-normal.woff',
] as const;

export function loadFonts(dir: string): Font[] {
  return fontFiles.map((file) => ({
    name: 'Inter',
    data: readFileSync(path.join(dir, file)),
    weight: file.includes('-700-') ? 700 : 400,
    style: 'normal',
  }));
}

/** A custom property's colour from a stylesheet, or an error naming the file and the property. */
export function cssColour(css: string, property: string, file: string): string {
  const match = new RegExp(`${property}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1])
    throw new Error(`[mnemora-social-cards] ${file}: no hex colour for ${property}, which the social cards use`);
  return match[1];
}

export function readBrand(siteDir: string): Brand {
  const cssFile = path.join(siteDir, 'src/css/custom.css');
  const css = readFileSync(cssFile, 'utf8');
  const logo = readFileSync(path.join(siteDir, 'static/img/logo.svg'));
  return {
    primary: cssColour(css, '--mnemora-brand', 'src/css/custom.css'),
    darkest: cssColour(css, '--mnemora-brand-darkest', 'src/css/custom.css'),
    accent: cssColour(css, '--mnemora-surface-accent', 'src/css/custom.css'),
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
  };
}

/** The title's size: long titles get a smaller size so that three lines always hold them. */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 28) return 84;
  if (length <= 48) return 72;
  if (length <= 80) return 60;
  return 50;
}

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: {
    style?: Style;
    children?: Element | string | (Element | string)[];
    src?: string;
    width?: number;
    height?: number;
  };
}

function h(
  type: string,
  style: Style,
  children?: Element['props']['children'],
  extra: Omit<Element['props'], 'style' | 'children'> = {},
): Element {
  return {type, props: {style, children, ...extra}};
}

/** The card's layout (satori's subset of CSS: flexbox, one style object per element). */
function cardTree(text: CardText, brand: Brand): Element {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: cardPadding,
      backgroundColor: '#ffffff',
      // Flat colours only: a gradient made each card twice as large and half again as slow to draw.
      borderBottom: `12px solid ${brand.accent}`,
      borderTop: `16px solid ${brand.primary}`,
      fontFamily: 'Inter',
      color: brand.darkest,
    },
    [
      h('div', {display: 'flex', flexDirection: 'column'}, [
        h(
          'div',
          {
            display: 'flex',
            fontSize: 30,
            fontWeight: 700,
            color: brand.primary,
            textTransform: 'uppercase',
            letterSpacing: 2,
            marginBottom: 24,
          },
          text.section,
        ),
        h(
          'div',
          {
            display: 'block',
            fontSize: titleSize(text.title),
            fontWeight: 700,
            lineHeight: 1.15,
            maxWidth: cardWidth - 2 * cardPadding,
            lineClamp: 3,
          },
          text.title,
        ),
      ]),
      h('div', {display: 'flex', alignItems: 'center'}, [
        h('img', {width: 80, height: 80, marginRight: 28}, undefined, {src: brand.logo, width: 80, height: 80}),
        h('div', {display: 'flex', flexDirection: 'column'}, [
          h('div', {display: 'flex', fontSize: 36, fontWeight: 700, color: brand.darkest}, text.brand),
          h('div', {display: 'flex', fontSize: 26, color: '#4b5563', marginTop: 4}, text.address),
        ]),
      ]),
    ],
  );
}

/** The card as a PNG. */
export async function renderCard(text: CardText, brand: Brand, fonts: Font[]): Promise<Buffer> {
  const svg = await satori(cardTree(text, brand) as unknown as ReactNode, {
    width: cardWidth,
    height: cardHeight,
    fonts,
  });
  const png = new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
  return Buffer.from(png);
}
