// Bundler loader for @generated/site-metadata.json in the browser bundle: keeps the versions of
// Docusaurus and of the site, drops `pluginVersions` (name, kind and version of every plugin),
// which nothing in the browser reads — only the debug plugin's page and Algolia's search bar read
// site metadata, and neither is in this site — and which every page's main bundle would otherwise
// carry. See ./index.ts.
'use strict';

const {parseJsonModule} = require('../json-module.cjs');

/** What the browser keeps of the site metadata. */
const clientMetadataKeys = ['docusaurusVersion', 'siteVersion'];

function clientSiteMetadata(metadata) {
  return Object.fromEntries(clientMetadataKeys.filter((k) => k in metadata).map((k) => [k, metadata[k]]));
}

/** @this {{resourcePath: string}} */
module.exports = function siteMetadataLoader(source) {
  const json = parseJsonModule('lean-bundle site-metadata loader', source, this.resourcePath);
  if (!json || typeof json !== 'object' || typeof json.docusaurusVersion !== 'string')
    throw new Error(
      `lean-bundle site-metadata loader: ${this.resourcePath} has no docusaurusVersion: not the site metadata`,
    );
  return JSON.stringify(clientSiteMetadata(json));
};
module.exports.clientSiteMetadata = clientSiteMetadata;
