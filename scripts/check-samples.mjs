#!/usr/bin/env node
// Checks every fenced code sample of the documentation against the API contract and the SDKs.
//
//   node scripts/check-samples.mjs [--root docs] [--root i18n/es/docusaurus-plugin-content-docs/current]
//        [--exclude tutorial-basics --exclude tutorial-extras] [--require curl,shell,ts,python,json]
//        [--contract openapi/mnemora.yaml] [--keep]
//
// Samples are extracted with the MDX parser Docusaurus uses (mdast-util-from-markdown +
// micromark-extension-mdxjs), with their file and line, then checked by kind:
//   curl    (bash/sh/shell blocks calling https://api.mnemora.dev/v1): parsed, sent to a Stoplight
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
import {spawn, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {createRequire} from 'node:module';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import shellQuote from 'shell-quote';
import {apiBaseUrl, contractPath, loadContract, repoRoot} from './lib/contract.mjs';
import {GROUPS, renderErrorCodes, renderGroup} from './lib/api-reference.mjs';
import {englishContract} from './lib/localized-contract.mjs';

// CommonJS, loaded with require so that it works both under plain node and under tsx.
const {escapeMarkdownHeadingIds} = createRequire(import.meta.url)('@docusaurus/utils');

export const TEST_API_KEY = 'mn_sk_test_4eC39HqLyjWDarjtT1zdp7dc';
export const DEFAULT_EXCLUDES = ['tutorial-basics', 'tutorial-extras'];
export const KINDS = ['curl', 'shell', 'ts', 'python', 'json'];
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);
const TS_LANGS = new Set(['ts', 'typescript', 'tsx']);
const PY_LANGS = new Set(['python', 'py', 'python3']);
const LIVE_SECRET = /\bmn_(sk|rk)_live_[A-Za-z0-9]{16,}\b/;

// ---------------------------------------------------------------------------------------------
// Extraction
// ---------------------------------------------------------------------------------------------
function listDocs(root, excludes) {
  const out = [];
  const walk = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (excludes.some((ex) => relPath === ex || relPath.startsWith(`${ex}/`))) continue;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs, relPath);
      else if (/\.mdx?$/.test(entry.name)) out.push(abs);
    }
  };
  if (fs.existsSync(root)) walk(root, '');
  return out;
}

function parseDoc(raw, isMdx) {
  // The same line-preserving preprocessing Docusaurus applies before MDX: `{#id}` heading ids are
  // escaped so that MDX does not read them as expressions.
  const text = escapeMarkdownHeadingIds(raw);
  const base = {
    extensions: [frontmatter(['yaml']), gfm(), directive()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), directiveFromMarkdown()],
  };
  try {
    return {
      tree: fromMarkdown(text, {
        extensions: [...base.extensions, mdxjs()],
        mdastExtensions: [...base.mdastExtensions, mdxFromMarkdown()],
      }),
    };
  } catch (err) {
    // .md pages may be plain CommonMark (markdown.format "detect"); .mdx pages must parse as MDX.
    if (isMdx) return {error: err};
    return {tree: fromMarkdown(text, base)};
  }
}

/**
 * @typedef {{ file: string, line: number, lang: string, meta: string, value: string }} Sample
 *   A fenced code block; `line` is the line of its opening fence (1-based).
 * @typedef {{ kind: string, where: string, message: string, sample?: string }} Failure
 *   A problem; `where` is `file:line`.
 * @typedef {{ curl: number, shell: number, ts: number, python: number, json: number, jsonNone: number, other: number }} Counts
 */

/**
 * Every fenced code block of the given roots (directories, relative to the repository or absolute).
 * @param {string[]} roots
 * @param {string[]} [excludes] directories (relative to each root) to skip
 * @returns {{ samples: Sample[], parseErrors: { file: string, line: number, message: string }[] }}
 */
export function extractSamples(roots, excludes = DEFAULT_EXCLUDES) {
  let reference;
  const samples = [];
  const parseErrors = [];
  for (const root of roots) {
    for (const file of listDocs(path.resolve(repoRoot, root), excludes)) {
      const rel = file.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, file) : file;
      const {tree, error} = parseDoc(fs.readFileSync(file, 'utf8'), file.endsWith('.mdx'));
      if (error) {
        parseErrors.push({
          file: rel,
          line: error.line ?? error.place?.line ?? 1,
          message: `MDX parse error: ${error.reason ?? error.message}`,
        });
        continue;
      }
      const visit = (node, file, lineOffset) => {
        if (node.type === 'code') {
          samples.push({
            file,
            line: lineOffset + node.position.start.line,
            lang: (node.lang ?? '').toLowerCase(),
            meta: node.meta ?? '',
            value: node.value,
          });
        }
        // The site renders `<ApiReference group="…" />` from the contract while it builds
        // (src/remark/api-reference.ts); its samples are checked from the same renderer. Their code
        // is the same in every locale (only the example titles are translated), so the English
        // contract is rendered for every page.
        if (node.type === 'mdxJsxFlowElement' && node.name === 'ApiReference') {
          const group = node.attributes?.find((a) => a.name === 'group')?.value;
          if (typeof group !== 'string' || ![...GROUPS, 'error-codes'].includes(group)) {
            parseErrors.push({
              file: rel,
              line: node.position.start.line,
              message: `<ApiReference> needs group="…", one of ${[...GROUPS, 'error-codes'].join(', ')}`,
            });
            return;
          }
          reference ??= englishContract();
          const rendered = group === 'error-codes' ? renderErrorCodes(reference) : renderGroup(reference, group);
          const parsed = parseDoc(rendered, true);
          if (parsed.error)
            parseErrors.push({
              file: rel,
              line: node.position.start.line,
              message: `the rendered <ApiReference group="${group}" /> does not parse: ${parsed.error.reason ?? parsed.error.message}`,
            });
          else
            visit(
              parsed.tree,
              `${rel} <ApiReference group="${group}" /> (line ${node.position.start.line}), rendered`,
              0,
            );
          return;
        }
        for (const child of node.children ?? []) visit(child, file, lineOffset);
      };
      visit(tree, rel, 0);
    }
  }
  return {samples, parseErrors};
}

// ---------------------------------------------------------------------------------------------
// curl parsing
// ---------------------------------------------------------------------------------------------
const CURL_FLAGS = new Set([
  '-s',
  '--silent',
  '-S',
  '--show-error',
  '-i',
  '--include',
  '-v',
  '--verbose',
  '-f',
  '--fail',
  '--fail-with-body',
  '-L',
  '--location',
  '-N',
  '--no-buffer',
  '--compressed',
  '-G',
  '--get',
  '-I',
  '--head',
  '-k',
  '--insecure',
  '--http1.1',
  '--http2',
]);
const CURL_VALUE_OPTS = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-ascii',
  '--data-urlencode',
  '--json',
  '-o',
  '--output',
  '-w',
  '--write-out',
  '--url',
  '-m',
  '--max-time',
  '--connect-timeout',
  '--retry',
  '--retry-delay',
  '--retry-max-time',
  '-A',
  '--user-agent',
]);

/** Splits a shell script into logical lines (continuations joined), keeping the start line of each. */
function logicalLines(script) {
  const out = [];
  const lines = script.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i];
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i];
    out.push({text, line: start});
  }
  return out;
}

/**
 * Finds the curl commands of a shell block that call the Mnemora API.
 * @param {string} script
 * @returns {{ text: string, line: number, vars: Record<string, string>, capture?: { name: string, path: string[] } }[]} line: 0-based line in the block
 */
export function findApiCurls(script) {
  /** @type {Record<string, string>} */
  const vars = {};
  const curls = [];
  // Multi-line single-quoted bodies span lines: join the whole script, then cut commands at
  // unquoted newlines by letting shell-quote see one logical command at a time.
  const lines = logicalLines(script);
  for (let k = 0; k < lines.length; k++) {
    let {text} = lines[k];
    const line = lines[k].line;
    // A single-quoted -d '…' body may continue over several physical lines.
    while (unbalancedSingleQuotes(text) && k + 1 < lines.length) text += `\n${lines[++k].text}`;
    // `VAR=$(curl … | jq -r .field)` keeps a field of the response for a later step: the curl is
    // checked like any other, and the mock's answer gives VAR its value.
    const capture = text.match(
      /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=\$\(\s*(curl\s[\s\S]*?)\|\s*jq\s+-r\s+'?\.([A-Za-z_][A-Za-z0-9_.]*)'?\s*\)\s*$/,
    );
    if (capture && capture[2].includes('api.mnemora.dev')) {
      curls.push({text: capture[2], line, vars: {...vars}, capture: {name: capture[1], path: capture[3].split('.')}});
      vars[capture[1]] = `\${${capture[1]}}`;
      continue;
    }
    const assign = text.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|'([^']*)'|(\S*))\s*$/);
    if (assign) vars[assign[1]] = assign[3] ?? assign[4] ?? assign[5] ?? '';
    if (!/(^|[\s;|&(])curl\s/.test(text) || !text.includes('api.mnemora.dev')) continue;
    curls.push({text, line, vars: {...vars}});
  }
  return curls;
}

function unbalancedSingleQuotes(text) {
  let inSingle = false;
  let inDouble = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && !inSingle) {
      i++;
      continue;
    }
    if (c === "'" && !inDouble) inSingle = !inSingle;
    else if (c === '"' && !inSingle) inDouble = !inDouble;
  }
  return inSingle;
}

/**
 * Parses one curl command, or throws with a readable reason.
 * @param {string} text the command (continuations already joined)
 * @param {Record<string, string>} [vars] shell variables the sample sets
 * @returns {{ method: string, url: string, headers: [string, string][], body: string | undefined, stream: boolean }}
 */
export function parseCurl(text, vars = {}) {
  const undefinedVars = new Set();
  const env = (key) => {
    if (key === 'MNEMORA_API_KEY') return vars[key] ?? TEST_API_KEY;
    if (key in vars) return vars[key];
    undefinedVars.add(key);
    return `\${${key}}`;
  };
  const tokens = shellQuote.parse(text, env);
  const start = tokens.findIndex((t) => t === 'curl');
  if (start < 0) throw new Error('no curl command found');
  const args = [];
  for (const t of tokens.slice(start + 1)) {
    if (typeof t !== 'string') {
      if (t.op === 'glob') args.push(t.pattern);
      else if (t.comment !== undefined) break;
      else break; // |, &&, ;, > ... end the curl command
    } else args.push(t);
  }
  if (undefinedVars.size)
    throw new Error(
      `uses shell variables that the sample never sets: ${[...undefinedVars].map((v) => `$${v}`).join(', ')}`,
    );
  let method;
  let url;
  const headers = [];
  const data = [];
  let get = false;
  let stream = false;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    let a = args[i];
    const takeValue = () => {
      if (i + 1 >= args.length) throw new Error(`curl option ${a} needs a value`);
      return args[++i];
    };
    if (/^-[A-Za-z]{2,}$/.test(a)) {
      const letters = a.slice(1).split('');
      const last = `-${letters.at(-1)}`;
      const heads = letters.slice(0, -1).map((l) => `-${l}`);
      const bad = heads.find((h) => !CURL_FLAGS.has(h));
      if (bad) throw new Error(`unsupported curl option ${bad} in ${a}`);
      for (const h of heads)
        if (h === '-N') stream = true;
        else if (h === '-G') get = true;
      a = last;
    }
    if (a.startsWith('--') && a.includes('=')) {
      const [name, ...rest] = a.split('=');
      args.splice(i + 1, 0, rest.join('='));
      a = name;
    }
    if (!a.startsWith('-')) {
      if (url) throw new Error(`more than one URL (${url}, ${a})`);
      url = a;
      continue;
    }
    if (CURL_FLAGS.has(a)) {
      if (a === '-N' || a === '--no-buffer') stream = true;
      if (a === '-G' || a === '--get') get = true;
      if (a === '-I' || a === '--head') method = 'HEAD';
      continue;
    }
    if (!CURL_VALUE_OPTS.has(a)) throw new Error(`unsupported curl option ${a}`);
    const value = takeValue();
    switch (a) {
      case '-X':
      case '--request':
        method = value.toUpperCase();
        break;
      case '-H':
      case '--header': {
        const idx = value.indexOf(':');
        if (idx <= 0) throw new Error(`malformed header "${value}"`);
        headers.push([value.slice(0, idx).trim(), value.slice(idx + 1).trim()]);
        break;
      }
      case '--json':
        json = true;
      // falls through
      case '-d':
      case '--data':
      case '--data-raw':
      case '--data-binary':
      case '--data-ascii':
      case '--data-urlencode':
        if (value.startsWith('@') && a !== '--data-raw')
          throw new Error(`body read from a file (${a} ${value}) cannot be checked; inline the JSON`);
        data.push(value);
        break;
      case '--url':
        url = value;
        break;
      default:
        break; // -o, -w, timeouts, retries, user agent: irrelevant to the contract
    }
  }
  if (!url) throw new Error('no URL');
  if (json) {
    if (!headers.some(([k]) => k.toLowerCase() === 'content-type')) headers.push(['Content-Type', 'application/json']);
    if (!headers.some(([k]) => k.toLowerCase() === 'accept')) headers.push(['Accept', 'application/json']);
  }
  let body;
  if (data.length && get) {
    url += (url.includes('?') ? '&' : '?') + data.join('&');
  } else if (data.length) {
    body = data.join('&');
    if (!headers.some(([k]) => k.toLowerCase() === 'content-type'))
      headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
  }
  method ??= get ? 'GET' : body !== undefined ? 'POST' : 'GET';
  return {method, url, headers, body, stream};
}

// ---------------------------------------------------------------------------------------------
// Prism mock
// ---------------------------------------------------------------------------------------------
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function request({port, method, pathWithQuery, headers, body, timeoutMs = 10_000}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathWithQuery,
        headers: Object.fromEntries(headers.map(([k, v]) => [k, v])),
      },
      (res) => {
        const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
        const chunks = [];
        if (isStream) {
          // A stream is accepted as soon as its headers arrive.
          res.destroy();
          resolve({status: res.statusCode, headers: res.headers, body: ''});
          return;
        }
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no response from the mock within ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Starts `prism mock` on a free loopback port; resolves to { port, stop }. */
export async function startMock(contract = contractPath, {timeoutMs = 60_000} = {}) {
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
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
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
      await request({port, method: 'GET', pathWithQuery: '/health', headers: [], timeoutMs: 1000});
      return {port, stop, log: () => log};
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  stop();
  throw new Error(`Prism did not listen on 127.0.0.1:${port} within ${timeoutMs} ms:\n${log}`);
}

function violationsOf(res) {
  const raw = res.headers['sl-violations'];
  let violations = [];
  if (raw) {
    try {
      violations = JSON.parse(raw);
    } catch {
      violations = [{severity: 'Error', message: String(raw)}];
    }
  }
  const errors = violations.filter((v) => String(v.severity).toLowerCase() === 'error');
  const problem = String(res.headers['content-type'] ?? '').startsWith('application/problem+json');
  if (problem) {
    let detail = res.body;
    try {
      const p = JSON.parse(res.body);
      detail = `${p.title}${p.detail ? `: ${p.detail}` : ''}`;
    } catch {
      /* keep raw */
    }
    errors.push({location: ['request'], message: detail});
  }
  return errors.map((v) => `${(v.location ?? []).join('.') || 'request'}: ${v.message}`);
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------
function tmpDir() {
  const dir = path.join(repoRoot, '.tmp', `check-samples-${process.pid}-${crypto.randomBytes(3).toString('hex')}`);
  fs.mkdirSync(dir, {recursive: true});
  return dir;
}

const indent = (text, n = 6, max = 20) => {
  const lines = text.replace(/\n+$/, '').split('\n');
  const shown = lines.slice(0, max).map((l) => ' '.repeat(n) + l);
  if (lines.length > max) shown.push(`${' '.repeat(n)}… (${lines.length - max} more lines)`);
  return shown.join('\n');
};

async function checkCurls(curlSamples, failures, {mock}) {
  let count = 0;
  // Variables a block of a page sets stay set for the page's later blocks, as in the reader's
  // shell when they follow the steps in order (step 1 keeps MEMORY_ID, step 3 deletes it).
  /** @type {Map<string, Record<string, string>>} */
  const pageVars = new Map();
  for (const s of curlSamples) {
    const carried = pageVars.get(s.file) ?? {};
    pageVars.set(s.file, carried);
    for (const c of findApiCurls(s.value)) {
      count++;
      const where = `${s.file}:${s.line + 1 + c.line}`;
      const fail = (message) => failures.push({kind: 'curl', where, message, sample: s.value});
      const vars = {...carried};
      for (const [k, v] of Object.entries(c.vars)) if (v !== `\${${k}}` || !(k in carried)) vars[k] = v;
      let req;
      try {
        req = parseCurl(c.text, vars);
      } catch (err) {
        fail(`cannot parse the curl command: ${err.message}`);
        continue;
      }
      if (!req.url.startsWith(`${apiBaseUrl}/`) && req.url !== apiBaseUrl) {
        fail(`URL ${req.url} is not under ${apiBaseUrl}`);
        continue;
      }
      const ct = req.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
      if (req.body !== undefined && ct.startsWith('application/json')) {
        try {
          JSON.parse(req.body);
        } catch (err) {
          fail(`the -d body is not valid JSON (${err.message})`);
          continue;
        }
      }
      let res;
      try {
        res = await request({
          port: mock.port,
          method: req.method,
          pathWithQuery: req.url.slice(apiBaseUrl.length) || '/',
          headers: req.headers,
          body: req.body,
        });
      } catch (err) {
        fail(`request to the contract mock failed: ${err.message}`);
        continue;
      }
      const violations = violationsOf(res);
      if (violations.length) {
        fail(
          `breaks the contract (${req.method} ${req.url.replace(apiBaseUrl, '')} → mock answered ${res.status}):\n${violations.map((v) => `      - ${v}`).join('\n')}`,
        );
      } else if (res.status >= 400) {
        fail(
          `the contract mock answered ${res.status} to ${req.method} ${req.url.replace(apiBaseUrl, '')}: ${res.body.slice(0, 300)}`,
        );
      } else if (c.capture) {
        let value;
        try {
          value = c.capture.path.reduce((node, key) => node?.[key], JSON.parse(res.body));
        } catch {
          /* reported below */
        }
        if (typeof value !== 'string' && typeof value !== 'number')
          fail(
            `jq -r .${c.capture.path.join('.')} finds no string or number in the response of ${req.method} ${req.url.replace(apiBaseUrl, '')}`,
          );
        else carried[c.capture.name] = String(value);
      }
      for (const [k, v] of Object.entries(c.vars)) if (v !== `\${${k}}`) carried[k] = v;
    }
  }
  return count;
}

function checkShell(shellSamples, failures, dir) {
  let n = 0;
  for (const s of shellSamples) {
    const file = path.join(dir, `shell-${n++}.sh`);
    fs.writeFileSync(file, s.value + '\n');
    const r = spawnSync('bash', ['-n', file], {encoding: 'utf8'});
    if (r.status !== 0) {
      const m = r.stderr.match(/line (\d+):/);
      const where = `${s.file}:${s.line + (m ? Number(m[1]) : 1)}`;
      failures.push({
        kind: 'shell',
        where,
        message: `bash -n: ${r.stderr.replaceAll(file + ': ', '').trim()}`,
        sample: s.value,
      });
    }
  }
  return shellSamples.length;
}

function checkTypeScript(tsSamples, failures, dir) {
  if (!tsSamples.length) return 0;
  const tsDir = path.join(dir, 'ts');
  fs.mkdirSync(tsDir, {recursive: true});
  const byFile = new Map();
  const files = tsSamples.map((s, i) => {
    const name = `sample-${String(i).padStart(4, '0')}.${s.lang === 'tsx' ? 'tsx' : 'ts'}`;
    fs.writeFileSync(path.join(tsDir, name), s.value + '\n');
    byFile.set(name, s);
    return name;
  });
  const base = path.relative(tsDir, path.join(repoRoot, 'tests/samples/tsconfig.json'));
  fs.writeFileSync(
    path.join(tsDir, 'tsconfig.json'),
    JSON.stringify(
      {extends: base, compilerOptions: {skipLibCheck: true, noEmit: true, strict: true}, files, include: []},
      null,
      2,
    ),
  );
  const r = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
      '-p',
      path.join(tsDir, 'tsconfig.json'),
      '--pretty',
      'false',
    ],
    {
      cwd: tsDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status !== 0) {
    const lines = r.stdout.split('\n');
    let matched = 0;
    for (let i = 0; i < lines.length; i++) {
      const m = lines[i].match(/^(?:.*[\\/])?(sample-\d+\.tsx?)\((\d+),(\d+)\): error (TS\d+): (.*)$/);
      if (!m) continue;
      matched++;
      let message = m[5];
      while (i + 1 < lines.length && /^\s+/.test(lines[i + 1]) && lines[i + 1].trim())
        message += `\n      ${lines[++i].trim()}`;
      const s = byFile.get(m[1]);
      failures.push({
        kind: 'ts',
        where: `${s.file}:${s.line + Number(m[2])}`,
        message: `${m[4]} (sample line ${m[2]}, column ${m[3]}): ${message}`,
        sample: s.value,
      });
    }
    if (!matched)
      failures.push({
        kind: 'ts',
        where: 'tsc',
        message: `tsc failed without sample diagnostics:\n${r.stdout}${r.stderr}`,
      });
  }
  return tsSamples.length;
}

function checkPython(pySamples, failures, dir) {
  if (!pySamples.length) return 0;
  const pyDir = path.join(dir, 'py');
  fs.mkdirSync(pyDir, {recursive: true});
  const names = pySamples.map((s, i) => {
    const name = path.join(pyDir, `sample_${i}.py`);
    fs.writeFileSync(name, s.value + '\n');
    return name;
  });
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
  const r = spawnSync('python3', ['-c', script, ...names], {encoding: 'utf8'});
  if (r.status !== 0) {
    failures.push({kind: 'python', where: 'python3', message: `python3 failed: ${r.stderr}`});
    return pySamples.length;
  }
  const broken = new Set();
  for (const e of JSON.parse(r.stdout)) {
    const s = pySamples[e.index];
    broken.add(e.index);
    failures.push({
      kind: 'python',
      where: `${s.file}:${s.line + e.line}`,
      message: `py_compile: ${e.msg} (sample line ${e.line})`,
      sample: s.value,
    });
  }
  checkPyright(
    pySamples.filter((_, i) => !broken.has(i)),
    failures,
    path.join(dir, 'pyright'),
  );
  return pySamples.length;
}

export const PYTHON_STUBS = path.join(repoRoot, 'tests/samples/python-stubs');
export const PYTHON_SDK = path.join(repoRoot, 'sdk/python');

/**
 * Type-checks Python samples with pyright (standard mode) against the declared SDK
 * (`sdk/python/mnemora/*.pyi`) and the reviewed minimal stubs of third-party packages
 * (`tests/samples/python-stubs`). Pyright runs in an empty virtual environment, so a package
 * installed on the machine cannot make a sample pass here and fail for a reader.
 * The samples of one page share a directory; a sample with `title="pkg/mod.py"` is written at that
 * path, so the files of one example (a Django app's `services.py`, `views.py`, `urls.py`) import
 * each other as the reader's project would.
 */
function checkPyright(pySamples, failures, dir) {
  if (!pySamples.length) return;
  const venv = path.join(dir, '.venv');
  fs.mkdirSync(path.join(venv, 'lib', 'python3.11', 'site-packages'), {recursive: true});
  fs.writeFileSync(
    path.join(venv, 'pyvenv.cfg'),
    'home = /nonexistent\ninclude-system-site-packages = false\nversion = 3.11.0\n',
  );
  const pages = new Map();
  const byFile = new Map();
  pySamples.forEach((s, i) => {
    if (!pages.has(s.file)) pages.set(s.file, {dir: `page_${pages.size}`, used: new Set()});
    const page = pages.get(s.file);
    const title = s.meta.match(/(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/);
    const wanted = title ? (title[1] ?? title[2] ?? title[3]) : '';
    const safe = /^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*\.py$/.test(wanted) && !page.used.has(wanted);
    const rel = safe ? wanted : `sample_${i}.py`;
    page.used.add(rel);
    const file = path.join(dir, page.dir, rel);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, s.value + '\n');
    byFile.set(path.resolve(file), s);
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
  const r = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/pyright/index.js'), '-p', path.join(dir, 'pyrightconfig.json'), '--outputjson'],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    failures.push({
      kind: 'python',
      where: 'pyright',
      message: `pyright did not report (exit ${r.status}):\n${r.stdout}${r.stderr}`,
    });
    return;
  }
  let matched = 0;
  const reviewed = new Set([
    'mnemora',
    ...fs
      .readdirSync(PYTHON_STUBS, {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
  ]);
  for (const d of report.generalDiagnostics ?? []) {
    if (d.rule === 'reportMissingModuleSource') {
      const module = d.message.match(/Import "([\w.]+)"/)?.[1] ?? '';
      if (reviewed.has(module.split('.')[0])) continue;
      d.severity = 'error';
      d.message = `Import "${module}" resolves only to a stub bundled with pyright: add a reviewed stub to tests/samples/python-stubs (or use a package that has one)`;
    }
    if (d.severity !== 'error') continue;
    const s = byFile.get(path.resolve(d.file));
    if (!s) {
      failures.push({kind: 'python', where: d.file, message: `pyright: ${d.message}`});
      continue;
    }
    matched++;
    const line = d.range.start.line + 1;
    failures.push({
      kind: 'python',
      where: `${s.file}:${s.line + line}`,
      message: `pyright${d.rule ? ` ${d.rule}` : ''} (sample line ${line}, column ${d.range.start.character + 1}): ${d.message}`,
      sample: s.value,
    });
  }
  if (r.status !== 0 && !matched)
    failures.push({
      kind: 'python',
      where: 'pyright',
      message: `pyright failed without sample diagnostics (exit ${r.status}):\n${r.stdout.slice(0, 2000)}${r.stderr}`,
    });
}

/**
 * Ajv validation against the contract's schemas.
 * With `documented: true` (how the docs' JSON samples are checked) the response schemas, which are
 * open so that v1 can add fields, are closed again, and an open string that names its known values
 * (`x-mnemora-known-values: ErrorCode`) must be one of them: a sample shows only what the contract
 * declares today, so a misspelt field or error code in a page still fails.
 * @param {any} contract
 * @param {{ documented?: boolean }} [options]
 */
export function schemaValidator(contract, {documented = false} = {}) {
  const rewrite = (node) => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      if (documented && typeof node['x-mnemora-known-values'] === 'string')
        return {$ref: `#/$defs/${node['x-mnemora-known-values']}`};
      const out = {};
      for (const [k, v] of Object.entries(node)) {
        out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', '#/$defs/') : rewrite(v);
      }
      if (documented && out.type === 'object' && out.properties && out.additionalProperties === undefined)
        out.additionalProperties = false;
      return out;
    }
    return node;
  };
  const ajv = new Ajv2020({allErrors: true, strict: false, validateFormats: true});
  addFormats(ajv);
  ajv.addSchema({$id: 'https://api.mnemora.dev/schemas', $defs: rewrite(contract.components?.schemas ?? {})});
  const names = new Set(Object.keys(contract.components?.schemas ?? {}));
  return {
    names,
    validate(name, value) {
      const fn = ajv.getSchema(`https://api.mnemora.dev/schemas#/$defs/${name}`);
      if (!fn(value))
        return fn.errors.map(
          (e) =>
            `${e.instancePath || '(root)'} ${e.message}${e.params?.additionalProperty ? ` ('${e.params.additionalProperty}')` : ''}${e.params?.allowedValues ? ` (${e.params.allowedValues.join(', ')})` : ''}`,
        );
      return [];
    },
  };
}

function checkJson(jsonSamples, failures, contract) {
  const validator = schemaValidator(contract, {documented: true});
  let none = 0;
  for (const s of jsonSamples) {
    const where = `${s.file}:${s.line}`;
    const meta = s.meta.match(/(?:^|\s)schema=(?:"([^"]*)"|'([^']*)'|(\S+))/);
    if (!meta) {
      failures.push({
        kind: 'json',
        where,
        message: 'json block without schema="Name" (or schema="none") in its meta',
        sample: s.value,
      });
      continue;
    }
    const name = meta[1] ?? meta[2] ?? meta[3];
    let value;
    try {
      value = JSON.parse(s.value);
    } catch (err) {
      const pos = Number(err.message.match(/position (\d+)/)?.[1]);
      const line = Number.isFinite(pos) ? s.value.slice(0, pos).split('\n').length : 1;
      failures.push({
        kind: 'json',
        where: `${s.file}:${s.line + line}`,
        message: `invalid JSON: ${err.message}`,
        sample: s.value,
      });
      continue;
    }
    if (name === 'none') {
      none++;
      continue;
    }
    if (!validator.names.has(name)) {
      failures.push({
        kind: 'json',
        where,
        message: `schema="${name}" is not a schema of the contract (components.schemas)`,
        sample: s.value,
      });
      continue;
    }
    const errors = validator.validate(name, value);
    if (errors.length)
      failures.push({
        kind: 'json',
        where,
        message: `does not match schema ${name}:\n${errors.map((e) => `      - ${e}`).join('\n')}`,
        sample: s.value,
      });
  }
  return {count: jsonSamples.length, none};
}

/** The check a non-shell block gets (shell blocks get `shell`, and `curl` when they call the API). */
function kindOf(s) {
  if (TS_LANGS.has(s.lang)) return 'ts';
  if (PY_LANGS.has(s.lang)) return 'python';
  if (s.lang === 'json') return 'json';
  return 'other';
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------
/**
 * Runs every check. `lines` is the printed report.
 * @param {{ roots?: string[], excludes?: string[], require?: string[], contract?: string, keep?: boolean, kinds?: string[] }} [options]
 * @returns {Promise<{ counts: Counts, failures: Failure[], lines: string[] }>}
 */
export async function checkSamples({
  roots = ['docs'],
  excludes = DEFAULT_EXCLUDES,
  require = [],
  contract: contractFile = contractPath,
  keep = false,
  kinds = KINDS,
} = {}) {
  for (const kind of kinds)
    if (!KINDS.includes(kind)) throw new Error(`kinds: unknown kind ${kind} (kinds: ${KINDS.join(', ')})`);
  const {samples: all, parseErrors} = extractSamples(roots, excludes);
  // `kinds` narrows the run (the translations' Python samples are checked on their own); the
  // secret scan below still covers every block.
  const wanted = (s) =>
    SHELL_LANGS.has(s.lang)
      ? kinds.includes('shell') || kinds.includes('curl')
      : kindOf(s) === 'other'
        ? kinds.length === KINDS.length
        : kinds.includes(kindOf(s));
  const samples = all.filter(wanted);
  const failures = parseErrors.map((e) => ({kind: 'mdx', where: `${e.file}:${e.line}`, message: e.message}));
  const byKind = {curl: [], shell: [], ts: [], python: [], json: [], other: []};
  for (const s of all) {
    if (LIVE_SECRET.test(s.value))
      failures.push({
        kind: 'secret',
        where: `${s.file}:${s.line + 1 + s.value.split('\n').findIndex((l) => LIVE_SECRET.test(l))}`,
        message: 'looks like a live secret key; use $MNEMORA_API_KEY (or an mn_sk_test_ key)',
        sample: s.value,
      });
  }
  for (const s of samples) {
    if (SHELL_LANGS.has(s.lang)) {
      if (kinds.includes('shell')) byKind.shell.push(s);
      if (kinds.includes('curl') && findApiCurls(s.value).length) byKind.curl.push(s);
    } else if (TS_LANGS.has(s.lang)) byKind.ts.push(s);
    else if (PY_LANGS.has(s.lang)) byKind.python.push(s);
    else if (s.lang === 'json') byKind.json.push(s);
    else byKind.other.push(s);
  }
  const contract = loadContract(contractFile);
  const dir = tmpDir();
  const counts = {};
  let mock;
  try {
    if (byKind.curl.length) {
      mock = await startMock(contractFile);
      counts.curl = await checkCurls(byKind.curl, failures, {mock});
    } else counts.curl = 0;
    counts.shell = checkShell(byKind.shell, failures, dir);
    counts.ts = checkTypeScript(byKind.ts, failures, dir);
    counts.python = checkPython(byKind.python, failures, dir);
    const json = checkJson(byKind.json, failures, contract);
    counts.json = json.count;
    counts.jsonNone = json.none;
  } finally {
    mock?.stop();
    if (!keep) fs.rmSync(dir, {recursive: true, force: true});
  }
  const otherLangs = {};
  for (const s of byKind.other) otherLangs[s.lang || '(none)'] = (otherLangs[s.lang || '(none)'] ?? 0) + 1;
  counts.other = byKind.other.length;

  const lines = [];
  lines.push(
    `Samples in ${roots.join(', ')} (excluding ${excludes.join(', ') || 'nothing'}): ${samples.length} code blocks.`,
  );
  lines.push(`  curl:   ${counts.curl} API calls sent to the contract mock`);
  lines.push(`  shell:  ${counts.shell} blocks parsed with bash -n`);
  lines.push(`  ts:     ${counts.ts} blocks type-checked (tsc --strict, @mnemora/sdk)`);
  lines.push(`  python: ${counts.python} blocks compiled (py_compile) and type-checked (pyright standard, sdk/python)`);
  lines.push(
    `  json:   ${counts.json} blocks validated (${counts.json - counts.jsonNone} against a schema, ${counts.jsonNone} schema="none")`,
  );
  lines.push(
    `  other:  ${counts.other} blocks not checked${
      counts.other
        ? ` (${Object.entries(otherLangs)
            .map(([l, n]) => `${l}×${n}`)
            .join(', ')})`
        : ''
    }`,
  );
  for (const kind of require) {
    if (!KINDS.includes(kind)) throw new Error(`--require: unknown kind ${kind} (kinds: ${KINDS.join(', ')})`);
    if (!counts[kind])
      failures.push({
        kind,
        where: roots.join(', '),
        message: `no ${kind} samples found: the docs must contain at least one (is the content there yet?)`,
      });
  }
  const order = (w) => {
    const m = w.match(/^(.*):(\d+)$/);
    return m ? [m[1], Number(m[2])] : [w, 0];
  };
  failures.sort((a, b) => {
    const [fa, la] = order(a.where);
    const [fb, lb] = order(b.where);
    return fa === fb ? la - lb : fa.localeCompare(fb);
  });
  for (const f of failures) {
    lines.push(`✗ ${f.where} [${f.kind}] ${f.message}`);
    if (f.sample) lines.push('    sample:', indent(f.sample));
  }
  lines.push(failures.length ? `✗ ${failures.length} sample problem(s).` : '✓ All samples pass.');
  return {counts, failures, lines};
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  const roots = [];
  const excludes = [];
  let require = [];
  let contract = contractPath;
  let keep = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--root') roots.push(argv[++i]);
    else if (a === '--exclude') excludes.push(argv[++i]);
    else if (a === '--require') require = argv[++i].split(',').filter(Boolean);
    else if (a === '--contract') contract = path.resolve(argv[++i]);
    else if (a === '--keep') keep = true;
    else {
      console.error(`Unknown argument ${a}`);
      process.exit(2);
    }
  }
  checkSamples({
    roots: roots.length ? roots : ['docs'],
    excludes: excludes.length ? excludes : DEFAULT_EXCLUDES,
    require,
    contract,
    keep,
  }).then(
    ({failures, lines}) => {
      console.log(lines.join('\n'));
      process.exit(failures.length ? 1 : 0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
