import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {cursorInstallUrl, docsMcpUrl, installLabels, vscodeInstallUrl} from '@site/src/lib/mcp-install';

/**
 * The docs MCP server's address and one-click installation links for Cursor and VS Code
 * (src/lib/mcp-install.ts). The page's Markdown twin says the same (src/plugins/llms-txt).
 */
export default function McpInstallLinks(): ReactNode {
  const label = (key: keyof typeof installLabels): string => translate({id: installLabels[key].id, message: installLabels[key].message, description: 'A label of the docs MCP server installation links on the MCP integration page'});
  return (
    <ul>
      <li>
        {label('endpoint')}: <code>{docsMcpUrl}</code>
      </li>
      <li>
        <a href={cursorInstallUrl()}>{label('cursor')}</a>
      </li>
      <li>
        <a href={vscodeInstallUrl()}>{label('vscode')}</a>
      </li>
    </ul>
  );
}
