/**
 * Translators' notes (browser bundle): `translate({…, description})` and `<Translate description>`
 * keep their description, which only `docusaurus write-translations` reads (from the source);
 * ./loader.cjs removes them from the compiled modules.
 */
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export default function translateDescriptions(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) =>
      isServer
        ? {}
        : {
            rules: [
              // After the compiler (`enforce: 'post'`): the loader reads plain JavaScript, JSX compiled.
              {
                test: /\.[cm]?[jt]sx?$/,
                enforce: 'post',
                use: [{loader: pluginFile(context, 'translate-descriptions/loader.cjs')}],
              },
            ],
          },
  };
}
