// Shared helpers for the scripts that read the API contract (openapi/mnemora.yaml and the
// files it references). The contract is split into openapi/paths/*.yaml and
// openapi/components/*.yaml; `bundleContract()` returns it as one document, bundled by the
// Redocly CLI (the same tool that lints it), so every script sees exactly what the linter sees.
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

/**
 * The parsed contract, or any object in it (a schema, a path item, an operation). Its shape is
 * the contract's, checked by the Redocly linter and by the tests: a reader of a node narrows
 * what it reads.
 */
export type ContractNode = Record<string, unknown>;

/** Whether a parsed YAML or JSON value is an object (not null, not an array). */
export function isRecord(value: unknown): value is ContractNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/** Resolves a local `#/components/...` reference inside a bundled contract. */
function resolveRef(contract: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Cannot resolve non-local $ref ${ref}`);
  let node = contract;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    // An array is walked by index, as a JSON pointer allows (`#/…/allOf/0`).
    if (typeof node !== 'object' || node === null || !(key in node)) throw new Error(`Unresolved $ref ${ref}`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Follows `$ref` chains until a non-reference object. */
export function deref(contract: unknown, node: unknown): unknown {
  let seen = 0;
  while (isRecord(node) && typeof node.$ref === 'string') {
    if (++seen > 20) throw new Error(`$ref loop at ${node.$ref}`);
    node = resolveRef(contract, node.$ref);
  }
  return node;
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];
const isHttpMethod = (key: string): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key);

/** One operation of the contract: its method, its path, the operation and the path item holding it. */
interface ContractOperation {
  method: HttpMethod;
  path: string;
  operation: ContractNode;
  pathItem: ContractNode;
}

/** Every operation as { method, path, operation, pathItem }. */
export function listOperations(contract: ContractNode): ContractOperation[] {
  const out: ContractOperation[] = [];
  const paths = contract.paths ?? {};
  if (!isRecord(paths)) throw new Error('The contract\'s "paths" is not a mapping');
  for (const [p, rawItem] of Object.entries(paths)) {
    const pathItem = deref(contract, rawItem);
    if (!isRecord(pathItem)) throw new Error(`The contract's path ${p} is not a path item`);
    // In the order the contract lists them (create before list, get before update, ...).
    for (const method of Object.keys(pathItem)) {
      if (!isHttpMethod(method)) continue;
      const operation = pathItem[method];
      if (!isRecord(operation)) throw new Error(`The contract's ${method.toUpperCase()} ${p} is not an operation`);
      out.push({method, path: p, operation, pathItem});
    }
  }
  return out;
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
