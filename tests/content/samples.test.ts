/**
 * The sample checker (scripts/check-samples.ts) over planted faults, a clean fixture, and the
 * real docs. Every kind of check has a planted fault that must fail naming the file and line.
 * Run: node --import tsx --test tests/content/samples.test.ts
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {KINDS, checkSamples, extractSamples, findApiCurls} from '../../scripts/check-samples';
import {parseCurl, TEST_API_KEY} from '../../packages/api-model/curl';

type Result = Awaited<ReturnType<typeof checkSamples>>;

const fence = '```';
const tabs = (curl: string, ts: string, py: string) => `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="language" queryString>
<TabItem value="curl" label="cURL">

${fence}bash
${curl}
${fence}

</TabItem>
<TabItem value="typescript" label="TypeScript">

${fence}ts
${ts}
${fence}

</TabItem>
<TabItem value="python" label="Python">

${fence}python
${py}
${fence}

</TabItem>
</Tabs>
`;

/** Writes files into a fresh temp docs root; returns its path. */
function docsRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-samples-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  }
  return root;
}

/** The line (1-based) of the first line of `file` that contains `needle`. */
function lineOf(content: string, needle: string): number {
  const idx = content.split('\n').findIndex((l) => l.includes(needle));
  assert.ok(idx >= 0, `fixture lacks ${needle}`);
  return idx + 1;
}

function expectFailure(result: Result, kind: string, file: string, line: number, message: RegExp): void {
  const where = `${file}:${line}`;
  const hit = result.failures.find((f) => f.kind === kind && f.where === where && message.test(f.message));
  assert.ok(
    hit,
    `expected a ${kind} failure at ${where} matching ${message}; got:\n${result.failures.map((f) => `  ${f.where} [${f.kind}] ${f.message}`).join('\n')}`,
  );
}

// ------------------------------------------------------------------------------------------
// Planted faults
// ------------------------------------------------------------------------------------------
const BAD_CURL_FIELD = `curl https://api.mnemora.dev/v1/memories \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"content": "Prefers dark mode", "scope": {"project_id": "proj_7Hq2LmZ9"}, "colour": "blue"}'`;
const BAD_CURL_TYPE = `curl https://api.mnemora.dev/v1/search \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query": "dark mode", "limit": "ten"}'`;
const BAD_CURL_PATH = `curl https://api.mnemora.dev/v1/memory/mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4 \\
  -H "Authorization: Bearer $MNEMORA_API_KEY"`;
const BAD_CURL_IF_MATCH = `curl -X PATCH https://api.mnemora.dev/v1/memories/mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4 \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "If-Match: 3" \\
  -d '{"content": "Prefers light mode"}'`;
const BAD_CURL_NO_AUTH = `curl https://api.mnemora.dev/v1/usage`;
const BAD_CURL_METHOD = `curl -X PUT https://api.mnemora.dev/v1/usage -H "Authorization: Bearer $MNEMORA_API_KEY"`;
const BAD_CURL_JSON = `curl https://api.mnemora.dev/v1/memories \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"content": "unterminated"'`;
const BAD_CURL_VAR = `curl https://api.mnemora.dev/v1/memories/$MEMORY_ID -H "Authorization: Bearer $MNEMORA_API_KEY"`;
const BAD_TS = `import { Mnemora } from "@mnemora/sdk";

const client = new Mnemora();
const memory = await client.memories.create({ content: "Prefers dark mode", scope: { projectId: "proj_7Hq2LmZ9" } });
console.log(memory.id);`;
const BAD_PY = `from mnemora import Mnemora

client = Mnemora()
memory = client.memories.create(content="Prefers dark mode", scope={"project_id": "proj_7Hq2LmZ9"}
print(memory.id)`;

const badTabs = tabs(BAD_CURL_FIELD, BAD_TS, BAD_PY);
const badMisc = `---
title: Misc faults
---

# Misc faults {#misc}

${fence}bash
${BAD_CURL_TYPE}
${fence}

${fence}bash
${BAD_CURL_PATH}
${fence}

${fence}bash
${BAD_CURL_IF_MATCH}
${fence}

${fence}bash
${BAD_CURL_NO_AUTH}
${fence}

${fence}bash
${BAD_CURL_METHOD}
${fence}

${fence}bash
${BAD_CURL_JSON}
${fence}

${fence}bash
${BAD_CURL_VAR}
${fence}

${fence}sh
echo "key set" ) && export MNEMORA_API_KEY
${fence}

${fence}json title="Response" schema="Memory"
{
  "id": "mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4",
  "content": "Prefers dark mode",
  "metadata": {},
  "tags": ["Preferences"],
  "scope": {"project_id": "proj_7Hq2LmZ9"},
  "version": 1,
  "created_at": "2026-11-20T09:21:37Z",
  "updated_at": "2026-11-20T09:21:37Z",
  "expires_at": null
}
${fence}

${fence}json title="Response"
{"deleted": 2, "dry_run": false}
${fence}

${fence}json schema="Memroy"
{"id": "mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4"}
${fence}

${fence}json schema="none"
{"mcpServers": {"mnemora": {"url": "https://mcp.mnemora.dev/mcp",}}}
${fence}

${fence}ts
const key = "mn_sk_live_9fQ2xLm4Tz8RwP1vKc7YbN3d";
console.log(key.length);
${fence}
`;
const badMdx = `# Broken MDX {#broken}

Some text with an unclosed <TabItem value="curl">

${fence}python
print("never reached")
${fence}
`;

describe('check-samples: planted faults fail with file and line', () => {
  let root: string;
  let result: Result;
  before(async () => {
    root = docsRoot({'api/tabs.mdx': badTabs, 'api/misc.md': badMisc, 'broken.mdx': badMdx});
    result = await checkSamples({roots: [root], excludes: []});
  });
  after(() => rmSync(root, {recursive: true, force: true}));

  const f = (name: string) => path.join(root, name);

  test('curl with an unknown body field (contract: additionalProperties false)', () => {
    expectFailure(
      result,
      'curl',
      f('api/tabs.mdx'),
      lineOf(badTabs, 'curl https://api.mnemora.dev/v1/memories'),
      /breaks the contract[\s\S]*colour/,
    );
  });
  test('curl with a wrong type in the body', () => {
    expectFailure(result, 'curl', f('api/misc.md'), lineOf(badMisc, 'v1/search'), /breaks the contract[\s\S]*limit/);
  });
  test('curl to a path the contract does not have', () => {
    expectFailure(
      result,
      'curl',
      f('api/misc.md'),
      lineOf(badMisc, 'v1/memory/mem_'),
      /no path matched|not been found|hasn't been found/i,
    );
  });
  test('curl with a malformed If-Match header', () => {
    expectFailure(result, 'curl', f('api/misc.md'), lineOf(badMisc, 'curl -X PATCH'), /if-match/i);
  });
  test('curl without the Authorization header', () => {
    expectFailure(
      result,
      'curl',
      f('api/misc.md'),
      lineOf(badMisc, 'curl https://api.mnemora.dev/v1/usage'),
      /security|401/i,
    );
  });
  test('curl with a method the path does not have', () => {
    expectFailure(result, 'curl', f('api/misc.md'), lineOf(badMisc, 'curl -X PUT'), /method|405|breaks the contract/i);
  });
  test('curl with an invalid JSON body', () => {
    expectFailure(result, 'curl', f('api/misc.md'), lineOf(badMisc, 'unterminated') - 3, /not valid JSON/);
  });
  test('curl using a shell variable the sample never sets', () => {
    expectFailure(result, 'curl', f('api/misc.md'), lineOf(badMisc, '$MEMORY_ID'), /\$MEMORY_ID/);
  });
  test('TypeScript sample with a type error against the SDK surface', () => {
    expectFailure(result, 'ts', f('api/tabs.mdx'), lineOf(badTabs, 'projectId'), /TS2\d+.*projectId/);
  });
  test('Python sample with a syntax error', () => {
    const line = lineOf(badTabs, 'client.memories.create(content=');
    const hit = result.failures.find((x) => x.kind === 'python' && x.where.startsWith(`${f('api/tabs.mdx')}:`));
    assert.ok(hit, 'python failure missing');
    const reported = Number(hit.where.split(':').at(-1));
    assert.ok(
      reported >= line && reported <= line + 1,
      `python failure at ${hit.where}, expected line ${line} or ${line + 1}`,
    );
    assert.match(hit.message, /SyntaxError/);
  });
  test('shell block that does not parse', () => {
    expectFailure(result, 'shell', f('api/misc.md'), lineOf(badMisc, 'echo "key set" )'), /syntax error/);
  });
  test('JSON block that does not match its schema', () => {
    expectFailure(
      result,
      'json',
      f('api/misc.md'),
      lineOf(badMisc, 'schema="Memory"'),
      /does not match schema Memory[\s\S]*\/tags\/0/,
    );
  });
  test('JSON block without schema meta', () => {
    expectFailure(result, 'json', f('api/misc.md'), lineOf(badMisc, '{"deleted": 2') - 1, /without schema=/);
  });
  test('JSON block naming a schema the contract lacks', () => {
    expectFailure(result, 'json', f('api/misc.md'), lineOf(badMisc, 'schema="Memroy"'), /not a schema of the contract/);
  });
  test('schema="none" JSON must still be valid JSON', () => {
    expectFailure(result, 'json', f('api/misc.md'), lineOf(badMisc, 'mcpServers'), /invalid JSON/);
  });
  test('a live-looking secret key in any sample', () => {
    expectFailure(result, 'secret', f('api/misc.md'), lineOf(badMisc, 'mn_sk_live_'), /live secret key/);
  });
  test('an MDX page that does not parse is reported, not skipped', () => {
    const hit = result.failures.find((x) => x.kind === 'mdx' && x.where.startsWith(`${f('broken.mdx')}:`));
    assert.ok(hit, 'mdx parse failure missing');
  });
  test('failures print the sample text', () => {
    const text = result.lines.join('\n');
    assert.match(text, /colour/);
    assert.match(text, /✗ \d+ sample problem/);
  });
});

// ------------------------------------------------------------------------------------------
// A clean fixture passes
// ------------------------------------------------------------------------------------------
const GOOD_TS = `import { Mnemora, RateLimitError } from "@mnemora/sdk";

const client = new Mnemora();
try {
  const memory = await client.memories.create({ content: "Prefers dark mode", scope: { project_id: "proj_7Hq2LmZ9" } });
  console.log(memory.id);
} catch (err) {
  if (err instanceof RateLimitError) console.log(err.retryAfter);
}`;
const GOOD_PY = `from mnemora import Mnemora

client = Mnemora()
memory = client.memories.create(content="Prefers dark mode", scope={"project_id": "proj_7Hq2LmZ9"})
print(memory.id)`;
const good = `${tabs(
  `curl https://api.mnemora.dev/v1/memories \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: 5f1d8c2e-7b4a-4e0f-9a63-2c8b1e7d4f90" \\
  -d '{"content": "Mnemora'\\''s first memory", "scope": {"project_id": "proj_7Hq2LmZ9"}}'`,
  GOOD_TS,
  GOOD_PY,
)}

:::tip Stream changes

${fence}bash
MEMORY_ID=mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4
curl -sS -X PATCH "https://api.mnemora.dev/v1/memories/$MEMORY_ID" \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H 'If-Match: "3"' \\
  --json '{"tags": ["preferences"]}' | jq .version
curl -N "https://api.mnemora.dev/v1/changes?project_id=proj_7Hq2LmZ9" \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Last-Event-ID: evt_01J9Z4B7M2K8P5R3T6V9X2C4N7"
curl https://api.mnemora.dev/v1/health
${fence}

:::

${fence}bash
npm install @mnemora/sdk
${fence}

${fence}tsx
export function MemoryCount({ count }: { count: number }) {
  return <span>{count} memories</span>;
}
${fence}

${fence}json title="Response" schema="BulkDeleteResponse"
{"deleted": 2, "dry_run": false}
${fence}

${fence}json title=".cursor/mcp.json" schema="none"
{"mcpServers": {"mnemora": {"url": "https://mcp.mnemora.dev/mcp"}}}
${fence}

${fence}yaml
not: checked
${fence}
`;

describe('check-samples: a clean fixture passes', () => {
  test('no failures, every kind counted', async () => {
    const root = docsRoot({'good.mdx': good, 'tutorial-basics/ignored.md': `${fence}python\ndef (\n${fence}\n`});
    try {
      const result = await checkSamples({roots: [root], require: [...KINDS]});
      assert.deepEqual(result.failures, [], result.lines.join('\n'));
      assert.equal(result.counts.curl, 4);
      assert.equal(result.counts.shell, 3);
      assert.equal(result.counts.ts, 2);
      assert.equal(result.counts.python, 1);
      assert.equal(result.counts.json, 2);
      assert.equal(result.counts.jsonNone, 1);
      assert.equal(result.counts.other, 1);
      assert.match(result.lines.join('\n'), /All samples pass/);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('check-samples: an empty docs tree does not pass silently', () => {
  test('--require fails for every kind with no sample', async () => {
    const root = docsRoot({'empty.md': '# Empty {#empty}\n\nNo code yet.\n'});
    try {
      const result = await checkSamples({roots: [root], require: [...KINDS]});
      for (const kind of KINDS) {
        assert.ok(
          result.failures.some((x) => x.kind === kind && /no .* samples found/.test(x.message)),
          `no "missing ${kind}" failure`,
        );
      }
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

// ------------------------------------------------------------------------------------------
// curl parsing units
// ------------------------------------------------------------------------------------------
describe('check-samples: curl parsing', () => {
  test('joins continuations, keeps multi-line single-quoted bodies, reads variables', () => {
    const script = `export PROJECT=proj_7Hq2LmZ9
curl "https://api.mnemora.dev/v1/memories?project_id=$PROJECT" \\
  -H "Authorization: Bearer $MNEMORA_API_KEY"
curl https://api.mnemora.dev/v1/memories \\
  -H "Content-Type: application/json" \\
  -d '{
    "content": "It'\\''s multi-line",
    "scope": {"project_id": "proj_7Hq2LmZ9"}
  }'
echo done`;
    const curls = findApiCurls(script);
    assert.equal(curls.length, 2);
    assert.equal(curls[0]!.line, 1);
    assert.equal(curls[1]!.line, 3);
    const first = parseCurl(curls[0]!.text, curls[0]!.vars);
    assert.equal(first.method, 'GET');
    assert.equal(first.url, 'https://api.mnemora.dev/v1/memories?project_id=proj_7Hq2LmZ9');
    assert.deepEqual(first.headers, [['Authorization', `Bearer ${TEST_API_KEY}`]]);
    const second = parseCurl(curls[1]!.text, curls[1]!.vars);
    assert.equal(second.method, 'POST');
    assert.equal(JSON.parse(second.body!).content, "It's multi-line");
  });
  test('combined flags, --json, -G with --data-urlencode, --url=', () => {
    const a = parseCurl(
      `curl -sSN --url=https://api.mnemora.dev/v1/changes?project_id=proj_7Hq2LmZ9 -H "Authorization: Bearer x"`,
    );
    assert.equal(a.stream, true);
    assert.equal(a.url, 'https://api.mnemora.dev/v1/changes?project_id=proj_7Hq2LmZ9');
    const b = parseCurl(`curl --json '{"query":"x"}' https://api.mnemora.dev/v1/search`);
    assert.equal(b.method, 'POST');
    assert.ok(b.headers.some(([k, v]) => k === 'Content-Type' && v === 'application/json'));
    const c = parseCurl(`curl -G https://api.mnemora.dev/v1/memories --data-urlencode "project_id=proj_7Hq2LmZ9"`);
    assert.equal(c.method, 'GET');
    assert.equal(c.url, 'https://api.mnemora.dev/v1/memories?project_id=proj_7Hq2LmZ9');
  });
  test('rejects what it cannot check, with the reason', () => {
    assert.throws(() => parseCurl('curl -d @body.json https://api.mnemora.dev/v1/memories'), /inline the JSON/);
    assert.throws(
      () => parseCurl('curl --frobnicate https://api.mnemora.dev/v1/memories'),
      /unsupported curl option --frobnicate/,
    );
    assert.throws(() => parseCurl('curl https://api.mnemora.dev/v1/memories/$ID'), /\$ID/);
  });
  test('extraction records file and fence line, and skips the excluded directories', () => {
    const root = docsRoot({
      'a.md': `# A {#a}\n\ntext\n\n${fence}json schema="none"\n{}\n${fence}\n`,
      'tutorial-extras/b.md': `${fence}bash\nls\n${fence}\n`,
    });
    try {
      const {samples} = extractSamples([root]);
      assert.equal(samples.length, 1);
      assert.equal(samples[0]!.line, 5);
      assert.equal(samples[0]!.meta, 'schema="none"');
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

// ------------------------------------------------------------------------------------------
// The real docs
// ------------------------------------------------------------------------------------------
describe('check-samples: the real docs', () => {
  test('every sample in docs/ passes, and every kind is present', async () => {
    const result = await checkSamples({roots: ['docs'], require: [...KINDS]});
    console.log(result.lines.slice(0, 8).join('\n'));
    assert.deepEqual(
      result.failures.map((x) => `${x.where} [${x.kind}] ${x.message}`),
      [],
      result.lines.join('\n'),
    );
  });
});

// ------------------------------------------------------------------------------------------
// Variables carried from one step to the next
// ------------------------------------------------------------------------------------------
describe('check-samples: a later block uses what an earlier block of the page kept', () => {
  test('VAR=$(curl … | sed -n \'s/.*"id": *…/\\1/p\') keeps the field as jq would; a field the answer lacks fails', async () => {
    const keep = (field: string) => `sed -n 's/.*"${field}": *"\\([^"]*\\)".*/\\1/p'`;
    const page = `# Steps {#steps}

${fence}bash
export MEMORY_ID=$(curl -sS https://api.mnemora.dev/v1/memories \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "content": "Prefers dark mode",
    "scope": {"project_id": "proj_7Hq2LmZ9"}
  }' | ${keep('id')})
${fence}

${fence}bash
curl -X DELETE "https://api.mnemora.dev/v1/memories/$MEMORY_ID" -H "Authorization: Bearer $MNEMORA_API_KEY"
${fence}

${fence}bash
NOPE=$(curl -sS https://api.mnemora.dev/v1/health | ${keep('nope')})
${fence}
`;
    const root = docsRoot({'steps.md': page});
    try {
      const result = await checkSamples({roots: [root], kinds: ['curl']});
      assert.equal(result.counts.curl, 3);
      const problems = result.failures.map((x) => `${x.where} ${x.message}`);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, new RegExp(`steps\\.md:${lineOf(page, 'NOPE=')} the field \\.nope kept in \\$NOPE`));
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
  test("VAR=$(curl … | jq -r .id) gives VAR the mock response's id for the next blocks; a variable no block set fails", async () => {
    const page = `# Steps {#steps}

${fence}bash
export MEMORY_ID=$(curl -sS https://api.mnemora.dev/v1/memories \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"content": "Prefers dark mode", "scope": {"project_id": "proj_7Hq2LmZ9"}}' | jq -r .id)
echo "$MEMORY_ID"
${fence}

${fence}bash
curl -X DELETE "https://api.mnemora.dev/v1/memories/$MEMORY_ID" -H "Authorization: Bearer $MNEMORA_API_KEY"
${fence}

${fence}bash
curl "https://api.mnemora.dev/v1/memories/$OTHER_ID" -H "Authorization: Bearer $MNEMORA_API_KEY"
${fence}
`;
    const root = docsRoot({'steps.md': page});
    try {
      const result = await checkSamples({roots: [root], kinds: ['curl']});
      assert.equal(result.counts.curl, 3);
      const problems = result.failures.map((x) => `${x.where} ${x.message}`);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, new RegExp(`steps\\.md:${lineOf(page, '$OTHER_ID')} .*\\$OTHER_ID`));
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});
