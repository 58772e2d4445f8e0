import type {ReactNode} from 'react';
import type {ExcerptPart} from '@site/src/lib/search/query';
import styles from './styles.module.css';

/** An excerpt with its matches in `<mark>`, rendered as text (never as HTML). */
export default function Highlight({parts, className}: {parts: readonly ExcerptPart[]; className?: string}): ReactNode {
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
