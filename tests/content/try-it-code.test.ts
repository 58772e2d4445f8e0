/**
 * The code the request console shows for what a reader built runs as written: for every operation,
 * a request with every parameter filled in and the body edited is rendered by the console's
 * renderer (packages/api-model/request-code) and put through the sample checks the docs pass
 * (scripts/check-samples.ts): the cURL call is sent to a mock of the contract, the TypeScript is
 * type-checked against the SDK, the Python against its stubs.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {loadValidators} from '../support/try-it';
import {checkSamples} from '../../scripts/check-samples';
import {localizedContract} from '../../packages/api-model/localized';
import {buildConsoleModel, type ConsoleOperation} from '../../src/plugins/try-it/model';
import {validatorsModule} from '../../src/plugins/try-it/validators';
import {renderCurl, renderPy, renderTs} from '../../packages/api-model/request-code';
import {checkRequest, initialForm, paramKey, type FormState} from '../../src/lib/try-it/request';
import {buildApiModel} from '../../packages/api-model/model';

const fence = '```';

/** What a reader might change: every optional parameter filled with its example, and the body's first string edited. */
function edited(op: ConsoleOperation): FormState {
  const form = initialForm(op);
  for (const p of op.parameters)
    if (form.params[paramKey(p)] === '' && p.example !== '') form.params[paramKey(p)] = p.example;
  if (op.body) {
    const body = JSON.parse(form.body) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body))
      if (typeof v === 'string' && ['content', 'name', 'query'].includes(k)) {
        body[k] = `${v} (edited in the console: it's "quoted")`;
        break;
      }
    form.body = JSON.stringify(body, null, 2);
  }
  return form;
}

let root = '';
let result: Awaited<ReturnType<typeof checkSamples>>;
let operations = 0;

before(async () => {
  const contract = await localizedContract('en');
  const api = buildApiModel(contract);
  const model = buildConsoleModel(api);
  const validators = loadValidators(validatorsModule(api, model));
  root = mkdtempSync(path.join(tmpdir(), 'try-it-code-'));
  const pages: string[] = [];
  for (const op of Object.values(model.operations)) {
    const checked = checkRequest(op, edited(op), validators);
    assert.deepEqual(checked.violations, [], `${op.operationId}: the edited request follows the contract`);
    const target = {method: op.method, path: op.path, operationId: op.operationId};
    const tabs = [
      {value: 'curl', label: 'cURL', lang: 'bash', code: renderCurl(target, op.sdk, checked.values, op.secured)},
      {value: 'typescript', label: 'TypeScript', lang: 'ts', code: renderTs(target, op.sdk, checked.values)},
      {value: 'python', label: 'Python', lang: 'python', code: renderPy(target, op.sdk, checked.values)},
    ];
    pages.push(
      `## ${op.operationId}`,
      '',
      '<Tabs groupId="language" queryString>',
      ...tabs.flatMap((tab) => [
        `<TabItem value="${tab.value}" label="${tab.label}">`,
        '',
        `${fence}${tab.lang}`,
        tab.code,
        fence,
        '',
        '</TabItem>',
      ]),
      '</Tabs>',
      '',
    );
    operations++;
  }
  writeFileSync(
    path.join(root, 'console.mdx'),
    `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n${pages.join('\n')}`,
  );
  result = await checkSamples({roots: [root], excludes: [], require: ['curl', 'ts', 'python']});
});
after(() => rmSync(root, {recursive: true, force: true}));

test('the console code of every operation passes the sample checks', () => {
  assert.equal(operations, 14);
  assert.deepEqual(result.failures, [], result.lines.join('\n'));
  assert.equal(result.counts.curl, operations, 'every cURL call went to the contract mock');
  assert.equal(result.counts.ts, operations);
  assert.equal(result.counts.python, operations);
});
