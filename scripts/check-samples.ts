#!/usr/bin/env node
// Checks every fenced code sample of the documentation against the API contract and the SDKs.
//
//   node --import tsx scripts/check-samples.ts [--root docs] [--root i18n/es/docusaurus-plugin-content-docs/current]
//        [--exclude tutorial-basics --exclude tutorial-extras] [--require curl,shell,ts,python,json]
//        [--contract openapi/mnemora.yaml] [--keep]
//
// Samples are extracted with the parser Docusaurus uses (src/lib/markdown-toolkit.ts), with their file
// and line, then checked by kind:
//   curl    (bash/sh/shell blocks calling the API, apiBaseUrl of config/platform.ts): parsed, sent to a Stoplight
//           Prism mock of the contract started once on a free loopback port; any contract violation
//           Prism reports (unknown path or method, bad parameter, header or body) fails.
//   shell   every bash/sh/shell/zsh block: `bash -n`.
//   ts      ts/typescript/tsx blocks: one `tsc --strict` project over all of them, against the
//           declared SDK surface (@mnemora/sdk -> sdk/typescript/index.d.ts) and Node/React types.
//   python  python/py blocks: py_compile, then pyright (standard mode) against the declared SDK
//           (sdk/python) and the reviewed third-party stubs (tests/samples/python-stubs).
//   json    json blocks: must carry schema="Name" (a components.schemas entry, validated with Ajv
//           2020 + formats) or schema="none".
// Every block is also scanned for things that look like live secret keys.
// Exit code 0 when every sample passes, 1 otherwise; one summary line per kind.
import {spawn, spawnSync, type SpawnSyncReturns} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {z} from 'zod';
import {
  apiBaseUrl,
  contractPath,
  isRecord,
  loadContract,
  repoRoot,
  type ContractNode,
} from '../packages/api-model/contract';
import {errorCodeNodes, GROUPS, groupNodes} from '../src/lib/api-reference-tree';
import {defaultLocaleModel} from '../packages/api-model/load';
import type {ApiModel} from '../packages/api-model/model';
import {componentRef, contractAjv} from '../packages/api-model/ajv';
import {parseCurl, type CurlRequest} from '../packages/api-model/curl';
import {errorMessage, freePort, runMain} from './lib/process';
import {
  codeBlockOf,
  codeBlocks,
  formatOf,
  MarkdownParseError,
  markdownFiles,
  parseMarkdown,
  walkTree,
  type CodeBlock,
} from '../src/lib/markdown-toolkit';

export const DEFAULT_EXCLUDES = ['tutorial-basics', 'tutorial-extras'];
export const KINDS = ['curl', 'shell', 'ts', 'python', 'json'] as const;
/** A kind of check (`--require` and the `kinds` option name them). */
export type Kind = (typeof KINDS)[number];
const isKind = (name: string): name is Kind => (KINDS as readonly string[]).includes(name);
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);
const TS_LANGS = new Set(['ts', 'typescript', 'tsx']);
const PY_LANGS = new Set(['python', 'py', 'python3']);
const LIVE_SECRET = /\bmn_(sk|rk)_live_[A-Za-z0-9]{16,}\b/;

// ---------------------------------------------------------------------------------------------
// Extraction
// ---------------------------------------------------------------------------------------------
/** A fenced code block (its language in lower case) and the page it is on. */
export interface Sample extends CodeBlock {
  file: string;
}

/** A problem; `where` is `file:line`. */
export interface Failure {
  kind: string;
  where: string;
  message: string;
  sample?: string;
}

/** How many samples (for curl: API calls) each check covered. */
export type Counts = Record<Kind | 'jsonNone' | 'other', number>;

const REFERENCE_GROUPS = [...GROUPS, 'error-codes'];
const sampleOf = (file: string, block: CodeBlock): Sample => ({file, ...block, lang: block.lang.toLowerCase()});

/**
 * Every fenced code block of the given roots (directories, relative to the repository or absolute),
 * skipping the `excludes` directories (relative to each root).
 */
export function extractSamples(
  roots: readonly string[],
  excludes: readonly string[] = DEFAULT_EXCLUDES,
): {samples: Sample[]; parseErrors: Failure[]} {
  let reference: ApiModel | undefined;
  const samples: Sample[] = [];
  // A page that does not parse, or an element of it that cannot be rendered.
  const parseErrors: Failure[] = [];
  for (const root of roots) {
    const dir = path.resolve(repoRoot, root);
    for (const file of markdownFiles(dir, {exclude: excludes}).map((rel) => path.join(dir, rel))) {
      const rel = file.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, file) : file;
      const parseError = (line: number, message: string) =>
        parseErrors.push({kind: 'mdx', where: `${rel}:${line}`, message});
      let tree;
      try {
        tree = parseMarkdown(fs.readFileSync(file, 'utf8'), {format: formatOf(file)});
      } catch (err) {
        if (!(err instanceof MarkdownParseError)) throw err;
        parseError(err.line, `MDX parse error: ${err.reason}`);
        continue;
      }
      walkTree(tree, (node) => {
        if (node.type === 'code') samples.push(sampleOf(rel, codeBlockOf(node)));
        // The site builds `<ApiReference group="…" />` from the contract while it builds the page
        // (src/remark/api-reference.ts); its samples are checked in the nodes the page gets. Their
        // code is the same in every locale (only the example titles are translated), so the
        // English contract's nodes stand for every page.
        if (node.type !== 'mdxJsxFlowElement' || node.name !== 'ApiReference') return;
        const line = node.position?.start.line ?? 1;
        const group = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'group')?.value;
        if (typeof group !== 'string' || !REFERENCE_GROUPS.includes(group)) {
          parseError(line, `<ApiReference> needs group="…", one of ${REFERENCE_GROUPS.join(', ')}`);
          return;
        }
        reference ??= defaultLocaleModel();
        const nodes = group === 'error-codes' ? errorCodeNodes(reference) : groupNodes(reference, group);
        // One label for the group, so shell variables carry from sample to sample as on a page; the
        // nodes have no lines of their own, so a failure's line counts within its sample.
        const label = `${rel} <ApiReference group="${group}" /> (line ${line}), built`;
        for (const block of codeBlocks({type: 'root', children: nodes}))
          samples.push(sampleOf(label, {...block, line: 0}));
      });
    }
  }
  return {samples, parseErrors};
}

// ---------------------------------------------------------------------------------------------
// curl parsing
// ---------------------------------------------------------------------------------------------
/** The API's host, as a sample's curl command names it (config/platform.ts sets it). */
const API_HOST = new URL(apiBaseUrl).host;

/** A curl command of a shell block that calls the API; `line` is its 0-based line in the block. */
export interface ApiCurl {
  text: string;
  line: number;
  /** The shell variables the block has set before the command. */
  vars: Record<string, string>;
  /** `VAR=$(curl … | jq -r .a.b)` (or FIELD_FILTER's sed): the variable and the path of the response field it keeps. */
  capture?: {name: string; path: string[]};
}

// The tail of a pipe that keeps one field of a JSON answer: `jq -r .a.b`, or
// `sed -n 's/.*"id": *"\([^"]*\)".*/\1/p'`, which prints the string value of the field `id` with
// only the tools every shell has (the quick start's way, so its reader installs nothing but cURL).
// Group 1 (jq) or 2 (sed) is the field's path.
const FIELD_FILTER =
  /\|\s*(?:jq\s+-r\s+'?\.([A-Za-z_][A-Za-z0-9_.]*)'?|sed\s+-n\s+'s\/\.\*"([A-Za-z_][A-Za-z0-9_]*)": \*"\\\(\[\^"\]\*\\\)"\.\*\/\\1\/p')/;

/**
 * Whether a line leaves a single-quoted string open: what is left once escapes, double-quoted
 * strings (an open one runs to the end) and closed single-quoted strings are cut still has a quote.
 */
const unbalancedSingleQuotes = (text: string): boolean =>
  text.replace(/\\[\s\S]?|"(?:\\[\s\S]?|[^"\\])*(?:"|$)|'[^']*'/g, '').includes("'");

/** Finds the curl commands of a shell block that call the Mnemora API. */
export function findApiCurls(script: string): ApiCurl[] {
  const vars: Record<string, string> = {};
  const curls: ApiCurl[] = [];
  const lines = script.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = i;
    let text = lines[i] ?? '';
    // A command goes on after a trailing backslash, and a single-quoted -d '…' body may continue
    // over several lines.
    while (i + 1 < lines.length && (/\\\s*$/.test(text) || unbalancedSingleQuotes(text)))
      text = /\\\s*$/.test(text) ? text.replace(/\\\s*$/, ' ') + lines[++i] : `${text}\n${lines[++i]}`;
    // `VAR=$(curl … | jq -r .field)` (or the `sed` of FIELD_FILTER) keeps a field of the response
    // for a later step: the curl is checked like any other, and the mock's answer gives VAR its value.
    const capture = text.match(
      new RegExp(
        `^\\s*(?:export\\s+)?([A-Za-z_][A-Za-z0-9_]*)=\\$\\(\\s*(curl\\s[\\s\\S]*?)${FIELD_FILTER.source}\\s*\\)\\s*$`,
      ),
    );
    const [, name, curl, jqField, sedField] = capture ?? [];
    const field = jqField ?? sedField;
    if (name !== undefined && curl !== undefined && field !== undefined && curl.includes(API_HOST)) {
      curls.push({text: curl, line, vars: {...vars}, capture: {name, path: field.split('.')}});
      vars[name] = `\${${name}}`;
      continue;
    }
    const assign = text.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|'([^']*)'|(\S*))\s*$/);
    if (assign?.[1] !== undefined) vars[assign[1]] = assign[3] ?? assign[4] ?? assign[5] ?? '';
    if (/(^|[\s;|&(])curl\s/.test(text) && text.includes(API_HOST)) curls.push({text, line, vars: {...vars}});
  }
  return curls;
}

// ---------------------------------------------------------------------------------------------
// Prism mock
// ---------------------------------------------------------------------------------------------
/** Prism's answer: a stream (`text/event-stream`) is accepted once its headers arrive, unread. */
interface MockResponse {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * Sends one request to the mock as the sample would send it (`init`: its method, headers and body),
 * redirects not followed, no response within `timeoutMs` an error.
 */
async function request(
  port: number,
  pathWithQuery: string,
  init: RequestInit,
  timeoutMs = 10_000,
): Promise<MockResponse> {
  try {
    const url = `http://127.0.0.1:${port}${pathWithQuery}`;
    const res = await fetch(url, {...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs)});
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return {status: res.status, headers: res.headers, body: ''};
    }
    return {status: res.status, headers: res.headers, body: await res.text()};
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw new Error(`no response from the mock within ${timeoutMs} ms`, {cause: err});
    // fetch fails with "fetch failed"; the reason (a refused connection, a reset) is its cause.
    throw err instanceof Error && err.cause instanceof Error
      ? new Error(`${err.message}: ${err.cause.message}`, {cause: err})
      : err;
  }
}

/**
 * Starts `prism mock` on a free loopback port; resolves to {port, stop}, where stop ends Prism and
 * what it forked, and does nothing once it has exited.
 */
export async function startMock(contract: string = contractPath, {timeoutMs = 60_000} = {}) {
  const port = await freePort();
  const prismCli = path.join(repoRoot, 'node_modules/@stoplight/prism-cli/dist/index.js');
  const child = spawn(
    process.execPath,
    [prismCli, 'mock', '-h', '127.0.0.1', '-p', String(port), '--errors', contract],
    {
      cwd: repoRoot,
      detached: true, // own process group, so stop() ends Prism and anything it forked
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d));
  child.stderr.on('data', (d: Buffer) => (log += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (exited) return;
    try {
      // A detached child has a pid once spawned; without one there is no process group to end.
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    exited = true;
  };
  process.once('exit', stop);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Prism exited before listening:\n${log}`);
    try {
      await request(port, '/health', {method: 'GET'}, 1000);
      return {port, stop};
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  stop();
  throw new Error(`Prism did not listen on 127.0.0.1:${port} within ${timeoutMs} ms:\n${log}`);
}

/**
 * Parses what a tool printed as JSON of the given shape, or throws naming the tool and what was
 * wrong with it.
 */
function toolOutput<T>(tool: string, schema: z.ZodType<T>, text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`${tool} printed no JSON (${errorMessage(err)}): ${text.slice(0, 2000)}`, {cause: err});
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `${tool} printed JSON of an unexpected shape:\n${z.prettifyError(parsed.error)}\n${text.slice(0, 2000)}`,
    );
  return parsed.data;
}

/** The contract violations Prism reports in its `sl-violations` header. */
const prismViolations = z.array(
  z.object({
    severity: z.string(),
    location: z.array(z.union([z.string(), z.number()])).optional(),
    message: z.string(),
  }),
);

/** The body of a Prism error answer (`application/problem+json`). */
const prismProblem = z.object({title: z.string(), detail: z.string().optional()});

function violationsOf(res: MockResponse): string[] {
  const raw = res.headers.get('sl-violations');
  let violations: z.infer<typeof prismViolations> = [];
  if (raw) {
    try {
      violations = toolOutput('Prism (its sl-violations header)', prismViolations, raw);
    } catch (err) {
      violations = [{severity: 'Error', message: errorMessage(err)}];
    }
  }
  const errors = violations.filter((v) => v.severity.toLowerCase() === 'error');
  if (res.headers.get('content-type')?.startsWith('application/problem+json')) {
    let detail = res.body;
    try {
      const p = toolOutput('Prism', prismProblem, res.body);
      detail = `${p.title}${p.detail ? `: ${p.detail}` : ''}`;
    } catch {
      /* keep raw */
    }
    errors.push({severity: 'Error', location: ['request'], message: detail});
  }
  return errors.map((v) => `${(v.location ?? []).join('.') || 'request'}: ${v.message}`);
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------
const indent = (text: string, n = 6, max = 20): string => {
  const lines = text.replace(/\n+$/, '').split('\n');
  const shown = lines.slice(0, max).map((l) => ' '.repeat(n) + l);
  if (lines.length > max) shown.push(`${' '.repeat(n)}… (${lines.length - max} more lines)`);
  return shown.join('\n');
};

/** A failure at line `line` (1-based; 0 is the fence) of sample `s`. */
const failureAt = (kind: string, s: Sample, line: number, message: string): Failure => ({
  kind,
  where: `${s.file}:${s.line + line}`,
  message,
  sample: s.value,
});

/** The value of attribute `name` of a code block's meta (`title="app/views.py"`, `schema=Memory`). */
function metaAttribute(meta: string, name: string): string | undefined {
  const m = meta.match(new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|(\\S+))`));
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

async function checkCurls(curlSamples: Sample[], failures: Failure[], mockPort: number): Promise<number> {
  let count = 0;
  // Variables a block of a page sets stay set for the page's later blocks, as in the reader's
  // shell when they follow the steps in order (step 1 keeps MEMORY_ID, step 3 deletes it).
  const pageVars = new Map<string, Record<string, string>>();
  for (const s of curlSamples) {
    const carried = pageVars.get(s.file) ?? {};
    pageVars.set(s.file, carried);
    for (const c of findApiCurls(s.value)) {
      count++;
      const fail = (message: string) => failures.push(failureAt('curl', s, 1 + c.line, message));
      const vars = {...carried};
      for (const [k, v] of Object.entries(c.vars)) if (v !== `\${${k}}` || !(k in carried)) vars[k] = v;
      let req: CurlRequest;
      try {
        req = parseCurl(c.text, vars);
      } catch (err) {
        fail(`cannot parse the curl command: ${errorMessage(err)}`);
        continue;
      }
      if (!req.url.startsWith(`${apiBaseUrl}/`) && req.url !== apiBaseUrl) {
        fail(`URL ${req.url} is not under ${apiBaseUrl}`);
        continue;
      }
      const target = `${req.method} ${req.url.slice(apiBaseUrl.length)}`;
      const ct = req.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
      if (req.body !== undefined && ct.startsWith('application/json')) {
        try {
          JSON.parse(req.body);
        } catch (err) {
          fail(`the -d body is not valid JSON (${errorMessage(err)})`);
          continue;
        }
      }
      let res: MockResponse;
      try {
        // The headers as written, a repeated one once (the last).
        const init = {method: req.method, headers: Object.fromEntries(req.headers), body: req.body ?? null};
        res = await request(mockPort, req.url.slice(apiBaseUrl.length) || '/', init);
      } catch (err) {
        fail(`request to the contract mock failed: ${errorMessage(err)}`);
        continue;
      }
      const violations = violationsOf(res);
      if (violations.length) {
        fail(
          `breaks the contract (${target} → mock answered ${res.status}):\n${violations.map((v) => `      - ${v}`).join('\n')}`,
        );
      } else if (res.status >= 400) {
        fail(`the contract mock answered ${res.status} to ${target}: ${res.body.slice(0, 300)}`);
      } else if (c.capture) {
        let value: unknown;
        try {
          const body: unknown = JSON.parse(res.body);
          value = c.capture.path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), body);
        } catch {
          /* reported below */
        }
        if (typeof value !== 'string' && typeof value !== 'number')
          fail(
            `the field .${c.capture.path.join('.')} kept in $${c.capture.name} is no string or number in the response of ${target}`,
          );
        else carried[c.capture.name] = String(value);
      }
      for (const [k, v] of Object.entries(c.vars)) if (v !== `\${${k}}`) carried[k] = v;
    }
  }
  return count;
}

// The file-based checks write each sample to a file of the run's temporary directory, run a tool
// over the files and report each diagnostic at the page line of the sample it names.

/** Writes each sample at `dir/<nameOf(sample, index)>`; the samples by the absolute path written. */
function writeSamples(dir: string, samples: Sample[], nameOf: (s: Sample, i: number) => string): Map<string, Sample> {
  const written = new Map<string, Sample>();
  samples.forEach((s, i) => {
    const file = path.join(dir, nameOf(s, i));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, s.value + '\n');
    written.set(file, s);
  });
  return written;
}

/** Runs a tool to its end; what it printed, as text. */
const run = (command: string, args: string[], cwd?: string): SpawnSyncReturns<string> =>
  spawnSync(command, args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

/** A diagnostic of a tool: the file it names (absolute), where in it (1-based) and what it says. */
interface Diagnostic {
  file: string;
  line: number;
  column: number;
  code?: string | undefined;
  message: string;
}

/**
 * Reports each diagnostic at the page line of the sample written to its file (one in another file
 * at that file); a tool that fails without a diagnostic in a sample fails the check.
 */
function reportDiagnostics(
  [kind, tool]: [Kind, string],
  written: Map<string, Sample>,
  diagnostics: Diagnostic[],
  result: SpawnSyncReturns<string>,
  failures: Failure[],
): void {
  let matched = 0;
  for (const d of diagnostics) {
    const s = written.get(d.file);
    if (!s) {
      failures.push({kind, where: d.file, message: `${tool}: ${d.message}`});
      continue;
    }
    matched++;
    const place = `sample line ${d.line}, column ${d.column}`;
    failures.push(failureAt(kind, s, d.line, `${tool}${d.code ? ` ${d.code}` : ''} (${place}): ${d.message}`));
  }
  if (result.status !== 0 && !matched)
    failures.push({
      kind,
      where: tool,
      message: `${tool} failed without sample diagnostics (exit ${result.status}):\n${result.stdout.slice(0, 2000)}${result.stderr}`,
    });
}

function checkShell(shellSamples: Sample[], failures: Failure[], dir: string): number {
  for (const [file, s] of writeSamples(dir, shellSamples, (_, i) => `shell-${i}.sh`)) {
    const r = run('bash', ['-n', file]);
    if (r.status !== 0) {
      const line = Number(r.stderr.match(/line (\d+):/)?.[1] ?? 1);
      failures.push(failureAt('shell', s, line, `bash -n: ${r.stderr.replaceAll(file + ': ', '').trim()}`));
    }
  }
  return shellSamples.length;
}

function checkTypeScript(tsSamples: Sample[], failures: Failure[], dir: string): number {
  if (!tsSamples.length) return 0;
  const tsDir = path.join(dir, 'ts');
  const nameOf = (s: Sample, i: number) => `sample-${String(i).padStart(4, '0')}.${s.lang === 'tsx' ? 'tsx' : 'ts'}`;
  const written = writeSamples(tsDir, tsSamples, nameOf);
  const config = {
    extends: path.relative(tsDir, path.join(repoRoot, 'tests/samples/tsconfig.json')),
    compilerOptions: {skipLibCheck: true, noEmit: true, strict: true},
    files: [...written.keys()].map((file) => path.basename(file)),
    include: [],
  };
  fs.writeFileSync(path.join(tsDir, 'tsconfig.json'), JSON.stringify(config, null, 2));
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const result = run(process.execPath, [tsc, '-p', path.join(tsDir, 'tsconfig.json'), '--pretty', 'false'], tsDir);
  // A diagnostic of a sample names one of the files written above, its message going on over the
  // indented lines that follow; other lines are skipped.
  const diagnostics: Diagnostic[] = [];
  for (const text of result.stdout.split(/\n(?![ \t]+\S)/)) {
    const m = text.match(/^(?:.*[\\/])?(sample-\d+\.tsx?)\((\d+),(\d+)\): error (TS\d+): ([\s\S]*)$/);
    const [, file, line, column, code, message = ''] = m ?? [];
    if (file === undefined) continue;
    diagnostics.push({
      file: path.join(tsDir, file),
      line: Number(line),
      column: Number(column),
      code,
      message: message.replace(/\n[ \t]+/g, '\n      '),
    });
  }
  reportDiagnostics(['ts', 'tsc'], written, diagnostics, result, failures);
  return tsSamples.length;
}

/** The py_compile failures, as the script below prints them. */
const pyCompileErrors = z.array(z.object({index: z.number(), line: z.number(), msg: z.string()}));

function checkPython(pySamples: Sample[], failures: Failure[], dir: string): number {
  if (!pySamples.length) return 0;
  const written = writeSamples(path.join(dir, 'py'), pySamples, (_, i) => `sample_${i}.py`);
  const script = [
    'import json, os, py_compile, sys',
    'out = []',
    'for i, f in enumerate(sys.argv[1:]):',
    '    try:',
    "        py_compile.compile(f, cfile=os.path.join(os.path.dirname(f), f'c{i}.pyc'), doraise=True)",
    '    except py_compile.PyCompileError as e:',
    '        err = e.exc_value',
    "        out.append({'index': i, 'line': getattr(err, 'lineno', None) or 1, 'msg': f'{e.exc_type_name}: {getattr(err, \"msg\", str(err))}'})",
    'print(json.dumps(out))',
  ].join('\n');
  const r = run('python3', ['-c', script, ...written.keys()]);
  if (r.status !== 0) {
    failures.push({kind: 'python', where: 'python3', message: `python3 failed: ${r.stderr}`});
    return pySamples.length;
  }
  const broken = new Set<number>();
  for (const e of toolOutput('python3 (py_compile)', pyCompileErrors, r.stdout)) {
    const s = pySamples[e.index];
    if (!s) throw new Error(`python3 reported sample ${e.index} of ${pySamples.length}`);
    broken.add(e.index);
    failures.push(failureAt('python', s, e.line, `py_compile: ${e.msg} (sample line ${e.line})`));
  }
  checkPyright(
    pySamples.filter((_, i) => !broken.has(i)),
    failures,
    path.join(dir, 'pyright'),
  );
  return pySamples.length;
}

const PYTHON_STUBS = path.join(repoRoot, 'tests/samples/python-stubs');
const PYTHON_SDK = path.join(repoRoot, 'sdk/python');

/** Pyright's `--outputjson` report: what this script reads of it. */
const pyrightReport = z.object({
  generalDiagnostics: z
    .array(
      z.object({
        file: z.string(),
        severity: z.string(),
        message: z.string(),
        rule: z.string().optional(),
        /** Absent when the diagnostic has no place in the file. */
        range: z.object({start: z.object({line: z.number(), character: z.number()})}).optional(),
      }),
    )
    .optional(),
});

/**
 * Type-checks Python samples with pyright (standard mode) against the declared SDK
 * (`sdk/python/mnemora/*.pyi`) and the reviewed minimal stubs of third-party packages
 * (`tests/samples/python-stubs`). Pyright runs in an empty virtual environment, so a package
 * installed on the machine cannot make a sample pass here and fail for a reader.
 * The samples of one page share a directory; a sample with `title="pkg/mod.py"` is written at that
 * path, so the files of one example (a Django app's `services.py`, `views.py`, `urls.py`) import
 * each other as the reader's project would.
 */
function checkPyright(pySamples: Sample[], failures: Failure[], dir: string): void {
  if (!pySamples.length) return;
  const venv = path.join(dir, '.venv');
  fs.mkdirSync(path.join(venv, 'lib', 'python3.11', 'site-packages'), {recursive: true});
  fs.writeFileSync(
    path.join(venv, 'pyvenv.cfg'),
    'home = /nonexistent\ninclude-system-site-packages = false\nversion = 3.11.0\n',
  );
  const pages = new Map<string, {dir: string; used: Set<string>}>();
  const written = writeSamples(dir, pySamples, (s, i) => {
    const page = pages.get(s.file) ?? {dir: `page_${pages.size}`, used: new Set<string>()};
    pages.set(s.file, page);
    const wanted = metaAttribute(s.meta, 'title') ?? '';
    const safe = /^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*\.py$/.test(wanted) && !page.used.has(wanted);
    const rel = safe ? wanted : `sample_${i}.py`;
    page.used.add(rel);
    return path.join(page.dir, rel);
  });
  const config = {
    include: [...pages.values()].map((p) => p.dir),
    typeCheckingMode: 'standard',
    pythonVersion: '3.11',
    pythonPlatform: 'Linux',
    venvPath: dir,
    venv: '.venv',
    stubPath: PYTHON_SDK,
    extraPaths: [PYTHON_STUBS],
    // Reported as a warning and judged below: stubs without source are expected for the SDK and
    // the reviewed stubs, but pyright also bundles typeshed's third-party stubs, and a sample must
    // not pass on one of those without review.
    reportMissingModuleSource: 'warning',
  };
  fs.writeFileSync(path.join(dir, 'pyrightconfig.json'), JSON.stringify(config, null, 2));
  const pyright = path.join(repoRoot, 'node_modules/pyright/index.js');
  const result = run(process.execPath, [pyright, '-p', path.join(dir, 'pyrightconfig.json'), '--outputjson'], dir);
  let report: z.infer<typeof pyrightReport>;
  try {
    report = toolOutput('pyright', pyrightReport, result.stdout);
  } catch (err) {
    failures.push({
      kind: 'python',
      where: 'pyright',
      message: `${errorMessage(err)}\n(exit ${result.status}) ${result.stderr}`,
    });
    return;
  }
  const stubs = fs.readdirSync(PYTHON_STUBS, {withFileTypes: true}).filter((e) => e.isDirectory());
  const reviewed = new Set(['mnemora', ...stubs.map((e) => e.name)]);
  const diagnostics: Diagnostic[] = [];
  for (const d of report.generalDiagnostics ?? []) {
    let message = d.message;
    if (d.rule === 'reportMissingModuleSource') {
      const module = d.message.match(/Import "([\w.]+)"/)?.[1] ?? '';
      if (reviewed.has(module.split('.')[0] ?? '')) continue;
      message = `Import "${module}" resolves only to a stub bundled with pyright: add a reviewed stub to tests/samples/python-stubs (or use a package that has one)`;
    } else if (d.severity !== 'error') continue;
    const {line = 0, character = 0} = d.range?.start ?? {};
    diagnostics.push({file: path.resolve(d.file), line: line + 1, column: character + 1, code: d.rule, message});
  }
  reportDiagnostics(['python', 'pyright'], written, diagnostics, result, failures);
}

/** Validates values against the contract's schemas (`components.schemas`), by name. */
export interface SchemaValidator {
  names: Set<string>;
  /** The problems of `value` as an instance of schema `name`: none when it is valid. */
  validate(name: string, value: unknown): string[];
}

/**
 * Ajv validation against the contract's schemas.
 * With `documented: true` (how the docs' JSON samples are checked) the response schemas, which are
 * open so that v1 can add fields, are closed again, and an open string that names its known values
 * (`x-mnemora-known-values: ErrorCode`) must be one of them: a sample shows only what the contract
 * declares today, so a misspelt field or error code in a page still fails.
 */
export function schemaValidator(contract: ContractNode, {documented = false} = {}): SchemaValidator {
  const ajv = contractAjv(contract, {documented});
  const components = isRecord(contract.components) ? contract.components : {};
  const schemas = components.schemas ?? {};
  const names = new Set(isRecord(schemas) ? Object.keys(schemas) : []);
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return {
    names,
    validate(name, value) {
      if (!names.has(name)) throw new Error(`The contract has no schema ${name} (components.schemas)`);
      let fn = compiled.get(name);
      if (!fn) compiled.set(name, (fn = ajv.compile(componentRef(name))));
      if (!fn(value))
        return (fn.errors ?? []).map((e) => {
          // Ajv's params depend on the keyword that failed: `additionalProperty` for
          // additionalProperties, `allowedValues` for enum.
          const params: Record<string, unknown> = e.params;
          const {additionalProperty, allowedValues} = params;
          return `${e.instancePath || '(root)'} ${e.message}${additionalProperty ? ` ('${String(additionalProperty)}')` : ''}${Array.isArray(allowedValues) ? ` (${allowedValues.join(', ')})` : ''}`;
        });
      return [];
    },
  };
}

function checkJson(jsonSamples: Sample[], failures: Failure[], contract: ContractNode): {count: number; none: number} {
  const validator = schemaValidator(contract, {documented: true});
  let none = 0;
  for (const s of jsonSamples) {
    const fail = (message: string, line = 0) => failures.push(failureAt('json', s, line, message));
    const name = metaAttribute(s.meta, 'schema');
    if (name === undefined) {
      fail('json block without schema="Name" (or schema="none") in its meta');
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(s.value);
    } catch (err) {
      const pos = Number(errorMessage(err).match(/position (\d+)/)?.[1]);
      fail(`invalid JSON: ${errorMessage(err)}`, Number.isFinite(pos) ? s.value.slice(0, pos).split('\n').length : 1);
      continue;
    }
    if (name === 'none') none++;
    else if (!validator.names.has(name)) fail(`schema="${name}" is not a schema of the contract (components.schemas)`);
    else {
      const errors = validator.validate(name, value);
      if (errors.length) fail(`does not match schema ${name}:\n${errors.map((e) => `      - ${e}`).join('\n')}`);
    }
  }
  return {count: jsonSamples.length, none};
}

/** The check a non-shell block gets (shell blocks get `shell`, and `curl` when they call the API). */
function kindOf(s: Sample): Kind | 'other' {
  if (TS_LANGS.has(s.lang)) return 'ts';
  if (PY_LANGS.has(s.lang)) return 'python';
  if (s.lang === 'json') return 'json';
  return 'other';
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------
/** What `checkSamples` checks, and how. */
export interface CheckSamplesOptions {
  /** Directories of pages, relative to the repository or absolute (default: docs). */
  roots?: readonly string[];
  /** Directories (relative to each root) to skip. */
  excludes?: readonly string[];
  /** Kinds that must have at least one sample (a kind of `KINDS`; another name throws). */
  require?: readonly string[];
  /** The contract file the curl samples are sent to a mock of and JSON samples validated against. */
  contract?: string;
  /** Keeps the temporary directory of the written samples. */
  keep?: boolean;
  /** Runs only these kinds of check (a kind of `KINDS`; another name throws). */
  kinds?: readonly string[];
}

/** Runs every check; resolves to the counts, the failures and `lines`, the printed report. */
export async function checkSamples({
  roots = ['docs'],
  excludes = DEFAULT_EXCLUDES,
  require = [],
  contract: contractFile = contractPath,
  keep = false,
  kinds = KINDS,
}: CheckSamplesOptions = {}) {
  for (const kind of kinds)
    if (!isKind(kind)) throw new Error(`kinds: unknown kind ${kind} (kinds: ${KINDS.join(', ')})`);
  const {samples: all, parseErrors} = extractSamples(roots, excludes);
  // `kinds` narrows the run (the translations' Python samples are checked on their own); the
  // secret scan below still covers every block.
  const wanted = (s: Sample): boolean =>
    SHELL_LANGS.has(s.lang)
      ? kinds.includes('shell') || kinds.includes('curl')
      : kindOf(s) === 'other'
        ? kinds.length === KINDS.length
        : kinds.includes(kindOf(s));
  const samples = all.filter(wanted);
  const failures = parseErrors;
  const byKind: Record<Kind | 'other', Sample[]> = {curl: [], shell: [], ts: [], python: [], json: [], other: []};
  for (const s of all) {
    const line = 1 + s.value.split('\n').findIndex((l) => LIVE_SECRET.test(l));
    if (line)
      failures.push(
        failureAt('secret', s, line, 'looks like a live secret key; use $MNEMORA_API_KEY (or an mn_sk_test_ key)'),
      );
  }
  for (const s of samples) {
    if (SHELL_LANGS.has(s.lang)) {
      if (kinds.includes('shell')) byKind.shell.push(s);
      if (kinds.includes('curl') && findApiCurls(s.value).length) byKind.curl.push(s);
    } else byKind[kindOf(s)].push(s);
  }
  const contract = loadContract(contractFile);
  fs.mkdirSync(path.join(repoRoot, '.tmp'), {recursive: true});
  const dir = fs.mkdtempSync(path.join(repoRoot, '.tmp', `check-samples-${process.pid}-`));
  let mock: Awaited<ReturnType<typeof startMock>> | undefined;
  let counts: Counts;
  try {
    let curl = 0;
    if (byKind.curl.length) {
      mock = await startMock(contractFile);
      curl = await checkCurls(byKind.curl, failures, mock.port);
    }
    const shell = checkShell(byKind.shell, failures, dir);
    const ts = checkTypeScript(byKind.ts, failures, dir);
    const python = checkPython(byKind.python, failures, dir);
    const json = checkJson(byKind.json, failures, contract);
    counts = {curl, shell, ts, python, json: json.count, jsonNone: json.none, other: byKind.other.length};
  } finally {
    mock?.stop();
    if (!keep) fs.rmSync(dir, {recursive: true, force: true});
  }
  const otherLangs = new Map<string, number>();
  for (const {lang} of byKind.other) otherLangs.set(lang || '(none)', (otherLangs.get(lang || '(none)') ?? 0) + 1);
  const otherList = [...otherLangs].map(([l, n]) => `${l}×${n}`);
  const lines = [
    `Samples in ${roots.join(', ')} (excluding ${excludes.join(', ') || 'nothing'}): ${samples.length} code blocks.`,
    `  curl:   ${counts.curl} API calls sent to the contract mock`,
    `  shell:  ${counts.shell} blocks parsed with bash -n`,
    `  ts:     ${counts.ts} blocks type-checked (tsc --strict, @mnemora/sdk)`,
    `  python: ${counts.python} blocks compiled (py_compile) and type-checked (pyright standard, sdk/python)`,
    `  json:   ${counts.json} blocks validated (${counts.json - counts.jsonNone} against a schema, ${counts.jsonNone} schema="none")`,
    `  other:  ${counts.other} blocks not checked${counts.other ? ` (${otherList.join(', ')})` : ''}`,
  ];
  for (const kind of require) {
    if (!isKind(kind)) throw new Error(`--require: unknown kind ${kind} (kinds: ${KINDS.join(', ')})`);
    if (!counts[kind])
      failures.push({
        kind,
        where: roots.join(', '),
        message: `no ${kind} samples found: the docs must contain at least one (is the content there yet?)`,
      });
  }
  // By page, then line: `file:line` compared with its numbers as numbers.
  failures.sort((a, b) => a.where.localeCompare(b.where, 'en', {numeric: true}));
  for (const f of failures) {
    lines.push(`✗ ${f.where} [${f.kind}] ${f.message}`);
    if (f.sample) lines.push('    sample:', indent(f.sample));
  }
  lines.push(failures.length ? `✗ ${failures.length} sample problem(s).` : '✓ All samples pass.');
  return {counts, failures, lines};
}

async function main(): Promise<void> {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        root: {type: 'string', multiple: true, default: []},
        exclude: {type: 'string', multiple: true, default: []},
        require: {type: 'string', default: ''},
        contract: {type: 'string', default: contractPath},
        keep: {type: 'boolean', default: false},
      },
    }));
  } catch (err) {
    console.error(errorMessage(err));
    process.exit(2);
  }
  const {failures, lines} = await checkSamples({
    roots: values.root.length ? values.root : ['docs'],
    excludes: values.exclude.length ? values.exclude : DEFAULT_EXCLUDES,
    require: values.require.split(',').filter(Boolean),
    contract: path.resolve(values.contract),
    keep: values.keep,
  });
  console.log(lines.join('\n'));
  process.exit(failures.length ? 1 : 0);
}

if (require.main === module) runMain(main);
