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
 *
 * And the guides' flows, `/workflows/<name>.arazzo.yaml` (packages/api-model/workflows.ts): each
 * Arazzo file of `openapi/workflows/` with its source description pointing at the locale's
 * published contract, so `redocly respect https://…/workflows/quick-start.arazzo.yaml` runs it.
 * A workflow that names an operation, parameter or output the contract or its earlier steps do
 * not have fails the build, naming the file, workflow and step.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse, stringify} from 'yaml';
import {apiModel} from '../../../packages/api-model/load';
import {localizedContract} from '../../../packages/api-model/localized';
import {MODEL_FILE_NAME, serializeModel} from '../../../packages/api-model/serialize';
import {
  publishedWorkflow,
  readWorkflowFiles,
  workflowProblems,
  workflowsDir,
} from '../../../packages/api-model/workflows';
import {assertBundleCurrent} from '../../lib/contract-bundle';

interface OpenApiStaticOptions {
  /** The bundled contract, relative to the site directory. */
  bundle?: string;
  /** Output file names, relative to the build directory. */
  yamlFile?: string;
  jsonFile?: string;
  /** The Arazzo workflows, relative to the site directory. */
  workflows?: string;
}

/** Where the workflows are published, relative to a locale's build directory. */
export const workflowsPath = 'workflows';

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
  const workflows = options.workflows ? path.resolve(context.siteDir, options.workflows) : workflowsDir;
  return {
    name: 'mnemora-openapi-static',
    getPathsToWatch: () => [bundle, workflows],
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
      const localeModel = await apiModel(locale, {root: context.siteDir});
      const model = serializeModel(localeModel);
      const flows = readWorkflowFiles(workflows);
      const problems = flows.flatMap((flow) => workflowProblems(flow, localeModel));
      if (problems.length > 0)
        throw new Error(
          `openapi-static: workflows in ${path.relative(context.siteDir, workflows)} break the contract:\n${problems.join('\n')}`,
        );
      const contractUrl = `${context.siteConfig.url.replace(/\/$/, '')}${context.baseUrl}${yamlFile}`;
      for (const [file, content] of [
        [yamlFile, yaml],
        [jsonFile, json],
        [MODEL_FILE_NAME, model],
        ...flows.map((flow) => [`${workflowsPath}/${flow.file}`, publishedWorkflow(flow, contractUrl)] as const),
      ] as const) {
        const target = path.join(outDir, file);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, content);
      }
    },
  };
}
