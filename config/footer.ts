import type {Footer} from '@docusaurus/theme-common';
import {platformUrls, productName} from './platform';

/** Column and link labels are translated in `i18n/<locale>/docusaurus-theme-classic/footer.json`. */
export const footer = {
  style: 'dark',
  logo: {
    alt: `${productName} logo`,
    src: 'img/logo.svg',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Getting Started', to: '/intro'},
        {label: 'API Reference', to: '/api/overview'},
        {label: 'SDKs', to: '/sdks/overview'},
      ],
    },
    {
      title: 'Platform',
      items: [
        {label: 'Dashboard', href: platformUrls.dashboard},
        {label: 'API Gateway', href: platformUrls.apiGateway},
        {label: 'MCP Interface', href: platformUrls.mcpInterface},
      ],
    },
    {
      title: 'Resources',
      items: [
        {label: 'Changelog', to: '/changelog'},
        {label: 'Support', to: '/support'},
        {label: 'Status', href: platformUrls.status},
      ],
    },
  ],
  copyright: `Copyright © 2025 ${productName}. Documentation built with Docusaurus.`,
} satisfies Footer;
