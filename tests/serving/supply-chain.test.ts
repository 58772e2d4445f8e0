import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {repoRoot} from '../support/build';
import {advisoriesOf, evaluate} from '../../scripts/audit-prod';

/** A report in the shape of `npm audit --omit=dev --json` (npm 7+ "auditReportVersion": 2). */
function report(severity: string, pkg = 'left-pad', ghsa = 'GHSA-aaaa-bbbb-cccc') {
  return {
    auditReportVersion: 2,
    vulnerabilities: {
      [pkg]: {
        name: pkg,
        severity,
        via: [
          {
            source: 1,
            name: pkg,
            title: 'Prototype pollution',
            url: `https://github.com/advisories/${ghsa}`,
            severity,
            range: '<1.2.3',
          },
        ],
        range: '<1.2.3',
      },
      parent: {name: 'parent', severity, via: [pkg], range: '*'},
    },
    metadata: {vulnerabilities: {[severity]: 2, total: 2}},
  };
}
const exception = (expires: string) => ({
  advisory: 'GHSA-aaaa-bbbb-cccc',
  package: 'left-pad',
  reviewed: '2026-11-21',
  expires,
  reason: 'build-time only, input is our own Markdown',
});

test('advisories are read from the via entries; names of other packages are not advisories', () => {
  assert.deepEqual(
    advisoriesOf(report('high')).map((a) => `${a.package} ${a.advisory}`),
    ['left-pad GHSA-aaaa-bbbb-cccc'],
  );
});

test('planted fault: a high or critical advisory fails and names package and advisory', () => {
  for (const severity of ['high', 'critical']) {
    const {errors} = evaluate(report(severity), [], '2026-11-21');
    assert.equal(errors.length, 1);
    assert.match(
      errors[0] ?? '',
      new RegExp(`^${severity} GHSA-aaaa-bbbb-cccc in left-pad <1\\.2\\.3: Prototype pollution \\(no exception`),
    );
  }
});

test('moderate and low advisories do not block', () => {
  assert.deepEqual(evaluate(report('moderate'), [], '2026-11-21').errors, []);
});

test('a reviewed, unexpired exception allows it; an expired one fails again', () => {
  assert.deepEqual(evaluate(report('high'), [exception('2027-02-21')], '2026-11-21').errors, []);
  assert.match(
    evaluate(report('high'), [exception('2026-11-20')], '2026-11-21').errors[0] ?? '',
    /exception expired on 2026-11-20/,
  );
  assert.match(
    evaluate(report('low'), [{advisory: 'GHSA-x'}], '2026-11-21').errors[0] ?? '',
    /needs advisory, package, reviewed, expires and reason/,
  );
});

test('the CLI: exit 1 on a blocking advisory, 2 when the audit is unavailable, 0 when clean', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemora-audit-'));
  try {
    const run = (body: object, ...args: string[]) => {
      writeFileSync(join(dir, 'r.json'), JSON.stringify(body));
      return spawnSync(
        'node',
        [
          '--import',
          'tsx',
          'scripts/audit-prod.ts',
          '--report',
          join(dir, 'r.json'),
          '--exceptions',
          join(dir, 'none.json'),
          ...args,
        ],
        {cwd: repoRoot, encoding: 'utf8'},
      );
    };
    const bad = run(report('critical'));
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /critical GHSA-aaaa-bbbb-cccc in left-pad/);
    const offline = run({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    assert.equal(offline.status, 2);
    assert.match(offline.stderr, /could not get the advisory database: 405/);
    assert.equal(run({message: 'offline'}, '--allow-offline').status, 0);
    assert.equal(run(report('moderate')).status, 0);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
