/**
 * Checks the navbar's links into the docs once the docs are loaded, before anything is bundled.
 * The theme checks the same things only when a navbar item renders, which in a build is after
 * bundling, minutes in, and in `npm run dev` only on the page that shows the item. Here every
 * fault of the navbar is reported at once, with the item it is in and what exists instead.
 * What a navbar item can link to is read from the docs plugin's own global data (the same
 * functions that write it for the browser), so the check agrees with the theme's.
 */
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Internal modules of the docs plugin (exported under `lib/*`): the functions that turn its
// loaded content into the global data the theme's navbar items read.
import {toGlobalDataVersion} from '@docusaurus/plugin-content-docs/lib/globalData.js';
import {toFullVersion} from '@docusaurus/plugin-content-docs/lib/versions/version.js';

/** A navbar item as the site config holds it: only the fields that link into the docs are read. */
interface NavbarItemConfig {
  type?: string;
  label?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  versions?: readonly string[] | Record<string, unknown>;
  items?: readonly NavbarItemConfig[];
}

/** Each docs plugin's versions, by plugin id, as the browser gets them. */
export type DocsVersions = Readonly<Record<string, readonly GlobalVersion[]>>;

const list = (names: readonly string[]): string => names.map((name) => `\n  - ${name}`).join('');

function itemProblems(item: NavbarItemConfig, where: string, docs: DocsVersions): string[] {
  if (item.items) return item.items.flatMap((child, i) => itemProblems(child, `${where}.items[${i}]`, docs));
  const pluginId = item.docsPluginId ?? 'default';
  const versions = docs[pluginId];
  const linksIntoDocs = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'].includes(item.type ?? '');
  if (!linksIntoDocs) return [];
  const label = `${where} (type "${item.type}"${item.label ? `, label "${item.label}"` : ''})`;
  if (!versions) return [`${label}: no docs plugin with id "${pluginId}". Docs plugins:${list(Object.keys(docs))}`];
  switch (item.type) {
    case 'doc': {
      const ids = [...new Set(versions.flatMap((v) => v.docs.map((d) => d.id)))].sort();
      return item.docId && ids.includes(item.docId)
        ? []
        : [`${label}: no doc with id "${item.docId}". Doc ids:${list(ids)}`];
    }
    case 'docSidebar': {
      const sidebarIds = [...new Set(versions.flatMap((v) => Object.keys(v.sidebars ?? {})))].sort();
      if (!item.sidebarId || !sidebarIds.includes(item.sidebarId))
        return [`${label}: no sidebar with id "${item.sidebarId}". Sidebars:${list(sidebarIds)}`];
      const linked = versions.some((v) => v.sidebars?.[item.sidebarId!]?.link);
      return linked
        ? []
        : [`${label}: sidebar "${item.sidebarId}" has no doc, category link or generated index to link to.`];
    }
    case 'docsVersionDropdown': {
      const names = versions.map((v) => v.name);
      const wanted = Array.isArray(item.versions) ? item.versions : Object.keys(item.versions ?? {});
      return wanted
        .filter((name) => !names.includes(name))
        .map((name) => `${label}: no docs version named "${name}". Versions:${list(names)}`);
    }
    default:
      return [];
  }
}

/** What is wrong with the navbar items' links into the docs, one message per fault. */
export function navbarProblems(items: readonly NavbarItemConfig[], docs: DocsVersions): string[] {
  return items.flatMap((item, i) => itemProblems(item, `themeConfig.navbar.items[${i}]`, docs));
}

export default function navbarCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'mnemora-navbar-check',
    allContentLoaded({allContent}) {
      const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const docs = Object.fromEntries(
        Object.entries(docsContent).map(([id, content]) => [
          id,
          content.loadedVersions.map((version) => toGlobalDataVersion(toFullVersion(version))),
        ]),
      );
      const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItemConfig[]}}).navbar;
      const problems = navbarProblems(navbar?.items ?? [], docs);
      if (problems.length > 0)
        throw new Error(`The navbar links to docs that do not exist:\n- ${problems.join('\n- ')}`);
    },
  };
}
