/**
 * Wraps the Markdown `<details>` component so its code (the animated disclosure of theme-common)
 * is a chunk loaded by the pages that have one, not part of every docs page's JS: the MDX
 * component map is on every docs page. Pre-rendering waits for the chunk, so the HTML is the
 * original's; in the browser React keeps that HTML until the chunk has loaded, then hydrates it.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type DetailsType from '@theme/MDXComponents/Details';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DetailsType>;

const Details = lazy(() => import('@theme-original/MDXComponents/Details'));

export default function LazyDetails(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Details {...props} />
    </Suspense>
  );
}
