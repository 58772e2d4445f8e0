import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {facts, formatFact, type FactName, type Locale} from '@site/src/data/facts';

/**
 * A fact that several pages state (src/data/facts.ts), written the way the current locale writes
 * numbers, so that a page never types the value by hand: `<Fact name="retryBackoffMaxSeconds" />`.
 * `code` renders it as inline code (dates and versions that readers copy).
 */
export default function Fact({name, code = false}: {name: FactName; code?: boolean}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const text = formatFact(facts[name], i18n.currentLocale as Locale);
  return code ? <code>{text}</code> : text;
}
