import type {Navbar} from '@docusaurus/theme-common';
import {locales, defaultLocale} from './i18n';
import {platformUrls, productName} from './platform';

type NavbarItem = Navbar['items'][number];

/**
 * A navbar item without a position sits on the right, beside search and the language menu; Docusaurus's own default is
 * "left". Items that name a position keep it.
 */
function withDefaultPosition(items: readonly NavbarItem[], position: 'left' | 'right' = 'right'): NavbarItem[] {
  return items.map((item) => {
    if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') {
      throw new Error(
        `Navbar item ${JSON.stringify(item)} has position "${String(item.position)}": use "left" or "right".`,
      );
    }
    return {...item, position: item.position ?? position};
  });
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
  items: withDefaultPosition([
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
