/**
 * Python samples of every locale against the declared Python SDK (sdk/python/mnemora/*.pyi):
 * pyright in standard mode, with the reviewed third-party stubs of tests/samples/python-stubs and
 * no installed packages. Planted faults prove that each kind of mismatch a page once shipped is
 * caught: an undeclared per-call option, attribute access on a TypedDict-shaped value, iterating
 * a coroutine, an unstubbed third-party import. The Python page's prose names only classes the
 * stubs declare.
 * Run: node --import tsx --test tests/content/python-samples.test.ts
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkSamples} from '../../scripts/check-samples';
import {errorCodeNodes, groupNodes} from '../../src/lib/api-reference-tree';
import {codeBlocks} from '../../src/lib/markdown-toolkit';
import {englishContract} from '../../packages/api-model/localized';
import {locales} from '../../config/i18n';
import {buildApiModel} from '../../packages/api-model/model';

type Result = Awaited<ReturnType<typeof checkSamples>>;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const LOCALES = locales;
const docsRootOf = (locale: string) =>
  locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
const fence = '```';

describe('python samples: every locale type-checks against the declared SDK', () => {
  let result: Result;
  before(async () => {
    result = await checkSamples({roots: LOCALES.map(docsRootOf), kinds: ['python']});
  });

  test('pyright (standard) reports nothing, and every locale has as many Python samples as English', () => {
    const perLocale = Object.fromEntries(LOCALES.map((l) => [l, 0]));
    // Counted from the report's failures-free run: one python block per sample of each root.
    for (const locale of LOCALES) {
      const files: string[] = [];
      const walk = (dir: string): void => {
        for (const e of readdirSync(dir, {withFileTypes: true})) {
          if (e.isDirectory()) {
            if (!['tutorial-basics', 'tutorial-extras'].includes(e.name)) walk(path.join(dir, e.name));
          } else if (/\.mdx?$/.test(e.name)) files.push(path.join(dir, e.name));
        }
      };
      walk(path.join(repoRoot, docsRootOf(locale)));
      // A page's `<ApiReference group="…" />` is rendered while the site builds: its samples count too.
      const model = buildApiModel(englishContract());
      const pythonBlocks = (text: string) => text.match(/^```(?:python|py)\b/gm)?.length ?? 0;
      const rendered = (text: string) =>
        [...text.matchAll(/^<ApiReference group="([\w-]+)" \/>$/gm)].reduce((n, m) => {
          const nodes = m[1] === 'error-codes' ? errorCodeNodes(model) : groupNodes(model, m[1]!);
          return n + codeBlocks({type: 'root', children: nodes}).filter((b) => /^(?:python|py)$/.test(b.lang)).length;
        }, 0);
      perLocale[locale] = files.reduce((n, f) => {
        const text = readFileSync(f, 'utf8');
        return n + pythonBlocks(text) + rendered(text);
      }, 0);
    }
    console.log(`Python samples type-checked per locale: ${JSON.stringify(perLocale)} (total ${result.counts.python})`);
    assert.deepEqual(
      result.failures.map((f) => `${f.where} [${f.kind}] ${f.message}`),
      [],
      result.lines.join('\n'),
    );
    assert.ok(perLocale.en! > 50, 'the English docs have Python samples');
    for (const locale of LOCALES)
      assert.equal(
        perLocale[locale],
        perLocale.en,
        `${locale} has ${perLocale[locale]} Python samples, English ${perLocale.en}`,
      );
    assert.equal(
      result.counts.python,
      Object.values(perLocale).reduce((a, b) => a + b, 0),
    );
  });
});

// Each planted sample repeats a mistake pages once made; each must fail with file, line and rule.
const PLANTED: Record<string, {code: string; line: string; message: RegExp}> = {
  'undeclared per-call option': {
    code: `from mnemora import Mnemora\n\nclient = Mnemora()\nmemory = client.memories.get("mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4", retries=5)\nprint(memory.id)`,
    line: 'retries=5',
    message: /reportCallIssue.*No parameter named "retries"/,
  },
  'subscript on a response object': {
    code: `from mnemora import Mnemora\n\nclient = Mnemora()\nmemory = client.memories.get("mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4")\nprint(memory.scope["user_id"])`,
    line: 'memory.scope["user_id"]',
    message: /reportIndexIssue|__getitem__/,
  },
  'attribute access on a TypedDict argument': {
    code: `from mnemora import Scope\n\nscope: Scope = {"project_id": "proj_7Hq2LmZ9"}\nprint(scope.project_id)`,
    line: 'scope.project_id',
    message: /reportAttributeAccessIssue/,
  },
  'iterating the coroutine of an async list()': {
    code: `from mnemora import AsyncMnemora\n\n\nasync def main() -> None:\n    client = AsyncMnemora()\n    async for memory in client.memories.list(project_id="proj_7Hq2LmZ9"):\n        print(memory.id)`,
    line: 'async for memory in',
    message: /__aiter__|reportGeneralTypeIssues|not iterable/,
  },
  'a class the SDK does not declare': {
    code: `from mnemora import ChangeStream\n\nprint(ChangeStream)`,
    line: 'from mnemora import ChangeStream',
    message: /reportAttributeAccessIssue|unknown import symbol/i,
  },
  'a bulk delete filter without project_id': {
    code: `from mnemora import Mnemora\n\nclient = Mnemora()\nclient.memories.bulk_delete(filter={"tags": {"all": ["session"]}})`,
    line: 'bulk_delete(filter=',
    message: /reportArgumentType/,
  },
  'a third-party package without a reviewed stub': {
    code: `import requests\n\nprint(requests.get("https://api.mnemora.dev/v1/health").json())`,
    line: 'import requests',
    message: /reportMissingModuleSource.*"requests".*tests\/samples\/python-stubs/,
  },
};

describe('python samples: planted faults fail with file, line and rule', () => {
  let root: string;
  let result: Result;
  const page = Object.entries(PLANTED)
    .map(([name, p]) => `## ${name}\n\n${fence}python\n${p.code}\n${fence}\n`)
    .join('\n');
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'python-samples-'));
    mkdirSync(path.join(root, 'sdks'));
    writeFileSync(path.join(root, 'sdks/planted.md'), `# Planted {#planted}\n\n${page}`);
    result = await checkSamples({roots: [root], kinds: ['python']});
  });
  after(() => rmSync(root, {recursive: true, force: true}));

  for (const [name, p] of Object.entries(PLANTED)) {
    test(name, () => {
      const line = page.split('\n').findIndex((l) => l.includes(p.line)) + 1 + 2; // +2: the page's title and blank line
      const where = `${path.join(root, 'sdks/planted.md')}:${line}`;
      const hit = result.failures.find((f) => f.kind === 'python' && f.where === where && p.message.test(f.message));
      assert.ok(
        hit,
        `expected a pyright failure at ${where} matching ${p.message}; got:\n${result.failures.map((f) => `  ${f.where} ${f.message}`).join('\n')}`,
      );
    });
  }
});

describe('python page prose names only declared classes', () => {
  // Every CamelCase name in a code span of the Python SDK page is a class of the stubs, so a page
  // cannot promise a type (the way one promised `ChangeStream`) that the SDK does not have.
  const stubText = ['__init__.pyi', 'errors.pyi']
    .map((f) => readFileSync(path.join(repoRoot, 'sdk/python/mnemora', f), 'utf8'))
    .join('\n');
  const declared = new Set([...stubText.matchAll(/^class (\w+)/gm)].map((m) => m[1]!));
  // Names that are not the SDK's, each with the reason it may appear.
  const ALLOWED = new Map([
    ['AsyncMnemora', 'declared'],
    ['FastAPI', 'the framework of the FastAPI section'],
    ['Pydantic', 'the library the response models are built with'],
    ['None', 'the Python constant'],
  ]);
  const undeclared = (text: string): string[] => {
    const out: string[] = [];
    const withoutFences = text.replace(/^```[\s\S]*?^```/gm, '');
    for (const m of withoutFences.matchAll(/`([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)(?:\[[^\]`]*\])?`/g)) {
      const name = m[1]!;
      if (!declared.has(name) && !ALLOWED.has(name)) out.push(name);
    }
    return [...new Set(out)];
  };
  for (const locale of LOCALES) {
    test(`${locale}: sdks/python.md`, () => {
      const file = path.join(repoRoot, docsRootOf(locale), 'sdks/python.md');
      assert.deepEqual(
        undeclared(readFileSync(file, 'utf8')),
        [],
        `${path.relative(repoRoot, file)} names classes sdk/python/mnemora does not declare`,
      );
    });
  }
  test('planted: a page naming `ChangeStream` fails', () => {
    assert.deepEqual(undeclared('returns a `ChangeStream` of `ChangeEvent`'), ['ChangeStream']);
  });
});
