/**
 * The guides' flows as Arazzo workflows (openapi/workflows/*.arazzo.yaml) run as a reader or an
 * agent would run them. Each file is linted by the Redocly CLI, checked against the contract here
 * (every step names an operation of the contract and parameters it declares, every output it reads
 * is defined by an earlier step), and run by `redocly respect` against a mock of the contract
 * (Prism, as scripts/check-samples.ts starts it) and against the stateful sandbox (src/lib/sandbox)
 * behind a loopback HTTP server. A criterion marked `x-mnemora-stateful` holds only where state is
 * kept (the API, the sandbox), so the mock's run leaves it out. Planted faults (a wrong output
 * reference, an unknown operation, a criterion the sandbox's answer breaks) must fail, naming the
 * file, workflow and step.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import YAML from 'yaml';
import {startMock} from '../../scripts/check-samples';
import {bundledPath, isRecord, repoRoot, type ContractNode} from '../../packages/api-model/contract';
import {workflowProblems as problemsOf} from '../../packages/api-model/workflows';
import {apiModel} from '../../packages/api-model/load';
import {loadContractModel, serveSandbox} from '../support/sandbox';
import {Sandbox} from '../../src/lib/sandbox';

const dir = path.join(repoRoot, 'openapi/workflows');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.arazzo.yaml'))
  .sort();
const redocly = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
const env = {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1'};

/** Runs the Redocly CLI; resolves to its exit code and what it printed. */
function cli(args: string[]): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [redocly, ...args], {cwd: repoRoot, env});
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => resolve({code, output: stripVTControlCharacters(output)}));
  });
}

/** The problems of a document (packages/api-model/workflows.ts, which the build runs too). */
const workflowProblems = (file: string, doc: unknown, model: Awaited<ReturnType<typeof apiModel>>): string[] =>
  problemsOf({file, text: YAML.stringify(doc)}, model);

/** A copy of a workflow document without the criteria that need state (for a stateless mock). */
function statelessCopy(doc: ContractNode): ContractNode {
  const copy = structuredClone(doc);
  for (const w of Array.isArray(copy.workflows) ? copy.workflows : [])
    for (const s of isRecord(w) && Array.isArray(w.steps) ? w.steps : [])
      if (isRecord(s) && Array.isArray(s.successCriteria))
        s.successCriteria = s.successCriteria.filter((c) => !(isRecord(c) && c['x-mnemora-stateful'] === true));
  return copy;
}

const read = (file: string): ContractNode => YAML.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ContractNode;
/** Writes a variant of a workflow into `tmp`, its source description pointing at the bundle. */
function writeVariant(tmp: string, file: string, doc: ContractNode): string {
  const copy = structuredClone(doc);
  for (const s of Array.isArray(copy.sourceDescriptions) ? copy.sourceDescriptions : [])
    if (isRecord(s)) s.url = bundledPath;
  const out = path.join(tmp, file);
  fs.writeFileSync(out, YAML.stringify(copy));
  return out;
}

describe('the guides’ workflows', () => {
  let tmp = '';
  let prism: Awaited<ReturnType<typeof startMock>> | undefined;
  let sandbox: Awaited<ReturnType<typeof serveSandbox>> | undefined;
  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
    const c = await loadContractModel();
    [prism, sandbox] = await Promise.all([startMock(bundledPath), serveSandbox(c, {rateLimit: 600})]);
  });
  after(async () => {
    prism?.stop();
    await sandbox?.close();
    fs.rmSync(tmp, {recursive: true, force: true});
  });

  test('the guides with a flow each have a workflow, which the Redocly linter accepts', async () => {
    const ids = files.flatMap((f) => {
      const doc = read(f);
      return Array.isArray(doc.workflows) ? doc.workflows.map((w) => (isRecord(w) ? w.workflowId : undefined)) : [];
    });
    assert.deepEqual(ids.sort(), ['keyRotation', 'migrationImport', 'quickStart', 'realtimeResume']);
    const lint = await cli(['lint', ...files.map((f) => path.join('openapi/workflows', f))]);
    assert.equal(lint.code, 0, lint.output);
  });

  test('every step names an operation and parameters of the contract, and outputs of earlier steps', async () => {
    const model = await apiModel('en');
    assert.deepEqual(
      files.flatMap((f) => workflowProblems(f, read(f), model)),
      [],
    );
  });

  test('every workflow runs to the end against the mock of the contract', async () => {
    const variants = files.map((f) => writeVariant(tmp, f, statelessCopy(read(f))));
    const run = await cli(['respect', ...variants, '--server', `mnemora=http://127.0.0.1:${prism!.port}`]);
    assert.equal(run.code, 0, run.output);
  });

  for (const file of files)
    test(`${file} runs to the end against the sandbox, every answer following the contract`, async () => {
      const sb = sandbox!;
      sb.sandbox.reset();
      // A fresh sandbox's first change event: the checkpoint the realtime workflow resumes from.
      const probe = new Sandbox((await loadContractModel()).model, (await loadContractModel()).validators);
      probe.handle({
        method: 'POST',
        path: '/memories',
        headers: {Authorization: 'Bearer mn_sk_test_7Hd3Kp9QwX2mLs5VbT8nRc4Y'},
        body: {content: 'x', scope: {project_id: 'proj_7Hq2LmZ9'}},
      });
      const checkpoint = probe.changeLog()[0]!.id;
      const args = ['respect', writeVariant(tmp, file, read(file)), '--server', `mnemora=${sb.url}`];
      if (file.startsWith('realtime')) args.push('--input', `checkpoint=${checkpoint}`);
      const answersBefore = sb.log.answers;
      const run = await cli(args);
      assert.equal(run.code, 0, run.output);
      assert.ok(sb.log.answers > answersBefore, 'the workflow reached the sandbox');
      assert.deepEqual(sb.log.problems, []);
    });

  test('planted faults: a wrong output reference, an unknown operation and a broken criterion fail, naming file, workflow and step', async () => {
    const contract = await apiModel('en');
    const doc = read('quick-start.arazzo.yaml');
    const steps = (doc.workflows as {steps: Record<string, unknown>[]}[])[0]!.steps;

    const wrongOutput = structuredClone(doc);
    const del = (wrongOutput.workflows as {steps: {parameters: {value: string}[]}[]}[])[0]!.steps[2]!;
    del.parameters[1]!.value = '$steps.storeMemory.outputs.memoryId';
    assert.deepEqual(workflowProblems('wrong-output.arazzo.yaml', wrongOutput, contract), [
      'wrong-output.arazzo.yaml workflow quickStart step deleteMemory: $steps.storeMemory.outputs.memoryId is not an output of an earlier step',
    ]);
    const lint = await cli(['lint', writeVariant(tmp, 'wrong-output.arazzo.yaml', wrongOutput)]);
    assert.notEqual(lint.code, 0);
    assert.match(lint.output, /wrong-output\.arazzo\.yaml:\d+:\d+/);
    assert.match(lint.output, /Output key "memoryId" is not defined in step "storeMemory"/);

    const unknown = structuredClone(doc);
    (unknown.workflows as {steps: Record<string, unknown>[]}[])[0]!.steps[2]!.operationId = 'removeMemory';
    assert.match(
      workflowProblems('unknown-operation.arazzo.yaml', unknown, contract)[0] ?? '',
      /^unknown-operation\.arazzo\.yaml workflow quickStart step deleteMemory: operation removeMemory is not in the contract/,
    );

    const broken = structuredClone(doc);
    (broken.workflows as {steps: {successCriteria: unknown[]}[]}[])[0]!.steps[2]!.successCriteria = [
      {condition: '$statusCode == 200'},
    ];
    sandbox!.sandbox.reset();
    const run = await cli([
      'respect',
      writeVariant(tmp, 'broken-criterion.arazzo.yaml', broken),
      '--server',
      `mnemora=${sandbox!.url}`,
    ]);
    assert.notEqual(run.code, 0, 'a criterion the answer breaks fails the run');
    assert.match(run.output, /broken-criterion\.arazzo\.yaml/);
    assert.match(run.output, /Workflow name: quickStart/);
    assert.match(run.output, /stepId - deleteMemory/);
    assert.equal(steps.length, 3);
  });
});
