/**
 * The layout of the API reference that src/remark/api-reference.ts puts into pages from the
 * contract while the site builds (src/lib/api-reference-tree.ts builds the syntax tree that uses
 * these components, their props typed values of the API model).
 * The contract's text arrives already in the page's language (its overlay); every label here is a
 * UI string in code.json (ids `apiReference.*`).
 *
 * Each operation is a section: a coloured method badge and the path (with a copy button once the
 * page runs), the authentication and a link to the conventions every operation shares (which the
 * reference pages no longer repeat in front of the operations), then two columns on wide screens:
 * explanation, parameters, body fields and responses on the left; the example request
 * (cURL/TypeScript/Python tabs synced with the site's language tabs), with "Try it" beside its
 * heading, and the example responses on the right, sticky below the page's bar of contents
 * (./Navigator.tsx) and never taller than the screen. In one column "Try it" sits in the
 * operation's first line instead, so it is within a screen of the heading on a phone. Nested objects are native `<details open>`: readable without JavaScript, and
 * foldable. Every part is server-rendered HTML; JavaScript adds the copy button and
 * the "Try it" request console (src/components/TryIt).
 */
import {createContext, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {apiConventionsRoute} from '@site/config/platform';
// The `apiReference.` messages reach the reference pages' chunks only, not every page's main
// bundle (src/plugins/lean-bundle/messages).
import apiReferenceMessages from '@generated/codeTranslations.json?messages=apiReference';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import {formatRange, type Locale} from '@site/src/data/number-format';
import {layOutWhenIdle} from '@site/src/lib/layout/lay-out-when-idle';
import TryIt from '../TryIt';
import {ApiMethod} from './Method';
import type {Constraint} from '../../../packages/api-model/model';
import {sectionId, type SectionKind} from './sections';
import styles from './styles.module.css';

/** The header a secured operation takes, as code in every language. */
const bearerHeader = 'Authorization: Bearer $MNEMORA_API_KEY';

registerMessages(apiReferenceMessages);

type Children = {children?: ReactNode};

/** The operation being rendered: its sections derive their ids from it, its samples the console. */
type Operation = {method: string; path: string; anchor: string};
const OperationContext = createContext<Operation | null>(null);

function useOperation(component: string): Operation {
  const operation = useContext(OperationContext);
  if (!operation)
    throw new Error(`<${component}> is rendered outside an <ApiOperation>: it needs the operation's anchor`);
  return operation;
}

export {ApiMethod} from './Method';

/**
 * The operations of a reference section, each with its method, linking to its anchor. Named after
 * the page section it opens (`section`), so that several on one page are told apart.
 */
export function ApiIndex({section, children}: {section?: string} & Children): ReactNode {
  const label =
    section === undefined
      ? translate({id: 'apiReference.index', message: 'Operations'})
      : translate({id: 'apiReference.indexOf', message: 'Operations: {section}'}, {section});
  return (
    <nav className={styles.index} aria-label={label}>
      {children}
    </nav>
  );
}

/** The contract's `deprecated`: a badge beside the name. */
/**
 * Punctuation between the parts of a field's head, in its text but not on screen, where the chips
 * already separate them: a screen reader reads "limit (integer, query, optional" instead of running
 * the words together, and the text is the Markdown twin's ("`limit` (`integer`, query, optional,
 * 1–100)"), which checkers comparing a page with its twin look for. Out of the flex layout
 * (absolutely positioned), so it adds no gap.
 */
function Separator({text}: {text: string}): ReactNode {
  return <span className={styles.separator}>{text}</span>;
}

function DeprecatedBadge(): ReactNode {
  return (
    <span className={styles.deprecated}>
      <Translate id="apiReference.deprecated">deprecated</Translate>
    </span>
  );
}

/** What replaces a deprecated element (`x-mnemora-use-instead`), when the contract names it. */
function UseInstead({name}: {name?: string}): ReactNode {
  if (name === undefined) return null;
  return (
    <p className={styles.useInstead}>
      <Translate id="apiReference.useInstead" values={{name: <code>{name}</code>}}>
        {'Deprecated: use {name} instead.'}
      </Translate>
    </p>
  );
}

/** One operation: badge, path, authentication and the two columns. */
export function ApiOperation({
  method,
  path,
  anchor,
  secured = false,
  permission,
  deprecated = false,
  useInstead,
  size,
  children,
}: {
  method: string;
  path: string;
  anchor: string;
  secured?: boolean;
  /** The permission a restricted key needs for it (the contract's scopes), when one is. */
  permission?: string;
  deprecated?: boolean;
  useInstead?: string;
  /** About how many characters the reader sees in it (a code line as 15): its height until it is laid out. */
  size?: number;
} & Children): ReactNode {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (section.current) layOutWhenIdle(section.current);
  }, []);
  return (
    <section
      ref={section}
      className={styles.operation}
      aria-labelledby={anchor}
      data-api-operation={anchor}
      style={size === undefined ? undefined : ({'--operation-size': size} as CSSProperties)}>
      <div className={styles.endpoint}>
        <ApiMethod method={method} />
        {/* In the text, as in the twin (`POST /memories`); a flex container does not render it. */}{' '}
        <code className={styles.path}>{path}</code>
        <CopyButton text={path} />
        {deprecated && (
          <>
            {' '}
            <DeprecatedBadge />
          </>
        )}
        {/* In one column the example request is far below: the console opens from here. */}
        <TryIt anchor={anchor} method={method} path={path} className={styles.tryItNarrow} />
      </div>
      {deprecated && <UseInstead name={useInstead} />}
      <p className={styles.auth}>
        <strong>
          <Translate id="apiReference.authentication">Authentication:</Translate>
        </strong>{' '}
        {secured && permission !== undefined ? (
          <Translate
            id="apiReference.authBearerPermission"
            values={{header: <code>{bearerHeader}</code>, permission: <code>{permission}</code>}}>
            {'API key as a bearer token ({header}) with the {permission} permission.'}
          </Translate>
        ) : secured ? (
          <Translate id="apiReference.authBearer" values={{header: <code>{bearerHeader}</code>}}>
            {'API key as a bearer token ({header}).'}
          </Translate>
        ) : (
          <Translate id="apiReference.authNone">None.</Translate>
        )}
        <span aria-hidden="true"> · </span>
        <Link to={apiConventionsRoute}>
          <Translate id="apiReference.conventions">Conventions</Translate>
        </Link>
      </p>
      <div className={styles.columns}>
        <OperationContext.Provider value={{method, path, anchor}}>{children}</OperationContext.Provider>
      </div>
    </section>
  );
}

function CopyButton({text}: {text: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const [copied, setCopied] = useState(false);
  // Without JavaScript the path is plain selectable text; the button appears once it can work.
  if (!isBrowser) return null;
  const label = copied
    ? translate({id: 'apiReference.copied', message: 'Copied'})
    : translate({id: 'apiReference.copyPath', message: 'Copy path'});
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={translate({id: 'apiReference.copyLabel', message: '{label}: {path}'}, {label, path: text})}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}>
      {label}
    </button>
  );
}

/** The left column: explanation, parameters, body and responses. */
export function ApiMain({children}: Children): ReactNode {
  return <div className={styles.main}>{children}</div>;
}

/**
 * The right column: examples, sticky on wide screens and never taller than the screen, with the
 * button that opens the request console beside the example request's heading.
 */
export function ApiSamples({children}: Children): ReactNode {
  useOperation('ApiSamples');
  return (
    <div className={styles.samples}>
      <div className={styles.sticky}>{children}</div>
    </div>
  );
}

function sectionLabel(kind: SectionKind): string {
  switch (kind) {
    case 'parameters':
      return translate({id: 'apiReference.parameters', message: 'Parameters'});
    case 'requestBody':
      return translate({id: 'apiReference.requestBody', message: 'Request body'});
    case 'responses':
      return translate({id: 'apiReference.responses', message: 'Responses'});
    case 'exampleRequest':
      return translate({id: 'apiReference.exampleRequest', message: 'Example request'});
    case 'exampleResponse':
      return translate({id: 'apiReference.exampleResponse', message: 'Example response'});
  }
}

/** A heading inside an operation; its id is the same in every locale (./sections.ts). */
export function ApiSection({kind}: {kind: SectionKind}): ReactNode {
  const {anchor, method, path} = useOperation('ApiSection');
  const heading = (
    <Heading as="h4" id={sectionId(anchor, kind)} className={styles.section}>
      {sectionLabel(kind)}
    </Heading>
  );
  if (kind !== 'exampleRequest') return heading;
  // Two columns: the console opens from beside the example it starts from, which stays in view
  // while the operation is read. (In one column the button in the operation's first line shows
  // instead: both are in the page, one of them hidden, so each layout has its button.)
  return (
    <div className={styles.sampleHead}>
      {heading}
      <TryIt anchor={anchor} method={method} path={path} className={styles.tryItWide} />
    </div>
  );
}

function locationLabel(location: string): string {
  switch (location) {
    case 'path':
      return translate({id: 'apiReference.in.path', message: 'path'});
    case 'query':
      return translate({id: 'apiReference.in.query', message: 'query'});
    default:
      return translate({id: 'apiReference.in.header', message: 'header'});
  }
}

function ConstraintText({c}: {c: Constraint}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale as Locale;
  switch (c.kind) {
    case 'length':
      return (
        <Translate id="apiReference.constraint.length" values={{range: formatRange(c, locale)}}>
          {'length {range}'}
        </Translate>
      );
    case 'pattern':
      return (
        <Translate id="apiReference.constraint.pattern" values={{pattern: <code>{c.value}</code>}}>
          {'pattern {pattern}'}
        </Translate>
      );
    case 'format':
      return (
        <Translate id="apiReference.constraint.format" values={{format: <code>{c.value}</code>}}>
          {'format {format}'}
        </Translate>
      );
    case 'enum': {
      const values = c.values.map((v, i) => (
        <span key={v}>
          {i > 0 ? ', ' : ''}
          <code>{v}</code>
        </span>
      ));
      return (
        <Translate id="apiReference.constraint.oneOf" values={{values: <>{values}</>}}>
          {'one of {values}'}
        </Translate>
      );
    }
    case 'range':
      return <>{formatRange(c, locale)}</>;
    case 'items':
      return (
        <Translate id="apiReference.constraint.items" values={{range: formatRange(c, locale)}}>
          {'items {range}'}
        </Translate>
      );
    case 'unique':
      return <Translate id="apiReference.constraint.unique">unique items</Translate>;
    case 'keys':
      return (
        <Translate id="apiReference.constraint.keys" values={{range: formatRange(c, locale)}}>
          {'keys {range}'}
        </Translate>
      );
    case 'keyPattern':
      return (
        <Translate id="apiReference.constraint.keyPattern" values={{pattern: <code>{c.value}</code>}}>
          {'key pattern {pattern}'}
        </Translate>
      );
    case 'values':
      return (
        <Translate id="apiReference.constraint.values" values={{types: <code>{c.value}</code>}}>
          {'values {types}'}
        </Translate>
      );
    case 'default':
      return (
        <Translate id="apiReference.constraint.default" values={{value: <code>{c.value}</code>}}>
          {'default {value}'}
        </Translate>
      );
    default:
      // Props arrive from the page's MDX: a kind this component does not know yet shows as code.
      return <code>{(c as {kind: string}).kind}</code>;
  }
}

function Constraints({items}: {items: Constraint[]}): ReactNode {
  return (
    <ul className={styles.constraints}>
      {items.map((c, i) => (
        <li key={i}>
          {c.items ? (
            <Translate id="apiReference.constraint.eachItem" values={{constraint: <ConstraintText c={c} />}}>
              {'each item: {constraint}'}
            </Translate>
          ) : (
            <ConstraintText c={c} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A parameter or a field: name, type, where it goes, required or optional, limits, description. */
export function ApiProperty({
  name,
  type,
  location,
  required = false,
  deprecated = false,
  useInstead,
  constraints,
  children,
}: {
  name: string;
  type: string;
  location?: string;
  required?: boolean;
  deprecated?: boolean;
  useInstead?: string;
  constraints?: Constraint[];
} & Children): ReactNode {
  return (
    <div className={styles.property} data-api-fields="">
      <div className={styles.propertyHead}>
        <code className={styles.propertyName}>{name}</code>
        <Separator text=" (" />
        <span className={styles.propertyType}>{type}</span>
        {location && (
          <>
            <Separator text=", " />
            <span className={styles.location}>{locationLabel(location)}</span>
          </>
        )}
        <Separator text=", " />
        {required ? (
          <span className={styles.required}>
            <Translate id="apiReference.required">required</Translate>
          </span>
        ) : (
          <span className={styles.optional}>
            <Translate id="apiReference.optional">optional</Translate>
          </span>
        )}
        {deprecated && (
          <>
            <Separator text=", " />
            <DeprecatedBadge />
          </>
        )}
      </div>
      {deprecated && <UseInstead name={useInstead} />}
      {constraints && constraints.length > 0 && <Constraints items={constraints} />}
      <div className={styles.propertyBody}>{children}</div>
    </div>
  );
}

/** The properties of a nested object, open by default (and without JavaScript), foldable. */
export function ApiProperties({of, children}: {of: string} & Children): ReactNode {
  return (
    <details open className={styles.nested}>
      <summary>
        <Translate id="apiReference.propertiesOf" values={{name: <code>{of}</code>}}>
          {'Properties of {name}'}
        </Translate>
      </summary>
      <div className={styles.nestedBody}>{children}</div>
    </details>
  );
}

export function ApiExactlyOneOf({fields}: {fields: string[]}): ReactNode {
  const list = fields.map((f, i) => (
    <span key={f}>
      {i > 0 ? ', ' : ''}
      <code>{f}</code>
    </span>
  ));
  return (
    <p>
      <Translate id="apiReference.exactlyOneOf" values={{fields: <>{list}</>}}>
        {'Send exactly one of {fields}.'}
      </Translate>
    </p>
  );
}

export function ApiBodySchema({contentType, schema}: {contentType: string; schema: string}): ReactNode {
  return (
    <p className={styles.bodySchema}>
      <Translate
        id="apiReference.bodySchema"
        values={{contentType: <code>{contentType}</code>, schema: <code>{schema}</code>}}>
        {'Content type {contentType}, schema {schema}.'}
      </Translate>
    </p>
  );
}

/** One response status: its description and, for a success with a body, its schema's fields. */
export function ApiResponse({
  status,
  schema,
  contentType,
  children,
}: {status: string; schema?: string; contentType?: string} & Children): ReactNode {
  return (
    <div className={styles.response} data-api-fields="">
      <div className={styles.responseHead}>
        <span className={clsx(styles.status, styles[`status-${status.charAt(0)}xx`])}>{status}</span>
        {/* Spaces in the text (`201 Memory`, as in the twin) that the flex layout does not render. */}
        {schema && (
          <>
            {' '}
            <code className={styles.propertyType}>{schema}</code>
          </>
        )}
        {contentType && (
          <>
            {' '}
            <code className={styles.propertyType}>{contentType}</code>
          </>
        )}
      </div>
      <div className={styles.responseBody}>{children}</div>
    </div>
  );
}

export function ApiNone(): ReactNode {
  return (
    <p>
      <Translate id="apiReference.none">None</Translate>
    </p>
  );
}

export function ApiNoBody({status}: {status: string}): ReactNode {
  return (
    <p>
      <Translate id="apiReference.noBody" values={{status: <code>{status}</code>}}>
        {'{status}: The response has no body.'}
      </Translate>
    </p>
  );
}
