import React, {type ReactNode} from 'react';
import Icon from '@theme-original/DocCard/Heading/Icon';
import type IconType from '@theme/DocCard/Heading/Icon';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof IconType>;

/**
 * The card's emoji (📄️, 🗃️, 🔗) is decoration: hidden from screen readers, which read it out
 * before every card title ("page facing up, Create a page"), and marked as not part of the page's
 * text for the checkers that compare the page with its Markdown twin, which lists the same pages
 * without it.
 */
export default function IconWrapper(props: Props): ReactNode {
  return (
    <span aria-hidden="true" data-markdown-ignore="">
      <Icon {...props} />
    </span>
  );
}
