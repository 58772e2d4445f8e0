/**
 * The repository's layers (ARCHITECTURE.md), kept by reading every import: config → the API model
 * (packages/api-model) → the site (src), the docs MCP server (mcp) and serving (deploy) →
 * command-line scripts (scripts) → tests. A module imports its own layer and the layers before it,
 * never one after; and the contract is read, walked and compiled in the API model only.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import test from 'node:test';

const root = join(import.meta.dirname, '..', '..');

/**
 * Inputs every layer may read: the sidebars (the docs' structure), the SDK declarations generated
 * from the contract, the contract itself and the content.
 */
const data = ['sidebars', 'sdk', 'openapi', 'docs', 'i18n', 'static'];
/** What each top-level folder may import from the repository (besides itself and the data). */
const allowed: Readonly<Record<string, readonly string[]>> = {
  config: [],
  packages: ['config'],
  src: ['config', 'packages'],
  deploy: ['config', 'packages', 'src'],
  mcp: ['config', 'packages', 'src', 'deploy'],
  scripts: ['config', 'packages', 'src', 'deploy', 'mcp'],
};

const sourceFile = /\.(ts|tsx|mts|cts|cjs|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((rel) => join(dir, rel))
    .filter((rel) => sourceFile.test(rel) && statSync(join(root, rel)).isFile());
}

/** Every relative or `@site/` import of a module, with its line and the repository folder it lands in. */
export function importsOf(file: string, text: string): {line: number; spec: string; folder: string}[] {
  const out: {line: number; spec: string; folder: string}[] = [];
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])((?:\.{1,2}\/|@site\/)[^'"]+)\1/gm;
  for (const m of text.matchAll(pattern)) {
    const spec = m[2] ?? '';
    const target = spec.startsWith('@site/')
      ? join(root, spec.slice('@site/'.length))
      : resolve(dirname(join(root, file)), spec);
    const folder = relative(root, target).split(/[\\/]/)[0] ?? '';
    out.push({line: text.slice(0, m.index).split('\n').length, spec, folder});
  }
  return out;
}

/** The imports that break the layering, as `file:line imports spec (folder)`. */
export function layeringProblems(files: readonly {file: string; text: string}[]): string[] {
  const problems: string[] = [];
  for (const {file, text} of files) {
    const own = file.split(/[\\/]/)[0] ?? '';
    const may = allowed[own];
    if (!may) continue;
    for (const {line, spec, folder} of importsOf(file, text))
      if (folder !== own && !may.includes(folder) && !data.includes(folder))
        problems.push(
          `${file}:${line} imports ${spec} (${folder}/): ${own}/ may import only ${[own, ...may].join(', ')}`,
        );
  }
  return problems;
}

const read = (file: string) => ({file, text: readFileSync(join(root, file), 'utf8')});
const layered = Object.keys(allowed).flatMap(filesUnder).map(read);

test('every import follows the layers: config → API model → site, MCP server, serving → scripts → tests', () => {
  assert.deepEqual(layeringProblems(layered), []);
});

test('planted: the site importing a script, and a script importing a test helper, are named with file and line', () => {
  const problems = layeringProblems([
    {
      file: 'src/plugins/x/index.ts',
      text: "import a from 'node:fs';\nimport {b} from '../../../scripts/lib/process';\n",
    },
    {file: 'scripts/bench-x.ts', text: "const c = await import('../tests/support/build');\n"},
    {file: 'packages/api-model/y.ts', text: "import {d} from '@site/src/lib/z';\n"},
  ]);
  assert.deepEqual(problems, [
    'src/plugins/x/index.ts:2 imports ../../../scripts/lib/process (scripts/): src/ may import only src, config, packages',
    'scripts/bench-x.ts:1 imports ../tests/support/build (tests/): scripts/ may import only scripts, config, packages, src, deploy, mcp',
    'packages/api-model/y.ts:1 imports @site/src/lib/z (src/): packages/ may import only packages, config',
  ]);
});

/**
 * Where the contract is read, its references walked and its schemas compiled: the API model's
 * folder only (tests may build their own fixtures).
 */
const contractHandling: readonly [what: string, pattern: RegExp][] = [
  ['parses a contract file', /mnemora\.bundled\.yaml|openapi\.ya?ml['"`]/],
  ['follows $ref pointers itself', /\.\$ref\b|\[['"]\$ref['"]\]/],
  ['creates an Ajv instance', /new Ajv\w*\(|from ['"]ajv\/dist\/20\d\d/],
];
/** Modules outside the API model that name the contract file as data, not to parse it, and why. */
const contractFileReaders: Readonly<Record<string, string>> = {
  // The bundling script writes the bundle; the bundle check compares it with the split files.
  'scripts/bundle-openapi.ts': 'writes the bundle',
  'src/lib/contract-bundle.ts': "checks the bundle's freshness and YAML before any page (file and line)",
  // The published files and the places that link or serve them.
  'src/plugins/openapi-static/index.ts': 'publishes /openapi.yaml per locale',
  'src/plugins/agent-discovery/index.ts': 'links the published contract',
  'src/plugins/llms-txt/index.ts': 'links the published contract',
  'src/plugins/llms-txt/render.ts': 'links the published contract',
  'src/plugins/try-it/index.ts': 'watches the bundle in the dev server',
  'src/lib/navigation/same-site-target.ts': 'knows /openapi.yaml is not a page',
  'mcp/src/contract-source.ts': 'names the published contract, served as text by the contract resource',
  'mcp/src/snapshot.ts': 'lists the published contracts it needs',
  'mcp/src/docs-server.ts': 'serves the contract resource',
  'scripts/pack-mcp.ts': 'packs the published contract',
  'scripts/check-samples.ts': 'bundles a planted-fault contract given on the command line',
  'scripts/write-contract-overlay.ts': "names the bundle in an overlay's header",
  'scripts/check-translations.ts': 'checks that a copy of the repository has a bundle before reading it',
};

test('the contract is parsed, walked and compiled in packages/api-model only', () => {
  const problems: string[] = [];
  for (const {file, text} of layered) {
    if (file.startsWith('packages/api-model/')) continue;
    for (const [what, pattern] of contractHandling) {
      if (what === 'parses a contract file' && file in contractFileReaders) continue;
      const lines = text.split('\n');
      const at = lines.findIndex((l) => pattern.test(l) && !/^\s*(\/\/|\*)/.test(l));
      if (at >= 0)
        problems.push(`${file}:${at + 1} ${what}: use packages/api-model (model.ts, refs.ts, ajv.ts, load.ts)`);
    }
  }
  assert.deepEqual(problems, []);
});

/**
 * The docs MCP server answers from the model files the build writes (packages/api-model/serialize.ts):
 * it neither parses YAML nor builds or loads a model from the contract, which would make its
 * answers depend on the repository it runs in rather than on the build it serves.
 */
const mcpModelBuilding =
  /from ['"](?:yaml|[./]+packages\/api-model\/(?:load|localized|contract))['"]|\bbuildApiModel\b/;

export function mcpModelProblems(files: readonly {file: string; text: string}[]): string[] {
  const problems: string[] = [];
  for (const {file, text} of files) {
    if (!file.startsWith('mcp/')) continue;
    const lines = text.split('\n');
    const at = lines.findIndex((l) => mcpModelBuilding.test(l) && !/^\s*(\/\/|\*)/.test(l));
    if (at >= 0)
      problems.push(
        `${file}:${at + 1} builds the API model from the contract: read the build's model file (mcp/src/contract-source.ts)`,
      );
  }
  return problems;
}

test('the docs MCP server reads the model files the build writes, never the contract', () => {
  assert.deepEqual(mcpModelProblems(layered), []);
});

test('planted: an MCP module that parses YAML or builds the model is named with file and line', () => {
  assert.deepEqual(
    mcpModelProblems([
      {file: 'mcp/src/x.ts', text: "import YAML from 'yaml';\n"},
      {file: 'mcp/src/y.ts', text: '// buildApiModel is named in a comment only\nconst m = buildApiModel(c);\n'},
      {file: 'mcp/src/z.ts', text: "import {apiModel} from '../../packages/api-model/load';\n"},
      {file: 'src/plugins/p.ts', text: "import YAML from 'yaml';\n"},
    ]),
    [
      "mcp/src/x.ts:1 builds the API model from the contract: read the build's model file (mcp/src/contract-source.ts)",
      "mcp/src/y.ts:2 builds the API model from the contract: read the build's model file (mcp/src/contract-source.ts)",
      "mcp/src/z.ts:1 builds the API model from the contract: read the build's model file (mcp/src/contract-source.ts)",
    ],
  );
});
