/**
 * docs/sdks/typescript/api-reference.md must document exactly the public surface declared in
 * sdk/typescript/index.d.ts (parsed with the TypeScript compiler API): every exported class,
 * interface and type, every method, property and option, and nothing else. The planted-fault
 * tests run the same check on temporary copies of the page (one method missing, one extra
 * method, one extra option) and of the declaration (one new member), and expect failures that
 * name the member and the file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  checkSdkReference,
  defaultDeclarationFile,
  defaultReferencePage,
  readDeclaration,
  readReferencePage,
} from '../../scripts/check-sdk-reference';

const repo = path.resolve(import.meta.dirname, '..', '..');
const pageLabel = path.relative(repo, defaultReferencePage);
const page = readFileSync(defaultReferencePage, 'utf8');
const declaration = readDeclaration(defaultDeclarationFile);

/** Writes `text` to a temp file, runs `check` on its path, removes it. */
function withTempFile<T>(name: string, text: string, check: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'sdk-reference-'));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return check(file);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

function checkPageCopy(text: string): string[] {
  return withTempFile('api-reference.md', text, (file) =>
    checkSdkReference(declaration, readFileSync(file, 'utf8'), file),
  );
}

test('the declaration has the surface the page is about', () => {
  // Guards the parser itself: if it read nothing, every other test here would pass vacuously.
  assert.ok(declaration.size >= 40, `read only ${declaration.size} exports from sdk/typescript/index.d.ts`);
  assert.deepEqual(
    [...(declaration.get('Memories')?.members.keys() ?? [])],
    ['create', 'batchCreate', 'get', 'list', 'update', 'delete', 'bulkDelete'],
  );
  assert.equal(declaration.get('Mnemora')?.members.get('memories')?.typeName, 'Memories');
  assert.deepEqual(declaration.get('RateLimitError')?.bases, ['MnemoraError']);
  assert.ok(readReferencePage(page, declaration).length > 100, 'the page parser found the headings and rows');
});

test(`${pageLabel} documents every public member of sdk/typescript/index.d.ts and nothing else`, () => {
  assert.deepEqual(checkSdkReference(declaration, page, pageLabel), []);
});

test('planted fault: a copy of the page without memories.bulkDelete fails, naming the member and the file', () => {
  const heading = /^### `memories\.bulkDelete\(params, options\?\)` \{#memories-bulk-delete\}\n[\s\S]*?(?=^## )/m;
  assert.match(page, heading, 'the page has a bulkDelete section to remove');
  const copy = page.replace(heading, '').replace(/^\| `client\.memories\.bulkDelete\(\)` .*\n/m, '');
  const problems = checkPageCopy(copy);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0] ?? '',
    /api-reference\.md: method `Memories\.bulkDelete` of sdk\/typescript\/index\.d\.ts is not documented/,
  );
});

test('planted fault: a copy of the page with an extra method fails, naming the member, file and line', () => {
  const copy = page.replace(
    '### `memories.get(memoryId, options?)` {#memories-get}',
    '### `memories.archive(memoryId, options?)` {#memories-archive}\n\nArchives a memory.\n\n### `memories.get(memoryId, options?)` {#memories-get}',
  );
  const line = copy.split('\n').findIndex((l) => l.includes('memories.archive(')) + 1;
  const problems = checkPageCopy(copy);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0] ?? '',
    new RegExp(
      `api-reference\\.md:${line}: documents \`Memories\\.archive\`, which sdk/typescript/index\\.d\\.ts does not declare`,
    ),
  );
});

test('planted fault: an extra option row and an unknown client method in the mapping table fail', () => {
  const copy = page
    .replace(
      '| `fetch` | `typeof fetch` |',
      '| `region` | `string` | `"eu"` | Where requests go. |\n| `fetch` | `typeof fetch` |',
    )
    .replace(
      '| `client.health()` |',
      '| `client.memories.restore()` | `POST /v1/memories/restore` | `restoreMemory` |\n| `client.health()` |',
    );
  const problems = checkPageCopy(copy).join('\n');
  assert.match(problems, /documents `MnemoraOptions\.region`, which sdk\/typescript\/index\.d\.ts does not declare/);
  assert.match(problems, /documents `Memories\.restore`, which sdk\/typescript\/index\.d\.ts does not declare/);
});

test('planted fault: a member added to the declaration but not to the page fails', () => {
  const source = readFileSync(defaultDeclarationFile, 'utf8');
  const marker = '  bulkDelete(params: BulkDeleteRequest, options?: RequestOptions): Promise<BulkDeleteResponse>;\n';
  assert.ok(source.includes(marker), 'the declaration has Memories.bulkDelete to add a member after');
  const changed = source
    .replace(marker, `${marker}  /** Restores a deleted memory. */\n  restore(memoryId: string): Promise<Memory>;\n`)
    .replace(
      'export interface Logger {',
      '/** A new exported interface. */\nexport interface Tracer {\n  span(name: string): void;\n}\n\nexport interface Logger {',
    );
  const problems = withTempFile('index.d.ts', changed, (file) =>
    checkSdkReference(readDeclaration(file), page, pageLabel),
  ).join('\n');
  assert.match(problems, /method `Memories\.restore` of sdk\/typescript\/index\.d\.ts is not documented/);
  assert.match(problems, /interface `Tracer` of sdk\/typescript\/index\.d\.ts is not documented/);
  assert.match(problems, /method `Tracer\.span` of sdk\/typescript\/index\.d\.ts is not documented/);
});

test('members a subclass only narrows are covered by the base class; new ones are not', () => {
  const copy = page.replace(/^\| `RateLimitError\.retryAfter` .*\n/m, '');
  const problems = checkPageCopy(copy);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0] ?? '',
    /property `RateLimitError\.retryAfter` of sdk\/typescript\/index\.d\.ts is not documented/,
  );
});
