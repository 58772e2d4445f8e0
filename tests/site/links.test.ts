import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {checkLinks} from '../../scripts/check-links';
import {buildDir, requireBuild} from '../support/build';

type Problem = {page: string; href: string; reason: string};
const check = checkLinks as (dir: string) => {problems: Problem[]; checked: number; pages: number};

requireBuild();

test('no broken internal link or anchor in any locale of the build', () => {
  const {problems, checked, pages} = check(buildDir);
  assert.ok(pages >= 160, `expected the four locales' pages, found ${pages}`);
  assert.ok(checked > 1000, `expected thousands of internal references, found ${checked}`);
  assert.deepEqual(
    problems.map((p) => `${p.page}: ${p.href} (${p.reason})`),
    [],
  );
});

test('a planted broken link and a planted broken anchor are caught, naming page and target', (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'mnemora-links-'));
  t.after(() => rmSync(copy, {recursive: true, force: true}));
  for (const part of ['index.html', 'intro', 'overview', 'assets', 'img']) {
    cpSync(join(buildDir, part), join(copy, part), {recursive: true});
  }
  const page = join(copy, 'intro', 'index.html');
  const html = readFileSync(page, 'utf8').replace(
    '</main>',
    '<a href="/api/no-such-page">x</a><a href="/overview#no-such-section">y</a><a href="/es/404">z</a></main>',
  );
  writeFileSync(page, html);
  const {problems} = check(copy);
  const planted = problems.filter((p) => p.page === '/intro');
  assert.ok(
    planted.some((p) => p.href === '/api/no-such-page' && p.reason === 'no such page or file'),
    'the broken link was not reported',
  );
  assert.ok(
    planted.some(
      (p) => p.href === '/overview#no-such-section' && /no element with id "no-such-section"/.test(p.reason),
    ),
    'the broken anchor was not reported',
  );
  // The not-found pages answer 404: only the not-found pages' own language links may point there.
  assert.ok(
    planted.some((p) => p.href === '/es/404' && p.reason === 'no such page or file'),
    'a link to a not-found page was not reported',
  );
});
