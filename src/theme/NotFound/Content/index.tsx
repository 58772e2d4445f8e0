/**
 * Wraps the not-found content to give the not-found page its title and a meta description, and
 * to follow the theme's apology with a way on: a search box, the main sections and a link home
 * (src/components/NotFoundHelp). The docs layout loads this component as a chunk of its own
 * (src/theme/DocRoot), so none of it is in the JS of the pages that exist. With
 * the docs at the site root, an unknown path renders inside the docs layout, which shows only
 * this content component: the page-level `NotFound` (and its title) never renders, so the page
 * had the bare site title and no description (search engines and Lighthouse's SEO audit expect
 * one on every page).
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
// The not-found page's messages are out of the main bundle (src/plugins/lean-bundle/messages).
import notFoundMessages from '@generated/codeTranslations.json?messages=notFound';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import NotFoundHelp from '@site/src/components/NotFoundHelp';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

registerMessages(notFoundMessages);

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({
          id: 'mnemora.notFound.metaDescription',
          message:
            'This page of the Mnemora documentation does not exist. Start again from the documentation home page or the sidebar.',
          description: 'The meta description of the not-found page',
        })}
      />
      <Content {...props} className={[props.className, styles.text].filter(Boolean).join(' ')} />
      <NotFoundHelp />
    </>
  );
}
