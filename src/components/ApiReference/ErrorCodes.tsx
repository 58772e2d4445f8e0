/**
 * The error codes table of the API reference (`<ApiReference group="error-codes" />`), rendered
 * from the contract by src/remark/api-reference.ts. Apart from ./index.tsx so that endpoint
 * pages do not ship it. On a phone each code becomes a card of labelled lines.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
// The `apiReference.` messages reach the reference pages' chunks only, not every page's main
// bundle (src/plugins/lean-bundle/messages).
import apiReferenceMessages from '@generated/codeTranslations.json?messages=apiReference';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import styles from './styles.module.css';

registerMessages(apiReferenceMessages);

type Children = {children?: ReactNode};

function yesNo(value: boolean): string {
  return value
    ? translate({id: 'apiReference.yes', message: 'Yes'})
    : translate({id: 'apiReference.no', message: 'No'});
}

/** A label before its value on the same line, with the locale's punctuation (French puts a space before the colon). */
function labelled(label: string): string {
  return translate({id: 'apiReference.errors.labelled', message: '{label}:'}, {label});
}

function errorLabels() {
  return {
    code: translate({id: 'apiReference.errors.code', message: 'Code'}),
    status: translate({id: 'apiReference.errors.httpStatus', message: 'HTTP status'}),
    meaning: translate({id: 'apiReference.errors.meaning', message: 'Meaning'}),
    action: translate({id: 'apiReference.errors.whatToDo', message: 'What to do'}),
    retryable: translate({id: 'apiReference.errors.retryable', message: 'Retryable'}),
    sdkRetry: translate({id: 'apiReference.errors.sdkRetry', message: 'SDKs and CLI retry it'}),
  };
}

/** The error codes table; on a phone each code becomes a card of labelled lines. */
export function ApiErrorCodes({children}: Children): ReactNode {
  const l = errorLabels();
  return (
    <table className={styles.errorTable}>
      <thead>
        <tr>
          <th scope="col">{l.code}</th>
          <th scope="col">{l.status}</th>
          <th scope="col">{l.meaning}</th>
          <th scope="col">{l.action}</th>
          <th scope="col">{l.retryable}</th>
          <th scope="col">{l.sdkRetry}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function ApiErrorCode({
  code,
  status,
  retryable,
  sdkRetry,
  children,
}: {code: string; status: number; retryable: boolean; sdkRetry: boolean} & Children): ReactNode {
  const l = errorLabels();
  // The code is the row's anchor (`#rate_limited`): the skill, the docs MCP server and a log line
  // can point at one code; the code links to itself so a reader can copy that link.
  return (
    <tr id={code} className={styles.errorRow}>
      <th scope="row" data-label={l.code}>
        <a href={`#${code}`} className={styles.errorLink}>
          <code>{code}</code>
        </a>
      </th>
      <td data-label={l.status}>
        <code>{status}</code>
      </td>
      {children}
      <td data-label={l.retryable} data-label-inline={labelled(l.retryable)}>
        {yesNo(retryable)}
      </td>
      <td data-label={l.sdkRetry} data-label-inline={labelled(l.sdkRetry)}>
        {yesNo(sdkRetry)}
      </td>
    </tr>
  );
}

export function ApiErrorMeaning({children}: Children): ReactNode {
  return <td data-label={errorLabels().meaning}>{children}</td>;
}

export function ApiErrorAction({children}: Children): ReactNode {
  return <td data-label={errorLabels().action}>{children}</td>;
}
