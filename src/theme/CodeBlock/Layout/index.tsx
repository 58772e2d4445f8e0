/**
 * Swizzled (eject, from theme-classic 3.10.2's CodeBlock/Layout): the same markup, with the
 * block's line count on its container (`data-lines`) and `data-titled` when it has a title.
 *
 * Code blocks in docs are laid out lazily (`content-visibility: auto`, src/css/custom.css), and
 * until a block nears the screen the page counts it at an estimated height. One flat estimate for
 * every block made the page thousands of pixels too long where blocks are short (57 blocks of one
 * or two lines on the CLI page: 41,954 px estimated against 30,127 px laid out), so the scrollbar
 * lied about where the reader is. The line count lets the stylesheet estimate each block from its
 * own length. The container (`@theme/CodeBlock/Container`) passes these attributes through but
 * replaces any `style`, which is why the count travels as an attribute and not as a variable.
 * The buttons get a class of their own to sit above the scroll cue (./styles.module.css).
 */
import {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Layout';
import Buttons from '@theme/CodeBlock/Buttons';

import styles from './styles.module.css';

export default function CodeBlockLayout({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <Container
      as="div"
      className={clsx(className, metadata.className)}
      data-lines={metadata.code.split('\n').length}
      data-titled={metadata.title ? '' : undefined}>
      {metadata.title && (
        <div className={styles.codeBlockTitle}>
          <Title>{metadata.title}</Title>
        </div>
      )}
      <div className={styles.codeBlockContent}>
        <Content />
        <Buttons className={styles.buttons} />
      </div>
    </Container>
  );
}
