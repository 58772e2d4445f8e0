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
import translateDescriptions from './translate-descriptions';
import utilsCommon from './utils-common';

/** Every concern by its folder's name, in the order their changes are merged. */
export const leanBundleConcerns = {
  messages,
  'doc-descriptions': docDescriptions,
  'site-config': siteConfig,
  'translate-descriptions': translateDescriptions,
  prism,
  'utils-common': utilsCommon,
  'progress-bar': progressBar,
  'base-url-banner': baseUrlBanner,
} satisfies Record<string, (context: LoadContext) => BundleConcern>;

/**
 * `MNEMORA_LEAN_BUNDLE_OFF=prism,site-config` builds without those concerns: how
 * scripts/measure-lean-bundle.ts measures what each one saves. An unknown name stops the build.
 */
function concernsOff(): Set<string> {
  const names = (process.env.MNEMORA_LEAN_BUNDLE_OFF ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !(name in leanBundleConcerns));
  if (unknown.length > 0)
    throw new Error(
      `MNEMORA_LEAN_BUNDLE_OFF: no concern named ${unknown.join(', ')} (known: ${Object.keys(leanBundleConcerns).join(', ')})`,
    );
  return new Set(names);
}

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const off = concernsOff();
  const concerns: BundleConcern[] = Object.entries(leanBundleConcerns)
    .filter(([name]) => !off.has(name))
    .map(([, concern]) => concern(context));
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
