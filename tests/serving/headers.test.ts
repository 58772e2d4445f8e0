import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir, requireBuild} from '../support/build';
import {contentSecurityPolicy, requiredHeaderNames, securityHeaders} from '../../deploy/headers';
import {startProdServer} from '../../scripts/serve-prod';
import {get, headerMatrixProblems, responseKinds} from './support/http';
import {nginxForSuite} from './support/served';

requireBuild();

describe('header matrix on the shipped nginx config', () => {
  const served = nginxForSuite({buildDir});

  test('every response kind (page, asset, redirect, 304, 404) carries every security header', async () => {
    const problems = await headerMatrixProblems(served(), buildDir);
    assert.deepEqual(problems, [], `Header matrix:\n${problems.join('\n')}`);
  });

  test('the redirects are one hop to the canonical path (an index route keeps its slash), query string kept, relative Location', async () => {
    for (const [from, to] of [
      ['/es/intro.html?ref=old', '/es/intro?ref=old'],
      ['/es/intro/index.html', '/es/intro'],
      ['/index.html', '/'],
      ['/de/index.html?x=1', '/de/?x=1'],
      ['/guides/index.html', '/guides/'],
    ] as const) {
      const res = await get(served().url, from);
      assert.equal(res.status, 301, `${from}: status`);
      assert.equal(res.headers.location, to, `${from}: Location`);
      const next = await get(served().url, to);
      assert.equal(next.status, 200, `${from} → ${to}: the target answers ${next.status}`);
    }
  });

  test('the Server header names no version, on every kind', async () => {
    for (const k of responseKinds(buildDir)) {
      const res = await get(served().url, k.path, k.headers);
      assert.equal(res.headers.server, 'nginx', `${k.kind} ${k.path}: Server header`);
    }
  });
});

describe('the CSP string', () => {
  const csp = contentSecurityPolicy(['sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=']);
  const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  test('scripts: self, wasm-unsafe-eval and hashes only; never unsafe-inline or unsafe-eval', () => {
    const scriptSrc = directives.get('script-src') ?? [];
    assert.deepEqual(scriptSrc.slice(0, 2), ["'self'", "'wasm-unsafe-eval'"]);
    for (const source of scriptSrc.slice(2))
      assert.match(source, /^'sha256-[A-Za-z0-9+/]{43}='$/, `script-src source ${source}`);
    assert.ok(!csp.includes("'unsafe-eval'"), csp);
    assert.ok(!scriptSrc.includes("'unsafe-inline'"), csp);
  });

  test('the other directives the portal requires', () => {
    assert.deepEqual(directives.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(directives.get('img-src'), ["'self'", 'data:']);
    assert.deepEqual(directives.get('connect-src'), ["'self'"]);
    assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(directives.get('base-uri'), ["'self'"]);
    // The not-found page's search form submits to the locale's search page on this origin.
    assert.deepEqual(directives.get('form-action'), ["'self'"]);
    assert.deepEqual(directives.get('object-src'), ["'none'"]);
    assert.deepEqual(directives.get('default-src'), ["'self'"]);
  });

  test('every required header has a value', () => {
    for (const name of requiredHeaderNames) {
      if (name === 'Content-Security-Policy') continue;
      assert.ok((securityHeaders as Record<string, string>)[name], name);
    }
  });
});

describe('planted fault: a config with a header removed', () => {
  for (const header of ['Strict-Transport-Security', 'Content-Security-Policy', 'Cross-Origin-Resource-Policy']) {
    test(`without ${header}, the header matrix fails and names it on every kind`, async () => {
      const broken = await startProdServer({buildDir, omitHeaders: [header], cspCheck: false});
      try {
        const problems = await headerMatrixProblems(broken, buildDir);
        const missing = problems.filter((p) => p.endsWith(`header ${header} missing`));
        assert.equal(
          missing.length,
          responseKinds(buildDir).length,
          `expected one "${header} missing" per response kind, got:\n${problems.join('\n')}`,
        );
        assert.match(missing[0] ?? '', /^page GET \/es\/intro: header /);
      } finally {
        await broken.stop();
      }
    });
  }
});
