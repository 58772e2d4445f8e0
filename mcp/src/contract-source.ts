/**
 * Where the docs server reads the API contract and the checked code samples: the only module that
 * knows. Everything else asks `contractFor(locale)` and `samplesFor(locale)`.
 *
 * For now every locale gets the English contract (`openapi/mnemora.bundled.yaml`), so operation
 * and error-code descriptions are English in every locale. When the reference is rendered at build
 * time from a locale's contract (the English contract with that locale's translated overlay), point
 * `contractFor` at the function that returns it, and the tools answer in the locale's words.
 *
 * The samples are the ones the site's endpoint pages show: `scripts/generate-api-reference.mjs`
 * renders them from the contract into each locale's `api/endpoints/_generated/*.mdx` partials, and
 * `npm test` checks every one of them (cURL against a mock of the contract, TypeScript against the
 * SDK declaration, Python with pyright). Reading them back from the partials means the server
 * hands out exactly the checked text.
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import YAML from 'yaml';

/** The bundled OpenAPI document as parsed JSON. */
export type Contract = Record<string, unknown>;

export interface OperationSamples {
  readonly curl?: string;
  readonly typescript?: string;
  readonly python?: string;
}

/** Samples by "METHOD /path" (`POST /memories`). */
export type SamplesByOperation = Record<string, OperationSamples>;

const docsRoot = (repoRoot: string, locale: string): string =>
  locale === 'en' ? join(repoRoot, 'docs') : join(repoRoot, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

const parsed = new Map<string, Contract>();

/** The locale's contract. English for every locale until translated overlays exist (see above). */
export function contractFor(repoRoot: string, _locale: string): Contract {
  const file = join(repoRoot, 'openapi', 'mnemora.bundled.yaml');
  // Parsing the YAML takes a good part of the server's start-up: once for all locales that share it.
  let contract = parsed.get(file);
  if (!contract) {
    contract = YAML.parse(readFileSync(file, 'utf8')) as Contract;
    parsed.set(file, contract);
  }
  return contract;
}

const tabLanguages: Record<string, keyof OperationSamples> = {curl: 'curl', typescript: 'typescript', python: 'python'};

/** Parses one generated partial: each `### Title` section's `METHOD /path` and its tab samples. */
export function parseSamples(mdx: string, where: string): SamplesByOperation {
  const out: SamplesByOperation = {};
  for (const section of mdx.split(/^### /m).slice(1)) {
    const signature = section.match(/^`([A-Z]+) (\/[^`]*)`$/m);
    if (!signature) throw new Error(`${where}: an operation section without its \`METHOD /path\` line: ### ${section.split('\n')[0]}`);
    const samples: {-readonly [K in keyof OperationSamples]: OperationSamples[K]} = {};
    for (const tab of section.matchAll(/<TabItem value="([a-z]+)"[^>]*>\s*```[^\n]*\n([\s\S]*?)^```/gm)) {
      const key = tabLanguages[tab[1] ?? ''];
      if (key) samples[key] = (tab[2] ?? '').replace(/\n$/, '');
    }
    out[`${signature[1]} ${signature[2]}`] = samples;
  }
  return out;
}

/** The checked samples of every operation, from the locale's generated reference partials. */
export function samplesFor(repoRoot: string, locale: string): SamplesByOperation {
  let dir = join(docsRoot(repoRoot, locale), 'api', 'endpoints', '_generated');
  if (!existsSync(dir)) dir = join(docsRoot(repoRoot, 'en'), 'api', 'endpoints', '_generated');
  const out: SamplesByOperation = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.mdx')).sort()) {
    Object.assign(out, parseSamples(readFileSync(join(dir, name), 'utf8'), join(dir, name)));
  }
  return out;
}
