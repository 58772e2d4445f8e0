/**
 * The built site publishes the API contract at /openapi.yaml and /openapi.json (the
 * openapi-static plugin), identical to the committed bundle, and each other locale's contract with
 * its overlay applied at /<locale>/openapi.yaml and .json; beside them, each locale's API model
 * as the hidden file the docs MCP server reads. Run after `docusaurus build`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {apiModel} from '../../packages/api-model/load';
import {localizedContract} from '../../packages/api-model/localized';
import {MODEL_FILE_NAME, parseModel, serializeModel} from '../../packages/api-model/serialize';
import {translatedLocales} from '../../config/i18n';
import {readWorkflowFiles, workflowsOf} from '../../packages/api-model/workflows';

const repo = path.resolve(import.meta.dirname, '..', '..');
const build = path.join(repo, 'build');

test('build/openapi.yaml and build/openapi.json are the bundled contract', () => {
  const bundle = parse(readFileSync(path.join(repo, 'openapi/mnemora.bundled.yaml'), 'utf8'));
  for (const file of ['openapi.yaml', 'openapi.json']) {
    const target = path.join(build, file);
    assert.ok(existsSync(target), `build/${file} is missing: is the openapi-static plugin in docusaurus.config.ts?`);
    const text = readFileSync(target, 'utf8');
    assert.deepEqual(
      file.endsWith('.json') ? JSON.parse(text) : parse(text),
      bundle,
      `build/${file} differs from the bundle`,
    );
  }
});

test("build/<locale>/openapi.yaml and .json are the contract with the locale's overlay applied", async () => {
  for (const locale of translatedLocales) {
    const expected = await localizedContract(locale);
    for (const file of ['openapi.yaml', 'openapi.json']) {
      const target = path.join(build, locale, file);
      assert.ok(existsSync(target), `build/${locale}/${file} is missing`);
      const text = readFileSync(target, 'utf8');
      assert.deepEqual(
        file.endsWith('.json') ? JSON.parse(text) : parse(text),
        expected,
        `build/${locale}/${file} is not the ${locale} contract`,
      );
    }
    assert.notEqual(
      (expected as {paths: {'/memories': {post: {summary: string}}}}).paths['/memories'].post.summary,
      'Create a memory',
      `${locale}: the published contract is translated`,
    );
  }
});

test("build/.api-model.json and build/<locale>/.api-model.json are each locale's model as the pages read it, never precompressed", async () => {
  for (const locale of ['en', ...translatedLocales]) {
    const rel = path.join(locale === 'en' ? '' : locale, MODEL_FILE_NAME);
    const target = path.join(build, rel);
    assert.ok(existsSync(target), `build/${rel} is missing: the openapi-static plugin writes it`);
    const text = readFileSync(target, 'utf8');
    // The file as the build's model code writes it now: a file left by an older build differs.
    assert.equal(text, serializeModel(await apiModel(locale)), `build/${rel} is not the ${locale} model`);
    const model = parseModel(text, `build/${rel}`);
    assert.equal(model.operations.length, 14);
    for (const suffix of ['.br', '.gz'])
      assert.ok(
        !existsSync(`${target}${suffix}`),
        `build/${rel}${suffix}: a hidden file is never sent, so never compressed`,
      );
  }
});

test("each locale publishes the guides' workflows at /workflows/, run against its published contract, and each guide's twin links its own", () => {
  const sources = readWorkflowFiles();
  assert.equal(sources.length, 4);
  for (const locale of ['en', ...translatedLocales]) {
    const prefix = locale === 'en' ? '' : `${locale}/`;
    for (const source of sources) {
      const file = path.join(build, prefix, 'workflows', source.file);
      assert.ok(existsSync(file), `${prefix}workflows/${source.file} is missing`);
      const published = parse(readFileSync(file, 'utf8')) as {sourceDescriptions: Array<{url: string}>};
      const original = parse(source.text) as {sourceDescriptions: Array<{url: string}>};
      // The same document but for where its operations come from: the locale's published contract.
      assert.deepEqual(
        published.sourceDescriptions.map((d) => d.url),
        [`https://docs.mnemora.dev/${prefix}openapi.yaml`],
      );
      assert.deepEqual({...published, sourceDescriptions: []}, {...original, sourceDescriptions: []});
      const [workflow] = workflowsOf(source, locale);
      const guide = workflow!.guide!.split('#')[0]!;
      const twin = readFileSync(path.join(build, `${prefix}${guide.slice(1)}.md`), 'utf8');
      assert.ok(
        twin.split('\n\n').slice(0, 4).join('\n').includes(`<https://docs.mnemora.dev/workflows/${source.file}>`),
        `${prefix}${guide.slice(1)}.md does not link workflows/${source.file} in its header`,
      );
    }
  }
});
