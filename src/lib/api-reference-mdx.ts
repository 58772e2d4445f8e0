// Renders the API reference as MDX from the API model (packages/api-model: any locale's, pass
// `await apiModel(locale)`): one section per operation, laid out by the components of
// src/components/ApiReference, which also render every label (their messages are in code.json).
// The site renders it while it builds (src/remark/api-reference.ts replaces `<ApiReference group="…" />`
// in a page with a group's operations or, for `group="error-codes"`, the error codes table), and
// the Markdown twins (src/plugins/llms-txt) read the same output. What an operation is, which
// example it sends and what its samples say is the model's; this module only lays it out.
import {
  GROUPS,
  operationsOfGroup,
  type ApiModel,
  type FieldSet,
  type Group,
  type Operation,
} from '../../packages/api-model/model';
import {fail} from '../../packages/api-model/request-code';

export {GROUPS};
export {RenderError} from '../../packages/api-model/request-code';

// ---------------------------------------------------------------------------------------------
// MDX helpers
// ---------------------------------------------------------------------------------------------
/** Makes contract prose safe for MDX: escapes `{`, `}` and `<` outside code spans. */
function mdx(text: string | null | undefined, {inline = false}: {inline?: boolean} = {}): string {
  if (text == null) return '';
  const parts = String(text)
    .trim()
    .split(/(`+[^`]*`+)/g);
  let out = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('');
  if (inline) out = out.replace(/\s*\n\s*/g, ' ');
  return out;
}
/** A JSX attribute: a JSON string or value inside braces, so no quoting rule of MDX can bite. */
const attr = (name: string, value: unknown): string => (value === true ? name : `${name}={${JSON.stringify(value)}}`);
/** A JSX opening (or self-closing) tag; props that are undefined or false are left out. */
const tag = (name: string, props: Readonly<Record<string, unknown>>, selfClosing = false): string =>
  `<${[
    name,
    ...Object.entries(props)
      .filter(([, v]) => v !== undefined && v !== false)
      .map(([k, v]) => attr(k, v)),
  ].join(' ')}${selfClosing ? ' />' : '>'}`;
// ---------------------------------------------------------------------------------------------
// Fields and operations
// ---------------------------------------------------------------------------------------------

/**
 * A field set as nested `<ApiProperty>` elements: an object (or a list of objects) holds its own
 * fields in an `<ApiProperties>` block the reader can fold, unless `nested` is false.
 */
function renderFields(set: FieldSet, {nested = true}: {nested?: boolean} = {}): string[] {
  const out: string[] = [];
  for (const field of set.fields) {
    out.push(
      tag('ApiProperty', {
        name: field.name,
        type: field.type,
        required: field.required,
        deprecated: field.deprecated,
        useInstead: field.useInstead,
        constraints: field.constraints.length ? field.constraints : undefined,
      }),
      '',
      mdx(field.description),
      '',
    );
    if (field.children && nested)
      out.push(
        tag('ApiProperties', {of: field.children.of}),
        '',
        ...renderFields(field.children),
        '</ApiProperties>',
        '',
      );
    out.push('</ApiProperty>', '');
  }
  if (set.exactlyOneOf) out.push(tag('ApiExactlyOneOf', {fields: set.exactlyOneOf}, true), '');
  return out;
}

const STATUS_TEXT: Readonly<Record<string, string>> = {200: 'OK', 201: 'Created', 204: 'No Content'};

function renderOperation(op: Operation): string {
  const where = `operation ${op.operationId}`;
  const out: string[] = [];
  // The heading stays at the top level of the page, so the table of contents lists it.
  out.push(`### ${mdx(op.summary, {inline: true})} {#${op.anchor}}`, '');
  const operationTag = out.push('') - 1;
  out.push(tag('ApiMain', {}), '');
  out.push(mdx(op.description), '');

  out.push(tag('ApiSection', {kind: 'parameters'}, true), '');
  if (op.parameters.length) {
    for (const p of op.parameters) {
      out.push(
        tag('ApiProperty', {
          name: p.name,
          location: p.in,
          type: p.type,
          required: p.required,
          deprecated: p.deprecated,
          useInstead: p.useInstead,
          constraints: p.constraints.length ? p.constraints : undefined,
        }),
        '',
        mdx(p.description),
        '',
        '</ApiProperty>',
        '',
      );
    }
  } else out.push(tag('ApiNone', {}, true), '');

  if (op.requestBody) {
    out.push(tag('ApiSection', {kind: 'requestBody'}, true), '');
    out.push(tag('ApiBodySchema', {contentType: 'application/json', schema: op.requestBody.schemaName}, true), '');
    out.push(...renderFields(op.requestBody.fields));
  }

  // Responses: one entry per status; a success with a body lists its schema's own fields (the
  // objects inside them are in the example response beside it and, for request schemas, in the
  // request body: the pages' JavaScript budget does not allow every schema twice).
  out.push(tag('ApiSection', {kind: 'responses'}, true), '');
  for (const r of op.responses) {
    out.push(
      tag('ApiResponse', {
        status: r.status,
        schema: r.schemaName,
        contentType: r.contentType && r.contentType !== 'application/json' ? r.contentType : undefined,
      }),
      '',
      mdx(r.description),
      '',
    );
    if (r.fields)
      out.push(
        tag('ApiProperties', {of: r.fields.of}),
        '',
        ...renderFields(r.fields, {nested: false}),
        '</ApiProperties>',
        '',
      );
    out.push('</ApiResponse>', '');
  }
  out.push('</ApiMain>', '');

  // The right-hand column: example request and example responses.
  out.push(tag('ApiSamples', {}), '');
  out.push(tag('ApiSection', {kind: 'exampleRequest'}, true), '');
  out.push('<ApiTabs groupId="language" queryString>', '<ApiTabItem value="curl" label="cURL">', '');
  out.push('```bash', op.samples.curl, '```', '');
  out.push('</ApiTabItem>', '<ApiTabItem value="typescript" label="TypeScript">', '');
  // The TypeScript and Python tabs are hidden on load: they add nothing to the section's height.
  const hiddenTabs = out.push('```ts', op.samples.typescript, '```', '') - 4;
  out.push('</ApiTabItem>', '<ApiTabItem value="python" label="Python">', '');
  out.push('```python', op.samples.python, '```', '');
  const hiddenTabsEnd = out.push('</ApiTabItem>', '</ApiTabs>', '') - 3;
  out.push(tag('ApiSection', {kind: 'exampleResponse'}, true), '');
  for (const r of op.responses) {
    if (!r.status.startsWith('2')) continue;
    const label = `${r.status} ${STATUS_TEXT[r.status] ?? ''}`.trim();
    if (!r.contentType) {
      out.push(tag('ApiNoBody', {status: label}, true), '');
      continue;
    }
    for (const ex of r.examples) {
      const title = `${label}${ex.summary ? ` · ${ex.summary}` : ''}`.replace(/"/g, "'");
      if (r.contentType === 'application/json') {
        out.push(`\`\`\`json title="${title}" schema="${r.schemaName}"`, JSON.stringify(ex.value, null, 2), '```', '');
      } else if (r.contentType === 'text/event-stream') {
        if (typeof ex.value !== 'string')
          fail(`${where} response ${r.status}`, 'event-stream example must be a string');
        out.push(`\`\`\`text title="${title}"`, ex.value.replace(/\n+$/, ''), '```', '');
      } else fail(`${where} response ${r.status}`, `content type ${r.contentType}`);
    }
  }
  out.push('</ApiSamples>', '', '</ApiOperation>');
  out[operationTag] = tag('ApiOperation', {
    method: op.method,
    path: op.path,
    anchor: op.anchor,
    secured: op.secured,
    deprecated: op.deprecated,
    useInstead: op.useInstead,
    size: renderedSize([...out.slice(operationTag + 1, hiddenTabs), ...out.slice(hiddenTabsEnd)]),
  });
  return out.join('\n');
}

/**
 * About how many characters of an operation's MDX the reader sees (tags and hidden tabs left out):
 * the page sizes an operation it has not laid out yet by it (src/components/ApiReference).
 */
function renderedSize(lines: readonly string[]): number {
  return lines
    .filter((line) => !/^<\/?Api[A-Za-z]*[\s>/]/.test(line.trim()) && !line.startsWith('```'))
    .reduce((sum, line) => sum + line.replace(/<[^>]*>|\{[^}]*\}/g, '').length, 0);
}

/**
 * The error codes of the model as `<ApiErrorCodes>` rows: code, HTTP status, meaning, what to
 * do, whether a retry can succeed and whether the SDKs and the CLI retry it themselves.
 */
export function renderErrorCodes(model: ApiModel): string {
  const rows = model.errorCodes.map((e) =>
    // Blank lines keep each cell a block of its own: an element with its text on one line would be
    // wrapped in a paragraph, a <p> in a table row.
    [
      tag('ApiErrorCode', {code: e.code, status: e.status, retryable: e.retryable, sdkRetry: e.sdkRetries}),
      `<ApiErrorMeaning>\n\n${mdx(e.meaning, {inline: true})}\n\n</ApiErrorMeaning>`,
      `<ApiErrorAction>\n\n${mdx(e.action, {inline: true})}\n\n</ApiErrorAction>`,
      '</ApiErrorCode>',
    ].join('\n\n'),
  );
  return ['<ApiErrorCodes>', '', rows.join('\n\n'), '', '</ApiErrorCodes>'].join('\n');
}

const isGroup = (group: string): group is Group => GROUPS.some((g) => g === group);

/**
 * The MDX of one group's operations, in the contract's order.
 * @param model the API model, in any locale
 * @param group one of GROUPS (anything else fails, naming the known groups)
 * @param section the title of the page section the group is placed under, when there is one: it
 *   names the group's list of operations, so a page with several groups has a distinct name for each
 */
export function renderGroup(model: ApiModel, group: string, {section}: {section?: string} = {}): string {
  if (!isGroup(group)) fail(`<ApiReference group="${group}" />`, `unknown group (known: ${GROUPS.join(', ')})`);
  const sections: string[] = [];
  const index: string[] = [];
  for (const op of operationsOfGroup(model, group)) {
    sections.push(renderOperation(op));
    index.push(
      `- ${tag('ApiMethod', {method: op.method}, true)} [${mdx(op.summary, {inline: true}).replace(/[[\]]/g, '\\$&')}](#${op.anchor})`,
    );
  }
  // A list of the group's operations first, each with its method badge, so a reader sees the
  // section at a glance (also on a phone, where the table of contents is folded) and jumps in.
  const nav = [tag('ApiIndex', {section}), '', ...index, '', '</ApiIndex>'].join('\n');
  return [nav, ...sections]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The MDX of every group and of the error codes: { memories, search, platform, errorCodes }. */
export function renderReference(model: ApiModel): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(GROUPS.map((g) => [g, renderGroup(model, g)]));
  out.errorCodes = renderErrorCodes(model);
  return out;
}

/**
 * The imports the rendered MDX of an endpoint group (`operations`) or of the error codes table
 * (`errorCodes`) needs, each from its own module so a page ships only its kind's components.
 */
export const REFERENCE_IMPORTS = {
  operations: [
    "import ApiTabs from '@theme/Tabs';",
    "import ApiTabItem from '@theme/TabItem';",
    "import {ApiIndex, ApiMethod, ApiOperation, ApiMain, ApiSamples, ApiSection, ApiProperty, ApiProperties, ApiExactlyOneOf, ApiBodySchema, ApiResponse, ApiNone, ApiNoBody} from '@site/src/components/ApiReference';",
  ].join('\n'),
  errorCodes:
    "import {ApiErrorCodes, ApiErrorCode, ApiErrorMeaning, ApiErrorAction} from '@site/src/components/ApiReference/ErrorCodes';",
};
