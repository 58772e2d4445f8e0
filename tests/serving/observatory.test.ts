import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir, requireBuild} from '../support/build';
import {scoreTlsConfig, type ObservatoryResult} from '../../scripts/check-observatory';

async function score(omitHeaders: string[] = []): Promise<ObservatoryResult> {
  return scoreTlsConfig({buildDir, omitHeaders});
}

requireBuild();

// Mozilla's HTTP Observatory scanner against the shipped HTTPS config on loopback
// (scripts/check-observatory.ts: test CA, host pinned to 127.0.0.1, nothing leaves the machine).

test('the HTTPS configuration scores A+ (at least 100 and every test passed)', async () => {
  const {scan, tests} = await score();
  const failed = Object.entries(tests)
    .filter(([, t]) => !t.pass)
    .map(([name, t]) => `${name}: ${t.result}`);
  assert.deepEqual(failed, []);
  assert.equal(scan.grade, 'A+', `score ${scan.score}`);
  assert.equal(tests['redirection']?.result, 'redirection-to-https');
  assert.equal(tests['strict-transport-security']?.result, 'hsts-implemented-max-age-at-least-six-months');
});

test('planted fault: without HSTS the same scan drops below A+ and names the test', async () => {
  const {scan, tests} = await score(['Strict-Transport-Security']);
  assert.notEqual(scan.grade, 'A+');
  assert.equal(tests['strict-transport-security']?.pass, false);
  assert.equal(tests['strict-transport-security']?.result, 'hsts-not-implemented');
});
