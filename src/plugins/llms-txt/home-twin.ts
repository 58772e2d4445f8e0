/**
 * The home page's Markdown twin: what the built home page says (its hero, its sections, the
 * sample request, the links it offers), converted from the page's own HTML, then the locale's
 * llms.txt, the index of every page. The home page is a React page, not Markdown, so the twin is
 * made from what it rendered: a twin written by hand would drift from it, and agents' checkers
 * compare the two.
 *
 * The conversion is the unified ecosystem's (hast-util-from-html → hast-util-to-mdast →
 * mdast-util-to-markdown). Before it, what is only for a person in a browser goes (buttons, the
 * calls to action, heading anchors, anything marked `data-markdown-ignore`), each code block
 * becomes one `<pre><code>` of its lines (the highlighter's one `<div>` per line would come out
 * as blank lines between them), and a link to a page of the site becomes the absolute URL of
 * that page's twin, as in every other twin.
 */
import {load} from 'cheerio';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {markdownTwinPath} from '../../lib/markdown-twin';

/**
 * The Markdown of a built home page's content, or undefined when the page has no `<main>`.
 * @param siteUrl the portal's address without a trailing slash (`https://docs.mnemora.dev`)
 */
export function homeContentMarkdown(html: string, siteUrl: string): string | undefined {
  const $ = load(html);
  const main = $('main').first();
  if (main.length === 0) return undefined;
  // The hero is a named section before <main> (src/pages/index.tsx): the title and what it says.
  const hero = main.prevAll('section[aria-label]').first();
  const parts = $('<div>').append(hero.clone(), main.clone());
  parts.find('button, a.button, .hash-link, [data-markdown-ignore], [aria-hidden="true"]').remove();
  parts.find('pre').each((_, pre) => {
    const $pre = $(pre);
    const lines = $pre.find('.token-line');
    const code = lines.length > 0 ? lines.toArray().map((line) => $(line).text()) : [$pre.text()];
    const language = /(?:^|\s)language-([\w-]+)/.exec($pre.attr('class') ?? '')?.[1];
    const element = $('<code>').text(code.join('\n').replace(/\n+$/, ''));
    if (language) element.addClass(`language-${language}`);
    $pre.replaceWith($('<pre>').append(element));
  });
  parts.find('a[href^="/"]').each((_, a) => {
    const href = $(a).attr('href') ?? '';
    const [path = '', hash] = href.split('#');
    $(a).attr('href', `${siteUrl}${markdownTwinPath(path)}${hash ? `#${hash}` : ''}`);
  });
  const tree = toMdast(fromHtml(parts.html() ?? '', {fragment: true}));
  return toMarkdown(tree, {bullet: '-', extensions: [gfmToMarkdown()]}).trim();
}
