/**
 * The Markdown twin of every docs page (src/plugins/llms-txt): it exists at the page URL + `.md`
 * in every locale, is clean Markdown (no front matter, imports or JSX), holds every h2/h3 of the
 * built page and the same code blocks line for line, links the API contract, and the page
 * links to it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {portalUrl} from '../../config/platform';
import {markdownTwinPath} from '../../src/lib/markdown-twin';
import {compareTwinWithPage, findMdxSyntax, formatProblems, type Problem} from '../support/markdown-checks';
import {allLocales, docRoutes, htmlFileOf, localePath} from '../support/spec-routes';
import {buildDir, loadHtml, requireBuild} from '../support/build';

requireBuild();

for (const locale of allLocales) {
  test(`${locale}: every docs page has a clean Markdown twin with the page's headings and code`, () => {
    const problems: Problem[] = [];
    for (const route of docRoutes) {
      const path = localePath(locale, route);
      const twinFile = markdownTwinPath(path).slice(1);
      const file = `build/${twinFile}`;
      if (!existsSync(join(buildDir, twinFile))) {
        problems.push({file, message: `missing: the twin of ${path}`});
        continue;
      }
      const markdown = readFileSync(join(buildDir, twinFile), 'utf8');
      problems.push(
        ...findMdxSyntax(file, markdown),
        ...compareTwinWithPage(file, markdown, loadHtml(htmlFileOf(path))),
      );
      if (!markdown.includes(`<${portalUrl}/openapi.yaml>`))
        problems.push({file, message: 'does not link the API contract'});
      if (!markdown.includes(`<${portalUrl}${path}>`))
        problems.push({file, message: `does not link its HTML page ${portalUrl}${path}`});
    }
    assert.deepEqual(problems, [], formatProblems(problems));
  });

  test(`${locale}: every docs page links its twin (View as Markdown, rel=alternate)`, () => {
    const problems: string[] = [];
    for (const route of docRoutes) {
      const path = localePath(locale, route);
      const twin = markdownTwinPath(path);
      const $ = loadHtml(htmlFileOf(path));
      if ($(`article a[href="${twin}"]`).length !== 1) problems.push(`${path}: no "View as Markdown" link to ${twin}`);
      if ($(`link[rel="alternate"][type="text/markdown"][href="${portalUrl}${twin}"]`).length !== 1)
        problems.push(`${path}: no <link rel="alternate" type="text/markdown"> to ${portalUrl}${twin}`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });
}
