// Bundler loader for the docs plugin's version metadata (`.docusaurus/docusaurus-plugin-content-
// docs/<id>/p/*.json`), which every docs page loads: drops the description of each doc that no
// category page shows as a card. See ./index.ts for why.
'use strict';

const {parseJsonModule} = require('../json-module.cjs');

/**
 * Doc ids whose description a card shows: the direct children of a category whose page is a
 * generated index (`cardPages`: those pages' paths), which lists them as cards via `useDocById`.
 */
function docsShownAsCards(sidebars, cardPages) {
  const ids = new Set();
  const visit = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && cardPages.has(item.href))
        for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return ids;
}

/** The metadata without the descriptions no card shows; any other JSON unchanged. */
function stripDocDescriptions(json, cardPages) {
  const version = json && json.version;
  if (!version || typeof version.docs !== 'object' || typeof version.docsSidebars !== 'object') return json;
  const keep = docsShownAsCards(version.docsSidebars, cardPages);
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, doc]) => {
      if (keep.has(id) || !('description' in doc)) return [id, doc];
      const {description: _dropped, ...rest} = doc;
      return [id, rest];
    }),
  );
  return {...json, version: {...version, docs}};
}

module.exports = function docDescriptionsLoader(source) {
  const json = parseJsonModule('lean-bundle doc-descriptions loader', source, this.resourcePath);
  const {cardPages} = this.getOptions();
  if (!Array.isArray(cardPages))
    throw new Error(
      'lean-bundle doc-descriptions loader: the option `cardPages` (paths of generated-index pages) is missing',
    );
  return JSON.stringify(stripDocDescriptions(json, new Set(cardPages)));
};
module.exports.stripDocDescriptions = stripDocDescriptions;
module.exports.docsShownAsCards = docsShownAsCards;
