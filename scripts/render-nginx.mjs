#!/usr/bin/env node
// Renders the production nginx site config for a server: site.conf plus its snippets
// (security-headers.conf with the CSP, compression.conf, mime.types) into --out. Include
// <out>/site.conf inside http{} (e.g. from /etc/nginx/conf.d/mnemora-docs.conf) and reload.
//   node scripts/render-nginx.mjs --root /srv/mnemora-docs/current --out /etc/nginx/mnemora-docs [--listen 80] [--brotli auto|on|off]
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {brotliAvailable, renderSite} from '../deploy/nginx/render.mjs';

const {values} = parseArgs({
  options: {
    root: {type: 'string'},
    out: {type: 'string'},
    listen: {type: 'string', default: '80'},
    brotli: {type: 'string', default: 'auto'},
  },
});
if (!values.root || !values.out) {
  console.error('Usage: node scripts/render-nginx.mjs --root <build dir on the server> --out <config dir> [--listen 80] [--brotli auto|on|off]');
  process.exit(2);
}
const brotli = values.brotli === 'auto' ? brotliAvailable() : values.brotli === 'on';
const {dir} = renderSite({root: values.root, listen: values.listen, confDir: values.out, brotli});
console.log(`Wrote ${dir}/site.conf (+ security-headers.conf, compression.conf, mime.types); brotli ${brotli ? 'on' : 'off'}.`);
console.log(`Add to http{}:  include ${resolve(dir)}/site.conf;${brotli ? '  (and load the brotli modules: apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)' : ''}`);
