import React, {useMemo, type ReactNode} from 'react';
import Tree from '@theme-original/TOCItems/Tree';
import type TreeType from '@theme/TOCItems/Tree';
import type {WrapperProps} from '@docusaurus/types';
import {tocWithBreakHints} from '@site/src/lib/toc-breaks';

type Props = WrapperProps<typeof TreeType>;

/** The table of contents with break hints in its code names (src/lib/toc-breaks.ts). */
export default function TreeWrapper(props: Props): ReactNode {
  const toc = useMemo(() => tocWithBreakHints(props.toc), [props.toc]);
  return <Tree {...props} toc={toc} />;
}
