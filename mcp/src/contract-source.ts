/**
 * Where the docs server reads the API model and the contract: the only module that knows.
 * Everything else asks `modelFileOf(buildDir, locale)`, `modelOf` and `contractFileOf`.
 *
 * The model of a locale is the file the build writes beside the locale's pages
 * (`build/.api-model.json`, `build/es/.api-model.json`, …, by src/plugins/openapi-static): the
 * model the site's pages are rendered from (packages/api-model: the English contract with the
 * locale's translated overlay applied, so operation and error-code descriptions come in the
 * locale's words), with each operation's schemas already dereferenced. The operations, error codes
 * and the samples `npm test` checks (cURL against a mock of the contract, TypeScript against the
 * SDK declaration, Python with pyright) are the ones the endpoint pages show, and the server
 * neither parses the contract nor builds the model again. The published `openapi.yaml` is read
 * only as text, for the contract resource.
 */
import {join} from 'node:path';
import {MODEL_FILE_NAME, parseModel, type ResolvedModel} from '../../packages/api-model/serialize';

const localeDir = (buildDir: string, locale: string): string => (locale === 'en' ? buildDir : join(buildDir, locale));

/** Where the build publishes a locale's contract: `build/openapi.yaml`, `build/es/openapi.yaml`. */
export const contractFileOf = (buildDir: string, locale: string): string =>
  join(localeDir(buildDir, locale), 'openapi.yaml');

/** Where the build writes a locale's API model: `build/.api-model.json`, `build/es/.api-model.json`. */
export const modelFileOf = (buildDir: string, locale: string): string =>
  join(localeDir(buildDir, locale), MODEL_FILE_NAME);

/**
 * A locale's model (the text of `modelFileOf`), checked; `file` names it in the one-line error
 * (packages/api-model/serialize.ts ModelFileError) when it is truncated, of another format or not a model.
 */
export const modelOf = (text: string, file: string): ResolvedModel => parseModel(text, file);
