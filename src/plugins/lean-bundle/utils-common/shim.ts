/**
 * `@docusaurus/utils-common` for the browser bundle: the same exports, without its CommonJS
 * index, whose `require("tslib")` pulls all of tslib (11 KB) into every page for one helper.
 * tests/unit/lean-bundle.test.ts checks the export list against the package's.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';
export const blogPostContainerID = '__blog-post-container';
