/**
 * Wraps the docs sidebar with a no-JavaScript fallback: the original renders a collapsed
 * category's links only once it is expanded, which takes JavaScript. Inside `<noscript>` (inert
 * for readers with JavaScript, and not hydrated) the whole sidebar is written out as plain links;
 * src/css/custom.css shows it instead of the original under `@media (scripting: none)`.
 */
import type {ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof DocSidebarType>;

function Items({items, active}: {items: readonly PropSidebarItem[]; active: string}): ReactNode {
  return (
    <ul className="menu__list">
      {items.map((item, i) => {
        if (item.type === 'html' || (item.type === 'link' && item.unlisted)) return null;
        const current = item.href === active ? 'page' : undefined;
        const label = item.href ? (
          <a className={`menu__link${current ? ' menu__link--active' : ''}`} href={item.href} aria-current={current}>
            {item.label}
          </a>
        ) : (
          <span className="menu__link">{item.label}</span>
        );
        return (
          <li key={i} className="menu__list-item">
            {label}
            {item.type === 'category' && <Items items={item.items} active={active} />}
          </li>
        );
      })}
    </ul>
  );
}

export default function DocSidebarWrapper(props: Props): ReactNode {
  return (
    <>
      <DocSidebar {...props} />
      <noscript>
        <nav
          className="menu mnemora-noscript-sidebar"
          aria-label={translate({
            id: 'theme.docs.sidebar.navAriaLabel',
            message: 'Docs sidebar',
            description: 'The ARIA label for the sidebar navigation',
          })}>
          <Items items={props.sidebar} active={props.path} />
        </nav>
      </noscript>
    </>
  );
}
