#!/usr/bin/env node
// Writes a locale's contract overlay, openapi/mnemora.<locale>.overlay.yaml (OpenAPI Overlay 1.0),
// in the order of the English contract (packages/api-model/localized.ts explains the format).
//
//   node --import tsx scripts/write-contract-overlay.ts --locale es [--from translations.json]
//
// Without --from it brings the overlay in line with the English contract: a new English sentence
// gets an action whose text is still the English one (the translation check then reports it as
// untranslated until a translator replaces it), and actions whose sentence left the contract are
// dropped and listed. Existing translations and their recorded hashes are kept as they are, so a
// stale translation stays stale until someone updates it.
// --from: a JSON object {"<JSONPath of the sentence>": "<translation>"}; each of these
// translations is written with the hash of the current English text (the translator vouches that
// it translates that text).
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {defaultLocale, type TranslatedLocale} from '../config/i18n';
import {
  englishContract,
  overlayFile,
  readOverlay,
  segment,
  SOURCE_HASH_KEY,
  sourceHash,
  translatableStrings,
  type OverlayAction,
  type OverlayDocument,
} from '../packages/api-model/localized';

/** The English name of each translated locale's language, for the overlay's title. */
const NAMES: Partial<Record<string, string>> = {
  es: 'Spanish',
  fr: 'French',
  de: 'German',
} satisfies Record<TranslatedLocale, string>;

interface Options {
  locale: string;
  /** A JSON file of new translations (--from). */
  from: string | null;
  root: string;
}

function parseArgs(argv: string[]): Options {
  let locale: string | null = null;
  const opts: Omit<Options, 'locale'> = {from: null, root: path.resolve(__dirname, '..')};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${a} needs a value`);
      i++;
      return next;
    };
    if (a === '--locale') locale = value();
    else if (a === '--from') opts.from = path.resolve(value());
    else if (a === '--root') opts.root = path.resolve(value());
    else throw new Error(`unknown argument ${a}`);
  }
  if (!locale || locale === defaultLocale)
    throw new Error(`--locale needs a locale other than ${defaultLocale}, for example --locale es`);
  return {...opts, locale};
}

export interface BuildOverlayInput {
  /** The English contract (the bundle, parsed). */
  contract: unknown;
  locale: string;
  /** The locale's overlay as it is now, or null when there is none yet. */
  current: OverlayDocument | null;
  /** New translations by the JSONPath of their sentence (see --from). */
  translations?: Record<string, unknown>;
}

export interface BuiltOverlay {
  doc: OverlayDocument;
  /** JSONPaths of the sentences whose actions were dropped: the English contract no longer has them. */
  dropped: string[];
  /** JSONPaths of the new sentences whose action still holds the English text. */
  untranslated: string[];
}

/**
 * The overlay document for a locale, from the English contract, the current overlay (if any)
 * and new translations.
 */
export function buildOverlay({contract, locale, current, translations = {}}: BuildOverlayInput): BuiltOverlay {
  const strings = translatableStrings(contract);
  const known = new Set(strings.map((s) => s.path));
  for (const p of Object.keys(translations))
    if (!known.has(p)) throw new Error(`--from: ${p} is not a sentence of the English contract`);
  const existing = new Map<string, OverlayAction>();
  for (const action of current?.actions ?? []) {
    const [key] = Object.keys(action.update);
    // An action with an empty update has no key: it is filed under `.undefined`, matches no
    // sentence, and is listed as dropped.
    existing.set(`${action.target}${segment(String(key))}`, action);
  }
  const untranslated: string[] = [];
  const actions = strings.map((s): OverlayAction => {
    if (Object.hasOwn(translations, s.path)) {
      return {target: s.target, update: {[s.key]: translations[s.path]}, [SOURCE_HASH_KEY]: sourceHash(s.text)};
    }
    const old = existing.get(s.path);
    if (old) return {target: old.target, update: old.update, [SOURCE_HASH_KEY]: old[SOURCE_HASH_KEY]};
    untranslated.push(s.path);
    return {target: s.target, update: {[s.key]: s.text}, [SOURCE_HASH_KEY]: sourceHash(s.text)};
  });
  const dropped = [...existing.keys()].filter((p) => !known.has(p));
  const doc: OverlayDocument = {
    overlay: '1.0.0',
    info: {title: `Mnemora API contract, ${NAMES[locale] ?? locale} text`, version: '1.0.0'},
    actions,
  };
  return {doc, dropped, untranslated};
}

/** The --from file: a JSON object of translations by JSONPath. */
function readTranslations(file: string): Record<string, unknown> {
  const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null)
    throw new Error(`--from: ${file} is not a JSON object {"<JSONPath of the sentence>": "<translation>"}`);
  return data as Record<string, unknown>;
}

function main(): void {
  const opts = parseArgs(process.argv.slice(2));
  const rel = overlayFile(opts.locale);
  const file = path.join(opts.root, rel);
  const current = fs.existsSync(file) ? readOverlay(opts.locale, opts.root) : null;
  const translations = opts.from ? readTranslations(opts.from) : {};
  const {doc, dropped, untranslated} = buildOverlay({
    contract: englishContract(opts.root),
    locale: opts.locale,
    current,
    translations,
  });
  const header = `# The ${NAMES[opts.locale] ?? opts.locale} text of the API contract: one action per sentence of openapi/mnemora.bundled.yaml.\n# ${SOURCE_HASH_KEY} is the SHA-256 of the English sentence the action translates. Written by scripts/write-contract-overlay.ts.\n`;
  fs.writeFileSync(file, header + YAML.stringify(doc, {lineWidth: 0}));
  console.log(`Wrote ${rel}: ${doc.actions.length} actions.`);
  for (const p of dropped) console.log(`  dropped ${p} (no longer in the English contract)`);
  if (untranslated.length)
    console.log(
      `  ${untranslated.length} new English sentence(s) to translate (npm run check:translations lists them)`,
    );
}

if (require.main === module) {
  try {
    main();
  } catch (err) {
    console.error(`write-contract-overlay: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
