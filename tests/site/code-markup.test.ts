/**
 * The markup of pre-rendered code blocks (src/theme/CodeBlock/Line/Token): a token Prism left
 * unclassified is bare text, not a `<span class="token plain">` without a style, on every built
 * page. (An empty line keeps its styled `display:inline-block` placeholder, as in the theme.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, builtHtmlFiles, requireBuild} from '../support/build';

requireBuild();

/** One line per page that still wraps unclassified tokens in spans, with a count. */
export function plainTokenProblems(pages: Array<[file: string, html: string]>): string[] {
  return pages.flatMap(([file, html]) => {
    const spans = html.match(/<span class="?token plain"?>/g)?.length ?? 0;
    return spans === 0 ? [] : [`${file}: ${spans} <span class="token plain"> wrappers`];
  });
}

test('no built page wraps unclassified code tokens in spans', () => {
  const pages = builtHtmlFiles().map((file): [string, string] => [file, readFileSync(join(buildDir, file), 'utf8')]);
  const withCode = pages.filter(([, html]) => html.includes('data-code-key='));
  assert.ok(withCode.length > 50, `only ${withCode.length} built pages have code blocks`);
  assert.deepEqual(plainTokenProblems(pages), []);
  // The highlighted tokens are still there.
  assert.ok(
    withCode.every(([, html]) => /<span class="?token [a-z]/.test(html)),
    'a page with code lost its highlighted tokens',
  );
});

test('planted: a page with plain-token spans is named with their count', () => {
  const html =
    '<code data-code-key=x><div class=token-line><span class="token plain">a</span><span class="token plain"></span><span class="token plain" style=display:inline-block></span><span class="token string" style="color:red">"b"</span></div></code>';
  assert.deepEqual(plainTokenProblems([['es/api/overview/index.html', html]]), [
    'es/api/overview/index.html: 2 <span class="token plain"> wrappers',
  ]);
});
