import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import HomepageSection from '@site/src/components/HomepageSection';
import styles from './styles.module.css';
import '@site/src/lib/i18n/homepage-messages';

type QuickLink = {id: string; label: ReactNode; to: string};

const links: QuickLink[] = [
  {
    id: 'quickstart',
    to: '/getting-started/quick-start',
    label: <Translate id="homepage.quickLinks.quickStart">Quick start</Translate>,
  },
  {id: 'api', to: '/api/overview', label: <Translate id="homepage.quickLinks.api">API reference</Translate>},
  {
    id: 'typescript',
    to: '/sdks/typescript',
    label: <Translate id="homepage.quickLinks.typescript">TypeScript SDK</Translate>,
  },
  {id: 'python', to: '/sdks/python', label: <Translate id="homepage.quickLinks.python">Python SDK</Translate>},
  {id: 'cli', to: '/sdks/cli', label: <Translate id="homepage.quickLinks.cli">CLI</Translate>},
  {id: 'guides', to: '/guides/', label: <Translate id="homepage.quickLinks.guides">Guides</Translate>},
  {id: 'errors', to: '/api/error-codes', label: <Translate id="homepage.quickLinks.errors">Error codes</Translate>},
  {id: 'changelog', to: '/changelog', label: <Translate id="homepage.quickLinks.changelog">Changelog</Translate>},
];

export default function QuickLinks(): ReactNode {
  return (
    <HomepageSection
      className={styles.quickLinks}
      headingId="quick-links"
      heading={
        <Translate id="homepage.quickLinks.title" description="Heading of the quick links section on the home page">
          Jump to a section
        </Translate>
      }>
      <ul className={styles.list}>
        {links.map(({id, to, label}) => (
          <li key={id}>
            <Link className={styles.link} to={to}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </HomepageSection>
  );
}
