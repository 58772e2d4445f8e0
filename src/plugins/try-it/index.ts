/**
 * Gives the request console (src/components/TryIt) what it needs, built from the contract in the
 * locale being built: `model.json` (./model.ts: operations, examples, declared responses, in the
 * locale's words) and `validators.js` (./validators.ts: the compiled schema checks). Both are
 * generated files that only the console's lazy chunk imports
 * (`@generated/mnemora-try-it/default/…`), so no page downloads them before a reader opens a
 * console; `live.json` (live mode's base URL, or null when it is off) goes with them. One small
 * file is for pages: `operations.json` (operation id → anchor, method and path) lets a concept
 * page place a button by operation id (`<TryIt operation="createMemory" />`) without the model.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tryItLiveSettings} from '../../../config/platform';
import {bundledPath} from '../../../packages/api-model/contract';
import {apiModel} from '../../../packages/api-model/load';
import {buildConsoleModel} from './model';
import {validatorsModule} from './validators';

export default function tryItPlugin(context: LoadContext): Plugin {
  return {
    name: 'mnemora-try-it',
    getPathsToWatch: () => [bundledPath],
    async contentLoaded({actions}) {
      const api = await apiModel(context.i18n.currentLocale, {root: context.siteDir});
      const model = buildConsoleModel(api);
      await actions.createData('model.json', JSON.stringify(model));
      await actions.createData('validators.js', validatorsModule(api, model));
      const operations = Object.fromEntries(
        Object.entries(model.operations).map(([anchor, {operationId, method, path}]) => [
          operationId,
          {anchor, method, path},
        ]),
      );
      await actions.createData('operations.json', JSON.stringify(operations));
      // Live mode's base URL, or null when it is off (config/platform.ts): the console offers
      // sending to the gateway only when a deployer turned it on.
      const live = tryItLiveSettings();
      await actions.createData('live.json', JSON.stringify(live.enabled ? {baseUrl: live.baseUrl} : null));
    },
  };
}
