// Bundler loader for @generated/codeTranslations.json: keeps only the messages whose id starts
// with one of the prefixes `only`, or drops those that start with one of `except`. See ./index.ts.
'use strict';

const {parseJsonModule} = require('../json-module.cjs');

/** @param {Record<string, string>} messages @param {{only?: string[], except?: string[]}} options */
function pickMessages(messages, {only, except}) {
  if ((only === undefined) === (except === undefined)) {
    throw new Error('lean-bundle messages loader: give exactly one of the options `only` and `except`');
  }
  const prefixes = only ?? except;
  if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string' || p === '')) {
    throw new Error(
      `lean-bundle messages loader: \`${only ? 'only' : 'except'}\` must be a list of id prefixes, not ${JSON.stringify(prefixes)}`,
    );
  }
  const matches = (id) => prefixes.some((prefix) => id.startsWith(prefix));
  return Object.fromEntries(Object.entries(messages).filter(([id]) => (only ? matches(id) : !matches(id))));
}

/** @this {{getOptions(): {only?: string[], except?: string[]}, resourcePath: string}} */
module.exports = function pickMessagesLoader(source) {
  const messages = parseJsonModule('lean-bundle messages loader', source, this.resourcePath);
  return JSON.stringify(pickMessages(messages, this.getOptions()));
};
module.exports.pickMessages = pickMessages;
