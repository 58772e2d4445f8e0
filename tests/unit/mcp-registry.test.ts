/**
 * What the MCP registry and the editors' install links say about the docs MCP server agrees with
 * the repository: server.json's name is package.json's `mcpName`, its version the package's, its
 * remote the Streamable HTTP endpoint at the portal's address (config/platform.ts), its
 * description within the registry's 100 characters; the Cursor and VS Code links decode to that
 * endpoint.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {portalUrl} from '../../config/platform';
import {cursorInstallUrl, docsMcpName, docsMcpUrl, installLabels, vscodeInstallUrl} from '../../src/lib/mcp-install';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  mcpName?: string;
};
const server = JSON.parse(readFileSync(join(root, 'server.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  websiteUrl: string;
  remotes: Array<{type: string; url: string}>;
};

test("server.json names the package's mcpName and version, and the endpoint the site serves", () => {
  assert.equal(server.name, pkg.mcpName);
  assert.match(server.name, /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/, 'registry names are namespace/name');
  assert.equal(server.version, pkg.version);
  assert.ok(server.description.length <= 100, `description has ${server.description.length} characters`);
  assert.equal(server.websiteUrl, portalUrl);
  assert.deepEqual(server.remotes, [{type: 'streamable-http', url: `${portalUrl}/mcp`}]);
  assert.equal(docsMcpUrl, `${portalUrl}/mcp`);
});

test('the Cursor link carries the endpoint as base64 JSON, the VS Code link as URL-encoded JSON', () => {
  const cursor = new URL(cursorInstallUrl());
  assert.equal(
    `${cursor.protocol}//${cursor.host}${cursor.pathname}`,
    'cursor://anysphere.cursor-deeplink/mcp/install',
  );
  assert.equal(cursor.searchParams.get('name'), docsMcpName);
  assert.deepEqual(JSON.parse(Buffer.from(cursor.searchParams.get('config') ?? '', 'base64').toString('utf8')), {
    url: docsMcpUrl,
  });
  const vscode = vscodeInstallUrl();
  assert.ok(vscode.startsWith('vscode:mcp/install?'));
  assert.deepEqual(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length))), {
    name: docsMcpName,
    type: 'http',
    url: docsMcpUrl,
  });
});

test("the installation links' labels: the page's literal ids and messages are the ones its Markdown twin uses", () => {
  const component = readFileSync(join(root, 'src/components/McpInstallLinks/index.tsx'), 'utf8');
  const onPage = [...component.matchAll(/translate\(\{\s*id: '([^']+)',\s*message: '([^']+)'/g)].map((m) => ({
    id: m[1],
    message: m[2],
  }));
  assert.deepEqual(
    onPage.sort((a, b) => a.id!.localeCompare(b.id!)),
    Object.values(installLabels)
      .map(({id, message}) => ({id, message}))
      .sort((a, b) => a.id.localeCompare(b.id)),
  );
});
