/**
 * The MCP integration page in every locale: each client's configuration block uses the keys that
 * client reads (as last checked against the clients' documentation, on the date the page states), and no
 * block offers a made-up "generic" format that no client reads.
 * Run: node --import tsx --test tests/content/mcp-clients.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LOCALES = ['en', 'es', 'fr', 'de'];
const pageOf = (locale: string) => path.join(locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`, 'api/mcp-integration.md');

/* eslint-disable @typescript-eslint/no-explicit-any */
type Rule = (config: any) => string | undefined;
// What each client reads, per the client's documentation as last checked (the date on the page).
const CLIENTS: Record<string, Rule> = {
  'claude-desktop': (c) => (c?.mcpServers?.mnemora?.command && !c.mcpServers.mnemora.url && !c.mcpServers.mnemora.serverUrl ? undefined : 'Claude Desktop starts local servers only: mcpServers.<name>.command'),
  cursor: (c) => (c?.mcpServers?.mnemora?.url && c.mcpServers.mnemora.headers ? undefined : 'Cursor reads mcpServers.<name>.url and headers'),
  'vs-code': (c) => (c?.servers?.mnemora?.type === 'http' && c.servers.mnemora.url && !c.mcpServers ? undefined : 'VS Code reads servers.<name> with "type": "http" and url'),
  windsurf: (c) => (c?.mcpServers?.mnemora?.serverUrl && !c.mcpServers.mnemora.url && c.mcpServers.mnemora.headers ? undefined : 'Windsurf reads mcpServers.<name>.serverUrl (not url) and headers'),
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
  for (const [id, rule] of Object.entries(CLIENTS)) {
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
    let config: unknown;
    try {
      config = JSON.parse(block);
    } catch (err) {
      problems.push(`{#${id}}: invalid JSON (${(err as Error).message})`);
      continue;
    }
    const problem = rule(config);
    if (problem) problems.push(`{#${id}}: ${problem}`);
  }
  for (const m of text.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)) {
    if (/"transport"\s*:/.test(m[1]!)) problems.push(`line ${text.slice(0, m.index).split('\n').length}: a configuration with a "transport" key, which none of the documented clients reads`);
  }
  // The date stands in the paragraph above the formats table (later dates in the section, such as
  // a protocol version, are not check dates).
  const generic = (sections.get('generic-client') ?? '').split('\n|')[0]!;
  const checked = generic.match(/\b(20\d\d-\d\d-\d\d)\b/)?.[1];
  if (!checked) problems.push('{#generic-client}: no date saying when the client formats were checked');
  else if (Number.isNaN(Date.parse(checked)) || Date.parse(checked) > today.getTime()) problems.push(`{#generic-client}: check date ${checked} is not a past date`);
  return problems;
}

describe('MCP client configurations', () => {
  for (const locale of LOCALES) {
    test(`${pageOf(locale)}: every client block uses that client's keys`, () => {
      assert.deepEqual(mcpPageProblems(readFileSync(path.join(repoRoot, pageOf(locale)), 'utf8')), []);
    });
  }
  test('planted: a Windsurf block with url, a generic "transport" block and a missing date fail', () => {
    const en = readFileSync(path.join(repoRoot, pageOf('en')), 'utf8')
      .replace('"serverUrl": "https://mcp.mnemora.dev/mcp"', '"url": "https://mcp.mnemora.dev/mcp"')
      .replace(/ on \d{4}-\d\d-\d\d;/, ';')
      .concat('\n```json schema="none"\n{"name": "mnemora", "transport": "streamable-http", "url": "https://mcp.mnemora.dev/mcp"}\n```\n');
    const problems = mcpPageProblems(en);
    assert.ok(problems.some((p) => /windsurf.*serverUrl/.test(p)), problems.join('\n'));
    assert.ok(problems.some((p) => /"transport" key/.test(p)), problems.join('\n'));
    assert.ok(problems.some((p) => /no date/.test(p)), problems.join('\n'));
  });
});
