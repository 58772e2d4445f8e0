/**
 * scripts/check-translations.ts over a small fixture site: the fixture passes as written, and each
 * planted fault (missing, stale or unhashed translation, lost heading id, cross-locale link, changed
 * code, changed component, missing or untranslated UI string, bad allowlist, orphan) fails with a
 * line that names the locale, the file and the problem. The comment-aware code comparison of
 * scripts/lib/code-compare.ts is tested on its own below.
 *
 * Run: node --import tsx --test tests/unit/check-translations.test.ts
 */
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {checkTranslations, formatProblem} from '../../scripts/check-translations';
import {compareBlocks, comparableLines} from '../../scripts/lib/code-compare';
import {withTempFiles} from '../support/temp-files';

const repo = path.resolve(__dirname, '..', '..');
const script = path.join(repo, 'scripts', 'check-translations.ts');
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const TS_BLOCK = [
  '```ts title="Create a memory"',
  'import { Mnemora } from "@mnemora/sdk";',
  '',
  '// One client per process.',
  'const client = new Mnemora();',
  'const url = "https://api.mnemora.dev/v1"; // the gateway',
  'await client.memories.create({ content: "Prefers dark mode" });',
  '```',
].join('\n');
const TS_BLOCK_ES = TS_BLOCK.replace('title="Create a memory"', 'title="Crear una memoria"')
  .replace('// One client per process.', '// Un cliente por proceso,\n// compartido por todas las peticiones.')
  .replace('// the gateway', '// la pasarela');

const BASH_BLOCK = [
  '```bash',
  '# Search by meaning',
  'curl https://api.mnemora.dev/v1/search \\',
  '  -H "Authorization: Bearer $MNEMORA_API_KEY" \\',
  `  -d '{"query": "dark mode # theme"}'`,
  '```',
].join('\n');
const BASH_BLOCK_ES = BASH_BLOCK.replace('# Search by meaning', '# Busca por significado');

const PY_BLOCK = [
  '```python',
  'from mnemora import Mnemora',
  'client = Mnemora()  # reads MNEMORA_API_KEY',
  'print(client.health())',
  '```',
].join('\n');
const PY_BLOCK_ES = PY_BLOCK.replace('# reads MNEMORA_API_KEY', '# lee MNEMORA_API_KEY');

const JSON_BLOCK = ['```json title="Response" schema="Memory"', '{"id": "mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4"}', '```'].join(
  '\n',
);
const JSON_BLOCK_ES = JSON_BLOCK.replace('title="Response"', 'title="Respuesta"');

const MERMAID = [
  '```mermaid',
  'flowchart LR',
  '  subgraph Clients',
  '    app[Your server]',
  '  end',
  '  app -- REST + API key --> gw[(API gateway)]',
  '  gw -->|search| vec[(Vector index)]',
  '```',
].join('\n');
const MERMAID_ES = MERMAID.replace('subgraph Clients', 'subgraph Clients [Clientes]')
  .replace('Your server', 'Tu servidor')
  .replace('REST + API key', 'REST + clave de API')
  .replace('API gateway', 'Pasarela de API')
  .replace('|search|', '|búsqueda|')
  .replace('Vector index', 'Índice vectorial');

/** The guide's cURL, TypeScript and Python tabs: the translation has the same tabs around its own blocks. */
const languageTabs = (bash: string, ts: string, py: string) => `<Tabs groupId="language" queryString>
<TabItem value="curl" label="cURL">

${bash}

</TabItem>
<TabItem value="typescript" label="TypeScript">

${ts}

</TabItem>
<TabItem value="python" label="Python">

${py}

</TabItem>
</Tabs>`;

const EN_GUIDE = `---
title: Search guide
description: How to search memories.
sidebar_position: 3
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Reference from './_generated/reference.mdx';

Search your memories by meaning. Read the [filters](./intro.md#filters) first, and the [sample page](/markdown-page).

## Search by meaning {#semantic}

${languageTabs(BASH_BLOCK, TS_BLOCK, PY_BLOCK)}

### The response {#response}

${JSON_BLOCK}

![Search flow](/img/search.svg)

${MERMAID}

<Reference />
`;

const esGuide = (english: string) => `---
title: Guía de búsqueda
description: Cómo buscar memorias.
sidebar_position: 3
translation_source_hash: ${sha(english)}
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Reference from './_generated/reference.mdx';

Busca tus memorias por significado. Lee primero los [filtros](./intro.md#filters) y la [página de ejemplo](/markdown-page).

## Buscar por significado {#semantic}

${languageTabs(BASH_BLOCK_ES, TS_BLOCK_ES, PY_BLOCK_ES)}

### La respuesta {#response}

${JSON_BLOCK_ES}

![Flujo de búsqueda](/img/search.svg)

${MERMAID_ES}

<Reference />
`;

const EN_INTRO = `---
title: Introduction
description: What Mnemora is.
sidebar_position: 1
---

Mnemora stores memories for your AI application.

## Filters {#filters}

Filter by scope, tags and metadata.
`;
const esIntro = (english: string) => `---
title: Introducción
description: Qué es Mnemora.
sidebar_position: 1
translation_source_hash: ${sha(english)}
---

Mnemora guarda memorias para tu aplicación de IA.

## Filtros {#filters}

Filtra por ámbito, etiquetas y metadatos.
`;

const EN_PAGE = `---
title: Markdown page
---

# A standalone page {#top}

Read the [introduction](/intro).
`;
const esPage = (english: string) => `---
title: Página Markdown
translation_source_hash: ${sha(english)}
---

# Una página independiente {#top}

Lee la [introducción](/intro).
`;

const EN_STRINGS = {
  'code.json': {
    'homepage.hero.tagline': {message: 'Memory as a Service Platform', description: 'Hero tagline'},
    'homepage.quickLinks.cli': {message: 'CLI'},
    'theme.docs.versionBadge.label': {message: 'Version: {versionLabel}'},
    'theme.blog.author.pageTitle': {message: '{authorName} - {nPosts}'},
    'cli.command.memories.get': {message: 'Print one memory, `mem_…`.'},
  },
  'docusaurus-theme-classic/navbar.json': {
    title: {message: 'Mnemora'},
    'item.label.Dashboard': {message: 'Dashboard'},
  },
};
const ES_STRINGS = {
  'code.json': {
    'homepage.hero.tagline': {message: 'Plataforma de memoria como servicio', description: 'Hero tagline'},
    'homepage.quickLinks.cli': {message: 'CLI'},
    'theme.docs.versionBadge.label': {message: 'Versión: {versionLabel}'},
    'theme.blog.author.pageTitle': {message: '{authorName} - {nPosts}'},
    'cli.command.memories.get': {message: 'Imprime una memoria, `mem_…`.'},
  },
  'docusaurus-theme-classic/navbar.json': {
    title: {message: 'Mnemora'},
    'item.label.Dashboard': {message: 'Panel de control'},
  },
};
const ES_ALLOWLIST = {
  strings: [
    {message: 'Mnemora', reason: 'Product name; never translated.'},
    {message: 'CLI', reason: 'Glossary: CLI stays as is.'},
  ],
};

type Files = Record<string, string>;

function fixtureFiles(): Files {
  const files: Files = {
    'docs/intro.md': EN_INTRO,
    'docs/guide.mdx': EN_GUIDE,
    'docs/_generated/reference.mdx': '## Generated {#generated}\n\nNot translated by hand.\n',
    'docs/_snippet.mdx': 'A partial: translating it is optional.\n',
    'src/pages/markdown-page.md': EN_PAGE,
    'i18n/es/docusaurus-plugin-content-docs/current/intro.md': esIntro(EN_INTRO),
    'i18n/es/docusaurus-plugin-content-docs/current/guide.mdx': esGuide(EN_GUIDE),
    'i18n/es/docusaurus-plugin-content-docs/current/_generated/reference.mdx': '## Generado {#generated}\n',
    'i18n/es/docusaurus-plugin-content-pages/markdown-page.md': esPage(EN_PAGE),
    'i18n/es/untranslated-allowlist.json': JSON.stringify(ES_ALLOWLIST, null, 2),
  };
  for (const [rel, data] of Object.entries(EN_STRINGS)) files[`english-strings/${rel}`] = JSON.stringify(data, null, 2);
  for (const [rel, data] of Object.entries(ES_STRINGS)) files[`i18n/es/${rel}`] = JSON.stringify(data, null, 2);
  return files;
}

const ES_GUIDE = 'i18n/es/docusaurus-plugin-content-docs/current/guide.mdx';
const ES_INTRO = 'i18n/es/docusaurus-plugin-content-docs/current/intro.md';

/** Runs `fn` on a temporary directory holding the fixture with `edit` applied. */
function withFixture<T>(edit: (files: Files) => void, fn: (root: string) => T): T {
  const files = fixtureFiles();
  edit(files);
  return withTempFiles('check-translations-', files, fn);
}

/** Writes the fixture (with `edit` applied), runs the check for es, returns its problem lines. */
function run(edit: (files: Files) => void = () => {}): {
  ok: boolean;
  lines: string[];
  result: ReturnType<typeof checkTranslations>;
} {
  return withFixture(edit, (root) => {
    const result = checkTranslations({root, locales: ['es'], englishStrings: path.join(root, 'english-strings')});
    return {ok: result.ok, lines: result.problems.map(formatProblem), result};
  });
}

/** Asserts that the check fails with a line matching `pattern` (and names the file). */
function assertFails(edit: (files: Files) => void, pattern: RegExp): string[] {
  const {ok, lines} = run(edit);
  assert.equal(ok, false, 'the check should fail');
  assert.ok(
    lines.some((l) => pattern.test(l)),
    `expected a line matching ${pattern}, got:\n${lines.join('\n')}`,
  );
  return lines;
}

const replaceIn = (rel: string, from: string | RegExp, to: string) => (files: Files) => {
  const before = files[rel];
  assert.ok(before !== undefined, `fixture has ${rel}`);
  const after = before.replace(from, to);
  assert.notEqual(after, before, `the edit of ${rel} changed nothing: ${String(from)}`);
  files[rel] = after;
};

/** Asserts that each replacement in `rel`, made alone, fails the check with a line matching its pattern. */
function assertReplacementsFail(
  rel: string,
  cases: ReadonlyArray<[from: string | RegExp, to: string, pattern: RegExp]>,
) {
  for (const [from, to, pattern] of cases) assertFails(replaceIn(rel, from, to), pattern);
}

describe('the fixture', () => {
  test('passes as written, with counts per locale', () => {
    const {ok, lines, result} = run();
    assert.deepEqual(lines, []);
    assert.equal(ok, true);
    const es = result.summary.es!;
    assert.deepEqual(
      es.pages,
      {translated: 3, current: 3, total: 3},
      'intro, guide and the markdown page; no partials',
    );
    assert.deepEqual(es.strings, {translated: 7, total: 7, allowlisted: 2});
    assert.ok(es.words.translation > 40 && es.words.english > 40, `words counted: ${JSON.stringify(es.words)}`);
  });
});

describe('pages', () => {
  test('a missing docs page fails, naming locale and file', () => {
    const lines = assertFails(
      (f) => delete f[ES_INTRO],
      /^es i18n\/es\/docusaurus-plugin-content-docs\/current\/intro\.md: missing: no translation of docs\/intro\.md$/,
    );
    assert.equal(lines.length, 1);
  });

  test('a missing translation of the markdown page fails', () => {
    assertFails(
      (f) => delete f['i18n/es/docusaurus-plugin-content-pages/markdown-page.md'],
      /^es i18n\/es\/docusaurus-plugin-content-pages\/markdown-page\.md: missing/,
    );
  });

  test('a locale with no translations at all reports every page (--locale fr)', () => {
    withFixture(
      () => {},
      (root) => {
        const result = checkTranslations({root, locales: ['fr'], englishStrings: path.join(root, 'english-strings')});
        const lines = result.problems.map(formatProblem);
        assert.ok(
          lines.includes(
            'fr i18n/fr/docusaurus-plugin-content-docs/current/guide.mdx: missing: no translation of docs/guide.mdx',
          ),
          lines.join('\n'),
        );
        assert.ok(
          lines.some((l) => l.startsWith('fr i18n/fr/code.json: missing file')),
          lines.join('\n'),
        );
        assert.ok(
          lines.every((l) => l.startsWith('fr ')),
          'only the locale asked for',
        );
      },
    );
  });

  test('generated partials and `_` partials are not required', () => {
    const {ok} = run((f) => {
      delete f['i18n/es/docusaurus-plugin-content-docs/current/_generated/reference.mdx'];
    });
    assert.equal(ok, true);
  });

  test('a stale translation fails and prints both hashes', () => {
    const changed = EN_INTRO.replace('Filter by scope', 'Filter memories by scope');
    const lines = assertFails((f) => {
      f['docs/intro.md'] = changed;
    }, /^es i18n\/es\/docusaurus-plugin-content-docs\/current\/intro\.md:1: stale: translation_source_hash [0-9a-f]{64} but docs\/intro\.md is now [0-9a-f]{64}/);
    const line = lines.find((l) => l.includes('stale'))!;
    assert.ok(line.includes(sha(EN_INTRO)) && line.includes(sha(changed)), line);
  });

  test('a missing translation_source_hash fails', () => {
    assertFails(
      replaceIn(ES_INTRO, /translation_source_hash: .*\n/, ''),
      /intro\.md:1: no translation_source_hash in the front matter/,
    );
  });

  test('a changed untranslatable front matter value fails', () => {
    assertFails(
      replaceIn(ES_INTRO, 'sidebar_position: 1', 'sidebar_position: 2'),
      /intro\.md:1: front matter sidebar_position is 2, the English page has 1/,
    );
  });

  test('a lost, a changed and an extra heading id each fail', () => {
    assertReplacementsFail(ES_GUIDE, [
      [
        ' {#response}',
        '',
        /guide\.mdx: heading id \{#response\} of the English page \(docs\/guide\.mdx:\d+\) is missing/,
      ],
      [
        '{#semantic}',
        '{#busqueda-semantica}',
        /guide\.mdx:\d+: heading id \{#busqueda-semantica\} is not in the English page/,
      ],
    ]);
    assertFails(
      replaceIn(ES_INTRO, 'Filtra por', '## Extra {#extra}\n\nFiltra por'),
      /intro\.md:\d+: heading id \{#extra\} is not in the English page/,
    );
  });

  test('links to another locale, to the portal URL or absolute where English is relative fail', () => {
    assertReplacementsFail(ES_GUIDE, [
      [
        '(./intro.md#filters)',
        '(/es/intro#filters)',
        /guide\.mdx:\d+: link \/es\/intro#filters points to a locale prefix/,
      ],
      ['(./intro.md#filters)', '(/en/intro)', /link \/en\/intro points to a locale prefix/],
      [
        '(./intro.md#filters)',
        '(https://docs.mnemora.dev/es/intro)',
        /link https:\/\/docs\.mnemora\.dev\/es\/intro leaves this locale/,
      ],
      [
        '(./intro.md#filters)',
        '(/intro#filters)',
        /guide\.mdx:\d+: absolute internal link \/intro#filters, which the English page does not have/,
      ],
      ['<Reference />', '<a href="/es/intro">intro</a>\n\n<Reference />', /link \/es\/intro points to a locale prefix/],
    ]);
  });

  test('an absolute link the English page has too (a standalone page route) passes', () => {
    const {lines} = run();
    assert.ok(!lines.some((l) => l.includes('/markdown-page')));
  });

  test('code changed outside comments fails, naming block, language and line', () => {
    const lines = assertFails(
      replaceIn(ES_GUIDE, 'content: "Prefers dark mode"', 'content: "Prefiere el modo oscuro"'),
      /^es i18n\/es\/docusaurus-plugin-content-docs\/current\/guide\.mdx:\d+: code block 2 \(```ts, English docs\/guide\.mdx:\d+\): code differs outside comments: English "await client\.memories\.create\(\{ content: \\"Prefers dark mode\\" \}\);", translation "await client\.memories\.create\(\{ content: \\"Prefiere el modo oscuro\\" \}\);"/,
    );
    // The line number points at the changed line of the translation.
    const line = Number(/guide\.mdx:(\d+):/.exec(lines.find((l) => l.includes('code block 2'))!)![1]);
    assert.match(esGuide(EN_GUIDE).split('\n')[line - 1]!, /await client\.memories\.create/);
  });

  test('a translated string inside a bash command, a URL in a string, python and json code fail', () => {
    assertReplacementsFail(ES_GUIDE, [
      ['"dark mode # theme"', '"modo oscuro # tema"', /code block 1 \(```bash.*code differs outside comments/],
      [
        'const url = "https://api.mnemora.dev/v1";',
        'const url = "https://api.mnemora.dev/v2";',
        /code block 2 \(```ts.*code differs/,
      ],
      ['print(client.health())', 'print(client.salud())', /code block 3 \(```python.*code differs/],
      ['{"id": "mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4"}', '{"id": "mem_X"}', /code block 4 \(```json.*code differs/],
    ]);
  });

  test('a removed comment marker (comment turned into code) fails', () => {
    assertFails(
      replaceIn(ES_GUIDE, '# lee MNEMORA_API_KEY', 'lee MNEMORA_API_KEY'),
      /code block 3 \(```python.*code differs/,
    );
  });

  test('block meta: a changed schema or file-name title fails, a translated title passes', () => {
    assertFails(
      replaceIn(ES_GUIDE, 'schema="Memory"', 'schema="SearchResult"'),
      /code block 4 \(```json.*meta "title=\\?"Respuesta\\?" schema=\\?"SearchResult\\?"" differs from the English/,
    );
    assertFails((f) => {
      f['docs/intro.md'] = `${EN_INTRO}\n\`\`\`ts title="route.ts"\nexport const x = 1;\n\`\`\`\n`;
      f[ES_INTRO] = `${esIntro(f['docs/intro.md'])}\n\`\`\`ts title="ruta.ts"\nexport const x = 1;\n\`\`\`\n`;
    }, /intro\.md:\d+: code block 1 .*meta "title=\\?"ruta\.ts\\?"" differs/);
  });

  test('a removed or reordered code block fails and says which English block has no counterpart', () => {
    assertFails(
      replaceIn(ES_GUIDE, `${JSON_BLOCK_ES}\n`, ''),
      /guide\.mdx(:\d+)?: (code block 4 \(```mermaid.*a block was added, removed or reordered|4 code blocks, the English page has 5)/,
    );
    const lines = assertFails(
      replaceIn(ES_GUIDE, `${MERMAID_ES}\n`, ''),
      /guide\.mdx: 4 code blocks, the English page has 5: English block 5 \(docs\/guide\.mdx:\d+\) has no counterpart/,
    );
    assert.equal(lines.length, 1);
  });

  test('mermaid: translated labels pass, a changed node id or arrow fails', () => {
    assertReplacementsFail(ES_GUIDE, [
      ['gw -->|búsqueda| vec', 'gw -->|búsqueda| vector', /code block 5 \(```mermaid.*code differs/],
      ['gw -->|búsqueda| vec', 'gw -.->|búsqueda| vec', /code block 5 \(```mermaid.*code differs/],
    ]);
  });

  test('a changed component prop or MDX import fails', () => {
    assertReplacementsFail(ES_GUIDE, [
      [
        '<TabItem value="python" label="Python">',
        '<TabItem value="py" label="Python">',
        /guide\.mdx:\d+: component <TabItem value="py" label="Python"> where the English page has <TabItem value="python" label="Python">/,
      ],
      [
        "import Reference from './_generated/reference.mdx';",
        "import Reference from './_generated/referencia.mdx';",
        /guide\.mdx:\d+: MDX imports\/exports differ from the English page/,
      ],
    ]);
  });

  test('a translation that no longer compiles as MDX fails with its line', () => {
    assertFails(replaceIn(ES_GUIDE, '<Reference />', '<Reference'), /guide\.mdx:\d+: does not compile as MDX/);
  });

  test('a translation whose English source is gone fails as an orphan', () => {
    assertFails((f) => {
      f['i18n/es/docusaurus-plugin-content-docs/current/old-page.md'] = esIntro(EN_INTRO);
    }, /^es i18n\/es\/docusaurus-plugin-content-docs\/current\/old-page\.md: no English source docs\/old-page\.md/);
  });
});

describe('UI strings', () => {
  const setString = (file: string, id: string, message: string | undefined) => (f: Files) => {
    const rel = `i18n/es/${file}`;
    const data = JSON.parse(f[rel]!) as Record<string, {message: string}>;
    if (message === undefined) delete data[id];
    else data[id] = {message};
    f[rel] = JSON.stringify(data);
  };

  test('a missing id fails, naming file and id', () => {
    assertFails(
      setString('code.json', 'homepage.hero.tagline', undefined),
      /^es i18n\/es\/code\.json: missing id "homepage\.hero\.tagline" \(English: "Memory as a Service Platform"\)$/,
    );
  });

  test('a missing theme file fails', () => {
    assertFails(
      (f) => delete f['i18n/es/docusaurus-theme-classic/navbar.json'],
      /^es i18n\/es\/docusaurus-theme-classic\/navbar\.json: missing file/,
    );
  });

  test('English text where a translation belongs fails, ignoring case and spacing', () => {
    assertFails(
      setString('docusaurus-theme-classic/navbar.json', 'item.label.Dashboard', 'Dashboard'),
      /^es i18n\/es\/docusaurus-theme-classic\/navbar\.json: "item\.label\.Dashboard" is still English \("Dashboard"\): translate it, or add it to i18n\/es\/untranslated-allowlist\.json with a reason$/,
    );
    assertFails(
      setString('code.json', 'homepage.hero.tagline', 'Memory as a service  platform'),
      /"homepage\.hero\.tagline" is still English/,
    );
  });

  test('an allowlist entry without a reason, or one that matches nothing, fails', () => {
    assertFails((f) => {
      f['i18n/es/untranslated-allowlist.json'] = JSON.stringify({
        strings: [{message: 'Mnemora'}, {message: 'CLI', reason: 'Glossary: CLI stays.'}],
      });
    }, /^es i18n\/es\/untranslated-allowlist\.json: entry 1 \("Mnemora"\) needs a "reason"/);
    assertFails((f) => {
      f['i18n/es/untranslated-allowlist.json'] = JSON.stringify({
        strings: [...ES_ALLOWLIST.strings, {message: 'Search', reason: 'Was kept in English once.'}],
      });
    }, /^es i18n\/es\/untranslated-allowlist\.json: entry "Search" matches no untranslated string any more: remove it$/);
  });

  test('changed placeholders or code spans fail', () => {
    assertFails(
      setString('code.json', 'theme.docs.versionBadge.label', 'Versión: {version}'),
      /"theme\.docs\.versionBadge\.label" has placeholders \[\{version\}\], the English has \[\{versionLabel\}\]/,
    );
    assertFails(
      setString('code.json', 'cli.command.memories.get', 'Imprime una memoria, `mem_`.'),
      /"cli\.command\.memories\.get" has code spans/,
    );
  });

  test('an empty English extraction never passes vacuously', () => {
    assertFails((f) => {
      delete f['english-strings/code.json'];
    }, /^es i18n\/es: UI strings not checked: no code\.json among the English strings/);
  });

  test('ids the English source no longer has are warnings, not failures', () => {
    const {ok, result} = run(setString('code.json', 'search.placeholder', 'Buscar'));
    assert.equal(ok, true);
    assert.ok(result.warnings.some((w: {message: string}) => w.message.includes('"search.placeholder"')));
  });
});

describe('command line', () => {
  const cli = (root: string, ...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', script, '--root', root, '--english-strings', path.join(root, 'english-strings'), ...args],
      {encoding: 'utf8'},
    );

  test('exit 1 with one line per problem and a per-locale summary; --json; --locale; exit 2 on a bad locale', () => {
    withFixture(
      (f) => delete f[ES_INTRO],
      (root) => {
        const text = cli(root, '--locale', 'es');
        assert.equal(text.status, 1, text.stderr);
        assert.match(
          text.stdout,
          /^es i18n\/es\/docusaurus-plugin-content-docs\/current\/intro\.md: missing: no translation of docs\/intro\.md$/m,
        );
        assert.match(
          text.stdout,
          /^ {2}es: pages 2\/3 translated \(2 current\), \d[\d,]* words \(English: \d[\d,]* in all 3 pages\), strings 7\/7 translated \(2 allowlisted as identical\), 1 problem$/m,
        );
        assert.doesNotMatch(text.stdout, /^ {2}fr:/m);

        const json = cli(root, '--json', '--locale=es');
        assert.equal(json.status, 1);
        const parsed = JSON.parse(json.stdout);
        assert.equal(parsed.ok, false);
        assert.deepEqual(parsed.problems[0], {
          locale: 'es',
          file: 'i18n/es/docusaurus-plugin-content-docs/current/intro.md',
          kind: 'missing',
          message: 'missing: no translation of docs/intro.md',
        });
        assert.deepEqual(Object.keys(parsed.summary), ['es']);

        const bad = cli(root, '--locale', 'it');
        assert.equal(bad.status, 2);
        assert.match(bad.stderr, /unknown locale it/);
      },
    );
  });

  test('exit 0 when everything is translated', () => {
    withFixture(
      () => {},
      (root) => {
        const r = cli(root, '--locale', 'es');
        assert.equal(r.status, 0, r.stdout);
        assert.match(r.stdout, /every translation is complete and current/);
      },
    );
  });

  test('a stale translation names the last commit of the English file and the commit it was translated from', () => {
    withFixture(
      () => {},
      (root) => {
        const git = (...args: string[]) => {
          const r = spawnSync('git', ['-C', root, ...args], {
            encoding: 'utf8',
            env: {
              ...process.env,
              GIT_AUTHOR_NAME: 't',
              GIT_AUTHOR_EMAIL: 't@example.com',
              GIT_COMMITTER_NAME: 't',
              GIT_COMMITTER_EMAIL: 't@example.com',
            },
          });
          assert.equal(r.status, 0, r.stderr);
          return r.stdout.trim();
        };
        git('init', '-q');
        git('add', '-A');
        git('commit', '-q', '-m', 'first');
        const first = git('log', '-1', '--format=%h');
        writeFileSync(
          path.join(root, 'docs/intro.md'),
          EN_INTRO.replace('Filter by scope', 'Filter memories by scope'),
        );
        git('commit', '-q', '-am', 'second');
        const second = git('log', '-1', '--format=%h');
        const r = cli(root, '--locale', 'es');
        assert.equal(r.status, 1);
        const line = r.stdout.split('\n').find((l) => l.includes('stale'))!;
        assert.ok(line.includes(`English last committed in ${second}`), line);
        assert.ok(
          line.includes(`the translation matches the English of ${first}: see git diff ${first} -- docs/intro.md`),
          line,
        );
      },
    );
  });
});

describe('code comparison (scripts/lib/code-compare.ts)', () => {
  const same = (lang: string, a: string, b: string, meta = '') =>
    compareBlocks({lang, meta, value: a}, {lang, meta, value: b});

  test('comments may change, be reflowed or be removed', () => {
    assert.equal(
      same(
        'ts',
        'const a = 1; // one\n/* block\n comment */\nconst b = 2;',
        'const a = 1; // uno\n/* bloque de\n varias\n líneas */\nconst b = 2;',
      ),
      null,
    );
    assert.equal(
      same('bash', '# list\nmnemora memories list # all', '# lista\n# (todas)\nmnemora memories list # todas'),
      null,
    );
    assert.equal(same('python', 'x = 1  # one\n# two\ny = 2', 'x = 1  # uno\ny = 2'), null);
    assert.equal(same('yaml', 'a: 1 # one', 'a: 1 # uno'), null);
    assert.equal(same('toml', '# profile\n[profiles.test]', '# perfil\n[profiles.test]'), null);
    assert.equal(same('css', '.a { color: red; } /* red */', '.a { color: red; } /* rojo */'), null);
  });

  test('comment markers inside strings, URLs, regexes and heredocs are code', () => {
    assert.notEqual(same('ts', 'const u = "https://x.dev/a";', 'const u = "https://x.dev/b";'), null);
    assert.notEqual(same('ts', 'const t = `a // ${b} c`;', 'const t = `a // ${b} d`;'), null);
    assert.notEqual(same('ts', 'const r = /\\/\\/x/;', 'const r = /\\/\\/y/;'), null);
    assert.notEqual(same('bash', 'curl -d \'{"q": "a # b"}\'', 'curl -d \'{"q": "a # c"}\''), null);
    assert.notEqual(same('bash', 'echo ${#x} $# done', 'echo ${#x} $# hecho'), null);
    assert.notEqual(same('bash', "cat <<'EOF'\n# kept\nEOF", "cat <<'EOF'\n# guardado\nEOF"), null);
    assert.notEqual(same('python', 's = "# not a comment"', 's = "# no es un comentario"'), null);
    assert.notEqual(same('python', 'doc = """\n# inside\n"""', 'doc = """\n# dentro\n"""'), null);
    assert.notEqual(same('json', '{"a": "// b"}', '{"a": "// c"}'), null);
  });

  test('languages without comments compare verbatim; text trees may translate their annotation column', () => {
    assert.notEqual(same('http', 'HTTP/1.1 404 Not Found', 'HTTP/1.1 404 No encontrado'), null);
    assert.notEqual(same('text', '0.82  Prefers dark mode', '0.82  Prefiere el modo oscuro'), null);
    assert.equal(
      same('text', 'i18n/\n├── code.json   UI strings', 'i18n/\n├── code.json   textos de la interfaz'),
      null,
    );
    assert.notEqual(same('text', 'i18n/\n├── code.json   UI strings', 'i18n/\n├── codigo.json   textos'), null);
  });

  test('markdown samples compare their nested code with its own comment rules', () => {
    const md = (comment: string, code: string) =>
      `:::tip\nUse the key.\n:::\n\n\`\`\`ts title="a.ts"\n// ${comment}\n${code}\n\`\`\``;
    assert.equal(same('md', md('one client', 'export const a = 1;'), md('un cliente', 'export const a = 1;')), null);
    assert.notEqual(same('md', md('one client', 'export const a = 1;'), md('one client', 'export const a = 2;')), null);
    assert.notEqual(same('md', md('x', 'y'), md('x', 'y').replace('Use the key.', 'Usa la clave.')), null);
  });

  test('diffs follow the language of their title', () => {
    assert.equal(
      same('diff', '-  a: 1, // old\n+  a: 2, // new', '-  a: 1, // antiguo\n+  a: 2, // nuevo', 'title="config.ts"'),
      null,
    );
    assert.notEqual(same('diff', '+  a: 2,', '+  a: 3,', 'title="config.ts"'), null);
  });

  test('mermaid keeps ids, shapes and arrows and lets labels change', () => {
    const lines = comparableLines(
      'mermaid',
      'flowchart LR\n  a[Hello (x)] -- text --> b((World))\n  b -->|label| c{Is it?}',
    );
    assert.deepEqual(
      lines.map((l: {text: string}) => l.text),
      ['flowchart LR', 'a[…] -- … --> b((…))', 'b -->|…| c{…}'],
    );
    assert.equal(same('mermaid', 'flowchart LR\n  a[(Store)] --> b', 'flowchart LR\n  a[(Almacén)] --> b'), null);
    assert.notEqual(
      same('mermaid', 'flowchart LR\n  a[(Store)] --> b', 'flowchart LR\n  a[Almacén] --> b'),
      null,
      'shape changed',
    );
  });

  test('a different language or meta is reported before the code', () => {
    assert.match(
      compareBlocks({lang: 'ts', meta: '', value: 'x'}, {lang: 'js', meta: '', value: 'x'})!.message,
      /language is "js", the English block is "ts"/,
    );
    assert.equal(
      compareBlocks(
        {lang: 'json', meta: 'title="Response" schema="Memory"', value: '{}'},
        {lang: 'json', meta: 'schema="Memory" title="Respuesta"', value: '{}'},
      ),
      null,
    );
    assert.match(
      compareBlocks({lang: 'ts', meta: 'showLineNumbers', value: 'x'}, {lang: 'ts', meta: '', value: 'x'})!.message,
      /meta/,
    );
  });
});
