/**
 * The request console of one operation: a modal dialog with a form generated from the contract
 * (path and query parameters, the headers that matter, a JSON body pre-filled from the example),
 * checked against the contract while the reader types, answered offline by the contract's mock
 * (src/lib/try-it/mock.ts), with the cURL, TypeScript and Python code of the request as built
 * (packages/api-model/request-code, the renderer of the reference's own examples). Nothing leaves the page,
 * unless a deployer turned live mode on (config/platform.ts): then the reader may choose to send
 * the request to the gateway with a key they type. The key lives in this module's memory for the
 * tab (it survives closing and reopening a console, never a reload): never in storage, the URL,
 * the DOM's attributes or a log, and it goes only to the gateway, only on Send.
 *
 * A native modal `<dialog>` keeps focus inside while open and closes on Escape; the button that
 * opened it gets focus back (./index.tsx). Status changes (the answer, the number of problems)
 * are announced through a live region.
 */
import {useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import model from '@generated/mnemora-try-it/default/model.json';
import validators from '@generated/mnemora-try-it/default/validators.js';
import live from '@generated/mnemora-try-it/default/live.json';
// The console's messages travel in this chunk, not in every page's main bundle (src/plugins/lean-bundle/messages).
import tryItMessages from '@generated/codeTranslations.json?messages=tryIt';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import {formatFact, type Locale} from '@site/src/data/number-format';
import {renderCurl, renderPy, renderTs, requestUrl} from '@site/packages/api-model/request-code';
import {
  checkRequest,
  initialForm,
  paramKey,
  type FormState,
  type Malformed,
  type RequestSample,
  type Violation,
} from '@site/src/lib/try-it/request';
import {respond, scenariosOf, type MockResponse, type Scenario} from '@site/src/lib/try-it/mock';
import type {ConsoleOperation, ConsoleParameter} from '@site/src/plugins/try-it/model';
import styles from './Console.module.css';

registerMessages(tryItMessages);

/** Live mode's choice and key, kept for the tab's lifetime only (see above). */
const liveSession = {on: false, key: ''};

/** A live answer: the gateway's status, the headers it lets this page read (CORS), its body. */
async function sendToGateway(
  request: {method: string; url: string; headers: Record<string, unknown>; body: unknown},
  key: string,
): Promise<MockResponse> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, String(value));
  if (key) headers.set('Authorization', `Bearer ${key}`);
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? {body: JSON.stringify(request.body)} : {}),
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? undefined;
  let body: unknown = text === '' ? undefined : text;
  if (text !== '' && contentType !== undefined && /json/.test(contentType)) {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON after all: shown as the gateway sent it.
    }
  }
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body,
    ...(contentType ? {contentType} : {}),
  };
}

const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
const statusLine = (status: number): string => `${status} ${REASONS[status] ?? ''}`.trim();

type Format = (n: number) => string;

/** A violated rule in the reader's words. */
function ruleText(v: Violation, num: Format): string {
  const p = v.params;
  const limit = typeof p.limit === 'number' ? num(p.limit) : String(p.limit);
  switch (v.keyword) {
    case 'required':
      return translate({id: 'tryIt.rule.required', message: 'is required'});
    case 'additionalProperties':
      return translate({id: 'tryIt.rule.unknownField', message: 'is not a field of this request'});
    case 'minLength':
      return p.limit === 1
        ? translate({id: 'tryIt.rule.notEmpty', message: 'must not be empty'})
        : translate({id: 'tryIt.rule.minLength', message: 'must be at least {limit} characters long'}, {limit});
    case 'maxLength':
      return translate({id: 'tryIt.rule.maxLength', message: 'must be at most {limit} characters long'}, {limit});
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return translate(
        {id: 'tryIt.rule.range', message: 'must be {comparison} {limit}'},
        {comparison: String(p.comparison), limit},
      );
    case 'minItems':
      return translate({id: 'tryIt.rule.minItems', message: 'must have at least {limit} items'}, {limit});
    case 'maxItems':
      return translate({id: 'tryIt.rule.maxItems', message: 'must have at most {limit} items'}, {limit});
    case 'minProperties':
      return translate({id: 'tryIt.rule.minProperties', message: 'must have at least {limit} keys'}, {limit});
    case 'maxProperties':
      return translate({id: 'tryIt.rule.maxProperties', message: 'must have at most {limit} keys'}, {limit});
    case 'uniqueItems':
      return translate({id: 'tryIt.rule.uniqueItems', message: 'must not repeat an item'});
    case 'pattern':
      return translate(
        {id: 'tryIt.rule.pattern', message: 'must match the pattern {pattern}'},
        {pattern: String(p.pattern)},
      );
    case 'format':
      return translate({id: 'tryIt.rule.format', message: 'must be a valid {format}'}, {format: String(p.format)});
    case 'enum':
      return translate(
        {id: 'tryIt.rule.enum', message: 'must be one of {values}'},
        {values: Array.isArray(p.allowedValues) ? p.allowedValues.map((x) => JSON.stringify(x)).join(', ') : ''},
      );
    case 'const':
      return translate({id: 'tryIt.rule.const', message: 'must be {value}'}, {value: JSON.stringify(p.allowedValue)});
    case 'type':
      return translate({id: 'tryIt.rule.type', message: 'must be of type {type}'}, {type: String(p.type)});
    case 'oneOf':
      return translate({id: 'tryIt.rule.oneOf', message: 'must match exactly one of the shapes the contract allows'});
    case 'propertyNames':
      return translate({id: 'tryIt.rule.propertyNames', message: 'has a key the contract does not allow'});
    case 'bodyRequired':
      return translate({id: 'tryIt.rule.bodyRequired', message: 'this operation needs a JSON body'});
    case 'maxBodyBytes':
      return translate(
        {id: 'tryIt.rule.maxBodyBytes', message: 'is {size} bytes; the API accepts at most {limit} bytes'},
        {size: num(Number(p.size)), limit},
      );
    default:
      return translate({id: 'tryIt.rule.other', message: "breaks the contract's {keyword} rule"}, {keyword: v.keyword});
  }
}

/** What the JSON parser expected, in the reader's words. */
function malformedText(m: Malformed, num: Format): string {
  const where = translate(
    {id: 'tryIt.malformed.where', message: 'Line {line}, column {column}:'},
    {line: num(m.line), column: num(m.column)},
  );
  let what: string;
  switch (m.code) {
    case 'PropertyNameExpected':
      what = translate({id: 'tryIt.malformed.propertyName', message: 'a property name in double quotes was expected'});
      break;
    case 'ValueExpected':
      what = translate({id: 'tryIt.malformed.value', message: 'a value was expected'});
      break;
    case 'ColonExpected':
      what = translate({id: 'tryIt.malformed.colon', message: 'a colon was expected'});
      break;
    case 'CommaExpected':
      what = translate({id: 'tryIt.malformed.comma', message: 'a comma was expected'});
      break;
    case 'CloseBraceExpected':
      what = translate({id: 'tryIt.malformed.closeBrace', message: 'a closing brace } was expected'});
      break;
    case 'CloseBracketExpected':
      what = translate({id: 'tryIt.malformed.closeBracket', message: 'a closing bracket ] was expected'});
      break;
    case 'EndOfFileExpected':
      what = translate({id: 'tryIt.malformed.end', message: 'the JSON should end here'});
      break;
    case 'UnexpectedEndOfString':
      what = translate({id: 'tryIt.malformed.string', message: 'a string is not closed'});
      break;
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      what = translate({id: 'tryIt.malformed.number', message: 'a number is not written as JSON writes numbers'});
      break;
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      what = translate({id: 'tryIt.malformed.escape', message: 'an escape sequence in a string is not valid'});
      break;
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      what = translate({id: 'tryIt.malformed.comment', message: 'JSON has no comments'});
      break;
    default:
      // The parser's own name for the error (`InvalidSymbol`, …) means nothing to a reader.
      what = translate({id: 'tryIt.malformed.other', message: 'this is not valid JSON'});
  }
  return `${where} ${what}`;
}

/** The pointer a violation shows: into the body, with the property a rule names. */
function pointerOf(v: Violation): string {
  const named = v.params.missingProperty ?? v.params.additionalProperty;
  const pointer =
    typeof named === 'string' ? `${v.pointer}/${named.replace(/~/g, '~0').replace(/\//g, '~1')}` : v.pointer;
  return pointer === '' ? '/' : pointer;
}

function locationLegend(location: ConsoleParameter['in']): string {
  switch (location) {
    case 'path':
      return translate({id: 'tryIt.legend.path', message: 'Path parameters'});
    case 'query':
      return translate({id: 'tryIt.legend.query', message: 'Query parameters'});
    default:
      return translate({id: 'tryIt.legend.header', message: 'Headers'});
  }
}

function scenarioLabel(s: Scenario): string {
  const status = statusLine(Number(s.status));
  if (s.code === '')
    return s.summary
      ? translate(
          {id: 'tryIt.scenario.successNamed', message: '{status}: success ({summary})'},
          {status, summary: s.summary},
        )
      : translate({id: 'tryIt.scenario.success', message: '{status}: success'}, {status});
  return s.summary
    ? translate(
        {id: 'tryIt.scenario.failureNamed', message: '{status}: {code} ({summary})'},
        {status, code: s.code, summary: s.summary},
      )
    : translate({id: 'tryIt.scenario.failure', message: '{status}: {code}'}, {status, code: s.code});
}

function ViolationList({id, items, num}: {id: string; items: Violation[]; num: Format}): ReactNode {
  if (items.length === 0) return null;
  return (
    <ul id={id} className={styles.violations}>
      {items.map((v, i) => (
        <li key={i}>
          {v.part === 'body' && <code>{pointerOf(v)}</code>} {ruleText(v, num)}
        </li>
      ))}
    </ul>
  );
}

function ParameterField({
  param,
  value,
  violations,
  onChange,
  num,
}: {
  param: ConsoleParameter;
  value: string;
  violations: Violation[];
  onChange: (value: string) => void;
  num: Format;
}): ReactNode {
  const id = useId();
  const invalid = violations.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{param.name}</code>{' '}
        <span className={styles.meta}>
          {param.array ? `${param.type}[]` : param.type} ·{' '}
          {param.required
            ? translate({id: 'tryIt.required', message: 'required'})
            : translate({id: 'tryIt.optional', message: 'optional'})}
          {param.deprecated && <> · {translate({id: 'tryIt.deprecated', message: 'deprecated'})}</>}
        </span>
      </label>
      <input
        id={id}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        placeholder={param.example}
        aria-invalid={invalid}
        aria-describedby={[
          invalid ? `${id}-problems` : `${id}-hint`,
          ...(param.deprecated ? [`${id}-deprecated`] : []),
        ].join(' ')}
        onChange={(e) => onChange(e.target.value)}
      />
      {param.deprecated && (
        <p id={`${id}-deprecated`} className={styles.deprecated}>
          {param.deprecated.useInstead === undefined
            ? translate({
                id: 'tryIt.deprecatedNotice',
                message: 'Deprecated: the API still accepts it, but new code should not send it.',
              })
            : translate(
                {
                  id: 'tryIt.deprecatedUseInstead',
                  message: 'Deprecated: the API still accepts it, but new code should send {name} instead.',
                },
                {name: param.deprecated.useInstead},
              )}
        </p>
      )}
      {invalid ? (
        <ViolationList id={`${id}-problems`} items={violations} num={num} />
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          {param.array
            ? translate({id: 'tryIt.hint.list', message: 'Separate several values with commas.'})
            : param.example
              ? translate({id: 'tryIt.hint.example', message: 'Example: {example}'}, {example: param.example})
              : ''}
        </p>
      )}
    </div>
  );
}

/** What the console sent, shown above the answer (and compared with the code in the tests). */
interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
}

function headerText(answer: MockResponse): string {
  return answer.headers.map(([n, v]) => `${n}: ${v}`).join('\n');
}
function bodyText(answer: MockResponse): string {
  if (answer.body === undefined) return '';
  return typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2);
}

export default function Console({
  anchor,
  sample,
  onClose,
}: {
  anchor: string;
  /** The page's sample this console was opened under, if any: the form starts from it. */
  sample?: RequestSample;
  onClose: () => void;
}): ReactNode {
  const op: ConsoleOperation | undefined = model.operations[anchor];
  if (!op) throw new Error(`The request console has no operation "${anchor}"`);
  const {i18n} = useDocusaurusContext();
  const num: Format = (n) => formatFact(n, i18n.currentLocale as Locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [form, setForm] = useState(() => initialForm(op, sample));
  const checked = useMemo(() => checkRequest(op, form, validators), [op, form]);
  const scenarios = useMemo(() => scenariosOf(op), [op]);
  const [scenarioId, setScenarioId] = useState(scenarios[0]?.id ?? '');
  // `form` and `scenario`: the request the answer belongs to, so an edit after it marks it as old.
  const [answer, setAnswer] = useState<{
    response: MockResponse;
    sent: SentRequest;
    live: boolean;
    form: FormState;
    scenario: string;
  } | null>(null);
  const [liveOn, setLiveOn] = useState(live !== null && liveSession.on);
  const [key, setKey] = useState(liveSession.key);
  const [inFlight, setInFlight] = useState(false);
  const [liveError, setLiveError] = useState('');
  const keyId = useId();
  const keyInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (keyInput.current && liveOn) keyInput.current.value = liveSession.key;
  }, [liveOn]);
  const mockState = useRef({sent: 0});
  const answerBox = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  // Each answer comes into view: on a phone it is below the form.
  useEffect(() => {
    if (answer) answerBox.current?.scrollIntoView({block: 'nearest'});
  }, [answer]);

  const stale = answer !== null && (answer.form !== form || answer.scenario !== scenarioId);
  const keyMissing = live !== null && liveOn && op.secured && key.trim() === '';
  const problems = checked.violations.length + (checked.malformed ? 1 : 0) + (keyMissing ? 1 : 0);
  // The live region says the answer right after a send, then the number of problems once the
  // reader edits again (its text changes only when that number does, so typing is not read out).
  const [answerIsNews, setAnswerIsNews] = useState(false);
  const announcement = inFlight
    ? translate({id: 'tryIt.live.sending', message: 'Sending…'})
    : answer && answerIsNews
      ? translate(
          {id: 'tryIt.status.answered', message: 'Response: {status}'},
          {status: statusLine(answer.response.status)},
        )
      : problems === 0
        ? translate({id: 'tryIt.status.valid', message: 'The request follows the contract.'})
        : translate({id: 'tryIt.status.problems', message: 'Problems in the request: {count}'}, {count: num(problems)});
  const edit = (change: (f: FormState) => FormState) => {
    setAnswerIsNews(false);
    setForm(change);
  };

  const byPart = (part: string) => checked.violations.filter((v) => v.part === part);
  const locations = (['path', 'query', 'header'] as const).filter((l) => op.parameters.some((p) => p.in === l));

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const target = {method: op.method, path: op.path, operationId: op.operationId};
    if (live !== null && liveOn) {
      if (inFlight) return;
      const origin = new URL(live.baseUrl).origin;
      const sent = {
        method: op.method.toUpperCase(),
        url: requestUrl(target, checked.values, live.baseUrl),
        headers: checked.values.headers,
        body: checked.values.body,
      };
      setInFlight(true);
      setLiveError('');
      sendToGateway(sent, key.trim())
        .then((response) => {
          setAnswer({response, sent, live: true, form, scenario: scenarioId});
          setCopied(false);
          setAnswerIsNews(true);
        })
        .catch((error: unknown) => {
          setAnswer(null);
          setLiveError(
            translate(
              {
                id: 'tryIt.live.failed',
                message:
                  'No answer from {origin} ({error}). Check your connection; the gateway must also accept requests from this portal (CORS).',
              },
              {origin, error: error instanceof Error ? error.message : String(error)},
            ),
          );
        })
        .finally(() => setInFlight(false));
      return;
    }
    const scenario = scenarios.find((s) => s.id === scenarioId) ?? scenarios[0];
    if (!scenario) return;
    const a = respond(model, op, checked, scenario, mockState.current);
    setAnswer({
      response: a,
      sent: {
        method: op.method.toUpperCase(),
        url: requestUrl(target, checked.values),
        headers: checked.values.headers,
        body: checked.values.body,
      },
      live: false,
      form,
      scenario: scenarioId,
    });
    setCopied(false);
    setAnswerIsNews(true);
  };
  const chooseLive = (on: boolean) => {
    liveSession.on = on;
    setLiveOn(on);
    setAnswer(null);
    setLiveError('');
  };

  let code: {curl: string; ts: string; py: string} | null = null;
  let codeProblem = '';
  if (checked.malformed) {
    codeProblem = translate({id: 'tryIt.code.malformed', message: 'The code appears when the body is valid JSON.'});
  } else {
    const target = {method: op.method, path: op.path, operationId: op.operationId};
    try {
      code = {
        curl: renderCurl(target, op.sdk, checked.values, op.secured),
        ts: renderTs(target, op.sdk, checked.values),
        py: renderPy(target, op.sdk, checked.values),
      };
    } catch {
      codeProblem = translate({
        id: 'tryIt.code.unavailable',
        message: 'This request cannot be written as SDK code; fix the body first.',
      });
    }
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-try-it-console={anchor}
      onClose={onClose}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <span className={clsx(styles.method, styles[`method-${op.method}`])}>{op.method.toUpperCase()}</span>{' '}
          <code>{op.path}</code> <span className={styles.summary}>{op.summary}</span>
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={translate({id: 'tryIt.close', message: 'Close the request console'})}
          onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      {live === null ? (
        <p className={styles.mode}>
          {translate({
            id: 'tryIt.mode.offline',
            message:
              'Offline rehearsal: the API contract answers in this page. No request leaves it and no key is needed.',
          })}
        </p>
      ) : (
        <fieldset className={clsx(styles.mode, styles.modeChoice)}>
          <legend className={styles.srOnly}>
            {translate({id: 'tryIt.live.legend', message: 'Where the request goes'})}
          </legend>
          <label>
            <input type="radio" name={`${titleId}-mode`} checked={!liveOn} onChange={() => chooseLive(false)} />{' '}
            {translate({
              id: 'tryIt.live.offlineOption',
              message: 'Offline rehearsal: the API contract answers in this page, no key needed',
            })}
          </label>
          <label>
            <input type="radio" name={`${titleId}-mode`} checked={liveOn} onChange={() => chooseLive(true)} />{' '}
            {translate(
              {id: 'tryIt.live.liveOption', message: 'Live: send to {origin} with your API key'},
              {origin: new URL(live.baseUrl).origin},
            )}
          </label>
        </fieldset>
      )}
      <p className={styles.srOnly} role="status" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.grid}>
        <form className={styles.request} onSubmit={send} noValidate>
          <h3 className={styles.subhead}>{translate({id: 'tryIt.request', message: 'Request'})}</h3>
          {live !== null && liveOn && (
            <div className={styles.field}>
              <label htmlFor={keyId}>{translate({id: 'tryIt.live.key', message: 'API key'})}</label>
              {/* Uncontrolled, filled by a ref: React writes a controlled input's value (and an
                  uncontrolled one's defaultValue) into the `value` attribute, and the key must
                  not be in the page's markup. */}
              <input
                ref={keyInput}
                id={keyId}
                type="password"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={keyMissing}
                aria-describedby={`${keyId}-hint`}
                onChange={(e) => {
                  liveSession.key = e.target.value;
                  setKey(e.target.value);
                }}
              />
              <p id={`${keyId}-hint`} className={keyMissing ? styles.malformed : styles.hint}>
                {keyMissing
                  ? translate({id: 'tryIt.live.keyMissing', message: 'Enter an API key to send a live request.'})
                  : translate(
                      {
                        id: 'tryIt.live.keyHint',
                        message:
                          'Sent to {origin} only, only when you click Send. Kept in this tab’s memory: never stored, never in the address.',
                      },
                      {origin: new URL(live.baseUrl).origin},
                    )}
              </p>
            </div>
          )}
          {locations.map((location) => (
            <fieldset key={location} className={styles.fieldset}>
              <legend>{locationLegend(location)}</legend>
              {op.parameters
                .filter((p) => p.in === location)
                .map((p) => (
                  <ParameterField
                    key={paramKey(p)}
                    param={p}
                    value={form.params[paramKey(p)] ?? ''}
                    violations={byPart(paramKey(p))}
                    num={num}
                    onChange={(value) => edit((f) => ({...f, params: {...f.params, [paramKey(p)]: value}}))}
                  />
                ))}
            </fieldset>
          ))}
          {op.body && (
            <div className={styles.field}>
              <label htmlFor={bodyId}>
                {translate({id: 'tryIt.body', message: 'Body (JSON, schema {schema})'}, {schema: op.body.schema})}
              </label>
              <textarea
                id={bodyId}
                className={styles.body}
                value={form.body}
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="off"
                rows={Math.min(18, Math.max(6, form.body.split('\n').length + 1))}
                aria-invalid={checked.malformed !== null || byPart('body').length > 0}
                aria-describedby={`${bodyId}-problems`}
                onChange={(e) => edit((f) => ({...f, body: e.target.value}))}
              />
              <div id={`${bodyId}-problems`}>
                {checked.malformed && <p className={styles.malformed}>{malformedText(checked.malformed, num)}</p>}
                <ViolationList id={`${bodyId}-list`} items={byPart('body')} num={num} />
              </div>
            </div>
          )}
          <div className={styles.field} hidden={live !== null && liveOn}>
            <label htmlFor={`${titleId}-scenario`}>{translate({id: 'tryIt.scenario', message: 'Answer with'})}</label>
            <select id={`${titleId}-scenario`} value={scenarioId} onChange={(e) => setScenarioId(e.target.value)}>
              {scenarios.map((s) => (
                <option key={s.id} value={s.id}>
                  {scenarioLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            {problems === 0 ? (
              <button type="submit" className={clsx('button', 'button--primary', styles.send)} disabled={inFlight}>
                {inFlight
                  ? translate({id: 'tryIt.live.sending', message: 'Sending…'})
                  : translate({id: 'tryIt.send', message: 'Send'})}
              </button>
            ) : (
              <>
                <p className={styles.invalid}>
                  {translate(
                    {
                      id: 'tryIt.invalid',
                      message: 'The request breaks the contract (problems: {count}), so it is not sent.',
                    },
                    {count: num(problems)},
                  )}
                </p>
                <button type="submit" className={clsx('button', 'button--secondary', styles.send)} disabled={inFlight}>
                  {translate({id: 'tryIt.sendAnyway', message: "Send anyway to see the API's error"})}
                </button>
              </>
            )}
            <button
              type="button"
              className={clsx('button', 'button--link', styles.reset)}
              onClick={() => {
                edit(() => initialForm(op, sample));
                setAnswer(null);
              }}>
              {translate({id: 'tryIt.reset', message: 'Reset to the example'})}
            </button>
          </div>
        </form>
        <div className={styles.output}>
          <h3 className={styles.subhead}>{translate({id: 'tryIt.response', message: 'Response'})}</h3>
          {answer ? (
            <div
              className={styles.answer}
              ref={answerBox}
              data-try-it-answer={answer.response.status}
              data-try-it-stale={stale || undefined}
              data-try-it-sent={JSON.stringify(answer.sent)}>
              {stale && (
                <p className={styles.stale}>
                  {translate({
                    id: 'tryIt.staleAnswer',
                    message:
                      'This answer is for the request as it was sent. You have changed the request since: send it again to see its answer.',
                  })}
                </p>
              )}
              <p className={styles.sent}>
                <span className={styles.meta}>
                  {answer.live
                    ? translate({id: 'tryIt.live.sent', message: 'Sent to the gateway:'})
                    : translate({id: 'tryIt.sent', message: 'Sent to the offline mock:'})}
                </span>{' '}
                <code>
                  {answer.sent.method} {answer.sent.url}
                </code>
              </p>
              <p className={clsx(styles.status, styles[`status-${String(answer.response.status).charAt(0)}xx`])}>
                {statusLine(answer.response.status)}
              </p>
              <CodeBlock language="http" title={translate({id: 'tryIt.headers', message: 'Headers'})}>
                {headerText(answer.response)}
              </CodeBlock>
              {answer.response.body !== undefined ? (
                <CodeBlock
                  language={typeof answer.response.body === 'string' ? 'text' : 'json'}
                  title={translate({id: 'tryIt.responseBody', message: 'Body'})}>
                  {bodyText(answer.response)}
                </CodeBlock>
              ) : (
                <p>{translate({id: 'tryIt.noBody', message: 'The response has no body.'})}</p>
              )}
              <button
                type="button"
                className={clsx('button', 'button--secondary', 'button--sm')}
                onClick={() => {
                  const text = `HTTP/1.1 ${statusLine(answer.response.status)}\n${headerText(answer.response)}\n\n${bodyText(answer.response)}`;
                  void navigator.clipboard?.writeText(text).then(() => setCopied(true));
                }}>
                {copied
                  ? translate({id: 'tryIt.copiedResponse', message: 'Response copied'})
                  : translate({id: 'tryIt.copyResponse', message: 'Copy the response'})}
              </button>
            </div>
          ) : liveError ? (
            <p className={styles.malformed} role="alert" data-try-it-live-error="">
              {liveError}
            </p>
          ) : (
            <p className={styles.hint}>
              {translate({id: 'tryIt.noAnswer', message: 'Send the request to see the answer here.'})}
            </p>
          )}
          <h3 className={styles.subhead}>{translate({id: 'tryIt.code', message: 'Code for this request'})}</h3>
          {code ? (
            <Tabs groupId="language">
              <TabItem value="curl" label="cURL">
                <CodeBlock language="bash">{code.curl}</CodeBlock>
              </TabItem>
              <TabItem value="typescript" label="TypeScript">
                <CodeBlock language="ts">{code.ts}</CodeBlock>
              </TabItem>
              <TabItem value="python" label="Python">
                <CodeBlock language="python">{code.py}</CodeBlock>
              </TabItem>
            </Tabs>
          ) : (
            <p className={styles.hint}>{codeProblem}</p>
          )}
        </div>
      </div>
    </dialog>
  );
}
