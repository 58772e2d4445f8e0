/**
 * Planted faults for the checks the built-site tests run over the Markdown twins and llms.txt
 * (tests/support/markdown-checks.ts): each check fails on bad input and says what and where.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {
  compareTwinWithPage,
  findMdxSyntax,
  formatProblems,
  htmlCodeBlocks,
  markdownCodeBlocks,
  parseLlmsTxt,
} from '../support/markdown-checks';

const clean =
  '# Title\n\nText with `<Tabs>` and `{#id}` in code spans, and <https://docs.example/x>.\n\n```tsx\nimport X from "y";\nexport const a = <Tabs />;\n```\n';

test('findMdxSyntax accepts clean Markdown, including JSX inside code', () => {
  assert.deepEqual(findMdxSyntax('ok.md', clean), []);
});

test('planted: findMdxSyntax reports import lines, JSX tags and comments with file and line', () => {
  const bad = `${clean}\nimport Tabs from '@theme/Tabs';\n\n<TabItem value="a">\n\n{/* note */}\n\n<details>\n`;
  const problems = findMdxSyntax('es/api/search.md', bad);
  const text = formatProblems(problems);
  assert.equal(problems.length, 4, text);
  assert.match(text, /^es\/api\/search\.md:10: an MDX import\/export line: import Tabs/m);
  assert.match(text, /^es\/api\/search\.md:12: a JSX\/HTML tag: <TabItem/m);
  assert.match(text, /^es\/api\/search\.md:14: an MDX comment/m);
  assert.match(text, /^es\/api\/search\.md:16: a JSX\/HTML tag: <details>/m);
});

test('planted: findMdxSyntax reports front matter and a missing title heading', () => {
  const text = formatProblems(findMdxSyntax('x.md', '---\ntitle: X\n---\nBody\n'));
  assert.match(text, /x\.md:1: starts with front matter/);
  assert.match(text, /x\.md:1: does not start with a `# Title` heading/);
});

const html = `<article><div class="theme-doc-markdown markdown">
<h2 id="a">Create <code>one</code><a class="hash-link" href="#a">\u200b</a></h2>
<div class="theme-code-block"><pre><code><div class="token-line">curl x</div><div class="token-line"><br></div><div class="token-line">  -d '{}'</div></code></pre></div>
<h3 id="b">Recall@k<a class="hash-link" href="#b">\u200b</a></h3>
<div class="theme-code-block"><pre><code><div class="token-line">## T \\{#t}</div></code></pre></div>
<div class="docusaurus-mermaid-container"></div>
</div></article>`;

const twin =
  "# P\n\n## Create `one` {#a}\n\n```bash\ncurl x\n\n  -d '{}'\n```\n\n### Recall\\@k {#b}\n\n```md\n## T {#t}\n```\n\n```mermaid\ngraph LR\n```\n";

test('compareTwinWithPage accepts a twin that matches its page (mermaid and escaped ids aside)', () => {
  assert.deepEqual(compareTwinWithPage('p.md', twin, load(html)), []);
  assert.equal(htmlCodeBlocks(load(html))[0], "curl x\n\n  -d '{}'");
  assert.equal(markdownCodeBlocks(twin).length, 2);
});

test('planted: a missing heading, a missing code block and a changed line are each reported', () => {
  const missingHeading = twin.replace('### Recall\\@k {#b}', '### Something else {#b}');
  assert.match(
    formatProblems(compareTwinWithPage('de/x.md', missingHeading, load(html))),
    /^de\/x\.md: misses the page's heading "Recall@k"$/m,
  );
  const missingBlock = twin.replace(/```md\n## T \{#t\}\n```\n/, '');
  assert.match(
    formatProblems(compareTwinWithPage('de/x.md', missingBlock, load(html))),
    /de\/x\.md: has 1 code blocks, the page has 2/,
  );
  const changed = twin.replace("  -d '{}'", '  -d \'{"a": 1}\'');
  assert.match(
    formatProblems(compareTwinWithPage('de/x.md', changed, load(html))),
    /de\/x\.md: code block 1 differs from the page's: line 3: page has " {2}-d '\{\}'", twin has " {2}-d '\{\\"a\\": 1\}'"/,
  );
});

const llms =
  '# Docs\n\n> Summary.\n\nNotes.\n\n## API\n\n- [Search](https://d/api/search.md): Find.\n- [Guides](https://d/guides/index.md)\n';

test('parseLlmsTxt reads entries of a well-formed llms.txt', () => {
  const {entries, problems} = parseLlmsTxt('llms.txt', llms);
  assert.deepEqual(problems, []);
  assert.deepEqual(
    entries.map((e) => [e.section, e.title, e.url, e.description, e.line]),
    [
      ['API', 'Search', 'https://d/api/search.md', 'Find.', 9],
      ['API', 'Guides', 'https://d/guides/index.md', '', 10],
    ],
  );
});

test('planted: parseLlmsTxt reports a missing title, summary, stray heading and malformed entry', () => {
  const text = formatProblems(
    parseLlmsTxt('fr/llms.txt', 'Docs\n\n## API\n\n- Search: https://d/x.md\n#### Sub\n\n> late summary\n').problems,
  );
  assert.match(text, /^fr\/llms\.txt:1: the first line must be the `# Title`$/m);
  assert.match(text, /^fr\/llms\.txt:2: no `> summary` blockquote before the first section$/m);
  assert.match(text, /^fr\/llms\.txt:5: not a `- \[Title\]\(url\): description` entry: - Search: https:\/\/d\/x\.md$/m);
  assert.match(
    text,
    /^fr\/llms\.txt:6: only one `#` title, `##` sections and their `###` groups are allowed: #### Sub$/m,
  );
});
