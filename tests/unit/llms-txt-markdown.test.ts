/**
 * MDX → Markdown conversion of the llms-txt plugin: what a docs page's twin keeps (headings with
 * their ids, code byte for byte, tables, links made absolute), what it turns into Markdown (tabs,
 * admonitions, partials, the CLI components, details) and what it drops (front matter, imports,
 * comments, components without a text form, with a pointer to the page).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {cliRenderers, cliSynopsis} from '../../src/plugins/llms-txt/cli-markdown';
import {
  escapeHeadingIds,
  mdxToMarkdown,
  stripFrontMatter,
  type ConvertOptions,
} from '../../src/plugins/llms-txt/mdx-to-markdown';
import {stringsFor} from '../../src/plugins/llms-txt/strings';
import {repoRoot} from '../support/build';
import {findCliCommand} from '../../src/data/cli-commands';
import {findMdxSyntax, markdownCodeBlocks, markdownHeadings} from '../support/markdown-checks';
import {withTempFiles} from '../support/temp-files';

const withSite = (files: Record<string, string>, run: (dir: string) => void): void =>
  withTempFiles('llms-md-', files, run);

function options(dir: string, file: string, overrides: Partial<ConvertOptions> = {}): ConvertOptions {
  return {
    file: path.join(dir, file),
    readFile: (f) => readFileSync(f, 'utf8'),
    resolvePartial: (spec, from) => (/\.mdx?$/.test(spec) ? path.resolve(path.dirname(from), spec) : undefined),
    rewriteUrl: (url) => (url.startsWith('./') ? `https://docs.example/${url.slice(2).replace(/\.md/, '.md')}` : url),
    components: cliRenderers({}),
    admonitionLabels: stringsFor(repoRoot, 'en').admonitions,
    omittedComponent: (name) => `_${name} is interactive: see <https://docs.example/page>._`,
    ...overrides,
  };
}

/** Writes one page, `file`, into a throw-away site and hands `run` a converter of it with `options` overridden. */
function withPage(
  file: string,
  source: string,
  run: (convert: (overrides?: Partial<ConvertOptions>) => ReturnType<typeof mdxToMarkdown>) => void,
): void {
  withSite({[file]: source}, (dir) => run((overrides) => mdxToMarkdown(source, options(dir, file, overrides))));
}

const tsSample =
  'import { Mnemora } from "@mnemora/sdk";\n\nconst client = new Mnemora();\n\n\nexport const x = <Tag>{1}</Tag>;';

const page = `---
title: Search
description: Find memories.
sidebar_position: 3
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Reference from './_generated/reference.mdx';
import Widget from '@site/src/components/Widget';
export const answer = 42;

{/* A note for writers. */}

Intro with a [link](./memories.md#scopes), an [absolute one](https://example.com) and the key:value pairs.

## Create a memory {#create-a-memory}

<Tabs groupId="language" queryString>
<TabItem value="curl" label="cURL">

\`\`\`bash
curl https://api.mnemora.dev/v1/memories -d '{"a": 1}'
\`\`\`

</TabItem>
<TabItem value="typescript" label="TypeScript">

\`\`\`ts title="create.ts"
${tsSample}
\`\`\`

</TabItem>
</Tabs>

:::warning[Keep secret keys on the server]

Never ship \`mn_sk_\` keys to a browser.

:::

:::tip

Send an \`Idempotency-Key\`.

:::

<details>
<summary>Why explicit ids?</summary>

Anchors must not change with the language.

</details>

\`\`\`md
## Inside a fence {#stays}
import Nope from './nope.mdx';
\`\`\`

### Reference {#reference}

<Reference />

<Widget kind="chart" />

| Field | Type |
| --- | --- |
| \`query\` | string |
`;

const partial = `{/* GENERATED */}

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

#### Get a memory {#get-memory}

See [memories](./memories.md).

<Tabs>
<TabItem value="python" label="Python">

\`\`\`python
print("hi")
\`\`\`

</TabItem>
</Tabs>
`;

test('a page becomes clean Markdown: no front matter, imports, exports, JSX or comments', () => {
  withSite({'search.mdx': page, '_generated/reference.mdx': partial}, (dir) => {
    const {markdown, title} = mdxToMarkdown(page, options(dir, 'search.mdx'));
    assert.equal(title, undefined);
    const problems = findMdxSyntax('search.md', `# Search\n\n${markdown}`);
    assert.deepEqual(problems, [], problems.map((p) => p.message).join('\n'));
    assert.doesNotMatch(markdown, /sidebar_position|export const answer|A note for writers/);
  });
});

test('headings keep their explicit ids; ids inside code fences are left alone', () => {
  withSite({'search.mdx': page, '_generated/reference.mdx': partial}, (dir) => {
    const {markdown} = mdxToMarkdown(page, options(dir, 'search.mdx'));
    assert.match(markdown, /^## Create a memory \{#create-a-memory\}$/m);
    assert.match(markdown, /^### Reference \{#reference\}$/m);
    assert.match(markdown, /^#### Get a memory \{#get-memory\}$/m, 'the partial is inlined with its headings');
    assert.deepEqual(markdownHeadings(markdown), ['Create a memory', 'Reference']);
    assert.equal(escapeHeadingIds('```md\n## A {#a}\n```\n## B {#b}'), '```md\n## A {#a}\n```\n## B \\{#b\\}');
  });
});

test('tabs become labelled blocks and code stays byte for byte', () => {
  withSite({'search.mdx': page, '_generated/reference.mdx': partial}, (dir) => {
    const {markdown} = mdxToMarkdown(page, options(dir, 'search.mdx'));
    assert.match(
      markdown,
      /\*\*cURL\*\*\n\n```bash\ncurl https:\/\/api\.mnemora\.dev\/v1\/memories -d '\{"a": 1\}'\n```/,
    );
    // The block's title is a line of its own too: a Markdown reader shows nothing of `title="…"`.
    assert.match(markdown, /\*\*TypeScript\*\*\n\n_create\.ts_\n\n```ts title="create.ts"\n/);
    const blocks = markdownCodeBlocks(markdown);
    assert.deepEqual(
      blocks.map((b) => b.lang),
      ['bash', 'ts', 'md', 'python'],
    );
    assert.equal(blocks[1]?.code, tsSample, 'blank lines and JSX inside code survive');
    assert.equal(blocks[2]?.code, "## Inside a fence {#stays}\nimport Nope from './nope.mdx';");
  });
});

test('admonitions become blockquotes with their label or title; details keep the summary', () => {
  withSite({'search.mdx': page, '_generated/reference.mdx': partial}, (dir) => {
    const {markdown} = mdxToMarkdown(page, options(dir, 'search.mdx'));
    assert.match(
      markdown,
      /> \*\*Warning: Keep secret keys on the server\*\*\n>\n> Never ship `mn_sk_` keys to a browser\./,
    );
    assert.match(markdown, /> \*\*Tip\*\*\n>\n> Send an `Idempotency-Key`\./);
    assert.match(markdown, /\*\*Why explicit ids\?\*\*\n\nAnchors must not change with the language\./);
    const german = mdxToMarkdown(
      page,
      options(dir, 'search.mdx', {admonitionLabels: stringsFor(repoRoot, 'de').admonitions}),
    ).markdown;
    assert.match(german, /> \*\*Tipp\*\*/);
  });
});

test('links go through rewriteUrl, prose directives stay text, unknown components leave a pointer', () => {
  withSite({'search.mdx': page, '_generated/reference.mdx': partial}, (dir) => {
    const seen: Array<[string, string]> = [];
    const {markdown} = mdxToMarkdown(
      page,
      options(dir, 'search.mdx', {
        rewriteUrl: (url, from) => {
          seen.push([url, path.relative(dir, from)]);
          return url.startsWith('./') ? `https://docs.example/${url.slice(2)}` : url;
        },
      }),
    );
    assert.match(markdown, /\[link\]\(https:\/\/docs\.example\/memories\.md#scopes\)/);
    assert.match(markdown, /\[absolute one\]\(https:\/\/example\.com\)/);
    assert.deepEqual(
      seen.find(([url]) => url === './memories.md'),
      ['./memories.md', path.join('_generated', 'reference.mdx')],
      'partial links resolve from the partial',
    );
    assert.match(markdown, /the key:value pairs/);
    assert.match(markdown, /_Widget is interactive: see <https:\/\/docs\.example\/page>\._/);
    assert.match(markdown, /\| `query` \| string \|/);
  });
});

test('a leading # heading of the source becomes the title', () => {
  withSite({'p.md': '# Real title\n\nBody.\n'}, (dir) => {
    const result = mdxToMarkdown('# Real title\n\nBody.\n', options(dir, 'p.md'));
    assert.equal(result.title, 'Real title');
    assert.equal(result.markdown.trim(), 'Body.');
  });
});

test('stripFrontMatter only strips a leading block', () => {
  assert.equal(stripFrontMatter('---\ntitle: A\n---\nBody\n---\n'), 'Body\n---\n');
  assert.equal(stripFrontMatter('Body\n---\nx\n---\n'), 'Body\n---\nx\n---\n');
});

test('CLI components render from src/data/cli-commands.ts, translated from code.json', () => {
  withPage(
    'cli.md',
    'import {CliCommand, CliExitCodes} from \'@site/src/components/CliCommandTable\';\n\n<CliCommand path="memories add" />\n\n<CliExitCodes />\n',
    (convert) => {
      const command = findCliCommand('memories add');
      assert.ok(command);
      const messages = {
        'cli.command.memories.add': 'Guarda una memoria en el proyecto actual.',
        'cliCommandTable.example': 'Ejemplo',
      };
      const {markdown} = convert({components: cliRenderers(messages)});
      assert.match(markdown, /^Guarda una memoria en el proyecto actual\.$/m);
      const blocks = markdownCodeBlocks(markdown);
      assert.equal(blocks[0]?.code, cliSynopsis(command));
      assert.equal(blocks[1]?.code, command.example.replace(/\n+$/, ''));
      assert.match(markdown, /```bash title="Ejemplo"/);
      assert.match(markdown, /\| `6` conflict \|/);
      assert.throws(() => cliRenderers({}).CliCommand?.({path: 'nope'}, () => ''), /no such command/);
    },
  );
});

test('a partial that imports itself fails instead of looping', () => {
  withPage('a.mdx', "import A from './a.mdx';\n\n<A />\n", (convert) => {
    assert.throws(() => convert(), /import cycle/);
  });
});

test('a component inside a sentence (<Fact />) renders words of that sentence, not a paragraph or a pointer', () => {
  withPage(
    'facts.md',
    'import Fact from \'@site/src/components/Fact\';\n\nThe SDK needs Node.js <Fact name="nodeMinMajor" /> or later; the API version is <Fact name="apiVersion" code />.\n',
    (convert) => {
      const Fact = (props: Readonly<Record<string, string | true>>) => (props.code === true ? '`2025-06-01`' : '20');
      const {markdown} = convert({components: {...cliRenderers({}), Fact}});
      assert.equal(markdown.trim(), 'The SDK needs Node.js 20 or later; the API version is `2025-06-01`.');
      // Without a renderer the pointer to the page appears instead: the plugin must register Fact.
      assert.match(convert().markdown, /Fact is interactive/);
    },
  );
});
