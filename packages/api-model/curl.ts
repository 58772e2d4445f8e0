/**
 * Reads the curl command of a documentation sample as the HTTP request it sends: the sample
 * checks send it to a mock of the contract, and the concept pages' "Try it" opens the console
 * with it (src/remark/try-it-samples.ts). Options that do not change the request (-s, -o, -w,
 * timeouts, …) are accepted and ignored; any other option fails, naming it.
 */
import {parseArgs, type ParseArgsConfig} from 'node:util';
import {shellTokens} from './shell';

/** The key `$MNEMORA_API_KEY` stands for when a sample is run against a mock. */
export const TEST_API_KEY = 'mn_sk_test_7Hd3Kp9QwX2mLs5VbT8nRc4Y';

// The options a sample may use, by their long names; parseArgs reads their short forms and
// groups of short flags (-sS) too.
const CURL_OPTIONS = {
  silent: {type: 'boolean', short: 's'},
  'show-error': {type: 'boolean', short: 'S'},
  include: {type: 'boolean', short: 'i'},
  verbose: {type: 'boolean', short: 'v'},
  fail: {type: 'boolean', short: 'f'},
  'fail-with-body': {type: 'boolean'},
  location: {type: 'boolean', short: 'L'},
  'no-buffer': {type: 'boolean', short: 'N'},
  compressed: {type: 'boolean'},
  get: {type: 'boolean', short: 'G'},
  head: {type: 'boolean', short: 'I'},
  insecure: {type: 'boolean', short: 'k'},
  'http1.1': {type: 'boolean'},
  http2: {type: 'boolean'},
  request: {type: 'string', short: 'X'},
  header: {type: 'string', short: 'H'},
  data: {type: 'string', short: 'd'},
  'data-raw': {type: 'string'},
  'data-binary': {type: 'string'},
  'data-ascii': {type: 'string'},
  'data-urlencode': {type: 'string'},
  json: {type: 'string'},
  output: {type: 'string', short: 'o'},
  'write-out': {type: 'string', short: 'w'},
  url: {type: 'string'},
  'max-time': {type: 'string', short: 'm'},
  'connect-timeout': {type: 'string'},
  retry: {type: 'string'},
  'retry-delay': {type: 'string'},
  'retry-max-time': {type: 'string'},
  'user-agent': {type: 'string', short: 'A'},
} satisfies ParseArgsConfig['options'];
const isCurlOption = (name: string): name is keyof typeof CURL_OPTIONS => Object.hasOwn(CURL_OPTIONS, name);

/** The HTTP request a curl command sends. */
export interface CurlRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | undefined;
  stream: boolean;
}

/**
 * Parses one curl command (continuations already joined), or throws with a readable reason.
 * `vars` are the shell variables the sample sets.
 */
export function parseCurl(text: string, vars: Record<string, string> = {}): CurlRequest {
  const undefinedVars = new Set<string>();
  const env = (key: string): string => {
    const value = key === 'MNEMORA_API_KEY' ? (vars[key] ?? TEST_API_KEY) : vars[key];
    if (value !== undefined) return value;
    undefinedVars.add(key);
    return `\${${key}}`;
  };
  const tokens = shellTokens(text, env);
  const start = tokens.indexOf('curl');
  if (start < 0) throw new Error('no curl command found');
  const args: string[] = [];
  for (const t of tokens.slice(start + 1)) {
    if (typeof t !== 'string') break; // |, &&, ;, > ...: the end of the curl command
    args.push(t);
  }
  if (undefinedVars.size)
    throw new Error(
      `uses shell variables that the sample never sets: ${[...undefinedVars].map((v) => `$${v}`).join(', ')}`,
    );
  let method: string | undefined;
  let url: string | undefined;
  const headers: [string, string][] = [];
  const data: string[] = [];
  let get = false;
  let stream = false;
  let json = false;
  const {tokens: options} = parseArgs({
    args,
    options: CURL_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of options) {
    if (token.kind === 'positional') {
      if (url) throw new Error(`more than one URL (${url}, ${token.value})`);
      url = token.value;
      continue;
    }
    if (token.kind !== 'option') continue;
    const {name, rawName, value} = token;
    if (!isCurlOption(name)) throw new Error(`unsupported curl option ${rawName}`);
    if (CURL_OPTIONS[name].type === 'boolean') {
      if (name === 'no-buffer') stream = true;
      if (name === 'get') get = true;
      if (name === 'head') method = 'HEAD';
      continue;
    }
    if (value === undefined) throw new Error(`curl option ${rawName} needs a value`);
    switch (name) {
      case 'request':
        method = value.toUpperCase();
        break;
      case 'header': {
        const idx = value.indexOf(':');
        if (idx <= 0) throw new Error(`malformed header "${value}"`);
        headers.push([value.slice(0, idx).trim(), value.slice(idx + 1).trim()]);
        break;
      }
      case 'json':
        json = true;
      // falls through
      case 'data':
      case 'data-raw':
      case 'data-binary':
      case 'data-ascii':
      case 'data-urlencode':
        if (value.startsWith('@') && name !== 'data-raw')
          throw new Error(`body read from a file (${rawName} ${value}) cannot be checked; inline the JSON`);
        data.push(value);
        break;
      case 'url':
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
  let body: string | undefined;
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
