/**
 * Publishes the API contract with the built site: `/openapi.yaml` and `/openapi.json`, both from
 * the committed bundle `openapi/mnemora.bundled.yaml` (kept fresh by `scripts/bundle-openapi.ts`
 * and tests/content/api-contract.test.ts). Files are written after the build of every
 * locale (`/openapi.yaml`, `/es/openapi.yaml`, …) because pages link to the contract with their
 * locale's base URL; each other locale publishes the contract with its overlay applied
 * (`openapi/mnemora.<locale>.overlay.yaml`, packages/api-model/localized.ts), so generated
 * clients and agents get descriptions in that language. `docusaurus start` does not serve them.
 *
 * Beside them, the locale's API model as a file, `.api-model.json` (packages/api-model/serialize.ts):
 * the same localized model the pages are rendered from (`apiModel`), with each operation's schemas
 * dereferenced, for the docs MCP server, which reads it instead of parsing the contract and
 * building the model again. Hidden (a leading dot): it is not part of the site, the servers never
 * send it (deploy/site-paths.ts, deploy/nginx/routes.conf.template) and it is not precompressed.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse, stringify} from 'yaml';
import {apiModel} from '../../../packages/api-model/load';
import {localizedContract} from '../../../packages/api-model/localized';
import {MODEL_FILE_NAME, serializeModel} from '../../../packages/api-model/serialize';
import {assertBundleCurrent} from '../../lib/contract-bundle';

interface OpenApiStaticOptions {
  /** The bundled contract, relative to the site directory. */
  bundle?: string;
  /** Output file names, relative to the build directory. */
  yamlFile?: string;
  jsonFile?: string;
}

/** The published YAML (the bundle without its "generated" banner) and its JSON twin. */
export function renderPublishedContract(bundleText: string): {yaml: string; json: string} {
  const yaml = bundleText.replace(/^(#[^\n]*\n)+/, '');
  const doc: unknown = parse(yaml);
  if (!doc || typeof doc !== 'object' || !('openapi' in doc)) {
    throw new Error('openapi-static: the bundle is not an OpenAPI document');
  }
  return {yaml, json: `${JSON.stringify(doc, null, 2)}\n`};
}

export default function openapiStaticPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = (rawOptions ?? {}) as OpenApiStaticOptions;
  // Before any page is rendered from it: a bundle older than the split contract, or one that does
  // not parse or has a dangling $ref, stops the build naming the file (every problem at once).
  if (!options.bundle) assertBundleCurrent(context.siteDir);
  const bundle = path.resolve(context.siteDir, options.bundle ?? 'openapi/mnemora.bundled.yaml');
  const yamlFile = options.yamlFile ?? 'openapi.yaml';
  const jsonFile = options.jsonFile ?? 'openapi.json';
  return {
    name: 'mnemora-openapi-static',
    getPathsToWatch: () => [bundle],
    async postBuild({outDir}) {
      let text: string;
      try {
        text = readFileSync(bundle, 'utf8');
      } catch {
        throw new Error(
          `openapi-static: ${path.relative(context.siteDir, bundle)} is missing; run \`node --import tsx scripts/bundle-openapi.ts\``,
        );
      }
      const locale = context.i18n.currentLocale;
      const {yaml, json} =
        locale === context.i18n.defaultLocale
          ? renderPublishedContract(text)
          : renderPublishedContract(
              stringify(await localizedContract(locale, {root: context.siteDir}), {lineWidth: 0}),
            );
      const model = serializeModel(await apiModel(locale, {root: context.siteDir}));
      for (const [file, content] of [
        [yamlFile, yaml],
        [jsonFile, json],
        [MODEL_FILE_NAME, model],
      ] as const) {
        const target = path.join(outDir, file);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, content);
      }
    },
  };
}
