#!/usr/bin/env node
// Renders the API contract (openapi/mnemora.yaml) into the MDX partials that the API pages import:
//   docs/api/endpoints/_generated/{memories,search,platform}.mdx and docs/api/_generated/error-codes.mdx
// (for another locale: i18n/<locale>/docusaurus-plugin-content-docs/current/api/...).
// Usage: node scripts/generate-api-reference.mjs [--locale xx] [--check] (no --locale: en, es, fr, de)
//   --check: write nothing, exit 1 when a committed partial differs from what would be generated.
// Fails loudly on a contract element it cannot render, an operation without an SDK mapping below,
// or a locale without labels (scripts/api-reference-labels.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { labelsFor, fill } from './api-reference-labels.mjs';
import { apiBaseUrl, deref, listOperations, loadContract, repoRoot, writeOrCheck } from './lib/contract.mjs';

// ---------------------------------------------------------------------------------------------
// How each operation is called from the SDKs (api-outline.md, "SDKs and CLI"), which partial it
// goes to, and which optional parameters its example request shows.
// ---------------------------------------------------------------------------------------------
const OPERATIONS = {
  createMemory: { file: 'memories', params: ['Idempotency-Key'], ts: 'memories.create', py: 'memories.create', result: 'memory', print: ['id', 'version'] },
  batchCreateMemories: { file: 'memories', params: [], ts: 'memories.batchCreate', py: 'memories.batch_create', result: 'batch', print: ['data.length', 'errors.length'] },
  listMemories: { file: 'memories', params: ['project_id', 'tag', 'limit'], ts: 'memories.list', py: 'memories.list', result: 'page', iterate: 'memory', print: ['id', 'content'] },
  getMemory: { file: 'memories', params: [], ts: 'memories.get', py: 'memories.get', result: 'memory', print: ['content', 'version'] },
  updateMemory: { file: 'memories', params: ['If-Match'], ts: 'memories.update', py: 'memories.update', result: 'memory', print: ['version'] },
  deleteMemory: { file: 'memories', params: ['If-Match'], ts: 'memories.delete', py: 'memories.delete', result: null },
  bulkDeleteMemories: { file: 'memories', params: [], ts: 'memories.bulkDelete', py: 'memories.bulk_delete', result: 'result', print: ['deleted', 'dry_run'] },
  searchMemories: { file: 'search', params: [], ts: 'search', py: 'search', result: 'results', iterate: 'result', print: ['score', 'memory.content'] },
  listApiKeys: { file: 'platform', params: [], ts: 'keys.list', py: 'keys.list', result: 'keys', iterate: 'key', print: ['name', 'prefix'] },
  createApiKey: { file: 'platform', params: [], ts: 'keys.create', py: 'keys.create', result: 'key', print: ['id', 'secret'] },
  revokeApiKey: { file: 'platform', params: [], ts: 'keys.revoke', py: 'keys.revoke', result: null },
  getUsage: { file: 'platform', params: [], ts: 'usage.get', py: 'usage.get', result: 'usage', print: ['memories_stored', 'limits.memories_max'] },
  streamChanges: { file: 'platform', params: ['user_id'], ts: 'changes.subscribe', py: 'changes.subscribe', result: 'subscription', stream: true, print: ['type', 'memory_id'] },
  getHealth: { file: 'platform', params: [], ts: 'health', py: 'health', result: 'health', print: ['status', 'version'] },
};
const FILES = {
  memories: 'api/endpoints/_generated/memories.mdx',
  search: 'api/endpoints/_generated/search.mdx',
  platform: 'api/endpoints/_generated/platform.mdx',
};
const ERROR_CODES_FILE = 'api/_generated/error-codes.mdx';
const HEADER_OPTIONS = {
  'Idempotency-Key': { ts: 'idempotencyKey', py: 'idempotency_key', value: (v) => v },
  'If-Match': { ts: 'ifMatch', py: 'if_match', value: (v) => Number(String(v).replace(/"/g, '')) },
};

export class RenderError extends Error {}
const fail = (where, what) => {
  throw new RenderError(`Cannot render ${where}: ${what}`);
};

// ---------------------------------------------------------------------------------------------
// Markdown helpers
// ---------------------------------------------------------------------------------------------
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
const code = (s) => {
  const text = String(s);
  const ticks = text.includes('`') ? '``' : '`';
  return `${ticks}${ticks.length > 1 ? ' ' : ''}${text}${ticks.length > 1 ? ' ' : ''}${ticks}`;
};
/** Makes contract prose safe for MDX: escapes `{`, `}` and `<` outside code spans; one line. */
function mdx(text, { inline = false } = {}) {
  if (text == null) return '';
  const parts = String(text).trim().split(/(`+[^`]*`+)/g);
  let out = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('');
  if (inline) out = out.replace(/\s*\n\s*/g, ' ');
  return out;
}
/** A table cell: one line, pipes escaped (also inside code spans, as GFM requires). */
const cell = (text) => mdx(text, { inline: true }).replace(/\|/g, '\\|');
function table(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => (c === '' ? ' ' : c)).join(' | ')} |`),
  ].join('\n');
}
const refName = (ref) => ref.split('/').pop();
/** Inline code inside a table cell (GFM needs `|` escaped even inside code spans). */
const codeCell = (s) => code(s).replace(/\|/g, '\\|');

// ---------------------------------------------------------------------------------------------
// Schema rendering
// ---------------------------------------------------------------------------------------------
const SCHEMA_KEYS = new Set([
  '$ref', 'type', 'description', 'title', 'properties', 'required', 'additionalProperties', 'items',
  'enum', 'default', 'examples', 'example', 'format', 'pattern', 'minLength', 'maxLength', 'minimum',
  'maximum', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'propertyNames',
  'oneOf', 'contentMediaType', 'contentSchema',
]);

function checkKeys(schema, where) {
  for (const key of Object.keys(schema)) {
    if (!SCHEMA_KEYS.has(key) && !key.startsWith('x-')) fail(where, `unsupported schema keyword "${key}"`);
  }
  if (schema.oneOf) {
    for (const branch of schema.oneOf) {
      const keys = Object.keys(branch).filter((k) => k !== 'title' && k !== 'description');
      if (keys.length !== 1 || keys[0] !== 'required') fail(where, 'oneOf is only rendered when every branch is `required: [...]`');
    }
  }
}

function types(schema) {
  if (schema.type == null) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A short, language-neutral type: string, integer, Memory, Tag[], string | null, object. */
function typeOf(contract, schema, where) {
  if (schema.$ref) {
    const target = deref(contract, schema);
    const name = refName(schema.$ref);
    const t = types(target);
    if (t.length === 1 && t[0] === 'object') return name;
    if (t.length === 1 && ['string', 'integer', 'number', 'boolean'].includes(t[0])) return target.enum ? name : t[0];
    if (t.length === 1 && t[0] === 'array') return typeOf(contract, target, `${where} (${name})`);
    fail(where, `$ref ${schema.$ref} has no single type`);
  }
  checkKeys(schema, where);
  const t = types(schema);
  if (t.length === 0) fail(where, 'schema without `type`');
  return t
    .map((one) => {
      if (one === 'array') {
        if (!schema.items) fail(where, 'array without `items`');
        return `${typeOf(contract, schema.items, `${where}[]`)}[]`;
      }
      if (!['string', 'integer', 'number', 'boolean', 'object', 'null'].includes(one)) fail(where, `unknown type "${one}"`);
      return one;
    })
    .join(' | ');
}

/** An integer written the way the locale's prose writes it (1,000 / 1.000 / 1 000 / 1000). */
function localNumber(value, L) {
  if (!Number.isInteger(value)) return `${value}`;
  const digits = String(Math.abs(value));
  if (digits.length < Number(L.groupFromDigits)) return `${value}`;
  return `${value < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, L.thousandsSeparator)}`;
}

function rangeText(min, max, L) {
  const n = (v) => localNumber(v, L);
  if (min != null && max != null) return min === max ? n(min) : `${n(min)}–${n(max)}`;
  if (min != null) return `≥ ${n(min)}`;
  if (max != null) return `≤ ${n(max)}`;
  return null;
}

/** The constraints of one schema as a list of short phrases. */
function constraintsOf(contract, rawSchema, L, where) {
  const schema = rawSchema.$ref ? deref(contract, rawSchema) : rawSchema;
  checkKeys(schema, where);
  const out = [];
  const len = rangeText(schema.minLength, schema.maxLength, L);
  if (len) out.push(fill(L.length, { range: len }));
  if (schema.pattern) out.push(fill(L.pattern, { pattern: code(schema.pattern) }));
  if (schema.format) out.push(fill(L.format, { format: code(schema.format) }));
  if (schema.enum) out.push(fill(L.oneOf, { values: schema.enum.map((v) => code(v)).join(', ') }));
  const num = rangeText(schema.minimum, schema.maximum, L);
  if (num) out.push(fill(L.range, { range: num }));
  const items = rangeText(schema.minItems, schema.maxItems, L);
  if (items) out.push(fill(L.items, { range: items }));
  if (schema.uniqueItems) out.push(L.unique);
  const keys = rangeText(schema.minProperties, schema.maxProperties, L);
  if (keys) out.push(fill(L.keys, { range: keys }));
  if (schema.propertyNames) {
    checkKeys(schema.propertyNames, `${where} (property names)`);
    if (schema.propertyNames.pattern) out.push(fill(L.keyPattern, { pattern: code(schema.propertyNames.pattern) }));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.push(fill(L.values, { types: code(typeOf(contract, schema.additionalProperties, `${where}{}`)) }));
  }
  // A default written next to a $ref (`mode: {$ref: SearchMode, default: hybrid}`) belongs to the
  // property, not to the shared schema; it wins over a default of the referenced schema.
  const fallback = rawSchema.default !== undefined ? rawSchema.default : schema.default;
  if (fallback !== undefined) out.push(fill(L.default, { value: code(JSON.stringify(fallback)) }));
  if (types(schema).includes('array') && schema.items) {
    const inner = constraintsOf(contract, schema.items, L, `${where}[]`);
    if (inner.length && !isObject(contract, schema.items)) out.push(...inner.map((c) => `[] ${c}`));
  }
  return out;
}

function isObject(contract, schema) {
  const s = schema.$ref ? deref(contract, schema) : schema;
  return types(s).length === 1 && types(s)[0] === 'object' && !!s.properties;
}

/** Flattens an object schema into rows: name (dotted), type, required, description, constraints. */
function flatten(contract, rawSchema, L, prefix, where, rows, depth = 0) {
  if (depth > 6) fail(where, 'nesting deeper than 6 levels');
  const schema = rawSchema.$ref ? deref(contract, rawSchema) : rawSchema;
  checkKeys(schema, where);
  if (!schema.properties) fail(where, 'object without `properties`');
  const required = new Set(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties)) {
    const field = `${prefix}${name}`;
    const at = `${where}.${name}`;
    const target = prop.$ref ? deref(contract, prop) : prop;
    const description = prop.description ?? target.description ?? fail(at, 'property without description');
    rows.push([
      code(field),
      codeCell(typeOf(contract, prop, at)),
      required.has(name) ? L.yes : L.no,
      cell(description),
      constraintsOf(contract, prop, L, at).map(cell).join('; '),
    ]);
    if (isObject(contract, prop)) flatten(contract, prop, L, `${field}.`, at, rows, depth + 1);
    else if (types(target).includes('array') && target.items && isObject(contract, target.items)) {
      flatten(contract, target.items, L, `${field}[].`, `${at}[]`, rows, depth + 1);
    }
  }
  if (schema.oneOf) {
    rows.oneOf = schema.oneOf.map((b) => b.required.map((r) => code(`${prefix}${r}`)).join(' + '));
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Example requests: cURL, TypeScript, Python
// ---------------------------------------------------------------------------------------------
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
function tsLiteral(value, indent = '') {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object') && JSON.stringify(value).length < 60) {
      return `[${value.map((v) => tsLiteral(v)).join(', ')}]`;
    }
    const inner = indent + '  ';
    return `[\n${value.map((v) => `${inner}${tsLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (k) => (IDENT.test(k) ? k : JSON.stringify(k));
    const flat = `{ ${entries.map(([k, v]) => `${key(k)}: ${tsLiteral(v)}`).join(', ')} }`;
    if (flat.length <= 60 && !flat.includes('\n')) return flat;
    const inner = indent + '  ';
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${tsLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
function pyLiteral(value, indent = '') {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object') && JSON.stringify(value).length < 60) {
      return `[${value.map((v) => pyLiteral(v)).join(', ')}]`;
    }
    const inner = indent + '    ';
    return `[\n${value.map((v) => `${inner}${pyLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const flat = `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v)}`).join(', ')}}`;
    if (flat.length < 70 && !flat.includes('\n')) return flat;
    const inner = indent + '    ';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pyLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
const shellSingleQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

function exampleValueOf(param, where) {
  if (param.example !== undefined) return param.example;
  if (param.examples) return Object.values(param.examples)[0].value;
  if (param.schema?.examples) return param.schema.examples[0];
  return fail(where, `parameter ${param.name} has no example`);
}

function firstExample(media, where) {
  if (media.examples) {
    const [first] = Object.values(media.examples);
    if (first?.value === undefined) fail(where, 'example without `value`');
    return first.value;
  }
  if (media.example !== undefined) return media.example;
  return fail(where, 'no example');
}

function buildSample(contract, op, spec, where) {
  const params = [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])].map((p) => deref(contract, p));
  const known = new Set(params.map((p) => p.name));
  for (const name of spec.params) if (!known.has(name)) fail(where, `sample parameter ${name} is not a parameter of the operation`);
  const chosen = params.filter((p) => p.required || spec.params.includes(p.name));
  const pathParams = {};
  const query = {};
  const headers = {};
  for (const p of chosen) {
    const value = exampleValueOf(p, `${where} parameter ${p.name}`);
    if (p.in === 'path') pathParams[p.name] = value;
    else if (p.in === 'query') query[p.name] = value;
    else if (p.in === 'header') headers[p.name] = value;
    else fail(where, `parameter location ${p.in}`);
  }
  let body;
  if (op.operation.requestBody) {
    const rb = deref(contract, op.operation.requestBody);
    const media = rb.content?.['application/json'] ?? fail(where, 'request body is not application/json');
    body = firstExample(media, `${where} request body`);
  }
  return { pathParams, query, headers, body };
}

function renderCurl(op, spec, sample, secured) {
  let url = apiBaseUrl + op.path.replace(/\{(\w+)\}/g, (_, n) => encodeURIComponent(sample.pathParams[n]));
  const qs = [];
  for (const [k, v] of Object.entries(sample.query)) {
    for (const one of Array.isArray(v) ? v : [v]) qs.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(one))}`);
  }
  if (qs.length) url += `?${qs.join('&')}`;
  const lines = [];
  const first = ['curl'];
  if (spec.stream) first.push('-N');
  if (!['get', 'post'].includes(op.method) || (op.method === 'post' && sample.body === undefined)) first.push(`-X ${op.method.toUpperCase()}`);
  first.push(qs.length ? `"${url}"` : url);
  lines.push(first.join(' '));
  if (secured) lines.push(`-H "Authorization: Bearer $MNEMORA_API_KEY"`);
  if (sample.body !== undefined) lines.push(`-H "Content-Type: application/json"`);
  for (const [k, v] of Object.entries(sample.headers)) {
    const h = `${k}: ${v}`;
    lines.push(h.includes('"') ? `-H ${shellSingleQuote(h)}` : `-H "${h}"`);
  }
  if (sample.body !== undefined) lines.push(`-d ${shellSingleQuote(JSON.stringify(sample.body, null, 2).replace(/\n/g, '\n  '))}`);
  return lines.join(' \\\n  ');
}

function accessor(base, pathExpr) {
  return `${base}.${pathExpr}`;
}

function renderTs(op, spec, sample) {
  const args = [];
  const pathValues = Object.values(sample.pathParams);
  args.push(...pathValues.map((v) => JSON.stringify(v)));
  if (Object.keys(sample.query).length) args.push(tsLiteral(sample.query));
  if (sample.body !== undefined) args.push(tsLiteral(sample.body));
  const opts = Object.entries(sample.headers).map(([k, v]) => {
    const h = HEADER_OPTIONS[k] ?? fail(`${op.operation.operationId}`, `no SDK option for header ${k}`);
    return `${h.ts}: ${JSON.stringify(h.value(v))}`;
  });
  if (opts.length) args.push(`{ ${opts.join(', ')} }`);
  const lines = ['import { Mnemora } from "@mnemora/sdk";', '', 'const client = new Mnemora();'];
  if (spec.stream) {
    args.push(`{\n  onEvent: (event) => console.log(${spec.print.map((p) => accessor('event', p)).join(', ')}),\n  onError: (error) => console.error(error.code, error.message),\n}`);
  }
  const call = `client.${spec.ts}(${args.join(', ')})`;
  if (spec.result === null) {
    lines.push(`await ${call};`);
  } else if (spec.stream) {
    lines.push(`const ${spec.result} = ${call};`);
    lines.push('', '// Later, to stop receiving events:', `// ${spec.result}.close();`);
  } else {
    lines.push(`const ${spec.result} = await ${call};`);
    if (spec.iterate) {
      lines.push(`for (const ${spec.iterate} of ${spec.result}.data) {`, `  console.log(${spec.print.map((p) => accessor(spec.iterate, p)).join(', ')});`, '}');
    } else {
      lines.push(`console.log(${spec.print.map((p) => accessor(spec.result, p)).join(', ')});`);
    }
  }
  return lines.join('\n');
}

function renderPy(op, spec, sample) {
  const args = [];
  args.push(...Object.values(sample.pathParams).map((v) => JSON.stringify(v)));
  const kw = { ...sample.query };
  if (sample.body !== undefined) {
    if (!sample.body || typeof sample.body !== 'object' || Array.isArray(sample.body)) fail(op.operation.operationId, 'a request body that is not an object cannot become Python keyword arguments');
    Object.assign(kw, sample.body);
  }
  for (const [k, v] of Object.entries(sample.headers)) {
    const h = HEADER_OPTIONS[k] ?? fail(op.operation.operationId, `no SDK option for header ${k}`);
    kw[h.py] = h.value(v);
  }
  for (const [k, v] of Object.entries(kw)) args.push(`${k}=${pyLiteral(v, '    ')}`);
  const oneLine = `client.${spec.py}(${args.join(', ')})`;
  const call = oneLine.length <= 72 && !oneLine.includes('\n') ? oneLine : `client.${spec.py}(\n${args.map((a) => `    ${a},`).join('\n')}\n)`;
  const pyPath = (base, p) => `${base}.${p}`.replace(/\.length$/, '').replace(/^(.*)\.(data|errors)$/, 'len($1.$2)');
  const lines = ['from mnemora import Mnemora', '', 'client = Mnemora()'];
  if (spec.result === null) lines.push(call);
  else if (spec.stream) {
    lines.push(`for event in ${call}:`, `    print(${spec.print.map((p) => pyPath('event', p)).join(', ')})`);
  } else {
    lines.push(`${spec.result} = ${call}`);
    if (spec.iterate) lines.push(`for ${spec.iterate} in ${spec.result}.data:`, `    print(${spec.print.map((p) => pyPath(spec.iterate, p)).join(', ')})`);
    else lines.push(`print(${spec.print.map((p) => pyPath(spec.result, p)).join(', ')})`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Operation rendering
// ---------------------------------------------------------------------------------------------
const STATUS_TEXT = { 200: 'OK', 201: 'Created', 204: 'No Content' };

function renderOperation(contract, op, L) {
  const { operation } = op;
  const id = operation.operationId ?? fail(`${op.method.toUpperCase()} ${op.path}`, 'operation without operationId');
  const where = `operation ${id}`;
  const spec = OPERATIONS[id] ?? fail(where, 'no SDK mapping in OPERATIONS (scripts/generate-api-reference.mjs)');
  for (const key of Object.keys(operation)) {
    if (!['operationId', 'tags', 'summary', 'description', 'parameters', 'requestBody', 'responses', 'security'].includes(key) && !key.startsWith('x-')) {
      fail(where, `unsupported operation field "${key}"`);
    }
  }
  const anchor = kebab(id);
  const out = [];
  out.push(`### ${mdx(operation.summary ?? fail(where, 'no summary'), { inline: true })} {#${anchor}}`, '');
  out.push(`\`${op.method.toUpperCase()} ${op.path}\``, '');
  out.push(mdx(operation.description ?? fail(where, 'no description')), '');
  const security = operation.security ?? contract.security ?? [];
  const secured = security.length > 0 && Object.keys(security[0]).length > 0;
  out.push(`**${L.authentication}:** ${secured ? L.authBearer : L.authNone}`, '');

  // Parameters
  const params = [...(op.pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => deref(contract, p));
  out.push(`#### ${L.parameters} {#${anchor}-parameters}`, '');
  if (params.length) {
    out.push(
      table(
        [L.name, L.in, L.type, L.required, L.description],
        params.map((p) => {
          const at = `${where} parameter ${p.name}`;
          if (!p.schema) fail(at, 'parameter without schema');
          const constraints = constraintsOf(contract, p.schema, L, at).map(cell);
          return [
            code(p.name),
            p.in,
            codeCell(typeOf(contract, p.schema, at)),
            p.required ? L.yes : L.no,
            cell(p.description ?? fail(at, 'no description')) + (constraints.length ? ` (${constraints.join('; ')})` : ''),
          ];
        }),
      ),
      '',
    );
  } else out.push(L.none, '');

  // Request body
  if (operation.requestBody) {
    const rb = deref(contract, operation.requestBody);
    const types_ = Object.keys(rb.content ?? {});
    if (types_.length !== 1 || types_[0] !== 'application/json') fail(where, `request body content types ${types_.join(', ')}`);
    const schema = rb.content['application/json'].schema ?? fail(where, 'request body without schema');
    if (!schema.$ref) fail(where, 'request body schema must be a $ref to a component schema');
    out.push(`#### ${L.requestBody} {#${anchor}-request-body}`, '');
    out.push(fill(L.bodySchema, { contentType: 'application/json', schema: refName(schema.$ref) }), '');
    const rows = flatten(contract, schema, L, '', `${where} request body (${refName(schema.$ref)})`, []);
    out.push(table([L.field, L.type, L.required, L.description, L.constraints], rows), '');
    if (rows.oneOf) out.push(fill(L.exactlyOneOf, { fields: rows.oneOf.join(', ') }), '');
  }

  // Responses
  out.push(`#### ${L.responses} {#${anchor}-responses}`, '');
  const responseRows = [];
  const successes = [];
  for (const [status, raw] of Object.entries(operation.responses ?? fail(where, 'no responses'))) {
    if (!/^[1-5][0-9][0-9]$/.test(status)) fail(where, `response key ${status}`);
    const response = deref(contract, raw);
    const at = `${where} response ${status}`;
    const contentTypes = Object.keys(response.content ?? {});
    if (contentTypes.length > 1) fail(at, 'more than one content type');
    let schemaText = '—';
    if (contentTypes.length === 1) {
      const schema = response.content[contentTypes[0]].schema ?? fail(at, 'no schema');
      if (!schema.$ref) fail(at, 'response schema must be a $ref to a component schema');
      schemaText = `${code(refName(schema.$ref))}${contentTypes[0] === 'application/json' ? '' : ` (${code(contentTypes[0])})`}`;
    }
    responseRows.push([code(status), cell(response.description ?? fail(at, 'no description')), schemaText]);
    if (status.startsWith('2')) successes.push({ status, response, contentType: contentTypes[0] });
  }
  out.push(table([L.status, L.description, L.schema], responseRows), '');

  // Example request
  const sample = buildSample(contract, op, spec, where);
  out.push(`#### ${L.exampleRequest} {#${anchor}-example-request}`, '');
  out.push('<Tabs groupId="language" queryString>', '<TabItem value="curl" label="cURL">', '');
  out.push('```bash', renderCurl(op, spec, sample, secured), '```', '');
  out.push('</TabItem>', '<TabItem value="typescript" label="TypeScript">', '');
  out.push('```ts', renderTs(op, spec, sample), '```', '');
  out.push('</TabItem>', '<TabItem value="python" label="Python">', '');
  out.push('```python', renderPy(op, spec, sample), '```', '');
  out.push('</TabItem>', '</Tabs>', '');

  // Example responses
  out.push(`#### ${L.exampleResponse} {#${anchor}-example-response}`, '');
  for (const { status, response, contentType } of successes) {
    const label = `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
    if (!contentType) {
      out.push(`\`${label}\`: ${L.noBody}`, '');
      continue;
    }
    const media = response.content[contentType];
    const examples = media.examples ? Object.values(media.examples) : media.example !== undefined ? [{ value: media.example }] : fail(`${where} response ${status}`, 'no example');
    for (const ex of examples) {
      const title = `${label}${ex.summary ? ` · ${ex.summary}` : ''}`.replace(/"/g, "'");
      if (contentType === 'application/json') {
        out.push(`\`\`\`json title="${title}" schema="${refName(media.schema.$ref)}"`, JSON.stringify(ex.value, null, 2), '```', '');
      } else if (contentType === 'text/event-stream') {
        if (typeof ex.value !== 'string') fail(`${where} response ${status}`, 'event-stream example must be a string');
        out.push(`\`\`\`text title="${title}"`, ex.value.replace(/\n+$/, ''), '```', '');
      } else fail(`${where} response ${status}`, `content type ${contentType}`);
    }
  }
  return out.join('\n');
}

function renderErrorCodes(contract, L) {
  const schema = contract.components?.schemas?.ErrorCode ?? fail('ErrorCode', 'schema missing');
  const table_ = schema['x-mnemora-error-codes'] ?? fail('ErrorCode', 'x-mnemora-error-codes missing');
  const rows = schema.enum.map((codeName) => {
    const e = table_[codeName] ?? fail(`error code ${codeName}`, 'no entry in x-mnemora-error-codes');
    for (const k of ['status', 'meaning', 'action', 'retryable', 'sdk_retry']) if (e[k] === undefined) fail(`error code ${codeName}`, `no ${k}`);
    if (!['automatic', 'never'].includes(e.sdk_retry)) fail(`error code ${codeName}`, `sdk_retry must be "automatic" or "never", not ${JSON.stringify(e.sdk_retry)}`);
    if (e.sdk_retry === 'automatic' && !e.retryable) fail(`error code ${codeName}`, 'sdk_retry "automatic" on a code that is not retryable');
    return [code(codeName), code(e.status), cell(e.meaning), cell(e.action), e.retryable ? L.yes : L.no, e.sdk_retry === 'automatic' ? L.yes : L.no];
  });
  for (const codeName of Object.keys(table_)) if (!schema.enum.includes(codeName)) fail(`error code ${codeName}`, 'in x-mnemora-error-codes but not in the ErrorCode enum');
  return table([L.errorCode, L.httpStatus, L.meaning, L.whatToDo, L.retryable, L.sdkRetry], rows);
}

const BANNER = '{/* GENERATED by scripts/generate-api-reference.mjs from openapi/mnemora.yaml. Do not edit: change the contract and rerun the script. */}';
const IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

/**
 * Renders every partial for a locale.
 * @param {any} contract the bundled contract
 * @param {string} [locale]
 * @returns {Record<string, string>} content by path relative to the locale's docs root
 */
export function renderReference(contract, locale = 'en') {
  const L = labelsFor(locale);
  const byFile = Object.fromEntries(Object.keys(FILES).map((f) => [f, []]));
  const seen = new Set();
  for (const op of listOperations(contract)) {
    const id = op.operation.operationId;
    const spec = OPERATIONS[id] ?? fail(`operation ${id ?? `${op.method} ${op.path}`}`, 'no SDK mapping in OPERATIONS (scripts/generate-api-reference.mjs)');
    seen.add(id);
    byFile[spec.file].push(renderOperation(contract, op, L));
  }
  for (const id of Object.keys(OPERATIONS)) if (!seen.has(id)) fail(`OPERATIONS.${id}`, 'operation not in the contract');
  const files = {};
  for (const [f, sections] of Object.entries(byFile)) {
    files[FILES[f]] = `${BANNER}\n\n${IMPORTS}\n\n${sections.join('\n\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
  }
  files[ERROR_CODES_FILE] = `${BANNER}\n\n${renderErrorCodes(contract, L)}\n`;
  return files;
}

/**
 * The docs root a locale's partials are written under.
 * @param {string} locale
 * @returns {string}
 */
export function outputRoot(locale) {
  return locale === 'en' ? path.join(repoRoot, 'docs') : path.join(repoRoot, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  const check = argv.includes('--check');
  const li = argv.indexOf('--locale');
  const requested = li >= 0 ? argv[li + 1] : undefined;
  if (li >= 0 && (!requested || requested.startsWith('--'))) {
    console.error('--locale needs a value, for example --locale es');
    process.exit(2);
  }
  // Without --locale: every locale the portal serves (a locale without labels fails loudly).
  const targets = requested ? [requested] : ['en', 'es', 'fr', 'de'];
  try {
    const contract = loadContract();
    const stale = [];
    for (const locale of targets) {
      const files = renderReference(contract, locale);
      for (const [rel, content] of Object.entries(files)) {
        const file = path.join(outputRoot(locale), rel);
        if (!writeOrCheck(file, content, check)) stale.push(path.relative(repoRoot, file));
        else if (!check) console.log(`Wrote ${path.relative(repoRoot, file)}`);
      }
    }
    if (stale.length) {
      console.error(`Stale generated API reference: ${stale.join(', ')}.\nRun \`node scripts/generate-api-reference.mjs\` and commit the result.`);
      process.exit(1);
    }
    if (check) console.log(`Generated API reference (${targets.join(', ')}) is up to date.`);
  } catch (err) {
    console.error(err instanceof RenderError ? err.message : err);
    process.exit(1);
  }
}
