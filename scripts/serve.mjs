#!/usr/bin/env node
// Serves the built site (all four locales) on loopback with the same routing rules as the
// production nginx config (scripts/lib/site-paths.mjs): clean URLs without redirects, one
// same-site redirect from .html and /index forms, the locale's own not-found page for unknown
// paths (and for /404, /es/404.html, hidden files), and a bare 404 (never HTML) for a missing
// asset.
import {createServer} from 'node:http';
import {createReadStream, existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import serveHandler from 'serve-handler';
import {contentTypeOf} from './lib/compressing-server.mjs';
import {cleanPathFor, fileForPath, looksLikeAsset, notFoundFileFor, splitRequestTarget} from './lib/site-paths.mjs';

export function createSiteServer(buildDir) {
  return createServer((req, res) => {
    // The raw target, not `new URL(req.url, base)`: that reads `//evil.example/x` as another
    // host, where nginx sees the path /evil.example/x of this site.
    const {rawPath, pathname, search} = splitRequestTarget(req.url);
    const clean = cleanPathFor(rawPath);
    if (clean !== undefined) {
      res.writeHead(301, {Location: `${clean}${search}`});
      return res.end();
    }
    const file = fileForPath(buildDir, pathname);
    if (file) {
      // cleanUrls off: the redirects above are ours, one hop, with the query string kept.
      // Every text type names its charset, as nginx's charset_types does.
      return serveHandler(req, res, {
        public: buildDir,
        cleanUrls: false,
        directoryListing: false,
        rewrites: [{source: '**', destination: file.slice(buildDir.length)}],
        headers: [{source: '**/*.@(md|txt|xml|yaml|yml|json|svg|js|mjs|css|webmanifest)', headers: [{key: 'Content-Type', value: contentTypeOf(file)}]}],
      });
    }
    if (looksLikeAsset(pathname)) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      return res.end('Not found\n');
    }
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    createReadStream(notFoundFileFor(buildDir, pathname)).pipe(res);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3000'}, host: {type: 'string', default: '127.0.0.1'}},
  });
  const buildDir = resolve(values.dir);
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  createSiteServer(buildDir).listen(Number(values.port), values.host, () => {
    console.log(`Serving ${buildDir} at http://${values.host}:${values.port}/ (es: /es/, fr: /fr/, de: /de/)`);
  });
}
