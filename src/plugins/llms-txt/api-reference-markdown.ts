/**
 * The API reference in a page's Markdown twin: `<ApiReference group="…" />` expands to the nodes
 * the site's page gets (src/lib/api-reference-tree.ts, from the locale's contract), and their
 * components (src/components/ApiReference) become Markdown here, with the same labels from
 * `i18n/<locale>/code.json` (the English fallbacks repeat the components' default messages, as the
 * CLI twin does), so the twin says what the page says.
 */
import {formatRange, type Locale} from '../../data/number-format';
import type {Constraint} from '../../../packages/api-model/model';
import type {ComponentRenderer} from './mdx-to-markdown';
import type {Messages} from './cli-markdown';
import {isSectionKind, sectionId, type SectionKind} from '../../components/ApiReference/sections';

/** Each kind of constraint but `range` (the range alone): its message's id and English fallback. */
const constraintLabels = new Map<string, [string, string]>([
  ['length', ['constraint.length', 'length {range}']],
  ['pattern', ['constraint.pattern', 'pattern {pattern}']],
  ['format', ['constraint.format', 'format {format}']],
  ['enum', ['constraint.oneOf', 'one of {values}']],
  ['items', ['constraint.items', 'items {range}']],
  ['unique', ['constraint.unique', 'unique items']],
  ['keys', ['constraint.keys', 'keys {range}']],
  ['keyPattern', ['constraint.keyPattern', 'key pattern {pattern}']],
  ['values', ['constraint.values', 'values {types}']],
  ['default', ['constraint.default', 'default {value}']],
]);

const code = (value: string): string => {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
};

/**
 * @param conventionsUrl where the twin's "Conventions" link goes: the page that states what every
 *   operation shares (the site's `apiConventionsRoute`), as a URL an agent can follow without a base
 */
export function apiReferenceRenderers(
  messages: Messages,
  locale: string,
  {conventionsUrl}: {conventionsUrl: string},
): Record<string, ComponentRenderer> {
  const t = (id: string, fallback: string, values: Record<string, string> = {}): string =>
    (messages[`apiReference.${id}`] ?? fallback).replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
  const str = (v: string | true | undefined): string => (typeof v === 'string' ? v : '');

  const constraint = (c: Constraint): string => {
    const range = 'min' in c || 'max' in c ? formatRange(c, locale as Locale) : '';
    if (c.kind === 'range') return range;
    const label = constraintLabels.get(c.kind);
    if (!label) return code(c.kind);
    // Each message names the placeholder of its own value (`{pattern}`, `{types}`, …).
    const value = code('value' in c ? c.value : '');
    const values = ('values' in c ? c.values : []).map(code).join(', ');
    return t(...label, {range, pattern: value, format: value, types: value, value, values});
  };
  const constraints = (raw: string | true | undefined): string => {
    if (typeof raw !== 'string' || raw === '') return '';
    return (JSON.parse(raw) as Constraint[])
      .map((c) =>
        c.items ? t('constraint.eachItem', 'each item: {constraint}', {constraint: constraint(c)}) : constraint(c),
      )
      .join(' · ');
  };
  // The anchor of the operation being rendered: its section headings' ids derive from it.
  let operation: string | undefined;
  const sectionLabels: Record<SectionKind, [string, string]> = {
    parameters: ['parameters', 'Parameters'],
    requestBody: ['requestBody', 'Request body'],
    responses: ['responses', 'Responses'],
    exampleRequest: ['exampleRequest', 'Example request'],
    exampleResponse: ['exampleResponse', 'Example response'],
  };
  const location: Record<string, [string, string]> = {
    path: ['in.path', 'path'],
    query: ['in.query', 'query'],
    header: ['in.header', 'header'],
  };
  // The line a deprecated element's replacement gets, as on the page.
  const replacementLine = (p: Readonly<Record<string, string | true | undefined>>): string =>
    p.deprecated && typeof p.useInstead === 'string'
      ? t('useInstead', 'Deprecated: use {name} instead.', {name: code(p.useInstead)})
      : '';
  const yesNo = (v: string | true | undefined) => (v === 'true' || v === true ? t('yes', 'Yes') : t('no', 'No'));

  return {
    ApiOperation: (p, children) => {
      operation = str(p.anchor);
      const text = [
        `${code(`${str(p.method).toUpperCase()} ${str(p.path)}`)}${p.deprecated ? ` **${t('deprecated', 'deprecated')}**` : ''}`,
        ...(replacementLine(p) ? [replacementLine(p)] : []),
        `**${t('authentication', 'Authentication:')}** ${
          p.secured && typeof p.permission === 'string'
            ? t('authBearerPermission', 'API key as a bearer token ({header}) with the {permission} permission.', {
                header: code('Authorization: Bearer $MNEMORA_API_KEY'),
                permission: code(p.permission),
              })
            : p.secured
              ? t('authBearer', 'API key as a bearer token ({header}).', {
                  header: code('Authorization: Bearer $MNEMORA_API_KEY'),
                })
              : t('authNone', 'None.')
        } · [${t('conventions', 'Conventions')}](${conventionsUrl})`,
        children(),
      ].join('\n\n');
      operation = undefined;
      return text;
    },
    ApiIndex: (_p, children) => children(),
    // The page's bar of contents repeats its headings, which the Markdown has as headings.
    ApiPageNavigator: () => '',
    ApiMethod: (p) => code(str(p.method).toUpperCase()),
    ApiMain: (_p, children) => children(),
    ApiSamples: (_p, children) => children(),
    ApiSection: (p) => {
      const kind = str(p.kind);
      if (!isSectionKind(kind)) throw new Error(`<ApiSection kind="${kind}">: not a section of an operation`);
      if (!operation) throw new Error(`<ApiSection kind="${kind}"> is outside an <ApiOperation>`);
      const [id, fallback] = sectionLabels[kind];
      return `#### ${t(id, fallback)} {#${sectionId(operation, kind)}}`;
    },
    ApiProperty: (p, children) => {
      const loc = location[str(p.location)];
      const facts = [
        code(str(p.type)),
        ...(loc ? [t(loc[0], loc[1])] : []),
        p.required ? t('required', 'required') : t('optional', 'optional'),
        ...(p.deprecated ? [`**${t('deprecated', 'deprecated')}**`] : []),
        ...(constraints(p.constraints) ? [constraints(p.constraints)] : []),
      ];
      const body = [replacementLine(p), children()].filter(Boolean).join('\n\n');
      return `- ${code(str(p.name))} (${facts.join(', ')})\n\n${body.replace(/^(?=.)/gm, '  ')}`;
    },
    ApiProperties: (p, children) =>
      `${t('propertiesOf', 'Properties of {name}', {name: code(str(p.of))})}:\n\n${children()}`,
    ApiExactlyOneOf: (p) =>
      t('exactlyOneOf', 'Send exactly one of {fields}.', {
        fields: (JSON.parse(str(p.fields) || '[]') as string[]).map(code).join(', '),
      }),
    ApiBodySchema: (p) =>
      t('bodySchema', 'Content type {contentType}, schema {schema}.', {
        contentType: code(str(p.contentType)),
        schema: code(str(p.schema)),
      }),
    ApiResponse: (p, children) =>
      `- ${code(str(p.status))}${p.schema ? ` ${code(str(p.schema))}` : ''}${p.contentType ? ` ${code(str(p.contentType))}` : ''}: ${children().replace(/\n(?=.)/g, '\n  ')}`,
    ApiNone: () => t('none', 'None'),
    ApiNoBody: (p) => t('noBody', '{status}: The response has no body.', {status: code(str(p.status))}),
    ApiErrorCodes: (_p, children) =>
      [
        `| ${[t('errors.code', 'Code'), t('errors.httpStatus', 'HTTP status'), t('errors.meaning', 'Meaning'), t('errors.whatToDo', 'What to do'), t('errors.retryable', 'Retryable'), t('errors.sdkRetry', 'SDKs and CLI retry it')].join(' | ')} |`,
        '| --- | --- | --- | --- | --- | --- |',
        // Each row arrives as a paragraph of its own, its leading pipe escaped as paragraph text
        // (`\|`, sometimes after a table cell's `| `); a table needs them on consecutive lines,
        // starting with a bare pipe.
        children()
          .split(/\n\s*\n/)
          .map((row) => row.replace(/^(?:\|\s*)?\\\|/, '|'))
          .join('\n'),
      ].join('\n'),
    // One table row; its meaning and action cells are the two children, each on a line of its own.
    ApiErrorCode: (p, children) => {
      const [meaning = '', action = ''] = children()
        .split(/\n\s*\n/)
        .map((c) => c.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|'));
      return `| ${code(str(p.code))} | ${code(str(p.status))} | ${meaning} | ${action} | ${yesNo(p.retryable)} | ${yesNo(p.sdkRetry)} |`;
    },
    ApiErrorMeaning: (_p, children) => children(),
    ApiErrorAction: (_p, children) => children(),
  };
}
