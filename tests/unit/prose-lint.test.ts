/**
 * The prose checks (`npm run lint:prose`): cspell with cspell.json and markdownlint-cli2 with
 * .markdownlint-cli2.jsonc. Each test copies the real configuration (and the word lists and
 * glossaries it reads) into a temporary site, writes pages there and runs the real tool: a clean
 * page passes, and a planted misspelling or lint error fails, naming the file and line.
 *
 * Run: node --import tsx --test tests/unit/prose-lint.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {translatedLocales} from '../../config/i18n';

const repo = path.resolve(import.meta.dirname, '..', '..');
const cspellBin = path.join(repo, 'node_modules', 'cspell', 'bin.mjs');
const markdownlintBin = path.join(repo, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs');

/** A temporary site with the repo's prose configuration and the given pages; returns the tool output. */
function inSite(
  pages: Record<string, string>,
  tool: 'cspell' | 'markdownlint',
): {status: number | null; output: string} {
  const root = mkdtempSync(path.join(tmpdir(), 'prose-lint-'));
  try {
    for (const file of ['cspell.json', '.markdownlint-cli2.jsonc', 'cspell'])
      cpSync(path.join(repo, file), path.join(root, file), {recursive: true});
    for (const locale of translatedLocales) {
      mkdirSync(path.join(root, 'i18n', locale), {recursive: true});
      cpSync(path.join(repo, 'i18n', locale, 'glossary.md'), path.join(root, 'i18n', locale, 'glossary.md'));
    }
    symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    for (const [rel, content] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
      writeFileSync(path.join(root, rel), content);
    }
    const args = tool === 'cspell' ? [cspellBin, '--no-progress', '--no-color'] : [markdownlintBin];
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: {...process.env, NO_COLOR: '1'},
    });
    return {status: run.status, output: `${run.stdout}\n${run.stderr}`};
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

const page = (body: string, front = 'title: Search\ndescription: Search your memories.\nsidebar_position: 1') =>
  `---\n${front}\n---\n\n${body}\n`;

const GOOD_EN = page(`Mnemora finds memories by meaning. Read the [filters](./intro.md#filters) first.

## Filter by scope {#filter-by-scope}

Pass a \`scope\` and the organisation's tags; the retry behaviour is the same. Backpressure and resumable streams are described in the [guide](../guides/realtime-sync.md).

\`\`\`ts
const recieved = await client.memories.search({ query: "dark mode" }); // identifiers are not prose
\`\`\`

:::tip

Use a restricted key in the browser: https://dashboard.mnemora.dev lists them.

:::`);

describe('cspell', () => {
  test('clean English, Spanish, French and German pages pass (code, ids, links and hashes are ignored)', () => {
    const {status, output} = inSite(
      {
        'docs/search.md': GOOD_EN,
        'i18n/es/docusaurus-plugin-content-docs/current/search.md': page(
          'Mnemora encuentra memorias por significado. Filtra por ámbito y espacio de nombres; cópialo y repítelo.\n\n## Filtrar por ámbito {#filter-by-scope}',
          'title: Búsqueda\ntranslation_source_hash: 9f2c4e1ab07d3e5c6f8a91b2d4c7e0f3a5b8c1d2e4f6a7b9c0d1e2f3a4b5c6d7',
        ),
        'i18n/fr/docusaurus-plugin-content-docs/current/search.md': page(
          'Mnemora retrouve vos souvenirs par le sens, avec un score de pertinence et une clé d’API.',
        ),
        'i18n/de/docusaurus-plugin-content-docs/current/search.md': page(
          'Mnemora findet Erinnerungen nach Bedeutung, gefiltert nach Geltungsbereich und Metadatenwert.',
        ),
        'i18n/de/code.json': JSON.stringify({
          'homepage.hero.tagline': {message: 'Plattform für Memory as a Service', description: 'The hero tagline'},
        }),
      },
      'cspell',
    );
    assert.equal(status, 0, output);
    assert.match(output, /Files checked: 5, Issues found: 0/);
  });

  test('a misspelled English word fails with file, line and word', () => {
    const {status, output} = inSite(
      {'docs/search.md': GOOD_EN.replace('finds memories by meaning', 'finds memmories by meaning')},
      'cspell',
    );
    assert.notEqual(status, 0);
    assert.match(output, /docs\/search\.md:7:\d+ - Unknown word \(memmories\)/);
  });

  test('American spelling fails in the English docs, which are written in British English', () => {
    const {status, output} = inSite({'docs/search.md': GOOD_EN.replace('retry behaviour', 'retry behavior')}, 'cspell');
    assert.notEqual(status, 0);
    assert.match(output, /docs\/search\.md:11:\d+ - Unknown word \(behavior\)/);
  });

  test('a misspelled word fails in each translation, with its own dictionary', () => {
    const {status, output} = inSite(
      {
        'i18n/es/docusaurus-plugin-content-docs/current/search.md': page('Mnemora encuentra memorias por significdo.'),
        'i18n/fr/docusaurus-plugin-content-docs/current/search.md': page('Mnemora retrouve vos souvenirs par le snes.'),
        'i18n/de/docusaurus-plugin-content-docs/current/search.md': page('Mnemora findet Erinerungen nach Bedeutung.'),
        'i18n/es/code.json': JSON.stringify({
          'homepage.hero.tagline': {message: 'Plataforma de memoira como servicio'},
        }),
      },
      'cspell',
    );
    assert.notEqual(status, 0);
    assert.match(
      output,
      /i18n\/es\/docusaurus-plugin-content-docs\/current\/search\.md:\d+:\d+ - Unknown word \(significdo\)/,
    );
    assert.match(
      output,
      /i18n\/fr\/docusaurus-plugin-content-docs\/current\/search\.md:\d+:\d+ - Unknown word \(snes\)/,
    );
    assert.match(
      output,
      /i18n\/de\/docusaurus-plugin-content-docs\/current\/search\.md:\d+:\d+ - Unknown word \(Erinerungen\)/,
    );
    assert.match(output, /i18n\/es\/code\.json:\d+:\d+ - Unknown word \(memoira\)/);
  });

  test('a locale does not borrow another locale’s words', () => {
    const {status, output} = inSite(
      {'i18n/es/docusaurus-plugin-content-docs/current/search.md': page('Mnemora guarda la Erinnerung.')},
      'cspell',
    );
    assert.notEqual(status, 0);
    assert.match(output, /Unknown word \(Erinnerung\)/);
  });
});

describe('markdownlint', () => {
  test('a clean page with MDX components, admonitions, heading ids and bare URLs passes', () => {
    const mdx = `---\ntitle: Tabs\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n{/* A maintainer note: this is an MDX comment. */}\n\n## Install {#install}\n\n<Tabs groupId="language" queryString>\n<TabItem value="curl" label="cURL">\n\n\`\`\`bash\ncurl https://api.mnemora.dev/v1/health\n\`\`\`\n\n</TabItem>\n</Tabs>\n\nThe dashboard is at https://dashboard.mnemora.dev and the paragraph is one long line that goes on and on well past eighty characters without wrapping.\n`;
    const {status, output} = inSite(
      {
        'docs/search.md': GOOD_EN,
        'docs/tabs.mdx': mdx,
        'src/pages/markdown-page.md':
          '---\ntitle: Sample\n---\n\n# Sample page\n\nA standalone page prints its own title.\n',
      },
      'markdownlint',
    );
    assert.equal(status, 0, output);
    assert.match(output, /Summary: 0 error\(s\)/);
  });

  test('a lint error fails with file, line and rule, in docs and in translations', () => {
    const {status, output} = inSite(
      {
        'docs/search.md': GOOD_EN.replace('## Filter by scope', '#### Filter by scope'),
        'i18n/fr/docusaurus-plugin-content-docs/current/search.md': page('Texte.\n\n```\nsans langage\n```'),
      },
      'markdownlint',
    );
    assert.notEqual(status, 0);
    assert.match(output, /docs\/search\.md:9(:\d+)? error MD001\/heading-increment/);
    assert.match(
      output,
      /i18n\/fr\/docusaurus-plugin-content-docs\/current\/search\.md:9(:\d+)? error MD040\/fenced-code-language/,
    );
  });

  test('generated partials are not linted', () => {
    const {status} = inSite(
      {'docs/api/_generated/x.mdx': '#### Bad heading level\n```\nno language\n```\n'},
      'markdownlint',
    );
    assert.equal(status, 0);
  });
});
