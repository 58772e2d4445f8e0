/**
 * Adds messages that src/plugins/lean-bundle/messages keeps out of the main bundle to the ones
 * `translate()` and `<Translate>` read. A module whose components use such messages imports its
 * scope and calls this at module level, so they are in place before anything renders, on the
 * server and in the browser:
 *
 *   import searchMessages from '@generated/codeTranslations.json?messages=search';
 *   registerMessages(searchMessages);
 */
import codeTranslations from '@generated/codeTranslations';

export function registerMessages(messages: Readonly<Record<string, string>>): void {
  Object.assign(codeTranslations, messages);
}
