/**
 * Where the docs server reads the API contract: the only module that knows. Everything else asks
 * `contractFileOf(buildDir, locale)`, `parseContract` and `modelOf`.
 *
 * The contract of a locale is the one the site publishes for it (`/openapi.yaml`,
 * `/es/openapi.yaml`, …, written by src/plugins/openapi-static): the English contract with the
 * locale's translated overlay applied (packages/api-model/localized.ts), so operation and
 * error-code descriptions come in the locale's words. Its model is built by the function the
 * site's pages are built from (packages/api-model/model.ts): the operations, error codes and the
 * samples `npm test` checks (cURL against a mock of the contract, TypeScript against the SDK
 * declaration, Python with pyright) are the ones the endpoint pages show.
 */
import {join} from 'node:path';
import YAML from 'yaml';
import {buildApiModel, type ApiModel} from '../../packages/api-model/model';

/** The bundled OpenAPI document as parsed JSON. */
export type Contract = Record<string, unknown>;

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

/** The API model of a locale's published contract; `file` names the contract when it cannot be read. */
export function modelOf(contract: Contract, file: string): ApiModel {
  try {
    return buildApiModel(contract);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
  }
}
