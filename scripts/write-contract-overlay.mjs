#!/usr/bin/env node
// Writes a locale's contract overlay, openapi/mnemora.<locale>.overlay.yaml (OpenAPI Overlay 1.0),
// in the order of the English contract (scripts/lib/localized-contract.mjs explains the format).
//
//   node scripts/write-contract-overlay.mjs --locale es [--from translations.json]
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
import {
  englishContract,
  overlayFile,
  readOverlay,
  segment,
  SOURCE_HASH_KEY,
  sourceHash,
  translatableStrings,
} from './lib/localized-contract.mjs';

const NAMES = {es: 'Spanish', fr: 'French', de: 'German'};

function parseArgs(argv) {
  const opts = {locale: null, from: null, root: path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--locale') opts.locale = value();
    else if (a === '--from') opts.from = path.resolve(value());
    else if (a === '--root') opts.root = path.resolve(value());
    else throw new Error(`unknown argument ${a}`);
  }
  if (!opts.locale || opts.locale === 'en')
    throw new Error('--locale needs a locale other than en, for example --locale es');
  return opts;
}

/**
 * The overlay document for a locale, from the English contract, the current overlay (if any)
 * and new translations.
 * @returns {{ doc: object, dropped: string[], untranslated: string[] }}
 */
export function buildOverlay({contract, locale, current, translations = {}}) {
  const strings = translatableStrings(contract);
  const known = new Set(strings.map((s) => s.path));
  for (const p of Object.keys(translations))
    if (!known.has(p)) throw new Error(`--from: ${p} is not a sentence of the English contract`);
  const existing = new Map();
  for (const action of current?.actions ?? []) {
    const [key] = Object.keys(action.update);
    existing.set(`${action.target}${segment(key)}`, action);
  }
  const untranslated = [];
  const actions = strings.map((s) => {
    if (Object.hasOwn(translations, s.path)) {
      return {target: s.target, update: {[s.key]: translations[s.path]}, [SOURCE_HASH_KEY]: sourceHash(s.text)};
    }
    const old = existing.get(s.path);
    if (old) return {target: old.target, update: old.update, [SOURCE_HASH_KEY]: old[SOURCE_HASH_KEY]};
    untranslated.push(s.path);
    return {target: s.target, update: {[s.key]: s.text}, [SOURCE_HASH_KEY]: sourceHash(s.text)};
  });
  const dropped = [...existing.keys()].filter((p) => !known.has(p));
  const doc = {
    overlay: '1.0.0',
    info: {title: `Mnemora API contract, ${NAMES[locale] ?? locale} text`, version: '1.0.0'},
    actions,
  };
  return {doc, dropped, untranslated};
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const rel = overlayFile(opts.locale);
  const file = path.join(opts.root, rel);
  const current = fs.existsSync(file) ? readOverlay(opts.locale, opts.root) : null;
  const translations = opts.from ? JSON.parse(fs.readFileSync(opts.from, 'utf8')) : {};
  const {doc, dropped, untranslated} = buildOverlay({
    contract: englishContract(opts.root),
    locale: opts.locale,
    current,
    translations,
  });
  const header = `# The ${NAMES[opts.locale] ?? opts.locale} text of the API contract: one action per sentence of openapi/mnemora.bundled.yaml.\n# ${SOURCE_HASH_KEY} is the SHA-256 of the English sentence the action translates. Written by scripts/write-contract-overlay.mjs.\n`;
  fs.writeFileSync(file, header + YAML.stringify(doc, {lineWidth: 0}));
  console.log(`Wrote ${rel}: ${doc.actions.length} actions.`);
  for (const p of dropped) console.log(`  dropped ${p} (no longer in the English contract)`);
  if (untranslated.length)
    console.log(
      `  ${untranslated.length} new English sentence(s) to translate (npm run check:translations lists them)`,
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    main();
  } catch (err) {
    console.error(`write-contract-overlay: ${err.message}`);
    process.exit(1);
  }
}
