import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * One sidebar holds every doc. It is written out rather than generated so the reading order is
 * a decision, not an accident of file names: the Introduction, the one page that says where to
 * start, comes first.
 * Category labels are translated in `i18n/<locale>/docusaurus-plugin-content-docs/current.json`.
 */
const sidebars = {
  // `features` is the version's main doc, and Docusaurus takes the main doc from the first doc of
  // the first sidebar (no doc has the slug '/'). This sidebar exists only to name it: no navbar
  // item shows it, and a doc listed in two sidebars is shown with the last of them, so the
  // features page keeps `tutorialSidebar` and its previous and next links.
  mainDoc: ['features'],
  tutorialSidebar: [
    'intro',
    'features',
    'overview',
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: ['getting-started/installation', 'getting-started/quick-start'],
    },
    {
      type: 'category',
      label: 'API Reference',
      link: {type: 'doc', id: 'api/overview'},
      items: [
        'api/authentication',
        'api/memories',
        'api/search',
        'api/mcp-integration',
        'api/error-codes',
        {
          type: 'category',
          label: 'Endpoints',
          items: [
            'api/endpoints/memory',
            'api/endpoints/search',
            'api/endpoints/keys-and-usage',
            'api/endpoints/change-stream',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'SDKs',
      link: {type: 'doc', id: 'sdks/overview'},
      items: [
        {
          type: 'category',
          label: 'TypeScript',
          link: {type: 'doc', id: 'sdks/typescript'},
          items: ['sdks/typescript/quickstart', 'sdks/typescript/api-reference', 'sdks/typescript/examples'],
        },
        'sdks/python',
        'sdks/cli',
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      link: {type: 'doc', id: 'guides/index'},
      items: ['guides/migration', 'guides/performance', 'guides/realtime-sync', 'guides/vector-search'],
    },
    {
      type: 'category',
      label: 'Use Cases',
      items: ['use-cases/customer-support', 'use-cases/personal-knowledge', 'use-cases/team-collaboration'],
    },
    'changelog',
    'support',
    // The guide to working on this portal itself, for its contributors rather than for
    // integrators: last, collapsed, and ranked below platform pages in search
    // (scripts/build-search-index.ts). Its routes are fixed (tests/support/spec-routes.ts), whatever the labels say.
    {
      type: 'category',
      label: 'Contributor guide',
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'Contributor basics',
          link: {
            type: 'generated-index',
            slug: '/category/tutorial---basics',
            description: 'Work on this portal: add pages, documents and posts, use Markdown features and deploy.',
          },
          items: [
            'tutorial-basics/create-a-page',
            'tutorial-basics/create-a-document',
            'tutorial-basics/create-a-blog-post',
            'tutorial-basics/markdown-features',
            'tutorial-basics/deploy-your-site',
            'tutorial-basics/congratulations',
          ],
        },
        {
          type: 'category',
          label: 'Contributor extras',
          link: {
            type: 'generated-index',
            slug: '/category/tutorial---extras',
            description: 'Go further with this portal: manage documentation versions and translate the site.',
          },
          items: ['tutorial-extras/manage-docs-versions', 'tutorial-extras/translate-your-site'],
        },
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
