import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * prism-react-renderer already bundles markup, CSS, JS/JSX/TSX, Swift, Kotlin, Objective-C,
 * Rust, GraphQL, SQL, YAML, Go, C/C++, Markdown, Python and JSON. These are
 * the extra ones our pages use. None is in a page's first-load JS (src/plugins/lean-bundle), but
 * each makes the lazy highlighter bigger: tests/content/code-languages.test.ts checks that every
 * fence's language is loaded and every entry here is used.
 */
export const additionalLanguages = ['bash', 'toml', 'diff', 'http', 'ini', 'nginx'] as const;

/**
 * VS Dark with the token colours that read below 4.5:1 on its background (#1e1e1e) or on a
 * highlighted line (src/css/custom.css) raised to AA: constants, comments, markup punctuation,
 * regex chars and XML prologs. tests/unit/prism-theme.test.ts checks every colour.
 */
const contrastFixes: Record<string, string> = {
  'rgb(0, 0, 128)': '#9494ca',
  'rgb(106, 153, 85)': '#79a366',
  'rgb(100, 102, 149)': '#9394b5',
  '#808080': '#979797',
  'rgb(209, 105, 105)': '#d77e7e',
};

const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const fixed = entry.style.color === undefined ? undefined : contrastFixes[entry.style.color];
    return fixed ? {...entry, style: {...entry.style, color: fixed}} : entry;
  }),
};

// One theme for both colour modes: without `darkTheme` Docusaurus uses `theme` in dark mode too,
// and the site config every page loads carries the theme once instead of twice.
export const prism = {
  theme: codeTheme,
  additionalLanguages: [...additionalLanguages],
} satisfies ThemeConfig['prism'];
