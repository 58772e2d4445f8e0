/**
 * The MCP integration page in every locale: each client's configuration block, for the remote
 * Mnemora MCP interface and for the local docs server, uses the keys that client reads (as last checked against the clients' documentation, on the date the page states), and no
 * block offers a made-up "generic" format that no client reads.
 * Run: node --import tsx --test tests/content/mcp-clients.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {locales} from '../../config/i18n';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LOCALES = locales;
const pageOf = (locale: string) =>
  path.join(
    locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`,
    'api/mcp-integration.md',
  );

/** The parts of a client's configuration file these rules read. */
interface ServerEntry {
  type?: string;
  command?: string;
  args?: string[];
  url?: string;
  serverUrl?: string;
  headers?: Record<string, string>;
}
interface ClientConfig {
  mcpServers?: Record<string, ServerEntry>;
  servers?: Record<string, ServerEntry>;
}
type Rule = (config: ClientConfig | undefined) => string | undefined;
// What each client reads, per the client's documentation as last checked (the date on the page).
const CLIENTS: Record<string, Rule> = {
  'claude-desktop': (c) =>
    c?.mcpServers?.mnemora?.command && !c.mcpServers.mnemora.url && !c.mcpServers.mnemora.serverUrl
      ? undefined
      : 'Claude Desktop starts local servers only: mcpServers.<name>.command',
  cursor: (c) =>
    c?.mcpServers?.mnemora?.url && c.mcpServers.mnemora.headers
      ? undefined
      : 'Cursor reads mcpServers.<name>.url and headers',
  'vs-code': (c) =>
    c?.servers?.mnemora?.type === 'http' && c.servers.mnemora.url && !c.mcpServers
      ? undefined
      : 'VS Code reads servers.<name> with "type": "http" and url',
  windsurf: (c) =>
    c?.mcpServers?.mnemora?.serverUrl && !c.mcpServers.mnemora.url && c.mcpServers.mnemora.headers
      ? undefined
      : 'Windsurf reads mcpServers.<name>.serverUrl (not url) and headers',
};

/**
 * The docs MCP server ("Give your coding agent these docs"): a local stdio server named
 * `mnemora-docs`, started by `npx -y file:<tarball>` (npx runs a tarball given as a `file:` spec;
 * a bare path is run as a command), in each client's format for local servers.
 */
const docsServer = 'mnemora-docs';
const stdioProblem = (entry: ServerEntry | undefined): string | undefined => {
  if (!entry) return `no ${docsServer} server`;
  if (entry.url || entry.serverUrl || entry.headers) return 'a local server has no url, serverUrl or headers';
  if (entry.command !== 'npx' || entry.args?.[0] !== '-y' || !/^file:\/\S+\.tgz$/.test(entry.args?.[1] ?? ''))
    return 'command "npx" with args ["-y", "file:/…/….tgz"]';
  return undefined;
};
const DOCS_CLIENTS: Record<string, Rule> = {
  'docs-claude-desktop': (c) => stdioProblem(c?.mcpServers?.[docsServer]),
  'docs-cursor': (c) => stdioProblem(c?.mcpServers?.[docsServer]),
  'docs-vs-code': (c) =>
    c?.mcpServers
      ? 'VS Code reads servers, not mcpServers'
      : c?.servers?.[docsServer]?.type !== 'stdio'
        ? 'VS Code needs "type": "stdio" for a local server'
        : stdioProblem(c.servers[docsServer]),
  'docs-windsurf': (c) => stdioProblem(c?.mcpServers?.[docsServer]),
};

/** Problems of one page: a missing client section, a block in the wrong format, an undated check. */
export function mcpPageProblems(text: string, today = new Date()): string[] {
  const problems: string[] = [];
  const sections = new Map<string, string>();
  const parts = text.split(/^### /m);
  for (const part of parts.slice(1)) {
    const id = part.match(/\{#([a-z0-9-]+)\}/)?.[1];
    if (id) sections.set(id, part);
  }
  for (const [id, rule] of [...Object.entries(CLIENTS), ...Object.entries(DOCS_CLIENTS)]) {
    const section = sections.get(id);
    if (!section) {
      problems.push(`no section {#${id}}`);
      continue;
    }
    const block = section.match(/^```json[^\n]*\n([\s\S]*?)^```/m)?.[1];
    if (!block) {
      problems.push(`{#${id}}: no JSON configuration block`);
      continue;
    }
    // Read as the client would: whatever the block holds, each rule looks only at what it needs.
    let config: ClientConfig | undefined;
    try {
      config = JSON.parse(block) as ClientConfig;
    } catch (err) {
      problems.push(`{#${id}}: invalid JSON (${(err as Error).message})`);
      continue;
    }
    const problem = rule(config);
    if (problem) problems.push(`{#${id}}: ${problem}`);
  }
  for (const m of text.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)) {
    if (/"transport"\s*:/.test(m[1]!))
      problems.push(
        `line ${text.slice(0, m.index).split('\n').length}: a configuration with a "transport" key, which none of the documented clients reads`,
      );
  }
  // Claude Code registers the docs server with its CLI; every block names the same tarball.
  const claudeCode = (sections.get('docs-claude-code') ?? '').match(
    /^claude mcp add --transport stdio mnemora-docs -- npx -y (file:\/\S+\.tgz)$/m,
  );
  if (!claudeCode)
    problems.push('{#docs-claude-code}: no "claude mcp add --transport stdio mnemora-docs -- npx -y file:/….tgz" line');
  const tarballs = new Set([...text.matchAll(/"(file:\/[^"]+\.tgz)"/g)].map((m) => m[1]).concat(claudeCode?.[1] ?? []));
  if (tarballs.size > 1) problems.push(`the docs server's blocks name different tarballs: ${[...tarballs].join(', ')}`);
  // The date stands in the paragraph above the formats table (later dates in the section, such as
  // a protocol version, are not check dates).
  const generic = (sections.get('generic-client') ?? '').split('\n|')[0]!;
  const checked = generic.match(/\b(20\d\d-\d\d-\d\d)\b/)?.[1];
  if (!checked) problems.push('{#generic-client}: no date saying when the client formats were checked');
  else if (Number.isNaN(Date.parse(checked)) || Date.parse(checked) > today.getTime())
    problems.push(`{#generic-client}: check date ${checked} is not a past date`);
  return problems;
}

describe('MCP client configurations', () => {
  for (const locale of LOCALES) {
    test(`${pageOf(locale)}: every client block uses that client's keys`, () => {
      assert.deepEqual(mcpPageProblems(readFileSync(path.join(repoRoot, pageOf(locale)), 'utf8')), []);
    });
  }
  test('planted: docs-server blocks with a remote key, VS Code without "type": "stdio", a bare tarball path and another tarball fail', () => {
    const en = readFileSync(path.join(repoRoot, pageOf('en')), 'utf8');
    const vsCode = en.indexOf('{#docs-vs-code}');
    const planted = (en.slice(0, vsCode) + en.slice(vsCode).replace('"type": "stdio",', '"type": "http",'))
      .replace(/(\{#docs-cursor\}[\s\S]*?)"command": "npx",/, '$1"url": "http://127.0.0.1:1", "command": "npx",')
      .replace(
        /(\{#docs-windsurf\}[\s\S]*?)"file:\/opt\/mnemora\/mnemora-docs-mcp\.tgz"/,
        '$1"/opt/mnemora/mnemora-docs-mcp.tgz"',
      )
      .replace(/(\{#docs-claude-desktop\}[\s\S]*?)file:\/opt\/mnemora\/mnemora-docs-mcp\.tgz/, '$1file:/tmp/other.tgz');
    const problems = mcpPageProblems(planted);
    for (const expected of [
      /docs-vs-code.*"type": "stdio"/,
      /docs-cursor.*no url/,
      /docs-windsurf.*file:/,
      /different tarballs/,
    ]) {
      assert.ok(
        problems.some((p) => expected.test(p)),
        `${expected}: ${problems.join('\n')}`,
      );
    }
    assert.ok(
      mcpPageProblems(en.replace('claude mcp add --transport stdio mnemora-docs', 'claude mcp add mnemora-docs')).some(
        (p) => /docs-claude-code/.test(p),
      ),
    );
  });
  test('planted: a Windsurf block with url, a generic "transport" block and a missing date fail', () => {
    const en = readFileSync(path.join(repoRoot, pageOf('en')), 'utf8')
      .replace('"serverUrl": "https://mcp.mnemora.dev/mcp"', '"url": "https://mcp.mnemora.dev/mcp"')
      .replace(/ on \d{4}-\d\d-\d\d;/, ';')
      .concat(
        '\n```json schema="none"\n{"name": "mnemora", "transport": "streamable-http", "url": "https://mcp.mnemora.dev/mcp"}\n```\n',
      );
    const problems = mcpPageProblems(en);
    assert.ok(
      problems.some((p) => /windsurf.*serverUrl/.test(p)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => /"transport" key/.test(p)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => /no date/.test(p)),
      problems.join('\n'),
    );
  });
});
