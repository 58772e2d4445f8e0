/**
 * The committed bundle of the API contract (openapi/mnemora.bundled.yaml) is what the build,
 * the docs MCP server and the checks read; the split files (openapi/mnemora.yaml,
 * openapi/paths/, openapi/components/) are what people edit. The bundle's header records a digest
 * of every split file it was made from, so a build can tell that a split file changed since
 * (`npm run generate:api` was not run) and name it, rather than publish the old contract. The
 * same check reads the bundle the way its readers do and reports, all at once and naming the
 * file: a YAML error with its line, and every `$ref` that points at nothing, with where it is.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {isMap, isScalar, isSeq, parseDocument, type Node} from 'yaml';
import {RefError, resolvePointer} from '../../packages/api-model/refs';

/** The bundle, relative to the repository. */
export const bundleFile = 'openapi/mnemora.bundled.yaml';

/** The split contract's files, relative to the repository, sorted: the entry point and the folders it refers into. */
function contractSources(root: string): string[] {
  const files = ['openapi/mnemora.yaml'];
  for (const dir of ['openapi/paths', 'openapi/components']) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full).sort()) if (/\.ya?ml$/.test(name)) files.push(`${dir}/${name}`);
  }
  return files;
}

/** The first 16 hex digits of a file's SHA-256: enough to tell an edit, short enough for a header. */
function digest(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

const sourceLine = /^# source (\S+) ([0-9a-f]{16})$/;

/** The header lines that record the split files a bundle was made from. */
export function sourceHeader(root: string): string {
  return contractSources(root)
    .map((file) => `# source ${file} ${digest(path.join(root, file))}\n`)
    .join('');
}

/** The split files recorded in a bundle's header, with their digests. */
function recordedSources(bundleText: string): Map<string, string> {
  const recorded = new Map<string, string>();
  for (const line of bundleText.split('\n')) {
    if (!line.startsWith('#')) break;
    const m = sourceLine.exec(line);
    if (m) recorded.set(m[1]!, m[2]!);
  }
  return recorded;
}

/** The split files that differ from what the bundle was made from (changed, added or removed). */
function staleSources(root: string, bundleText: string): string[] {
  const recorded = recordedSources(bundleText);
  if (recorded.size === 0)
    return [`${bundleFile} records no source files: it was not written by scripts/bundle-openapi.ts`];
  const problems: string[] = [];
  const current = contractSources(root);
  for (const file of current) {
    const was = recorded.get(file);
    if (was === undefined) problems.push(`${file} is new since ${bundleFile} was bundled`);
    else if (was !== digest(path.join(root, file))) problems.push(`${file} changed since ${bundleFile} was bundled`);
  }
  for (const file of recorded.keys())
    if (!current.includes(file)) problems.push(`${file} was removed since ${bundleFile} was bundled`);
  return problems;
}

/** Whether a local `$ref` points at a node of the document. */
function resolves(doc: unknown, ref: string): boolean {
  try {
    resolvePointer(doc, ref);
    return true;
  } catch (error) {
    if (error instanceof RefError) return false;
    throw error;
  }
}

/** Every `$ref` of a parsed YAML document, with the line it is on and the path to it. */
function refsOf(
  node: Node | null | undefined,
  at: string,
  lineOf: (offset: number) => number,
): {ref: string; at: string; line: number}[] {
  if (isMap(node)) {
    return node.items.flatMap((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : '?';
      const value = pair.value as Node | null;
      if (key === '$ref' && isScalar(value) && typeof value.value === 'string')
        return [{ref: value.value, at, line: lineOf(value.range?.[0] ?? 0)}];
      return refsOf(value, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, lineOf);
    });
  }
  if (isSeq(node)) return node.items.flatMap((item, i) => refsOf(item as Node, `${at}/${i}`, lineOf));
  return [];
}

/**
 * What is wrong with the bundle in `root`: stale split files, YAML errors, dangling `$ref`s, each
 * a sentence that names the file (and line). Empty when the bundle is current and whole.
 */
export function bundleProblems(root: string): string[] {
  const file = path.join(root, bundleFile);
  if (!existsSync(file)) return [`${bundleFile} is missing: run \`npm run generate:api\``];
  const text = readFileSync(file, 'utf8');
  const problems = staleSources(root, text).map((p) => `${p}: run \`npm run generate:api\` and commit the result`);
  const doc = parseDocument(text, {prettyErrors: false});
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineOf = (offset: number): number => {
    let line = 0;
    while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
    return line + 1;
  };
  for (const error of doc.errors)
    problems.push(`${bundleFile}:${lineOf(error.pos[0])}: ${error.message.split('\n')[0]}`);
  if (doc.errors.length > 0) return problems;
  const parsed: unknown = doc.toJS();
  for (const {ref, at, line} of refsOf(doc.contents, '#', lineOf)) {
    if (!ref.startsWith('#/'))
      problems.push(
        `${bundleFile}:${line}: $ref "${ref}" at ${at} points outside the bundle (a bundle has local refs only)`,
      );
    else if (!resolves(parsed, ref)) problems.push(`${bundleFile}:${line}: $ref "${ref}" at ${at} points at nothing`);
  }
  return problems;
}

/** Throws one error listing every problem of the bundle (see bundleProblems). */
export function assertBundleCurrent(root: string): void {
  const problems = bundleProblems(root);
  if (problems.length > 0)
    throw new Error(`The API contract bundle cannot be used:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
