/**
 * Non-text contrast (WCAG 1.4.11) measured from computed styles, the way a reader's eyes get it:
 * the colour of a control's boundary or of its icon, made translucent by its alpha and every
 * `opacity` on the way up, composed over the backgrounds actually behind it, against that
 * background. axe checks text only; this covers icons, borders, indicators and carets.
 */
import type {Locator} from '@playwright/test';
import {contrastRatio, parseColor, type Rgba} from '../../support/contrast';

/** One painted layer as the browser reports it: a computed colour and the opacity applied to it. */
export type Layer = {readonly color: string; readonly opacity: number};

/** What a control shows against what is behind it, as measured in the page. */
export type Sample = {
  /** The indicator: a border, an icon's fill or stroke, a glyph, a fill. */
  readonly fg: Layer;
  /** Backgrounds behind the indicator, nearest first, up to the document. */
  readonly behind: readonly Layer[];
  /** How the indicator was found, for the failure message. */
  readonly what: string;
};

export type Indicator = 'border' | 'bottom-border' | 'icon' | 'text' | 'fill' | 'before' | 'after';

/** `top` with `alpha` over an opaque `bottom` (source-over). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

const withOpacity = ({color, opacity}: Layer): Rgba => {
  const c = parseColor(color);
  return [c[0], c[1], c[2], c[3] * opacity];
};

/** The opaque colour behind the indicator: the layers composed from the document (white canvas) inwards. */
export function backgroundOf(behind: readonly Layer[]): Rgba {
  let colour: Rgba = [255, 255, 255, 1];
  for (const layer of [...behind].reverse()) colour = over(withOpacity(layer), colour);
  return colour;
}

/** The ratio between the indicator, as painted, and the background behind it. */
export function sampleRatio(sample: Sample): number {
  const bg = backgroundOf(sample.behind);
  return contrastRatio(over(withOpacity(sample.fg), bg), bg);
}

/**
 * Reads the indicator of the control `locator` points at, and the backgrounds behind it, from
 * the page's computed styles. `border`: the control's border against what is outside it;
 * `bottom-border`: the same for a tab's underline; `icon`: the first filled or stroked shape
 * of its SVG against the control's own background; `text`: its text colour; `fill`: its own
 * background against its surroundings; `before`/`after`: the pseudo-element's background (a
 * masked caret) or, if it has none, its text colour (a glyph).
 */
export async function sampleOf(locator: Locator, indicator: Indicator): Promise<Sample> {
  return locator.evaluate((el, kind) => {
    const opacityOf = (node: Element | null) => {
      let o = 1;
      for (let n = node; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
      return o;
    };
    const layersFrom = (start: Element | null) => {
      const layers: {color: string; opacity: number}[] = [];
      for (let n = start; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') layers.push({color: bg, opacity: opacityOf(n)});
      }
      return layers;
    };
    const style = getComputedStyle(el);
    switch (kind) {
      case 'border':
      case 'bottom-border': {
        const side =
          kind === 'border'
            ? (['Top', 'Right', 'Bottom', 'Left'] as const).find(
                (s) => parseFloat(style[`border${s}Width`]) > 0 && style[`border${s}Style`] !== 'none',
              )
            : 'Bottom';
        if (!side || parseFloat(style[`border${side}Width`]) === 0 || style[`border${side}Style`] === 'none')
          return {fg: {color: 'rgba(0, 0, 0, 0)', opacity: 1}, behind: layersFrom(el.parentElement), what: 'no border'};
        return {
          fg: {color: style[`border${side}Color`], opacity: opacityOf(el)},
          behind: layersFrom(el.parentElement),
          what: `border-${side.toLowerCase()} ${style[`border${side}Width`]}`,
        };
      }
      case 'icon': {
        const shapes = [...el.querySelectorAll('svg, svg *')].filter(
          (s) => s.getBoundingClientRect().width > 0 && getComputedStyle(s).display !== 'none',
        );
        for (const shape of shapes) {
          const s = getComputedStyle(shape);
          const fill = s.fill.startsWith('rgb') ? s.fill : undefined;
          const stroke = s.stroke.startsWith('rgb') && parseFloat(s.strokeWidth) > 0 ? s.stroke : undefined;
          // A stroked line has an area-less fill (black by default) that paints nothing.
          const paint = shape.tagName.toLowerCase() === 'svg' ? undefined : (stroke ?? fill);
          if (!paint) continue;
          const alpha = Number(stroke === paint ? s.strokeOpacity : s.fillOpacity);
          return {
            fg: {color: paint, opacity: opacityOf(shape) * alpha},
            behind: layersFrom(shape),
            what: `icon ${stroke === paint ? 'stroke' : 'fill'}`,
          };
        }
        return {fg: {color: 'rgba(0, 0, 0, 0)', opacity: 1}, behind: layersFrom(el), what: 'no visible icon'};
      }
      case 'text':
        return {fg: {color: style.color, opacity: opacityOf(el)}, behind: layersFrom(el), what: 'text'};
      case 'fill':
        return {
          fg: {color: style.backgroundColor, opacity: opacityOf(el)},
          behind: layersFrom(el.parentElement),
          what: 'background',
        };
      case 'before':
      case 'after': {
        const pseudo = getComputedStyle(el, `::${kind}`);
        const masked = pseudo.backgroundColor !== 'rgba(0, 0, 0, 0)';
        // An empty pseudo-element painted by a background image (an SVG caret) has no colour to read.
        if (!masked && (pseudo.content === 'none' || pseudo.content === '""')) {
          return {
            fg: {color: 'rgba(0, 0, 0, 0)', opacity: 1},
            behind: layersFrom(el),
            what: `::${kind} paints an image, whose colour cannot be measured`,
          };
        }
        return {
          fg: {color: masked ? pseudo.backgroundColor : pseudo.color, opacity: opacityOf(el) * Number(pseudo.opacity)},
          behind: layersFrom(el),
          what: `::${kind} ${masked ? 'background' : 'glyph'}`,
        };
      }
    }
  }, indicator);
}
