/**
 * One chunk for the docs theme every docs page runs, instead of five.
 *
 * Left to its defaults, the bundler splits the docs theme (layout, sidebar, table of contents,
 * breadcrumbs, paginator, admonitions, MDX components) into files of 1-4 KB, by which routes
 * happened to import each module. Every docs page downloads all of them on its first load, and
 * each file is compressed on its own, so what they share (React's calls, class names, the
 * theme's helpers) is paid for again in every file. Grouped, they compress smaller and take
 * fewer requests. The group is an explicit list of docs-only components, so the home and search
 * pages never download it (tests/site/docs-chunks.test.ts); the not-found page loads it after
 * hydration, because the docs layout renders the not-found content for an unknown path. Code
 * blocks, which the home page shows too, keep their own chunk, and each page's content its own.
 */
import type {Plugin} from '@docusaurus/types';

/** Path with forward slashes, so one set of patterns works on every platform. */
const slashed = (resource: string) => resource.replace(/\\/g, '/');

const docsOnly = [
  /\/@docusaurus\/theme-classic\/lib\/theme\/(?:DocRoot|DocSidebar|DocSidebarItem|DocSidebarItems|DocItem|DocBreadcrumbs|DocPaginator|TOC|TOCItems|TOCCollapsible|TOCInline|Admonition|EditMetaRow|EditThisPage|LastUpdated|MDXContent|MDXComponents|BackToTopButton|TagsListInline|Tag|PaginatorNavLink)\//,
  /\/@docusaurus\/plugin-content-docs\/lib\/client\//,
  /\/@mdx-js\/react\//,
  /\/src\/theme\/(?:DocRoot|DocItem|DocSidebar|DocVersionBadge|DocVersionBanner|ContentVisibility|MDXComponents)\//,
  // The diagram slot only (with the sizes it reserves the room by): the diagram component it loads
  // (colours, frame, full-screen view) is a lazy chunk of its own, which pages without a diagram
  // never download.
  /\/src\/theme\/Mermaid\/(?:index\.tsx|legibility\.ts|styles\.module\.css)$/,
];

/** Whether a module belongs to the docs theme's chunk. */
export function isDocsThemeModule(resource: string): boolean {
  const file = slashed(resource);
  return docsOnly.some((pattern) => pattern.test(file));
}

type TestedModule = {nameForCondition?: () => string | null | undefined};

export default function docsChunksPlugin(): Plugin {
  return {
    name: 'mnemora-docs-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsTheme: {
                name: 'docs-theme',
                test: (module: TestedModule) => isDocsThemeModule(module.nameForCondition?.() ?? ''),
                chunks: 'async',
                enforce: true,
                priority: 30,
              },
            },
          },
        },
      };
    },
  };
}
