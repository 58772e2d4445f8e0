/**
 * The API model as a file (packages/api-model/serialize.ts): what the build writes per locale and
 * the docs MCP server reads. A file of the right format reads back as the model with each
 * operation's schemas dereferenced as the contract's own `$ref` walk gives them; any other file is
 * refused with one line naming the file, what is wrong and to rebuild.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import test from 'node:test';
import {componentRef, contractAjv, forAjv, modelAjv} from '../../packages/api-model/ajv';
import {apiModel} from '../../packages/api-model/load';
import {localizedContract} from '../../packages/api-model/localized';
import {dereference} from '../../packages/api-model/refs';
import {
  checkModelFile,
  MODEL_FORMAT,
  ModelFileError,
  parseModel,
  resolveModel,
  schemaDocumentOf,
  serializeModel,
} from '../../packages/api-model/serialize';

const file = 'build/es/.api-model.json';
const rebuild = 'rebuild the site with `npm run build`';

/** The error parseModel throws for a text, which must be one ModelFileError of one line. */
function refusal(text: string): string {
  try {
    parseModel(text, file);
  } catch (error) {
    assert.ok(error instanceof ModelFileError, `not a ModelFileError: ${String(error)}`);
    assert.doesNotMatch(error.message, /\n/, 'one line');
    return error.message;
  }
  assert.fail('the text was read as a model');
}

// A model file's JSON, which the planted faults below change at any depth: the checks under test
// are what read its shape, so the node is loosely typed, in this one alias.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Node = any;

/** A model file's JSON, changed by `change`. */
async function changed(change: (file: {format: unknown; model: Node}) => void): Promise<string> {
  const value = JSON.parse(serializeModel(await apiModel('es'))) as {format: unknown; model: Node};
  change(value);
  return JSON.stringify(value);
}

test('the format version is 1- and a hash of the shape description', () => {
  assert.match(MODEL_FORMAT, /^1-[0-9a-f]{12}$/);
});

test("every locale's model reads back as itself, its operations' schemas dereferenced as the contract's $ref walk gives them", async () => {
  for (const locale of ['en', 'es', 'fr', 'de']) {
    const model = await apiModel(locale);
    const back = parseModel(serializeModel(model), file);
    assert.deepEqual(back, JSON.parse(JSON.stringify(resolveModel(model))), locale);
    const contract = await localizedContract(locale);
    for (const op of back.operations) {
      assert.deepEqual(
        op.resolved.parameters,
        op.parameters.map((p) => dereference(contract, p.schema)),
        `${locale} ${op.operationId} parameters`,
      );
      if (op.requestBody)
        assert.deepEqual(op.resolved.requestBody, dereference(contract, op.requestBody.schema), op.operationId);
      for (const r of op.responses.filter((x) => x.schema !== undefined))
        assert.deepEqual(
          op.resolved.responses[r.status],
          dereference(contract, r.schema),
          `${op.operationId} ${r.status}`,
        );
    }
  }
});

test('a file of another format names the version found and the one expected, and says to rebuild', async () => {
  assert.equal(
    refusal(await changed((f) => (f.format = '1-000000000000'))),
    `${file}: API model format 1-000000000000, but this code reads format ${MODEL_FORMAT}; ${rebuild}`,
  );
  assert.equal(
    refusal(await changed((f) => delete f.format)),
    `${file}: API model format missing (missing), but this code reads format ${MODEL_FORMAT}; ${rebuild}`,
  );
  assert.equal(
    refusal('[]'),
    `${file}: API model format missing (missing), but this code reads format ${MODEL_FORMAT}; ${rebuild}`,
  );
});

test('a truncated file, or one that is not JSON, is refused as unreadable', async () => {
  const text = serializeModel(await apiModel('es'));
  for (const bad of [text.slice(0, 5000), '', 'operations: []'])
    assert.match(
      refusal(bad),
      new RegExp(
        `^${file.replace(/\./g, '\\.')}: not a readable API model file, truncated or not JSON \\(.+\\); rebuild the site with \`npm run build\`$`,
      ),
    );
});

test('a file of the right format and the wrong structure names the first field that is wrong', async () => {
  const cases: Array<[(f: {model: Node}) => void, string]> = [
    [
      (f) => (f.model.operations[2].parameters[0].name = 7),
      'model.operations[2].parameters[0].name is a number, expected a string',
    ],
    [(f) => delete f.model.errorCodes, 'model.errorCodes is missing, expected a list'],
    [(f) => (f.model.operations[0].colour = 'blue'), 'model.operations[0].colour is not a field of Operation'],
    [
      (f) => (f.model.operations[1].resolved = null),
      'model.operations[1].resolved is null, expected an object (Resolved)',
    ],
    [
      (f) => (f.model.operations[0].sdk.result = 3),
      'model.operations[0].sdk.result is a number, expected a string or null',
    ],
    [
      (f) => (f.model.headers['X-Request-Id'] = 'x'),
      'model.headers.X-Request-Id is a string, expected an object (Header)',
    ],
    [(f) => (f.model = []), 'model is a list, expected an object (Model)'],
  ];
  for (const [change, problem] of cases)
    assert.equal(
      refusal(await changed(change)),
      `${file}: not an API model of format ${MODEL_FORMAT}: ${problem}; ${rebuild}`,
    );
  assert.equal(
    refusal(await changed((f) => ((f as Record<string, unknown>).extra = 1))),
    `${file}: not an API model of format ${MODEL_FORMAT}: unknown field "extra"; ${rebuild}`,
  );
});

test('checkModelFile: a missing file is named with what writes it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemora-model-file-'));
  try {
    const missing = join(dir, '.api-model.json');
    assert.throws(() => checkModelFile(missing), {
      name: 'Error',
      message: `${missing}: no API model file (the build writes it); ${rebuild}`,
    });
    writeFileSync(missing, '{"format": "0-old"}');
    assert.throws(() => checkModelFile(missing), ModelFileError);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("validators compiled from the model's schemas (modelAjv) judge as those compiled from the contract", async () => {
  const model = parseModel(serializeModel(await apiModel('en')), file);
  const fromModel = modelAjv(schemaDocumentOf(model));
  const fromContract = contractAjv(await localizedContract('en'));
  const create = model.operations.find((o) => o.operationId === 'createMemory');
  // As the docs server compiles it: a reference left by a cycle points into the registered schemas.
  const body = forAjv(create?.resolved.requestBody) as object;
  const name = create?.requestBody?.schemaName ?? '';
  const bodies = [create?.requestBody?.example, {scope: {project_id: 'project-1'}, tags: ['UI', 'UI'], colour: 'blue'}];
  // The same schemas compiled by both: the dereferenced body the docs server compiles, and the component.
  const pairs = [
    [fromModel.compile(body), fromContract.compile(structuredClone(body))],
    [fromModel.compile(componentRef(name)), fromContract.compile(componentRef(name))],
  ] as const;
  for (const value of bodies)
    for (const [a, b] of pairs) {
      assert.equal(a(value), b(value));
      assert.deepEqual(
        (a.errors ?? []).map((e) => [e.instancePath, e.keyword, e.message]),
        (b.errors ?? []).map((e) => [e.instancePath, e.keyword, e.message]),
      );
    }
  assert.equal(pairs[0][0](bodies[1]), false, 'the planted body is refused');
});
