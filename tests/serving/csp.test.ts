import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {allLocales} from '../support/spec-routes';
import {readInlineScriptAllowlist, requiredHeaderNames, securityHeaders, siteCsp} from '../../deploy/headers';
import {checkBuild, cspHash, inlineCodeOf} from '../../scripts/csp-hashes';
import {expectedHeadersFile, headersFile, staleness} from '../../scripts/generate-headers';
import {startProdServer} from '../../scripts/serve-prod';
import {listen} from '../../scripts/lib/process';
import {linkCopyOfBuild, removeCopy, replaceBuildFile} from './support/http';

requireBuild();

/** Replaces (never edits in place: the copy is made of hard links) a file of the copy. */
function plant(copy: string, file: string, edit: (html: string) => string): void {
  const path = join(copy, file);
  replaceBuildFile(path, edit(readFileSync(path, 'utf8')));
}

describe('inline scripts of the build against the reviewed CSP hashes', () => {
  test('every executable inline script of the build is reviewed, and no reviewed hash is stale', () => {
    const errors = checkBuild(buildDir);
    assert.deepEqual(errors, [], errors.join('\n'));
  });

  test('every reviewed hash is in the served CSP, and every locale has the scripts it runs', () => {
    const list = readInlineScriptAllowlist();
    const csp = siteCsp(list);
    for (const script of list.scripts)
      assert.ok(csp.includes(`'${script.hash}'`), `${script.what}: hash missing from the CSP`);
    for (const locale of allLocales) {
      assert.ok(
        list.scripts.some((s) => s.locales.includes(locale) && /colour-mode/.test(s.what)),
        `${locale}: no reviewed colour-mode bootstrap`,
      );
    }
  });

  test('JSON-LD blocks are data, not scripts: they need no hash', () => {
    const {scripts} = inlineCodeOf(
      '<html><head><script type="application/ld+json">{"a":1}</script><script>x()</script></head></html>',
    );
    assert.deepEqual(
      scripts.map((s) => s.hash),
      [cspHash('x()')],
    );
  });

  test('the hash is the one a browser computes over the exact script text', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    assert.equal(cspHash('alert(1)'), 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('planted faults: the CSP check fails and says where', () => {
  let copy: string;
  let errors: string[];
  before(() => {
    copy = linkCopyOfBuild(buildDir, 'mnemora-csp-fault-');
    plant(copy, 'es/intro/index.html', (html) => html.replace('</body>', '<script>window.planted=1</script></body>'));
    plant(copy, 'fr/api/overview/index.html', (html) =>
      html.replace('</body>', '<img src="/img/logo.svg" onerror="alert(1)"></body>'),
    );
    errors = checkBuild(copy);
  });
  after(() => removeCopy(copy));

  test('an extra unhashed inline script fails with its file, line, hash and source', () => {
    const finding = errors.find((e) => e.includes('es/intro/index.html'));
    assert.ok(finding, `no finding for es/intro/index.html in:\n${errors.join('\n')}`);
    assert.match(
      finding,
      /es\/intro\/index\.html:\d+: inline script 'sha256-[^']+' \(locale es\) is not in the reviewed list/,
    );
    assert.ok(finding.includes(cspHash('window.planted=1')), finding);
    assert.ok(finding.includes('window.planted=1'), finding);
  });

  test('an inline event handler fails (the CSP blocks it)', () => {
    assert.ok(
      errors.some((e) => /fr\/api\/overview\/index\.html:\d+: inline event handler onerror=/.test(e)),
      errors.join('\n'),
    );
  });

  test('a reviewed script outside its locale fails (a script reviewed for es only, on a de page)', () => {
    const list = readInlineScriptAllowlist();
    const spanishOnly = {
      ...list,
      scripts: list.scripts.map((script) => (/colour-mode/.test(script.what) ? {...script, locales: ['es']} : script)),
    };
    const localeErrors = checkBuild(buildDir, spanishOnly);
    assert.ok(
      localeErrors.some((e) =>
        /^build\/de\/[^:]+\.html:\d+: inline script '[^']+' \(locale de\) is not in the reviewed list/.test(e),
      ),
      localeErrors.join('\n'),
    );
    assert.ok(!localeErrors.some((e) => /\(locale es\)/.test(e)), 'the Spanish pages keep their script');
  });

  test('a stale reviewed hash fails', () => {
    const list = readInlineScriptAllowlist();
    const stale = {
      ...list,
      scripts: [...list.scripts, {hash: cspHash('gone()'), locales: ['en'], what: 'a script the site no longer has'}],
    };
    const staleErrors = checkBuild(buildDir, stale);
    assert.ok(
      staleErrors.some((e) => e.includes(cspHash('gone()')) && e.includes('no page of that locale has it')),
      staleErrors.join('\n'),
    );
  });

  test('the CLI exits non-zero with the finding', () => {
    const run = spawnSync('node', ['--import', 'tsx', 'scripts/csp-hashes.ts', '--check', '--dir', copy], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stderr, /CSP check failed/);
    assert.match(run.stderr, /es\/intro\/index\.html:\d+: inline script/);
  });

  test('serve-prod refuses to serve that build', async () => {
    await assert.rejects(startProdServer({buildDir: copy}), /Refusing to serve[\s\S]*es\/intro\/index\.html/);
  });
});

describe('deploy/_headers (static hosts) is generated from the same source', () => {
  test('it is up to date (node --import tsx scripts/generate-headers.ts)', () => {
    assert.equal(staleness(), undefined);
  });

  test('it carries every security header, the CSP, and the immutable rule for every locale', () => {
    const text = readFileSync(headersFile, 'utf8');
    for (const [name, value] of Object.entries(securityHeaders))
      assert.ok(text.includes(`  ${name}: ${value}\n`), name);
    assert.ok(text.includes(`  Content-Security-Policy: ${siteCsp()}\n`));
    for (const name of requiredHeaderNames) assert.ok(text.includes(`  ${name}: `), name);
    for (const prefix of ['', '/es', '/fr', '/de'])
      assert.ok(
        text.includes(`${prefix}/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`),
        `${prefix}/assets/*`,
      );
  });

  test('planted fault: a stale or missing _headers fails the --check with file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemora-headers-'));
    try {
      const file = join(dir, '_headers');
      const check = () =>
        spawnSync('node', ['--import', 'tsx', 'scripts/generate-headers.ts', '--check', '--file', file], {
          cwd: repoRoot,
          encoding: 'utf8',
        });
      const missing = check();
      assert.equal(missing.status, 1);
      assert.match(missing.stderr, /_headers: missing/);
      writeFileSync(file, expectedHeadersFile().replace('X-Frame-Options: DENY', 'X-Frame-Options: SAMEORIGIN'));
      const stale = check();
      assert.equal(stale.status, 1);
      assert.match(
        stale.stderr,
        /_headers:\d+: out of date \(expected " {2}X-Frame-Options: DENY", found " {2}X-Frame-Options: SAMEORIGIN"\)/,
      );
      writeFileSync(file, expectedHeadersFile());
      assert.equal(check().status, 0);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('serve-prod on a port another process holds', () => {
  // Answers every request: a start-up probe that took any answer on the port for nginx's would
  // report "serving" here.
  let holder: Server;
  let port: number;
  before(async () => {
    holder = createServer((_req, res) => res.end('not nginx'));
    port = await listen(holder, 0, '127.0.0.1');
  });
  after(() => holder?.close());
  const inUse = (p: number) => new RegExp(`^Port ${p} on 127\\.0\\.0\\.1 is already in use by another process`, 'm');

  test("startProdServer rejects at once with the port and nginx's bind error", {timeout: 20_000}, async () => {
    const started = Date.now();
    await assert.rejects(startProdServer({buildDir, cspCheck: false, port}), (e: Error) => {
      assert.match(e.message, inUse(port));
      assert.match(e.message, /bind\(\) to 127\.0\.0\.1:\d+ failed \(\d+: Address already in use\)/);
      return true;
    });
    // Before nginx would give up by itself: it retries a bind for 2.5 s.
    assert.ok(Date.now() - started < 2500, `rejected after ${Date.now() - started} ms`);
  });

  test('the CLI exits 1 with that error and never says it is serving', {timeout: 60_000}, async () => {
    // Asynchronous: the holder must answer while the CLI runs.
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/serve-prod.ts', '--dir', buildDir, '--port', String(port), '--no-mcp'],
      {cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe']},
    );
    let stdout = '';
    let stderr = '';
    cli.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    cli.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => cli.kill('SIGTERM'), 50_000);
    const [code] = (await once(cli, 'close')) as [number | null];
    clearTimeout(timer);
    assert.equal(code, 1, `${stdout}\n${stderr}`);
    assert.match(stderr, inUse(port));
    assert.doesNotMatch(stdout, /serving/, stdout);
    assert.doesNotMatch(stderr, /stopped unexpectedly/, stderr);
  });
});
