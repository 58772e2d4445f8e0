import {execFileSync} from 'node:child_process';
import type {VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';

/**
 * Where the "Last updated" dates of docs pages come from: the Git history of each page's file
 * (the English file or its translation), read once for the whole repository by Docusaurus'
 * `git-eager` strategy.
 *
 * Only a complete history gives true dates. In a shallow clone (CI often fetches one commit) Git
 * reports every file as last changed by the oldest commit it has, a date that is wrong for most
 * pages; outside a Git checkout there is no date at all. In both cases every date is left out
 * rather than shown wrong: the pages build, without the line.
 */
export type HistoryState = 'complete' | 'shallow' | 'none';

/** Whether `dir` is in a Git checkout with its whole history. */
export function gitHistoryState(dir: string): HistoryState {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    }).trim();
    if (shallow === 'true') return 'shallow';
    if (shallow === 'false') return 'complete';
    return 'none';
  } catch {
    return 'none';
  }
}

/** The VCS strategy for Docusaurus (`future.experimental_vcs`): Git dates only with complete history. */
export function lastUpdateVcs(state: HistoryState): VcsConfig {
  return getVcsPreset(state === 'complete' ? 'git-eager' : 'disabled');
}
