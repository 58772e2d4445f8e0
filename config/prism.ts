import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * prism-react-renderer already bundles markup, CSS, JS/JSX/TSX, Swift, Kotlin, Objective-C,
 * Rust, GraphQL, SQL, YAML, Go, C/C++, Markdown, Python and JSON: the spec's grammars. These are
 * the extra ones our pages use; each adds to every page's JS, so list only languages in use.
 */
export const additionalLanguages = [
  'bash',
  'toml',
  'diff',
  'http',
  'ini',
  'docker',
  'java',
] as const;

export const prism = {
  theme: themes.vsDark,
  darkTheme: themes.vsDark,
  additionalLanguages: [...additionalLanguages],
} satisfies ThemeConfig['prism'];
