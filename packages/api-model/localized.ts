// The API contract in every locale. The English contract is the committed bundle
// (openapi/mnemora.bundled.yaml); each other locale has one OpenAPI Overlay 1.0 document,
// openapi/mnemora.<locale>.overlay.yaml, with one action per human sentence of the contract.
// An action targets the object that holds the sentence (JSONPath), updates that one key, and
// records in `x-source-sha256` the SHA-256 of the English text it translates, so the translation
// check can tell a missing, stale or still-English translation (scripts/check-translations.ts).
// Overlays are applied by openapi-format, a maintained implementation of the Overlay
// specification; code spans, field names, paths and examples' values are never targeted.
//
// Used by the site build (the reference pages and the published /<locale>/openapi.yaml), the
// translation check, and any tool that needs the contract in a reader's language:
//
//   import {localizedContract} from './scripts/lib/localized-contract';
//   const contract = await localizedContract('de'); // plain object, a fresh copy on every call
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import openapiFormat, {type OpenAPIOverlayAction, type OpenAPIOverlayOptions} from 'openapi-format';
import {defaultLocale} from '../../config/i18n';

const defaultRoot = path.resolve(__dirname, '../..');

/**
 * The OpenAPI contract as a plain object (parsed YAML). Its shape is the OpenAPI specification's,
 * checked when the bundle is made, not here: a reader narrows what it reads.
 */
export type Contract = Record<string, unknown>;

/** One human sentence of a contract. */
export interface ContractSentence {
  /** JSONPath of the sentence. */
  path: string;
  /** JSONPath of the object holding it. */
  target: string;
  /** Its key in that object. */
  key: string;
  text: string;
}

/**
 * One action of an overlay (openapi-format's type), as readOverlay has checked it: a JSONPath
 * target and an update object; `x-source-sha256` (SOURCE_HASH_KEY) is one of its `x-` keys.
 */
export interface OverlayAction extends OpenAPIOverlayAction {
  update: Record<string, unknown>;
}

/** A locale's overlay document (openapi-format's type), as readOverlay has checked it. */
export interface OverlayDocument extends Omit<OpenAPIOverlayOptions['overlaySet'], 'actions'> {
  overlay: string;
  actions: OverlayAction[];
}

/** What checkOverlay finds wrong with one sentence or action. */
export interface OverlayProblem {
  kind: 'missing' | 'stale' | 'english' | 'code' | 'orphan' | 'action';
  /** JSONPath of the sentence (or of the action's target). */
  path: string;
  message: string;
}

/** A JSON or YAML mapping (or list): something whose keys can be read. */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

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
export const sourceHash = (text: string): string => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** One JSONPath segment: `.name`, `['name']` or `[0]`. */
export const segment = (key: string | number): string =>
  typeof key === 'number'
    ? `[${key}]`
    : IDENT.test(key)
      ? `.${key}`
      : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;

/** Every human sentence of a contract (the bundled contract, a plain object), in document order. */
export function translatableStrings(contract: unknown): ContractSentence[] {
  const out: ContractSentence[] = [];
  const walk = (node: unknown, at: string, parentKey: string | number | null): void => {
    if (SKIPPED_PATHS.has(at)) return;
    if (Array.isArray(node)) {
      // A schema's `examples` is a list of example values: data, not prose.
      if (parentKey === 'examples') return;
      node.forEach((child, i) => walk(child, `${at}${segment(i)}`, i));
      return;
    }
    if (!isObject(node)) return;
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
export const overlayFile = (locale: string): string => `openapi/mnemora.${locale}.overlay.yaml`;

/** A bundled contract file, parsed (the committed bundle, or a test's copy of it). */
export function readBundle(file: string, root = defaultRoot): Contract {
  const contract: unknown = YAML.parse(fs.readFileSync(file, 'utf8'));
  if (!isObject(contract)) throw new Error(`${path.relative(root, file)}: not an OpenAPI document (a YAML mapping)`);
  return contract;
}

/** The English contract: the committed bundle, parsed. */
export function englishContract(root = defaultRoot): Contract {
  return readBundle(path.join(root, 'openapi/mnemora.bundled.yaml'), root);
}

/** Reads and validates a locale's overlay document. */
export function readOverlay(locale: string, root = defaultRoot): OverlayDocument {
  const rel = overlayFile(locale);
  const file = path.join(root, rel);
  if (!fs.existsSync(file)) throw new Error(`${rel}: no overlay for locale "${locale}"`);
  let doc: unknown;
  try {
    doc = YAML.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${rel}: not valid YAML: ${err instanceof Error ? err.message : String(err)}`, {cause: err});
  }
  if (!isObject(doc) || typeof doc.overlay !== 'string' || !/^1\.0\.\d+$/.test(doc.overlay))
    throw new Error(`${rel}: expected an OpenAPI Overlay 1.0 document (overlay: 1.0.0)`);
  const {overlay, actions} = doc;
  if (!Array.isArray(actions)) throw new Error(`${rel}: no actions list`);
  actions.forEach((a: unknown, i) => {
    const target = isObject(a) ? a.target : undefined;
    const where = `${rel}: action ${i + 1}${target ? ` (${String(target)})` : ''}`;
    if (typeof target !== 'string' || !target.startsWith('$'))
      throw new Error(`${where}: target must be a JSONPath starting with $`);
    const update = isObject(a) ? a.update : undefined;
    if (!isObject(update) || Array.isArray(update)) throw new Error(`${where}: update must be an object`);
  });
  // Every action was checked above: a string target and an update object.
  return {...doc, overlay, actions: actions as OverlayAction[]};
}

const cache = new Map<string, Promise<Contract>>();

/**
 * The contract in a locale (e.g. 'en', 'es', 'fr', 'de'): the English bundle with the locale's
 * overlay applied. The default locale returns the English contract. Every call returns a fresh
 * copy. Throws, naming the file and the target, when an overlay action matches nothing in the
 * contract. options.root: the repository (tests point it at a copy).
 */
export async function localizedContract(locale: string, {root = defaultRoot}: {root?: string} = {}): Promise<Contract> {
  const key = `${root}\0${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    const build = async (): Promise<Contract> => {
      const contract = englishContract(root);
      if (locale === defaultLocale) return contract;
      const overlay = readOverlay(locale, root);
      const {data, resultData} = await openapiFormat.openapiOverlay(contract, {overlaySet: overlay});
      const unused: unknown[] = Array.isArray(resultData.unusedActions) ? resultData.unusedActions : [];
      if (unused.length) {
        const targets = unused.map((a) => (isObject(a) ? a.target : undefined)).join(', ');
        throw new Error(`${overlayFile(locale)}: ${unused.length} action(s) match nothing in the contract: ${targets}`);
      }
      if (!isObject(data)) throw new Error(`${overlayFile(locale)}: applying the overlay gave no OpenAPI document`);
      return data;
    };
    pending = build();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return structuredClone(await pending);
}

const comparable = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
const codeSpans = (s: string) => (s.match(/`[^`]*`/g) ?? []).sort().join(' ');
/** Letters outside code spans: a sentence made only of code needs no translation. */
const hasWords = (s: string) => /\p{L}/u.test(s.replace(/`[^`]*`/g, ''));

/** Compares a locale's overlay with the English contract. */
export function checkOverlay({contract, overlay}: {contract: unknown; overlay: OverlayDocument}): OverlayProblem[] {
  const problems: OverlayProblem[] = [];
  const english = new Map(translatableStrings(contract).map((s) => [s.path, s]));
  /** The translated sentences by JSONPath: the action and its one sentence. */
  const translated = new Map<string, {action: OverlayAction; text: string}>();
  for (const action of overlay.actions) {
    const keys = Object.keys(action.update);
    const [key] = keys;
    const text = key === undefined ? undefined : action.update[key];
    if (keys.length !== 1 || key === undefined || typeof text !== 'string') {
      problems.push({
        kind: 'action',
        path: action.target,
        message: `the action on ${action.target} must update exactly one sentence (one key with a string value)`,
      });
      continue;
    }
    const p = `${action.target}${segment(key)}`;
    if (translated.has(p)) problems.push({kind: 'action', path: p, message: `${p} is translated twice`});
    translated.set(p, {action, text});
  }
  for (const [p, s] of english) {
    const entry = translated.get(p);
    if (!entry) {
      problems.push({
        kind: 'missing',
        path: p,
        message: `${p} is not translated (English: ${JSON.stringify(s.text.trim().slice(0, 120))}; its ${SOURCE_HASH_KEY} is ${sourceHash(s.text)})`,
      });
      continue;
    }
    const {action, text} = entry;
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
