import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import {markdownTwinPath} from '@site/src/lib/markdown-twin';
import {techArticle} from '@site/src/lib/structured-data';

type Props = WrapperProps<typeof ContentType>;

/**
 * Adds the page actions (copy as Markdown, view as Markdown, open in an assistant) above a docs
 * page, announces its Markdown twin to agents (`<link rel="alternate" type="text/markdown">`),
 * describes the page to search engines as a schema.org `TechArticle` (JSON-LD beside the
 * `BreadcrumbList` Docusaurus' breadcrumbs already write), and marks the doc content as the only
 * part of the page Pagefind indexes (`data-pagefind-body`).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  const twinPath = markdownTwinPath(metadata.permalink);
  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    url: `${siteConfig.url}${metadata.permalink}`,
    language: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    lastUpdatedAt: metadata.lastUpdatedAt,
  });
  return (
    <>
      <Head>
        <meta property="og:type" content="article" />
        <link rel="alternate" type="text/markdown" href={`${siteConfig.url}${twinPath}`} />
        <script type="application/ld+json">{article}</script>
      </Head>
      <PageActions twinPath={twinPath} />
      <div data-pagefind-body="">
        <Content {...props} />
      </div>
    </>
  );
}
