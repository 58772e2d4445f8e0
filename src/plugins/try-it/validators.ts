/**
 * The request console's validators, compiled from the contract's JSON Schemas while the site
 * builds. Ajv turns a schema into JavaScript; doing that in the browser would need `new Function`,
 * which the site's script CSP forbids, so Ajv's standalone mode writes the compiled functions into
 * a module here and the console imports that module when it opens. One function per request body
 * and per parameter (validatorName in ./model.ts names them); each collects every violation
 * (`allErrors`) with its JSON pointer, keyword and the contract's limit, which the console words
 * in the reader's language.
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import {_} from 'ajv';
import {deref, isRecord, type ContractNode} from '../../../scripts/lib/contract';
import type {ConsoleModel} from './model';

/** The id the contract's component schemas are registered under. */
const CONTRACT_ID = 'https://docs.mnemora.dev/schemas/contract.json';

/** Every `#/components/schemas/X` reference rewritten to `CONTRACT_ID#/$defs/X`, recursively. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')
        ? `${CONTRACT_ID}#/$defs/${v.slice('#/components/schemas/'.length)}`
        : rewriteRefs(v);
  }
  return out;
}

/** The annotation keywords of the contract (OpenAPI's `example`, its `x-` extensions), which validate nothing. */
function annotationKeywords(node: unknown, into = new Set<string>(['example'])): Set<string> {
  if (Array.isArray(node)) for (const v of node) annotationKeywords(v, into);
  else if (isRecord(node))
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-')) into.add(k);
      annotationKeywords(v, into);
    }
  return into;
}

/** A new Ajv for the contract's dialect (JSON Schema 2020-12, as OpenAPI 3.1 uses). */
export function contractAjv(contract: ContractNode, options: {standalone?: boolean} = {}): Ajv2020 {
  const components = isRecord(contract.components) ? contract.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // The contract uses union types (`[string, "null"]`, a metadata value of several scalar types).
    allowUnionTypes: true,
    // `oneOf: [{required: [ids]}, {required: [filter]}]` names properties its branch does not define.
    strictRequired: false,
    // Words come from the console's own messages, in the reader's language.
    messages: false,
    ...(options.standalone ? {code: {source: true, formats: _`require("ajv-formats/dist/formats").fullFormats`}} : {}),
  });
  addFormats(ajv);
  for (const keyword of annotationKeywords(schemas))
    ajv.addKeyword({keyword, schemaType: ['object', 'string', 'number', 'boolean', 'array']});
  ajv.addSchema({$id: CONTRACT_ID, $defs: rewriteRefs(schemas)});
  return ajv;
}

/** The schema of a component, by name, as a reference Ajv resolves. */
export const componentRef = (name: string): {$ref: string} => ({$ref: `${CONTRACT_ID}#/$defs/${name}`});

/** The standalone validators module (CommonJS) for every body and parameter of the model. */
export function validatorsModule(contract: ContractNode, model: ConsoleModel): string {
  const ajv = contractAjv(contract, {standalone: true});
  const exports: Record<string, string> = {};
  for (const op of Object.values(model.operations)) {
    if (op.body) {
      ajv.addSchema(componentRef(op.body.schema), op.body.validator);
      exports[op.body.validator] = op.body.validator;
    }
  }
  // Parameter schemas are written inline in the contract's parameters; compile each as it is.
  const paths = isRecord(contract.paths) ? contract.paths : {};
  for (const op of Object.values(model.operations)) {
    const item = deref(contract, paths[op.path]);
    if (!isRecord(item)) continue;
    const operation = item[op.method];
    const raw = [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(isRecord(operation) && Array.isArray(operation.parameters) ? operation.parameters : []),
    ] as unknown[];
    for (const r of raw) {
      const p = deref(contract, r);
      if (!isRecord(p)) continue;
      const param = op.parameters.find((x) => x.name === p.name && x.in === p.in);
      if (!param) continue;
      ajv.addSchema(rewriteRefs(deref(contract, p.schema)) as object, param.validator);
      exports[param.validator] = param.validator;
    }
  }
  return standaloneCode(ajv, exports);
}
