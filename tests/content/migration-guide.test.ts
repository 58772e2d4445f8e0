/**
 * The migration guide's scripts, run as a reader runs them: the transform (Python and TypeScript,
 * taken from the page) over the page's own example exports must give every memory the owner its
 * source record names, at the top level (`user_id`) or in the metadata (`metadata.user_id`), as
 * the mapping table says. The import scripts must start `import-errors.jsonl` empty on each run,
 * or the guide's check "the difference equals the number of lines" breaks on the second run.
 * Run: node --import tsx --test tests/content/migration-guide.test.ts
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const page = readFileSync(path.join(repoRoot, 'docs/guides/migration.md'), 'utf8');
const block = (title: string) => {
  const m = page.match(
    new RegExp(`^\`\`\`\\w+ title="${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^\\n]*\\n([\\s\\S]*?)^\`\`\``, 'm'),
  );
  assert.ok(m, `docs/guides/migration.md: no block titled ${title}`);
  return m[1]!;
};
const exportLines = [block('export.jsonl (mem0-style)'), block('export.jsonl (vector database)')]
  .join('')
  .trim()
  .split('\n');

interface Out {
  scope: {user_id?: string; agent_id?: string};
  metadata: Record<string, unknown>;
}
/** Runs a transform script in a fresh directory with the page's exports; returns problems. */
function ownerProblems(script: string, file: string, command: string[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'migration-'));
  try {
    writeFileSync(path.join(dir, 'export.jsonl'), exportLines.join('\n') + '\n');
    writeFileSync(path.join(dir, file), script);
    const r = spawnSync(command[0]!, [...command.slice(1), file], {cwd: dir, encoding: 'utf8'});
    assert.equal(r.status, 0, `${file} failed: ${r.stderr}`);
    const out = readFileSync(path.join(dir, 'memories.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Out);
    const problems: string[] = [];
    exportLines.forEach((line, i) => {
      const source = JSON.parse(line) as {id: string; user_id?: string | null; metadata?: {user_id?: string}};
      const expected = source.user_id || source.metadata?.user_id;
      const memory = out.find((m) => m.metadata.source_id === source.id);
      if (!memory) problems.push(`record ${i + 1} (${source.id}) produced no memory`);
      else if (memory.scope.user_id !== expected)
        problems.push(`record ${i + 1} (${source.id}): scope.user_id ${memory.scope.user_id} instead of ${expected}`);
      else if ('user_id' in memory.metadata) problems.push(`record ${i + 1} (${source.id}): user_id left in metadata`);
    });
    return problems;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
const python = ['python3'];
// The temp directory has no node_modules: load tsx by its resolved location.
const tsx = [process.execPath, '--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

describe('migration guide: transform', () => {
  before(() =>
    assert.ok(
      exportLines.some((l) => /"metadata": \{[^}]*"user_id"/.test(l)),
      'the page has an export whose owner is in metadata',
    ),
  );
  test('transform.py gives every memory its owner', () => {
    assert.deepEqual(ownerProblems(block('transform.py'), 'transform.py', python), []);
  });
  test('transform.ts gives every memory its owner', () => {
    assert.deepEqual(ownerProblems(block('transform.ts'), 'transform.mts', tsx), []);
  });
  test('planted: a transform that reads only the top-level user_id loses the vector store owner', () => {
    const old = block('transform.py').replace(
      'user_id = record.get("user_id") or metadata_user_id',
      'user_id = record.get("user_id")',
    );
    assert.ok(ownerProblems(old, 'transform.py', python).some((p) => /doc-42#3.*scope\.user_id undefined/.test(p)));
  });
});

describe('migration guide: import-errors.jsonl lists the last run only', () => {
  /** True when the script empties the file before its first append. */
  const truncatesFirst = (script: string, truncate: RegExp, append: RegExp) => {
    const t = script.search(truncate);
    const a = script.search(append);
    return a >= 0 && t >= 0 && t < a;
  };
  const importScripts = [...page.matchAll(/^```(ts|python)\b[^\n]*\n([\s\S]*?)^```/gm)].filter((m) =>
    m[2]!.includes('import-errors.jsonl'),
  );
  test('every import script empties the file before appending to it', () => {
    assert.equal(importScripts.length, 2);
    for (const [, lang, script] of importScripts) {
      const ok =
        lang === 'ts'
          ? truncatesFirst(script!, /writeFile\("import-errors\.jsonl", ""\)/, /appendFile\("import-errors\.jsonl"/)
          : truncatesFirst(script!, /open\("import-errors\.jsonl", "w"/, /open\("import-errors\.jsonl", "a"/);
      assert.ok(ok, `the ${lang} import script appends to import-errors.jsonl without emptying it first`);
    }
  });
  test('planted: a script that only appends fails', () => {
    assert.equal(
      truncatesFirst(
        'with open("import-errors.jsonl", "a") as log: pass',
        /open\("import-errors\.jsonl", "w"/,
        /open\("import-errors\.jsonl", "a"/,
      ),
      false,
    );
  });
});
