/**
 * The request console's logic against the contract, in every locale: the compiled validators the
 * browser imports accept every example request and name each violation; the offline mock's every
 * answer (each operation's success and each declared failure, and the API's answer to a broken
 * request) validates against the contract's response schema and carries the headers it declares.
 * A planted fault (a success example that breaks its schema) must fail the same check.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {loadValidators} from '../support/try-it';
import {isRecord, type ContractNode} from '../../packages/api-model/contract';
import {answerProblems} from '../support/answer-problems';
import {localizedContract} from '../../packages/api-model/localized';
import {locales} from '../../config/i18n';
import {buildConsoleModel, type ConsoleModel} from '../../src/plugins/try-it/model';
import {validatorsModule} from '../../src/plugins/try-it/validators';
import {checkRequest, initialForm, paramKey, type Validators} from '../../src/lib/try-it/request';
import {respond, scenariosOf} from '../../src/lib/try-it/mock';
import {buildApiModel} from '../../packages/api-model/model';

interface Loaded {
  contract: ContractNode;
  model: ConsoleModel;
  validators: Validators;
}
const cache = new Map<string, Promise<Loaded>>();
function load(locale: string): Promise<Loaded> {
  let hit = cache.get(locale);
  if (!hit) {
    hit = (async () => {
      const contract = await localizedContract(locale);
      const api = buildApiModel(contract);
      const model = buildConsoleModel(api);
      return {contract, model, validators: loadValidators(validatorsModule(api, model))};
    })();
    cache.set(locale, hit);
  }
  return hit;
}

for (const locale of locales) {
  describe(`request console (${locale})`, () => {
    test('every operation opens with its example request, which the compiled validators accept', async () => {
      const {model, validators} = await load(locale);
      assert.equal(Object.keys(model.operations).length, 14);
      for (const op of Object.values(model.operations)) {
        const checked = checkRequest(op, initialForm(op), validators);
        assert.deepEqual(checked.violations, [], `${op.operationId}: the example request breaks the contract`);
        assert.equal(checked.malformed, null);
      }
    });

    test('every success and every declared failure of every operation answers as the contract defines it', async () => {
      const {contract, model, validators} = await load(locale);
      let answers = 0;
      for (const op of Object.values(model.operations)) {
        const checked = checkRequest(op, initialForm(op), validators);
        const scenarios = scenariosOf(op);
        assert.equal(scenarios[0]?.code, '', `${op.operationId}: the success comes first`);
        const declared = new Set(op.responses.map((r) => r.status));
        assert.deepEqual(
          new Set(scenarios.map((s) => s.status)),
          declared,
          `${op.operationId}: a scenario per declared status`,
        );
        for (const scenario of scenarios) {
          const answer = respond(model, op, checked, scenario, {sent: 0});
          assert.equal(String(answer.status), scenario.status);
          assert.deepEqual(answerProblems(contract, op, answer), [], `${op.operationId} ${scenario.id}`);
          if (isRecord(answer.body) && isRecord(answer.body.error)) {
            assert.equal(
              answer.body.error.request_id,
              answer.headers.find(([n]) => n === 'X-Request-Id')?.[1],
              'the body names the request id of its header',
            );
            if (scenario.code) assert.equal(answer.body.error.code, scenario.code);
          }
          if (answer.status === 429 || answer.status === 503)
            assert.match(
              answer.headers.find(([n]) => n === 'Retry-After')?.[1] ?? '',
              /^\d+$/,
              `${op.operationId} ${answer.status}: Retry-After`,
            );
          answers++;
        }
      }
      assert.ok(answers > 100, `${answers} answers checked`);
    });
  });
}

/**
 * The console's create-memory request with its example body's fields overridden by `fields`
 * (serialized with `space`, as the reader's editor may indent it), checked against the contract.
 */
async function checkedCreateMemory(fields: Record<string, unknown>, space?: number) {
  const {contract, model, validators} = await load('en');
  const op = model.operations['create-memory']!;
  const form = initialForm(op);
  const body = {...(JSON.parse(form.body) as Record<string, unknown>), ...fields};
  const checked = checkRequest(op, {...form, body: JSON.stringify(body, null, space)}, validators);
  return {contract, model, op, checked};
}

describe('request console: what the reader sends shapes the answer', () => {
  test('a created memory echoes the content, tags and metadata sent, with a fresh id at its Location', async () => {
    const {contract, model, op, checked} = await checkedCreateMemory({
      content: 'Uses vim keybindings.',
      tags: ['editor'],
    });
    assert.deepEqual(checked.violations, []);
    const success = scenariosOf(op).find((s) => s.code === '')!;
    const a = respond(model, op, checked, success, {sent: 0});
    const b = respond(model, op, checked, success, {sent: 1});
    assert.equal(a.status, 201);
    const memory = a.body as Record<string, unknown>;
    assert.equal(memory.content, 'Uses vim keybindings.');
    assert.deepEqual(memory.tags, ['editor']);
    assert.notEqual(memory.id, (b.body as Record<string, unknown>).id, 'each send creates a new id');
    assert.equal(
      a.headers.find(([n]) => n === 'Location')?.[1],
      `https://api.mnemora.dev/v1/memories/${String(memory.id)}`,
    );
    assert.notEqual(
      a.headers.find(([n]) => n === 'X-Request-Id')?.[1],
      b.headers.find(([n]) => n === 'X-Request-Id')?.[1],
    );
    assert.equal(
      Number(b.headers.find(([n]) => n === 'RateLimit-Remaining')?.[1]),
      Number(a.headers.find(([n]) => n === 'RateLimit-Remaining')?.[1]) - 1,
    );
    assert.deepEqual(answerProblems(contract, op, a), []);
  });

  test('an update answers with the path id, the next version and its ETag', async () => {
    const {model, validators} = await load('en');
    const op = model.operations['update-memory']!;
    const form = initialForm(op);
    form.params[paramKey({in: 'path', name: 'memory_id'})] = 'mem_01JA0000000000000000000042';
    form.params[paramKey({in: 'header', name: 'If-Match'})] = '"7"';
    const checked = checkRequest(op, form, validators);
    assert.deepEqual(checked.violations, []);
    const a = respond(model, op, checked, scenariosOf(op)[0]!, {sent: 0});
    const memory = a.body as Record<string, unknown>;
    assert.equal(memory.id, 'mem_01JA0000000000000000000042');
    assert.equal(memory.version, 8);
    assert.equal(a.headers.find(([n]) => n === 'ETag')?.[1], '"8"');
  });
});

describe('request console: a request that breaks the contract', () => {
  test('each violation names its pointer and the rule with its limit; sent anyway, the API answers 422 listing them', async () => {
    const {contract, model, op, checked} = await checkedCreateMemory(
      {content: 'x'.repeat(40_000), colour: 'blue', tags: ['Not A Tag']},
      2,
    );
    const seen = checked.violations.map((v) => `${v.pointer}|${v.keyword}|${JSON.stringify(v.params)}`).sort();
    assert.deepEqual(seen, [
      '/content|maxLength|{"limit":32000}',
      '/tags/0|pattern|{"pattern":"^[a-z0-9][a-z0-9_-]{0,63}$"}',
      '|additionalProperties|{"additionalProperty":"colour"}',
    ]);
    const answer = respond(model, op, checked, scenariosOf(op)[0]!, {sent: 0});
    assert.equal(answer.status, 422);
    const error = (answer.body as {error: {code: string; details: {field: string}[]}}).error;
    assert.equal(error.code, 'validation_failed');
    assert.deepEqual(error.details.map((d) => d.field).sort(), ['colour', 'content', 'tags[0]']);
    assert.deepEqual(answerProblems(contract, op, answer), []);
  });

  test('malformed JSON is reported at its line and column, and answered 400 invalid_request', async () => {
    const {contract, model, validators} = await load('en');
    const op = model.operations['create-memory']!;
    const checked = checkRequest(op, {...initialForm(op), body: '{\n  "content": "x",\n}'}, validators);
    assert.deepEqual(
      checked.malformed && {
        line: checked.malformed.line,
        column: checked.malformed.column,
        code: checked.malformed.code,
      },
      {line: 3, column: 1, code: 'PropertyNameExpected'},
    );
    const answer = respond(model, op, checked, scenariosOf(op)[0]!, {sent: 0});
    assert.equal(answer.status, 400);
    assert.equal((answer.body as {error: {code: string}}).error.code, 'invalid_request');
    assert.deepEqual(answerProblems(contract, op, answer), []);
  });

  test('a missing required parameter, a value beyond its limit, a malformed header and an oversized body are each named', async () => {
    const {contract, model, validators} = await load('en');
    const list = model.operations['list-memories']!;
    const form = initialForm(list);
    form.params['query:limit'] = '500';
    const listed = checkRequest(list, form, validators);
    assert.deepEqual(
      listed.violations.map((v) => [v.part, v.keyword, v.params.limit]),
      [['query:limit', 'maximum', 100]],
    );

    const get = model.operations['get-memory']!;
    const missing = checkRequest(get, {...initialForm(get), params: {'path:memory_id': ''}}, validators);
    assert.deepEqual(
      missing.violations.map((v) => [v.part, v.keyword]),
      [['path:memory_id', 'required']],
    );
    const answer = respond(model, get, missing, scenariosOf(get)[0]!, {sent: 0});
    assert.equal(answer.status, 400);
    assert.deepEqual(answerProblems(contract, get, answer), []);

    const update = model.operations['update-memory']!;
    const badHeader = initialForm(update);
    badHeader.params['header:If-Match'] = '7';
    assert.deepEqual(
      checkRequest(update, badHeader, validators).violations.map((v) => [v.part, v.keyword]),
      [['header:If-Match', 'pattern']],
    );

    const batch = model.operations['batch-create-memories']!;
    const huge = checkRequest(
      batch,
      {...initialForm(batch), body: `{"memories": [], "pad": "${'x'.repeat(1_100_000)}"}`},
      validators,
    );
    const size = huge.violations.find((v) => v.keyword === 'maxBodyBytes');
    assert.equal(size?.params.limit, 1_048_576);
    const tooLarge = respond(model, batch, huge, scenariosOf(batch)[0]!, {sent: 0});
    assert.equal(tooLarge.status, 413);
    assert.deepEqual(answerProblems(contract, batch, tooLarge), []);
  });
});

test('planted fault: a success example that breaks its schema fails the answer check', async () => {
  const {contract, model, validators} = await load('en');
  const planted: ConsoleModel = JSON.parse(JSON.stringify(model)) as ConsoleModel;
  const op = planted.operations['get-memory']!;
  const ok = op.responses.find((r) => r.status === '200')!;
  (ok.examples[0]!.value as Record<string, unknown>).version = 'two';
  const answer = respond(planted, op, checkRequest(op, initialForm(op), validators), scenariosOf(op)[0]!, {sent: 0});
  const problems = answerProblems(contract, op, answer);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0]!, /getMemory 200: body \/version breaks type/);
});
