// Child process of scripts/check-observatory.ts: runs the HTTP Observatory scan of `host`
// against nginx on loopback and prints the result as JSON.
//   node --import tsx scripts/lib/observatory-scan.ts <host> <httpPort> <httpsPort>   (NODE_EXTRA_CA_CERTS = test CA)
//
// The scanner's scan() (1.4.8) takes a host name only and always uses ports 80 and 443, so this
// runs the same steps with the ports passed on: retrieve(host, {httpPort, httpsPort}), every
// test of ALL_TESTS, and the grading of src/scanner/index.js (extra credit only from an A
// upwards). Name resolution of `host` (and www.`host`) is pinned to 127.0.0.1 in this process
// only, before the scanner loads: nothing is looked up or sent off the machine.
import dns from 'node:dns';
import {readFileSync} from 'node:fs';
import {z} from 'zod';
import type {ObservatoryResult} from '../check-observatory';
import {runMain} from './process';

// The scanner is an ES module package without type declarations: these type the parts of it
// this script uses (as its JSDoc describes them).

/** What retrieve() fetched: the answers to the first request, and where redirects ended. */
interface Requests {
  responses: {auto: {status: number} | null};
  session: {url?: URL} | null;
}
/** A test's output: the expectation it met (`result`) and whether that passes. */
type TestOutput = ObservatoryResult['tests'][string];
interface RetrieverModule {
  retrieve(hostname: string, options: {httpPort: string; httpsPort: string}): Promise<Requests>;
}
interface ConstantsModule {
  ALL_TESTS: ((requests: Requests) => TestOutput)[];
  ALGORITHM_VERSION: number;
  NUM_TESTS: number;
}
interface ChartsModule {
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
interface GraderModule {
  getGradeForScore(score: number): {score: number; grade: string};
  getScoreModifier(expectation: string): number;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

const pkg = '@mdn/mdn-http-observatory';

async function main(): Promise<void> {
  const [host, httpPort, httpsPort] = process.argv.slice(2);
  if (!host || !httpPort || !httpsPort) {
    console.error('usage: observatory-scan.ts <host> <httpPort> <httpsPort>');
    process.exit(2);
  }

  const pinned = new Set([host, `www.${host}`]);
  const realLookup = dns.lookup;
  function pinnedLookup(
    hostname: string,
    options: number | dns.LookupOptions | LookupCallback,
    callback?: LookupCallback,
  ): unknown {
    const cb = typeof options === 'function' ? options : callback;
    const opts: dns.LookupOptions = typeof options === 'object' && options !== null ? options : {};
    if (!pinned.has(hostname)) return Reflect.apply(realLookup, dns, [hostname, options, callback]);
    if (!cb) throw new TypeError('dns.lookup: no callback');
    if (opts.all) return process.nextTick(cb, null, [{address: '127.0.0.1', family: 4}]);
    return process.nextTick(cb, null, '127.0.0.1', 4);
  }
  // dns.lookup is declared as overloads (by the options and the callback's arguments): one
  // function serves them all, as Node's own implementation does, so its type is asserted.
  dns.lookup = pinnedLookup as typeof dns.lookup;

  const {version} = z
    .object({version: z.string()})
    .parse(JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')));
  // The scanner's modules load only now, after the lookup is pinned; their import() specifiers
  // are not literals, so TypeScript types them `any`: the annotations say what is used.
  const {retrieve}: RetrieverModule = await import(`${pkg}/src/retriever/retriever.js`);
  const {ALL_TESTS, ALGORITHM_VERSION, NUM_TESTS}: ConstantsModule = await import(`${pkg}/src/constants.js`);
  const {MINIMUM_SCORE_FOR_EXTRA_CREDIT}: ChartsModule = await import(`${pkg}/src/grader/charts.js`);
  const {getGradeForScore, getScoreModifier}: GraderModule = await import(`${pkg}/src/grader/grader.js`);

  const r = await retrieve(host, {httpPort, httpsPort});
  if (!r.responses.auto) throw new Error(`${host}: no answer on ports ${httpPort}/${httpsPort}`);
  const results = ALL_TESTS.map((t) => t(r));
  let passed = 0;
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    if (!result.result) continue;
    const modifier = getScoreModifier(result.result);
    result.scoreModifier = modifier;
    passed += result.pass ? 1 : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  const tests = Object.fromEntries(
    results.map((t) => [t.constructor.name, {pass: t.pass, result: t.result, scoreModifier: t.scoreModifier}]),
  );
  const output: ObservatoryResult = {
    version,
    scan: {
      algorithmVersion: ALGORITHM_VERSION,
      grade: final.grade,
      score: final.score,
      statusCode: r.responses.auto.status,
      testsPassed: passed,
      testsQuantity: NUM_TESTS,
      finalUrl: r.session?.url?.href,
    },
    tests,
  };
  console.log(JSON.stringify(output));
}

runMain(main);
