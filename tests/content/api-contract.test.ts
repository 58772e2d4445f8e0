/**
 * The API contract (openapi/mnemora.yaml) and everything generated from it: lint is clean, the
 * bundle and the wire types are fresh, the API reference renders in every locale with the same
 * heading ids and the same samples, the contract agrees with the
 * binding outline (operations, error codes, SDK error classes), and the realtime stream example
 * carries valid ChangeEvents. Each check has a planted fault that proves it can fail.
 * Run: node --import tsx --test tests/content/api-contract.test.ts
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {toString} from 'mdast-util-to-string';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {bundleContractText, bundledPath, contractPath, loadContract, repoRoot} from '../../packages/api-model/contract';
import {renderApiTypes, schemaTypesPath} from '../../scripts/generate-api-types';
import {GROUPS, RenderError, referenceNodes} from '../../src/lib/api-reference-tree';
import {localizedContract} from '../../packages/api-model/localized';
import {walkTree} from '../../src/lib/markdown-toolkit';
import {schemaValidator, startMock} from '../../scripts/check-samples';
import {TEST_API_KEY} from '../../packages/api-model/curl';
import {translatedLocales} from '../../config/i18n';
import {apiBaseUrl} from '../../config/platform';
import {apiBaseUrl as samplesBaseUrl} from '../../packages/api-model/contract';
import {buildApiModel} from '../../packages/api-model/model';
import type {RootContent} from 'mdast';

// A parsed YAML document walked by path: the tests below are what check its shape, so every
// node is loosely typed, in this one alias.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Node = any;
type Contract = Node;
const clone = <T>(v: T): T => structuredClone(v);

const OUTLINE_OPERATIONS = [
  'createMemory',
  'batchCreateMemories',
  'listMemories',
  'getMemory',
  'updateMemory',
  'deleteMemory',
  'bulkDeleteMemories',
  'searchMemories',
  'listApiKeys',
  'createApiKey',
  'revokeApiKey',
  'getUsage',
  'streamChanges',
  'getHealth',
];
const OUTLINE_ERROR_CODES: Record<string, number> = {
  invalid_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  version_conflict: 409,
  idempotency_key_reused: 409,
  payload_too_large: 413,
  rate_limited: 429,
  quota_exceeded: 429,
  internal_error: 500,
  service_unavailable: 503,
};
const REQUIRED_SCHEMAS = [
  'Memory',
  'Scope',
  'MemoryCreate',
  'MemoryUpdate',
  'BatchCreateRequest',
  'BatchCreateResponse',
  'MemoryList',
  'BulkDeleteRequest',
  'BulkDeleteResponse',
  'SearchRequest',
  'SearchFilter',
  'SearchResult',
  'SearchResponse',
  'ApiKey',
  'ApiKeyCreate',
  'ApiKeyCreated',
  'ApiKeyList',
  'Usage',
  'ChangeEvent',
  'Health',
  'Error',
  'ErrorCode',
];

let contract: Contract;
before(() => {
  contract = loadContract();
});

function operations(c: Contract): Map<string, Node> {
  const out = new Map<string, Node>();
  for (const item of Object.values<Node>(c.paths)) {
    for (const [method, op] of Object.entries<Node>(item)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) out.set(op.operationId, op);
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------
describe('contract: lint', () => {
  const lint = (file: string, cwd = repoRoot) =>
    spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        file,
        '--config',
        path.join(repoRoot, 'redocly.yaml'),
      ],
      {
        cwd,
        encoding: 'utf8',
        env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
      },
    );

  test('redocly lint reports no errors and no warnings', () => {
    const r = lint(contractPath);
    const out = r.stdout + r.stderr;
    assert.equal(r.status, 0, out);
    assert.match(out, /Your API description is valid/);
    assert.doesNotMatch(out, /You have \d+ warning|Your config has \d+ warning/, out);
  });

  // The bundle is what the site publishes (openapi.yaml, openapi.json) and what other people's
  // tools read: it lints clean under Redocly's recommended-strict on its own, without the rules
  // redocly.yaml adds or turns off, run from a directory where no redocly.yaml is found.
  const lintStrict = (file: string) => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'contract-strict-'));
    try {
      return spawnSync(
        process.execPath,
        [path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends', 'recommended-strict', file],
        {
          cwd,
          encoding: 'utf8',
          env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
        },
      );
    } finally {
      rmSync(cwd, {recursive: true, force: true});
    }
  };

  test('the published bundle lints clean under recommended-strict alone', () => {
    const r = lintStrict(bundledPath);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout + r.stderr, /Your API description is valid/);
  });

  test('planted: a component nothing refers to fails the strict lint of the bundle', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-strict-planted-'));
    try {
      const file = path.join(dir, 'bundled.yaml');
      writeFileSync(
        file,
        readFileSync(bundledPath, 'utf8').replace(
          /^ {2}schemas:\n/m,
          '  schemas:\n    Unused:\n      type: string\n      description: Referred to by nothing.\n',
        ),
      );
      const r = lintStrict(file);
      assert.notEqual(r.status, 0);
      assert.match(r.stdout + r.stderr, /Component: "Unused" is never used/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('planted: an operation without description fails lint', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-lint-'));
    try {
      cpSync(path.join(repoRoot, 'openapi'), dir, {recursive: true});
      const file = path.join(dir, 'paths/health.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}description: .*\n/m, ''));
      const r = lint(path.join(dir, 'mnemora.yaml'));
      assert.notEqual(r.status, 0);
      assert.match(r.stdout + r.stderr, /operation-description/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

// ------------------------------------------------------------------------------------------
describe('contract: generated files are fresh', () => {
  test('openapi/mnemora.bundled.yaml matches the split contract', () => {
    const fresh = bundleContractText();
    const committed = readFileSync(bundledPath, 'utf8');
    assert.ok(
      committed.endsWith(fresh),
      'openapi/mnemora.bundled.yaml is stale: run `node --import tsx scripts/bundle-openapi.ts`',
    );
  });

  test('sdk/typescript/schema.d.ts matches openapi-typescript output', async () => {
    assert.equal(
      readFileSync(schemaTypesPath, 'utf8'),
      await renderApiTypes(),
      'schema.d.ts is stale: run `node --import tsx scripts/generate-api-types.ts`',
    );
  });

  test('planted: a contract change makes schema.d.ts stale', async () => {
    const changed = clone(contract);
    changed.components.schemas.Memory.properties.content.description = 'Changed.';
    assert.notEqual(readFileSync(schemaTypesPath, 'utf8'), await renderApiTypes(changed));
  });

  test('the API reference renders in every locale: same heading ids, same samples, translated headings', async () => {
    // Each heading as the page's heading step reads it: its text, ending in `{#id}`.
    const headings = (nodes: RootContent[]) => {
      const out: {title: string; id: string | undefined}[] = [];
      for (const node of nodes)
        walkTree(node, (n) => {
          if (n.type !== 'heading') return;
          const text = toString(n);
          const m = /^(.*) \{#([\w-]+)\}$/.exec(text);
          out.push({title: m?.[1] ?? text, id: m?.[2]});
        });
      return out;
    };
    const samples = (nodes: RootContent[]) => {
      const out: string[] = [];
      for (const node of nodes)
        walkTree(node, (n) => {
          if (n.type === 'code' && ['bash', 'ts', 'python'].includes(n.lang ?? '')) out.push(`${n.lang}\n${n.value}`);
        });
      return out;
    };
    const english = referenceNodes(buildApiModel(contract));
    for (const locale of translatedLocales) {
      const localized = referenceNodes(buildApiModel(await localizedContract(locale)));
      for (const group of [...GROUPS, 'errorCodes'] as const) {
        const en = english[group];
        const tr = localized[group];
        assert.deepEqual(
          headings(tr).map((h) => h.id),
          headings(en).map((h) => h.id),
          `${locale} ${group}: heading ids`,
        );
        assert.deepEqual(samples(tr), samples(en), `${locale} ${group}: request samples`);
        if (group !== 'errorCodes') {
          assert.ok(samples(en).length > 0, `${group} has samples`);
          const titles = (nodes: RootContent[]) => headings(nodes).map((h) => h.title);
          const same = titles(tr).filter((t, i) => t === titles(en)[i]);
          assert.deepEqual(same, [], `${locale} ${group}: operation headings still in English`);
        }
      }
    }
  });

  test('planted: a contract change shows in the rendered reference', () => {
    const changed = clone(contract);
    operations(changed).get('getMemory').summary = 'Fetch a memory';
    const texts = referenceNodes(buildApiModel(changed))
      .memories.filter((n) => n.type === 'heading')
      .map((n) => toString(n));
    assert.ok(texts.includes('Fetch a memory {#get-memory}'), texts.join(' | '));
  });
});

// ------------------------------------------------------------------------------------------
describe('reference renderer: fails loudly', () => {
  test('on a schema keyword it cannot render (allOf), naming the operation', () => {
    const changed = clone(contract);
    changed.components.schemas.MemoryCreate.properties.scope = {
      allOf: [{$ref: '#/components/schemas/Scope'}],
      description: 'x',
    };
    assert.throws(
      () => referenceNodes(buildApiModel(changed)),
      (err: unknown) => err instanceof RenderError && /createMemory[\s\S]*allOf/.test(err.message),
    );
  });
  test('on an operation without an SDK mapping', () => {
    const changed = clone(contract);
    changed.paths['/memories/{memory_id}'].get.operationId = 'fetchMemory';
    assert.throws(() => referenceNodes(buildApiModel(changed)), /fetchMemory[\s\S]*no SDK mapping/);
  });
  test('on a response with a second content type', () => {
    const changed = clone(contract);
    changed.paths['/health'].get.responses['200'].content['text/plain'] = {schema: {type: 'string'}};
    assert.throws(() => referenceNodes(buildApiModel(changed)), /getHealth response 200: more than one content type/);
  });
});

// ------------------------------------------------------------------------------------------
describe('contract: agrees with the outline', () => {
  test('its server is the API base URL of config/platform.ts, the one pages, the CLI table and the sample checks use', () => {
    assert.deepEqual(
      contract.servers.map((s: {url: string}) => s.url),
      [apiBaseUrl],
    );
    assert.equal(samplesBaseUrl, apiBaseUrl, 'packages/api-model/contract.ts apiBaseUrl');
  });

  test('exactly the outline operations, each with tag, summary, description and a 4xx response', () => {
    const ops = operations(contract);
    assert.deepEqual([...ops.keys()].sort(), [...OUTLINE_OPERATIONS].sort());
    for (const [id, op] of ops) {
      assert.equal(op.tags?.length, 1, `${id} tag`);
      assert.ok(op.summary && op.description, `${id} summary/description`);
      assert.ok(
        Object.keys(op.responses).some((s) => s.startsWith('4')),
        `${id} 4xx`,
      );
    }
  });
  test('every required schema exists and has examples', () => {
    for (const name of REQUIRED_SCHEMAS) {
      const s = contract.components.schemas[name];
      assert.ok(s, `schema ${name} missing`);
      assert.ok(Array.isArray(s.examples) && s.examples.length > 0, `schema ${name} has no examples`);
    }
  });
  test('error codes: the outline set, each with status, meaning, action, retryable and an SDK class', () => {
    const schema = contract.components.schemas.ErrorCode;
    const table = schema['x-mnemora-error-codes'];
    assert.deepEqual([...schema.enum].sort(), Object.keys(OUTLINE_ERROR_CODES).sort());
    const sdk = readFileSync(path.join(repoRoot, 'sdk/typescript/index.d.ts'), 'utf8');
    for (const [code, status] of Object.entries(OUTLINE_ERROR_CODES)) {
      const e = table[code];
      assert.equal(e.status, status, `${code} status`);
      assert.ok(e.meaning && e.action, `${code} meaning/action`);
      assert.equal(e.retryable, [429, 500, 503].includes(status), `${code} retryable`);
      assert.match(
        sdk,
        new RegExp(`export declare class ${e.sdk_error} extends MnemoraError`),
        `${code}: SDK class ${e.sdk_error}`,
      );
    }
  });
  test('every error response of every operation uses the envelope and documents its code', () => {
    for (const [id, op] of operations(contract)) {
      for (const [status, raw] of Object.entries<Node>(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        const ref: string = raw.$ref;
        assert.ok(ref?.startsWith('#/components/responses/'), `${id} ${status} is not a reusable response`);
        const res = contract.components.responses[ref.split('/').pop()!];
        assert.equal(
          res.content['application/json'].schema.$ref,
          '#/components/schemas/Error',
          `${id} ${status} envelope`,
        );
        for (const ex of Object.values<Node>(res.content['application/json'].examples)) {
          assert.equal(
            String(ex.value.error.status),
            status,
            `${id} ${status}: example status ${ex.value.error.status}`,
          );
          assert.equal(
            OUTLINE_ERROR_CODES[ex.value.error.code],
            Number(status),
            `${id} ${status}: code ${ex.value.error.code}`,
          );
        }
      }
    }
  });
});

// ------------------------------------------------------------------------------------------
describe('contract: realtime stream example', () => {
  const eventsOf = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)));
  const check = (c: Contract) => {
    const validator = schemaValidator(c);
    const media = c.paths['/changes'].get.responses['200'].content['text/event-stream'];
    const problems: string[] = [];
    for (const [name, ex] of Object.entries<Node>(media.examples)) {
      const events = eventsOf(ex.value);
      if (!events.length) problems.push(`${name}: no data: lines`);
      for (const ev of events)
        problems.push(...validator.validate('ChangeEvent', ev).map((e) => `${name} ${ev.id}: ${e}`));
    }
    return problems;
  };
  test('every data: line is a valid ChangeEvent', () => {
    assert.deepEqual(check(contract), []);
  });
  test('planted: a data: line with an unknown event type fails', () => {
    const changed = clone(contract);
    const media = changed.paths['/changes'].get.responses['200'].content['text/event-stream'];
    const first = Object.values<Node>(media.examples)[0];
    first.value = first.value.replace('"type":"memory.created"', '"type":"memory.moved"');
    assert.ok(check(changed).some((p) => /type/.test(p)));
  });
});

// ------------------------------------------------------------------------------------------
describe('SDK surface', () => {
  test('index.d.ts and schema.d.ts type-check, and every planted misuse in surface.test-d.ts stays an error', () => {
    // surface.test-d.ts holds `@ts-expect-error` lines (planted misuses): if the surface loosened,
    // tsc would report "Unused '@ts-expect-error' directive" and this test would fail.
    const r = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
        '-p',
        path.join(repoRoot, 'tests/samples/tsconfig.json'),
        '--pretty',
        'false',
      ],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(readFileSync(path.join(repoRoot, 'sdk/typescript/surface.test-d.ts'), 'utf8'), /@ts-expect-error/);
  });
});

// ------------------------------------------------------------------------------------------
describe('contract mock: a bulk delete by filter must name a project', () => {
  // An empty or tags-only filter would match memories of every project of the organisation. The
  // contract refuses it, so the mock (and every client generated from the contract) does too.
  const send = async (port: number, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}/memories/bulk-delete`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json'},
      body: JSON.stringify(body),
    });
    await res.text();
    return res.status;
  };
  test('the mock answers 422 to an empty filter and to a tags-only filter, 200 to a project filter', async () => {
    const mock = await startMock();
    try {
      assert.equal(await send(mock.port, {filter: {}}), 422, '{"filter": {}}');
      assert.equal(await send(mock.port, {filter: {tags: {all: ['session']}}}), 422, 'tags-only filter');
      assert.equal(await send(mock.port, {filter: {scope: {user_id: 'user_4821'}}}), 422, 'scope without project_id');
      assert.equal(
        await send(mock.port, {
          filter: {scope: {project_id: 'proj_7Hq2LmZ9'}, tags: {all: ['session']}},
          dry_run: true,
        }),
        200,
      );
      assert.equal(await send(mock.port, {ids: ['mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4']}), 200);
    } finally {
      mock.stop();
    }
  });
  test('planted: with the old filter schema (no required project) the schema accepts an empty filter', () => {
    const changed = clone(contract);
    changed.components.schemas.BulkDeleteRequest.properties.filter = {$ref: '#/components/schemas/SearchFilter'};
    assert.deepEqual(schemaValidator(changed).validate('BulkDeleteRequest', {filter: {}}), []);
    assert.notDeepEqual(schemaValidator(contract).validate('BulkDeleteRequest', {filter: {}}), []);
  });
});

// ------------------------------------------------------------------------------------------
describe('contract: v1 can add response fields and error codes without breaking a generated client', () => {
  // The versioning promise (docs/api/overview.md#versioning) says new response fields and new
  // error codes ship within v1. A response schema with `additionalProperties: false` or an error
  // envelope whose `code` is a closed enum would make a client generated from the contract reject
  // the first such addition. Requests stay closed: an unknown request field is a mistake.
  const responseOnlyObjects = (c: Contract): string[] => {
    const S = c.components.schemas;
    const reach = (node: unknown, seen: Set<string>): void => {
      if (Array.isArray(node)) return node.forEach((n) => reach(n, seen));
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const name = v.split('/').pop()!;
          if (!seen.has(name)) {
            seen.add(name);
            reach(S[name], seen);
          }
        } else if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/responses/')) {
          reach(c.components.responses[v.split('/').pop()!], seen);
        } else reach(v, seen);
      }
    };
    const req = new Set<string>();
    const res = new Set<string>();
    for (const op of operations(c).values()) {
      reach(op.requestBody, req);
      reach(op.parameters, req);
      reach(op.responses, res);
    }
    return [...res].filter((n) => !req.has(n) && S[n].type === 'object');
  };
  const closedPlaces = (c: Contract): string[] => {
    const out: string[] = [];
    const walk = (node: Node, where: string): void => {
      if (!node || typeof node !== 'object') return;
      if (node.additionalProperties === false) out.push(where);
      for (const [k, v] of Object.entries<Node>(node.properties ?? {})) {
        if (v.$ref === '#/components/schemas/ErrorCode') out.push(`${where}.${k} (closed ErrorCode enum)`);
        walk(v, `${where}.${k}`);
      }
      if (node.items) walk(node.items, `${where}[]`);
    };
    for (const name of responseOnlyObjects(c)) walk(c.components.schemas[name], name);
    return out;
  };
  test('no response-only schema is closed, and error codes are open strings naming their known values', () => {
    assert.ok(responseOnlyObjects(contract).includes('Memory'));
    assert.deepEqual(closedPlaces(contract), []);
    assert.equal(
      contract.components.schemas.Error.properties.error.properties.code['x-mnemora-known-values'],
      'ErrorCode',
    );
  });
  test('request schemas stay closed', () => {
    for (const name of [
      'MemoryCreate',
      'MemoryUpdate',
      'SearchRequest',
      'BulkDeleteRequest',
      'BulkDeleteFilter',
      'Scope',
    ]) {
      assert.equal(contract.components.schemas[name].additionalProperties, false, name);
    }
  });
  test('a response with a field added later still validates; the docs check still refuses it in a sample', () => {
    const memory = {...contract.components.schemas.Memory.examples[0], sentiment: 'positive'};
    assert.deepEqual(schemaValidator(contract).validate('Memory', memory), []);
    assert.notDeepEqual(schemaValidator(contract, {documented: true}).validate('Memory', memory), []);
    const error = {
      error: {code: 'embedding_unavailable', status: 503, message: 'x', request_id: 'req_01J9Z3K8Q4W6T2V7'},
    };
    assert.deepEqual(schemaValidator(contract).validate('Error', error), []);
    assert.notDeepEqual(schemaValidator(contract, {documented: true}).validate('Error', error), []);
  });
  test('planted: closing Memory again, or pointing the envelope code at the enum, fails', () => {
    const changed = clone(contract);
    changed.components.schemas.Memory.additionalProperties = false;
    changed.components.schemas.Error.properties.error.properties.code = {$ref: '#/components/schemas/ErrorCode'};
    assert.deepEqual(closedPlaces(changed).sort(), ['Error.error.code (closed ErrorCode enum)', 'Memory']);
  });
});

// ------------------------------------------------------------------------------------------
describe('contract: request filters are bounded like what they match', () => {
  // A filter on metadata names keys and values a memory can hold: the same key pattern and value
  // length as Metadata, so a request cannot send a string no memory could match.
  const filterProblems = (c: Contract): string[] => {
    const S = c.components.schemas;
    const want = {pattern: S.Metadata.propertyNames?.pattern, maxLength: S.Metadata.additionalProperties?.maxLength};
    const problems: string[] = [];
    if (want.pattern === undefined || want.maxLength === undefined)
      problems.push('Metadata: no key pattern or value maxLength');
    for (const name of ['SearchFilter', 'BulkDeleteFilter']) {
      const m = S[name].properties.metadata;
      if (m.propertyNames?.pattern !== want.pattern)
        problems.push(
          `${name}.metadata: key pattern ${String(m.propertyNames?.pattern)}, Metadata's is ${want.pattern}`,
        );
      if (m.additionalProperties?.maxLength !== want.maxLength)
        problems.push(
          `${name}.metadata: value maxLength ${String(m.additionalProperties?.maxLength)}, Metadata's is ${want.maxLength}`,
        );
    }
    return problems;
  };
  test('metadata filters take the key pattern and value length of Metadata', () => {
    assert.deepEqual(filterProblems(contract), []);
  });
  test('planted: a search filter without a value length is named', () => {
    const changed = clone(contract);
    delete changed.components.schemas.SearchFilter.properties.metadata.additionalProperties.maxLength;
    assert.match(
      filterProblems(changed).join('\n'),
      /SearchFilter\.metadata: value maxLength undefined, Metadata's is 1024/,
    );
  });
});

// ------------------------------------------------------------------------------------------
describe('contract: every refusal an operation describes names its answer', () => {
  // "A key cannot revoke itself" left integrators guessing what comes back. A sentence of an
  // operation's description that says something cannot be done names the status and error code
  // the API answers, and the operation declares that status.
  const NOT_A_REQUEST = [/cannot be shown again/]; // the one-time secret: nothing a client sends
  const unanswered = (c: Contract): string[] => {
    const out: string[] = [];
    for (const [id, op] of operations(c)) {
      for (const sentence of String(op.description)
        .replace(/\s+/g, ' ')
        .split(/(?<=\.)\s/)) {
        if (!/\bcannot\b/.test(sentence) || NOT_A_REQUEST.some((r) => r.test(sentence))) continue;
        const answer = sentence.match(/`(\d{3}) ([a-z_]+)`/);
        if (!answer) out.push(`${id}: "${sentence}" does not say what the API answers`);
        else if (!op.responses[answer[1]!])
          out.push(`${id}: "${sentence}" names ${answer[1]}, which the operation does not declare`);
      }
    }
    return out;
  };
  test('each "cannot" names a declared status and code', () => {
    assert.deepEqual(unanswered(contract), []);
  });
  test('planted: the old revocation sentence fails', () => {
    const changed = clone(contract);
    changed.paths['/keys/{key_id}'].delete.description = 'Revokes a key immediately. A key cannot revoke itself.';
    assert.deepEqual(unanswered(changed), [
      'revokeApiKey: "A key cannot revoke itself." does not say what the API answers',
    ]);
  });
  test("the self-revocation answer is an example of the operation's 403", () => {
    const ref = contract.paths['/keys/{key_id}'].delete.responses['403'].$ref.split('/').pop();
    const examples = contract.components.responses[ref].content['application/json'].examples;
    assert.ok(Object.values<Node>(examples).some((e) => /cannot revoke itself/.test(e.value.error.message)));
  });
});

test("the Permissions table of the authentication page lists exactly the permissions the contract's operations require, in every locale", async () => {
  const {defaultLocaleModel} = await import('../../packages/api-model/load');
  const required = new Set(defaultLocaleModel().operations.flatMap((op) => op.permissions));
  assert.ok(required.size >= 3, `permissions in the contract: ${[...required].join(', ')}`);
  for (const locale of ['en', 'es', 'fr', 'de']) {
    const page =
      locale === 'en'
        ? 'docs/api/authentication.md'
        : `i18n/${locale}/docusaurus-plugin-content-docs/current/api/authentication.md`;
    const text = readFileSync(page, 'utf8');
    const section = text.slice(text.indexOf('{#permissions}'));
    const table = section.slice(0, section.search(/\n## /) >>> 0 || undefined);
    const listed = new Set(
      table
        .split('\n')
        .map((line) => /^\| `([a-z:]+)` \|/.exec(line)?.[1])
        .filter((p): p is string => p !== undefined),
    );
    assert.deepEqual([...listed].sort(), [...required].sort(), `${page}: the permissions table`);
  }
});
