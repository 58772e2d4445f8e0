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
import {contrastRatio, parseColor, type Rgba} from '../support/contrast';

const repo = path.resolve(import.meta.dirname, '..', '..');

/** White at `alpha` over `base`: how `--docusaurus-highlighted-code-line-bg` paints. */
function whiteOver(base: Rgba, alpha: number): Rgba {
  const [r, g, b] = base.map((c) => Math.round(255 * alpha + c * (1 - alpha)));
  return [r!, g!, b!, 1];
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
  const background = parseColor(String(theme.plain.backgroundColor));
  const backgrounds: Array<[string, Rgba]> = [
    ['background', background],
    ...alphas.map((a): [string, Rgba] => [`highlighted line (${a * 100}% white)`, whiteOver(background, a)]),
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
      const ratio = contrastRatio(parseColor(colour), bg);
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
