/**
 * `npm run mcp:pack [-- --out dir]`: packs the docs MCP server for integrators outside this
 * repository, as one npm tarball that runs offline with `npx <tarball>`:
 * - `server.cjs`: mcp/server.ts and everything it imports bundled by esbuild (the MCP SDK, zod,
 *   MiniSearch, the stemmers, Ajv), so the package has no dependencies to install;
 * - `snapshot.json`: the docs of every locale, the search lexicons and vocabularies, each locale's
 *   API model file as the build wrote it (with its checked samples), and the published contract,
 *   read from this repository's build (mcp/src/snapshot.ts), whose content hash is the package's
 *   version suffix and the version the server reports.
 * Prints the tarball's path on the last line. Needs the build (`npm run build`).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {build} from 'esbuild';
import {packSnapshot, snapshotFromRepo, MissingBuildError} from '../mcp/src/snapshot';

const repoRoot = resolve(__dirname, '..');

async function main(): Promise<void> {
  const {values} = parseArgs({options: {out: {type: 'string', default: join(repoRoot, 'mcp-dist')}}});
  const out = resolve(values.out);
  let snapshot;
  try {
    snapshot = snapshotFromRepo(repoRoot);
  } catch (err) {
    if (err instanceof MissingBuildError) {
      console.error(`mcp:pack: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const pkg = join(out, 'package');
  rmSync(pkg, {recursive: true, force: true});
  mkdirSync(pkg, {recursive: true});

  writeFileSync(join(pkg, 'snapshot.json'), packSnapshot(snapshot));
  await build({
    entryPoints: [join(repoRoot, 'mcp', 'server.ts')],
    outfile: join(pkg, 'server.cjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    minify: true,
    legalComments: 'inline',
    // The modules it shares with the site (the contract helpers) compute paths from `__dirname`
    // at load, which in the bundle is the package's folder; the packed server never reads those
    // paths: its docs and contracts come from the snapshot.
    banner: {js: '#!/usr/bin/env node'},
    define: {PACKED_SNAPSHOT: JSON.stringify('snapshot.json')},
    logLevel: 'warning',
  });
  const version = `1.0.0-${snapshot.version}`;
  writeFileSync(
    join(pkg, 'package.json'),
    `${JSON.stringify(
      {
        name: 'mnemora-docs-mcp',
        version,
        description: `The Mnemora documentation (en, es, fr, de) and API contract as a local stdio MCP server, offline. Docs snapshot ${snapshot.version}.`,
        license: 'UNLICENSED',
        bin: {'mnemora-docs-mcp': 'server.cjs'},
        files: ['server.cjs', 'snapshot.json', 'README.md'],
        engines: {node: '>=20.18'},
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(pkg, 'README.md'),
    [
      '# mnemora-docs-mcp',
      '',
      `The Mnemora documentation in English, Spanish, French and German and the Mnemora REST API contract, served as a local MCP server over stdio. It needs no network and has no dependencies. Docs snapshot: \`${snapshot.version}\`.`,
      '',
      '```bash',
      `npx -y ./mnemora-docs-mcp-${version}.tgz                 # default locale English`,
      `npx -y ./mnemora-docs-mcp-${version}.tgz --locale de     # default locale German`,
      '```',
      '',
      'Tools: `search_docs`, `get_page`, `get_operation`, `list_error_codes`, `validate_request`. Resources: every page as `mnemora-docs://<locale>/<path>` and the contract as `mnemora-docs://contract/openapi.yaml`.',
      '',
    ].join('\n'),
  );
  const packed = spawnSync('npm', ['pack', '--pack-destination', out, '--json'], {cwd: pkg, encoding: 'utf8'});
  if (packed.status !== 0) throw new Error(`npm pack failed (exit ${packed.status}):\n${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as Array<{filename: string; size: number; unpackedSize: number}>;
  if (!info) throw new Error(`npm pack printed no tarball:\n${packed.stdout}`);
  const tarball = join(out, info.filename);
  console.log(`Packed the docs MCP server, docs snapshot ${snapshot.version} (${snapshot.pages.length} pages):`);
  console.log(
    `  server.cjs ${(statSync(join(pkg, 'server.cjs')).size / 1024).toFixed(0)} KiB, snapshot.json ${(statSync(join(pkg, 'snapshot.json')).size / 1024).toFixed(0)} KiB, tarball ${(info.size / 1024).toFixed(0)} KiB`,
  );
  console.log(`Run it with: npx -y ${tarball}`);
  console.log(tarball);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
