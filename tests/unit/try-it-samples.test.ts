/**
 * A concept page's "Try it" opens with the request of the sample right above it: the sample's
 * cURL read into path parameters, headers and body at build time, checked against the operation
 * the button names; a button under another operation's sample, or under no sample, fails the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import remarkTryItSamples, {sampleRequest} from '../../src/remark/try-it-samples';
import {initialForm} from '../../src/lib/try-it/request';
import {buildConsoleModel} from '../../src/plugins/try-it/model';
import {anchorOf} from '../../packages/api-model/request-code';
import {englishContract} from '../../packages/api-model/localized';
import {buildApiModel} from '../../packages/api-model/model';

const update = `curl -X PATCH https://api.mnemora.dev/v1/memories/mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4 \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H 'If-Match: "1"' \\
  -d '{"content": "Prefers dark mode.", "tags": ["ui"]}'`;

test("a sample's cURL becomes the request the console opens with", () => {
  const sample = sampleRequest(update, 'updateMemory', 'docs/api/memories.md');
  assert.deepEqual(sample.path, {memory_id: 'mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4'});
  assert.equal(sample.headers['if-match'], '"1"');
  assert.deepEqual(sample.body, {content: 'Prefers dark mode.', tags: ['ui']});

  const model = buildConsoleModel(buildApiModel(englishContract()));
  const op = model.operations[anchorOf('updateMemory')];
  assert.ok(op);
  const form = initialForm(op, sample);
  assert.equal(form.params['path:memory_id'], 'mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4');
  assert.equal(form.params['header:If-Match'], '"1"');
  assert.deepEqual(JSON.parse(form.body), sample.body);
  // Without a sample, the contract's example as before.
  assert.deepEqual(JSON.parse(initialForm(op).body), op.body?.example);

  const list = sampleRequest(
    'curl -G https://api.mnemora.dev/v1/memories --data-urlencode "project_id=proj_7Hq2LmZ9" -d limit=20 -H "Authorization: Bearer $MNEMORA_API_KEY"',
    'listMemories',
    'x.md',
  );
  assert.deepEqual(list.query, {project_id: 'proj_7Hq2LmZ9', limit: '20'});
});

test('a button under another operation, or an unknown one, fails naming the page and both', () => {
  assert.throws(
    () => sampleRequest(update, 'deleteMemory', 'docs/api/memories.md'),
    /docs\/api\/memories\.md: <TryIt operation="deleteMemory" \/> \(DELETE \/memories\/\{memory_id\}\) sits under a sample that sends PATCH https:\/\/api\.mnemora\.dev\/v1\/memories\/mem_/,
  );
  assert.throws(
    () => sampleRequest(update, 'patchMemory', 'docs/api/memories.md'),
    /the contract has no such operation \(it has createMemory, .*updateMemory/,
  );
});

function page(mdx: string): Root {
  return fromMarkdown(mdx, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]});
}

test('the plugin hands the sample to <TryIt>, and refuses a button with no sample above it', () => {
  const tree = page(
    `<Tabs groupId="language">\n<TabItem value="curl" label="cURL">\n\n\`\`\`bash\n${update}\n\`\`\`\n\n</TabItem>\n</Tabs>\n\n<TryIt operation="updateMemory" />\n`,
  );
  remarkTryItSamples()(tree, {path: 'docs/api/memories.md'});
  const tryIt = tree.children.at(-1) as unknown as {attributes: {name: string; value: string}[]};
  const sample = tryIt.attributes.find((a) => a.name === 'sample');
  assert.ok(sample, 'the sample attribute is added');
  assert.equal((JSON.parse(sample.value) as {headers: Record<string, string>}).headers['if-match'], '"1"');

  assert.throws(
    () => remarkTryItSamples()(page('Some prose.\n\n<TryIt operation="getMemory" />\n'), {path: 'docs/api/x.md'}),
    /docs\/api\/x\.md: <TryIt operation="getMemory" \/> must come right after the <Tabs> of its sample/,
  );
});
