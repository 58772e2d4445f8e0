/**
 * src/lib/prefetch/idle-prefetch.ts: prefetches wait for idle time, one per idle callback, in
 * order; preload and every other property are the original's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withIdlePrefetch} from '../../src/lib/prefetch/idle-prefetch';

function harness() {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const original = {
    prefetch: (p: string) => calls.push(`prefetch ${p}`),
    preload: (p: string) => calls.push(`preload ${p}`),
  };
  const wrapped = withIdlePrefetch(original, (work) => pending.push(work));
  const idle = () => pending.shift()?.();
  return {calls, pending, wrapped, idle};
}

test('prefetches run one per idle callback, in order, and preload runs at once', () => {
  const {calls, pending, wrapped, idle} = harness();
  wrapped.prefetch('/a');
  wrapped.prefetch('/b');
  wrapped.preload('/c');
  assert.deepEqual(calls, ['preload /c'], 'nothing prefetched before idle time');
  assert.equal(pending.length, 1, 'one idle callback scheduled for the queue');
  idle();
  assert.deepEqual(calls, ['preload /c', 'prefetch /a']);
  assert.equal(pending.length, 1, 'the next one waits for another idle callback');
  idle();
  assert.deepEqual(calls, ['preload /c', 'prefetch /a', 'prefetch /b']);
  assert.equal(pending.length, 0, 'nothing left scheduled');
  wrapped.prefetch('/d');
  idle();
  assert.deepEqual(calls.at(-1), 'prefetch /d', 'a later prefetch schedules again');
});

test('the wrapper is frozen like the original global', () => {
  const {wrapped} = harness();
  assert.ok(Object.isFrozen(wrapped));
});
