#!/usr/bin/env node
// Prints every page of the build again with all its end tags (`</td>`, `</tr>`, `</li>`, `</p>`,
// `</body>`, `</html>`), the same document otherwise. Part of `npm run build`, right after
// `docusaurus build`, before the search index and the precompressed copies are made from it.
//
// Docusaurus minifies each page with @swc/html and `tagOmission: 'keep-head-and-body'`, which
// drops the end tags HTML lets a parser infer. Browsers infer them; the lenient parsers that
// agents and their validators read pages with do not: node-html-parser (the Agent-Friendly
// Documentation Spec's checker) closes the whole body at the first table without `</td>`, and
// compared 96 of 128 pages with their Markdown twins as if most of the text were missing. The same
// minifier prints the tree again with every end tag (Docusaurus does not expose its options), at
// about 5 ms a page and 0.4 % more bytes before compression. Scripts, styles and JSON-LD are
// left as they are (their CSP hashes stay valid), and so is whitespace.
//
//   node --import tsx scripts/html-end-tags.ts [--dir build]
import {readFileSync, writeFileSync} from 'node:fs';
import {relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {minify, type Options} from '@swc/html';
import {htmlFiles} from '../deploy/site-paths';
import {runMain} from './lib/process';

/** Only the tag omission differs from what Docusaurus asks for: nothing else of a page changes. */
export const printOptions: Options = {
  tagOmission: false,
  collapseWhitespaces: 'none',
  removeComments: false,
  preserveComments: [],
  removeEmptyMetadataElements: false,
  removeEmptyAttributes: false,
  removeRedundantAttributes: 'none',
  collapseBooleanAttributes: false,
  normalizeAttributes: false,
  sortAttributes: false,
  sortSpaceSeparatedAttributeValues: false,
  minifyJs: false,
  minifyJson: false,
  minifyCss: false,
};

/**
 * The page with its end tags. A page the parser reports anything about fails, naming `where`:
 * Docusaurus printed it with the same parser, so a diagnostic means markup that changed meaning.
 */
export async function withEndTags(html: string, where: string): Promise<string> {
  const {code, errors = []} = await minify(html, printOptions);
  if (errors.length > 0)
    throw new Error(
      `${where}: ${errors.map((e) => `${e.level} ${e.message} at ${JSON.stringify(e.span)}`).join('; ')}`,
    );
  return code;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const dir = resolve(values.dir);
  const started = performance.now();
  const files = htmlFiles(dir);
  let before = 0;
  let after = 0;
  // Two at a time: the printer is native and quick; the files are what takes the time.
  for (let i = 0; i < files.length; i += 2) {
    await Promise.all(
      files.slice(i, i + 2).map(async (file) => {
        const html = readFileSync(file, 'utf8');
        const printed = await withEndTags(html, relative(process.cwd(), file));
        before += Buffer.byteLength(html);
        after += Buffer.byteLength(printed);
        writeFileSync(file, printed);
      }),
    );
  }
  if (files.length === 0) throw new Error(`No HTML files under ${dir}: run \`docusaurus build\` first.`);
  const growth = ((after / before - 1) * 100).toFixed(2);
  console.log(
    `html-end-tags: ${files.length} pages printed with their end tags in ${((performance.now() - started) / 1000).toFixed(1)} s (${growth} % bytes)`,
  );
}

if (require.main === module) runMain(main);
