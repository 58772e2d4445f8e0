/**
 * Reads the curl command of a documentation sample as the HTTP request it sends: the sample
 * checks send it to a mock of the contract, and the concept pages' "Try it" opens the console
 * with it (src/remark/try-it-samples.ts). Options that do not change the request (-s, -o, -w,
 * timeouts, …) are accepted and ignored; any other option fails, naming it.
 */
import {shellTokens} from './shell';

/** The key `$MNEMORA_API_KEY` stands for when a sample is run against a mock. */
export const TEST_API_KEY = 'mn_sk_test_4eC39HqLyjWDarjtT1zdp7dc';

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
  for (let i = 0; i < args.length; i++) {
    let a = args[i]!;
    const takeValue = (): string => {
      if (i + 1 >= args.length) throw new Error(`curl option ${a} needs a value`);
      return args[++i]!;
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
      const [name = a, ...rest] = a.split('=');
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
