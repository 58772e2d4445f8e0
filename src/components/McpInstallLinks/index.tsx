import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {cursorInstallUrl, docsMcpUrl, vscodeInstallUrl} from '@site/src/lib/mcp-install';

/**
 * The docs MCP server's address and one-click installation links for Cursor and VS Code
 * (src/lib/mcp-install.ts). The page's Markdown twin says the same (src/plugins/llms-txt).
 */
// The ids and English messages are literal so that `docusaurus write-translations` extracts them;
// the Markdown twin reads the same ids and messages from `installLabels` (a unit test keeps the two equal).
export default function McpInstallLinks(): ReactNode {
  return (
    <ul>
      <li>
        {translate({
          id: 'mcpInstall.endpoint',
          message: 'Endpoint',
          description: 'A label of the docs MCP server installation links on the MCP integration page',
        })}
        : <code>{docsMcpUrl}</code>
      </li>
      <li>
        <a href={cursorInstallUrl()}>
          {translate({
            id: 'mcpInstall.cursor',
            message: 'Add to Cursor',
            description: 'A label of the docs MCP server installation links on the MCP integration page',
          })}
        </a>
      </li>
      <li>
        <a href={vscodeInstallUrl()}>
          {translate({
            id: 'mcpInstall.vscode',
            message: 'Add to VS Code',
            description: 'A label of the docs MCP server installation links on the MCP integration page',
          })}
        </a>
      </li>
    </ul>
  );
}
