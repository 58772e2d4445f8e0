/**
 * Replaces core's base-URL issue banner in the server bundle (./index.ts): on the home page of
 * each locale, when `baseUrlIssueBanner` is on (as core: only the home page, so that the other
 * pages carry no script for it), the head gets ./inline-script.ts with the banner's words in the
 * page's locale. Rendered through <Head>, a side effect only, so hydration is not affected by the
 * browser bundle rendering nothing here.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import bannerMessages from '@generated/codeTranslations.json?messages=baseUrlBanner';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import {bannerScript} from './inline-script';

registerMessages(bannerMessages);

export default function BaseUrlIssueBanner(): ReactNode {
  const {
    siteConfig: {baseUrl, baseUrlIssueBanner},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  if (!baseUrlIssueBanner || pathname !== baseUrl) return null;
  return (
    <Head>
      <script
        data-title={translate({
          id: 'mnemora.baseUrlBanner.title',
          message: 'Your site did not load properly.',
          description: "Title of the banner shown on the home page when the site's script could not run",
        })}
        data-reason={translate({
          id: 'mnemora.baseUrlBanner.reason',
          message: "A common reason is a wrong base URL in the site's configuration.",
          description: 'Second line of the banner shown when the site did not load: the likely cause',
        })}
        data-configured={translate({
          id: 'mnemora.baseUrlBanner.configured',
          message: 'Configured base URL:',
          description:
            'Label before the base URL the site was built for, in the banner shown when the site did not load',
        })}
        data-suggest={translate({
          id: 'mnemora.baseUrlBanner.suggest',
          message: 'We suggest trying the base URL:',
          description:
            'Label before the base URL suggested from the address of the page, in the banner shown when the site did not load',
        })}
        data-base={baseUrl}>
        {bannerScript}
      </script>
    </Head>
  );
}
