/**
 * Prism (browser bundle). prism-react-renderer ships Prism with ~30 grammars in one module, and
 * theme-classic loads it (plus `additionalLanguages`) in the main bundle of every page, although
 * pre-rendered code blocks never need it: src/theme/CodeBlock/Content hydrates them from their
 * server HTML.
 * - `prism-react-renderer` resolves to ./lazy-prism-react-renderer.tsx, whose `Highlight` loads
 *   the real package (and the configured extra grammars, ./prism-runtime.ts) as a chunk of its own
 *   when a block has to be highlighted in the browser;
 * - theme-classic's client module that registers `additionalLanguages` at start-up is replaced
 *   by an empty one (./no-startup-languages.ts); the lazy chunk registers them instead.
 * The server bundle is untouched: pre-rendering highlights every block as before.
 */
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export const startupLanguagesModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function prism(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) =>
      isServer
        ? {}
        : {
            alias: {'prism-react-renderer$': pluginFile(context, 'prism/lazy-prism-react-renderer.tsx')},
            replacements: [
              {module: startupLanguagesModule, with: pluginFile(context, 'prism/no-startup-languages.ts')},
            ],
          },
  };
}
