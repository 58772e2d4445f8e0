/**
 * The docs MCP server (mcp/server.ts) as an agent uses it: the SDK's Client over stdio, the server
 * reading this repository's build. Every tool, every error case, the site's relevance set through
 * search_docs in each locale, a request the contract refuses and one it accepts, and memory over
 * 1,000 calls. Needs the build (`npm run build`).
 * Run: node --import tsx --test tests/mcp/server.test.ts
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import YAML from 'yaml';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {residentBytes, startDocsServer, type DocsClient} from '../../scripts/lib/mcp-client';
import {loadRelevanceSet, rankOf, score, sectionScore, type SectionResult} from '../../scripts/lib/search-relevance';
import {
  contributorWeight as siteContributorWeight,
  isContributorPage as siteContributorPage,
} from '../../scripts/build-search-index';
import {contributorWeight, isContributorPage} from '../../mcp/src/search';
import {locales} from '../../config/i18n';
import {portalUrl} from '../../config/platform';

interface Hit {
  title: string;
  url: string;
  path: string;
  locale: string;
  section?: {heading: string; url: string};
  excerpt: string;
}
interface SearchAnswer {
  locale: string;
  results: Hit[];
}

const contract = YAML.parse(readFileSync(join(repoRoot, 'openapi', 'mnemora.bundled.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, {operationId?: string; summary?: string}>>;
  components: {
    schemas: {
      ErrorCode: {
        enum: string[];
        'x-mnemora-error-codes': Record<string, {status: number; retryable: boolean; meaning?: string}>;
      };
    };
  };
};
const twin = (path: string) =>
  readFileSync(join(buildDir, path.endsWith('/') ? `${path}index.md` : `${path}.md`), 'utf8');

let docs: DocsClient;
before(async () => {
  requireBuild();
  docs = await startDocsServer();
});
after(async () => {
  await docs?.close();
});

describe('the server', () => {
  test('reports the docs snapshot version and the seven tools with typed inputs and actionable descriptions', async () => {
    assert.match(docs.client.getServerVersion()?.version ?? '', /^docs-[0-9a-f]{12}$/);
    const {tools} = await docs.client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      [
        'search_docs',
        'get_page',
        'get_operation',
        'list_workflows',
        'get_workflow',
        'list_error_codes',
        'validate_request',
      ],
    );
    const required = Object.fromEntries(
      tools.map((t) => [t.name, [...((t.inputSchema.required as string[] | undefined) ?? [])].sort()]),
    );
    assert.deepEqual(required, {
      search_docs: ['query'],
      get_page: ['path'],
      get_operation: [],
      list_workflows: [],
      get_workflow: ['workflowId'],
      list_error_codes: [],
      validate_request: ['method', 'path'],
    });
    const search = tools.find((t) => t.name === 'search_docs')?.inputSchema.properties as Record<
      string,
      {type?: string; enum?: string[]; maximum?: number; maxLength?: number}
    >;
    assert.deepEqual(search.locale?.enum, locales);
    assert.equal(search.limit?.maximum, 20);
    assert.equal(search.query?.maxLength, 300);
    for (const t of tools)
      assert.ok((t.description ?? '').length >= 120, `${t.name}: a description an agent can act on`);
  });

  test('stdout carries protocol only; a missing build fails on stderr with the command that builds it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'mnemora-mcp-nobuild-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'mcp/server.ts', '--build', empty], {
        cwd: repoRoot,
        encoding: 'utf8',
        input: '',
      });
      assert.equal(run.status, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /needs the built site/);
      assert.match(run.stderr, /npm run build/);
    } finally {
      rmSync(empty, {recursive: true, force: true});
    }
    const init = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}},
    });
    const list = JSON.stringify({jsonrpc: '2.0', id: 2, method: 'tools/list'});
    // As a client configuration starts it: npm's own banner is silenced with --silent.
    const run = spawnSync('npm', ['run', '--silent', 'mcp', '--', '--locale', 'de'], {
      cwd: repoRoot,
      encoding: 'utf8',
      input: `${init}\n${list}\n`,
      timeout: 60_000,
    });
    const lines = run.stdout.split('\n').filter((l) => l !== '');
    assert.equal(lines.length, 2, run.stdout);
    for (const line of lines) assert.equal((JSON.parse(line) as {jsonrpc: string}).jsonrpc, '2.0');
    assert.match(run.stderr, /ready \(docs docs-[0-9a-f]{12}, \d+ pages, default locale de\)/);
  });

  test('an unknown --locale or argument stops with the locales on stderr', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'mcp/server.ts', '--locale', 'it'], {
      cwd: repoRoot,
      encoding: 'utf8',
      input: '',
    });
    assert.equal(run.status, 2);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /unknown locale "it": the docs have en, es, fr, de/);
  });
});

describe('search_docs', () => {
  test('ranks the page and section that answer, with title, URL, locale and an excerpt', async () => {
    const {results} = await docs.json<SearchAnswer>('search_docs', {query: 'delete a memory', limit: 3});
    assert.equal(results.length, 3);
    const top = results[0] as Hit;
    assert.deepEqual([top.title, top.url, top.locale], ['Memories', 'https://docs.mnemora.dev/api/memories', 'en']);
    assert.deepEqual(top.section, {
      heading: 'Delete a memory',
      url: 'https://docs.mnemora.dev/api/memories#delete-a-memory',
    });
    // The section's answer: what a delete does and what it returns.
    assert.match(top.excerpt, /removes it at once and answers 204 No Content/);
  });

  test('searches the locale asked for, in its words', async () => {
    const {locale, results} = await docs.json<SearchAnswer>('search_docs', {query: 'borrar una memoria', locale: 'es'});
    assert.equal(locale, 'es');
    assert.ok(results.length > 0);
    assert.deepEqual(
      results.filter((r) => !r.path.startsWith('/es/')),
      [],
    );
    assert.equal(results[0]?.path, '/es/api/memories');
    assert.match(results[0]?.excerpt ?? '', /memoria/);
  });

  test('the contributor-guide rule and index weight are the site search’s own', () => {
    const paths = [
      ...new Set(readFileSync(join(buildDir, 'sitemap.xml'), 'utf8').match(/<loc>[^<]+<\/loc>/g) ?? []),
    ].map((l) => new URL(l.slice(5, -6)).pathname);
    assert.ok(paths.length > 30);
    for (const p of [...paths, '/tutorial-basics/x', '/de/category/y'])
      assert.equal(isContributorPage(p), siteContributorPage(p), p);
    assert.equal(contributorWeight, siteContributorWeight);
  });

  const set = loadRelevanceSet();
  for (const locale of Object.keys(set)) {
    test(`${locale}: the site's relevance set finds its page in the top 3 at the site's thresholds (tuned ≥ 0.9, held-out ≥ 0.7), contributor pages never above it`, async (t) => {
      const ranks: Array<{heldout: boolean; rank: number; line: string}> = [];
      const sections: SectionResult[] = [];
      for (const c of set[locale] ?? []) {
        const {results} = await docs.json<SearchAnswer>('search_docs', {query: c.query, locale, limit: 10});
        const rank = results.findIndex((r) => r.path === c.page) + 1;
        if (c.section !== undefined && !c.heldout) {
          const landings = results.slice(0, 3).map((r) => (r.section?.url ?? r.url).slice(portalUrl.length));
          const expected = `${c.page}#${c.section}`;
          sections.push({query: c.query, expect: expected, landings, rank: rankOf(landings, expected)});
        }
        assert.deepEqual(
          results.filter((r) => r.locale !== locale),
          [],
          `${c.query}: results of another locale`,
        );
        // The contributor guide never outranks the platform page a reader was looking for.
        if (!isContributorPage(c.page) && rank > 0)
          assert.deepEqual(
            results.slice(0, rank - 1).filter((r) => isContributorPage(r.path)),
            [],
            `${c.query}: contributor pages above ${c.page}`,
          );
        ranks.push({
          heldout: Boolean(c.heldout),
          rank,
          line: `"${c.query}": ${c.page} ranks ${rank || '>10'} (got ${results
            .slice(0, 3)
            .map((r) => r.path)
            .join(', ')})`,
        });
      }
      const tuned = score(ranks.filter((r) => !r.heldout).map((r) => r.rank));
      const heldout = score(ranks.filter((r) => r.heldout).map((r) => r.rank));
      const misses = ranks
        .filter((r) => r.rank === 0 || r.rank > 3)
        .map((r) => r.line)
        .join('\n');
      const landed = sectionScore(sections);
      t.diagnostic(
        `${locale}: hit@1 ${tuned.hit1.toFixed(2)}, hit@3 ${tuned.hit3.toFixed(2)}, MRR ${tuned.mrr.toFixed(2)} (tuned, ${tuned.queries}); hit@3 ${heldout.hit3.toFixed(2)} (held-out, ${heldout.queries}); sections hit@3 ${landed.hit3.toFixed(2)} (tuned, ${sections.length})`,
      );
      assert.ok(tuned.hit3 >= 0.9, `${locale}: tuned hit@3 ${tuned.hit3.toFixed(2)}\n${misses}`);
      assert.ok(heldout.hit3 >= 0.7, `${locale}: held-out hit@3 ${heldout.hit3.toFixed(2)}\n${misses}`);
      // The site's threshold for the tuned cases that name a section (tests/e2e/search-relevance.spec.ts).
      assert.ok(
        landed.hit3 >= 0.7,
        `${locale}: tuned sections hit@3 ${landed.hit3.toFixed(2)}\n${landed.misses.join('\n')}`,
      );
    });
  }
});

describe('get_page', () => {
  test('returns the Markdown twin of any locale’s page, by path, .md URL, full URL or resource URI', async () => {
    const german = twin('/de/api/memories');
    assert.match(
      german,
      /^Verzeichnis aller Seiten[^\n]*<https:\/\/docs\.mnemora\.dev\/de\/llms\.txt>\n\n# Erinnerungen/,
    );
    for (const path of [
      '/de/api/memories',
      '/de/api/memories.md',
      'https://docs.mnemora.dev/de/api/memories#anchor',
      'mnemora-docs://de/api/memories',
    ]) {
      const answer = await docs.call('get_page', {path});
      assert.equal(answer.isError, false, path);
      assert.equal(answer.text, german, path);
    }
    assert.equal((await docs.call('get_page', {path: '/guides/'})).text, twin('/guides/'));
    assert.equal((await docs.call('get_page', {path: '/guides'})).text, twin('/guides/'));
  });

  test('an unknown path is an error naming the closest pages of its locale', async () => {
    const answer = await docs.call('get_page', {path: '/fr/api/memorys'});
    assert.equal(answer.isError, true);
    assert.match(answer.text, /^No page at \/fr\/api\/memorys\. Closest pages: \/fr\/api\/memories, /);
  });
});

describe('get_operation', () => {
  test('by operationId: parameters, dereferenced schemas, errors and the checked samples of the endpoint page', async () => {
    const op = await docs.json<{
      operationId: string;
      method: string;
      path: string;
      parameters: Array<{name: string; in: string}>;
      requestBody: {schema: {required: string[]; properties: Record<string, unknown>}};
      errors: Array<{status: string}>;
      responses: Record<string, {schema: {properties: Record<string, unknown>}}>;
      errorSchema: {properties: {error: {properties: Record<string, unknown>}}};
      samples: {curl: string; typescript: string; python: string};
    }>('get_operation', {operationId: 'createMemory'});
    assert.deepEqual([op.operationId, op.method, op.path], ['createMemory', 'POST', '/memories']);
    assert.deepEqual(
      op.parameters.map((p) => `${p.in} ${p.name}`),
      ['header Idempotency-Key'],
    );
    assert.deepEqual(op.requestBody.schema.required, ['content', 'scope']);
    assert.doesNotMatch(JSON.stringify(op), /"\$ref"/);
    assert.deepEqual(
      op.errors.map((e) => e.status),
      ['400', '401', '403', '409', '413', '422', '429', '500', '503'],
    );
    assert.deepEqual(Object.keys(op.responses), ['201']);
    assert.ok('version' in (op.responses['201']?.schema.properties ?? {}));
    assert.ok(
      ['code', 'message', 'request_id'].every((k) => k in op.errorSchema.properties.error.properties),
      JSON.stringify(op.errorSchema),
    );
    // The samples are the ones the endpoint page shows (and npm test checks).
    const page = twin('/api/endpoints/memory');
    for (const sample of Object.values(op.samples)) assert.ok(page.includes(sample), sample.slice(0, 80));
    assert.match(op.samples.curl, /^curl https:\/\/api\.mnemora\.dev\/v1\/memories \\/);
    assert.match(op.samples.typescript, /client\.memories\.create\(/);
    assert.match(op.samples.python, /client\.memories\.create\(/);
  });

  test('by method and a concrete path or URL; every operation of the contract has its three samples', async () => {
    const byPath = await docs.json<{operationId: string}>('get_operation', {
      method: 'PATCH',
      path: 'https://api.mnemora.dev/v1/memories/mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4',
    });
    assert.equal(byPath.operationId, 'updateMemory');
    const ids = Object.values(contract.paths).flatMap((item) =>
      Object.values(item)
        .map((o) => o.operationId)
        .filter((id): id is string => typeof id === 'string'),
    );
    assert.equal(ids.length, 14);
    for (const operationId of ids) {
      const op = await docs.json<{samples: Record<string, string>}>('get_operation', {operationId, locale: 'fr'});
      assert.deepEqual(Object.keys(op.samples).sort(), ['curl', 'python', 'typescript'], operationId);
    }
  });

  test('unknown operations and missing arguments are errors that say what exists', async () => {
    const typo = await docs.call('get_operation', {operationId: 'createMemorys'});
    assert.equal(typo.isError, true);
    assert.match(typo.text, /^Unknown operationId "createMemorys"\. Closest: createMemory, /);
    const path = await docs.call('get_operation', {method: 'GET', path: '/memory'});
    assert.match(path.text, /^No operation of the contract has the path \/memory\. Closest paths: \/memories/);
    const none = await docs.call('get_operation', {});
    assert.equal(none.isError, true);
    assert.match(
      none.text,
      /^Give operationId, or method and path\. Operations: createMemory \(POST \/memories\), listMemories \(GET \/memories\), /,
    );
  });
});

test('list_error_codes: every code of the contract with status, meaning, action and retryable', async () => {
  const {errorCodes} = await docs.json<{
    errorCodes: Array<{
      code: string;
      status: number;
      meaning: string;
      action: string;
      retryable: boolean;
      sdkRetries: boolean;
      url: string;
    }>;
  }>('list_error_codes', {locale: 'de'});
  const schema = contract.components.schemas.ErrorCode;
  assert.deepEqual(
    errorCodes.map((e) => e.code),
    schema.enum,
  );
  for (const e of errorCodes) {
    assert.equal(e.status, schema['x-mnemora-error-codes'][e.code]?.status, e.code);
    assert.equal(e.retryable, schema['x-mnemora-error-codes'][e.code]?.retryable, e.code);
    assert.ok(e.meaning.length > 20 && e.action.length > 20, e.code);
    // The code's own row of the German error-codes page (tests/site/api-reference.test.ts checks the row has that id).
    assert.equal(e.url, `${portalUrl}/de/api/error-codes#${e.code}`, e.code);
  }
  assert.deepEqual(
    errorCodes.filter((e) => e.retryable).map((e) => e.code),
    ['rate_limited', 'quota_exceeded', 'internal_error', 'service_unavailable'],
  );
  assert.deepEqual(
    errorCodes.filter((e) => e.sdkRetries).map((e) => e.code),
    ['rate_limited', 'internal_error', 'service_unavailable'],
  );
});

test('get_operation and list_error_codes answer in the locale asked for, from its published contract', async () => {
  // The build publishes each locale's contract with its overlay applied (/de/openapi.yaml); the
  // tools read it, so a German agent gets German summaries and meanings, and code stays code.
  const german = YAML.parse(readFileSync(join(repoRoot, 'build', 'de', 'openapi.yaml'), 'utf8')) as typeof contract;
  const op = await docs.json<{summary: string; path: string; samples: Record<string, string>}>('get_operation', {
    operationId: 'createMemory',
    locale: 'de',
  });
  assert.equal(op.summary, german.paths['/memories']?.post?.summary);
  assert.notEqual(op.summary, contract.paths['/memories']?.post?.summary, 'the German summary is not the English one');
  assert.equal(op.path, '/memories');
  const english = await docs.json<{samples: Record<string, string>}>('get_operation', {operationId: 'createMemory'});
  assert.equal(op.samples.curl, english.samples.curl, 'the cURL sample is the same code in every locale');
  const {errorCodes} = await docs.json<{errorCodes: Array<{code: string; meaning: string}>}>('list_error_codes', {
    locale: 'fr',
  });
  const french = YAML.parse(readFileSync(join(repoRoot, 'build', 'fr', 'openapi.yaml'), 'utf8')) as typeof contract;
  const notFound = errorCodes.find((e) => e.code === 'not_found');
  assert.equal(notFound?.meaning, french.components.schemas.ErrorCode['x-mnemora-error-codes']['not_found']?.meaning);
});

describe('workflows', () => {
  interface WorkflowList {
    locale: string;
    workflows: Array<{workflowId: string; title: string; summary: string; steps: number; guide?: string; file: string}>;
  }
  interface WorkflowAnswer {
    locale: string;
    workflowId: string;
    title: string;
    guide: string;
    file: string;
    run: string;
    inputs: Array<{name: string; description: string}>;
    steps: Array<{
      stepId: string;
      description: string;
      operation: {operationId: string; method?: string; path?: string; summary?: string};
      parameters: Array<{name: string; in: string; value: unknown}>;
      successCriteria: Array<{condition: string; stateful: boolean}>;
      outputs: Record<string, string>;
      samples?: {curl: string; typescript: string; python: string};
    }>;
  }

  test("list_workflows lists the guides' four flows with their guides and files, in the locale asked for", async () => {
    const en = await docs.json<WorkflowList>('list_workflows', {});
    assert.deepEqual(
      en.workflows.map((w) => [w.workflowId, w.steps, w.guide, w.file]),
      [
        [
          'keyRotation',
          4,
          'https://docs.mnemora.dev/api/authentication#rotate-a-key',
          'https://docs.mnemora.dev/workflows/key-rotation.arazzo.yaml',
        ],
        [
          'migrationImport',
          4,
          'https://docs.mnemora.dev/guides/migration',
          'https://docs.mnemora.dev/workflows/migration-import.arazzo.yaml',
        ],
        [
          'quickStart',
          3,
          'https://docs.mnemora.dev/getting-started/quick-start',
          'https://docs.mnemora.dev/workflows/quick-start.arazzo.yaml',
        ],
        [
          'realtimeResume',
          4,
          'https://docs.mnemora.dev/guides/realtime-sync',
          'https://docs.mnemora.dev/workflows/realtime-resume.arazzo.yaml',
        ],
      ],
    );
    const fr = await docs.json<WorkflowList>('list_workflows', {locale: 'fr'});
    const quick = fr.workflows.find((w) => w.workflowId === 'quickStart');
    assert.equal(quick?.title, 'Démarrage rapide');
    assert.equal(quick?.guide, 'https://docs.mnemora.dev/fr/getting-started/quick-start');
    assert.notEqual(
      quick?.summary,
      en.workflows.find((w) => w.workflowId === 'quickStart')?.summary,
      'the summary is in French',
    );
  });

  test("get_workflow gives each step's operation, what it sends and checks, and its checked samples, in the locale asked for", async () => {
    const flow = await docs.json<WorkflowAnswer>('get_workflow', {workflowId: 'quickStart', locale: 'de'});
    assert.equal(flow.locale, 'de');
    assert.equal(flow.guide, 'https://docs.mnemora.dev/de/getting-started/quick-start');
    assert.deepEqual(
      flow.steps.map((s) => [s.stepId, s.operation.method, s.operation.path]),
      [
        ['storeMemory', 'POST', '/memories'],
        ['searchMemories', 'POST', '/search'],
        ['deleteMemory', 'DELETE', '/memories/{memory_id}'],
      ],
    );
    const [store, , del] = flow.steps;
    assert.match(store!.description, /Erinnerung/, 'the step says what it does in German');
    assert.deepEqual(store!.outputs, {memory_id: '$response.body#/id'});
    assert.ok(store!.successCriteria.some((c) => c.condition === '$statusCode == 201'));
    assert.ok(
      del!.parameters.some((p) => p.in === 'path' && p.value === '$steps.storeMemory.outputs.memory_id'),
      'the delete takes the id the first step stored',
    );
    // The operation's own samples, as get_operation gives them in that locale.
    const op = await docs.json<{samples: {curl: string}}>('get_operation', {operationId: 'createMemory', locale: 'de'});
    assert.equal(store!.samples?.curl, op.samples.curl);
    assert.match(flow.inputs.find((i) => i.name === 'api_key')?.description ?? '', /Testschlüssel|Test/);
    assert.equal(
      flow.run,
      'npx @redocly/cli respect https://docs.mnemora.dev/workflows/quick-start.arazzo.yaml --workflow quickStart --server mnemora=https://api.mnemora.dev/v1 --input api_key=$MNEMORA_API_KEY',
    );
  });

  test('an unknown workflow names the closest ones and all of them', async () => {
    const answer = await docs.call('get_workflow', {workflowId: 'quickstrat'});
    assert.equal(answer.isError, true);
    assert.match(answer.text, /^Unknown workflowId "quickstrat"\. Closest: quickStart/);
    assert.match(answer.text, /All: keyRotation, migrationImport, quickStart, realtimeResume\./);
    const caseless = await docs.json<WorkflowAnswer>('get_workflow', {workflowId: 'quickstart'});
    assert.equal(caseless.workflowId, 'quickStart');
  });
});

describe('validate_request', () => {
  const auth = {Authorization: 'Bearer mn_sk_test_7Hd3Kp9QwX2mLs5VbT8nRc4Y'};
  test('a request the contract accepts is "valid"', async () => {
    const answer = await docs.call('validate_request', {
      method: 'POST',
      path: '/memories',
      headers: {...auth, 'Idempotency-Key': '5f1d8c2e-7b4a-4e0f-9a63-2c8b1e7d4f90'},
      body: {content: 'Prefers dark mode.', scope: {project_id: 'proj_7Hq2LmZ9', user_id: 'user_4821'}, tags: ['ui']},
    });
    assert.equal(answer.isError, false);
    assert.equal(answer.text, 'valid: the request matches createMemory (POST /memories) in the contract.');
    const list = await docs.call('validate_request', {
      method: 'GET',
      path: '/memories?project_id=proj_7Hq2LmZ9&limit=50&tag=ui&tag=preferences',
      headers: auth,
    });
    assert.match(list.text, /^valid: the request matches listMemories/);
    const tags = await docs.call('validate_request', {
      method: 'GET',
      path: '/memories',
      query: {project_id: 'proj_7Hq2LmZ9', tag: ['ui', 'preferences']},
      headers: auth,
    });
    assert.match(tags.text, /^valid: the request matches listMemories/);
  });

  test('a deprecated parameter: flagged with its replacement by get_operation in every locale, and named by validate_request', async () => {
    for (const locale of ['en', 'es', 'fr', 'de']) {
      const op = await docs.json<{parameters: Array<{name: string; deprecated?: boolean; useInstead?: string}>}>(
        'get_operation',
        {operationId: 'listMemories', locale},
      );
      assert.deepEqual(
        op.parameters.filter((p) => 'deprecated' in p).map((p) => [p.name, p.deprecated, p.useInstead]),
        [['offset', true, 'cursor']],
        locale,
      );
    }
    // Still valid (the API accepts it), with what to send instead.
    const valid = await docs.json<{valid: boolean; deprecated: Array<{pointer: string; message: string}>}>(
      'validate_request',
      {method: 'GET', path: '/memories?project_id=proj_7Hq2LmZ9&offset=40', headers: auth},
    );
    assert.equal(valid.valid, true);
    assert.deepEqual(valid.deprecated, [
      {pointer: '/query/offset', message: 'query parameter offset is deprecated; use cursor instead'},
    ]);
    // Beside violations, when there are some.
    const invalid = await docs.json<{valid: boolean; violations: unknown[]; deprecated: unknown[]}>(
      'validate_request',
      {method: 'GET', path: '/memories', query: {offset: '-1'}, headers: auth},
    );
    assert.equal(invalid.valid, false);
    assert.deepEqual(invalid.violations, [{pointer: '/query/offset', message: 'must be >= 0'}]);
    assert.equal(invalid.deprecated.length, 1);
  });

  test('a request the contract refuses: every violation with its JSON pointer', async () => {
    const refused = await docs.json<{
      valid: boolean;
      operation: string;
      violations: Array<{pointer: string; message: string}>;
    }>('validate_request', {
      method: 'POST',
      path: '/memories',
      body: {scope: {project_id: 'project-1'}, tags: ['UI', 'UI'], colour: 'blue'},
    });
    assert.equal(refused.valid, false);
    assert.equal(refused.operation, 'createMemory (POST /memories)');
    const pointers = refused.violations.map((v) => v.pointer).sort();
    assert.deepEqual(pointers, [
      '/body/colour',
      '/body/content',
      '/body/scope/project_id',
      '/body/tags',
      '/body/tags/0',
      '/body/tags/1',
      '/headers/authorization',
    ]);
    assert.match(refused.violations.find((v) => v.pointer === '/body/scope/project_id')?.message ?? '', /pattern/);
    const query = await docs.json<{violations: Array<{pointer: string}>}>('validate_request', {
      method: 'GET',
      path: '/memories',
      headers: auth,
      query: {project_id: 'proj_7Hq2LmZ9', limit: 1000, colour: 'x'},
    });
    assert.deepEqual(query.violations.map((v) => v.pointer).sort(), ['/query/colour', '/query/limit']);
    const badTag = await docs.json<{violations: Array<{pointer: string}>}>('validate_request', {
      method: 'GET',
      path: '/memories?project_id=proj_7Hq2LmZ9&tag=ui&tag=Bad%20Tag',
      headers: auth,
    });
    assert.deepEqual(
      badTag.violations.map((v) => v.pointer),
      ['/query/tag/1'],
    );
    const wrongMethod = await docs.json<{violations: Array<{pointer: string; message: string}>}>('validate_request', {
      method: 'PUT',
      path: '/memories',
      headers: auth,
    });
    assert.match(
      wrongMethod.violations[0]?.message ?? '',
      /^\/memories has no PUT operation; it has POST \(createMemory\), GET \(listMemories\)/,
    );
  });

  test('a body over the API’s 1 MiB limit is a violation, not a crash', async () => {
    const answer = await docs.json<{violations: Array<{pointer: string; message: string}>}>('validate_request', {
      method: 'POST',
      path: '/memories',
      headers: auth,
      body: {content: 'x'.repeat(1024 * 1024 + 10), scope: {project_id: 'proj_7Hq2LmZ9'}},
    });
    assert.deepEqual(
      answer.violations.map((v) => v.pointer),
      ['/body'],
    );
    assert.match(answer.violations[0]?.message ?? '', /over the API's limit of 1048576 \(413 payload_too_large\)/);
  });
});

describe('bad input', () => {
  test('an unknown locale lists the locales; malformed or oversized arguments are MCP errors; the server keeps answering', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['search_docs', {query: 'memories', locale: 'it'}, /expected one of "en"\|"es"\|"fr"\|"de"/],
      ['list_error_codes', {locale: 'pt'}, /expected one of "en"\|"es"\|"fr"\|"de"/],
      ['search_docs', {query: 'q'.repeat(301)}, /query/],
      ['search_docs', {query: 42}, /expected string/],
      ['search_docs', {query: 'memories', limit: 0}, /limit/],
      ['search_docs', {}, /query/],
      ['get_page', {path: 'p'.repeat(5000)}, /path/],
      ['validate_request', {method: 'BREW', path: '/memories'}, /method/],
      [
        'validate_request',
        {method: 'POST', path: '/memories', body: Array.from({length: 30_000}, () => 1)},
        /more than the maximum of 20000 elements/,
      ],
    ];
    for (const [name, args, message] of cases) {
      const answer = await docs.call(name, args);
      assert.equal(answer.isError, true, `${name} ${JSON.stringify(args).slice(0, 80)}`);
      assert.match(answer.text, message);
    }
    const unknownTool = await docs.call('delete_docs', {});
    assert.equal(unknownTool.isError, true);
    assert.match(unknownTool.text, /Tool delete_docs not found/);
    await assert.rejects(
      docs.client.readResource({uri: 'mnemora-docs://en/api/serch'}),
      /No page at \/api\/serch\. Closest pages: \/api\/search, /,
    );
    await assert.rejects(
      docs.client.readResource({uri: 'mnemora-docs://it/api/search'}),
      /Unknown locale "it" in mnemora-docs:\/\/it\/api\/search: the docs have en, es, fr, de/,
    );
    await assert.rejects(
      docs.client.readResource({uri: 'file:///etc/passwd'}),
      /Resource file:\/\/\/etc\/passwd not found/,
    );
    assert.deepEqual(await docs.client.ping(), {});
  });
});

test('resources: one per page of every locale plus the contract, read as the twins and the published contract', async () => {
  const {resources} = await docs.client.listResources();
  const pages = resources.filter((r) => r.mimeType === 'text/markdown');
  for (const locale of locales)
    assert.ok(pages.filter((r) => r.uri.startsWith(`mnemora-docs://${locale}/`)).length >= 30, locale);
  const read = await docs.client.readResource({uri: 'mnemora-docs://fr/api/search'});
  assert.equal((read.contents[0] as {text: string}).text, twin('/fr/api/search'));
  const {resourceTemplates} = await docs.client.listResourceTemplates();
  assert.deepEqual(
    resourceTemplates.map((t) => t.uriTemplate),
    ['mnemora-docs://{locale}/{+path}'],
  );
  const alias = await docs.client.readResource({uri: 'mnemora-docs://de/guides/index.md'});
  assert.deepEqual(
    [alias.contents[0]?.uri, (alias.contents[0] as {text: string}).text],
    ['mnemora-docs://de/guides/', twin('/de/guides/')],
  );
  const spec = await docs.client.readResource({uri: 'mnemora-docs://contract/openapi.yaml'});
  assert.equal((spec.contents[0] as {text: string}).text, readFileSync(join(buildDir, 'openapi.yaml'), 'utf8'));
});

test('--locale es: search, operations and error codes default to Spanish', async () => {
  const spanish = await startDocsServer(['--locale', 'es']);
  try {
    const {locale, results} = await spanish.json<SearchAnswer>('search_docs', {query: 'clave de API'});
    assert.equal(locale, 'es');
    assert.ok(results.length > 0 && results.every((r) => r.path.startsWith('/es/')));
    assert.equal((await spanish.json<{locale: string}>('list_error_codes', {})).locale, 'es');
  } finally {
    await spanish.close();
  }
});

test('memory stays flat over 1,000 sequential calls, and the server stays up', {timeout: 300_000}, async (t) => {
  // A server of its own, its heap capped well above what it needs (about 50 MiB live after GC):
  // a leak that outgrows the cap kills it, and resident memory, which V8 grows in steps before it
  // settles, is compared after a warm-up.
  const capped = await startDocsServer([], {
    command: process.execPath,
    args: ['--max-old-space-size=128', '--import', 'tsx', join(repoRoot, 'mcp', 'server.ts')],
  });
  try {
    const pid = capped.transport.pid;
    assert.ok(pid);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['search_docs', {query: 'rate limit retry', locale: 'en'}],
      ['search_docs', {query: 'Erinnerung löschen', locale: 'de'}],
      ['get_page', {path: '/es/api/search'}],
      ['get_page', {path: '/nope'}],
      ['get_operation', {operationId: 'searchMemories'}],
      ['list_error_codes', {}],
      ['validate_request', {method: 'POST', path: '/search', body: {query: 'x', limit: 500}}],
      ['search_docs', {query: 'q'.repeat(400)}],
    ];
    const run = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const [name, args] = calls[i % calls.length] as [string, Record<string, unknown>];
        await capped.call(name, args);
      }
    };
    await run(400);
    const warm = residentBytes(pid);
    // The process measured is the server with its indexes, not a wrapper that would stay flat whatever the server does.
    assert.ok(warm > 60 * 1024 * 1024, `pid ${pid} holds ${(warm / 1048576).toFixed(0)} MiB: not the docs server`);
    await run(1000);
    const afterCalls = residentBytes(pid);
    const growth = afterCalls - warm;
    t.diagnostic(
      `resident memory ${(warm / 1048576).toFixed(1)} MiB after 400 calls, ${(afterCalls / 1048576).toFixed(1)} MiB after 1,000 more`,
    );
    assert.ok(
      growth < 15 * 1024 * 1024,
      `resident memory grew ${(growth / 1048576).toFixed(1)} MiB over 1,000 calls (${(warm / 1048576).toFixed(0)} → ${(afterCalls / 1048576).toFixed(0)} MiB)`,
    );
    assert.deepEqual(await capped.client.ping(), {});
  } finally {
    await capped.close();
  }
});
