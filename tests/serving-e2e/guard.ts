import {test as base, expect, type Page} from '@playwright/test';

/**
 * What a page did that production must never see: a console error, an uncaught exception, a
 * CSP violation (reported by the browser's `securitypolicyviolation` event), or a request to
 * any host but the loopback server (aborted before it leaves the machine).
 */
interface Findings {
  consoleErrors: string[];
  cspViolations: string[];
  thirdPartyRequests: string[];
}

export interface Guard extends Findings {
  /** A planted-fault test expects findings: the automatic assertion is skipped. */
  expectFindings(): void;
  /** Resolves once no request has been in flight for `quietMs` (a shorter networkidle). */
  networkQuiet(quietMs?: number, timeoutMs?: number): Promise<void>;
  /** Console errors allowed in this test (e.g. the 404s of a deliberately removed build). */
  allowConsole(pattern: RegExp): void;
  problems(): string[];
}

const allowedHosts = new Set(['127.0.0.1']);

function isThirdParty(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!/^(https?|wss?):$/.test(parsed.protocol)) return false; // data:, blob:, about:
  return !allowedHosts.has(parsed.hostname);
}

async function attachGuard(page: Page): Promise<Guard> {
  const findings: Findings = {consoleErrors: [], cspViolations: [], thirdPartyRequests: []};
  const allowed: RegExp[] = [];
  let planted = false;
  const where = () => page.url();

  await page.exposeBinding(
    '__mnemoraReportCsp',
    (_source, v: {directive: string; blocked: string; sample: string; source: string; line: number}) => {
      findings.cspViolations.push(
        `${where()}: CSP ${v.directive} blocked ${v.blocked || 'inline'}${v.sample ? ` (${v.sample})` : ''} at ${v.source}:${v.line}`,
      );
    },
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as {__mnemoraReportCsp?: (v: object) => void}).__mnemoraReportCsp;
      report?.({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: e.sourceFile,
        line: e.lineNumber,
      });
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') findings.consoleErrors.push(`${where()}: console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => findings.consoleErrors.push(`${where()}: uncaught: ${err.message}`));
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('request', (req) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (isThirdParty(req.url()) && !findings.thirdPartyRequests.some((r) => r.endsWith(req.url()))) {
      findings.thirdPartyRequests.push(`${where()}: request to ${req.url()}`);
    }
  });
  // Nothing leaves the machine: every request to another host is aborted here.
  await page.route(
    (url) => isThirdParty(url.href),
    (route) => route.abort('blockedbyclient'),
  );

  return {
    get consoleErrors() {
      return findings.consoleErrors;
    },
    get cspViolations() {
      return findings.cspViolations;
    },
    get thirdPartyRequests() {
      return findings.thirdPartyRequests;
    },
    async networkQuiet(quietMs = 150, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`${where()}: network never went quiet (${inFlight} request(s) in flight)`);
    },
    expectFindings() {
      planted = true;
    },
    allowConsole(pattern: RegExp) {
      allowed.push(pattern);
    },
    problems() {
      return [
        ...findings.cspViolations,
        ...findings.thirdPartyRequests,
        ...findings.consoleErrors.filter((e) => !allowed.some((p) => p.test(e))),
      ];
    },
    get planted() {
      return planted;
    },
  } as Guard & {planted: boolean};
}

export const test = base.extend<{guard: Guard}>({
  guard: [
    async ({page}, use) => {
      const guard = await attachGuard(page);
      await use(guard);
      if (!(guard as Guard & {planted: boolean}).planted) {
        expect(guard.problems(), `console errors, CSP violations or third-party requests on ${page.url()}`).toEqual([]);
      }
    },
    {auto: true},
  ],
});

export {expect};

export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
