import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import QuickLinks from '@site/src/components/QuickLinks';
import '@site/src/lib/i18n/homepage-messages';
import styles from './index.module.css';

const firstRequest = `curl https://api.mnemora.dev/v1/search \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query": "How does Ana like her invoices?", "mode": "hybrid"}'`;

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>
          <Translate id="homepage.hero.tagline" description="The site tagline shown in the home page hero">
            Memory as a Service Platform
          </Translate>
        </p>
        <p className={styles.lead}>
          <Translate id="homepage.hero.lead" description="One sentence under the tagline saying what Mnemora does">
            Give your AI application a long-term memory: store facts, messages and documents once, then find them again by meaning, keyword or both.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/getting-started/quick-start">
            <Translate id="homepage.hero.quickStart" description="Primary call to action on the home page">
              Start the quick start
            </Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/api/overview">
            <Translate id="homepage.hero.apiReference" description="Secondary call to action on the home page">
              Read the API reference
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'homepage.meta.title', message: 'Memory as a Service Platform', description: 'The home page title in the browser tab'})}
      description={translate({
        id: 'homepage.meta.description',
        message: 'Documentation for Mnemora: the REST API, TypeScript and Python SDKs, CLI, MCP integration and guides for giving AI applications long-term memory.',
        description: 'The home page meta description',
      })}>
      <Hero />
      <main>
        <HomepageFeatures />
        <section className={styles.sample} aria-labelledby="first-request">
          <div className="container">
            <Heading as="h2" id="first-request">
              <Translate id="homepage.sample.title" description="Heading above the sample request on the home page">
                One request away
              </Translate>
            </Heading>
            <p>
              <Translate id="homepage.sample.text" description="Text above the sample request on the home page">
                Search everything your application remembers with a single call. The quick start walks you through storing your first memory.
              </Translate>
            </p>
            <CodeBlock language="bash" title="search.sh">
              {firstRequest}
            </CodeBlock>
          </div>
        </section>
        <QuickLinks />
      </main>
    </Layout>
  );
}
