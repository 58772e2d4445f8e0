import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import HomepageSection from '@site/src/components/HomepageSection';
import styles from './styles.module.css';
import '@site/src/lib/i18n/homepage-messages';

type Feature = {
  id: string;
  title: ReactNode;
  description: ReactNode;
  to: string;
};

const features: Feature[] = [
  {
    id: 'memories',
    title: <Translate id="homepage.features.memories.title">Durable memories</Translate>,
    description: (
      <Translate id="homepage.features.memories.text">
        Store text with metadata, tags and a scope for an organisation, project, user or agent. Mnemora embeds every
        memory and keeps it searchable.
      </Translate>
    ),
    to: '/api/memories',
  },
  {
    id: 'search',
    title: <Translate id="homepage.features.search.title">Semantic, keyword and hybrid search</Translate>,
    description: (
      <Translate id="homepage.features.search.text">
        Find memories by meaning, by exact words or both, filtered by scope, tags, metadata and time, with a relevance
        score on every result.
      </Translate>
    ),
    to: '/api/search',
  },
  {
    id: 'mcp',
    title: <Translate id="homepage.features.mcp.title">MCP interface for agents</Translate>,
    description: (
      <Translate id="homepage.features.mcp.text">
        Connect Claude, Cursor, VS Code and any MCP client: agents get tools to store, search, update and delete
        memories.
      </Translate>
    ),
    to: '/api/mcp-integration',
  },
  {
    id: 'realtime',
    title: <Translate id="homepage.features.realtime.title">Realtime sync</Translate>,
    description: (
      <Translate id="homepage.features.realtime.text">
        Subscribe to every change in a scope and resume where you left off after a disconnect.
      </Translate>
    ),
    to: '/guides/realtime-sync',
  },
];

function FeatureCard({title, description, to}: Feature): ReactNode {
  return (
    <div className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        <Link to={to}>{title}</Link>
      </Heading>
      <p>{description}</p>
    </div>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <HomepageSection
      className={styles.features}
      headingId="what-mnemora-does"
      heading={
        <Translate id="homepage.features.title" description="Heading of the features section on the home page">
          What Mnemora does
        </Translate>
      }>
      <div className={styles.grid}>
        {features.map((feature) => (
          <FeatureCard key={feature.id} {...feature} />
        ))}
      </div>
    </HomepageSection>
  );
}
