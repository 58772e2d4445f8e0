/**
 * The product skill and the API catalog (src/plugins/agent-discovery) from the contract: the skill
 * follows the contract it is given, refuses to describe what it has no words for (a new tag, a
 * new 429 or 409 code) instead of leaving it out, and the index's digests are the files' own. Its
 * prose is code.json messages (`skill.*`): a locale's skill says what its code.json says, and a
 * missing message fails naming its id and the file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {renderApiCatalog} from '../../src/plugins/agent-discovery/catalog';
import {buildApiModel} from '../../packages/api-model/model';

type Json = Record<string, unknown>;
import {renderSkillsIndex, renderSkills} from '../../src/plugins/agent-discovery/index';
import {renderSkill, sha256, skillFrontMatter} from '../../src/plugins/agent-discovery/skill';
import {skillStringsFor, tagMessageId} from '../../src/plugins/agent-discovery/skill-strings';
import {assertMissingMessageThrows, withCodeJson} from '../support/code-json-site';

const root = join(import.meta.dirname, '..', '..');
const contractText = readFileSync(join(root, 'openapi', 'mnemora.bundled.yaml'), 'utf8');
const fresh = (): Json => parse(contractText) as Json;
const urls = {
  contract: 'https://d/openapi.yaml',
  llmsTxt: 'https://d/llms.txt',
  mcp: 'https://d/mcp',
  errorCodes: 'https://d/api/error-codes.md',
};

test("every locale's skill is listed in the index with the sha256 of its text", () => {
  const skills = renderSkills(root, 'https://docs.mnemora.dev', 'en');
  assert.deepEqual(
    skills.map((s) => s.path),
    ['/skill.md', '/es/skill.md', '/fr/skill.md', '/de/skill.md'],
  );
  const index = JSON.parse(renderSkillsIndex(skills)) as {skills: Array<{url: string; digest: string; name: string}>};
  for (const s of skills) {
    assert.equal(index.skills.find((e) => e.url === s.path)?.digest, `sha256:${sha256(s.text)}`);
    assert.equal(skillFrontMatter(s.text).name, s.name);
  }
});

test('the skill follows the contract: a changed limit or server is what the skill says', () => {
  const contract = fresh();
  (contract.servers as Array<{url: string}>)[0]!.url = 'https://api.example/v9';
  const text = renderSkill({model: buildApiModel(contract), locale: 'fr', defaultLocale: 'en', urls, curlSamples: {}});
  assert.match(text, /`https:\/\/api\.example\/v9`/);
  assert.doesNotMatch(text, /```bash/, 'no sample without the checked ones');
});

test('planted: a contract tag, 429 code or 409 code the skill has no words for fails the build, naming it', () => {
  const withTag = fresh();
  ((withTag.paths as Json)['/health'] as {get: {tags: string[]}}).get.tags = ['Diagnostics'];
  assert.throws(
    () => renderSkill({model: buildApiModel(withTag), locale: 'de', defaultLocale: 'en', urls, curlSamples: {}}),
    /de has no sentence for the contract's tag "Diagnostics" \(add the message skill\.tag\.diagnostics to src\/plugins\/agent-discovery\/skill-strings\.ts/,
  );
  for (const [status, code] of [
    [429, 'slow_down'],
    [409, 'already_exists'],
  ] as const) {
    const contract = fresh();
    const errorCode = ((contract.components as Json).schemas as Json).ErrorCode as Json;
    (errorCode['x-mnemora-error-codes'] as Json)[code] = {
      status,
      meaning: 'A planted code.',
      action: 'Nothing.',
      retryable: false,
      sdk_retry: 'never',
    };
    (errorCode.enum as string[]).push(code);
    assert.throws(
      () => renderSkill({model: buildApiModel(contract), locale: 'es', defaultLocale: 'en', urls, curlSamples: {}}),
      new RegExp(
        `es says nothing about the contract's ${status} code "${code}" \\(add the message skill\\.errors\\.code\\.${code} `,
      ),
    );
  }
});

test("a locale's skill is its code.json's words: the es headings, and a changed translation is what the skill says", () => {
  const es = renderSkill({model: buildApiModel(fresh()), locale: 'es', defaultLocale: 'en', urls, curlSamples: {}});
  for (const heading of ['## Capacidades', '## Habilidades', '### Guardar memorias', '## Flujos de trabajo'])
    assert.ok(es.split('\n').includes(heading), `es skill has "${heading}"`);
  assert.match(es, /^- Límites:$/m);
  assert.equal(skillStringsFor('en').capabilitiesHeading, 'Capabilities');
  withCodeJson(
    'es',
    (m) => {
      m['skill.capabilities.heading']!.message = 'Qué puede hacer';
      m['skill.store.limit.batch']!.message = 'Lote: {batch} memorias como mucho.';
    },
    (siteDir) => {
      const text = renderSkill({
        model: buildApiModel(fresh()),
        locale: 'es',
        defaultLocale: 'en',
        urls,
        curlSamples: {},
        siteDir,
      });
      assert.match(text, /^## Qué puede hacer$/m);
      assert.match(text, /^ {2}- Lote: `\d+` memorias como mucho\.$/m, 'a limit keeps its formatted value');
    },
  );
});

test('planted: a missing skill message, or a placeholder the skill does not fill, fails naming the id and the file', () => {
  assertMissingMessageThrows(
    'es',
    'skill.capabilities.heading',
    (siteDir) =>
      renderSkill({model: buildApiModel(fresh()), locale: 'es', defaultLocale: 'en', urls, curlSamples: {}, siteDir}),
    /\[mnemora-agent-discovery\] no message "skill\.capabilities\.heading" for locale "es" in .*i18n[\\/]es[\\/]code\.json/,
  );
  // A tag's sentence is looked up by the contract's tag, so it fails only when the skill is rendered.
  assertMissingMessageThrows(
    'fr',
    tagMessageId('API keys'),
    (siteDir) =>
      renderSkill({model: buildApiModel(fresh()), locale: 'fr', defaultLocale: 'en', urls, curlSamples: {}, siteDir}),
    /no message "skill\.tag\.apiKeys" for locale "fr" in .*i18n[\\/]fr[\\/]code\.json/,
  );
  withCodeJson(
    'de',
    (m) => (m['skill.more.link.mcp']!.message = 'MCP: {server}.'),
    (siteDir) =>
      assert.throws(
        () =>
          renderSkill({
            model: buildApiModel(fresh()),
            locale: 'de',
            defaultLocale: 'en',
            urls,
            curlSamples: {},
            siteDir,
          }),
        /message "skill\.more\.link\.mcp" of locale "de" in .*i18n[\\/]de[\\/]code\.json has the placeholder \{server\}, which is given no value/,
      ),
  );
  assert.throws(
    () => skillStringsFor('it'),
    /\[mnemora-agent-discovery\] no UI messages for locale "it": the site's locales are en, es, fr, de/,
  );
});

test('the API catalog is an RFC 9727 linkset anchored at the API', () => {
  const catalog = JSON.parse(
    renderApiCatalog({
      api: 'https://api.example/v1',
      contracts: [{yaml: 'https://d/openapi.yaml', json: 'https://d/openapi.json'}],
      docs: [{href: 'https://d/', hreflang: 'en-US'}],
      status: 'https://status.example',
    }),
  ) as {linkset: Array<Record<string, unknown>>};
  assert.equal(catalog.linkset.length, 1);
  const entry = catalog.linkset[0]!;
  assert.equal(entry.anchor, 'https://api.example/v1');
  assert.deepEqual(entry['service-desc'], [
    {href: 'https://d/openapi.yaml', type: 'application/yaml'},
    {href: 'https://d/openapi.json', type: 'application/json'},
  ]);
  assert.deepEqual(entry.status, [{href: 'https://status.example', type: 'text/html'}]);
});
