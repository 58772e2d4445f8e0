// Renders the nginx configuration from the templates in this directory and deploy/headers.mjs.
// Used by scripts/serve-prod.mjs (loopback, foreground) and scripts/render-nginx.mjs (servers).
import {copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {canonicalHost as defaultHost, renderNginxCacheMap, renderNginxHeaders, siteCsp} from '../headers.mjs';

const here = new URL('.', import.meta.url).pathname;

export const nginxBinary = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Debian's brotli modules (libnginx-mod-http-brotli-filter and -static), when installed. */
export const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

export function brotliAvailable() {
  return brotliModules.every((m) => existsSync(m));
}

function fill(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, key) => {
    if (!(key in values)) throw new Error(`Template placeholder ${whole} has no value`);
    return values[key];
  });
}

function template(name) {
  return readFileSync(join(here, name), 'utf8');
}

/**
 * Writes site.conf and its snippets (security-headers.conf, compression.conf, mime.types) into
 * confDir. `omitHeaders` exists only for the planted-fault test of the header matrix.
 */
export function renderSite({root, listen, confDir, csp = siteCsp(), brotli = brotliAvailable(), host = defaultHost, omitHeaders = []}) {
  const dir = resolve(confDir);
  mkdirSync(dir, {recursive: true});
  const values = {ROOT: resolve(root), LISTEN: listen, CONF_DIR: dir, CANONICAL_HOST: host, CACHE_MAP: renderNginxCacheMap()};
  writeFileSync(join(dir, 'site.conf'), fill(template('site.conf.template'), values));
  writeFileSync(join(dir, 'security-headers.conf'), renderNginxHeaders(csp, {omit: omitHeaders}));
  let compression = template('compression.conf.template');
  if (brotli) compression += `\n${template('brotli.conf.template')}`;
  writeFileSync(join(dir, 'compression.conf'), compression);
  copyFileSync(join(here, 'mime.types'), join(dir, 'mime.types'));
  return {dir, csp, brotli};
}

/** Everything renderSite writes, plus a self-contained nginx.conf for a foreground run. */
export function renderLocal({root, port, host = '127.0.0.1', confDir, brotli = brotliAvailable(), csp, omitHeaders, workers = 2, accessLog = false, errorLogLevel = 'warn'}) {
  const site = renderSite({root, listen: `${host}:${port}`, confDir, csp, brotli, omitHeaders});
  mkdirSync(join(site.dir, 'tmp'), {recursive: true});
  const values = {
    CONF_DIR: site.dir,
    WORKERS: String(workers),
    ERROR_LOG_LEVEL: errorLogLevel,
    ACCESS_LOG: accessLog ? 'access_log /dev/stdout;' : 'access_log off;',
    LOAD_MODULES: brotli ? brotliModules.map((m) => `load_module ${m};`).join('\n') : '# brotli modules not installed: gzip only',
  };
  const conf = join(site.dir, 'nginx.conf');
  writeFileSync(conf, fill(template('nginx.local.conf.template'), values));
  return {...site, conf};
}
