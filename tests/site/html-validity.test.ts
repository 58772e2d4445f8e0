/**
 * The Nu Html Checker (the W3C's validator, the vnu-jar package, run with Java) over one page of
 * every kind in every locale: the home page, a docs page, an index route, a generated API
 * reference, a generated category index, the changelog, the standalone Markdown page, the search
 * page and the not-found page. Every error and warning fails unless tests/support/nu-allow-list.ts
 * names it as Docusaurus' own markup; an allow-list entry that matches nothing fails too. A copy
 * of a page with markup the checker rejects (an `aria-expanded` beside `popovertarget`, an empty
 * form `action`) is checked in the same run and must be reported.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {defaultLocale} from '../../config/i18n';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {nuAllowList} from '../support/nu-allow-list';
import {allLocales} from '../support/spec-routes';
import {withTempFiles} from '../support/temp-files';

requireBuild();

const kinds = [
  'index.html',
  'intro/index.html',
  'guides/index.html',
  'api/endpoints/memory/index.html',
  'category/tutorial---basics/index.html',
  'changelog/index.html',
  'markdown-page/index.html',
  'search/index.html',
  '404.html',
];
const sample = allLocales.flatMap((locale) => kinds.map((k) => (locale === defaultLocale ? k : `${locale}/${k}`)));

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

function nu(files: readonly string[]): NuMessage[] {
  const jar = join(repoRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const run = spawnSync('java', ['-Xss4m', '-jar', jar, '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `Cannot run the Nu Html Checker: ${run.error.message} (it needs Java: apt-get install default-jre-headless)`,
    );
  // The checker exits 1 when it reports errors; its report is JSON on stderr either way.
  const report = (run.stderr.trim().startsWith('{') ? run.stderr : run.stdout).trim();
  try {
    return (JSON.parse(report) as {messages: NuMessage[]}).messages;
  } catch {
    throw new Error(`The Nu Html Checker did not answer JSON (status ${run.status}): ${report.slice(0, 500)}`);
  }
}

/** Errors and warnings; the checker's plain notes ("info" without subType) are advice. */
const reported = (m: NuMessage): boolean =>
  m.type === 'error' || m.subType === 'warning' || m.type === 'non-document-error';
const fileOf = (m: NuMessage): string => decodeURIComponent((m.url ?? '').replace(/^file:/, ''));

test('the Nu Html Checker accepts one page of every kind in every locale, but for the allow-list', () => {
  const intro = readFileSync(join(buildDir, 'intro', 'index.html'), 'utf8');
  const plantedHtml = intro
    .replace(/popovertarget=([\w-]+)>/, 'popovertarget=$1 aria-expanded=false>')
    .replace('</main>', '<form method=get action=""></form></main>');
  withTempFiles('nu-planted-', {'planted.html': plantedHtml}, (dir) => {
    const planted = join(dir, 'planted.html');
    const messages = nu([...sample.map((f) => join(buildDir, f)), planted]).filter(reported);
    const ofPlanted = messages.filter((m) => fileOf(m) === planted).map((m) => m.message);
    assert.ok(
      ofPlanted.some((m) =>
        m.includes('“aria-expanded” attribute must not be used on any element which has a “popovertarget”'),
      ),
      `planted aria-expanded not reported: ${ofPlanted.join(' | ')}`,
    );
    assert.ok(
      ofPlanted.some((m) => m.includes('Bad value “” for attribute “action”')),
      `planted empty action not reported: ${ofPlanted.join(' | ')}`,
    );
    const used = new Set<number>();
    const problems: string[] = [];
    for (const m of messages.filter((x) => fileOf(x) !== planted)) {
      const entry = nuAllowList.findIndex((a) => a.message.test(m.message) && a.extract.test(m.extract ?? ''));
      if (entry >= 0) used.add(entry);
      else
        problems.push(
          `build/${fileOf(m).slice(buildDir.length + 1)}:${m.lastLine ?? '?'}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message} [${(m.extract ?? '').replace(/\n/g, ' ')}]`,
        );
    }
    nuAllowList.forEach((a, i) => {
      if (!used.has(i)) problems.push(`tests/support/nu-allow-list.ts: ${a.message.source} matches nothing: remove it`);
    });
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
