#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, at
// a high ratio, once per build: nginx sends them as they are (brotli_static, gzip_static in
// deploy/nginx/compression.conf.template) instead of compressing the same bytes on every
// request. Part of `npm run build`, after the search index. Identical files (the locales share
// most of their JS chunks) are compressed once. A .br/.gz that is not smaller than its file is
// not written: the server then sends the file (or compresses it on the fly).
//
//   node --import tsx scripts/precompress.ts [--dir build] [--check]
// --check fails when a compressible file has no sibling, or a sibling does not decompress to
// exactly its file (a file changed after the build: the server would send stale content).
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {join, relative, resolve} from 'node:path';
import {parseArgs, promisify} from 'node:util';
import {brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip} from 'node:zlib';
import {runMain} from './lib/process';

/**
 * Extensions of the text files the build publishes (see deploy/nginx/mime.types), and of the
 * search index's data files, which scripts/build-search-index.ts writes inflated.
 */
export const compressibleExtensions = [
  'html',
  'css',
  'js',
  'mjs',
  'json',
  'md',
  'txt',
  'xml',
  'yaml',
  'yml',
  'svg',
  'webmanifest',
  'pf_index',
  'pf_fragment',
  'pf_filter',
  'pf_meta',
  'pagefind',
];
/** Below this size the headers outweigh the saving (nginx's gzip_min_length/brotli_min_length). */
export const minSize = 256;
/** The suffixes of the precompressed copies: `<file>.br`, `<file>.gz`. */
export const encodings = ['br', 'gz'] as const;
export type PrecompressedEncoding = (typeof encodings)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isCompressible(file: string): boolean {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return file.lastIndexOf('.') > file.lastIndexOf('/') && compressibleExtensions.includes(ext);
}

/**
 * Whether a path relative to the build has a hidden segment (`.api-model.json`, `es/.env`): the
 * servers never send those (deploy/site-paths.ts), so a compressed copy would be bytes for
 * nobody. `.well-known/` at the root is served, and compressed.
 */
export function isHiddenFile(rel: string): boolean {
  return rel.split(/[\\/]/).some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'));
}

/** Every compressible file under dir of at least minSize bytes, hidden files left out. */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((rel) => !isHiddenFile(rel))
    .map((rel) => join(dir, rel))
    .filter((path) => isCompressible(path) && statSync(path).isFile() && statSync(path).size >= minSize);
}

/**
 * Both encodings of a buffer: brotli quality 10, gzip level 9. Quality 11 saves about 1 % more
 * (measured on the full build: 8.5 MB against 8.6 MB of .br) but takes 2.5 times as long
 * (20 s against 8 s on 2 cores), so quality 10 keeps `npm run build` quick.
 */
export const precompressLevels = {brotli: 10, gzip: 9} as const;

export async function compressBoth(data: Buffer): Promise<Record<PrecompressedEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: precompressLevels.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, {level: precompressLevels.gzip}),
  ]);
  return {br, gz};
}

export interface PrecompressOptions {
  /** Files compressed at the same time (default: one per CPU). */
  concurrency?: number;
}

/** What precompress() did: file counts, and byte totals of the files and of each encoding written. */
export interface PrecompressTotals extends Record<PrecompressedEncoding, number> {
  /** Compressible files found. */
  files: number;
  /** Distinct contents among them (each compressed once). */
  unique: number;
  raw: number;
  /** .br and .gz files written. */
  written: number;
}

/**
 * Precompresses every compressible file of dir; returns counts and byte totals. Removes a stale
 * .br/.gz left from an earlier run when the new one would not be written.
 */
export async function precompress(
  dir: string,
  {concurrency = Math.max(1, availableParallelism())}: PrecompressOptions = {},
): Promise<PrecompressTotals> {
  const files = compressibleFiles(dir);
  const byContent = new Map<string, Promise<Record<PrecompressedEncoding, Buffer>>>();
  const totals: PrecompressTotals = {files: files.length, unique: 0, raw: 0, br: 0, gz: 0, written: 0};
  let next = 0;
  async function worker(): Promise<void> {
    while (next < files.length) {
      // The index was checked just above, with no await in between.
      const file = files[next++]!;
      const data = readFileSync(file);
      const key = createHash('sha256').update(data).digest('hex');
      let pending = byContent.get(key);
      if (!pending) {
        totals.unique += 1;
        pending = compressBoth(data);
        byContent.set(key, pending);
      }
      const compressed = await pending;
      const {atime, mtime} = statSync(file);
      totals.raw += data.length;
      for (const encoding of encodings) {
        const out = `${file}.${encoding}`;
        const body = compressed[encoding];
        if (body.length >= data.length) {
          if (existsSync(out)) unlinkSync(out);
          continue;
        }
        writeFileSync(out, body);
        // The same modification time as the file: Last-Modified stays the file's, whichever
        // copy nginx sends.
        utimesSync(out, atime, mtime);
        totals[encoding] += body.length;
        totals.written += 1;
      }
    }
  }
  await Promise.all(Array.from({length: concurrency}, worker));
  return totals;
}

/** Problems of the precompressed copies under dir: missing, or not decompressing to the file. */
export function checkPrecompressed(dir: string): string[] {
  const problems: string[] = [];
  for (const file of compressibleFiles(dir)) {
    const data = readFileSync(file);
    const rel = relative(dir, file);
    for (const encoding of encodings) {
      const sibling = `${file}.${encoding}`;
      if (!existsSync(sibling)) {
        problems.push(`${rel}.${encoding}: missing`);
        continue;
      }
      const body = readFileSync(sibling);
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      if (!decoded.equals(data))
        problems.push(`${rel}.${encoding}: does not decompress to ${rel} (stale: the file changed after the build)`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, check: {type: 'boolean', default: false}},
  });
  const dir = resolve(values.dir);
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`precompress: no build in ${dir} (run docusaurus build first)`);
    process.exit(1);
  }
  if (values.check) {
    const problems = checkPrecompressed(dir);
    if (problems.length > 0) {
      console.error(
        `precompress --check: ${problems.length} problem(s) in ${dir}:\n  ${problems.slice(0, 50).join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log(`precompress --check: every compressible file of ${dir} has a fresh .br and .gz`);
    return;
  }
  const started = Date.now();
  const t = await precompress(dir);
  const mb = (n: number): string => (n / 1e6).toFixed(1);
  console.log(
    `precompress: ${t.files} files (${t.unique} distinct, ${mb(t.raw)} MB) → .br ${mb(t.br)} MB, .gz ${mb(t.gz)} MB, ${t.written} files written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) runMain(main);
