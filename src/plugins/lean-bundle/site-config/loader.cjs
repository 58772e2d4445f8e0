// Bundler loader for @generated/docusaurus.config in the browser bundle: keeps the keys of the
// site configuration that code running in the browser reads, and drops those only the build uses
// (plugins, presets, markdown options, the bundler's flags…), which every page's main bundle
// would otherwise carry. See ./index.ts.
'use strict';

/**
 * What the browser reads of the site config: Docusaurus's client and theme code (title and its
 * delimiter, URLs, favicon, noIndex, trailingSlash, the router kind, the base URL banner flag,
 * storage namespacing, themeConfig) and this site's own code (url, baseUrl, title). A key not
 * listed here is dropped; tests/site/bundle.test.ts checks the built main bundle for both sides.
 */
const clientKeys = [
  'title',
  'tagline',
  'titleDelimiter',
  'favicon',
  'url',
  'baseUrl',
  'trailingSlash',
  'noIndex',
  'baseUrlIssueBanner',
  'storage',
  'themeConfig',
  'future',
];
/** Of `future`, only the router kind is read in the browser. */
const clientFutureKeys = ['experimental_router'];

/** The client part of a site config object. */
function clientSiteConfig(config) {
  const out = {};
  for (const key of clientKeys) if (key in config) out[key] = config[key];
  if (config.future)
    out.future = Object.fromEntries(
      clientFutureKeys.filter((k) => k in config.future).map((k) => [k, config.future[k]]),
    );
  return out;
}

const prefix = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?export default\s*/;

/** @this {{resourcePath: string}} */
module.exports = function clientSiteConfigLoader(source) {
  const body = source.replace(prefix, '').replace(/;\s*$/, '');
  if (body === source)
    throw new Error(`lean-bundle site-config loader: ${this.resourcePath} is not "export default {…};"`);
  let config;
  try {
    config = JSON.parse(body);
  } catch (error) {
    throw new Error(
      `lean-bundle site-config loader: ${this.resourcePath} does not export a JSON object: ${error.message}`,
      {
        cause: error,
      },
    );
  }
  return `export default ${JSON.stringify(clientSiteConfig(config))};`;
};
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.clientKeys = clientKeys;
