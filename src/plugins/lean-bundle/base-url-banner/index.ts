/**
 * The base-URL issue banner (browser bundle): when the site turns it off, core's component, which
 * the app shell imports whatever the setting, is replaced by ./no-base-url-banner.ts.
 */
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export const baseUrlBannerModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner([\\/]index\.js)?$/;

export default function baseUrlBanner(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) =>
      isServer || context.siteConfig.baseUrlIssueBanner
        ? {}
        : {
            replacements: [
              {module: baseUrlBannerModule, with: pluginFile(context, 'base-url-banner/no-base-url-banner.ts')},
            ],
          },
  };
}
