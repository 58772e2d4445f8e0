// Child process of scripts/check-observatory.mjs: runs the HTTP Observatory scan of `host`
// against nginx on loopback and prints the result as JSON.
//   node scripts/lib/observatory-scan.mjs <host> <httpPort> <httpsPort>   (NODE_EXTRA_CA_CERTS = test CA)
//
// The scanner's scan() (1.4.8) takes a host name only and always uses ports 80 and 443, so this
// runs the same steps with the ports passed on: retrieve(host, {httpPort, httpsPort}), every
// test of ALL_TESTS, and the grading of src/scanner/index.js (extra credit only from an A
// upwards). Name resolution of `host` (and www.`host`) is pinned to 127.0.0.1 in this process
// only, before the scanner loads: nothing is looked up or sent off the machine.
import dns from 'node:dns';
import {createRequire} from 'node:module';

const [host, httpPort, httpsPort] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) {
  console.error('usage: observatory-scan.mjs <host> <httpPort> <httpsPort>');
  process.exit(2);
}

const pinned = new Set([host, `www.${host}`]);
const realLookup = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  const cb = typeof options === 'function' ? options : callback;
  const opts = typeof options === 'object' && options !== null ? options : {};
  if (!pinned.has(hostname)) return realLookup.call(dns, hostname, options, callback);
  if (opts.all) return process.nextTick(cb, null, [{address: '127.0.0.1', family: 4}]);
  return process.nextTick(cb, null, '127.0.0.1', 4);
};

const pkg = '@mdn/mdn-http-observatory';
const require = createRequire(import.meta.url);
const {version} = require(`${pkg}/package.json`);
const {retrieve} = await import(`${pkg}/src/retriever/retriever.js`);
const {ALL_TESTS, ALGORITHM_VERSION, NUM_TESTS} = await import(`${pkg}/src/constants.js`);
const {MINIMUM_SCORE_FOR_EXTRA_CREDIT} = await import(`${pkg}/src/grader/charts.js`);
const {getGradeForScore, getScoreModifier} = await import(`${pkg}/src/grader/grader.js`);

const r = await retrieve(host, {httpPort, httpsPort});
if (!r.responses.auto) throw new Error(`${host}: no answer on ports ${httpPort}/${httpsPort}`);
const results = ALL_TESTS.map((t) => t(r));
let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
for (const result of results) {
  if (!result.result) continue;
  result.scoreModifier = getScoreModifier(result.result);
  passed += result.pass ? 1 : 0;
  withExtraCredit += result.scoreModifier;
  if (result.scoreModifier < 0) uncurved += result.scoreModifier;
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
const tests = Object.fromEntries(
  results.map((t) => [t.constructor.name, {pass: t.pass, result: t.result, scoreModifier: t.scoreModifier}]),
);
console.log(
  JSON.stringify({
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
  }),
);
