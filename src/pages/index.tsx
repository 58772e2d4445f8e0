import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import HomepageSection from '@site/src/components/HomepageSection';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import QuickLinks from '@site/src/components/QuickLinks';
import '@site/src/lib/i18n/homepage-messages';
import {apiBaseUrl, productName} from '@site/config/platform';
import {markdownTwinPath} from '@site/src/lib/markdown-twin';
import {homeGraph} from '@site/src/lib/structured-data';
import styles from './index.module.css';

const firstRequest = `curl ${apiBaseUrl}/search \\
  -H "Authorization: Bearer $MNEMORA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query": "How does Ana like her invoices?", "mode": "hybrid"}'`;

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    // A named section, not a <header>: outside <main> a header is a banner landmark, and the
    // announcement bar above it is the page's banner already. Its name makes it a region
    // landmark, so that no content of the page is outside one.
    <section className={styles.hero} aria-label={siteConfig.title}>
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
            Give your AI application a long-term memory: store facts, messages and documents once, then find them again
            by meaning, keyword or both.
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
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const description = translate({
    id: 'homepage.meta.description',
    message:
      'Documentation for Mnemora: the REST API, TypeScript and Python SDKs, CLI, MCP integration and guides for giving AI applications long-term memory.',
    description: 'The home page meta description',
  });
  // This locale's home (`/`, `/es/`, …): the base URL of a locale's build includes its prefix.
  const homePath = useBaseUrl('/');
  const homeUrl = `${siteConfig.url}${homePath}`;
  const graph = homeGraph({
    siteName: siteConfig.title,
    organizationName: productName,
    portalUrl: siteConfig.url,
    homeUrl,
    description,
    language: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    // One organisation for every locale: the logo at the portal root (every locale's build has it).
    logoUrl: `${siteConfig.url}/img/logo.svg`,
  });
  return (
    <Layout
      title={translate({
        id: 'homepage.meta.title',
        message: 'Memory as a Service Platform',
        description: 'The home page title in the browser tab',
      })}
      description={description}>
      <Head>
        {/* The home page's Markdown twin (written by src/plugins/llms-txt), for agents. */}
        <link rel="alternate" type="text/markdown" href={`${siteConfig.url}${markdownTwinPath(homePath)}`} />
        <script type="application/ld+json">{graph}</script>
      </Head>
      <Hero />
      <main>
        <HomepageFeatures />
        <HomepageSection
          className={styles.sample}
          headingId="first-request"
          heading={
            <Translate id="homepage.sample.title" description="Heading above the sample request on the home page">
              One request away
            </Translate>
          }>
          <p>
            <Translate id="homepage.sample.text" description="Text above the sample request on the home page">
              Search everything your application remembers with a single call. The quick start walks you through storing
              your first memory.
            </Translate>
          </p>
          <CodeBlock language="bash" title="search.sh">
            {firstRequest}
          </CodeBlock>
        </HomepageSection>
        <QuickLinks />
      </main>
    </Layout>
  );
}
