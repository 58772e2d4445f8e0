/**
 * The documentation's main sections for the not-found page, read from the sidebar (sidebars.ts)
 * so the page lists what the sidebar has: its top-level categories, each linked to the category's
 * own page or else its first doc. The contributor guide is left out: it is about working on this
 * portal, not about the product a lost reader was looking for.
 */
// Relative, not @site/: the browser tests import this module too, outside the bundler.
import sidebars from '../../../sidebars';

export interface DocSection {
  /** The category's label in sidebars.ts (English; the page shows the locale's words). */
  label: string;
  /** The site path of the doc it links to, without the locale prefix (`/guides/`, `/api/overview`). */
  to: string;
}

type Item =
  string | {type?: string; id?: string; label?: string; link?: {type?: string; id?: string}; items?: readonly Item[]};

const contributorCategory = 'Contributor guide';

/** `guides/index` → `/guides/`, `api/overview` → `/api/overview` (the docs live at the site root). */
function docPath(docId: string): string {
  return docId === 'index' ? '/' : docId.endsWith('/index') ? `/${docId.slice(0, -'index'.length)}` : `/${docId}`;
}

function firstDoc(items: readonly Item[]): string | undefined {
  for (const item of items) {
    if (typeof item === 'string') return item;
    if (item.type === 'doc' && item.id) return item.id;
    if (item.type === 'category') {
      const inner = item.link?.type === 'doc' && item.link.id ? item.link.id : firstDoc(item.items ?? []);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The top-level categories of a sidebar, in its order. */
function sidebarSections(items: readonly Item[]): DocSection[] {
  const sections: DocSection[] = [];
  for (const item of items) {
    if (typeof item === 'string' || item.type !== 'category' || !item.label || item.label === contributorCategory)
      continue;
    const docId = item.link?.type === 'doc' && item.link.id ? item.link.id : firstDoc(item.items ?? []);
    if (!docId) throw new Error(`sidebars.ts: category "${item.label}" has no doc to link to from the not-found page`);
    sections.push({label: item.label, to: docPath(docId)});
  }
  return sections;
}

export const docSections: readonly DocSection[] = sidebarSections(sidebars.tutorialSidebar as readonly Item[]);
