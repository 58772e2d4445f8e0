import type {ComponentProps, ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import MDXCode from '@theme-original/MDXComponents/Code';

type Props = ComponentProps<typeof MDXCode>;

/**
 * Code in a table cell that the build gave break hints (`<wbr>` after a `.` or a `/`, a hyphenated
 * name in a no-wrap span: src/rehype/readable-tables.ts) is still inline code. The original
 * renders inline code with any element inside it as a code block.
 */
export default function Code(props: Props): ReactNode {
  if ('data-table-code' in props) return <CodeInline {...props} />;
  return <MDXCode {...props} />;
}
