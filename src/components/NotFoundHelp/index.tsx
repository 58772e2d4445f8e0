/**
 * What the not-found page offers a lost reader besides the apology: a search box, the
 * documentation's main sections with one line each, and a way home, in the page's language.
 *
 * Part of the not-found content's chunk (src/theme/NotFound/Content, loaded by src/theme/DocRoot
 * only for an unknown path): neither it nor its messages are in the JS of the pages that exist.
 * The search box is a plain GET form to the locale's search page (`/es/search?q=…`), so it
 * works before hydration and without JavaScript; the search page reads the query from the URL.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import notFoundHelpMessages from '@generated/codeTranslations.json?messages=notFoundHelp';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import {docSections} from './sections';
import styles from './styles.module.css';

registerMessages(notFoundHelpMessages);

interface SectionWords {
  title: string;
  line: string;
}

/**
 * The words of each sidebar section, keyed by its label in sidebars.ts. The titles are the
 * sidebar's category labels in each locale (tests/e2e/not-found.spec.ts compares them with
 * `i18n/<locale>/docusaurus-plugin-content-docs/current.json`).
 */
function sectionWords(label: string): SectionWords {
  switch (label) {
    case 'Getting Started':
      return {
        title: translate({
          id: 'mnemora.notFoundHelp.section.gettingStarted.title',
          message: 'Getting Started',
          description: 'Not-found page: the Getting Started section (the sidebar category label)',
        }),
        line: translate({
          id: 'mnemora.notFoundHelp.section.gettingStarted.line',
          message: 'Install an SDK, get an API key and store your first memory.',
          description: 'Not-found page: one line about the Getting Started section',
        }),
      };
    case 'API Reference':
      return {
        title: translate({
          id: 'mnemora.notFoundHelp.section.api.title',
          message: 'API Reference',
          description: 'Not-found page: the API reference section (the sidebar category label)',
        }),
        line: translate({
          id: 'mnemora.notFoundHelp.section.api.line',
          message: 'Every REST endpoint, its parameters, responses and error codes.',
          description: 'Not-found page: one line about the API reference section',
        }),
      };
    case 'SDKs':
      return {
        title: translate({
          id: 'mnemora.notFoundHelp.section.sdks.title',
          message: 'SDKs',
          description: 'Not-found page: the SDKs section (the sidebar category label)',
        }),
        line: translate({
          id: 'mnemora.notFoundHelp.section.sdks.line',
          message: 'The TypeScript and Python SDKs and the command-line tool.',
          description: 'Not-found page: one line about the SDKs section',
        }),
      };
    case 'Guides':
      return {
        title: translate({
          id: 'mnemora.notFoundHelp.section.guides.title',
          message: 'Guides',
          description: 'Not-found page: the Guides section (the sidebar category label)',
        }),
        line: translate({
          id: 'mnemora.notFoundHelp.section.guides.line',
          message: 'Migration, performance, realtime sync and vector search, step by step.',
          description: 'Not-found page: one line about the Guides section',
        }),
      };
    case 'Use Cases':
      return {
        title: translate({
          id: 'mnemora.notFoundHelp.section.useCases.title',
          message: 'Use Cases',
          description: 'Not-found page: the Use Cases section (the sidebar category label)',
        }),
        line: translate({
          id: 'mnemora.notFoundHelp.section.useCases.line',
          message: 'Customer support, personal knowledge and team collaboration built on Mnemora.',
          description: 'Not-found page: one line about the Use Cases section',
        }),
      };
    default:
      // A new top-level sidebar category needs its words here; the build fails until it has them.
      throw new Error(`src/components/NotFoundHelp: no title and line for the sidebar category "${label}"`);
  }
}

export default function NotFoundHelp(): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <div className={`container ${styles.help}`}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <form role="search" className={styles.search} action={searchPage} method="get">
            <label htmlFor="not-found-search" className={styles.label}>
              <Translate id="mnemora.notFoundHelp.search.label" description="Not-found page: label of the search box">
                Search the documentation
              </Translate>
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                className={styles.input}
                type="search"
                name="q"
                required
                maxLength={200}
                autoComplete="off"
                spellCheck={false}
              />
              <button type="submit" className={`button button--primary ${styles.submit}`}>
                <Translate id="mnemora.notFoundHelp.search.submit" description="Not-found page: the search button">
                  Search
                </Translate>
              </button>
            </div>
          </form>
          <nav className={styles.sections} aria-labelledby="not-found-sections">
            {/* A plain h2: the theme's Heading adds a "direct link" anchor, which has no use here. */}
            <h2 id="not-found-sections" className={styles.heading}>
              <Translate
                id="mnemora.notFoundHelp.sections.title"
                description="Not-found page: heading above the list of the documentation's sections">
                Browse the documentation
              </Translate>
            </h2>
            <ul className={styles.list}>
              {docSections.map(({label, to}) => {
                const words = sectionWords(label);
                return (
                  <li key={label}>
                    <Link to={to} className={styles.sectionLink}>
                      {words.title}
                    </Link>
                    <span className={styles.line}>{words.line}</span>
                  </li>
                );
              })}
            </ul>
            <p className={styles.home}>
              <Link to="/">
                <Translate
                  id="mnemora.notFoundHelp.home"
                  description="Not-found page: link to the documentation home page">
                  Go to the documentation home page
                </Translate>
              </Link>
            </p>
          </nav>
        </div>
      </div>
    </div>
  );
}
