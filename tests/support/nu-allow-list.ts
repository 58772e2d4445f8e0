/**
 * What the Nu Html Checker reports on the built pages that is Docusaurus' own markup, not ours,
 * each with why it stays. An entry matches a message by its text and by the markup it quotes
 * (`extract`), so it cannot hide the same message somewhere else; an entry that no longer
 * matches anything fails the check (tests/site/html-validity.test.ts), so this list only shrinks.
 */
export interface NuAllowed {
  readonly message: RegExp;
  readonly extract: RegExp;
  readonly why: string;
}

export const nuAllowList: readonly NuAllowed[] = [
  {
    message: /^Element “div” not allowed as child of element “code” in this context\./,
    extract: /<div class=token-line/,
    why:
      'Code blocks: the classic theme renders each line of a highlighted block as a <div class="token-line"> ' +
      'inside <code> (CodeBlock/Content, ejected unchanged in its markup); browsers, copy and screen readers ' +
      'handle it, and changing it would fork the theme’s line layout and its CSS.',
  },
  {
    message: /^The “itemprop” attribute was specified, but the element is not a property of any item\./,
    extract: /<time [^>]*itemprop=dateModified/,
    why:
      'The “Last updated” line: the theme’s LastUpdated writes itemprop="dateModified" on its <time> without an ' +
      'itemscope around it. The page’s dates reach search engines through its TechArticle JSON-LD instead.',
  },
  {
    message: /^Every active “role=tab” element must have a corresponding “role=tabpanel” element\./,
    extract: /<li role=tab [^>]*class="tabs__item/,
    why:
      'Code tabs: the theme’s Tabs (ejected unchanged in its markup) gives its tabs no aria-controls, so the ' +
      'checker cannot pair them with their panels; keyboard and screen-reader behaviour is tested in tests/e2e.',
  },
  {
    message: /^(?:Article|Section) lacks heading\./,
    extract: /<(?:article class=margin-top--lg|section class=row)>/,
    why:
      'Generated category index pages: the theme’s DocCategoryGeneratedIndexPage wraps its grid of cards in an ' +
      '<article> and a <section> without headings of their own; each card has its heading.',
  },
];
