/**
 * The openapi-static plugin writes /openapi.yaml and /openapi.json from the committed bundle,
 * in every locale's output (and the locale's model file, .api-model.json), and fails loudly when the bundle is missing or not OpenAPI.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import type {LoadContext} from '@docusaurus/types';
import openapiStaticPlugin, {renderPublishedContract} from '../../src/plugins/openapi-static';
import {parseModel} from '../../packages/api-model/serialize';

const repo = path.resolve(import.meta.dirname, '..', '..');
const context = (siteDir: string, currentLocale = 'en') =>
  ({
    siteDir,
    siteConfig: {url: 'https://docs.example'},
    baseUrl: currentLocale === 'en' ? '/' : `/${currentLocale}/`,
    i18n: {currentLocale, defaultLocale: 'en'},
  }) as unknown as LoadContext;

async function runPostBuild(
  siteDir: string,
  outDir: string,
  locale = 'en',
  bundle?: string,
  options: {workflows?: string} = {},
) {
  const plugin = openapiStaticPlugin(context(siteDir, locale), {...(bundle ? {bundle} : {}), ...options});
  await plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
}

test('writes openapi.yaml and openapi.json equal to the committed bundle', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'openapi-static-'));
  try {
    await runPostBuild(repo, out);
    const bundle = parse(readFileSync(path.join(repo, 'openapi/mnemora.bundled.yaml'), 'utf8'));
    const yaml = readFileSync(path.join(out, 'openapi.yaml'), 'utf8');
    assert.ok(yaml.startsWith('openapi: 3.1.0'), 'banner stripped');
    assert.deepEqual(parse(yaml), bundle);
    assert.deepEqual(JSON.parse(readFileSync(path.join(out, 'openapi.json'), 'utf8')), bundle);
    assert.equal(bundle.info.version, '2025-06-01');
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
});

test('publishes the contract in every locale, translated, so pages link to it under their own prefix', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'openapi-static-'));
  try {
    await runPostBuild(repo, out, 'es');
    const yaml = parse(readFileSync(path.join(out, 'openapi.yaml'), 'utf8'));
    const json = JSON.parse(readFileSync(path.join(out, 'openapi.json'), 'utf8'));
    assert.deepEqual(json, yaml, 'the JSON twin says the same');
    assert.equal(yaml.paths['/memories'].post.summary, 'Crear una memoria');
    assert.equal(yaml.paths['/memories'].post.operationId, 'createMemory', 'ids stay as they are');
    assert.equal(existsSync(path.join(out, 'openapi.json')), true);
    // Beside it, the locale's model for the docs MCP server, in the locale's words.
    const model = parseModel(readFileSync(path.join(out, '.api-model.json'), 'utf8'), '.api-model.json');
    assert.equal(model.operations.find((o) => o.operationId === 'createMemory')?.summary, 'Crear una memoria');
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
});

test('planted: a missing bundle fails the build with the fix', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'openapi-static-'));
  try {
    await assert.rejects(
      runPostBuild(out, out, 'en', 'nope.yaml'),
      /nope\.yaml is missing; run `node --import tsx scripts\/bundle-openapi\.ts`/,
    );
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
});

test('planted: a bundle that is not OpenAPI is refused', () => {
  assert.throws(() => renderPublishedContract('# banner\nswagger: "2.0"\n'), /not an OpenAPI document/);
});

test('publishes each workflow beside the contract, pointing at it; a workflow that breaks the contract fails the build, naming file, workflow and step', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'openapi-static-'));
  const flows = mkdtempSync(path.join(tmpdir(), 'openapi-static-flows-'));
  try {
    await runPostBuild(repo, out, 'fr');
    const published = parse(readFileSync(path.join(out, 'workflows', 'quick-start.arazzo.yaml'), 'utf8'));
    assert.deepEqual(published.sourceDescriptions, [
      {name: 'mnemora', url: 'https://docs.example/fr/openapi.yaml', type: 'openapi'},
    ]);
    const text = readFileSync(path.join(repo, 'openapi/workflows/quick-start.arazzo.yaml'), 'utf8');
    writeFileSync(
      path.join(flows, 'quick-start.arazzo.yaml'),
      text.replace('operationId: deleteMemory', 'operationId: removeMemory'),
    );
    await assert.rejects(
      runPostBuild(repo, out, 'en', undefined, {workflows: flows}),
      /quick-start\.arazzo\.yaml workflow quickStart step deleteMemory: operation removeMemory is not in the contract/,
    );
  } finally {
    rmSync(out, {recursive: true, force: true});
    rmSync(flows, {recursive: true, force: true});
  }
});
