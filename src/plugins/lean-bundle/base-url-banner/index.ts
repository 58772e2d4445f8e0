/**
 * The base-URL issue banner: core's component (which the app shell imports whatever the setting)
 * is replaced in both bundles.
 *
 * - Server bundle: by ./banner.tsx, which puts ./inline-script.ts in the head of each locale's
 *   home page with the banner's words in that locale. Core's script shows its banner when
 *   `window.docusaurus` is still undefined at `DOMContentLoaded`, which is every load here: the
 *   site's scripts run after the first paint (src/plugins/route-scripts). Ours waits for the
 *   main bundle's own outcome instead.
 * - Browser bundle: by ./no-base-url-banner.ts. Core's component renders nothing in the browser
 *   (a page whose script runs has loaded) but carries its script text and a stylesheet that
 *   hides the banner whenever the CSS loads, which would hide ours when only the script failed.
 */
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export const baseUrlBannerModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner([\\/]index\.js)?$/;

export default function baseUrlBanner(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) => ({
      replacements: [
        {
          module: baseUrlBannerModule,
          with: pluginFile(context, isServer ? 'base-url-banner/banner.tsx' : 'base-url-banner/no-base-url-banner.ts'),
        },
      ],
    }),
  };
}
