/**
 * Every colour of the code theme (config/prism.ts) reads at 4.5:1 or more (WCAG 1.4.3) on the
 * code background and on a highlighted line (its background is set in src/css/custom.css).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {prism} from '../../config/prism';

const repo = path.resolve(import.meta.dirname, '..', '..');

type Rgb = [number, number, number];

export function parseColour(value: string): Rgb {
  const hex = value.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb;
  const rgb = value.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`cannot read colour "${value}"`);
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White at `alpha` over `base`: how `--docusaurus-highlighted-code-line-bg` paints. */
function whiteOver(base: Rgb, alpha: number): Rgb {
  return base.map((c) => Math.round(255 * alpha + c * (1 - alpha))) as Rgb;
}

/** The highlighted-line alphas of custom.css, light and dark. */
function highlightAlphas(): number[] {
  const css = readFileSync(path.join(repo, 'src/css/custom.css'), 'utf8');
  const values = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*rgb\(255 255 255 \/ (\d+)%\)/g)].map(
    (m) => Number(m[1]) / 100,
  );
  assert.ok(
    values.length >= 2,
    'custom.css sets --docusaurus-highlighted-code-line-bg for light and dark as rgb(255 255 255 / N%)',
  );
  return values;
}

/** One line per token colour under 4.5:1 on the theme's background or a highlighted line. */
export function lowContrastTokens(theme: PrismTheme, alphas: number[]): string[] {
  const background = parseColour(String(theme.plain.backgroundColor));
  const backgrounds: Array<[string, Rgb]> = [
    ['background', background],
    ...alphas.map((a): [string, Rgb] => [`highlighted line (${a * 100}% white)`, whiteOver(background, a)]),
  ];
  const colours: Array<[string, string]> = [
    ['plain', String(theme.plain.color)],
    ...theme.styles
      .filter((s) => s.style.color)
      .map((s): [string, string] => [s.types.join(','), String(s.style.color)]),
  ];
  const problems: string[] = [];
  for (const [types, colour] of colours) {
    for (const [name, bg] of backgrounds) {
      const ratio = contrast(parseColour(colour), bg);
      if (ratio < 4.5) problems.push(`${types} ${colour} on ${name}: ${ratio.toFixed(2)}:1`);
    }
  }
  return problems;
}

test('every token colour of the code theme (both colour modes use it) reads at 4.5:1 or more', () => {
  assert.equal(
    'darkTheme' in prism,
    false,
    'dark mode uses `theme`: a separate darkTheme needs its own contrast check',
  );
  assert.deepEqual(lowContrastTokens(prism.theme as PrismTheme, highlightAlphas()), []);
});

test('planted: the unmodified VS Dark theme is caught, naming token, colour and background', () => {
  const problems = lowContrastTokens(themes.vsDark, [0.1]).join('\n');
  assert.match(problems, /^constant rgb\(100, 102, 149\) on background: 3\.\d\d:1$/m);
  assert.match(
    problems,
    /builtin,changed,keyword,interpolation-punctuation rgb\(86, 156, 214\) on highlighted line \(10% white\): 4\.\d\d:1/,
  );
});
