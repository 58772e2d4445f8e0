/**
 * Everything the docs server answers from, as one plain object: the Markdown twin of every docs
 * page of every locale (written into `build/` by src/plugins/llms-txt), each locale's search
 * lexicon and vocabulary (written into `build/pagefind/` by scripts/build-search-index.ts), and
 * each locale's API model with its checked samples, as the build wrote it (./contract-source.ts).
 *
 * In this repository the server reads it from the build at start-up (`snapshotFromRepo`); the
 * packed server (`npm run mcp:pack`) ships it as one JSON file (`packSnapshot`, `snapshotFromFile`)
 * holding the build's model files as they are. Either way a model file that is missing, damaged or
 * of another format stops the start with a MissingBuildError naming it. Its version is a hash of
 * its content, so two builds of the same docs report the same version.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {isAbsolute, join, relative, sep} from 'node:path';
import {localeConfigs, locales, defaultLocale, type Locale} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import type {Lexicon} from '../../src/lib/search/engine';
import {checkModel, MODEL_FORMAT, ModelFileError, type ResolvedModel} from '../../packages/api-model/serialize';
import {modelFileOf, modelOf} from './contract-source';
import {readWorkflowFiles, type WorkflowFile} from '../../packages/api-model/workflows';

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
  /** The locale's API model: operations with their dereferenced schemas and checked samples, error codes. */
  readonly model: ResolvedModel;
}

export interface Snapshot {
  /** `docs-` and the first 12 hex digits of the SHA-256 of the content below. */
  readonly version: string;
  readonly pages: readonly Page[];
  readonly locales: Readonly<Record<Locale, LocaleData>>;
  /** The contract as the site publishes it at /openapi.yaml, for the contract resource. */
  readonly contractYaml: string;
  /** The guides' Arazzo workflows as the site publishes them at /workflows/ (packages/api-model/workflows.ts). */
  readonly workflows: readonly WorkflowFile[];
}

/** The build (or packed snapshot) is missing a file the server needs, or has one it cannot read: one line, saying what to do. */
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

/** A file as an error names it: relative to the repository when inside it, else as it is. */
function shownPath(repoRoot: string, file: string): string {
  const rel = relative(repoRoot, file);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? file : rel;
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
    const model = modelFileOf(buildDir, locale);
    if (!existsSync(model)) missing.push(shownPath(repoRoot, model));
  }
  if (!existsSync(join(buildDir, 'openapi.yaml'))) missing.push(shownPath(repoRoot, join(buildDir, 'openapi.yaml')));
  if (!existsSync(join(buildDir, 'workflows'))) missing.push(`${shownPath(repoRoot, join(buildDir, 'workflows'))}/`);
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
  // Each locale's files are read now, for the version. The model files are checked now too (a
  // few milliseconds of JSON each: the build did the work), so a damaged or stale one stops the
  // start with its name instead of failing a tool call later; the search data is parsed when
  // first asked for.
  const raw = locales.map((locale) => {
    const lang = localeConfigs[locale].htmlLang.toLowerCase();
    const modelFile = modelFileOf(buildDir, locale);
    const modelText = readFileSync(modelFile, 'utf8');
    return {
      locale,
      lexicon: readFileSync(join(pagefind, `mnemora-lexicon.${lang}.json`), 'utf8'),
      vocabulary: readFileSync(join(pagefind, `mnemora-vocabulary.${lang}.json`), 'utf8'),
      modelText,
      model: buildProblem(() => modelOf(modelText, shownPath(repoRoot, modelFile))),
    };
  });
  const data = {} as Record<Locale, LocaleData>;
  for (const {locale, lexicon, vocabulary, model} of raw) {
    let parsed: LocaleData | undefined;
    Object.defineProperty(data, locale, {
      enumerable: true,
      get(): LocaleData {
        parsed ??= {
          lexicon: JSON.parse(lexicon) as Lexicon,
          vocabulary: JSON.parse(vocabulary) as Record<string, number>,
          model,
        };
        return parsed;
      },
    });
  }
  // The contract as the site publishes it (src/plugins/openapi-static), for the contract resource.
  const contractYaml = readFileSync(join(buildDir, 'openapi.yaml'), 'utf8');
  // The workflows as the site publishes them (src/plugins/openapi-static): their source points at
  // the published contract.
  const workflows = readWorkflowFiles(join(buildDir, 'workflows'));
  // The hash of the files read, which determine every answer.
  const hashed = [
    ...pages.flatMap((p) => [p.path, p.markdown]),
    ...raw.flatMap((r) => [r.locale, r.lexicon, r.vocabulary, r.modelText]),
    contractYaml,
    ...workflows.flatMap((w) => [w.file, w.text]),
  ];
  return {version: `docs-${hashOf(hashed)}`, pages, locales: data, contractYaml, workflows};
}

/** A model file's problem as a MissingBuildError (what the entry points report, and exit 2 on). */
function buildProblem<T>(read: () => T, after = ''): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ModelFileError) throw new MissingBuildError(`${error.message}${after}`, {cause: error});
    throw error;
  }
}

/** What `npm run mcp:pack` writes as snapshot.json: the snapshot, each locale's model as its model file holds it. */
interface PackedSnapshot extends Omit<Snapshot, 'locales'> {
  readonly locales: Readonly<Record<Locale, Omit<LocaleData, 'model'> & {readonly model: unknown}>>;
}

/** The text of a packed snapshot: each build's model file goes in as it was read (its format and model), not derived again. */
export function packSnapshot(snapshot: Snapshot): string {
  const packed: PackedSnapshot = {
    ...snapshot,
    locales: Object.fromEntries(
      locales.map((l) => {
        const {lexicon, vocabulary, model} = snapshot.locales[l];
        return [l, {lexicon, vocabulary, model: {format: MODEL_FORMAT, model}}];
      }),
    ) as PackedSnapshot['locales'],
  };
  return JSON.stringify(packed);
}

/** Reads a snapshot written by `npm run mcp:pack`; its model files are checked as the build's are. */
export function snapshotFromFile(file: string): Snapshot {
  if (!existsSync(file))
    throw new MissingBuildError(
      `The docs snapshot ${file} is missing: the package is incomplete. Pack it again with \`npm run mcp:pack\`.`,
    );
  let packed: PackedSnapshot;
  try {
    packed = JSON.parse(readFileSync(file, 'utf8')) as PackedSnapshot;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200);
    throw new MissingBuildError(
      `The docs snapshot ${file} is not readable, truncated or not JSON (${reason}): pack it again with \`npm run mcp:pack\`.`,
    );
  }
  if (typeof packed !== 'object' || packed === null || typeof packed.locales !== 'object' || packed.locales === null)
    throw new MissingBuildError(
      `The docs snapshot ${file} has no locales: it is not a snapshot \`npm run mcp:pack\` wrote. Pack it again.`,
    );
  if (!Array.isArray(packed.workflows))
    throw new MissingBuildError(
      `The docs snapshot ${file} has no workflows: it was packed by an older version. Pack it again with \`npm run mcp:pack\`.`,
    );
  const data = {} as Record<Locale, LocaleData>;
  for (const locale of locales) {
    const entry = packed.locales[locale];
    data[locale] = {
      ...entry,
      model: buildProblem(
        () => checkModel(entry.model, `${file} (${locale} model)`),
        ', and pack it again with `npm run mcp:pack`',
      ),
    };
  }
  return {...packed, locales: data};
}
