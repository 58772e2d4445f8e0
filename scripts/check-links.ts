#!/usr/bin/env node
// Strict link and anchor check over the built site. Docusaurus's own check is relaxed on purpose
// (docusaurus.config.ts makes it ignore broken links), so this is the one that fails the build in CI.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {fileForPath, htmlFiles, isNotFoundPagePath, urlPathOf} from '../deploy/site-paths';

/** A broken internal link, anchor or asset reference: the page it is on, the reference and why. */
interface LinkProblem {
  page: string;
  href: string;
  reason: string;
}

/** What checkLinks found: the problems, how many internal references it checked, on how many pages. */
interface LinkReport {
  problems: LinkProblem[];
  checked: number;
  pages: number;
}

const ORIGIN = 'http://portal.invalid';

/**
 * Returns every broken internal link, anchor or asset reference in the build, each as
 * `{page, href, reason}`.
 */
export function checkLinks(buildDir: string): LinkReport {
  const files = htmlFiles(buildDir);
  if (files.length === 0) throw new Error(`No HTML files under ${buildDir}: build the site first.`);
  const idsByFile = new Map<string, Set<string | undefined>>();
  const idsOf = (file: string): Set<string | undefined> => {
    let ids = idsByFile.get(file);
    if (!ids) {
      const $ = load(readFileSync(file, 'utf8'));
      const found = new Set<string | undefined>();
      $('[id]').each((_, el) => {
        found.add($(el).attr('id'));
      });
      $('a[name]').each((_, el) => {
        found.add($(el).attr('name'));
      });
      idsByFile.set(file, found);
      ids = found;
    }
    return ids;
  };

  const problems: LinkProblem[] = [];
  let checked = 0;
  for (const file of files) {
    const $ = load(readFileSync(file, 'utf8'));
    const pagePath = urlPathOf(buildDir, file);
    // `anchorable`: a link whose #fragment must name an element of the target page.
    const refs: {href: string | undefined; anchorable: boolean}[] = [];
    $('a[href]').each((_, el) => {
      refs.push({href: $(el).attr('href'), anchorable: true});
    });
    $('img[src], script[src]').each((_, el) => {
      refs.push({href: $(el).attr('src'), anchorable: false});
    });
    $('link[href]').each((_, el) => {
      const rel = $(el).attr('rel') ?? '';
      // Alternates and canonicals point at the production origin by design.
      if (!/alternate|canonical/.test(rel)) refs.push({href: $(el).attr('href'), anchorable: false});
    });
    for (const {href, anchorable} of refs) {
      if (!href || /^(mailto:|tel:|javascript:|data:)/i.test(href)) continue;
      const url = new URL(href, ORIGIN + pagePath);
      if (url.origin !== ORIGIN) continue;
      checked += 1;
      // The not-found pages' language links point at the other locales' not-found paths
      // (`/es/404`): servers answer those with that locale's not-found page and status 404, which
      // is what a reader switching language there should get (after hydration the links follow
      // the URL the reader asked for). Anywhere else a link to a not-found page is broken.
      if (isNotFoundPagePath(pagePath) && isNotFoundPagePath(url.pathname)) continue;
      const target = url.pathname === pagePath && href.startsWith('#') ? file : fileForPath(buildDir, url.pathname);
      if (!target) {
        problems.push({page: pagePath, href, reason: 'no such page or file'});
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (anchorable && hash && target.endsWith('.html') && !idsOf(target).has(hash)) {
        problems.push({page: pagePath, href, reason: `no element with id "${hash}" on the target page`});
      }
    }
  }
  return {problems, checked, pages: files.length};
}

if (require.main === module) {
  const buildDir = process.argv[2] ?? join(process.cwd(), 'build');
  const {problems, checked, pages} = checkLinks(buildDir);
  for (const p of problems) console.error(`${p.page}: broken link ${p.href} (${p.reason})`);
  console.log(`${pages} pages, ${checked} internal references checked, ${problems.length} broken.`);
  process.exit(problems.length === 0 ? 0 : 1);
}
