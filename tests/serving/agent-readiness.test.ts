/**
 * Agent readiness against the shipped nginx config: what a coding agent that knows only the
 * site's address gets, in every locale. Pages answer the Accept headers real agents and browsers
 * send (Markdown, plain text or HTML, with Vary, Link and X-Robots-Tag), llms.txt is to the
 * letter and every link resolves over HTTP, /.well-known/ serves llms.txt, the skills index and
 * the API catalog, every skill matches its digest, and the docs MCP server answers the SDK's own
 * client over Streamable HTTP through nginx's /mcp, with JSON-RPC errors for bad requests and a
 * per-address rate limit. The checks themselves are tests/support/agent-readiness.ts, each
 * proved to fail on a planted fault in tests/unit/agent-readiness-checks.test.ts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {request} from 'node:http';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {defaultLocale, locales} from '../../config/i18n';
import {platformUrls, portalUrl} from '../../config/platform';
import {negotiate} from '../../deploy/negotiation';
import {freePort} from '../../scripts/lib/process';
import {createSiteServer} from '../../deploy/site-server';
import {createMcpHttpHandler} from '../../mcp/http';
import {snapshotFromRepo} from '../../mcp/src/snapshot';
import {
  apiCatalogProblems,
  llmsTxtProblems,
  negotiationProblems,
  realAccepts,
  skillsIndexProblems,
  twinPointerProblems,
  type Answer,
} from '../support/agent-readiness';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {docRoutes} from '../support/spec-routes';
import {get, inParallel, type Served} from './support/http';
import {nginxForSuite, startedForSuite} from './support/served';
import {connectOverHttp} from '../../scripts/lib/mcp-client';

requireBuild();

const prefix = (locale: string): string => (locale === defaultLocale ? '' : `/${locale}`);
// The contributor guide: its pages and the generated index pages of its categories.
const optionalPrefixes = ['/tutorial-basics/', '/tutorial-extras/', '/category/tutorial---'];

async function fetchText(
  served: Pick<Served, 'url'>,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await get(served.url, path, headers);
  return {status: res.status, headers: res.headers, body: res.body.toString('utf8')};
}

/** One raw request with a body: headers as sent, counted (rawHeaders), and the body. */
function send(
  url: string,
  path: string,
  method: string,
  headers: Record<string, string>,
  body = '',
): Promise<{status: number; rawHeaders: string[]; body: string}> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method,
        headers: {...headers, 'Content-Length': String(Buffer.byteLength(body))},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function repeated(rawHeaders: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (let i = 0; i < rawHeaders.length; i += 2)
    counts.set(rawHeaders[i]!.toLowerCase(), (counts.get(rawHeaders[i]!.toLowerCase()) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([name, n]) => `${name} ×${n}`);
}

describe('agent readiness on the shipped nginx config', () => {
  const served = nginxForSuite({buildDir, mcp: true});

  for (const locale of locales) {
    test(`${locale}: pages answer agents in Markdown or text and browsers in HTML, with Vary, Link and X-Robots-Tag`, async () => {
      const problems: string[] = [];
      const pages = [
        `${prefix(locale)}/`,
        `${prefix(locale)}/api/memories`,
        `${prefix(locale)}/guides/`,
        `${prefix(locale)}/getting-started/quick-start`,
      ];
      for (const page of pages) {
        const home = page === `${prefix(locale)}/`;
        const twinPath = page.endsWith('/') ? `${page}index.md` : `${page}.md`;
        const twin = {path: twinPath, text: readFileSync(join(buildDir, twinPath), 'utf8')};
        for (const {who, accept, expect} of realAccepts) {
          const answer = await fetchText(served(), page, accept === '' ? {} : {Accept: accept});
          problems.push(...negotiationProblems(`GET ${page} as ${who}`, answer, expect, twin, {home}));
        }
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test(`${locale}: llms.txt is to the letter, every link is a twin that nginx serves, and every twin points back to it`, async () => {
      const file = `${prefix(locale)}/llms.txt`;
      const answer = await fetchText(served(), file);
      assert.equal(answer.status, 200);
      const {links} = llmsTxtProblems(file, answer.body, () => true, optionalPrefixes);
      const bodies = new Map<string, Answer>();
      await inParallel(links, 8, async (link) =>
        bodies.set(link.url, await fetchText(served(), new URL(link.url).pathname)),
      );
      const {problems} = llmsTxtProblems(file, answer.body, (url) => bodies.get(url)?.status === 200, optionalPrefixes);
      const llmsUrl = `${portalUrl}${prefix(locale)}/llms.txt`;
      for (const [url, body] of bodies) {
        if (!String(body.headers['content-type']).startsWith('text/markdown'))
          problems.push(`${url}: Content-Type ${String(body.headers['content-type'])}`);
        problems.push(...twinPointerProblems(url, body.body, llmsUrl));
      }
      // Every docs page, and the contributor guide's two category pages (under Optional).
      assert.equal(
        links.length,
        docRoutes.length + 2,
        `${file} lists ${links.length} pages, the docs have ${docRoutes.length} and 2 category pages`,
      );
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test(`${locale}: the home page carries WebSite and Organization JSON-LD`, async () => {
      const answer = await fetchText(served(), `${prefix(locale)}/`, {Accept: 'text/html'});
      const blocks = [
        ...answer.body.matchAll(/<script[^>]*\btype="?application\/ld\+json"?[^>]*>([^<]*)<\/script>/g),
      ].map((m) => JSON.parse(m[1]!) as {'@graph'?: Array<{'@type': string; url?: string}>});
      const types = blocks.flatMap((b) => (b['@graph'] ?? []).map((n) => n['@type']));
      assert.ok(
        types.includes('WebSite') && types.includes('Organization'),
        `JSON-LD types on ${prefix(locale)}/: ${types.join(', ')}`,
      );
    });
  }

  test('nginx and npm start negotiate alike: for every Accept header, nginx answers what negotiate() decides', async () => {
    const accepts = [
      ...realAccepts.map((a) => a.accept),
      'text/plain;q=0.9, text/markdown',
      'text/markdown;q=0.5, text/plain;q=0.5',
      'text/*',
      'text/*;q=0.1, text/markdown;q=0.2',
      'TEXT/MARKDOWN',
      'text/markdown; charset=utf-8; q=0.95, text/html;q=0.951',
      'text/markdown; q=0.95, text/html;q=0.951',
      'text/markdown ; q = 0.8 , text/html ; q = 0.7',
      'text/markdown;q=1.0, text/html;q=1',
      'text/markdown;q=abc',
      'text/plain, text/markdown, text/html',
    ];
    const problems: string[] = [];
    for (const accept of accepts) {
      const res = await get(served().url, '/es/intro', {Accept: accept});
      const kind = negotiate(accept) ?? 'html';
      const type = String(res.headers['content-type']);
      const served_ = type.startsWith('text/markdown') ? 'markdown' : type.startsWith('text/plain') ? 'plain' : 'html';
      if (served_ !== kind) problems.push(`Accept "${accept}": nginx answers ${served_}, negotiate() says ${kind}`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test("/.well-known/ serves llms.txt and llms-full.txt (the default locale's), the skills index and the API catalog", async () => {
    for (const name of ['llms.txt', 'llms-full.txt']) {
      const wellKnown = await fetchText(served(), `/.well-known/${name}`);
      const root = await fetchText(served(), `/${name}`);
      assert.equal(wellKnown.status, 200, `/.well-known/${name}`);
      assert.equal(wellKnown.body, root.body, `/.well-known/${name} differs from /${name}`);
    }
    const index = await fetchText(served(), '/.well-known/agent-skills/index.json');
    assert.equal(index.status, 200);
    const skillPaths = locales.map((l) => `${prefix(l)}/skill.md`);
    const skills = new Map<string, string>();
    for (const path of skillPaths) {
      const answer = await fetchText(served(), path);
      if (answer.status === 200) skills.set(path, answer.body);
    }
    const problems = skillsIndexProblems(index.body, (url) => skills.get(url), skillPaths);
    const catalog = await fetchText(served(), '/.well-known/api-catalog');
    const targets = new Map<string, number>();
    const hrefs = (JSON.parse(catalog.body) as {linkset: Array<Record<string, Array<{href: string}>>>}).linkset.flatMap(
      (e) => [...(e['service-desc'] ?? []), ...(e['service-doc'] ?? [])].map((l) => l.href),
    );
    for (const href of hrefs) targets.set(href, (await get(served().url, new URL(href).pathname)).status);
    problems.push(
      ...apiCatalogProblems(
        catalog.body,
        String(catalog.headers['content-type']),
        (href) => targets.get(href) === 200,
        platformUrls.status,
      ),
    );
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('the docs MCP server answers the SDK client over Streamable HTTP through /mcp: initialize, tools/list, a search', async () => {
    const client = await connectOverHttp(`${served().url}/mcp`, 'agent-readiness');
    try {
      const result = await client.callTool({
        name: 'search_docs',
        arguments: {query: 'clave de idempotencia', locale: 'es'},
      });
      const text = ((result.content ?? []) as Array<{text?: string}>)[0]?.text ?? '';
      assert.match(text, /"path": "\/es\//, text.slice(0, 200));
    } finally {
      await client.close();
    }
  });

  test('/mcp: bad requests get JSON-RPC errors with each header once, never a crash', async () => {
    const json = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};
    const cases = [
      {
        name: 'GET (no stream in a stateless server)',
        method: 'GET',
        headers: {Accept: 'text/event-stream'},
        body: '',
        status: 405,
        code: -32000,
      },
      {name: 'malformed JSON', method: 'POST', headers: json, body: '{"jsonrpc":', status: 400, code: -32700},
      {
        name: 'wrong Content-Type',
        method: 'POST',
        headers: {...json, 'Content-Type': 'text/plain'},
        body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        status: 415,
        code: -32000,
      },
      {
        name: 'an Origin that is not the site',
        method: 'POST',
        headers: {...json, Origin: 'https://evil.example'},
        body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        status: 403,
        code: -32000,
      },
      {
        name: 'a body over the limit',
        method: 'POST',
        headers: json,
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {pad: 'x'.repeat(300 * 1024)}}),
        status: 413,
        code: -32000,
      },
    ];
    const problems: string[] = [];
    for (const c of cases) {
      const res = await send(served().url, '/mcp', c.method, c.headers, c.body);
      if (res.status !== c.status) problems.push(`${c.name}: status ${res.status}, expected ${c.status}`);
      let error: {code?: number} | undefined;
      try {
        error = (JSON.parse(res.body) as {error?: {code?: number}}).error;
      } catch {
        problems.push(`${c.name}: body is not JSON: ${res.body.slice(0, 80)}`);
      }
      if (error && error.code !== c.code) problems.push(`${c.name}: JSON-RPC code ${error.code}, expected ${c.code}`);
      problems.push(...repeated(res.rawHeaders).map((r) => `${c.name}: ${r}`));
    }
    const preflight = await send(served().url, '/mcp', 'OPTIONS', {
      Origin: `http://127.0.0.1:${served().port}`,
      'Access-Control-Request-Method': 'POST',
    });
    const exposed =
      preflight.rawHeaders[
        preflight.rawHeaders.findIndex((h) => h.toLowerCase() === 'access-control-expose-headers') + 1
      ] ?? '';
    if (!/Mcp-Session-Id/.test(exposed) || !/Mcp-Protocol-Version/.test(exposed))
      problems.push(`preflight: Access-Control-Expose-Headers "${exposed}"`);
    const after_ = await send(served().url, '/mcp', 'POST', json, '{"jsonrpc":"2.0","id":9,"method":"tools/list"}');
    if (after_.status !== 200) problems.push(`after the bad requests, tools/list answers ${after_.status}`);
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('/mcp: a client over the per-address rate gets 429 as a JSON-RPC error, and the server stays up', async () => {
    const json = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};
    const body = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
    const answers = await inParallel(
      Array.from({length: 80}, (_, i) => i),
      40,
      () => send(served().url, '/mcp', 'POST', json, body),
    );
    const limited = answers.filter((a) => a.status === 429);
    assert.ok(
      limited.length > 0,
      `80 requests at once: statuses ${[...new Set(answers.map((a) => a.status))].join(', ')}`,
    );
    assert.equal((JSON.parse(limited[0]!.body) as {error: {code: number}}).error.code, -32000);
    assert.ok(
      answers.every((a) => a.status === 200 || a.status === 429),
      `statuses ${[...new Set(answers.map((a) => a.status))].join(', ')}`,
    );
    // The per-address bucket drains at the zone's rate: the server answers again as soon as it
    // has room for one request (a refused request does not fill it), long before it is empty.
    // Each try is paced by its own round trip, so the test waits exactly until the room is there.
    const deadline = Date.now() + 10_000;
    let status: number;
    do status = (await send(served().url, '/mcp', 'POST', json, body)).status;
    while (status === 429 && Date.now() < deadline);
    assert.equal(status, 200, 'the server answers again after the burst');
  });
});

describe("npm start's server (scripts/serve.ts) answers agents as nginx does", () => {
  const node = startedForSuite('the Node server', async () => {
    const port = await freePort();
    const mcp = createMcpHttpHandler(snapshotFromRepo(repoRoot, buildDir), {
      defaultLocale: 'en',
      siteUrl: portalUrl,
      allowedOrigins: [portalUrl],
    });
    const server = createSiteServer(buildDir, {mcp});
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    return {
      url: `http://127.0.0.1:${port}`,
      stop: () => new Promise<void>((done) => server.close(() => done())),
    };
  });

  test("every locale: Markdown, text or HTML by Accept, with Vary, Link and X-Robots-Tag; the API catalog's type", async () => {
    const problems: string[] = [];
    for (const locale of locales) {
      for (const page of [`${prefix(locale)}/`, `${prefix(locale)}/api/memories`, `${prefix(locale)}/guides/`]) {
        const twinPath = page.endsWith('/') ? `${page}index.md` : `${page}.md`;
        const twin = {path: twinPath, text: readFileSync(join(buildDir, twinPath), 'utf8')};
        for (const {who, accept, expect} of realAccepts) {
          const answer = await fetchText(node(), page, accept === '' ? {} : {Accept: accept});
          problems.push(
            ...negotiationProblems(`npm start: GET ${page} as ${who}`, answer, expect, twin, {
              home: page === `${prefix(locale)}/`,
            }),
          );
        }
      }
    }
    const catalog = await fetchText(node(), '/.well-known/api-catalog');
    if (!String(catalog.headers['content-type']).startsWith('application/linkset+json'))
      problems.push(`npm start: api-catalog Content-Type ${String(catalog.headers['content-type'])}`);
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('/mcp: the SDK client initializes and lists the tools', async () => {
    // connectOverHttp asserts the server's name and snapshot version and the read-only tools.
    await (await connectOverHttp(`${node().url}/mcp`, 'agent-readiness')).close();
  });
});
