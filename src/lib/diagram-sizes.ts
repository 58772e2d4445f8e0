/**
 * The drawn sizes of the docs' Mermaid diagrams, kept in src/theme/Mermaid/sizes.json so that each
 * diagram's room is reserved in the server-rendered page before Mermaid (which needs a browser to
 * measure its labels) has drawn it: src/remark/diagram-sizes.ts hands each diagram its entry, the
 * slot (src/theme/Mermaid/index.tsx) lays out that room. The file is written by
 * scripts/measure-diagrams.ts, which draws every diagram of a build in Chromium;
 * tests/content/diagram-sizes.test.ts fails, naming the page and the diagram, when a diagram has
 * no entry (new or changed source) or an entry has no diagram left. Node only (the build, scripts and tests).
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {defaultLocale, locales, type Locale} from '../../config/i18n';
import {codeBlocks, markdownFiles} from './markdown-toolkit';
import type {Drawn} from '../theme/Mermaid/legibility';

/** A diagram as Mermaid draws it: its viewBox, and its smallest label's font size, in the diagram's own px. */
export type DiagramSize = Drawn;

export interface DiagramSizes {
  /** The Mermaid version that drew the sizes: another version lays diagrams out differently. */
  mermaid: string;
  /** Diagram hash → its size, and where the diagram is (`file:line`) for a reader of the file. */
  diagrams: Record<string, DiagramSize & {where: string}>;
}

const repoRoot = path.join(__dirname, '..', '..');
export const diagramSizesFile = path.join(repoRoot, 'src', 'theme', 'Mermaid', 'sizes.json');

/** A diagram's key in the sizes file: its source, as Docusaurus hands it to the diagram component, hashed. */
export function diagramHash(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/** The folder of a locale's docs pages, relative to the repository. */
function docsFolder(locale: Locale): string {
  return locale === defaultLocale ? 'docs' : path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

export interface SourceDiagram {
  locale: Locale;
  /** The page file relative to the repository, with `/` separators. */
  file: string;
  /** The page's site path, with the locale's prefix (`/de/guides/migration`). */
  url: string;
  /** The line of the opening fence, and the diagram's place on its page (1-based). */
  line: number;
  index: number;
  source: string;
  hash: string;
}

/** Every Mermaid diagram of the docs pages of every locale, in page order. */
export function sourceDiagrams(root = repoRoot): SourceDiagram[] {
  const found: SourceDiagram[] = [];
  for (const locale of locales) {
    const folder = docsFolder(locale);
    for (const rel of markdownFiles(path.join(root, folder))) {
      const file = `${folder.split(path.sep).join('/')}/${rel}`;
      const route = rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      const url = `${locale === defaultLocale ? '' : `/${locale}`}/${route}`;
      const text = readFileSync(path.join(root, file), 'utf8');
      // Parsing every page is slow; a page without the word has no Mermaid fence.
      if (!text.includes('mermaid')) continue;
      const diagrams = codeBlocks(text).filter((b) => b.lang === 'mermaid');
      diagrams.forEach((block, i) =>
        found.push({
          locale,
          file,
          url,
          line: block.line,
          index: i + 1,
          source: block.value,
          hash: diagramHash(block.value),
        }),
      );
    }
  }
  return found;
}

export function readDiagramSizes(file = diagramSizesFile): DiagramSizes {
  return JSON.parse(readFileSync(file, 'utf8')) as DiagramSizes;
}

/** The version of the Mermaid the site draws with: the one theme-mermaid loads. */
export function mermaidVersion(): string {
  const fromTheme = createRequire(require.resolve('@docusaurus/theme-mermaid'));
  return (JSON.parse(readFileSync(fromTheme.resolve('mermaid/package.json'), 'utf8')) as {version: string}).version;
}

/** What makes the sizes file wrong for the sources: each problem names the page and the diagram. */
export function diagramSizeProblems(
  sizes: DiagramSizes,
  diagrams: readonly SourceDiagram[],
  mermaid: string,
): string[] {
  const problems: string[] = [];
  const rerun = 'run `node --import tsx scripts/measure-diagrams.ts` on a fresh `npm run build`';
  if (sizes.mermaid !== mermaid)
    problems.push(`the sizes were drawn by Mermaid ${sizes.mermaid}, the site has ${mermaid}: ${rerun}`);
  for (const d of diagrams)
    if (!sizes.diagrams[d.hash])
      problems.push(
        `${d.url} (${d.file}:${d.line}), diagram ${d.index}: no size for its source (hash ${d.hash}), so its room is not reserved: ${rerun}`,
      );
  const hashes = new Set(diagrams.map((d) => d.hash));
  for (const [hash, entry] of Object.entries(sizes.diagrams))
    if (!hashes.has(hash))
      problems.push(`size ${hash} (measured at ${entry.where}) belongs to no diagram any more: ${rerun}`);
  return problems;
}
