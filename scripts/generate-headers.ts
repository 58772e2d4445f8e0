#!/usr/bin/env node
// Writes deploy/_headers (static hosts: Netlify, Cloudflare Pages) from deploy/headers.ts and the
// reviewed inline-script hashes, the same source the nginx config is rendered from.
//   node --import tsx scripts/generate-headers.ts                    rewrite deploy/_headers
//   node --import tsx scripts/generate-headers.ts --check [--file f] fail if the file is not what the source gives
//   node --import tsx scripts/generate-headers.ts --out build/_headers   also place a copy (before uploading)
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parseArgs} from 'node:util';
import {deployDir, renderHeadersFile, siteCsp} from '../deploy/headers';

export const headersFile = join(deployDir, '_headers');

export function expectedHeadersFile(): string {
  return renderHeadersFile(siteCsp());
}

/** Why `file` is not the generated text (file:line: expected/found), or undefined when it is. */
export function staleness(file = headersFile): string | undefined {
  const expected = expectedHeadersFile();
  const actual = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (actual === expected) return undefined;
  if (actual === undefined)
    return `${relative(process.cwd(), file)}: missing; run node --import tsx scripts/generate-headers.ts`;
  const a = actual.split('\n');
  const e = expected.split('\n');
  const line = e.findIndex((l, i) => a[i] !== l);
  return `${relative(process.cwd(), file)}:${line + 1}: out of date (expected ${JSON.stringify(e[line])}, found ${JSON.stringify(a[line] ?? '<end of file>')}); run node --import tsx scripts/generate-headers.ts`;
}

if (require.main === module) {
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
