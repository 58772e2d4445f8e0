/**
 * The theme components `src/theme/` ejected (or replaced) are copies of Docusaurus originals with
 * a change of ours. An upgrade that changes an original would leave our copy behind without a
 * word; this test compares each original, as installed, with the copy it was ejected from
 * (tests/fixtures/third_party/upstream-theme/) and fails with the upstream diff, so the upgrade shows what to
 * re-apply. It also keeps the list here equal to the ejected and replaced rows of
 * src/theme/README.md.
 *
 * Run: node --import tsx --test tests/unit/ejected-theme.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(root, 'tests', 'fixtures', 'third_party', 'upstream-theme');

/** The Docusaurus version the copies in tests/fixtures/third_party/upstream-theme/ come from. */
const ejectedFrom = '3.10.2';

type ThemePackage = 'theme-classic' | 'theme-mermaid';

/** Each ejected or replaced component: its README name, the package and file of its original. */
const ejected: readonly {component: string; pkg: ThemePackage; file: string}[] = [
  {component: 'CodeBlock', pkg: 'theme-classic', file: 'CodeBlock/index.tsx'},
  {component: 'CodeBlock/Content', pkg: 'theme-classic', file: 'CodeBlock/Content/index.tsx'},
  {component: 'CodeBlock/Layout', pkg: 'theme-classic', file: 'CodeBlock/Layout/index.tsx'},
  {component: 'CodeBlock/Content/String', pkg: 'theme-classic', file: 'CodeBlock/Content/String.tsx'},
  {component: 'CodeBlock/Line/Token', pkg: 'theme-classic', file: 'CodeBlock/Line/Token/index.tsx'},
  {component: 'Tabs', pkg: 'theme-classic', file: 'Tabs/index.tsx'},
  {component: 'ContentVisibility', pkg: 'theme-classic', file: 'ContentVisibility/index.tsx'},
  {component: 'DocVersionBanner', pkg: 'theme-classic', file: 'DocVersionBanner/index.tsx'},
  {component: 'DocVersionBadge', pkg: 'theme-classic', file: 'DocVersionBadge/index.tsx'},
  {component: 'DocSidebar/Mobile', pkg: 'theme-classic', file: 'DocSidebar/Mobile/index.tsx'},
  {component: 'DocRoot', pkg: 'theme-classic', file: 'DocRoot/index.tsx'},
  {component: 'Mermaid', pkg: 'theme-mermaid', file: 'Mermaid/index.tsx'},
];

// By path: theme-mermaid's `exports` does not expose its package.json or sources.
const packageDir = (pkg: ThemePackage): string => join(root, 'node_modules', '@docusaurus', pkg);
const installedVersion = (pkg: ThemePackage): string =>
  (JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as {version: string}).version;

/** `git diff --no-index` of two texts, labelled with their origins. */
function unifiedDiff(before: string, after: string, labels: [string, string]): string {
  const dir = mkdtempSync(join(tmpdir(), 'upstream-diff-'));
  try {
    writeFileSync(join(dir, 'a'), before);
    writeFileSync(join(dir, 'b'), after);
    const run = spawnSync('git', ['diff', '--no-index', '--no-color', '--no-prefix', '--unified=3', 'a', 'b'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (run.status !== 0 && run.status !== 1) throw new Error(`git diff failed: ${run.stderr}`);
    return run.stdout
      .replace(/^diff --git a b$/m, `diff ${labels[0]} ${labels[1]}`)
      .replace(/^--- a$/m, `--- ${labels[0]}`)
      .replace(/^\+\+\+ b$/m, `+++ ${labels[1]}`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * What to tell the person upgrading when an original changed: which of our components, the
 * versions, what to do, and the upstream diff. Undefined when the original is the copy.
 */
function upstreamChange(
  entry: {component: string; pkg: ThemePackage; file: string},
  copy: string,
  original: string,
  version: string,
): string | undefined {
  if (copy === original) return undefined;
  return [
    `src/theme/${entry.component}: @docusaurus/${entry.pkg} changed its original (src/theme/${entry.file}) ` +
      `between ${ejectedFrom} and ${version}.`,
    `Re-apply the portal's change (src/theme/README.md) on the new original, then copy it to ` +
      `tests/fixtures/third_party/upstream-theme/${entry.pkg}/${entry.file} and update ejectedFrom. Upstream diff:`,
    unifiedDiff(copy, original, [`${ejectedFrom}/${entry.file}`, `${version}/${entry.file}`]),
  ].join('\n');
}

test('every ejected or replaced theme component still matches the original it was made from', () => {
  const changes = ejected.flatMap((entry) => {
    const copy = readFileSync(join(fixtures, entry.pkg, entry.file), 'utf8');
    const original = readFileSync(join(packageDir(entry.pkg), 'src', 'theme', entry.file), 'utf8');
    return upstreamChange(entry, copy, original, installedVersion(entry.pkg)) ?? [];
  });
  assert.deepEqual(changes, [], changes.join('\n\n'));
});

test('the list is the ejected and replaced rows of src/theme/README.md', () => {
  const readme = readFileSync(join(root, 'src', 'theme', 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| (`[^|]+`) \| (eject|replace)\b/gm)].flatMap((m) =>
    [...m[1]!.matchAll(/`([^`]+)`/g)].map((n) => n[1]!),
  );
  assert.deepEqual([...rows].sort(), ejected.map((e) => e.component).sort());
});

test('planted: a changed original is named, with the versions and the upstream diff', () => {
  const entry = ejected.find((e) => e.component === 'Tabs')!;
  const copy = readFileSync(join(fixtures, entry.pkg, entry.file), 'utf8');
  const changed = copy.replace('export default function Tabs', 'export default function TabsRenamed');
  assert.notEqual(changed, copy, 'the planted change applies');
  const message = upstreamChange(entry, copy, changed, '3.11.0');
  assert.ok(message);
  assert.match(
    message,
    /^src\/theme\/Tabs: @docusaurus\/theme-classic changed its original .* between 3\.10\.2 and 3\.11\.0/,
  );
  assert.match(message, /^-export default function Tabs\(/m);
  assert.match(message, /^\+export default function TabsRenamed\(/m);
  assert.equal(upstreamChange(entry, copy, copy, ejectedFrom), undefined);
});
