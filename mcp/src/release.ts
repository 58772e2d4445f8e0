/**
 * The HTTP server follows its build directory across releases (`npm run mcp -- --http`, which
 * production runs behind nginx on `current`, a symlink to the release being served; see
 * deploy/README.md). Every `intervalMs` it looks at what identifies a build cheaply (where the
 * directory resolves to, and the times and sizes of llms.txt, the published contracts, the model
 * files and the search index's folder); once that has changed and then held for one more look,
 * it reads the new build, builds its state in the background (indexes, operations, validator: warm()), and
 * only then puts the new snapshot and state in place, in one assignment. A request takes the
 * current pair once when it starts, so it is answered from one release from start to end, and
 * no request waits for a half-loaded one; until the swap the previous release answers.
 *
 * A build that cannot be read (a release still being copied, a directory being wiped) is
 * reported once on stderr and read again when it changes (or after `retryMs`); the previous
 * release keeps answering. A new build with the same content (the same snapshot version) changes nothing.
 */
import {realpathSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {createDocsState, type DocsState} from './docs-server';
import {contractFileOf, modelFileOf} from './contract-source';
import {locales, type Locale, type Snapshot} from './snapshot';

/** What a request is answered from: one snapshot and the state built over it. */
export interface Served {
  readonly snapshot: Snapshot;
  readonly state: DocsState;
}

export interface Release {
  /** The snapshot and state to answer the next request from. */
  current(): Served;
  /** Stops following; the current pair stays. */
  stop(): void;
}

export interface FollowOptions {
  readonly buildDir: string;
  /** Reads the build at `buildDir` (snapshotFromRepo). */
  readonly load: () => Snapshot;
  readonly siteUrl: string;
  /** The locale whose index warm() builds first. */
  readonly defaultLocale: Locale;
  readonly intervalMs?: number;
  /** Where a switch or an unreadable build is reported (one line each). */
  readonly log: (line: string) => void;
}

/** Where the build directory resolves to and the stat of the files each build rewrites; undefined while it does not exist. */
function fingerprintOf(buildDir: string): string | undefined {
  try {
    const files = [
      join(buildDir, 'llms.txt'),
      join(buildDir, 'pagefind'),
      ...locales.map((l) => contractFileOf(buildDir, l)),
      ...locales.map((l) => modelFileOf(buildDir, l)),
    ];
    return [
      realpathSync(buildDir),
      ...files.map((f) => {
        const stat = statSync(f);
        return `${stat.mtimeMs}:${stat.size}`;
      }),
    ].join('\n');
  } catch {
    return undefined;
  }
}

/** How long an unreadable build waits before it is read again, unchanged. */
const retryMs = 10_000;

export function followRelease(first: Served, options: FollowOptions): Release {
  let current = first;
  let loaded = fingerprintOf(options.buildDir);
  let previous = loaded;
  let failed: {readonly fingerprint: string; readonly at: number} | undefined;
  let busy = false;

  const look = async (): Promise<void> => {
    const seen = fingerprintOf(options.buildDir);
    const settled = seen === previous;
    previous = seen;
    // Unchanged since the build loaded, gone, or still changing: nothing to read yet.
    if (busy || seen === undefined || seen === loaded || !settled) return;
    // A build that could not be read is read again when it changes, or after a pause.
    if (failed?.fingerprint === seen && Date.now() - failed.at < retryMs) return;
    busy = true;
    try {
      const snapshot = options.load();
      if (snapshot.version !== current.snapshot.version) {
        const state = createDocsState(snapshot, options.siteUrl);
        await state.warm(options.defaultLocale);
        // The build changed again while it was read: the next looks read it once it settles.
        if (fingerprintOf(options.buildDir) !== seen) return;
        const from = current.snapshot.version;
        current = {snapshot, state};
        options.log(
          `docs ${snapshot.version} (${snapshot.pages.length} pages) from ${realpathSync(options.buildDir)} now answers, in place of docs ${from}`,
        );
      }
      loaded = seen;
    } catch (error) {
      if (failed?.fingerprint !== seen)
        options.log(
          `the build at ${options.buildDir} changed but cannot be read yet (${error instanceof Error ? error.message : String(error)}); docs ${current.snapshot.version} keeps answering`,
        );
      failed = {fingerprint: seen, at: Date.now()};
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void look(), options.intervalMs ?? 1000);
  timer.unref();
  return {current: () => current, stop: () => clearInterval(timer)};
}
