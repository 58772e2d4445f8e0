// The single source of the portal's HTTP response headers: security headers, the Content
// Security Policy and the caching rules. Both deployment targets are generated from it:
//   - deploy/nginx/ (rendered by deploy/nginx/render.ts: scripts/serve-prod.ts, scripts/render-nginx.ts)
//   - deploy/_headers for static hosts that read one (scripts/generate-headers.ts)
// so the two cannot drift. Change a header here, never in a generated file.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {translatedLocales} from '../config/i18n';
import {portalUrl, tryItLiveSettings} from '../config/platform';
import {apiCatalogPath, apiCatalogType, linkHeader} from './negotiation';

/** This directory: the reviewed inline-script list and the generated `_headers` live here. */
export const deployDir = __dirname;

/** Locale prefixes the site is served under ('' is English at the root). */
export const localePrefixes = ['', ...translatedLocales.map((locale) => `/${locale}`)];

/** The production host; `www.` is redirected to it (deploy/nginx/server-tls.conf.template, or the TLS front). */
export const canonicalHost = new URL(portalUrl).host;

/**
 * Sent on every response: page, asset, redirect and 404 alike (nginx `always`).
 * Order is the order they are emitted in.
 */
export const securityHeaders = {
  // Two years, subdomains included; not `preload` (that is a separate, hard-to-undo commitment).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features Chromium, Firefox and Safari recognise: an unknown feature logs a console error.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Legacy twin of `frame-ancestors 'none'` for old browsers.
  'X-Frame-Options': 'DENY',
};

/**
 * Headers of content negotiation (deploy/negotiation.ts), sent only where they apply: their
 * nginx maps (renderNginxNegotiationMaps) give an empty value elsewhere, and nginx adds no header
 * whose value is empty. Vary: `Accept, Accept-Encoding` on pages, `Accept-Encoding` on other
 * compressible types; Link: a page's Markdown twin (and the API catalog on home pages);
 * X-Robots-Tag: `noindex` on Markdown twins.
 */
const negotiationHeaders = {Vary: '$mnemora_vary', Link: '$mnemora_link', 'X-Robots-Tag': '$mnemora_robots'};

/** Every header name the header matrix requires on every response kind. */
export const requiredHeaderNames = [...Object.keys(securityHeaders), 'Content-Security-Policy'];

/**
 * The Content Security Policy for a set of inline-script hashes (`sha256-…`, without quotes).
 * - script-src: own origin plus the reviewed hashes of the inline scripts Docusaurus emits
 *   (deploy/csp-inline-scripts.json); never 'unsafe-inline'. 'wasm-unsafe-eval' lets the
 *   planned Pagefind search compile its WebAssembly (served same-origin from /pagefind/); it
 *   allows WebAssembly compilation only, not JavaScript eval().
 * - style-src 'unsafe-inline': React renders `style` attributes (tabs, details, the
 *   announcement bar colours) and Mermaid writes <style> into its SVGs. Styles cannot run code,
 *   so this does not weaken the script policy.
 * - form-action 'self': the not-found page's search box is a plain GET form to the locale's
 *   search page (it works before and without JavaScript); forms may submit to this origin only.
 * - connect-src: this origin, plus the API gateway's origin only when the request console's live
 *   mode is on (config/platform.ts `tryItLiveSettings`); with it off the page can reach nothing else.
 */
export function contentSecurityPolicy(
  hashes: readonly string[],
  live: ReturnType<typeof tryItLiveSettings> = tryItLiveSettings(),
): string {
  const sortedHashes = [...new Set(hashes)].sort().map((h) => `'${h}'`);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...sortedHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(live.enabled ? [live.origin] : [])],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The reviewed inline scripts (see scripts/csp-hashes.ts). */
export const inlineScriptsFile = join(deployDir, 'csp-inline-scripts.json');

/** One reviewed inline script: its CSP hash, the locales whose pages run it, and what it is. */
interface ReviewedScript {
  hash: string;
  locales: string[];
  what: string;
}

/** The reviewed list (deploy/csp-inline-scripts.json): the date of the last review and the scripts. */
export interface InlineScriptAllowlist {
  reviewed?: string;
  scripts: ReviewedScript[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads and checks the reviewed list; a malformed entry fails, naming the file and the entry. */
export function readInlineScriptAllowlist(file = inlineScriptsFile): InlineScriptAllowlist {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const entries: unknown[] | undefined = isRecord(data) && Array.isArray(data.scripts) ? data.scripts : undefined;
  if (!isRecord(data) || !entries) throw new Error(`${file}: "scripts" must be an array`);
  const scripts = entries.map((entry, i): ReviewedScript => {
    const {hash, locales, what}: Record<string, unknown> = isRecord(entry) ? entry : {};
    if (typeof hash !== 'string' || !/^sha256-[A-Za-z0-9+/]{43}=$/.test(hash))
      throw new Error(`${file}: scripts[${i}].hash is not a sha256 CSP source`);
    if (!isStringList(locales) || locales.length === 0)
      throw new Error(`${file}: scripts[${i}].locales must list locales`);
    if (typeof what !== 'string' || !what) throw new Error(`${file}: scripts[${i}].what must say what the script is`);
    return {hash, locales, what};
  });
  return {reviewed: typeof data.reviewed === 'string' ? data.reviewed : undefined, scripts};
}

/** The CSP the site is served with: built from the reviewed allowlist. */
export function siteCsp(allowlist: Pick<InlineScriptAllowlist, 'scripts'> = readInlineScriptAllowlist()): string {
  return contentSecurityPolicy(allowlist.scripts.map((s) => s.hash));
}

/**
 * Caching. Content-hashed files are immutable for a year; everything else (HTML, 404 pages,
 * sitemap, llms.txt, /pagefind/pagefind*.js entry points, images under /img/ other than the
 * content-hashed social cards, the OpenAPI
 * files) must revalidate on every use (`no-cache` still lets the browser keep a copy and
 * answer from it after a cheap 304). Rules are paths under every locale prefix; `*` matches
 * anything (including `/`). The first matching rule wins; `revalidate` applies otherwise and
 * to every non-success response (a missing asset's 404 is never cached as immutable).
 */
export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** A caching rule: a path under every locale prefix (`*` matches anything) and its Cache-Control. */
interface CacheRule {
  path: string;
  cacheControl: string;
  why: string;
}

const cacheRules: CacheRule[] = [
  {path: '/assets/*', cacheControl: immutable, why: 'webpack/rspack output, content hash in every name'},
  {path: '/pagefind/fragment/*', cacheControl: immutable, why: 'Pagefind fragments, content-hashed names'},
  {path: '/pagefind/index/*', cacheControl: immutable, why: 'Pagefind index chunks, content-hashed names'},
  {path: '/pagefind/filter/*', cacheControl: immutable, why: 'Pagefind filter chunks, content-hashed names'},
  {path: '/pagefind/pagefind.*.pf_meta', cacheControl: immutable, why: 'Pagefind metadata, content-hashed name'},
  {
    path: '/img/cards/*',
    cacheControl: immutable,
    why: 'social cards (src/plugins/social-cards), content hash in every name',
  },
];

/** Paths that must revalidate, written out for static hosts (nginx uses `revalidate` as the default). */
const revalidatePaths = [
  '/',
  '/404.html',
  '/sitemap.xml',
  '/llms.txt',
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-ui.js',
  '/pagefind/pagefind-entry.json',
];

/** `/assets/*` → `^/(?:(?:es|fr|de)/)?assets/.*$` (an nginx/PCRE regex over $uri). */
function pathRuleRegex(path: string): string {
  const locales = localePrefixes.filter(Boolean).map((p) => p.slice(1));
  const body = path
    .slice(1)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return `^/(?:(?:${locales.join('|')})/)?${body}$`;
}

/** The Cache-Control of a successful response for a URL path, by the rules above. */
export function cacheControlFor(pathname: string): string {
  const rule = cacheRules.find((r) => new RegExp(pathRuleRegex(r.path)).test(pathname));
  return rule ? rule.cacheControl : revalidate;
}

/**
 * `_headers` for static hosts (Netlify, Cloudflare Pages). Those hosts join the values of a
 * header set by two matching rules, so Cache-Control is never set by the catch-all rule: the
 * catch-all carries the security headers, specific rules carry Cache-Control, and HTML pages
 * keep the hosts' default (`max-age=0, must-revalidate`, i.e. revalidate).
 */
export function renderHeadersFile(csp: string): string {
  const lines = [
    '# Generated by scripts/generate-headers.ts from deploy/headers.ts and',
    '# deploy/csp-inline-scripts.json: do not edit by hand. Copy it into build/ before uploading',
    '# to a static host that reads `_headers` (Netlify, Cloudflare Pages).',
    '',
    '/*',
  ];
  for (const [name, value] of Object.entries(securityHeaders)) lines.push(`  ${name}: ${value}`);
  lines.push(`  Content-Security-Policy: ${csp}`);
  for (const rule of cacheRules) {
    for (const prefix of localePrefixes) {
      lines.push('', `${prefix}${rule.path}`, `  Cache-Control: ${rule.cacheControl}`);
    }
  }
  for (const path of revalidatePaths) {
    for (const prefix of localePrefixes) {
      const p = path === '/' ? `${prefix}/` : `${prefix}${path}`;
      lines.push('', p, `  Cache-Control: ${revalidate}`);
    }
  }
  // What a static host can say of the agents' files without content negotiation (deploy/README.md):
  // the API catalog's type, and the home pages' Link to their twin and to the catalog.
  lines.push('', apiCatalogPath, `  Content-Type: ${apiCatalogType}`);
  for (const prefix of localePrefixes) lines.push('', `${prefix}/`, `  Link: ${linkHeader(`${prefix}/index.md`)}`);
  return `${lines.join('\n')}\n`;
}

/** Escapes a value for a double-quoted nginx string. */
function nginxString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * nginx snippet: the Cache-Control map (http level) and the header lines (server level). The
 * map keys on the final status and $uri, so a 404 for a missing asset revalidates and a 404
 * page rendered through error_page gets the 404 page's rule.
 */
export function renderNginxCacheMap(): string {
  const lines = ['map "$status $uri" $mnemora_cache_control {', `    default ${nginxString(revalidate)};`];
  for (const rule of cacheRules) {
    const re = pathRuleRegex(rule.path).replace(/^\^/, '^(?:200|206|304) ');
    lines.push(`    ${nginxString(`~${re}`)} ${nginxString(rule.cacheControl)};`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** The nginx variable that carries a header's value: `X-Frame-Options` → `$mnemora_h_x_frame_options`. */
function headerVariable(name: string): string {
  return `$mnemora_h_${name.toLowerCase().replace(/-/g, '_')}`;
}

/** Options of the nginx header snippets: `omit` drops headers (planted-fault tests only). */
export interface HeaderOptions {
  omit?: readonly string[];
}

/**
 * nginx snippet (http level): one map per header giving its value, except on a 416, where it
 * is empty (add_header then adds nothing). nginx builds the 416 for an unsatisfiable Range
 * after the header filters have already run once for the 200 it was going to send, then runs
 * them again: the first pass has added every header, a second add would send each one twice.
 * `volatile`: evaluated on each pass, never cached for the request ($status changes between
 * the two passes). tests/serving/hardening.test.ts counts every header on every status.
 */
export function renderNginxHeaderMaps(csp: string, {omit = []}: HeaderOptions = {}): string {
  const all = {...securityHeaders, 'Content-Security-Policy': csp};
  const lines = ['# Generated from deploy/headers.ts: each header once per response, 416 included.'];
  // The 416 keeps the first pass's Cache-Control: a request with a Range header revalidates,
  // so an error is never cached as immutable.
  lines.push(
    'map $http_range $mnemora_cache_control_unranged {',
    '    default "no-cache";',
    '    "" $mnemora_cache_control;',
    '}',
  );
  const guarded: [string, string][] = [
    ...Object.entries(all).filter(([name]) => !omit.includes(name)),
    ['Cache-Control', '$mnemora_cache_control_unranged'],
    ...Object.entries(negotiationHeaders),
  ];
  for (const [name, value] of guarded) {
    lines.push(
      `map $status ${headerVariable(name)} {`,
      '    volatile;',
      `    default ${value.startsWith('$') ? value : nginxString(value)};`,
      '    416 "";',
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** nginx snippet (server level): the add_header lines, reading the maps of renderNginxHeaderMaps. */
export function renderNginxHeaders(csp: string, {omit = []}: HeaderOptions = {}): string {
  const all = {...securityHeaders, 'Content-Security-Policy': csp};
  const lines = [
    '# Generated from deploy/headers.ts: do not edit. Included at server level in every server',
    '# block; no location may use add_header (it would drop these, nginx does not merge them).',
    '# The values come from the maps beside the Cache-Control map in site.conf (each header once).',
  ];
  for (const name of Object.keys(all)) {
    if (omit.includes(name)) continue;
    lines.push(`add_header ${name} ${headerVariable(name)} always;`);
  }
  lines.push(`add_header Cache-Control ${headerVariable('Cache-Control')} always;`);
  for (const name of Object.keys(negotiationHeaders)) lines.push(`add_header ${name} ${headerVariable(name)} always;`);
  return `${lines.join('\n')}\n`;
}
