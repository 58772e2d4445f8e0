/**
 * The scheduler of `npm test` (scripts/lib/stages.ts), driven by stand-in stages that end when the
 * test says: what starts side by side, what waits for its needs and for free cores, the listed
 * order as the order of preference, and the first failure stopping the rest.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {checkStages, runStages, selectStages, type Outcome, type Stage} from '../../scripts/lib/stages';

/** A runner whose stages end when `end(name, ok)` is called; it records what ran when. */
function standIn() {
  const events: string[] = [];
  const pending = new Map<string, (o: Outcome) => void>();
  let stopped = false;
  const runner = {
    start: (stage: Stage) =>
      new Promise<Outcome>((resolve) => {
        events.push(`start ${stage.name}`);
        pending.set(stage.name, resolve);
      }),
    stopAll: () => {
      stopped = true;
      for (const [name, resolve] of pending) {
        events.push(`stopped ${name}`);
        resolve({ok: false, seconds: 0});
      }
      pending.clear();
    },
  };
  /** Lets the scheduler react to what ended so far. */
  const settle = () => new Promise((r) => setImmediate(r));
  const end = async (name: string, ok = true) => {
    const resolve = pending.get(name);
    assert.ok(resolve, `${name} is not running (running: ${[...pending.keys()].join(', ') || 'none'})`);
    pending.delete(name);
    events.push(`end ${name}`);
    resolve({ok, seconds: 1});
    await settle();
  };
  return {runner, events, end, settle, running: () => [...pending.keys()], wasStopped: () => stopped};
}

const stage = (name: string, cores: number, ...needs: string[]): Stage => ({name, cores, needs});

describe('the stages of npm test', () => {
  const all = [
    stage('build', 2),
    stage('typecheck', 1),
    stage('lint', 1),
    stage('browser', 2, 'build'),
    stage('site', 1, 'build'),
    stage('serving', 1, 'build'),
  ];

  it('starts the build alone on two cores, then the one-core checks two at a time, then what needs the build', async () => {
    const s = standIn();
    const done = runStages(all, all, 2, s.runner);
    await s.settle();
    assert.deepEqual(s.running(), ['build']);
    await s.end('build');
    assert.deepEqual(s.running(), ['typecheck', 'lint']);
    await s.end('lint');
    // The browser tests are next in the list and need two cores: the later one-core stages
    // that would fit do not overtake them.
    assert.deepEqual(s.running(), ['typecheck']);
    await s.end('typecheck');
    assert.deepEqual(s.running(), ['browser']);
    await s.end('browser');
    assert.deepEqual(s.running(), ['site', 'serving']);
    await s.end('site');
    await s.end('serving');
    const report = await done;
    assert.equal(report.failed, undefined);
    assert.deepEqual(
      report.ended.map((e) => e.name),
      ['build', 'lint', 'typecheck', 'browser', 'site', 'serving'],
    );
  });

  it('fits stages that mostly wait beside a busy one, by their fraction of a core', async () => {
    const light = [
      stage('build', 2),
      stage('serving', 0.5, 'build'),
      stage('mcp', 0.5, 'build'),
      stage('browser', 2, 'build'),
    ];
    const s = standIn();
    const done = runStages(light, light, 3, s.runner);
    await s.settle();
    await s.end('build');
    assert.deepEqual(s.running(), ['serving', 'mcp', 'browser']);
    for (const name of ['mcp', 'serving', 'browser']) await s.end(name);
    assert.equal((await done).failed, undefined);
  });

  it('runs a stage bigger than the machine on its own rather than never', async () => {
    const s = standIn();
    const done = runStages(all, all, 1, s.runner);
    await s.settle();
    assert.deepEqual(s.running(), ['build']);
    await s.end('build');
    assert.deepEqual(s.running(), ['typecheck']);
    for (const name of ['typecheck', 'lint', 'browser', 'site', 'serving']) {
      assert.deepEqual(s.running(), [name], `one at a time, in the listed order (${name})`);
      await s.end(name);
    }
    assert.equal((await done).failed, undefined);
  });

  it('stops every running stage at the first failure and starts nothing more', async () => {
    const s = standIn();
    const done = runStages(all, all, 4, s.runner);
    await s.settle();
    assert.deepEqual(s.running(), ['build', 'typecheck', 'lint']);
    await s.end('typecheck', false);
    const report = await done;
    assert.equal(report.failed, 'typecheck');
    assert.ok(s.wasStopped());
    assert.deepEqual(s.events, [
      'start build',
      'start typecheck',
      'start lint',
      'end typecheck',
      'stopped build',
      'stopped lint',
    ]);
  });

  it('takes the needs of a stage asked for on its own as met', async () => {
    const s = standIn();
    const done = runStages(all, selectStages(all, ['site', 'serving']), 2, s.runner);
    await s.settle();
    assert.deepEqual(s.running(), ['site', 'serving']);
    await s.end('serving');
    await s.end('site');
    assert.deepEqual(
      (await done).ended.map((e) => e.name),
      ['serving', 'site'],
    );
  });

  it('names a stage asked for that does not exist, and lists the stages', () => {
    assert.throws(
      () => selectStages(all, ['unit', 'site']),
      (e: Error) => e.message.startsWith('No stage starts with "unit". The stages are:\n  build\n  typecheck'),
    );
  });

  it('refuses needs that name no stage, come later in the list, or a stage listed twice', () => {
    assert.throws(() => checkStages([stage('a', 1, 'b')]), /Stage "a" needs "b", which is no stage\./);
    assert.throws(
      () => checkStages([stage('a', 1, 'b'), stage('b', 1)]),
      /Stage "a" needs "b", which is listed after it\./,
    );
    assert.throws(() => checkStages([stage('a', 1), stage('a', 1)]), /Stage "a" is listed twice\./);
    assert.throws(() => checkStages([stage('a', 0)]), /Stage "a" has 0 cores: more than 0\./);
  });
});
