import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, requireBuild} from '../support/build';
import {requiredHeaderNames} from '../../deploy/headers';
import {createSiteServer} from '../../deploy/site-server';
import {get, hashedAsset, linkCopyOfBuild, removeCopy, type Served} from './support/http';
import {errorLogCaughtUp, nginxForSuite, startedForSuite, tooLargeHead} from './support/served';
import {headerCounts, headerValue, offSiteLocation, wireGet, wireRequest, type WireResponse} from './support/raw';

requireBuild();

/** The Node preview server (npm start) on a free port. */
async function startNodeServer(dir: string): Promise<{url: string; stop: () => Promise<void>}> {
  const server: Server = createSiteServer(dir);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Request targets an attacker uses to turn the .html → clean-path redirect into a link to
 * another site: repeated leading slashes, backslashes, their percent-encoded forms, mixed, with
 * and without a locale prefix, in the .html, /index.html and /index forms.
 */
export function redirectProbes(): string[] {
  const leads = [
    '//',
    '///',
    '/\\',
    '/\\\\',
    '\\/',
    '/%2F',
    '/%2f',
    '/%5C',
    '/%5c',
    '/%2F%2F',
    '/%5C%5C',
    '/%2F%5C',
    '/\\%2F',
    '//%5C',
    '/%252F',
  ];
  const hosts = ['evil.example', 'evil.example:443', '@evil.example', 'evil.example%2F..'];
  const shapes = [
    '/index.html',
    '/intro.html',
    '/x.html',
    '/intro/index.html',
    '/index',
    '.html',
    '/index.html?next=//evil.example',
  ];
  const probes = new Set<string>();
  for (const prefix of ['', '/es', '/de']) {
    for (const lead of leads) {
      for (const host of hosts) {
        for (const shape of shapes) {
          // Without a locale prefix the lead comes first; with one, it follows the prefix.
          probes.add(prefix ? `${prefix}${lead}${host}${shape}` : `${lead}${host}${shape}`);
        }
      }
    }
  }
  return [...probes].filter((p) => p.startsWith('/'));
}

/** One problem per probe whose answer is neither a same-site redirect nor a 404. */
async function redirectProblems(
  baseUrl: string,
  probes: readonly string[],
): Promise<{problems: string[]; locations: Map<string, string>}> {
  const problems: string[] = [];
  const locations = new Map<string, string>();
  for (const probe of probes) {
    const res = await wireGet(baseUrl, probe);
    const location = headerValue(res, 'location');
    if (res.status === 404) continue;
    if ([301, 302, 307, 308].includes(res.status) && location !== undefined) {
      locations.set(probe, location);
      const off = offSiteLocation(location, baseUrl);
      if (off) problems.push(`${probe}: ${res.status} ${off}`);
      continue;
    }
    problems.push(
      `${probe}: status ${res.status}${location ? ` → ${location}` : ''}, expected a same-site redirect or 404`,
    );
  }
  return {problems, locations};
}

// One nginx with the shipped config and one Node preview server over the build, shared by every
// group below that does not need a config or a build of its own.
const nginx = nginxForSuite({buildDir, cspCheck: false});
const node = startedForSuite('the Node server', () => startNodeServer(buildDir));

describe('redirects never leave the site', () => {
  test('the check itself: //host, /\\host and \\\\host are off-site, /host and /es//host are not', () => {
    const origin = 'http://127.0.0.1:8080';
    for (const bad of [
      '//evil.example',
      '/\\evil.example/x',
      '\\\\evil.example',
      '///evil.example',
      'http://evil.example/',
    ]) {
      assert.ok(offSiteLocation(bad, origin), `${bad} passed as same-site`);
    }
    for (const good of ['/evil.example', '/es//evil.example/intro', '/', '/es?x=1'])
      assert.equal(offSiteLocation(good, origin), undefined, good);
  });

  test('the findings: exact Locations for the reported requests, nginx and Node alike', async () => {
    const expected: Array<[string, string]> = [
      ['//evil.example/index.html', '/evil.example'],
      ['//evil.example/intro.html', '/evil.example/intro'],
      ['/\\evil.example/x.html', '/evil.example/x'],
      ['/%2F%2Fevil.example/x.html', '/evil.example/x'],
      ['/%5Cevil.example/index', '/evil.example'],
      ['/%5c%2f/evil.example/intro/index.html?a=1', '/evil.example/intro?a=1'],
      ['/es//evil.example/intro.html', '/es//evil.example/intro'],
    ];
    for (const server of [nginx(), node()]) {
      for (const [probe, location] of expected) {
        const res = await wireGet(server.url, probe);
        assert.equal(res.status, 301, `${server.url}${probe}: status`);
        assert.equal(headerValue(res, 'location'), location, `${server.url}${probe}: Location`);
      }
    }
  });

  // nginx's answers, asked for once: the Node server's are compared with them.
  let fromNginx: ReturnType<typeof redirectProblems> | undefined;
  const nginxAnswers = () => (fromNginx ??= redirectProblems(nginx().url, redirectProbes()));

  test(`nginx: every probe answers a same-site redirect or a 404 (${redirectProbes().length} probes)`, async () => {
    const {problems, locations} = await nginxAnswers();
    assert.deepEqual(problems, [], problems.slice(0, 30).join('\n'));
    assert.ok(
      locations.size > 500,
      `only ${locations.size} probes redirected: the probes no longer reach the redirect rule`,
    );
  });

  test('the Node server: the same probes, the same Locations as nginx', async () => {
    const probes = redirectProbes();
    const fromNginx = await nginxAnswers();
    const fromNode = await redirectProblems(node().url, probes);
    assert.deepEqual(fromNode.problems, [], fromNode.problems.slice(0, 30).join('\n'));
    const disagreements = probes
      .filter((p) => fromNginx.locations.get(p) !== fromNode.locations.get(p))
      .map((p) => `${p}: nginx ${fromNginx.locations.get(p)}, node ${fromNode.locations.get(p)}`);
    assert.deepEqual(disagreements, [], disagreements.slice(0, 30).join('\n'));
  });
});

describe('canonical URLs: one URL per page, the not-found pages are never 200', () => {
  const notFound: Array<[string, string]> = [
    ['/404', '404.html'],
    ['/404.html', '404.html'],
    ['/404/', '404.html'],
    ['/es/404', 'es/404.html'],
    ['/es/404.html', 'es/404.html'],
    ['/fr/404', 'fr/404.html'],
    ['/de/404.html', 'de/404.html'],
    // A locale prefix in the wrong case is no page, but its reader gets that locale's 404.
    ['/ES/intro', 'es/404.html'],
    ['/Fr/api/overview', 'fr/404.html'],
    ['/DE/', 'de/404.html'],
    ['/ES', 'es/404.html'],
  ];
  const redirects: Array<[string, string]> = [
    ['/intro/index', '/intro'],
    ['/es/index', '/es/'],
    ['/index', '/'],
    ['/es/guides/index', '/es/guides/'],
    ['/guides.html', '/guides/'],
    ['/fr/api/overview/index?x=1', '/fr/api/overview?x=1'],
    ['/de/intro/index.html', '/de/intro'],
  ];

  for (const name of ['nginx', 'node'] as const) {
    test(`${name}: /404, /404.html and every locale's answer 404 with that locale's not-found page`, async () => {
      const server = name === 'nginx' ? nginx() : node();
      for (const [path, file] of notFound) {
        const res = await get(server.url, path);
        assert.equal(res.status, 404, `${path}: status`);
        assert.ok(res.body.equals(readFileSync(join(buildDir, file))), `${path}: body is not ${file}`);
      }
    });

    test(`${name}: …/index duplicates redirect once to the clean URL, which answers 200`, async () => {
      const server = name === 'nginx' ? nginx() : node();
      for (const [from, to] of redirects) {
        const res = await get(server.url, from);
        assert.equal(res.status, 301, `${from}: status`);
        assert.equal(res.headers.location, to, `${from}: Location`);
        const next = await get(server.url, to);
        assert.equal(next.status, 200, `${from} → ${to}: ${next.status}`);
      }
    });
  }
});

const plantedDotfiles = [
  '.git/config',
  '.env',
  'es/.env',
  'assets/.DS_Store',
  '.git/HEAD',
  'img/.secret/key.txt',
  'es/intro/.htaccess',
];

/** A link copy of the build with hidden files planted in it, and a /.well-known/ file as the control. */
function copyWithDotfiles(): string {
  const copy = linkCopyOfBuild(buildDir, 'mnemora-dotfiles-');
  for (const file of [...plantedDotfiles, '.well-known/security.txt']) {
    mkdirSync(join(copy, file, '..'), {recursive: true});
    writeFileSync(join(copy, file), `planted ${file}\n`);
  }
  return copy;
}

/** One problem per planted hidden file (raw or with its dot percent-encoded) that is not a 404 or leaks its content. */
async function dotfileProblems(url: string): Promise<string[]> {
  const problems: string[] = [];
  const paths = plantedDotfiles.flatMap((f) => [
    `/${f}`,
    `/${f.replace(/(^|\/)\./, '$1%2E')}`,
    `/${f.replace(/(^|\/)\./, '$1%2e')}`,
  ]);
  for (const path of paths) {
    const res = await wireGet(url, path);
    if (res.status !== 404) problems.push(`${path}: status ${res.status}`);
    if (res.body.toString('utf8').includes('planted')) problems.push(`${path}: the planted content was sent`);
  }
  return problems;
}

describe('hidden files are never served (planted in a copy of the build)', () => {
  let copy = '';
  before(() => {
    copy = copyWithDotfiles();
  });
  const nginx = nginxForSuite(() => ({buildDir: copy, cspCheck: false}));
  const node = startedForSuite('the Node server', () => startNodeServer(copy));
  after(() => {
    if (copy) removeCopy(copy);
  });

  for (const name of ['nginx', 'node'] as const) {
    test(`${name}: every planted dotfile answers 404 and never its content; /.well-known/ is served`, async () => {
      const server = name === 'nginx' ? nginx() : node();
      const problems = await dotfileProblems(server.url);
      assert.deepEqual(problems, [], problems.join('\n'));
      const wellKnown = await get(server.url, '/.well-known/security.txt');
      assert.equal(wellKnown.status, 200, 'the control: /.well-known/security.txt is served from the same copy');
      assert.equal(wellKnown.body.toString(), 'planted .well-known/security.txt\n');
      // An asset-like dotfile gets the bare 404, a directory-like one the not-found page.
      assert.match(String((await get(server.url, '/.env')).headers['content-type']), /^text\/plain/);
      assert.match(String((await get(server.url, '/.git/config')).headers['content-type']), /^text\/html/);
    });
  }
});

/** The build's model files (the openapi-static plugin writes one per locale), not planted ones. */
const modelPaths = ['/.api-model.json', '/es/.api-model.json', '/fr/.api-model.json', '/de/.api-model.json'];

/** One problem per model file request (raw, percent-encoded, compressed) that is not a 404 or sends the model. */
async function modelFileProblems(url: string, dir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of modelPaths) {
    assert.match(readFileSync(join(dir, path), 'utf8'), /^\{"format":"1-/, `the control: ${path} is in the build`);
    for (const probe of [path, path.replace('/.', '/%2E'), path.replace('/.', '/%2e')])
      for (const headers of [{}, {'Accept-Encoding': 'br, gzip'}] as Record<string, string>[]) {
        const res = await wireGet(url, probe, headers);
        const how = headers['Accept-Encoding'] ? ' (br, gzip)' : '';
        if (res.status !== 404) problems.push(`${probe}${how}: status ${res.status}`);
        if (res.body.toString('utf8').includes('"operations"')) problems.push(`${probe}${how}: the model was sent`);
      }
  }
  return problems;
}

describe("the build's API model files (/.api-model.json per locale, for the docs MCP server) are never served", () => {
  for (const name of ['nginx', 'node'] as const) {
    test(`${name}: 404 and none of the model, raw, percent-encoded and with Accept-Encoding`, async () => {
      const problems = await modelFileProblems((name === 'nginx' ? nginx() : node()).url, buildDir);
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});

test(
  "the Node server keeps serving a build without a locale: that locale's missing pages get the bare 404",
  {timeout: 15_000},
  async () => {
    const copy = linkCopyOfBuild(buildDir, 'mnemora-one-locale-');
    rmSync(join(copy, 'es'), {recursive: true});
    const server = await startNodeServer(copy);
    try {
      const missing = await get(server.url, '/es/no-such-page');
      assert.equal(missing.status, 404);
      assert.match(String(missing.headers['content-type']), /^text\/plain/);
      const after = await get(server.url, '/intro');
      assert.equal(after.status, 200, 'the server still answers after the missing not-found page');
    } finally {
      await server.stop();
      removeCopy(copy);
    }
  },
);

/** One text file of each type the build publishes, and the Content-Type it must be sent with. */
function textFiles(): Array<[string, RegExp]> {
  return [
    ['/es/api/search.md', /^text\/markdown; charset=utf-8$/],
    ['/llms.txt', /^text\/plain; charset=utf-8$/],
    ['/robots.txt', /^text\/plain; charset=utf-8$/],
    ['/sitemap.xml', /^(text|application)\/xml; charset=utf-8$/],
    ['/changelog.xml', /^application\/atom\+xml; charset=utf-8$/],
    ['/de/changelog.xml', /^application\/atom\+xml; charset=utf-8$/],
    ['/openapi.json', /^application\/json; charset=utf-8$/],
    ['/openapi.yaml', /^application\/yaml; charset=utf-8$/],
    ['/img/logo.svg', /^image\/svg\+xml; charset=utf-8$/],
    ['/es/intro', /^text\/html; charset=utf-8$/],
    [hashedAsset(buildDir, 'assets/js', /^main\.[0-9a-f]+\.js$/), /^application\/javascript; charset=utf-8$/],
    [hashedAsset(buildDir, 'fr/assets/css', /^styles\.[0-9a-f]+\.css$/), /^text\/css; charset=utf-8$/],
  ];
}

/** One problem per text file and encoding whose Content-Type lacks the utf-8 charset. */
async function charsetProblems(url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, type] of textFiles()) {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await get(url, path, {'Accept-Encoding': encoding});
      if (res.status !== 200) problems.push(`${path} (${encoding}): status ${res.status}`);
      else if (!type.test(String(res.headers['content-type'])))
        problems.push(`${path} (${encoding}): Content-Type ${res.headers['content-type']}`);
    }
  }
  return problems;
}

describe('every text type is served with charset=utf-8', () => {
  for (const name of ['nginx', 'node'] as const) {
    test(`${name}: Markdown, text, XML, JSON, YAML, SVG, JavaScript, CSS and HTML name utf-8`, async () => {
      const problems = await charsetProblems(name === 'nginx' ? nginx().url : node().url);
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});

/** The statuses of the header matrix: how to provoke each from nginx. */
function statusCases(
  mainJs: string,
): Array<{name: string; status: number; send: (url: string) => Promise<WireResponse>}> {
  return [
    {name: '200 page', status: 200, send: (u) => wireGet(u, '/es/intro')},
    {name: '200 asset (brotli)', status: 200, send: (u) => wireGet(u, mainJs, {'Accept-Encoding': 'br'})},
    {name: '206 single range', status: 206, send: (u) => wireGet(u, mainJs, {Range: 'bytes=0-99'})},
    {name: '416 unsatisfiable range (asset)', status: 416, send: (u) => wireGet(u, mainJs, {Range: 'bytes=99999999-'})},
    {
      name: '416 unsatisfiable range (page)',
      status: 416,
      send: (u) => wireGet(u, '/es/intro', {Range: 'bytes=99999999-'}),
    },
    {
      name: '304 revalidated page',
      status: 304,
      send: async (u) => wireGet(u, '/es/intro', {'If-None-Match': String((await get(u, '/es/intro')).headers.etag)}),
    },
    {name: '301 .html redirect', status: 301, send: (u) => wireGet(u, '/es/intro.html')},
    {name: '404 page', status: 404, send: (u) => wireGet(u, '/es/nope')},
    {name: '404 asset', status: 404, send: (u) => wireGet(u, '/assets/js/nope.00000000.js')},
    {name: '405 POST', status: 405, send: (u) => wireGet(u, '/es/intro', {}, 'POST')},
    {
      name: '413 body too large',
      status: 413,
      send: (u) =>
        wireRequest(
          u,
          `POST /es/intro HTTP/1.1\r\nHost: ${new URL(u).host}\r\nContent-Length: 5000000`,
          'x'.repeat(1024),
        ),
    },
    {name: '414 URI too long', status: 414, send: (u) => wireGet(u, `/${'a'.repeat(9000)}`)},
    {name: '400 bad request', status: 400, send: (u) => wireRequest(u, 'GET /es/intro HTTP/1.1')},
  ];
}

/** One problem per required or caching header that is missing or repeated. */
export function repeatedHeaderProblems(where: string, res: WireResponse): string[] {
  const counts = headerCounts(res);
  const problems: string[] = [];
  for (const name of [...requiredHeaderNames, 'Cache-Control']) {
    const n = counts.get(name.toLowerCase()) ?? 0;
    if (n !== 1) problems.push(`${where}: ${name} ×${n}`);
  }
  for (const [name, n] of counts) if (n > 1) problems.push(`${where}: ${name} ×${n}`);
  return [...new Set(problems)];
}

/** One problem per status of the matrix with a wrong status or a header missing or repeated. */
async function statusHeaderProblems(url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const c of statusCases(hashedAsset(buildDir, 'assets/js', /^main\.[0-9a-f]+\.js$/))) {
    const res = await c.send(url);
    if (res.status !== c.status) problems.push(`${c.name}: status ${res.status}, expected ${c.status}`);
    problems.push(...repeatedHeaderProblems(c.name, res));
  }
  return problems;
}

/** One problem when a single range is not a 206 of its bytes, or several ranges are not the whole file once. */
async function rangeProblems(url: string): Promise<string[]> {
  const problems: string[] = [];
  const path = '/img/logo.svg';
  const size = readFileSync(join(buildDir, 'img/logo.svg')).length;
  const single = await wireGet(url, path, {Range: 'bytes=0-9'});
  if (single.status !== 206 || single.body.length !== 10)
    problems.push(`1 range: ${single.status} with ${single.body.length} bytes, expected 206 with 10`);
  for (const count of [2, 200]) {
    const ranges = Array.from({length: count}, (_, i) => `${i % 5}-${(i % 5) + 50}`).join(',');
    const res = await wireGet(url, path, {Range: `bytes=${ranges}`});
    if (res.status !== 200 || res.body.length !== size)
      problems.push(
        `${count} ranges: ${res.status} with ${res.body.length} bytes, expected 200 with the ${size}-byte file`,
      );
  }
  return problems;
}

describe('header hygiene: each header once, on every status', () => {
  test('the check itself: a header sent twice or not at all is named', () => {
    const res: WireResponse = {
      status: 416,
      headers: [
        ['x-frame-options', 'DENY'],
        ['x-frame-options', 'DENY'],
        ['cache-control', 'no-cache'],
        ['cache-control', 'no-cache'],
      ],
      body: Buffer.alloc(0),
    };
    const problems = repeatedHeaderProblems('416', res);
    assert.ok(problems.includes('416: X-Frame-Options ×2'), problems.join('\n'));
    assert.ok(problems.includes('416: Cache-Control ×2'), problems.join('\n'));
    assert.ok(problems.includes('416: Strict-Transport-Security ×0'), problems.join('\n'));
  });

  test('200, 206, 304, 301, 404, 405, 413, 414, 416, 400: every security header and Cache-Control exactly once', async () => {
    const problems = await statusHeaderProblems(nginx().url);
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('errors are never cached as immutable: a 416 of a hashed asset revalidates', async () => {
    const res = await wireGet(nginx().url, hashedAsset(buildDir, 'assets/js', /^main\.[0-9a-f]+\.js$/), {
      Range: 'bytes=99999999-',
    });
    assert.equal(res.status, 416);
    assert.equal(headerValue(res, 'cache-control'), 'no-cache');
  });

  test('one range per request: several ranges get the whole file once (200), never a multipart 206', async () => {
    const problems = await rangeProblems(nginx().url);
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});

/**
 * nginx's `uninitialized` warnings for representative requests: a .html redirect, a page of a
 * locale, a Markdown twin by name, an unknown path, a page asked for as Markdown, and a request
 * nginx rejects before routing (400). Each is a variable read on a path that never sets it.
 */
async function uninitializedWarnings(server: Served): Promise<string[]> {
  const from = server.stderr().length;
  for (const path of ['/intro.html', '/es/intro', '/intro.md', '/no-such-page']) await get(server.url, path);
  await get(server.url, '/intro', {Accept: 'text/markdown'});
  await wireRequest(server.url, 'NOT-HTTP\r\n\r\n');
  await errorLogCaughtUp(server.stderr, async (path) => (await wireRequest(server.url, tooLargeHead(path))).status);
  return server
    .stderr()
    .slice(from)
    .split('\n')
    .filter((line) => line.includes('uninitialized'));
}

describe("nginx's error log", () => {
  test('no "uninitialized variable" warning for a .html redirect, a page, a twin, a 404, Markdown by Accept, a 400', async () => {
    const warnings = await uninitializedWarnings(nginx());
    assert.deepEqual(warnings, [], warnings.join('\n'));
  });
});

/** Rewrites `text`, failing loudly when the pattern is gone (the planted fault would plant nothing). */
function plant(text: string, pattern: string | RegExp, replacement: string, what: string): string {
  const out = text.replace(pattern, replacement);
  if (out === text) throw new Error(`planted fault "${what}": ${pattern} not found in the rendered config`);
  return out;
}

describe('planted faults: each check fails on a config without the rule it checks', () => {
  let copy = '';
  before(() => {
    copy = copyWithDotfiles();
  });
  const broken = nginxForSuite(() => ({
    buildDir: copy,
    cspCheck: false,
    plantFault: (name, text) => {
      if (name === 'site.conf') {
        // The redirect map before the fix: only one leading "/" consumed, the rest copied.
        let out = plant(text, /\(\?:\[\/\\x5C\]\|%2\[Ff\]\|%5\[Cc\]\)\+/g, '/', 'leading slashes');
        // The header maps without their 416 guard.
        out = plant(out, /^ {4}416 "";\n/gm, '', '416 guard');
        // The twin without its default: uninitialized wherever routes.conf does not set it.
        out = plant(out, /^map "" \$mnemora_twin \{\n {4}default "";\n\}\n/m, '', 'twin default');
        return out;
      }
      if (name === 'routes.conf') {
        let out = plant(text, '"^(?:/(?!\\.well-known/)\\.|/.*/\\.)"', '"^/planted-never-matches$"', 'hidden files');
        out = plant(out, ' text/markdown', '', 'Markdown charset');
        return plant(out, /^max_ranges 1;$/m, '', 'max_ranges');
      }
      return text;
    },
  }));
  after(() => {
    if (copy) removeCopy(copy);
  });

  test('open redirect: //evil.example/intro.html → //evil.example/intro is reported', async () => {
    const {problems} = await redirectProblems(broken().url, [
      '//evil.example/intro.html',
      '/\\evil.example/x.html',
      '/es/intro.html',
    ]);
    assert.deepEqual(problems, [
      '//evil.example/intro.html: 301 Location "//evil.example/intro" leads to http://evil.example',
      '/\\evil.example/x.html: 301 Location "/\\\\evil.example/x" leads to http://evil.example',
    ]);
  });

  test('hidden files: the planted .git/config and .env, and the model files, are reported as served', async () => {
    const problems = await dotfileProblems(broken().url);
    assert.ok(problems.includes('/.git/config: status 200'), problems.join('\n'));
    assert.ok(problems.includes('/.env: the planted content was sent'), problems.join('\n'));
    const models = await modelFileProblems(broken().url, copy);
    assert.ok(models.includes('/es/.api-model.json: status 200'), models.join('\n'));
    assert.ok(models.includes('/.api-model.json: the model was sent'), models.join('\n'));
  });

  test('charset: the Markdown twin without utf-8 is reported, the other types are not', async () => {
    const problems = await charsetProblems(broken().url);
    assert.deepEqual(
      problems.map((p) => p.replace(/ \((identity|br|gzip)\)/, '')),
      Array(3).fill('/es/api/search.md: Content-Type text/markdown'),
    );
  });

  test('headers: the 416 answers are reported with every header twice', async () => {
    const problems = await statusHeaderProblems(broken().url);
    assert.ok(problems.includes('416 unsatisfiable range (asset): X-Frame-Options ×2'), problems.join('\n'));
    assert.ok(problems.includes('416 unsatisfiable range (page): Cache-Control ×2'), problems.join('\n'));
    assert.ok(
      problems.every((p) => p.startsWith('416 ')),
      problems.join('\n'),
    );
  });

  test('ranges: several ranges answered as a multipart 206 are reported', async () => {
    const problems = await rangeProblems(broken().url);
    assert.ok(
      problems.some((p) => /^2 ranges: 206 with \d+ bytes/.test(p)),
      problems.join('\n'),
    );
  });

  test('error log: the twin read where it was never set is reported (the .html redirect, the 400)', async () => {
    const warnings = await uninitializedWarnings(broken());
    assert.ok(
      warnings.some((w) => w.includes('"mnemora_twin"') && w.includes('GET /intro.html')),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => w.includes('request: "NOT-HTTP"')),
      warnings.join('\n'),
    );
  });
});
