// Where the API contract is and how a split contract becomes one document. The contract is split
// into openapi/paths/*.yaml and openapi/components/*.yaml; `bundleContractText()` bundles it with
// the Redocly CLI (the tool that lints it), so what is read is what the linter checked. Only the
// bundling script and the checks that bundle a planted-fault contract call it: everything else
// reads the committed bundle through ./load.ts.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {apiBaseUrl} from '../../config/platform';

export const repoRoot = path.resolve(__dirname, '../..');
export const contractPath = path.join(repoRoot, 'openapi/mnemora.yaml');
export const bundledPath = path.join(repoRoot, 'openapi/mnemora.bundled.yaml');
// The API's address is configured in config/platform.ts; the scripts that read the contract
// import it from here with the rest of what they need.
export {apiBaseUrl};

import {isRecord, type ContractNode} from './refs';

export {deref, isRecord, type ContractNode} from './refs';

const redoclyCli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');

/** Bundles the split contract into one YAML string (all $refs internal). Throws on failure. */
export function bundleContractText(source: string = contractPath): string {
  const result = spawnSync(process.execPath, [redoclyCli, 'bundle', source, '--ext', 'yaml'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 || !result.stdout.startsWith('openapi:')) {
    throw new Error(
      `redocly bundle ${path.relative(repoRoot, source)} failed (exit ${result.status}):\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** The bundled contract as a plain object. */
export function loadContract(source: string = contractPath): ContractNode {
  const contract: unknown = YAML.parse(bundleContractText(source));
  if (!isRecord(contract)) throw new Error(`${path.relative(repoRoot, source)} is not a YAML mapping`);
  return contract;
}

/** Writes `content` to `file`, or with check=true compares and returns false when stale. */
export function writeOrCheck(file: string, content: string, check: boolean): boolean {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (check) return current === content;
  if (current !== content) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
  return true;
}
