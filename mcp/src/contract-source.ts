/**
 * Where the docs server reads the API contract and the checked code samples: the only module that
 * knows. Everything else asks `contractFileOf(buildDir, locale)`, `parseContract` and `samplesFor`.
 *
 * The contract of a locale is the one the site publishes for it (`/openapi.yaml`,
 * `/es/openapi.yaml`, …, written by src/plugins/openapi-static): the English contract with the
 * locale's translated overlay applied (scripts/lib/localized-contract.ts), so operation and
 * error-code descriptions come in the locale's words.
 *
 * The samples are the ones the site's endpoint pages show: scripts/lib/api-reference.ts renders
 * them from that contract while the site builds, and `npm test` checks every one of them (cURL
 * against a mock of the contract, TypeScript against the SDK declaration, Python with pyright)
 * through the same renderer. Rendering them here with it hands out exactly the checked text.
 */
import {join} from 'node:path';
import YAML from 'yaml';
import {GROUPS, renderGroup} from '../../scripts/lib/api-reference';

/** The bundled OpenAPI document as parsed JSON. */
export type Contract = Record<string, unknown>;

export interface OperationSamples {
  readonly curl?: string;
  readonly typescript?: string;
  readonly python?: string;
}

/** Samples by "METHOD /path" (`POST /memories`). */
export type SamplesByOperation = Record<string, OperationSamples>;

/** Where the build publishes a locale's contract: `build/openapi.yaml`, `build/es/openapi.yaml`. */
export const contractFileOf = (buildDir: string, locale: string): string =>
  locale === 'en' ? join(buildDir, 'openapi.yaml') : join(buildDir, locale, 'openapi.yaml');

/** A locale's published contract (the text of `contractFileOf`), parsed; `file` names it in the error when it is not YAML. */
export function parseContract(text: string, file: string): Contract {
  try {
    return YAML.parse(text) as Contract;
  } catch (error) {
    throw new Error(`${file}: not a readable contract (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
}

const tabLanguages: Record<string, keyof OperationSamples> = {curl: 'curl', typescript: 'typescript', python: 'python'};

/**
 * Parses the reference as the renderer writes it: each `### Title` section's operation
 * (`<ApiOperation method={"post"} path={"/memories"} …>`) and its samples' tabs.
 */
function parseSamples(mdx: string, where: string): SamplesByOperation {
  const out: SamplesByOperation = {};
  for (const section of mdx.split(/^### /m).slice(1)) {
    const signature = section.match(/<ApiOperation method=\{"([a-z]+)"\} path=\{"([^"]+)"\}/);
    if (!signature)
      throw new Error(
        `${where}: an operation section without its <ApiOperation method path>: ### ${section.split('\n')[0]}`,
      );
    const samples: {-readonly [K in keyof OperationSamples]: OperationSamples[K]} = {};
    for (const tab of section.matchAll(/<ApiTabItem value="([a-z]+)"[^>]*>\s*```[^\n]*\n([\s\S]*?)^```/gm)) {
      const key = tabLanguages[tab[1] ?? ''];
      if (key) samples[key] = (tab[2] ?? '').replace(/\n$/, '');
    }
    out[`${signature[1]!.toUpperCase()} ${signature[2]}`] = samples;
  }
  return out;
}

/** The checked samples of every operation, rendered from the locale's contract. */
export function samplesFor(contract: Contract, locale: string): SamplesByOperation {
  const out: SamplesByOperation = {};
  for (const group of GROUPS as readonly string[]) {
    Object.assign(
      out,
      parseSamples(String(renderGroup(contract, group)), `the ${locale} reference's ${group} operations`),
    );
  }
  return out;
}
