/**
 * The build refuses a contract bundle it cannot trust, naming the file: one older than a split
 * file it was made from (edited, added or removed since `npm run generate:api`), one that does
 * not parse, one with a `$ref` that points at nothing; every problem at once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {assertBundleCurrent, bundleFile, bundleProblems} from '../../src/lib/contract-bundle';
import openapiStaticPlugin from '../../src/plugins/openapi-static';
import {repoRoot} from '../support/build';

/** A copy of the repository's openapi/ folder in a temporary root. */
function withContractCopy(fn: (root: string) => void): void {
  const root = mkdtempSync(join(tmpdir(), 'mnemora-contract-'));
  try {
    cpSync(join(repoRoot, 'openapi'), join(root, 'openapi'), {recursive: true});
    fn(root);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

const edit = (root: string, file: string, from: string | RegExp, to: string): void => {
  const text = readFileSync(join(root, file), 'utf8');
  const next = text.replace(from, to);
  assert.notEqual(next, text, `${file}: nothing to replace`);
  writeFileSync(join(root, file), next);
};

test('the committed bundle is current and whole', () => {
  assert.deepEqual(bundleProblems(repoRoot), []);
});

test('a split file edited, one added and one removed since the bundle: each named', () => {
  withContractCopy((root) => {
    appendFileSync(join(root, 'openapi/paths/search.yaml'), '# an edit\n');
    writeFileSync(join(root, 'openapi/paths/webhooks.yaml'), 'get: {}\n');
    rmSync(join(root, 'openapi/paths/health.yaml'));
    const fix = ': run `npm run generate:api` and commit the result';
    assert.deepEqual(bundleProblems(root), [
      `openapi/paths/search.yaml changed since ${bundleFile} was bundled${fix}`,
      `openapi/paths/webhooks.yaml is new since ${bundleFile} was bundled${fix}`,
      `openapi/paths/health.yaml was removed since ${bundleFile} was bundled${fix}`,
    ]);
  });
});

test('a dangling $ref and a stale source are reported together, the $ref with its line and place', () => {
  withContractCopy((root) => {
    const text = readFileSync(join(root, bundleFile), 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes("$ref: '#/components/schemas/MemoryCreate'")) + 1;
    assert.ok(line > 0, 'the bundle refers to MemoryCreate');
    edit(
      root,
      bundleFile,
      "$ref: '#/components/schemas/MemoryCreate'",
      "$ref: '#/components/schemas/CreateMemoryBody'",
    );
    appendFileSync(join(root, 'openapi/mnemora.yaml'), '# an edit\n');
    const problems = bundleProblems(root);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0]!, /^openapi\/mnemora\.yaml changed since/);
    assert.match(
      problems[1]!,
      new RegExp(
        `^openapi/mnemora\\.bundled\\.yaml:${line}: \\$ref "#/components/schemas/CreateMemoryBody" at #/paths/~1memories/post/requestBody/content/application~1json/schema points at nothing$`,
      ),
    );
  });
});

test('a bundle that does not parse: the file and line of the YAML error', () => {
  withContractCopy((root) => {
    edit(root, bundleFile, /^info:\n/m, 'info:\n  title: [unclosed\n');
    const problems = bundleProblems(root);
    assert.equal(problems.length > 0, true);
    assert.match(problems.at(-1)!, /^openapi\/mnemora\.bundled\.yaml:\d+: /);
    assert.throws(
      () => assertBundleCurrent(root),
      /The API contract bundle cannot be used:\n {2}- openapi\/mnemora\.bundled\.yaml:\d+:/,
    );
  });
});

test('the plugin that publishes the contract stops the build on a stale bundle, before any page', () => {
  withContractCopy((root) => {
    appendFileSync(join(root, 'openapi/components/schemas.yaml'), '# an edit\n');
    const context = {siteDir: root, i18n: {currentLocale: 'en', defaultLocale: 'en'}} as unknown as LoadContext;
    assert.throws(
      () => openapiStaticPlugin(context),
      /openapi\/components\/schemas\.yaml changed since openapi\/mnemora\.bundled\.yaml was bundled/,
    );
  });
});
