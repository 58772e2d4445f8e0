/**
 * Swizzled (eject) to render nothing: the portal's one docs version has no badge (see
 * src/theme/DocVersionBanner for why, and for the test that guards it).
 */
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
