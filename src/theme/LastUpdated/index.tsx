/**
 * Registers the "Last updated" messages before the original renders them. They are kept out of
 * the main bundle (src/plugins/lean-bundle/messages): only docs pages show the line, and this wrapper is
 * in the docs pages' chunks, not in the main bundle.
 */
import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import lastUpdatedMessages from '@generated/codeTranslations.json?messages=lastUpdated';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';

type Props = WrapperProps<typeof LastUpdatedType>;

registerMessages(lastUpdatedMessages);

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return <LastUpdated {...props} />;
}
