/**
 * The one `$ref` walk of the repository. The bundled contract keeps its references internal
 * (`#/components/schemas/Memory`); everything that reads the contract follows them through this
 * module: `deref` for the node a reference stands for, `dereference` for a copy with every
 * reference replaced (cycles stay references), `resolvePointer` for a JSON pointer.
 * Plain functions over parsed YAML: no Node API, so the browser-side code may use them too.
 */

/** The parsed contract, or any object in it: its shape is the contract's, checked by the linter. */
export type ContractNode = Record<string, unknown>;

/** Whether a parsed YAML or JSON value is an object (not null, not an array). */
export function isRecord(value: unknown): value is ContractNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a reference cannot be followed, naming it. */
export class RefError extends Error {}

/**
 * The node a local JSON pointer (`#/components/schemas/Memory`) names in `document`. An array is
 * walked by index, as a JSON pointer allows (`#/…/allOf/0`).
 */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new RefError(`Cannot resolve the non-local $ref ${ref}`);
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    // A pointer in a URI fragment is percent-encoded (`%7Bmemory_id%7D`), then `~` escaped (RFC 6901).
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      throw new RefError(`Malformed percent escape in $ref ${ref}`);
    }
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key))
      throw new RefError(`Unresolved $ref ${ref}`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Follows `$ref` chains until a node that is not a reference. */
export function deref(document: unknown, node: unknown): unknown {
  let seen = 0;
  while (isRecord(node) && typeof node.$ref === 'string') {
    if (++seen > 20) throw new RefError(`$ref loop at ${node.$ref}`);
    node = resolvePointer(document, node.$ref);
  }
  return node;
}

/**
 * A copy of `node` with every `$ref` replaced by what it points to, the reference's siblings
 * (`description`, `default`) kept over the target's; a reference already being expanded (a cycle)
 * stays a `$ref`, so the copy is finite.
 */
export function dereference(document: unknown, node: unknown, stack: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => dereference(document, n, stack));
  if (!isRecord(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (stack.includes(ref) || stack.length > 32) return {$ref: ref};
    const {$ref: _ref, ...siblings} = node;
    const target = dereference(document, resolvePointer(document, ref), [...stack, ref]);
    return isRecord(target) ? {...target, ...(dereference(document, siblings, stack) as ContractNode)} : target;
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(document, v, stack)]));
}

/** The last segment of a `$ref` (`#/components/schemas/Memory` → `Memory`). */
export const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
