/**
 * The site metadata (browser bundle): `@generated/site-metadata.json` lists every plugin with its
 * version, which no browser code of this site reads; ./loader.cjs keeps the Docusaurus and site
 * versions only.
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export default function siteMetadata(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) =>
      isServer
        ? {}
        : {
            rules: [
              {
                test: path.join(context.generatedFilesDir, 'site-metadata.json'),
                use: [{loader: pluginFile(context, 'site-metadata/loader.cjs')}],
              },
            ],
          },
  };
}
