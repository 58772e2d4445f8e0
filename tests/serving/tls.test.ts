import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {request as httpRequest, type IncomingMessage} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {connect as tlsConnect, type ConnectionOptions} from 'node:tls';
import {readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, requireBuild} from '../support/build';
import {canonicalHost, requiredHeaderNames, securityHeaders} from '../../deploy/headers';
import {makeTestCertificate} from '../../scripts/lib/test-cert';
import {errorLogCaughtUp, nginxForSuite, tooLargeHead} from './support/served';

requireBuild();

interface Answer {
  status: number;
  location: string | undefined;
  /** header name (lower case) → how many times it was sent */
  counts: Map<string, number>;
  headers: IncomingMessage['headers'];
  body: Buffer;
  protocol?: string | null;
}

describe('HTTPS server block (nginx terminates TLS, self-signed test CA)', () => {
  let cert: ReturnType<typeof makeTestCertificate>;
  let ca: Buffer;
  const www = `www.${canonicalHost}`;

  before(() => {
    cert = makeTestCertificate([canonicalHost, www]);
    ca = readFileSync(cert.ca);
  });
  const served = nginxForSuite(() => ({
    buildDir,
    cspCheck: false,
    tls: {certificate: cert.certificate, certificateKey: cert.certificateKey, trustedCertificate: cert.ca},
  }));
  after(() => {
    if (cert) rmSync(cert.dir, {recursive: true, force: true});
  });
  const httpsPort = () => Number(served().httpsPort);

  function collect(res: IncomingMessage, resolve: (a: Answer) => void, protocol?: string | null) {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => {
      const counts = new Map<string, number>();
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = String(res.rawHeaders[i]).toLowerCase();
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      resolve({
        status: res.statusCode ?? 0,
        location: res.headers.location,
        counts,
        headers: res.headers,
        body: Buffer.concat(chunks),
        protocol,
      });
    });
  }

  /** Plain HTTP to the redirecting port, with the Host a browser would send. */
  function overHttp(host: string, path: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({host: '127.0.0.1', port: served().port, path, headers: {Host: host}}, (res) =>
        collect(res, resolve),
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** HTTPS with SNI and Host for `host`, verifying the chain against the test CA. */
  function overHttps(host: string, path: string, tls: Partial<ConnectionOptions> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {host: '127.0.0.1', port: httpsPort(), path, servername: host, ca, headers: {Host: host}, agent: false, ...tls},
        (res) => {
          const socket = res.socket as import('node:tls').TLSSocket;
          collect(res, resolve, socket.getProtocol?.());
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** The status nginx answers a request for `path` over HTTPS that it refuses as too large. */
  function refusedOverHttps(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = tlsConnect({host: '127.0.0.1', port: httpsPort(), servername: canonicalHost, ca}, () =>
        socket.write(tooLargeHead(path, canonicalHost)),
      );
      let head = '';
      socket.on('data', (c: Buffer) => {
        head += c.toString('latin1');
        const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1];
        if (status === undefined) return;
        resolve(Number(status));
        socket.destroy();
      });
      socket.on('error', reject);
    });
  }

  const https = (path: string) => `https://${canonicalHost}:${httpsPort()}${path}`;

  test('http:// answers one 301 to https://<host>, path and query kept', async () => {
    for (const path of ['/', '/es/intro?x=1', '/intro.html', '/nope']) {
      const res = await overHttp(canonicalHost, path);
      assert.equal(res.status, 301, `${path}: status`);
      assert.equal(res.location, https(path), `${path}: Location`);
    }
  });

  test('http://www. goes to the apex over HTTPS in one hop', async () => {
    const res = await overHttp(www, '/es/intro');
    assert.equal(res.status, 301);
    assert.equal(res.location, https('/es/intro'));
  });

  test('https://www. answers one 301 to https://<apex>', async () => {
    const res = await overHttps(www, '/fr/api/overview?y=2');
    assert.equal(res.status, 301);
    assert.equal(res.location, https('/fr/api/overview?y=2'));
  });

  test('the redirects keep a hostile path on this host', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/x', '/%2F%2Fevil.example']) {
      for (const res of [await overHttp(canonicalHost, path), await overHttp(www, path), await overHttps(www, path)]) {
        assert.equal(res.status, 301, path);
        assert.equal(
          new URL(String(res.location)).host,
          `${canonicalHost}:${httpsPort()}`,
          `${path} → ${res.location}`,
        );
      }
    }
  });

  test('the chain from http://www.…/es/intro.html: https apex, then the clean path, then 200', async () => {
    const first = await overHttp(www, '/es/intro.html');
    assert.deepEqual([first.status, first.location], [301, https('/es/intro.html')]);
    const second = await overHttps(canonicalHost, '/es/intro.html');
    assert.deepEqual([second.status, second.location], [301, '/es/intro']);
    const third = await overHttps(canonicalHost, '/es/intro');
    assert.equal(third.status, 200);
    assert.ok(third.body.equals(readFileSync(join(buildDir, 'es/intro/index.html'))), 'the page is the build file');
  });

  test('every answer (http redirect, www redirect, page, 404) carries each security header once, HSTS included', async () => {
    const answers: Array<[string, Answer]> = [
      ['http redirect', await overHttp(canonicalHost, '/es/intro')],
      ['www redirect', await overHttps(www, '/es/intro')],
      ['page', await overHttps(canonicalHost, '/es/intro')],
      ['404', await overHttps(canonicalHost, '/es/nope')],
    ];
    const problems: string[] = [];
    for (const [kind, res] of answers) {
      for (const name of requiredHeaderNames) {
        const n = res.counts.get(name.toLowerCase()) ?? 0;
        if (n !== 1) problems.push(`${kind}: ${name} ×${n}`);
      }
      if (res.headers['strict-transport-security'] !== securityHeaders['Strict-Transport-Security'])
        problems.push(`${kind}: HSTS is ${res.headers['strict-transport-security']}`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('TLS 1.3 by default; TLS 1.2 only with a forward-secret AEAD cipher; TLS 1.1 refused', async () => {
    const modern = await overHttps(canonicalHost, '/');
    assert.equal(modern.protocol, 'TLSv1.3');
    const handshake = (options: ConnectionOptions) =>
      new Promise<{protocol: string | null; cipher: string}>((resolve, reject) => {
        const socket = tlsConnect(
          {host: '127.0.0.1', port: httpsPort(), servername: canonicalHost, ca, ...options},
          () => {
            const result = {protocol: socket.getProtocol(), cipher: socket.getCipher().name};
            socket.end();
            resolve(result);
          },
        );
        socket.on('error', reject);
      });
    const tls12 = await handshake({maxVersion: 'TLSv1.2'});
    assert.equal(tls12.protocol, 'TLSv1.2');
    assert.match(tls12.cipher, /^ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/);
    // The client offers a CBC cipher without forward secrecy only: the server must refuse.
    await assert.rejects(handshake({maxVersion: 'TLSv1.2', ciphers: 'AES128-SHA:@SECLEVEL=0'}));
    await assert.rejects(handshake({minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0'}));
  });

  test('no "uninitialized variable" warning in the error log: the redirect servers read the header maps too', async () => {
    await overHttp(canonicalHost, '/intro');
    await overHttps(www, '/intro');
    await overHttps(canonicalHost, '/intro.html');
    await errorLogCaughtUp(served().stderr, refusedOverHttps);
    const warnings = served()
      .stderr()
      .split('\n')
      .filter((line) => line.includes('uninitialized'));
    assert.deepEqual(warnings, [], warnings.join('\n'));
  });
});
