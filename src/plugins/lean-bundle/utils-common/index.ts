/**
 * `@docusaurus/utils-common` (browser bundle): ./shim.ts, the same exports without the package's
 * CommonJS index, whose `require("tslib")` puts all of tslib in every page.
 */
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

export default function utilsCommon(context: LoadContext): BundleConcern {
  return {
    bundle: (isServer) =>
      isServer ? {} : {alias: {'@docusaurus/utils-common$': pluginFile(context, 'utils-common/shim.ts')}},
  };
}
