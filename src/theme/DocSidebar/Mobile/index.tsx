/**
 * Swizzled (eject, from theme-classic 3.10.2's DocSidebar/Mobile): the same component, handing
 * the navbar's secondary menu one prop (`docSidebar`) instead of the sidebar's four.
 *
 * theme-common's NavbarSecondaryMenuFiller memoizes the props it is given with
 * `useShallowMemoObject`, which sorts their keys with `String.prototype.localeCompare`. The first
 * `localeCompare` of a page initialises ICU's collator: 7-24 ms on this machine, four times that
 * on a mid-range phone, inside hydration of every docs page at phone width (it was the only
 * caller: 15 calls on /de/api/endpoints/memory, none on a wide screen). With one key there is
 * nothing to sort, so the comparator never runs.
 */
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

function DocSidebarMobileSecondaryMenu({docSidebar: {sidebar, path}}: {docSidebar: Props}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // The mobile menu closes when the item leads somewhere (a link, a category with a page).
          if ((item.type === 'category' && item.href) || item.type === 'link') mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{docSidebar: props}} />;
}

export default memo(DocSidebarMobile);
