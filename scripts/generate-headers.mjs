#!/usr/bin/env node
// Writes deploy/_headers (static hosts: Netlify, Cloudflare Pages) from deploy/headers.mjs and the
// reviewed inline-script hashes, the same source the nginx config is rendered from.
//   node --import tsx scripts/generate-headers.mjs                    rewrite deploy/_headers
//   node --import tsx scripts/generate-headers.mjs --check [--file f] fail if the file is not what the source gives
//   node --import tsx scripts/generate-headers.mjs --out build/_headers   also place a copy (before uploading)
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {relative} from 'node:path';
import {parseArgs} from 'node:util';
import {deployDir, renderHeadersFile, siteCsp} from '../deploy/headers.mjs';

export const headersFile = `${deployDir}_headers`;

export function expectedHeadersFile() {
  return renderHeadersFile(siteCsp());
}

/** Why `file` is not the generated text (file:line: expected/found), or undefined when it is. */
export function staleness(file = headersFile) {
  const expected = expectedHeadersFile();
  const actual = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (actual === expected) return undefined;
  if (actual === undefined)
    return `${relative(process.cwd(), file)}: missing; run node --import tsx scripts/generate-headers.mjs`;
  const a = actual.split('\n');
  const e = expected.split('\n');
  const line = e.findIndex((l, i) => a[i] !== l);
  return `${relative(process.cwd(), file)}:${line + 1}: out of date (expected ${JSON.stringify(e[line])}, found ${JSON.stringify(a[line] ?? '<end of file>')}); run node --import tsx scripts/generate-headers.mjs`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({options: {check: {type: 'boolean'}, file: {type: 'string'}, out: {type: 'string'}}});
  if (values.check) {
    const problem = staleness(values.file ?? headersFile);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
    console.log(`${relative(process.cwd(), values.file ?? headersFile)} is up to date.`);
  } else {
    const text = expectedHeadersFile();
    writeFileSync(headersFile, text);
    console.log(`Wrote ${relative(process.cwd(), headersFile)}`);
    if (values.out) {
      writeFileSync(values.out, text);
      console.log(`Wrote ${values.out}`);
    }
  }
}
