import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig, globalIgnores} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint for every TypeScript and JavaScript file of the repository (`npm run lint`, a stage of
 * `npm test`). Formatting is Prettier's (.prettierrc.json), so no rule here is about layout.
 * The rules are the maintained recommended sets; what is turned off or narrowed says why.
 */
/**
 * Text that reads the same in every language: punctuation and symbols between translated parts,
 * and keys printed alike on every layout (the arrows, Return, ⌘ and the letter K).
 */
const punctuation = ['.', ',', ':', '·', '—', '/', '⟷', '↑', '↓', '↵', '⌘', 'K', '×'];

export default defineConfig(
  globalIgnores([
    'build/**',
    'build-live/**',
    '.docusaurus/**',
    'mcp-dist/**',
    'bench-results/**',
    'test-results/**',
    'playwright-report/**',
    // Inputs the checks read as data: planted-fault sites and broken samples on purpose.
    'tests/fixtures/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // A name that starts with an underscore is unused on purpose (a callback's position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // Scripts, tests and config run on Node; the site's code runs in the browser and on Node
    // (server-side rendering at build time); Playwright's page functions run in the browser.
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // Webpack loaders are CommonJS modules: require() is how they import.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Every reader-visible string goes through <Translate>/translate() (i18n/<locale>/code.json),
      // and only with literal ids and messages, which `docusaurus write-translations` extracts.
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: punctuation}],
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
);
