/**
 * The docs layout, as the classic theme's (3.10), except that the not-found content is a chunk of
 * its own: the theme imports it statically, so its component, messages and page metadata were in
 * the JavaScript of every docs page, which only an unknown path ever shows. Pre-rendering waits
 * for the chunk, so the not-found HTML is complete. The not-found pages' HTML lists the chunk with
 * the page's others (src/plugins/route-scripts), so it is in before React hydrates: a chunk still
 * loading then would leave the content to be hydrated later, and the first update after
 * hydration (the browser context switching on) would replace it with the empty fallback until
 * the chunk arrived, the footer jumping up and back (tests/e2e/not-found.spec.ts).
 */
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';

// Named so the not-found pages' HTML can list it (src/plugins/route-scripts, notFoundChunks).
const NotFoundContent = lazy(() => import(/* webpackChunkName: "not-found-content" */ '@theme/NotFound/Content'));

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // Only the not-found content, not a second layout (as the theme does).
    return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
