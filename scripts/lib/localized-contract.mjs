// The API contract in every locale. The English contract is the committed bundle
// (openapi/mnemora.bundled.yaml); each other locale has one OpenAPI Overlay 1.0 document,
// openapi/mnemora.<locale>.overlay.yaml, with one action per human sentence of the contract.
// An action targets the object that holds the sentence (JSONPath), updates that one key, and
// records in `x-source-sha256` the SHA-256 of the English text it translates, so the translation
// check can tell a missing, stale or still-English translation (scripts/check-translations.mjs).
// Overlays are applied by openapi-format, a maintained implementation of the Overlay
// specification; code spans, field names, paths and examples' values are never targeted.
//
// Used by the site build (the reference pages and the published /<locale>/openapi.yaml), the
// translation check, and any tool that needs the contract in a reader's language:
//
//   import {localizedContract} from './scripts/lib/localized-contract.mjs';
//   const contract = await localizedContract('de'); // plain object, a fresh copy on every call
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import YAML from 'yaml';
import openapiFormat from 'openapi-format';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Keys whose string value is prose a reader reads. */
const PROSE_KEYS = new Set(['description', 'summary', 'title', 'meaning', 'action']);
/** Keys whose value is data (examples, defaults, enum values): never translated, never walked. */
const DATA_KEYS = new Set([
  'value',
  'example',
  'default',
  'enum',
  'const',
  'required',
  'tags',
  'operationId',
  'pattern',
  'format',
]);
/** Product names and legal text stay as they are. */
const SKIPPED_PATHS = new Set(['$.info.title', '$.info.contact', '$.info.license']);

export const SOURCE_HASH_KEY = 'x-source-sha256';

/** SHA-256 (hex) of an English sentence, as recorded in an overlay action. */
export const sourceHash = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** One JSONPath segment: `.name`, `['name']` or `[0]`. */
export const segment = (key) =>
  typeof key === 'number'
    ? `[${key}]`
    : IDENT.test(key)
      ? `.${key}`
      : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;

/**
 * Every human sentence of a contract, in document order.
 * @param {any} contract the bundled contract (plain object)
 * @returns {{ path: string, target: string, key: string, text: string }[]}
 *   path: JSONPath of the sentence; target: JSONPath of the object holding it; key: its key there
 */
export function translatableStrings(contract) {
  const out = [];
  const walk = (node, at, parentKey) => {
    if (SKIPPED_PATHS.has(at)) return;
    if (Array.isArray(node)) {
      // A schema's `examples` is a list of example values: data, not prose.
      if (parentKey === 'examples') return;
      node.forEach((child, i) => walk(child, `${at}${segment(i)}`, i));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        // Under `properties`, keys are field names whose values are schemas, never strings.
        if (PROSE_KEYS.has(key) && parentKey !== 'properties' && !SKIPPED_PATHS.has(`${at}${segment(key)}`)) {
          out.push({path: `${at}${segment(key)}`, target: at, key, text: value});
        }
        continue;
      }
      if (DATA_KEYS.has(key) && parentKey !== 'properties') continue;
      walk(value, `${at}${segment(key)}`, key);
    }
  };
  walk(contract, '$', null);
  return out;
}

/** The overlay file of a locale, relative to the repository. */
export const overlayFile = (locale) => `openapi/mnemora.${locale}.overlay.yaml`;

/** The English contract: the committed bundle, parsed. */
export function englishContract(root = defaultRoot) {
  const file = path.join(root, 'openapi/mnemora.bundled.yaml');
  return YAML.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Reads and validates a locale's overlay document.
 * @returns {{ overlay: string, info: object, actions: { target: string, update: Record<string, string>, [k: string]: unknown }[] }}
 */
export function readOverlay(locale, root = defaultRoot) {
  const rel = overlayFile(locale);
  const file = path.join(root, rel);
  if (!fs.existsSync(file)) throw new Error(`${rel}: no overlay for locale "${locale}"`);
  let doc;
  try {
    doc = YAML.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${rel}: not valid YAML: ${err.message}`, {cause: err});
  }
  if (!doc || typeof doc.overlay !== 'string' || !/^1\.0\.\d+$/.test(doc.overlay))
    throw new Error(`${rel}: expected an OpenAPI Overlay 1.0 document (overlay: 1.0.0)`);
  if (!Array.isArray(doc.actions)) throw new Error(`${rel}: no actions list`);
  doc.actions.forEach((a, i) => {
    const where = `${rel}: action ${i + 1}${a?.target ? ` (${a.target})` : ''}`;
    if (typeof a?.target !== 'string' || !a.target.startsWith('$'))
      throw new Error(`${where}: target must be a JSONPath starting with $`);
    if (!a.update || typeof a.update !== 'object' || Array.isArray(a.update))
      throw new Error(`${where}: update must be an object`);
  });
  return doc;
}

const cache = new Map();

/**
 * The contract in a locale: the English bundle with the locale's overlay applied.
 * 'en' (or the default locale) returns the English contract. Every call returns a fresh copy.
 * Throws, naming the file and the target, when an overlay action matches nothing in the contract.
 * @param {string} locale e.g. 'en', 'es', 'fr', 'de'
 * @param {{ root?: string }} [options] root: the repository (tests point it at a copy)
 * @returns {Promise<any>} the OpenAPI document as a plain object
 */
export async function localizedContract(locale, {root = defaultRoot} = {}) {
  const key = `${root}\0${locale}`;
  if (!cache.has(key)) {
    const build = async () => {
      const contract = englishContract(root);
      if (locale === 'en') return contract;
      const overlay = readOverlay(locale, root);
      const {data, resultData} = await openapiFormat.openapiOverlay(contract, {overlaySet: overlay});
      if (resultData.unusedActions.length) {
        const targets = resultData.unusedActions.map((a) => a.target).join(', ');
        throw new Error(
          `${overlayFile(locale)}: ${resultData.unusedActions.length} action(s) match nothing in the contract: ${targets}`,
        );
      }
      return data;
    };
    const pending = build();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return structuredClone(await cache.get(key));
}

const comparable = (s) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
const codeSpans = (s) => (s.match(/`[^`]*`/g) ?? []).sort().join(' ');
/** Letters outside code spans: a sentence made only of code needs no translation. */
const hasWords = (s) => /\p{L}/u.test(s.replace(/`[^`]*`/g, ''));

/**
 * Compares a locale's overlay with the English contract.
 * @param {{ contract: any, overlay: ReturnType<typeof readOverlay> }} input
 * @returns {{ kind: 'missing'|'stale'|'english'|'code'|'orphan'|'action', path: string, message: string }[]}
 */
export function checkOverlay({contract, overlay}) {
  const problems = [];
  const english = new Map(translatableStrings(contract).map((s) => [s.path, s]));
  const translated = new Map();
  for (const action of overlay.actions) {
    const keys = Object.keys(action.update);
    if (keys.length !== 1 || typeof action.update[keys[0]] !== 'string') {
      problems.push({
        kind: 'action',
        path: action.target,
        message: `the action on ${action.target} must update exactly one sentence (one key with a string value)`,
      });
      continue;
    }
    const p = `${action.target}${segment(keys[0])}`;
    if (translated.has(p)) problems.push({kind: 'action', path: p, message: `${p} is translated twice`});
    translated.set(p, action);
  }
  for (const [p, s] of english) {
    const action = translated.get(p);
    if (!action) {
      problems.push({
        kind: 'missing',
        path: p,
        message: `${p} is not translated (English: ${JSON.stringify(s.text.trim().slice(0, 120))}; its ${SOURCE_HASH_KEY} is ${sourceHash(s.text)})`,
      });
      continue;
    }
    const text = action.update[s.key];
    const recorded = action[SOURCE_HASH_KEY];
    if (recorded !== sourceHash(s.text)) {
      problems.push({
        kind: 'stale',
        path: p,
        message: `${p} is stale: ${recorded ? `${SOURCE_HASH_KEY} ${recorded} is not` : `no ${SOURCE_HASH_KEY}; it should be`} the hash of the current English text ${sourceHash(s.text)} (English: ${JSON.stringify(s.text.trim().slice(0, 120))}); update the translation, then the hash`,
      });
    }
    if (hasWords(s.text) && comparable(text) === comparable(s.text)) {
      problems.push({
        kind: 'english',
        path: p,
        message: `${p} is still English (${JSON.stringify(text.trim().slice(0, 120))})`,
      });
    }
    if (codeSpans(text) !== codeSpans(s.text)) {
      problems.push({
        kind: 'code',
        path: p,
        message: `${p} has code spans [${codeSpans(text)}], the English has [${codeSpans(s.text)}]: keep \`code\` as it is`,
      });
    }
  }
  for (const p of translated.keys()) {
    if (!english.has(p))
      problems.push({
        kind: 'orphan',
        path: p,
        message: `${p} is not a sentence of the English contract (renamed or removed): delete or move this action`,
      });
  }
  return problems;
}
