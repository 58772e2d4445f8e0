/**
 * One-click installation of the docs MCP server (Streamable HTTP at `<portal>/mcp`, mcp/http.ts)
 * in the editors that register MCP servers from a link: Cursor's deeplink carries the server's
 * configuration as base64 JSON, VS Code's `vscode:mcp/install` as URL-encoded JSON with its name.
 * The address comes from config/platform.ts, so the links follow a deployment to another host.
 */
import {portalUrl} from '../../config/platform';

export const docsMcpName = 'mnemora-docs';
export const docsMcpUrl = `${portalUrl.replace(/\/$/, '')}/mcp`;

/** Base64 of UTF-8 text, the same in Node and in the browser. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `cursor://anysphere.cursor-deeplink/mcp/install?name=…&config=<base64 {"url": …}>` */
export function cursorInstallUrl(name = docsMcpName, url = docsMcpUrl): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(base64(JSON.stringify({url})))}`;
}

/** `vscode:mcp/install?<URL-encoded {"name": …, "type": "http", "url": …}>` */
export function vscodeInstallUrl(name = docsMcpName, url = docsMcpUrl): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({name, type: 'http', url}))}`;
}

/** The labels of the links, by `code.json` id, with their English defaults. */
export const installLabels = {
  cursor: {id: 'mcpInstall.cursor', message: 'Add to Cursor'},
  vscode: {id: 'mcpInstall.vscode', message: 'Add to VS Code'},
  endpoint: {id: 'mcpInstall.endpoint', message: 'Endpoint'},
} as const;
