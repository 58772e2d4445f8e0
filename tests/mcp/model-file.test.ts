/**
 * The docs MCP server answers get_operation, list_error_codes and validate_request from the model
 * files the build writes (`build/.api-model.json`, `build/<locale>/.api-model.json`): the answers
 * are those of the model built from the contract in this process, byte for byte, and a model file
 * that is missing, truncated or of another format stops the server at start-up with status 2 and
 * one line on stderr naming the file and saying to rebuild. Needs the build (`npm run build`).
 * Run: node --import tsx --test tests/mcp/model-file.test.ts
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {linkCopyOfBuild, removeCopy, replaceBuildFile} from '../../scripts/lib/build-copy';
import {createDocsServer} from '../../mcp/src/docs-server';
import {packSnapshot, snapshotFromRepo, type Snapshot} from '../../mcp/src/snapshot';
import {apiModel} from '../../packages/api-model/load';
import {MODEL_FORMAT, resolveModel} from '../../packages/api-model/serialize';
import {locales} from '../../config/i18n';
import {portalUrl} from '../../config/platform';

before(() => requireBuild());

/** A client of an in-process server over a snapshot; `answer` is a tool's first text, with its error flag. */
async function clientOf(
  snapshot: Snapshot,
): Promise<{answer: (name: string, args: object) => Promise<string>; close: () => Promise<void>}> {
  const {server} = createDocsServer(snapshot, {defaultLocale: 'en', siteUrl: portalUrl});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({name: 'mnemora-model-file-test', version: '1.0.0'});
  await client.connect(clientSide);
  return {
    answer: async (name, args) => {
      const result = await client.callTool({name, arguments: args as Record<string, unknown>});
      const [first] = (result.content ?? []) as Array<{text?: string}>;
      return `${result.isError === true}\n${first?.text ?? ''}`;
    },
    close: () => client.close(),
  };
}

const auth = {Authorization: 'Bearer mn_sk_test_7Hd3Kp9QwX2mLs5VbT8nRc4Y'};
/** Requests the contract accepts and refuses, over bodies, query forms, headers and paths. */
const requests = [
  {
    method: 'POST',
    path: '/memories',
    headers: {...auth, 'Idempotency-Key': '5f1d8c2e-7b4a-4e0f-9a63-2c8b1e7d4f90'},
    body: {content: 'Prefers dark mode.', scope: {project_id: 'proj_7Hq2LmZ9'}, tags: ['ui']},
  },
  {method: 'GET', path: '/memories?project_id=proj_7Hq2LmZ9&limit=50&tag=ui&tag=preferences', headers: auth},
  {method: 'POST', path: '/memories', body: {scope: {project_id: 'project-1'}, tags: ['UI', 'UI'], colour: 'blue'}},
  {method: 'GET', path: '/memories', headers: auth, query: {project_id: 'proj_7Hq2LmZ9', limit: 1000, colour: 'x'}},
  {method: 'POST', path: '/search', headers: auth, body: {query: 'dark mode', mode: 'nope', filter: {tags: 3}}},
  {
    method: 'PATCH',
    path: 'https://api.mnemora.dev/v1/memories/mem_123',
    headers: auth,
    body: {content: 'y', extra: true},
  },
  {method: 'POST', path: '/keys', headers: auth, body: {name: 'k', permissions: ['bogus']}},
  {method: 'PUT', path: '/memories', headers: auth},
];

test('the answers from the model files are those of the model built from the contract in this process, byte for byte', async () => {
  const fromFiles = snapshotFromRepo(repoRoot);
  const built = Object.fromEntries(
    await Promise.all(
      locales.map(async (l) => [l, {...fromFiles.locales[l], model: resolveModel(await apiModel(l))}] as const),
    ),
  ) as Snapshot['locales'];
  const files = await clientOf(fromFiles);
  const contract = await clientOf({...fromFiles, locales: built});
  try {
    const calls: Array<[string, object]> = [];
    for (const locale of locales) {
      for (const op of fromFiles.locales[locale].model.operations)
        calls.push(['get_operation', {operationId: op.operationId, locale}]);
      calls.push(['get_operation', {method: 'PATCH', path: '/memories/mem_123', locale}]);
      calls.push(['list_error_codes', {locale}]);
    }
    for (const request of requests) calls.push(['validate_request', request]);
    let same = 0;
    for (const [name, args] of calls) {
      const expected = await contract.answer(name, args);
      assert.equal(await files.answer(name, args), expected, `${name} ${JSON.stringify(args).slice(0, 120)}`);
      assert.doesNotMatch(expected, /^true\n/, `${name} answered an error`);
      same += 1;
    }
    assert.equal(same, 14 * locales.length + 2 * locales.length + requests.length);
  } finally {
    await files.close();
    await contract.close();
  }
});

describe('a bad model file stops the server at start-up: status 2, one line naming the file', () => {
  let copy = '';
  before(() => {
    copy = linkCopyOfBuild(buildDir, 'mnemora-model-file-');
  });
  after(() => {
    if (copy) removeCopy(copy);
  });
  const start = (...args: string[]) =>
    spawnSync(process.execPath, ['--require', 'tsx/cjs', 'mcp/server.ts', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      input: '',
      timeout: 60_000,
    });
  const rebuild = 'rebuild the site with `npm run build`';

  test('truncated, of another format, missing', () => {
    const es = join(copy, 'es', '.api-model.json');
    const text = readFileSync(es, 'utf8');
    replaceBuildFile(es, text.slice(0, 4096));
    let run = start('--build', copy);
    assert.equal(run.status, 2, run.stderr);
    assert.equal(run.stdout, '');
    assert.match(
      run.stderr,
      new RegExp(
        `^mnemora-docs MCP server: ${es.replace(/[.]/g, '\\.')}: not a readable API model file, truncated or not JSON \\([^\\n]+\\); rebuild the site with \`npm run build\`\\n$`,
      ),
    );

    replaceBuildFile(es, text.replace(`"format":"${MODEL_FORMAT}"`, '"format":"1-000000000000"'));
    run = start('--build', copy);
    assert.equal(run.status, 2, run.stderr);
    assert.equal(
      run.stderr,
      `mnemora-docs MCP server: ${es}: API model format 1-000000000000, but this code reads format ${MODEL_FORMAT}; ${rebuild}\n`,
    );

    rmSync(es);
    run = start('--build', copy);
    assert.equal(run.status, 2, run.stderr);
    assert.match(
      run.stderr,
      new RegExp(
        `^mnemora-docs MCP server: The Mnemora docs server needs the built site, and ${es.replace(/[.]/g, '\\.')} are missing\\. .*npm run build.*\\n$`,
      ),
    );
  });

  test('a packed snapshot whose model is not one is refused the same way', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemora-model-snapshot-'));
    try {
      const packed = JSON.parse(packSnapshot(snapshotFromRepo(repoRoot))) as {
        locales: Record<string, {model: {model: {operations: unknown}}}>;
      };
      const de = packed.locales.de;
      assert.ok(de);
      de.model.model.operations = 'none';
      const file = join(dir, 'snapshot.json');
      writeFileSync(file, JSON.stringify(packed));
      const run = start('--snapshot', file);
      assert.equal(run.status, 2, run.stderr);
      assert.equal(
        run.stderr,
        `mnemora-docs MCP server: ${file} (de model): not an API model of format ${MODEL_FORMAT}: model.operations is a string, expected a list; ${rebuild}, and pack it again with \`npm run mcp:pack\`\n`,
      );
      writeFileSync(file, JSON.stringify(packed).slice(0, 1000));
      const truncated = start('--snapshot', file);
      assert.equal(truncated.status, 2, truncated.stderr);
      assert.match(
        truncated.stderr,
        /^mnemora-docs MCP server: The docs snapshot .+ is not readable, truncated or not JSON \([^\n]+\): pack it again with `npm run mcp:pack`\.\n$/,
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
