/**
 * WCAG 2.x contrast, for every test that measures colours: computed `rgb()`/`rgba()` values from
 * the browser and the `#rrggbb` values of the code theme. Kept here rather than taken from a colour
 * library because the ones installed round the ratio to two decimals, which can pass 4.495:1 as
 * 4.5:1.
 */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

/** Parses `#rrggbb` or a computed `rgb()`/`rgba()` colour (both the comma and the space syntax). */
export function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16), 1];
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!match) {
    throw new Error(
      `Cannot read the colour "${value}": expected a computed rgb() or rgba() colour, or #rrggbb (a transparent keyword, color(), oklch() or a gradient has no single sRGB value to measure).`,
    );
  }
  const [, r, g, b, a] = match;
  const alpha = a === undefined ? 1 : a.endsWith('%') ? Number(a.slice(0, -1)) / 100 : Number(a);
  const rgba = [Number(r), Number(g), Number(b), alpha] as const;
  if (rgba.slice(0, 3).some((c) => c > 255) || alpha > 1) throw new Error(`The colour "${value}" is out of range.`);
  return rgba;
}

/** WCAG 2.x relative luminance of an opaque sRGB colour (its alpha is not read). */
function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two opaque colours, given parsed or as CSS colour strings. */
export function contrastRatio(a: Rgba | string, b: Rgba | string): number {
  const [hi, lo] = [a, b].map((c) => luminance(typeof c === 'string' ? parseColor(c) : c)).sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}
