/**
 * The site config (browser bundle): `@generated/docusaurus.config` carries the whole resolved
 * configuration (plugins, presets, markdown options, the bundler's flags) into every page;
 * ./loader.cjs keeps the keys browser code reads. The server bundle keeps all.
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export default function siteConfig(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) =>
      isServer
        ? {}
        : {
            rules: [
              {
                test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
                use: [{loader: pluginFile(context, 'site-config/loader.cjs')}],
              },
            ],
          },
  };
}
