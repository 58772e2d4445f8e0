/**
 * The request console's validators, compiled from the contract's JSON Schemas while the site
 * builds. Ajv turns a schema into JavaScript; doing that in the browser would need `new Function`,
 * which the site's script CSP forbids, so Ajv's standalone mode writes the compiled functions into
 * a module here and the console imports that module when it opens. One function per request body
 * and per parameter (validatorName in ./model.ts names them); each collects every violation
 * (`allErrors`) with its JSON pointer, keyword and the contract's limit, which the console words
 * in the reader's language.
 */
import standaloneCode from 'ajv/dist/standalone';
import {componentRef, contractAjv, forAjv} from '../../../packages/api-model/ajv';
import type {ApiModel} from '../../../packages/api-model/model';
import type {ConsoleModel} from './model';

/** The standalone validators module (CommonJS) for every body and parameter of the console's model. */
export function validatorsModule(api: ApiModel, model: ConsoleModel): string {
  // The factory reads the component schemas from a contract's `components`: the model holds them.
  const ajv = contractAjv({components: {schemas: api.schemas}}, {standalone: true, messages: false});
  const exports: Record<string, string> = {};
  for (const op of Object.values(model.operations)) {
    if (op.body) {
      ajv.addSchema(componentRef(op.body.schema), op.body.validator);
      exports[op.body.validator] = op.body.validator;
    }
  }
  // Parameter schemas are written inline in the contract's parameters; compile each as it is.
  for (const operation of api.operations) {
    const op = model.operations[operation.anchor];
    if (!op) continue;
    for (const p of operation.parameters) {
      const param = op.parameters.find((x) => x.name === p.name && x.in === p.in);
      if (!param) continue;
      ajv.addSchema(forAjv(p.schema) as object, param.validator);
      exports[param.validator] = param.validator;
    }
  }
  return standaloneCode(ajv, exports);
}
