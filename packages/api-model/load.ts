/**
 * The model of each locale, built once per process: the committed bundle parsed once
 * (./localized.ts, with the locale's overlay applied), then `buildApiModel`. Node only.
 *
 *   import {apiModel} from '../packages/api-model/load';
 *   const model = await apiModel('de'); // the same object on every call: do not mutate it
 */
import {englishContract, localizedContract} from './localized';
import {buildApiModel, type ApiModel} from './model';

const models = new Map<string, Promise<ApiModel>>();

/** The model of a locale's contract (options.root: the repository, tests point it at a copy). */
export function apiModel(locale: string, {root}: {root?: string} = {}): Promise<ApiModel> {
  const key = `${root ?? ''}\0${locale}`;
  let pending = models.get(key);
  if (!pending) {
    pending = localizedContract(locale, root ? {root} : {}).then(buildApiModel);
    models.set(key, pending);
    pending.catch(() => models.delete(key));
  }
  return pending;
}

let english: ApiModel | undefined;
/**
 * The default locale's model, synchronously (what a remark plugin, which cannot wait, reads for
 * facts every locale shares: operation ids, methods, paths).
 */
export function defaultLocaleModel(): ApiModel {
  english ??= buildApiModel(englishContract());
  return english;
}
