/**
 * "Try it" under a sample of an API concept page, placed by operation id:
 * `<TryIt operation="createMemory" />` in `docs/api/*.md` (and their translations). The method
 * and path come from the contract (src/plugins/try-it writes `operations.json`), so a page never
 * restates them; an operation id the contract does not have fails the build, naming the known
 * ones, instead of rendering a button that opens nothing. The sample right above the button comes
 * as `sample` (src/remark/try-it-samples.ts adds it while the site builds, as JSON), so the
 * console opens with the request the reader just read.
 */
import type {ReactNode} from 'react';
import operations from '@generated/mnemora-try-it/default/operations.json';
import type {RequestSample} from '@site/src/lib/try-it/request';
import TryIt from '.';
import styles from './styles.module.css';

export default function TryItOperation({operation, sample}: {operation: string; sample?: string}): ReactNode {
  const found = operations[operation];
  if (!found)
    throw new Error(
      `<TryIt operation="${operation}" />: the contract has no operation "${operation}" (it has ${Object.keys(operations).join(', ')})`,
    );
  return (
    <div className={styles.standalone}>
      <TryIt
        anchor={found.anchor}
        method={found.method}
        path={found.path}
        sample={sample === undefined ? undefined : (JSON.parse(sample) as RequestSample)}
      />
    </div>
  );
}
