/**
 * Keeps out of every page's first-load JS what most pages never use. Each concern is a folder of
 * its own (./README.md lists them) exporting a `BundleConcern` (./concern.ts): its rules, aliases
 * and module replacements for the server and the browser bundle, merged here in a fixed order.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BundleConcern} from './concern';
import baseUrlBanner from './base-url-banner';
import docDescriptions from './doc-descriptions';
import messages from './messages';
import prism from './prism';
import progressBar from './progress-bar';
import siteConfig from './site-config';
import siteMetadata from './site-metadata';
import translateDescriptions from './translate-descriptions';
import utilsCommon from './utils-common';

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const concerns: BundleConcern[] = [
    messages,
    docDescriptions,
    siteConfig,
    siteMetadata,
    translateDescriptions,
    prism,
    utilsCommon,
    progressBar,
    baseUrlBanner,
  ].map((concern) => concern(context));
  return {
    name: 'mnemora-lean-bundle',
    async allContentLoaded(args) {
      for (const concern of concerns) await concern.allContentLoaded?.(args);
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const changes = concerns.map((concern) => concern.bundle(isServer));
      return {
        module: {rules: changes.flatMap((change) => change.rules ?? [])},
        resolve: {alias: Object.assign({}, ...changes.map((change) => change.alias ?? {})) as Record<string, string>},
        plugins: changes
          .flatMap((change) => change.replacements ?? [])
          .map((swap) => new currentBundler.instance.NormalModuleReplacementPlugin(swap.module, swap.with)),
      };
    },
  };
}
