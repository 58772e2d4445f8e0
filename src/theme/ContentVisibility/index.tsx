/**
 * Swizzled (eject, from theme-classic 3.10.2): the same draft and unlisted banners, as a lazy
 * chunk (src/components/ContentVisibilityBanners). Every docs page carried their code and
 * messages, and only a draft (in development) or an unlisted page shows one. Pre-rendering waits
 * for the chunk, so such a page's HTML is unchanged.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const banners = () => import('@site/src/components/ContentVisibilityBanners');
const Unlisted = lazy(() => banners().then((m) => ({default: m.Unlisted})));
const Draft = lazy(() => banners().then((m) => ({default: m.Draft})));

export default function ContentVisibility({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  // frontMatter too, as the original: in development `metadata.unlisted` is always false.
  return (
    <Suspense fallback={null}>
      {(unlisted || frontMatter.unlisted) && <Unlisted />}
      {frontMatter.draft && <Draft />}
    </Suspense>
  );
}
