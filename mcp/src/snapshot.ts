/**
 * Everything the docs server answers from, as one plain object: the Markdown twin of every docs
 * page of every locale (written into `build/` by src/plugins/llms-txt), each locale's search
 * lexicon and vocabulary (written into `build/pagefind/` by scripts/build-search-index.ts), and
 * each locale's contract and checked samples (./contract-source.ts).
 *
 * In this repository the server reads it from the build at start-up (`snapshotFromRepo`); the
 * packed server (`npm run mcp:pack`) ships it as one JSON file (`snapshotFromFile`). Its version is
 * a hash of its content, so two builds of the same docs report the same version.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {localeConfigs, locales, defaultLocale, type Locale} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import type {Lexicon} from '../../src/lib/search/engine';
import type {ApiModel} from '../../packages/api-model/model';
import {contractFileOf, modelOf, parseContract, type Contract} from './contract-source';

export {locales, defaultLocale, portalUrl, type Locale};

export interface Page {
  readonly locale: Locale;
  /** The page's path on the site, with the locale prefix: `/api/search`, `/de/api/memories`, `/guides/`. */
  readonly path: string;
  readonly title: string;
  /** The clean Markdown twin, as the site serves it at the path + `.md`. */
  readonly markdown: string;
}

interface LocaleData {
  readonly lexicon: Lexicon;
  readonly vocabulary: Readonly<Record<string, number>>;
  readonly contract: Contract;
  /** The contract's model: operations with their checked samples, error codes. */
  readonly model: ApiModel;
}

export interface Snapshot {
  /** `docs-` and the first 12 hex digits of the SHA-256 of the content below. */
  readonly version: string;
  readonly pages: readonly Page[];
  readonly locales: Readonly<Record<Locale, LocaleData>>;
  /** The contract as the site publishes it at /openapi.yaml, for the contract resource. */
  readonly contractYaml: string;
}

export class MissingBuildError extends Error {}

/** `/es/api/search` → `es`; `/api/search` → `en`. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1] ?? '';
  return (locales as readonly string[]).includes(first) && first !== defaultLocale ? (first as Locale) : defaultLocale;
}

function markdownFiles(dir: string, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const entries = readdirSync(dir, {withFileTypes: true}).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(abs)) out.push(...markdownFiles(abs, skip));
    } else if (entry.name.endsWith('.md') && (entry.isFile() || statSync(abs).isFile())) out.push(abs);
  }
  return out;
}

/** The site path of a twin file: `es/api/search.md` → `/es/api/search`, `guides/index.md` → `/guides/`. */
function pathOfTwin(relativeFile: string): string {
  const url = `/${relativeFile.split(sep).join('/')}`;
  return url.endsWith('/index.md') ? url.slice(0, -'index.md'.length) : url.slice(0, -'.md'.length);
}

/** The first 12 hex digits of the SHA-256 of the strings, each ended by a NUL (no JSON of megabytes of pages first). */
function hashOf(parts: Iterable<string>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** How to get what the server needs when it is missing. */
const buildHint =
  'Build the site first: `npm run build` (all four locales and the search index, a few minutes), then start the server again.';

/** Reads the built site of this repository. Throws MissingBuildError naming what is missing. */
export function snapshotFromRepo(repoRoot: string, buildDir = join(repoRoot, 'build')): Snapshot {
  const pagefind = join(buildDir, 'pagefind');
  const missing: string[] = [];
  if (!existsSync(join(buildDir, 'llms.txt')))
    missing.push(`${relative(repoRoot, buildDir) || buildDir}/llms.txt and the Markdown twins`);
  for (const locale of locales) {
    const contract = contractFileOf(buildDir, locale);
    if (!existsSync(contract)) missing.push(relative(repoRoot, contract) || contract);
  }
  for (const locale of locales) {
    const lang = localeConfigs[locale].htmlLang.toLowerCase();
    for (const file of [`mnemora-lexicon.${lang}.json`, `mnemora-vocabulary.${lang}.json`]) {
      if (!existsSync(join(pagefind, file))) missing.push(`${relative(repoRoot, join(pagefind, file))}`);
    }
  }
  if (missing.length > 0)
    throw new MissingBuildError(
      `The Mnemora docs server needs the built site, and ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more files` : ''} are missing. ${buildHint}`,
    );

  const pages: Page[] = [];
  const skip = new Set([join(buildDir, 'pagefind'), join(buildDir, 'assets'), join(buildDir, 'img')]);
  // A locale root's index.md (the home page's twin, which is llms.txt) and skill.md (the product
  // skill) are for agents that browse the site; the server has llms.txt's list as its tools.
  const agentFiles = new Set(
    locales.flatMap((l) => ['index.md', 'skill.md'].map((f) => join(buildDir, l === defaultLocale ? '' : l, f))),
  );
  for (const file of markdownFiles(buildDir, skip).filter((f) => !agentFiles.has(f))) {
    const path = pathOfTwin(relative(buildDir, file));
    const markdown = readFileSync(file, 'utf8');
    const title = markdown.match(/^# (.+)$/m)?.[1]?.trim() ?? path;
    pages.push({locale: localeOfPath(path), path, title, markdown});
  }
  // Each locale's files are read now, for the version, and parsed when first asked for: parsing
  // the contracts and rendering their samples took most of a second, which the handshake need not
  // wait for (an agent's first question is rarely about all four locales).
  const raw = locales.map((locale) => {
    const lang = localeConfigs[locale].htmlLang.toLowerCase();
    return {
      locale,
      lexicon: readFileSync(join(pagefind, `mnemora-lexicon.${lang}.json`), 'utf8'),
      vocabulary: readFileSync(join(pagefind, `mnemora-vocabulary.${lang}.json`), 'utf8'),
      contract: readFileSync(contractFileOf(buildDir, locale), 'utf8'),
    };
  });
  const data = {} as Record<Locale, LocaleData>;
  for (const {locale, lexicon, vocabulary, contract} of raw) {
    let parsed: LocaleData | undefined;
    Object.defineProperty(data, locale, {
      enumerable: true,
      get(): LocaleData {
        if (!parsed) {
          const document = parseContract(contract, contractFileOf(buildDir, locale));
          parsed = {
            lexicon: JSON.parse(lexicon) as Lexicon,
            vocabulary: JSON.parse(vocabulary) as Record<string, number>,
            contract: document,
            model: modelOf(document, contractFileOf(buildDir, locale)),
          };
        }
        return parsed;
      },
    });
  }
  // The contract as the site publishes it (src/plugins/openapi-static), for the contract resource.
  const contractYaml = readFileSync(join(buildDir, 'openapi.yaml'), 'utf8');
  // The hash of the files read, which determine everything derived from them (the samples are
  // rendered from the contract by this repository's renderer).
  const hashed = [
    ...pages.flatMap((p) => [p.path, p.markdown]),
    ...raw.flatMap((r) => [r.locale, r.lexicon, r.vocabulary, r.contract]),
    contractYaml,
  ];
  return {version: `docs-${hashOf(hashed)}`, pages, locales: data, contractYaml};
}

/** Reads a snapshot written by `npm run mcp:pack`. */
export function snapshotFromFile(file: string): Snapshot {
  if (!existsSync(file))
    throw new MissingBuildError(
      `The docs snapshot ${file} is missing: the package is incomplete. Pack it again with \`npm run mcp:pack\`.`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}
