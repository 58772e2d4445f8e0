/**
 * The shape every concern of this plugin has (one folder each): what it changes in one bundle,
 * which ./index.ts merges into the plugin's `configureWebpack`.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type WebpackConfig = Parameters<ConfigureWebpack>[0];
type WebpackRule = NonNullable<NonNullable<WebpackConfig['module']>['rules']>[number];

/** A module of a package swapped for one of ours, by the bundler's NormalModuleReplacementPlugin. */
type ModuleReplacement = {module: RegExp; with: string};

/** What one concern changes in the server or the browser bundle. */
type BundleChanges = {
  rules?: WebpackRule[];
  /** Bare import specifiers (`name$`: that exact name) resolved to a file of ours. */
  alias?: Record<string, string>;
  replacements?: ModuleReplacement[];
};

export type BundleConcern = {
  /** Its changes to one bundle; the server bundle renders pages, the browser bundle runs them. */
  bundle(isServer: boolean): BundleChanges;
  /** Reads the loaded content of every plugin before the bundles are configured. */
  allContentLoaded?: NonNullable<Plugin['allContentLoaded']>;
};

/** A file of this plugin, by its path inside the plugin's folder. */
export function pluginFile(context: LoadContext, file: string): string {
  return path.join(context.siteDir, 'src', 'plugins', 'lean-bundle', file);
}
