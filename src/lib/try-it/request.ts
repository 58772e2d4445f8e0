/**
 * The request a reader builds in the console (src/components/TryIt): the form's text, what it
 * becomes when sent, and every way it breaks the contract. Pure functions, so the unit tests run
 * them in Node with the same compiled validators the browser uses.
 */
import {parse, printParseErrorCode, type ParseError} from 'jsonc-parser';
import type {ConsoleOperation, ConsoleParameter} from '../../plugins/try-it/model';
import type {RequestValues} from '../../../packages/api-model/request-code';

/** One compiled schema check (Ajv standalone): true, or false with `errors` set. */
export interface Validator {
  (value: unknown): boolean;
  errors?: readonly AjvError[] | null;
}
export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}
export type Validators = Readonly<Record<string, Validator | undefined>>;

/** What the form holds: each parameter's text by `in:name`, and the body's text. */
export interface FormState {
  params: Record<string, string>;
  body: string;
}

export const paramKey = (p: Pick<ConsoleParameter, 'in' | 'name'>): string => `${p.in}:${p.name}`;

/**
 * One way the request breaks the contract. `part` is where (the body, or a parameter by its key);
 * `pointer` is the JSON pointer into the body or "" for the parameter's value; `keyword` and
 * `params` are the contract's rule and its limit (Ajv's names, plus `required` for a missing
 * parameter, `maxBodyBytes` for an oversized body and `bodyRequired` for a missing body).
 */
export interface Violation {
  part: 'body' | string;
  pointer: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Malformed JSON in the body: where (1-based line and column) and what the parser expected. */
export interface Malformed {
  line: number;
  column: number;
  offset: number;
  /** jsonc-parser's error name, e.g. `CommaExpected`; the console words it. */
  code: string;
}

export interface CheckedRequest {
  /** What would be sent; the body is `undefined` when empty and left as text when malformed. */
  values: RequestValues;
  violations: Violation[];
  malformed: Malformed | null;
  /** The body's size in bytes (UTF-8), as sent. */
  bodyBytes: number;
}

/** The form an operation's console opens with: the example request. */
/**
 * A page's sample request, by part (src/remark/try-it-samples.ts reads it from the sample's cURL
 * while the site builds): a console opened under that sample starts from it.
 */
export interface RequestSample {
  path: Record<string, string>;
  query: Record<string, string>;
  /** Header values by lower-case name. */
  headers: Record<string, string>;
  body?: unknown;
}

/**
 * The form a console opens with: the contract's example, or a page's sample as sent (a parameter
 * the sample leaves out stays empty, so the request is the sample's own).
 */
export function initialForm(op: ConsoleOperation, sample?: RequestSample): FormState {
  const params: Record<string, string> = {};
  for (const p of op.parameters) {
    const fromSample = !sample
      ? p.initial
      : p.in === 'path'
        ? sample.path[p.name]
        : p.in === 'query'
          ? sample.query[p.name]
          : sample.headers[p.name.toLowerCase()];
    params[paramKey(p)] = fromSample ?? '';
  }
  const body = sample ? sample.body : op.body?.example;
  return {params, body: op.body ? (body === undefined ? '' : JSON.stringify(body, null, 2)) : ''};
}

/** A field's text as the JSON value the API receives (what the validators check). */
export function paramValue(param: ConsoleParameter, raw: string): unknown {
  const scalar = (s: string): unknown => {
    if (param.type === 'integer' || param.type === 'number') {
      return /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(s) ? Number(s) : s;
    }
    if (param.type === 'boolean') return s === 'true' ? true : s === 'false' ? false : s;
    return s;
  };
  if (param.array)
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map(scalar);
  return scalar(raw.trim());
}

/** 1-based line and column of an offset in a text. */
export function lineColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return {line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1};
}

/** Parses the body as strict JSON (no comments, no trailing commas). */
export function parseBody(text: string): {ok: true; value: unknown} | {ok: false; error: Malformed} {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, {disallowComments: true, allowTrailingComma: false});
  const [first] = errors;
  if (first) {
    return {
      ok: false,
      error: {...lineColumn(text, first.offset), offset: first.offset, code: printParseErrorCode(first.error)},
    };
  }
  return {ok: true, value};
}

const violationsOf = (part: string, validator: Validator): Violation[] =>
  (validator.errors ?? []).map((e) => ({part, pointer: e.instancePath, keyword: e.keyword, params: e.params}));

function validate(validators: Validators, name: string, value: unknown, part: string): Violation[] {
  const validator = validators[name];
  // The validators module is compiled from the same model; a missing export is a build fault.
  if (!validator) throw new Error(`No validator "${name}" in the request console's validators module`);
  return validator(value) ? [] : violationsOf(part, validator);
}

/** What the form sends, and every violation of the contract in it. */
export function checkRequest(op: ConsoleOperation, form: FormState, validators: Validators): CheckedRequest {
  const values: RequestValues = {pathParams: {}, query: {}, headers: {}, body: undefined};
  const violations: Violation[] = [];
  for (const p of op.parameters) {
    const key = paramKey(p);
    const raw = form.params[key] ?? '';
    if (raw.trim() === '') {
      if (p.required) violations.push({part: key, pointer: '', keyword: 'required', params: {}});
      if (p.in === 'path') values.pathParams[p.name] = '';
      continue;
    }
    const value = paramValue(p, raw);
    violations.push(...validate(validators, p.validator, value, key));
    const bucket = p.in === 'path' ? values.pathParams : p.in === 'query' ? values.query : values.headers;
    bucket[p.name] = value;
  }
  let malformed: Malformed | null = null;
  const bodyBytes = new TextEncoder().encode(form.body).length;
  if (op.body) {
    if (form.body.trim() === '') {
      if (op.body.required) violations.push({part: 'body', pointer: '', keyword: 'bodyRequired', params: {}});
    } else {
      const parsed = parseBody(form.body);
      if (parsed.ok) {
        values.body = parsed.value;
        violations.push(...validate(validators, op.body.validator, parsed.value, 'body'));
      } else {
        malformed = parsed.error;
        values.body = form.body;
      }
    }
    if (op.maxBodyBytes !== undefined && bodyBytes > op.maxBodyBytes)
      violations.push({
        part: 'body',
        pointer: '',
        keyword: 'maxBodyBytes',
        params: {limit: op.maxBodyBytes, size: bodyBytes},
      });
  }
  return {values, violations, malformed, bodyBytes};
}

/** A JSON pointer (`/filter/tags/any/0`) as the API's `details[].field` writes it (`filter.tags.any[0]`). */
export function fieldPath(pointer: string, extra?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out === '' ? part : `.${part}`;
  return out;
}

/** The body field a violation is about: its pointer plus the property a `required` or unknown-field rule names. */
export function violationField(v: Violation): string {
  const named = v.params.missingProperty ?? v.params.additionalProperty;
  return fieldPath(v.pointer, typeof named === 'string' ? named : undefined);
}
