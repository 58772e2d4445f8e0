/**
 * Swizzled (eject) to render nothing. The portal documents one version, the current one, which
 * has no banner; the original's code (banner texts, links to other versions) was in every docs
 * page's JS all the same. tests/site/bundle.test.ts fails, naming this file, if a version with a
 * banner is ever configured: delete this swizzle then.
 */
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
