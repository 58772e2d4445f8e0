/**
 * What the build writes for agents besides the twins: the product skill in every locale (agentskills.io
 * front matter; every operation, `METHOD /path`, error code and header it names exists in the
 * contract; every limit it states is the contract's), its index with each file's sha256 digest,
 * the API catalog, and each home page's WebSite and Organization JSON-LD.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {defaultLocale, localeConfigs, locales} from '../../config/i18n';
import {platformUrls, portalUrl} from '../../config/platform';
import {facts, formatFact, type Locale} from '../../src/data/facts';
import {errorCodes, operationsOf} from '../../src/plugins/agent-discovery/contract';
import {buildApiModel} from '../../packages/api-model/model';

type Json = Record<string, unknown>;
import {skillFrontMatter, skillMentions} from '../../src/plugins/agent-discovery/skill';
import {apiCatalogProblems, skillsIndexProblems} from '../support/agent-readiness';
import {buildDir, loadHtml, repoRoot, requireBuild} from '../support/build';

requireBuild();
const contract = parse(readFileSync(join(repoRoot, 'openapi', 'mnemora.bundled.yaml'), 'utf8')) as Json;
const prefix = (locale: string): string => (locale === defaultLocale ? '' : `/${locale}`);
const read = (sitePath: string): string | undefined => {
  const file = join(buildDir, sitePath);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/** Everything a skill names that the contract must have; one message per name it does not. */
export function skillContractProblems(file: string, text: string, contractDoc: Json): string[] {
  const model = buildApiModel(contractDoc);
  const ops = operationsOf(model);
  const codes = new Set(errorCodes(model).map((c) => c.code));
  const headerNames = new Set<string>([
    'Authorization',
    'Content-Type',
    'Retry-After',
    'ETag',
    'Idempotency-Key',
    'If-Match',
    'Last-Event-ID',
  ]);
  for (const name of Object.keys(((contractDoc.components as Json).headers ?? {}) as Json)) headerNames.add(name);
  const fieldNames = new Set(
    ops.flatMap((o) => [...o.bodyFields.map((f) => f.name), ...o.parameters.map((p) => p.name)]),
  );
  const mentions = skillMentions(text);
  const problems: string[] = [];
  for (const id of mentions.operationIds)
    if (!ops.some((o) => o.operationId === id)) problems.push(`${file}: operation ${id} is not in the contract`);
  for (const sig of mentions.signatures)
    if (!ops.some((o) => `${o.method} ${o.path}` === sig)) problems.push(`${file}: ${sig} is not in the contract`);
  for (const code of mentions.errorCodes)
    if (
      !codes.has(code) &&
      !fieldNames.has(code) &&
      !(facts.keyPrefixes as readonly string[]).some((p) => p.startsWith(code))
    )
      problems.push(`${file}: \`${code}\` is neither an error code nor a field of the contract`);
  for (const h of mentions.headers)
    if (!headerNames.has(h)) problems.push(`${file}: header ${h} is not in the contract`);
  return problems;
}

for (const locale of locales) {
  test(`${locale}: skill.md has the agentskills.io front matter and names only what the contract has, with its limits`, () => {
    const path = `${prefix(locale)}/skill.md`;
    const text = read(path);
    assert.ok(text, `build${path} is missing`);
    const front = skillFrontMatter(text);
    for (const key of ['name', 'description', 'license', 'compatibility'])
      assert.ok(front[key], `${path}: front matter without ${key}`);
    assert.equal(front.license, ((contract.info as Json).license as Json).identifier);
    assert.ok((front.description ?? '').length <= 1024, `${path}: description over 1024 characters`);
    assert.deepEqual(skillContractProblems(path, text, contract), []);
    for (const heading of [/^## .+/m, /^### .+/m]) assert.match(text, heading);
    // Every limit the API enforces, in the locale's number format.
    for (const name of [
      'contentMaxLength',
      'batchMaxItems',
      'queryMaxLength',
      'searchLimitMax',
      'listLimitMax',
      'bulkDeleteMaxIds',
    ] as const) {
      assert.ok(
        text.includes(`\`${formatFact(facts[name], locale as Locale)}\``),
        `${path} does not state ${name} (${formatFact(facts[name], locale as Locale)})`,
      );
    }
    for (const code of errorCodes(buildApiModel(contract)).filter((c) => c.status === 429 || c.status === 409))
      assert.ok(text.includes(`\`${code.code}\``), `${path}: no word on ${code.code}`);
  });
}

test('planted fault: a skill naming an operation, a path, a code or a header the contract lacks is refused', () => {
  const text = 'Use `POST /memorys` (`createMemorie`), handle `rate_limitted` and send `X-Api-Version`.';
  const problems = skillContractProblems('skill.md', text, contract);
  for (const name of ['createMemorie', 'POST /memorys', 'rate_limitted', 'X-Api-Version'])
    assert.ok(
      problems.some((p) => p.includes(name)),
      `${name} not named: ${problems.join(' | ')}`,
    );
});

test("the agent-skills index lists every locale's skill with the sha256 digest of the built file", () => {
  const index = read('/.well-known/agent-skills/index.json');
  assert.ok(index, 'build/.well-known/agent-skills/index.json is missing');
  assert.deepEqual(
    skillsIndexProblems(
      index,
      read,
      locales.map((l) => `${prefix(l)}/skill.md`),
    ),
    [],
  );
});

test('/.well-known/api-catalog links the contract in YAML and JSON for every locale, the docs and the status page, all in the build', () => {
  const text = read('/.well-known/api-catalog');
  assert.ok(text, 'build/.well-known/api-catalog is missing');
  const resolves = (href: string): boolean => {
    if (!href.startsWith(portalUrl)) return false;
    const path = new URL(href).pathname;
    return existsSync(join(buildDir, path.endsWith('/') ? `${path}index.html` : path));
  };
  assert.deepEqual(apiCatalogProblems(text, 'application/linkset+json', resolves, platformUrls.status), []);
  const hrefs = JSON.stringify(JSON.parse(text));
  for (const locale of locales)
    for (const file of ['openapi.yaml', 'openapi.json'])
      assert.ok(hrefs.includes(`${portalUrl}${prefix(locale)}/${file}`), `${locale}: ${file} not in the catalog`);
});

for (const locale of locales) {
  test(`${locale}: the home page describes the site (WebSite, in its language) and its publisher (Organization), and links its Markdown twin`, () => {
    const $ = loadHtml(locale === defaultLocale ? 'index.html' : `${locale}/index.html`);
    const nodes = $('script[type="application/ld+json"]')
      .toArray()
      .flatMap((el) => ((JSON.parse($(el).text()) as {'@graph'?: Json[]})['@graph'] ?? []) as Json[]);
    const site = nodes.find((n) => n['@type'] === 'WebSite');
    const org = nodes.find((n) => n['@type'] === 'Organization');
    assert.ok(site && org, `${locale}: WebSite ${Boolean(site)}, Organization ${Boolean(org)}`);
    assert.equal(site.url, $('head link[rel="canonical"]').attr('href')?.replace(/\/?$/, '/'));
    assert.equal(site.inLanguage, localeConfigs[locale].htmlLang);
    assert.equal(site.description, $('head meta[name="description"]').attr('content'));
    assert.equal(site.name, $('meta[property="og:site_name"]').attr('content') ?? site.name);
    assert.deepEqual(site.publisher, {'@id': org['@id']});
    assert.equal(org.url, `${portalUrl}/`);
    assert.ok(existsSync(join(buildDir, new URL(String((org.logo as Json).url)).pathname)), 'the logo is in the build');
    const twin = $('head link[rel="alternate"][type="text/markdown"]').attr('href');
    assert.equal(twin, `${portalUrl}${prefix(locale)}/index.md`);
    assert.ok(existsSync(join(buildDir, `${prefix(locale)}/index.md`)));
  });
}
