// Content negotiation of the pages: the single source of the rule for both servers, as
// deploy/headers.ts is for the headers. A request whose Accept header prefers Markdown gets the
// page's Markdown twin (written by src/plugins/llms-txt), one that prefers plain text gets the
// same body as text/plain, everyone else (browsers, curl's `*/*`) gets the HTML.
//   - scripts/serve.ts (npm start) calls negotiate() and twinCandidates();
//   - deploy/nginx/render.ts writes renderNginxNegotiationMaps() into site.conf: nginx cannot
//     parse an Accept header in code (no njs), so the same rule is spelled as chained maps.
// tests/serving/agent-readiness.test.ts feeds both the same Accept headers and requires one answer.
//
// The rule. For each of Markdown (`text/markdown` or `text/x-markdown`), plain text (`text/plain`)
// and HTML, take the q-value of its first entry in Accept (HTML also matches `text/*`, then `*/*`,
// in that order of precedence; Markdown and plain text only count when named, so `*/*` and
// `text/*` alone always mean HTML). A missing q is 1; q-values have at most three decimals
// (RFC 9110 §12.4.2); a malformed one counts as 0. Markdown wins when the client names it with a q
// above 0 and not below HTML's or plain text's: naming Markdown is the choice, so a tie with HTML
// (Claude Code's `text/markdown, */*`, or `text/markdown, text/html`) is Markdown. Plain text wins
// when named with a q above 0, not below HTML's and above Markdown's. Browsers never name either,
// so they get HTML; `text/markdown;q=0` is a no, `text/markdown;q=0.5, text/html` is HTML.
import {translatedLocales} from '../config/i18n';
import {changelogFeedFile} from '../config/platform';
import {assetExtension} from './site-paths';

/** The translated locales' prefixes as a regex alternative (`es|fr|de`). */
const localeAlternatives = translatedLocales.join('|');

/**
 * The answers whose body may come compressed, so they send `Vary: Accept-Encoding` (both
 * servers): these media types (a regex alternative, matched at the start of Content-Type), and
 * the search index's data files by extension, binary types the build precompresses all the same.
 */
export const encodingVaryTypes =
  'text/|application/(?:javascript|json|manifest\\+json|yaml|wasm|linkset\\+json|atom\\+xml)|image/svg\\+xml';
export const pagefindDataExtensions = 'pf_index|pf_fragment|pf_filter|pf_meta|pagefind';

/** What negotiate() chooses instead of the HTML page: the Markdown twin, or the same body as plain text. */
export type TwinKind = 'markdown' | 'plain';

/** One media range of an Accept header and its q-value in thousandths. */
interface AcceptEntry {
  range: string;
  q: number;
}

/** A q-value as thousandths (0 to 1000); a malformed value is 0. */
export function qValue(raw: string | undefined): number {
  if (raw === undefined) return 1000;
  const m = /^(?:(1)(?:\.0{0,3})?|0?(?:\.(\d{1,3}))?|0)$/.exec(raw.trim());
  if (!m || raw.trim() === '') return 0;
  if (m[1] === '1') return 1000;
  return Number(((m[2] ?? '') + '000').slice(0, 3));
}

/** The media ranges of an Accept header: `[{range: 'text/html', q: 900}]`, in order. */
function parseAccept(header = ''): AcceptEntry[] {
  return String(header)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [range = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.map((p) => /^q\s*=\s*(.*)$/i.exec(p)).find((m) => m !== null);
      return {range: range.toLowerCase(), q: qValue(q ? q[1] : undefined)};
    });
}

function firstQ(entries: AcceptEntry[], ranges: readonly string[]): number {
  for (const range of ranges) {
    const entry = entries.find((e) => e.range === range);
    if (entry) return entry.q;
  }
  return 0;
}

/** 'markdown', 'plain' or undefined (HTML) for an Accept header. */
export function negotiate(accept: string | undefined): TwinKind | undefined {
  const entries = parseAccept(accept);
  const first = (test: (range: string) => boolean): number => entries.find((e) => test(e.range))?.q ?? 0;
  const markdown = first((r) => r === 'text/markdown' || r === 'text/x-markdown');
  const plain = first((r) => r === 'text/plain');
  const html = firstQ(entries, ['text/html', 'text/*', '*/*']);
  if (markdown > 0 && markdown >= html && markdown >= plain) return 'markdown';
  if (plain > 0 && plain >= html && plain > markdown) return 'plain';
  return undefined;
}

/** Where a page's twin may be, in order: `/es/intro` → `/es/intro.md`, `/es/intro/index.md`; `/guides/` → `/guides/index.md`, `/guides.md`. */
export function twinCandidates(pathname: string): string[] {
  if (pathname === '/') return ['/index.md'];
  return pathname.endsWith('/')
    ? [`${pathname}index.md`, `${pathname.slice(0, -1)}.md`]
    : [`${pathname}.md`, `${pathname}/index.md`];
}

/**
 * Each locale's changelog feed is Atom: sent as the type its `<link rel="alternate">` announces,
 * not as the text/xml of its extension, or feed readers and validators take it for plain XML.
 */
export const feedType = 'application/atom+xml';
/** The feed's paths in every locale (`/changelog.xml`, `/es/changelog.xml`), as a regex source. */
export const feedPathPattern = `^/(?:(?:${localeAlternatives})/)?${changelogFeedFile.slice(1).replace(/\./g, '\\.')}$`;

/** Home pages (each locale's root) also announce the API catalog (RFC 9727). */
export const apiCatalogPath = '/.well-known/api-catalog';
export const apiCatalogType = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

function isHomeTwin(twinPath: string): boolean {
  return new RegExp(`^/(?:(?:${localeAlternatives})/)?index\\.md$`).test(twinPath);
}

/** The Link header of a page (HTML or its negotiated twin) whose twin is `twinPath`. */
export function linkHeader(twinPath: string, {servedTwin = false}: {servedTwin?: boolean} = {}): string {
  const links = servedTwin ? [] : [`<${twinPath}>; rel="alternate"; type="text/markdown"`];
  if (isHomeTwin(twinPath)) links.push(`<${apiCatalogPath}>; rel="api-catalog"`);
  return links.join(', ');
}

export const contentTypes: Record<TwinKind, string> = {
  markdown: 'text/markdown; charset=utf-8',
  plain: 'text/plain; charset=utf-8',
};

// ---------------------------------------------------------------------------------------------
// nginx

/** Parameters of a media range other than q, then its q (captured), then the end of the entry. */
function rangeRegex(range: string, capture: string): string {
  return `~*(?:^|,)\\s*${range}\\s*(?:;(?!\\s*q\\s*=)[^,;]*)*(?:;\\s*q\\s*=\\s*(?<${capture}>[^,;\\s]*))?\\s*(?:[;,]|$)`;
}

/** A map from a raw `q…` string (`q`, `q0.9`) to four-digit thousandths (`1000`, `0900`). */
function normaliseMap(from: string, to: string, prefix: string): string {
  return [
    `map ${from} ${to} {`,
    '    default 0000;',
    '    q 1000;',
    '    "~^q1(?:\\.0{0,3})?$" 1000;',
    `    "~^q0?\\.(?<${prefix}1>[0-9])$" 0\${${prefix}1}00;`,
    `    "~^q0?\\.(?<${prefix}2>[0-9]{2})$" 0\${${prefix}2}0;`,
    `    "~^q0?\\.(?<${prefix}3>[0-9]{3})$" 0\${${prefix}3};`,
    '}',
  ].join('\n');
}

/**
 * `a > b` for two four-digit strings "a:b": after their common prefix (a backreference), a's
 * next digit is the greater one.
 */
function greaterMap(from: string, to: string, capture: string): string {
  const alternatives = Array.from({length: 9}, (_, i) => `${i + 1}[0-9]*:\\k<${capture}>[0-${i}]`).join('|');
  return [`map "${from}" ${to} {`, '    default 0;', `    "~^(?<${capture}>[0-9]*)(?:${alternatives})" 1;`, '}'].join(
    '\n',
  );
}

/** nginx maps (http level) that compute `$mnemora_twin_kind` (markdown, plain or empty) and the twin candidates of `$uri`. */
export function renderNginxNegotiationMaps(): string {
  return [
    '# Content negotiation (deploy/negotiation.ts, generated): the rule of negotiate() as chained maps.',
    '# Raw q of the first Markdown, plain-text and HTML entries ("q" alone: no q given, i.e. 1).',
    'map $http_accept $mnemora_q_md_raw {',
    '    default "";',
    `    "${rangeRegex('text/(?:x-)?markdown', 'mnemora_qmd')}" q$mnemora_qmd;`,
    '}',
    'map $http_accept $mnemora_q_plain_raw {',
    '    default "";',
    `    "${rangeRegex('text/plain', 'mnemora_qpl')}" q$mnemora_qpl;`,
    '}',
    '# HTML: text/html, else text/*, else */* (regexes are tried in the order written).',
    'map $http_accept $mnemora_q_html_raw {',
    '    default "";',
    `    "${rangeRegex('text/html', 'mnemora_qh1')}" q$mnemora_qh1;`,
    `    "${rangeRegex('text/\\*', 'mnemora_qh2')}" q$mnemora_qh2;`,
    `    "${rangeRegex('\\*/\\*', 'mnemora_qh3')}" q$mnemora_qh3;`,
    '}',
    normaliseMap('$mnemora_q_md_raw', '$mnemora_q_md', 'mnemora_nmd'),
    normaliseMap('$mnemora_q_plain_raw', '$mnemora_q_plain', 'mnemora_npl'),
    normaliseMap('$mnemora_q_html_raw', '$mnemora_q_html', 'mnemora_nh'),
    greaterMap('$mnemora_q_html:$mnemora_q_md', '$mnemora_html_over_md', 'mnemora_c1'),
    greaterMap('$mnemora_q_plain:$mnemora_q_md', '$mnemora_plain_over_md', 'mnemora_c2'),
    greaterMap('$mnemora_q_html:$mnemora_q_plain', '$mnemora_html_over_plain', 'mnemora_c3'),
    'map $mnemora_q_md $mnemora_md_named {',
    '    default 1;',
    '    0000 0;',
    '}',
    'map $mnemora_q_plain $mnemora_plain_named {',
    '    default 1;',
    '    0000 0;',
    '}',
    '# Markdown: named, HTML not above it, plain text not above it. Plain text: named, HTML not above',
    '# it, above Markdown. Key: md named, html>md, plain>md, plain named, html>plain.',
    'map "$mnemora_md_named$mnemora_html_over_md$mnemora_plain_over_md$mnemora_plain_named$mnemora_html_over_plain" $mnemora_twin_kind {',
    '    default "";',
    '    "~^100..$" markdown;',
    '    "~^..110$" plain;',
    '}',
    '# The twin candidates of a page path (twinCandidates()); none for a path with an extension.',
    'variables_hash_max_size 2048;',
    'map $uri $mnemora_twin_a {',
    '    default "";',
    '    / /index.md;',
    `    "~${assetExtension}" "";`,
    '    "~^(?<mnemora_ta1>/.*)/$" $mnemora_ta1/index.md;',
    '    "~^(?<mnemora_ta2>/.+)$" $mnemora_ta2.md;',
    '}',
    'map $uri $mnemora_twin_b {',
    '    default "";',
    `    "~${assetExtension}" "";`,
    '    "~^(?<mnemora_tb1>/.+)/$" $mnemora_tb1.md;',
    '    "~^(?<mnemora_tb2>/.*[^/])$" $mnemora_tb2/index.md;',
    '}',
    '# The twin found for the request: routes.conf `set`s it, at server level, after the clean-path',
    '# redirect. The maps below read it on every answer, also on those that never reach that `set` (a',
    '# .html redirect, a request nginx rejects before routing, the TLS redirect servers): this default',
    '# makes it empty there, where it would be uninitialized (nginx warns in its error log each time).',
    'map "" $mnemora_twin {',
    '    default "";',
    '}',
    '# Where a negotiated request is rewritten to: the twin, through the location of its type.',
    'map "$mnemora_twin_kind:$mnemora_twin" $mnemora_twin_route {',
    '    default "";',
    '    "~^(?<mnemora_tk>markdown|plain):(?<mnemora_tp>/.+)$" /.mnemora-twin/$mnemora_tk$mnemora_tp;',
    '}',
    '# Link (linkHeader()): the twin of an HTML page; the API catalog on the home pages, HTML or twin.',
    'map "$mnemora_twin_route|$mnemora_twin" $mnemora_link {',
    '    default "";',
    `    "~^\\|(?<mnemora_lh>/(?:(?:${localeAlternatives})/)?index\\.md)$" '<$mnemora_lh>; rel="alternate"; type="text/markdown", <${apiCatalogPath}>; rel="api-catalog"';`,
    `    "~^\\|(?<mnemora_lp>/.+)$" '<$mnemora_lp>; rel="alternate"; type="text/markdown"';`,
    `    "~^/.+\\|/(?:(?:${localeAlternatives})/)?index\\.md$" '<${apiCatalogPath}>; rel="api-catalog"';`,
    '}',
    '# Vary: Accept on every page that has a twin (its answer depends on Accept), Accept-Encoding on',
    '# every compressible type (the types of compression.conf; gzip_vary is off: one Vary header),',
    "# and on the search index's data files, sent precompressed though their type is binary.",
    'map "$mnemora_twin|$uri|$sent_http_content_type" $mnemora_vary {',
    '    default "";',
    '    "~^/[^|]*\\|" "Accept, Accept-Encoding";',
    '    "~^\\|/mcp\\|" "Origin, Accept-Encoding";',
    `    "~^\\|/pagefind/[^|]*\\.(?:${pagefindDataExtensions})\\|" Accept-Encoding;`,
    `    "~^\\|[^|]*\\|(?:${encodingVaryTypes})" Accept-Encoding;`,
    '}',
    '# Markdown twins are for agents: search engines index the HTML page.',
    'map "$sent_http_content_type|$mnemora_twin_route" $mnemora_robots {',
    '    default "";',
    '    "~^text/markdown" noindex;',
    '    "~\\|/.+$" noindex;',
    '}',
    '',
  ].join('\n');
}
