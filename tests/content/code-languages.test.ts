/**
 * Code fence languages against the Prism grammars the site loads (the ones prism-react-renderer
 * bundles plus `additionalLanguages` of config/prism.ts): every fence in a language Prism knows
 * is highlighted, and every extra grammar is used by some fence.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {additionalLanguages} from '../../config/prism';
import {Prism} from 'prism-react-renderer';

const require = createRequire(import.meta.url);
const repo = path.resolve(import.meta.dirname, '..', '..');

type Fence = {language: string; file: string; line: number};

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

export function fencesOf(file: string, text: string): Fence[] {
  const out: Fence[] = [];
  let open: string | null = null;
  text.split('\n').forEach((line, i) => {
    const m = line.match(/^\s*(`{3,}|~{3,})\s*([\w+-]*)/);
    if (!m) return;
    if (open === null) {
      open = m[1]!;
      if (m[2]) out.push({language: m[2].toLowerCase(), file, line: i + 1});
    } else if (m[1]!.startsWith(open[0]!) && m[1]!.length >= open.length && !m[2]) {
      open = null;
    }
  });
  return out;
}

/** Names and aliases of every Prism grammar, from prismjs/components.json. */
function prismLanguages(): Map<string, string> {
  const {languages} = require('prismjs/components.json') as {languages: Record<string, {alias?: string | string[]}>};
  const names = new Map<string, string>();
  for (const [name, entry] of Object.entries(languages)) {
    if (name === 'meta') continue;
    names.set(name, name);
    for (const alias of [entry.alias ?? []].flat()) names.set(alias, name);
  }
  return names;
}

/** Grammars prism-react-renderer ships (its `Prism.languages`, functions such as `extend` left out). */
const bundledGrammars = Object.entries(Prism.languages).flatMap(([name, grammar]) =>
  typeof grammar === 'object' ? [name] : [],
);

/** Fences that are not code: theme-mermaid draws them (`markdown.mermaid` in the config). */
const diagrams = new Set(['mermaid']);

/** Problems: fences Prism could highlight but the site does not load, and unused extra grammars. */
export function languageProblems(fences: Fence[], additional: readonly string[], prism = prismLanguages()): string[] {
  const loaded = new Set<string>([...bundledGrammars, ...additional]);
  const problems: string[] = [];
  for (const f of fences) {
    if (diagrams.has(f.language)) continue;
    const grammar = prism.get(f.language);
    if (grammar && !loaded.has(grammar)) {
      problems.push(
        `${path.relative(repo, f.file)}:${f.line}: \`\`\`${f.language} is a Prism language the site does not load: add '${grammar}' to additionalLanguages in config/prism.ts`,
      );
    }
  }
  const used = new Set(fences.map((f) => prism.get(f.language)));
  for (const language of additional) {
    if (!used.has(language))
      problems.push(`config/prism.ts: additionalLanguages lists '${language}', which no code fence uses: remove it`);
  }
  return problems;
}

const contentDirs = ['docs', 'i18n'].map((d) => path.join(repo, d));
const allFences = contentDirs.flatMap((d) => markdownFiles(d)).flatMap((f) => fencesOf(f, readFileSync(f, 'utf8')));

test('every code fence language Prism knows is highlighted, and every extra grammar is used', () => {
  assert.ok(allFences.length > 500, `found ${allFences.length} fences`);
  assert.deepEqual(languageProblems(allFences, additionalLanguages), []);
});

test('planted: an unloaded language and an unused grammar are reported with file and line', () => {
  const fences = fencesOf(
    '/x/docs/planted.md',
    'Text\n\n```apacheconf\nListen 80\n```\n\n````md\n```bash\nnot a fence\n```\n````\n',
  );
  assert.deepEqual(
    fences.map((f) => `${f.language}:${f.line}`),
    ['apacheconf:3', 'md:7'],
  );
  const problems = languageProblems(fences, ['bash', 'toml']).join('\n');
  assert.match(problems, /planted\.md:3: ```apacheconf is a Prism language the site does not load: add 'apacheconf'/);
  assert.match(problems, /additionalLanguages lists 'toml', which no code fence uses/);
});
