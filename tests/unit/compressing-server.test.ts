/**
 * The benchmark's compressing server (scripts/lib/compressing-server.ts): brotli or gzip as the
 * browser asks, the routing rules of deploy/site-paths.ts, and the compression levels read
 * from the nginx config.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {get} from 'node:http';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {pickEncoding, startCompressingServer} from '../../scripts/lib/compressing-server';

function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const page = `<!doctype html><title>x</title>${'<p>memory</p>'.repeat(100)}`;
  for (const [file, body] of [
    ['index.html', page],
    ['intro/index.html', page.replace('x', 'intro')],
    ['404.html', 'not found en'],
    ['es/404.html', 'no encontrado'],
    ['assets/js/main.js', `console.log(${JSON.stringify('x'.repeat(2000))});`],
  ] as const) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

/** A GET that keeps the body as sent (fetch would decompress it). */
function rawGet(url: string, acceptEncoding: string): Promise<{encoding?: string; body: Buffer}> {
  return new Promise((resolve, reject) => {
    get(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({encoding: res.headers['content-encoding'], body: Buffer.concat(chunks)}));
    }).on('error', reject);
  });
}

test('serves brotli when asked, else gzip, and the body decodes to the file', async () => {
  const dir = site();
  const server = await startCompressingServer(dir, {gzipLevel: 5, brotliQuality: 5});
  try {
    const br = await rawGet(`${server.url}/assets/js/main.js`, 'gzip, br');
    assert.equal(br.encoding, 'br');
    assert.match(brotliDecompressSync(br.body).toString(), /^console\.log/);
    const gz = await rawGet(`${server.url}/intro`, 'gzip');
    assert.equal(gz.encoding, 'gzip');
    assert.match(gunzipSync(gz.body).toString(), /<title>intro<\/title>/);
    const plain = await rawGet(`${server.url}/intro`, 'identity');
    assert.equal(plain.encoding, undefined);
  } finally {
    await server.stop();
    rmSync(dir, {recursive: true, force: true});
  }
});

test('routes like the production server: clean URLs, per-locale not-found page, bare 404 for assets', async () => {
  const dir = site();
  const server = await startCompressingServer(dir);
  try {
    const redirect = await fetch(`${server.url}/intro.html?q=1`, {redirect: 'manual'});
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), '/intro?q=1');
    const missing = await fetch(`${server.url}/es/nope`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), 'no encontrado');
    const asset = await fetch(`${server.url}/assets/js/nope.js`);
    assert.equal(asset.status, 404);
    assert.equal(await asset.text(), 'Not found\n');
  } finally {
    await server.stop();
    rmSync(dir, {recursive: true, force: true});
  }
});

test('picks br over gzip, honours q=0, and falls back to identity', () => {
  assert.equal(pickEncoding('gzip, deflate, br'), 'br');
  assert.equal(pickEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(pickEncoding('identity'), undefined);
  assert.equal(pickEncoding(''), undefined);
});
