/**
 * The navigation progress bar (browser bundle): theme-classic's `nprogress` client module is
 * replaced by ./lazy-nprogress.ts, the same bar with nprogress loaded at the first interaction.
 */
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export const progressBarModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;

export default function progressBar(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) =>
      isServer
        ? {}
        : {replacements: [{module: progressBarModule, with: pluginFile(context, 'progress-bar/lazy-nprogress.ts')}]},
  };
}
