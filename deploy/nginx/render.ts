// Renders the nginx configuration from the templates in this directory and deploy/headers.ts.
// Used by scripts/serve-prod.ts (loopback, foreground) and scripts/render-nginx.ts (servers).
import {copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {feedPathPattern, renderNginxNegotiationMaps} from '../negotiation';
import {assetExtension, indexRoutesOf} from '../site-paths';
import {
  canonicalHost as defaultHost,
  renderNginxCacheMap,
  renderNginxHeaderMaps,
  renderNginxHeaders,
  siteCsp,
} from '../headers';

/** The templates and mime.types sit beside this file. */
const here = __dirname;

export const nginxBinary = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Debian's brotli modules (libnginx-mod-http-brotli-filter and -static), when installed. */
const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

export function brotliAvailable(): boolean {
  return brotliModules.every((m) => existsSync(m));
}

/**
 * Where the docs MCP server's Node process listens (`upstream`, host:port) and the requests one
 * client address may send it (`rate`, nginx syntax, and `burst`).
 */
export interface McpOptions {
  upstream?: string;
  rate?: string;
  burst?: number;
}

/** The docs MCP server's Node process and the requests per second one client address may send it. */
const defaultMcp: Required<McpOptions> = {upstream: '127.0.0.1:3001', rate: '10r/s', burst: 20};

/**
 * What one client address may hold (limits.conf.template): requests in flight at once, and the
 * seconds it may take to send its header or body, to read the answer, and to stay idle between
 * requests.
 */
export interface LimitOptions {
  connectionsPerAddress?: number;
  clientTimeoutSeconds?: number;
  keepaliveTimeoutSeconds?: number;
}

/**
 * 32 requests in flight per address is far above what a browser opens (6 connections per host
 * over HTTP/1.1, one over HTTP/2) or an agent needs, and far below a worker's connections; 10 s
 * to send a header is long for any real client on any network, short for a socket held open on
 * purpose (nginx's default is 60 s).
 */
export const defaultLimits: Required<LimitOptions> = {
  connectionsPerAddress: 32,
  clientTimeoutSeconds: 10,
  keepaliveTimeoutSeconds: 15,
};

/** An address or CIDR block nginx's set_real_ip_from takes (`10.0.0.0/8`, `::1`, `unix:`). */
const trustedProxyPattern =
  /^(?:unix:|(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?:\/\d{1,3})?)$/;

/**
 * The real_ip settings: with trusted fronts, the client address of every request (the rate and
 * connection limits, the access log) is the one the front put in X-Forwarded-For, read from the
 * right and skipping the fronts themselves, so an address a client writes into the header is
 * never believed; without, the peer's address.
 */
function renderRealIp(trustedProxies: readonly string[]): string {
  if (trustedProxies.length === 0)
    return "# No trusted front (render with --trusted-proxy): client addresses are the peers' own.\n";
  const bad = trustedProxies.filter((p) => !trustedProxyPattern.test(p));
  if (bad.length > 0)
    throw new Error(
      `renderSite: trustedProxies must be addresses or CIDR blocks (10.0.0.0/8, ::1, unix:), not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    );
  return [
    '# The client is the address the trusted front (a load balancer, a CDN, a TLS terminator) saw:',
    '# the rightmost X-Forwarded-For entry that is not a front itself. Anything a client wrote',
    '# further left is ignored, and a request that does not come from a front keeps its own address.',
    ...trustedProxies.map((p) => `set_real_ip_from ${p};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
    '',
  ].join('\n');
}

function checkLimits(limits: Required<LimitOptions>): void {
  for (const [key, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`renderSite: limits.${key} must be a whole number of at least 1, not ${value}`);
  }
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined) throw new Error(`Template placeholder ${whole} has no value`);
    return value;
  });
}

function template(name: string): string {
  return readFileSync(join(here, name), 'utf8');
}

/** TLS settings of a rendered config: nginx terminates TLS itself (server-tls.conf.template). */
export interface TlsOptions {
  certificate: string;
  certificateKey: string;
  /** The CA chain, to verify OCSP answers. */
  trustedCertificate?: string;
  /** The DNS resolver nginx asks for OCSP (default 127.0.0.1). */
  resolver?: string;
  httpListen: string;
  httpsListen: string;
  /** The public HTTPS port, for the redirects (default 443). */
  httpsPort?: number;
}

function checkTls(tls: TlsOptions): void {
  for (const key of ['certificate', 'certificateKey', 'httpListen', 'httpsListen'] as const) {
    if (!tls[key]) throw new Error(`renderSite: tls.${key} is required when nginx terminates TLS`);
  }
  for (const key of ['certificate', 'certificateKey', 'trustedCertificate'] as const) {
    const file = tls[key];
    if (file && !existsSync(file)) throw new Error(`renderSite: tls.${key} ${file} does not exist`);
  }
}

/** What renderSite writes from. */
export interface RenderSiteOptions {
  /** The build directory nginx serves. */
  root: string;
  /** nginx's `listen` without TLS (`80`, `127.0.0.1:8080`). */
  listen?: string;
  confDir: string;
  csp?: string;
  brotli?: boolean;
  host?: string;
  omitHeaders?: readonly string[];
  tls?: TlsOptions;
  mcp?: McpOptions;
  limits?: LimitOptions;
  /** Addresses or CIDR blocks of the fronts whose X-Forwarded-For names the client. */
  trustedProxies?: readonly string[];
}

/** The directory written, and the CSP and compression it was rendered with. */
export interface RenderedSite {
  dir: string;
  csp: string;
  brotli: boolean;
}

/**
 * The clean-path map's rule for the index routes other than `/` (which has its own rule): their
 * `/index`, `/index.html` and `.html` forms redirect to the path with its slash (`/es/guides/`),
 * as cleanPathFor does. Placed before the general rules: the first regex that matches wins.
 */
function renderIndexRouteRule(indexRoutes: ReadonlySet<string>): string {
  const dirs = [...indexRoutes]
    .filter((route) => route !== '/')
    .map((route) => route.slice(1, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
  if (dirs.length === 0) return '    # (no index route but / in this build)';
  return `    "~^(?:[/\\x5C]|%2[Ff]|%5[Cc])+(?<mnemora_pi>${dirs.join('|')})(?:/index(?:\\.html)?|\\.html)(?<mnemora_qi>\\?.*)?$" /$mnemora_pi/$mnemora_qi;`;
}

/**
 * Writes site.conf and its snippets (routes.conf, security-headers.conf, compression.conf,
 * mime.types, and tls.conf with `tls`) into confDir. Without `tls` the server listens on
 * `listen` over plain HTTP (TLS terminated in front); with it, nginx serves HTTPS itself and
 * redirects http:// and www. to https://host. `omitHeaders` exists only for the planted-fault
 * test of the header matrix.
 * `mcp` places the docs MCP server's Node process (`upstream`, host:port) and its per-address
 * rate (`rate`, nginx syntax, and `burst`).
 */
export function renderSite({
  root,
  listen,
  confDir,
  csp = siteCsp(),
  brotli = brotliAvailable(),
  host = defaultHost,
  omitHeaders = [],
  tls,
  mcp = {},
  limits = {},
  trustedProxies = [],
}: RenderSiteOptions): RenderedSite {
  const dir = resolve(confDir);
  mkdirSync(dir, {recursive: true});
  const mcpSettings = {...defaultMcp, ...mcp};
  const limitSettings = {...defaultLimits, ...limits};
  checkLimits(limitSettings);
  if (!/^[A-Za-z0-9.[\]:-]+:\d+$/.test(mcpSettings.upstream))
    throw new Error(`renderSite: mcp.upstream must be host:port, not "${mcpSettings.upstream}"`);
  if (!/^\d+r\/[sm]$/.test(mcpSettings.rate))
    throw new Error(`renderSite: mcp.rate must be like 10r/s, not "${mcpSettings.rate}"`);
  if (!Number.isInteger(mcpSettings.burst) || mcpSettings.burst < 1)
    throw new Error(
      `renderSite: mcp.burst must be a whole number of at least 1 (nginx refuses burst=0), not ${mcpSettings.burst}`,
    );
  const base = {
    ROOT: resolve(root),
    CONF_DIR: dir,
    CANONICAL_HOST: host,
    MCP_UPSTREAM: mcpSettings.upstream,
    MCP_BURST: String(mcpSettings.burst),
    ASSET_EXTENSION: assetExtension,
    FEED_PATH: feedPathPattern,
  };
  let servers: string;
  if (tls) {
    checkTls(tls);
    const port = tls.httpsPort ?? 443;
    servers = fill(template('server-tls.conf.template'), {
      ...base,
      HTTP_LISTEN: tls.httpListen,
      HTTPS_LISTEN: tls.httpsListen,
      HTTPS_PORT_SUFFIX: port === 443 ? '' : `:${port}`,
    });
    writeFileSync(
      join(dir, 'tls.conf'),
      fill(template('tls.conf.template'), {
        CERTIFICATE: resolve(tls.certificate),
        CERTIFICATE_KEY: resolve(tls.certificateKey),
        TRUSTED_CERTIFICATE: tls.trustedCertificate
          ? `ssl_trusted_certificate ${resolve(tls.trustedCertificate)};`
          : '# ssl_trusted_certificate: the CA chain, to verify OCSP answers (renderSite tls.trustedCertificate)',
        RESOLVER: tls.resolver ?? '127.0.0.1',
      }),
    );
  } else {
    if (!listen) throw new Error('renderSite: `listen` is required without `tls`');
    servers = fill(template('server-http.conf.template'), {...base, LISTEN: listen});
  }
  writeFileSync(
    join(dir, 'site.conf'),
    fill(template('site.conf.template'), {
      CONF_DIR: dir,
      MCP_RATE: mcpSettings.rate,
      REAL_IP: renderRealIp(trustedProxies),
      CACHE_MAP: renderNginxCacheMap(),
      HEADER_MAPS: renderNginxHeaderMaps(csp, {omit: omitHeaders}),
      NEGOTIATION_MAPS: renderNginxNegotiationMaps(),
      INDEX_ROUTE_RULE: renderIndexRouteRule(indexRoutesOf(root)),
      SERVERS: servers,
    }),
  );
  writeFileSync(join(dir, 'routes.conf'), fill(template('routes.conf.template'), base));
  writeFileSync(
    join(dir, 'limits.conf'),
    fill(template('limits.conf.template'), {
      CONN_PER_ADDRESS: String(limitSettings.connectionsPerAddress),
      CLIENT_TIMEOUT: `${limitSettings.clientTimeoutSeconds}s`,
      KEEPALIVE_TIMEOUT: `${limitSettings.keepaliveTimeoutSeconds}s`,
    }),
  );
  writeFileSync(join(dir, 'security-headers.conf'), renderNginxHeaders(csp, {omit: omitHeaders}));
  let compression = template('compression.conf.template');
  if (brotli) compression += `\n${template('brotli.conf.template')}`;
  writeFileSync(join(dir, 'compression.conf'), compression);
  copyFileSync(join(here, 'mime.types'), join(dir, 'mime.types'));
  return {dir, csp, brotli};
}

/** TLS of a foreground run: the listen addresses come from `host`, `port` and `httpsPort`. */
interface LocalTlsOptions extends Omit<TlsOptions, 'httpListen' | 'httpsListen' | 'httpsPort'> {
  httpsPort: number;
}

/** What renderLocal writes from. */
export interface RenderLocalOptions {
  root: string;
  port: number;
  host?: string;
  confDir: string;
  brotli?: boolean;
  csp?: string;
  omitHeaders?: readonly string[];
  workers?: number;
  /** true: the access log on stdout; a path: into that file; false: none. */
  accessLog?: boolean | string;
  errorLogLevel?: string;
  tls?: LocalTlsOptions;
  siteHost?: string;
  mcp?: McpOptions;
  limits?: LimitOptions;
  trustedProxies?: readonly string[];
  /** Connections per worker (events{}): a flood of slow-header sockets must not fill them. */
  workerConnections?: number;
}

/** renderSite's result plus the nginx.conf to start nginx with. */
export interface RenderedLocal extends RenderedSite {
  conf: string;
}

/**
 * Everything renderSite writes, plus a self-contained nginx.conf for a foreground run. With
 * `tls` ({certificate, certificateKey, httpsPort, …}), `port` is the plain-HTTP port that
 * redirects to https://`siteHost`:httpsPort.
 */
export function renderLocal({
  root,
  port,
  host = '127.0.0.1',
  confDir,
  brotli = brotliAvailable(),
  csp,
  omitHeaders,
  workers = 2,
  accessLog = false,
  errorLogLevel = 'warn',
  tls,
  siteHost,
  mcp,
  limits,
  trustedProxies,
  workerConnections = 4096,
}: RenderLocalOptions): RenderedLocal {
  const tlsOptions = tls && {...tls, httpListen: `${host}:${port}`, httpsListen: `${host}:${tls.httpsPort}`};
  const site = renderSite({
    root,
    listen: `${host}:${port}`,
    confDir,
    csp,
    brotli,
    omitHeaders,
    tls: tlsOptions,
    host: siteHost,
    mcp,
    limits,
    trustedProxies,
  });
  mkdirSync(join(site.dir, 'tmp'), {recursive: true});
  const values = {
    CONF_DIR: site.dir,
    WORKERS: String(workers),
    WORKER_CONNECTIONS: String(workerConnections),
    WORKER_NOFILE: String(workerConnections * 2 + 64),
    ERROR_LOG_LEVEL: errorLogLevel,
    ACCESS_LOG:
      accessLog === false
        ? 'access_log off;'
        : `access_log ${accessLog === true ? '/dev/stdout' : resolve(accessLog)};`,
    LOAD_MODULES: brotli
      ? brotliModules.map((m) => `load_module ${m};`).join('\n')
      : '# brotli modules not installed: gzip only',
  };
  const conf = join(site.dir, 'nginx.conf');
  writeFileSync(conf, fill(template('nginx.local.conf.template'), values));
  return {...site, conf};
}
