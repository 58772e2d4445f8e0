import type {KnipConfig} from 'knip';

/** The import lines of an MDX page, outside its code samples (which import the SDK). */
function mdxImports(text: string): string {
  const prose = text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '');
  return [...prose.matchAll(/^import\s.+$/gm)].map((m) => m[0]).join('\n');
}

/**
 * What knip (unused files, exports and dependencies; imported packages missing from
 * package.json) starts from. Knip's Docusaurus plugin cannot load this site's config: it calls
 * each plugin function without the context our plugins read (`siteDir`), so the site's entry
 * points are listed here: the config and sidebars, the plugins and client modules it names, the
 * theme components Docusaurus resolves by path (`src/theme/…`), the pages, the scripts
 * package.json runs, the docs MCP server and the tests.
 */
const config = {
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.tsx',
    'src/client/*.ts',
    'scripts/*.ts',
    'mcp/http.ts',
    'tests/**/*.{test,spec}.ts',
    'sdk/typescript/*.test-d.ts',
    // The TypeScript SDK's published declarations: every export is its API.
    'sdk/typescript/{index,schema}.d.ts',
    // The API model's types and helpers: every export is the model's API (packages/api-model/README.md).
    'packages/api-model/{model,refs,ajv}.ts',
    // Run as a child process by scripts/check-observatory.ts.
    'scripts/lib/observatory-scan.ts',
    // Swapped in for Docusaurus and theme modules by the lean-bundle plugin's webpack aliases.
    'src/plugins/lean-bundle/*/*.{ts,tsx}',
    // Its bundler loaders, named by path in its rules.
    'src/plugins/lean-bundle/*/loader.cjs',
    // The API reference's remark plugin (src/remark/api-reference.ts) adds these imports to pages.
    'src/components/ApiReference/{index,ErrorCodes,Navigator}.tsx',
    // Docs pages import the components they render.
    '{docs,i18n}/**/*.{md,mdx}',
  ],
  project: ['**/*.{ts,tsx,js,cjs}', '{docs,i18n}/**/*.{md,mdx}', '!build/**', '!.docusaurus/**', '!tests/fixtures/**'],
  // The samples' type check (tests/samples/tsconfig.json) resolves the SDK to its declarations.
  paths: {'@mnemora/sdk': ['sdk/typescript/index.d.ts']},
  // System programs: the test certificate of the serving tests; util-linux's setpriv, which runs
  // the Node server as another user where the tests run as root (unreadable-file tests); Java,
  // which runs the Nu Html Checker (tests/site/html-validity.test.ts).
  ignoreBinaries: ['openssl', 'setpriv', 'java'],
  // `check:samples --require curl,shell,…` is an argument, not a module.
  ignoreUnresolved: ['curl,shell,ts,python,json'],
  ignoreDependencies: [
    // Run or read by path: scripts/check-samples.ts (pyright), the social cards' font test, the
    // Nu Html Checker's jar (tests/site/html-validity.test.ts).
    'pyright',
    '@fontsource/inter',
    'vnu-jar',
    // Docusaurus' module aliases: the theme, generated data and core's client API.
    '@theme/.*',
    '@theme-original/.*',
    '@generated/.*',
    '@docusaurus/(ErrorBoundary|Link|Translate|router|useBaseUrl|useDocusaurusContext|useIsBrowser|Head|BrowserOnly|ExecutionEnvironment|isInternalUrl|Interpolate|constants|useGlobalData|useRouteContext|renderRoutes|ComponentCreator|useBrokenLinks|useIsomorphicLayoutEffect|Noop)',
  ],
  // Docs pages are MDX: only their import lines matter here.
  compilers: {
    md: mdxImports,
    mdx: mdxImports,
  },
} satisfies KnipConfig;

export default config;
