#!/usr/bin/env node
// Renders the production nginx site config for a server: site.conf plus its snippets
// (routes.conf, security-headers.conf with the CSP, compression.conf, mime.types, and tls.conf
// with --tls-cert) into --out. Include <out>/site.conf inside http{} (e.g. from
// /etc/nginx/conf.d/mnemora-docs.conf) and reload.
//   node --import tsx scripts/render-nginx.ts --root /srv/mnemora-docs/current --out /etc/nginx/mnemora-docs [--listen 80] [--brotli auto|on|off]
//     [--tls-cert fullchain.pem --tls-key privkey.pem [--tls-trusted chain.pem] [--resolver 127.0.0.53] [--https-listen 443]]
//     [--mcp-upstream 127.0.0.1:3001] [--mcp-rate 10r/s]   (where `npm run mcp -- --http 3001` listens; requests per client address)
//     [--trusted-proxy 10.0.0.0/8]…   (the fronts whose X-Forwarded-For names the client: limits and logs per real client)
// Without --tls-cert nginx speaks plain HTTP on --listen (TLS terminated in front); with it,
// nginx serves https on --https-listen and redirects http (--listen) and www. to the apex.
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {brotliAvailable, renderSite, type TlsOptions} from '../deploy/nginx/render';

const {values} = parseArgs({
  options: {
    root: {type: 'string'},
    out: {type: 'string'},
    listen: {type: 'string', default: '80'},
    brotli: {type: 'string', default: 'auto'},
    'tls-cert': {type: 'string'},
    'tls-key': {type: 'string'},
    'tls-trusted': {type: 'string'},
    resolver: {type: 'string'},
    'https-listen': {type: 'string', default: '443'},
    'mcp-upstream': {type: 'string', default: '127.0.0.1:3001'},
    'mcp-rate': {type: 'string', default: '10r/s'},
    'trusted-proxy': {type: 'string', multiple: true, default: []},
  },
});
const usage =
  'Usage: node --import tsx scripts/render-nginx.ts --root <build dir on the server> --out <config dir> [--listen 80] [--brotli auto|on|off] [--tls-cert <fullchain.pem> --tls-key <privkey.pem> [--tls-trusted <chain.pem>] [--resolver <dns ip>] [--https-listen 443]] [--mcp-upstream host:port] [--mcp-rate 10r/s] [--trusted-proxy <address or CIDR>]…';
if (!values.root || !values.out) {
  console.error(usage);
  process.exit(2);
}
if (Boolean(values['tls-cert']) !== Boolean(values['tls-key'])) {
  console.error(`--tls-cert and --tls-key go together.\n${usage}`);
  process.exit(2);
}
const brotli = values.brotli === 'auto' ? brotliAvailable() : values.brotli === 'on';
const httpsPort = Number(values['https-listen'].split(':').at(-1));
const certificate = values['tls-cert'];
const certificateKey = values['tls-key'];
const tls: TlsOptions | undefined =
  certificate && certificateKey
    ? {
        certificate,
        certificateKey,
        trustedCertificate: values['tls-trusted'],
        resolver: values.resolver,
        httpListen: values.listen,
        httpsListen: values['https-listen'],
        httpsPort,
      }
    : undefined;
try {
  const {dir} = renderSite({
    root: values.root,
    listen: values.listen,
    confDir: values.out,
    brotli,
    tls,
    mcp: {upstream: values['mcp-upstream'], rate: values['mcp-rate']},
    trustedProxies: values['trusted-proxy'],
  });
  console.log(
    `Wrote ${dir}/site.conf (+ routes.conf, limits.conf, security-headers.conf, compression.conf, mime.types${tls ? ', tls.conf' : ''}); brotli ${brotli ? 'on' : 'off'}; ${tls ? `HTTPS on ${values['https-listen']}, HTTP ${values.listen} redirects` : `plain HTTP on ${values.listen}`}.`,
  );
  console.log(
    `Add to http{}:  include ${resolve(dir)}/site.conf;${brotli ? '  (and load the brotli modules: apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)' : ''}`,
  );
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
