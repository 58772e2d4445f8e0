/**
 * The one Ajv factory of the repository: the request console's standalone validators, the docs MCP
 * server's `validate_request` and the sample checks all compile the contract's schemas with the
 * dialect and options set here, so a request the console accepts is one the MCP server and the
 * checks accept. OpenAPI 3.1 schemas are JSON Schema 2020-12; the contract's component schemas are
 * registered under one id (CONTRACT_ID) and referenced with `componentRef(name)`.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {_} from 'ajv';
import {isRecord, type ContractNode} from './refs';

export type {ErrorObject, ValidateFunction} from 'ajv/dist/2020';

/** The id the contract's component schemas are registered under. */
export const CONTRACT_ID = 'https://docs.mnemora.dev/schemas/contract.json';
const COMPONENT_PREFIX = '#/components/schemas/';

/** The schema of a component, by name, as a reference Ajv resolves. */
export const componentRef = (name: string): {$ref: string} => ({$ref: `${CONTRACT_ID}#/$defs/${name}`});

export interface ContractAjvOptions {
  /** Write the compiled functions as source (Ajv's standalone mode, for the browser, whose CSP forbids `new Function`). */
  readonly standalone?: boolean;
  /** Ajv's English messages on each error (the console words errors itself, in the reader's language). */
  readonly messages?: boolean;
  /**
   * How the docs' own samples are checked: response objects, open so that v1 can add fields, are
   * closed again, and an open string that names its known values (`x-mnemora-known-values:
   * ErrorCode`) must be one of them, so a misspelt field or error code in a page still fails.
   */
  readonly documented?: boolean;
}

/**
 * A copy of a contract schema in which every component reference points at CONTRACT_ID, and, when
 * `documented`, objects are closed and known values enforced (see ContractAjvOptions).
 */
export function forAjv(node: unknown, documented = false): unknown {
  if (Array.isArray(node)) return node.map((n) => forAjv(n, documented));
  if (!isRecord(node)) return node;
  if (documented && typeof node['x-mnemora-known-values'] === 'string')
    return componentRef(node['x-mnemora-known-values']);
  const out: ContractNode = {};
  for (const [k, v] of Object.entries(node))
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith(COMPONENT_PREFIX)
        ? componentRef(v.slice(COMPONENT_PREFIX.length)).$ref
        : forAjv(v, documented);
  if (documented && out.type === 'object' && out.properties && out.additionalProperties === undefined)
    out.additionalProperties = false;
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

/**
 * What a consumer without the contract compiles validators from (a model file's, see
 * ./serialize.ts `schemaDocumentOf`): the component schemas, registered under CONTRACT_ID, and the
 * other schemas it will compile, read only for their annotation keywords.
 */
export interface SchemaDocument {
  readonly schemas: Readonly<Record<string, unknown>>;
  readonly compiled: readonly unknown[];
}

/** A new Ajv for the contract's dialect, with its component schemas registered. */
export function contractAjv(contract: ContractNode, options: ContractAjvOptions = {}): Ajv2020 {
  const components = isRecord(contract.components) ? contract.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  // Parameters and headers carry annotations too: every `x-` key anywhere in the contract.
  return newAjv(schemas, annotationKeywords(contract), options);
}

/** A new Ajv for the contract's dialect over a schema document: the same options and registered schemas as contractAjv. */
export function modelAjv(document: SchemaDocument, options: ContractAjvOptions = {}): Ajv2020 {
  return newAjv(document.schemas, annotationKeywords([document.schemas, document.compiled]), options);
}

function newAjv(schemas: unknown, annotations: ReadonlySet<string>, options: ContractAjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // The contract uses union types (`[string, "null"]`, a metadata value of several scalar types).
    allowUnionTypes: true,
    // `oneOf: [{required: [ids]}, {required: [filter]}]` names properties its branch does not define.
    strictRequired: false,
    messages: options.messages ?? true,
    ...(options.standalone ? {code: {source: true, formats: _`require("ajv-formats/dist/formats").fullFormats`}} : {}),
  });
  addFormats(ajv);
  for (const keyword of annotations)
    ajv.addKeyword({keyword, schemaType: ['object', 'string', 'number', 'boolean', 'array']});
  ajv.addSchema({$id: CONTRACT_ID, $defs: forAjv(schemas, options.documented)});
  return ajv;
}
