import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {SearchHit} from '@site/src/lib/search/query';
import Highlight from './Highlight';
import styles from './styles.module.css';

type Props = {
  readonly hits: readonly SearchHit[];
};

/** Results of the full search page: each page with its matching sections (heading anchors). */
export default function SearchResults({hits}: Props): ReactNode {
  return (
    <ol className={styles.list}>
      {hits.map((hit) => (
        <li key={hit.url} className={styles.hit}>
          <h2 className={styles.title}>
            <Link to={hit.url} autoAddBaseUrl={false}>
              {hit.title}
            </Link>
          </h2>
          <p className={styles.path}>{hit.url}</p>
          {hit.excerpt.length > 0 && (
            <p className={styles.excerpt}>
              <Highlight parts={hit.excerpt} />
            </p>
          )}
          {hit.sections.length > 0 && (
            <ul className={styles.sections}>
              {hit.sections.map((section) => (
                <li key={section.url}>
                  <Link to={section.url} autoAddBaseUrl={false} className={styles.sectionLink}>
                    {section.title}
                  </Link>
                  <Highlight parts={section.excerpt} className={styles.excerpt} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
