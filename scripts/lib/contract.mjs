// Shared helpers for the scripts that read the API contract (openapi/mnemora.yaml and the
// files it references). The contract is split into openapi/paths/*.yaml and
// openapi/components/*.yaml; `bundleContract()` returns it as one document, bundled by the
// Redocly CLI (the same tool that lints it), so every script sees exactly what the linter sees.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import YAML from 'yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contractPath = path.join(repoRoot, 'openapi/mnemora.yaml');
export const bundledPath = path.join(repoRoot, 'openapi/mnemora.bundled.yaml');
export const apiBaseUrl = 'https://api.mnemora.dev/v1';

const redoclyCli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');

/** Bundles the split contract into one YAML string (all $refs internal). Throws on failure. */
export function bundleContractText(source = contractPath) {
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
export function loadContract(source = contractPath) {
  return YAML.parse(bundleContractText(source));
}

/** Resolves a local `#/components/...` reference inside a bundled contract. */
function resolveRef(contract, ref) {
  if (!ref.startsWith('#/')) throw new Error(`Cannot resolve non-local $ref ${ref}`);
  let node = contract;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node == null || !(key in node)) throw new Error(`Unresolved $ref ${ref}`);
    node = node[key];
  }
  return node;
}

/** Follows `$ref` chains until a non-reference object. */
export function deref(contract, node) {
  let seen = 0;
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    if (++seen > 20) throw new Error(`$ref loop at ${node.$ref}`);
    node = resolveRef(contract, node.$ref);
  }
  return node;
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];

/** Every operation as { method, path, operation, pathItem }. */
export function listOperations(contract) {
  const out = [];
  for (const [p, rawItem] of Object.entries(contract.paths ?? {})) {
    const pathItem = deref(contract, rawItem);
    // In the order the contract lists them (create before list, get before update, ...).
    for (const method of Object.keys(pathItem)) {
      if (HTTP_METHODS.includes(method)) out.push({method, path: p, operation: pathItem[method], pathItem});
    }
  }
  return out;
}

/** Writes `content` to `file`, or with check=true compares and returns false when stale. */
export function writeOrCheck(file, content, check) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (check) return current === content;
  if (current !== content) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
  return true;
}
