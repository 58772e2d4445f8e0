/**
 * `<TryIt operation="…" />` under a sample of a concept page opens the console with that sample's
 * request, not the contract's example: a reader who clicks "Try it" under the update that sends
 * `If-Match: "1"` expects to try that update. While the site builds, this plugin reads the cURL
 * block of the `<Tabs>` right before each `<TryIt>` (with the parser the sample checks use,
 * packages/api-model/curl.ts), checks that it calls the operation the button names, and passes the
 * request to the component as its `sample` prop: path and query parameters, headers, JSON body.
 * A button with no cURL sample right above it, or whose sample calls another operation, fails the
 * build, naming the page and both operations.
 */
import type {Root} from 'mdast';
import type {RequestSample} from '../lib/try-it/request';
import {apiBaseUrl} from '../../config/platform';
import {defaultLocaleModel} from '../../packages/api-model/load';
import {parseCurl} from '../../packages/api-model/curl';

type Node = {
  type: string;
  name?: string | null;
  lang?: string | null;
  value?: unknown;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
};

interface Operation {
  method: string;
  path: string;
}

let operations: Map<string, Operation> | undefined;
function operationsById(): Map<string, Operation> {
  operations ??= new Map(
    defaultLocaleModel().operations.map(({operationId, method, path}) => [
      operationId,
      {method: method.toUpperCase(), path},
    ]),
  );
  return operations;
}

function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function curlBlock(node: Node): string | undefined {
  if (node.type === 'code' && typeof node.value === 'string' && /^(bash|sh|shell)$/.test(node.lang ?? ''))
    return /(^|\n)\s*curl\s/.test(node.value) ? node.value : undefined;
  for (const child of node.children ?? []) {
    const found = curlBlock(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The request of a sample's curl command, checked against the operation it should call. */
export function sampleRequest(curl: string, operationId: string, where: string): RequestSample {
  const op = operationsById().get(operationId);
  if (!op)
    throw new Error(
      `${where}: <TryIt operation="${operationId}" />: the contract has no such operation (it has ${[...operationsById().keys()].join(', ')})`,
    );
  const request = parseCurl(curl.replace(/\\\r?\n/g, ' '));
  const url = new URL(request.url);
  const base = new URL(apiBaseUrl);
  const names: string[] = [];
  const pattern = new RegExp(
    `^${op.path.replace(/\{(\w+)\}/g, (_, n: string) => (names.push(n), '([^/]+)')).replace(/\//g, '\\/')}$`,
  );
  const match =
    url.origin === base.origin && url.pathname.startsWith(base.pathname)
      ? pattern.exec(url.pathname.slice(base.pathname.length))
      : null;
  if (!match || request.method !== op.method)
    throw new Error(
      `${where}: <TryIt operation="${operationId}" /> (${op.method} ${op.path}) sits under a sample that sends ${request.method} ${request.url}`,
    );
  const path = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]));
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const headers = Object.fromEntries(request.headers.map(([k, v]) => [k.toLowerCase(), v]));
  let body: unknown;
  if (request.body !== undefined) {
    try {
      body = JSON.parse(request.body);
    } catch {
      throw new Error(`${where}: the sample above <TryIt operation="${operationId}" /> sends a body that is not JSON`);
    }
  }
  return {path, query, headers, ...(body !== undefined ? {body} : {})};
}

export default function remarkRequestSamples(): (tree: Root, file: {path?: string}) => void {
  return (tree, file) => {
    const visit = (parent: Node) => {
      const children = parent.children ?? [];
      children.forEach((node, i) => {
        if (node.type === 'mdxJsxFlowElement' && node.name === 'TryIt') {
          const operationId = attribute(node, 'operation') ?? '';
          const where = file.path ?? 'a docs page';
          const previous = children[i - 1];
          const curl =
            previous?.type === 'mdxJsxFlowElement' && previous.name === 'Tabs' ? curlBlock(previous) : undefined;
          if (curl === undefined)
            throw new Error(
              `${where}: <TryIt operation="${operationId}" /> must come right after the <Tabs> of its sample, with a cURL block`,
            );
          node.attributes = [
            ...(node.attributes ?? []).filter((a) => a.name !== 'sample'),
            {type: 'mdxJsxAttribute', name: 'sample', value: JSON.stringify(sampleRequest(curl, operationId, where))},
          ];
        } else visit(node);
      });
    };
    visit(tree as unknown as Node);
  };
}
