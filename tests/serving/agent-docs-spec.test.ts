/**
 * The Agent-Friendly Documentation Spec, checked by its authors’ own checker (the `afdocs`
 * package, which Fern's Agent Score runs) against the shipped nginx config: every check passes on
 * every page it samples from llms.txt and the sitemaps, every locale included (each locale's
 * llms.txt is linked from the root one, so one run reaches all four). The site's links name the
 * production address; `canonicalOrigin` has the checker fetch them from the local server instead,
 * as it does for a preview deployment.
 *
 * Two checks have nothing to look at here, and say so: tab panels without headings inside them
 * (section-header-quality), and an alternative way in for pages behind a login (there is no
 * login). They may skip with exactly those reasons; anything else that is not a pass fails, but
 * for the one page-size warning knownLongPages describes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {portalUrl} from '../../config/platform';
import {buildDir, requireBuild} from '../support/build';
import {nginxForSuite} from './support/served';

requireBuild();

/** The checks that find nothing to check on this site, and the reason each gives. */
const notApplicable: Readonly<Record<string, RegExp>> = {
  'section-header-quality': /no section headers inside tab panels/,
  'auth-alternative-access': /publicly accessible; no alternative access paths needed/,
};

/**
 * Node's fetch with one retry of a GET or HEAD whose reused connection the server had just closed
 * (undici's "other side closed"): an idle keep-alive connection closed by one side as the other
 * sends on it, which browsers and HTTP libraries retry for idempotent requests. Without it a run
 * of 1,300 requests lost 4 to 8 of them, against nginx and the Node server alike, and the
 * checker reported the links they were for as broken.
 */
function withIdempotentRetry(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      const method = (init?.method ?? 'GET').toUpperCase();
      const code = (error as {cause?: {code?: string}}).cause?.code;
      if ((method !== 'GET' && method !== 'HEAD') || code !== 'UND_ERR_SOCKET' || init?.signal?.aborted) throw error;
      return fetchImpl(input, init);
    }
  };
}

/**
 * The one finding still open: the French and German memory endpoint pages (seven operations, with
 * every error response each) convert to just over the 50,000 characters under which the checker
 * counts a page as read whole (50,524 and 50,026 when measured), and it warns. They are to be split;
 * until then the warning is accepted for those two pages only, and only while under 52,000.
 */
function knownLongPages(result: {id: string; status: string; details?: Record<string, unknown>}): boolean {
  if (result.id !== 'page-size-html' || result.status !== 'warn') return false;
  const pages = (result.details?.pageResults ?? []) as Array<{
    url: string;
    status: string;
    convertedCharacters: number;
  }>;
  const flagged = pages.filter((p) => p.status !== 'pass');
  return (
    flagged.length > 0 &&
    flagged.every((p) => /\/(?:fr|de)\/api\/endpoints\/memory$/.test(p.url) && p.convertedCharacters < 52_000)
  );
}

const served = nginxForSuite({buildDir, cspCheck: false});

test('every check of the Agent-Friendly Documentation Spec passes, in every locale', async () => {
  const {runChecks} = await import('afdocs');
  const originalFetch = globalThis.fetch;
  globalThis.fetch = withIdempotentRetry(originalFetch);
  try {
    const report = await runChecks(`${served().url}/`, {
      canonicalOrigin: portalUrl,
      // Every page it finds, in a fixed order, so that a run is repeatable.
      samplingStrategy: 'deterministic',
      maxLinksToTest: 500,
      maxConcurrency: 4,
      networkContext: 'ci',
    });
    const problems = report.results
      .filter((r) => r.status !== 'pass' && !(r.status === 'skip' && notApplicable[r.id]?.test(r.message)))
      .filter((r) => !knownLongPages(r))
      .map(
        (r) => `${r.status} ${r.id}: ${r.message}${r.details ? `\n  ${JSON.stringify(r.details).slice(0, 1500)}` : ''}`,
      );
    assert.deepEqual(problems, [], problems.join('\n'));
    const tested = report.results.find((r) => r.id === 'markdown-content-parity')?.details?.pagesCompared;
    assert.ok(
      typeof tested === 'number' && tested >= 160,
      `the twins of ${String(tested)} pages compared, not every page of the four locales`,
    );
  } finally {
    globalThis.fetch = originalFetch;
  }
});
