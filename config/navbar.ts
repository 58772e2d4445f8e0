import type {Navbar} from '@docusaurus/theme-common';
import {locales, defaultLocale} from './i18n';
import {platformUrls, productName} from './platform';

type NavbarItem = Navbar['items'][number];

/** The navbar item types of the classic theme, and what each needs besides its type. */
const itemTypes = [
  'default',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
];

/** One line per problem of one item, `where` naming it (`items[4]`, `items[4].items[0]`). */
function itemProblems(item: unknown, where: string, inDropdown: boolean): string[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [`${where}: not an object`];
  const it = item as Record<string, unknown>;
  const type = typeof it.type === 'string' ? it.type : 'default';
  const label = typeof it.label === 'string' && it.label.trim() !== '' ? it.label : undefined;
  const name = `${where}${it.type ? ` (type "${type}"${label ? `, label "${label}"` : ''})` : label ? ` (label "${label}")` : ''}`;
  const problems: string[] = [];
  if (!itemTypes.includes(type)) problems.push(`${name}: unknown type; the types are ${itemTypes.join(', ')}`);
  if (type === 'default') {
    if (typeof it.to !== 'string' && typeof it.href !== 'string')
      problems.push(`${name}: a link needs \`to\` (a page of the site) or \`href\` (an address)`);
    if (!label && typeof it.html !== 'string') problems.push(`${name}: a link needs a \`label\` (or \`html\`) to show`);
  }
  if (type === 'doc' && typeof it.docId !== 'string') problems.push(`${name}: a doc item needs a \`docId\``);
  if (type === 'docSidebar' && typeof it.sidebarId !== 'string')
    problems.push(`${name}: a docSidebar item needs a \`sidebarId\``);
  if (type === 'html' && typeof it.value !== 'string') problems.push(`${name}: an html item needs a \`value\``);
  if (type === 'dropdown') {
    if (inDropdown) problems.push(`${name}: a dropdown cannot hold another dropdown`);
    if (!label) problems.push(`${name}: a dropdown needs a \`label\` to open it by`);
    const children = Array.isArray(it.items) ? it.items : [];
    if (children.length === 0) problems.push(`${name}: a dropdown needs at least one item in \`items\``);
    children.forEach((child, i) => problems.push(...itemProblems(child, `${where}.items[${i}]`, true)));
  }
  if (it.position !== undefined && it.position !== 'left' && it.position !== 'right')
    problems.push(`${name}: position "${String(it.position)}": use "left" or "right"`);
  return problems;
}

/**
 * Every problem of the navbar's items, one line each: the shape faults that Docusaurus's own
 * validation lets through (an empty dropdown, a link with nothing to show) or reports one at a
 * time, without the file, after a dump of the whole config.
 */
export function navbarItemProblems(items: readonly unknown[]): string[] {
  return items.flatMap((item, i) => itemProblems(item, `items[${i}]`, false));
}

/**
 * Checks the items, then gives those without a position the right side, beside search and the
 * language menu (Docusaurus's own default is "left"). Items that name a position keep it.
 */
export function checkedNavbarItems(items: readonly NavbarItem[], position: 'left' | 'right' = 'right'): NavbarItem[] {
  const problems = navbarItemProblems(items);
  if (problems.length > 0)
    throw new Error(
      `config/navbar.ts: the navbar's items have ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  return items.map((item) => ({...item, position: item.position ?? position}));
}

/**
 * The regex source matching a docs section in every locale (`/api/…`, `/es/api/…`), for the
 * swizzled doc navbar item: one sidebar holds every doc, so activeness comes from the path.
 */
function sectionPattern(pathPattern: string): string {
  const prefixes = locales.filter((l) => l !== defaultLocale).join('|');
  return `^(/(${prefixes}))?/(${pathPattern})`;
}

/** Labels are translated in `i18n/<locale>/docusaurus-theme-classic/navbar.json`. */
export const navbar = {
  title: productName,
  hideOnScroll: true,
  logo: {
    alt: `${productName} logo`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: checkedNavbarItems([
    {
      type: 'doc',
      docId: 'intro',
      label: 'Getting Started',
      position: 'left',
      activeBaseRegex: sectionPattern('intro|overview|features|getting-started/'),
    },
    {
      type: 'doc',
      docId: 'api/overview',
      label: 'API Reference',
      position: 'left',
      activeBaseRegex: sectionPattern('api/'),
    },
    {type: 'doc', docId: 'sdks/overview', label: 'SDKs', position: 'left', activeBaseRegex: sectionPattern('sdks/')},
    // Rendered by src/theme/SearchBar (Pagefind, loaded when opened).
    {type: 'search', position: 'right'},
    {type: 'localeDropdown'},
    {href: platformUrls.dashboard, label: 'Dashboard'},
  ]),
} satisfies Navbar;
