#!/usr/bin/env node
// Scores the shipped HTTPS configuration with Mozilla's HTTP Observatory scanner
// (@mdn/mdn-http-observatory, the scorer behind the public Observatory), offline, on loopback:
//   1. makes a throwaway CA and a certificate for the canonical host and www. (scripts/lib/test-cert.ts),
//   2. starts nginx with server-tls.conf (HTTP → HTTPS redirect, HSTS, the site) on free ports,
//   3. runs the scan in a child process that trusts the test CA (NODE_EXTRA_CA_CERTS) and
//      resolves the canonical host to 127.0.0.1 (scripts/lib/observatory-scan.ts),
//   4. prints grade, score and each test, and fails below the required grade (default A+).
//
//   node --import tsx scripts/check-observatory.ts [--dir build] [--require A+] [--json file]
//
// Offline data: the package's install script downloads two lists we do not fetch (it is
// installed with --ignore-scripts). conf/tld-list.json is read only by the Observatory's web
// API, never by the scan. conf/hsts-preload.json (Chromium's HSTS preload list) is read by the
// scan, only to say whether the host is on that list: the portal's host is not (its HSTS header
// has no `preload`), so an empty list gives the verdict the real one gives. This script writes
// the empty list when the package has none.
import {spawnSync} from 'node:child_process';
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {z} from 'zod';
import {canonicalHost} from '../deploy/headers';
import {runMain} from './lib/process';
import {makeTestCertificate} from './lib/test-cert';
import {startProdServer} from './serve-prod';

/** The Observatory's grades, worst first. */
export const grades: readonly string[] = ['F', 'D-', 'D', 'D+', 'C-', 'C', 'C+', 'B-', 'B', 'B+', 'A-', 'A', 'A+'];

/** Where the installed scanner keeps its data files. */
export function observatoryConfDir(): string {
  return join(dirname(require.resolve('@mdn/mdn-http-observatory/package.json')), 'conf');
}

/** Gives the scanner the one data file the scan reads, when the install script did not. */
export function ensureOfflineData(confDir = observatoryConfDir()): string {
  const file = join(confDir, 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
  return file;
}

/** One test of the scan: its verdict, its result (an expectation id) and what it adds to the score. */
const observatoryTestResult = z.object({
  pass: z.boolean().nullable(),
  result: z.string().nullable(),
  scoreModifier: z.number().nullable(),
});

/** The scan's result, as scripts/lib/observatory-scan.ts prints it. */
const observatoryResult = z.object({
  /** Version of @mdn/mdn-http-observatory. */
  version: z.string(),
  scan: z.object({
    algorithmVersion: z.number(),
    grade: z.string(),
    score: z.number(),
    statusCode: z.number(),
    testsPassed: z.number(),
    testsQuantity: z.number(),
    finalUrl: z.string().optional(),
  }),
  /** By test name (`redirection`, `strict-transport-security`, …). */
  tests: z.record(z.string(), observatoryTestResult),
});
export type ObservatoryResult = z.infer<typeof observatoryResult>;

export interface ScoreTlsOptions {
  buildDir: string;
  /** Security headers left out of the config: only for the planted-fault test. */
  omitHeaders?: string[];
}

/**
 * Serves `buildDir` with the HTTPS config and scans it; resolves the scanner's result
 * ({version, scan: {grade, score, …}, tests}).
 */
export async function scoreTlsConfig({buildDir, omitHeaders = []}: ScoreTlsOptions): Promise<ObservatoryResult> {
  ensureOfflineData();
  const cert = makeTestCertificate([canonicalHost, `www.${canonicalHost}`]);
  let served: Awaited<ReturnType<typeof startProdServer>> | undefined;
  try {
    served = await startProdServer({
      buildDir: resolve(buildDir),
      cspCheck: false,
      omitHeaders,
      tls: {certificate: cert.certificate, certificateKey: cert.certificateKey, trustedCertificate: cert.ca},
    });
    const scan = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(__dirname, 'lib', 'observatory-scan.ts'),
        canonicalHost,
        String(served.port),
        String(served.httpsPort),
      ],
      {env: {...process.env, NODE_EXTRA_CA_CERTS: cert.ca}, encoding: 'utf8', timeout: 120_000},
    );
    if (scan.status !== 0) throw new Error(`The Observatory scan failed:\n${scan.stderr}\n${scan.stdout}`);
    const result = observatoryResult.safeParse(JSON.parse(scan.stdout));
    if (!result.success) throw new Error(`The Observatory scan printed an unexpected result:\n${scan.stdout}`);
    return result.data;
  } finally {
    await served?.stop();
    rmSync(cert.dir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      require: {type: 'string', default: 'A+'},
      json: {type: 'string'},
    },
  });
  if (!grades.includes(values.require))
    throw new Error(`--require must be one of ${grades.join(' ')}, got ${values.require}`);
  const result = await scoreTlsConfig({buildDir: values.dir});
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `HTTP Observatory (@mdn/mdn-http-observatory ${result.version}, algorithm ${result.scan.algorithmVersion}) on https://${canonicalHost} (loopback, test CA):`,
  );
  console.log(
    `  grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
  );
  for (const [name, t] of Object.entries(result.tests)) {
    console.log(`  ${t.pass ? 'pass' : 'FAIL'} ${name.padEnd(28)} ${String(t.scoreModifier).padStart(4)}  ${t.result}`);
  }
  if (grades.indexOf(result.scan.grade) < grades.indexOf(values.require)) {
    console.error(`Observatory grade ${result.scan.grade} is below the required ${values.require}.`);
    process.exitCode = 1;
  }
}

if (require.main === module) runMain(main);
