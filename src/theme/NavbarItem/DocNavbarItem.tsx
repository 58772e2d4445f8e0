import type {ReactNode} from 'react';
import OriginalDocNavbarItem from '@theme-original/NavbarItem/DocNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props as OriginalProps} from '@theme/NavbarItem/DocNavbarItem';

type Props = OriginalProps & {readonly activeBaseRegex?: string};

/**
 * The original marks every doc item active whenever the current doc is in the same sidebar, and
 * the portal has a single sidebar: all three section links lit up (each with aria-current) on
 * every doc page. An item that names an `activeBaseRegex` is active on its own section only.
 */
function SectionDocNavbarItem({
  docId,
  docsPluginId,
  label,
  activeBaseRegex,
  ...props
}: Props & {activeBaseRegex: string}): ReactNode {
  const doc = useLayoutDoc(docId, docsPluginId);
  if (doc === null) return null;
  return <DefaultNavbarItem {...props} label={label ?? doc.id} to={doc.path} activeBaseRegex={activeBaseRegex} />;
}

export default function DocNavbarItem(props: Props): ReactNode {
  const {activeBaseRegex} = props;
  if (activeBaseRegex === undefined) return <OriginalDocNavbarItem {...props} />;
  return <SectionDocNavbarItem {...props} activeBaseRegex={activeBaseRegex} />;
}
