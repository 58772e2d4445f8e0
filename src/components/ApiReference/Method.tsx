/**
 * An operation's method as a coloured badge: in each operation, in the lists of operations and in
 * the reference pages' bar of contents (./Navigator.tsx, which the error codes page loads without
 * the rest of the reference's components).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './method.module.css';

export function ApiMethod({method}: {method: string}): ReactNode {
  return (
    <span className={clsx(styles.method, styles[`method-${method}`])} data-method={method}>
      {method.toUpperCase()}
    </span>
  );
}
