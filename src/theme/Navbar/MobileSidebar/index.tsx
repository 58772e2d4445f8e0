/**
 * Wraps the mobile navbar sidebar so it behaves as a modal for keyboard users: opening it moves
 * focus into it, Tab and Shift+Tab cycle inside it, Escape closes it, and closing it returns
 * focus to the menu button that opened it. The original (still rendered as is) does none of this:
 * focus stayed on the page behind the open menu.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The focusable elements of `root` a reader can see: collapsed menus, and the menu panel that is
 * slid out beside the shown one (its back button on a page without a doc sidebar), excluded.
 * Focusing an element of that panel would scroll the whole menu sideways, off screen.
 */
function focusableIn(root: HTMLElement): HTMLElement[] {
  const {left, right} = root.getBoundingClientRect();
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter((el) => {
    const box = el.getBoundingClientRect();
    return (
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      box.right > left &&
      box.left < right
    );
  });
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const wasShown = useRef(false);

  useEffect(() => {
    const sidebar = document.querySelector<HTMLElement>('.navbar-sidebar');
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!shown) {
      if (wasShown.current) {
        wasShown.current = false;
        const active = document.activeElement;
        // Back to the button, unless the reader has already moved focus somewhere else.
        if (!active || active === document.body || sidebar?.contains(active)) menuButton?.focus();
      }
      return undefined;
    }
    wasShown.current = true;
    if (!sidebar) return undefined;
    // The menu slides in: its items are `visibility: hidden`, so not focusable, until the
    // transition has started. Try on each frame for a while.
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      const target = focusableIn(sidebar)[0];
      target?.focus();
      if ((!target || document.activeElement !== target) && tries++ < 60) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(sidebar);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement as HTMLElement | null;
      const inside = active !== null && sidebar.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, toggle]);

  return <MobileSidebar {...props} />;
}
