/**
 * The docs server: seven tools and one resource per page plus the contract, over a snapshot
 * (./snapshot.ts). Transport-free, so the stdio entry (../server.ts) and the tests build the same
 * server. Tool errors (an unknown page, operation or locale, arguments out of bounds) come back as
 * MCP tool errors (`isError`) whose text says what was wrong and what exists instead.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ReadResourceRequestSchema} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import {closest} from './closest';
import {
  errorCodesOf,
  findOperation,
  operationsOf,
  deprecatedIn,
  queryValuesOf,
  RequestValidator,
  type CheckedOperation,
} from './contract-tools';
import {LocaleIndex} from './search';
import {defaultLocale, localeOfPath, locales, type Locale, type Page, type Snapshot} from './snapshot';
import {apiBaseUrl, errorCodesRoute} from '../../config/platform';
import type {ErrorCode} from '../../packages/api-model/model';
import {schemaDocumentOf} from '../../packages/api-model/serialize';
import {workflowsOf, type Workflow} from '../../packages/api-model/workflows';

export interface DocsServerOptions {
  readonly defaultLocale: Locale;
  /** The site's address (config/platform.ts), for page URLs. */
  readonly siteUrl: string;
}

/** Longest search query accepted: a question, not a document. */
const maxQueryLength = 300;
const maxResults = 20;

const localeSchema = z.enum(locales as [Locale, ...Locale[]]);

/** `mnemora-docs://de/api/memories` for `/de/api/memories`; `mnemora-docs://en/api/memories` for `/api/memories`. */
function resourceUri(page: Pick<Page, 'locale' | 'path'>): string {
  const rest = page.locale === 'en' ? page.path : page.path.slice(page.locale.length + 1);
  return `mnemora-docs://${page.locale}${rest}`;
}

const contractUri = 'mnemora-docs://contract/openapi.yaml';

/** MCP's error code for a resource that does not exist (specification 2025-11-25, Resources). */
const resourceNotFound = -32002;

class ToolError extends Error {}

/** Answered as JSON-RPC error -32002 with the URI as data: the SDK's protocol layer sends an error's `code`, `message` and `data`. */
class ResourceNotFoundError extends Error {
  readonly code = resourceNotFound;
  readonly data: {readonly uri: string};
  constructor(message: string, uri: string) {
    super(message);
    this.data = {uri};
  }
}

const text = (value: unknown) => ({
  content: [{type: 'text' as const, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2)}],
});

export interface DocsServer {
  readonly server: McpServer;
  /** The state's warm(): builds what is not built yet, a locale at a time. */
  warm(): Promise<void>;
}

/**
 * What every server over one snapshot can share: the search indexes, the operations and the
 * request validator, each built when first asked for. The HTTP endpoint (mcp/http.ts) answers
 * each request with a fresh server, as the SDK's stateless transport requires, over one shared
 * state, so no request rebuilds an index.
 */
export interface DocsState {
  readonly snapshot: Snapshot;
  readonly indexOf: (locale: Locale) => LocaleIndex;
  readonly operationsOf: (locale: Locale) => CheckedOperation[];
  readonly validator: () => RequestValidator;
  /**
   * Builds every locale's search index and operations not built yet, the default locale first, one
   * piece per turn of the event loop so requests are answered in between.
   */
  warm(first?: Locale): Promise<void>;
}

/** A lazily computed value per key. */
function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as V;
  };
}

export function createDocsState(snapshot: Snapshot, siteUrl: string): DocsState {
  const site = siteUrl.replace(/\/$/, '');
  // Indexing the four locales and compiling the validator take seconds,
  // so nothing is built before the server answers the handshake: warm() builds it afterwards, and
  // a request for a piece not built yet builds it on the spot.
  const indexOf = memo((locale: Locale) => new LocaleIndex(snapshot, locale, site));
  const operationsFor = memo((locale: Locale) => operationsOf(snapshot.locales[locale].model));
  let requestValidator: RequestValidator | undefined;
  const validator = (): RequestValidator =>
    (requestValidator ??= new RequestValidator(schemaDocumentOf(snapshot.locales[defaultLocale].model)));
  const warm = async (first: Locale = defaultLocale): Promise<void> => {
    const turn = (): Promise<void> => new Promise((done) => setImmediate(done));
    for (const locale of [first, ...locales.filter((l) => l !== first)]) {
      await turn();
      operationsFor(locale);
      await turn();
      indexOf(locale);
    }
    await turn();
    validator();
  };
  return {snapshot, indexOf, operationsOf: operationsFor, validator, warm};
}

/**
 * The error codes of a locale, each with the address of its row on the locale's error-codes page
 * (`…/fr/api/error-codes#rate_limited`), so an agent can cite the code's own entry.
 */
function errorCodeLinks(snapshot: Snapshot, site: string): (locale: Locale) => Array<ErrorCode & {url: string}> {
  return memo((locale: Locale) => {
    const page = snapshot.pages.find((p) => p.locale === locale && p.path.replace(/\/$/, '').endsWith(errorCodesRoute));
    if (!page)
      throw new Error(`the docs snapshot has no ${errorCodesRoute} page for locale ${locale}: rebuild the site`);
    return errorCodesOf(snapshot.locales[locale].model).map((e) => ({...e, url: `${site}${page.path}#${e.code}`}));
  });
}

export function createDocsServer(
  snapshot: Snapshot,
  options: DocsServerOptions,
  state: DocsState = createDocsState(snapshot, options.siteUrl),
): DocsServer {
  const site = options.siteUrl.replace(/\/$/, '');
  const byPath = new Map(snapshot.pages.map((p) => [p.path, p]));
  const {indexOf, operationsOf: operationsFor} = state;
  const errorCodesWithUrls = errorCodeLinks(snapshot, site);

  const server = new McpServer(
    {name: 'mnemora-docs', title: 'Mnemora documentation', version: snapshot.version},
    {
      instructions:
        `The Mnemora documentation (${locales.join(', ')}; default ${options.defaultLocale}) and its REST API contract, offline (docs snapshot ${snapshot.version}). ` +
        'Search with search_docs, read a page with get_page, look up an endpoint with get_operation (parameters, schemas, errors, checked cURL/TypeScript/Python samples), ' +
        'check a request before sending it with validate_request, see what an API error means with list_error_codes, ' +
        "and follow a guide's flow step by step with list_workflows and get_workflow (Arazzo 1.0 workflows that CI runs against the contract).",
      // Bounds the work one call can ask for: a JSON argument of more elements is refused before any tool runs.
      maxToolInputElements: 20_000,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Mnemora docs',
      description:
        'Full-text search of the Mnemora documentation in one locale, ranked as the site ranks it (synonyms, inflections, typo correction). ' +
        'Returns up to `limit` pages, best first, each with title, URL, locale, the best-matching section and an excerpt. ' +
        'Read a result in full with get_page using its `path`.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(maxQueryLength)
          .describe('What to look for, in words or an identifier (`version_conflict`, `X-Request-Id`).'),
        locale: localeSchema.optional().describe(`Language of the pages searched; default ${options.defaultLocale}.`),
        limit: z
          .number()
          .int()
          .min(1)
          .max(maxResults)
          .optional()
          .describe('How many pages to return, 1–20; default 5.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, locale, limit}) => {
      const l = locale ?? options.defaultLocale;
      const hits = await indexOf(l).search(query, limit ?? 5);
      if (hits.length === 0)
        return text({query, locale: l, results: [], note: 'No page matches every word; try fewer or other words.'});
      return text({query, locale: l, results: hits});
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        "One documentation page as clean Markdown (the page's `.md` twin). `path` is the page's site path with its locale prefix: " +
        '`/api/memories` (English), `/de/api/memories`, `/es/guides/`; a full URL, a `.md` URL or a `mnemora-docs://` URI also works. ' +
        'An unknown path fails with the closest existing pages.',
      inputSchema: {
        path: z
          .string()
          .trim()
          .min(1)
          .max(500)
          .describe('Site path of the page, e.g. `/fr/api/search` or `/api/error-codes`.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path}) => {
      const page = pageOf(path);
      return text(page.markdown);
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Look up an API operation',
      description:
        'One operation of the Mnemora REST API contract (OpenAPI 3.1): parameters, dereferenced request and response schemas, error responses, ' +
        'and the checked cURL, TypeScript and Python samples. Give `operationId` (e.g. `createMemory`), or `method` and `path` ' +
        '(`POST`, `/memories`; a concrete path such as `/memories/mem_123` or a full URL works).',
      inputSchema: {
        operationId: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .optional()
          .describe("The contract's operationId, e.g. `searchMemories`."),
        method: z
          .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete'])
          .optional()
          .describe('HTTP method, with `path`.'),
        path: z
          .string()
          .trim()
          .min(1)
          .max(500)
          .optional()
          .describe(`API path relative to ${apiBaseUrl}, e.g. \`/memories/{memory_id}\`.`),
        locale: localeSchema.optional().describe(`Language of descriptions; default ${options.defaultLocale}.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({operationId, method, path, locale}) => {
      const l = locale ?? options.defaultLocale;
      const ops = operationsFor(l);
      let op: CheckedOperation | undefined;
      if (operationId !== undefined) {
        op =
          ops.find((o) => o.operationId === operationId) ??
          ops.find((o) => o.operationId.toLowerCase() === operationId.toLowerCase());
        if (!op)
          throw new ToolError(
            `Unknown operationId "${operationId}". Closest: ${closest(
              operationId,
              ops.map((o) => o.operationId),
              3,
            ).join(', ')}. All: ${ops.map((o) => o.operationId).join(', ')}.`,
          );
      } else if (method !== undefined && path !== undefined) {
        const found = findOperation(ops, snapshot.locales[l].model, method, path);
        if (typeof found === 'string') throw new ToolError(found);
        op = found.operation;
      } else {
        throw new ToolError(
          `Give operationId, or method and path. Operations: ${ops.map((o) => `${o.operationId} (${o.method} ${o.path})`).join(', ')}.`,
        );
      }
      // The locale's model: its descriptions are in the locale's words (./contract-source.ts).
      // The body limit is what validate_request checks; the answer keeps the operation as the contract writes it.
      const {maxBodyBytes: _limit, ...shown} = op;
      return text({locale: l, ...shown});
    },
  );

  /** A locale's workflows: their texts in the locale, the guide's address in it and the file's. */
  const workflowsIn = memo((locale: Locale) =>
    snapshot.workflows.flatMap((file) =>
      workflowsOf(file, locale).map((w) => ({
        workflow: w,
        fileUrl: `${site}/workflows/${w.file}`,
        guideUrl: w.guide ? `${site}${locale === defaultLocale ? '' : `/${locale}`}${w.guide}` : undefined,
      })),
    ),
  );

  /** The answer for one workflow: each step with its operation and the operation's checked samples. */
  function workflowAnswer(entry: {workflow: Workflow; fileUrl: string; guideUrl: string | undefined}, locale: Locale) {
    const ops = new Map(operationsFor(locale).map((o) => [o.operationId, o]));
    const {workflow: w} = entry;
    return {
      locale,
      workflowId: w.workflowId,
      title: w.title,
      summary: w.summary,
      description: w.description,
      ...(entry.guideUrl ? {guide: entry.guideUrl} : {}),
      file: entry.fileUrl,
      // Against the API with the reader's key; `--server mnemora=http://127.0.0.1:4010` runs it on a mock instead.
      run: [
        `npx @redocly/cli respect ${entry.fileUrl} --workflow ${w.workflowId} --server mnemora=${apiBaseUrl}`,
        ...(w.inputs.some((i) => i.name === 'api_key') ? ['--input api_key=$MNEMORA_API_KEY'] : []),
      ].join(' '),
      inputs: w.inputs,
      steps: w.steps.map((step) => {
        const op = ops.get(step.operationId);
        return {
          stepId: step.stepId,
          description: step.description,
          operation: op
            ? {operationId: op.operationId, method: op.method, path: op.path, summary: op.summary}
            : {operationId: step.operationId},
          parameters: step.parameters,
          ...(step.requestBody ? {requestBody: step.requestBody} : {}),
          successCriteria: step.successCriteria,
          outputs: step.outputs,
          ...(op ? {samples: op.samples} : {}),
        };
      }),
    };
  }

  server.registerTool(
    'list_workflows',
    {
      title: "List the guides' workflows",
      description:
        "The guides' flows as Arazzo 1.0 workflows (quick start, migration import, realtime resume, key rotation): each with its id, title, " +
        'summary, number of steps, the guide it runs and the address of its file. Read one step by step with get_workflow.',
      inputSchema: {
        locale: localeSchema
          .optional()
          .describe(`Language of the texts and guide links; default ${options.defaultLocale}.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({locale}) => {
      const l = locale ?? options.defaultLocale;
      return text({
        locale: l,
        workflows: workflowsIn(l).map(({workflow: w, fileUrl, guideUrl}) => ({
          workflowId: w.workflowId,
          title: w.title,
          summary: w.summary,
          steps: w.steps.length,
          ...(guideUrl ? {guide: guideUrl} : {}),
          file: fileUrl,
        })),
      });
    },
  );

  server.registerTool(
    'get_workflow',
    {
      title: "Read a guide's workflow step by step",
      description:
        'One Arazzo workflow: its inputs and, in order, each step with what it does, the API operation it calls (method, path), the ' +
        "parameters and body it sends (`$inputs.…` and `$steps.<id>.outputs.…` take values from the inputs and earlier steps' answers), " +
        'its success criteria, its outputs and the checked cURL, TypeScript and Python samples of its operation. Also the command that runs it.',
      inputSchema: {
        workflowId: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .describe('The workflow, as list_workflows names it, e.g. `quickStart`.'),
        locale: localeSchema
          .optional()
          .describe(`Language of the texts and samples; default ${options.defaultLocale}.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({workflowId, locale}) => {
      const l = locale ?? options.defaultLocale;
      const all = workflowsIn(l);
      const found =
        all.find((e) => e.workflow.workflowId === workflowId) ??
        all.find((e) => e.workflow.workflowId.toLowerCase() === workflowId.toLowerCase());
      if (!found) {
        const ids = all.map((e) => e.workflow.workflowId);
        throw new ToolError(
          `Unknown workflowId "${workflowId}". Closest: ${closest(workflowId, ids, 3).join(', ')}. All: ${ids.join(', ')}.`,
        );
      }
      return text(workflowAnswer(found, l));
    },
  );

  server.registerTool(
    'list_error_codes',
    {
      title: 'List the API error codes',
      description:
        'Every error `code` the Mnemora API returns, with its HTTP status, what it means, what to do, whether retrying can succeed, whether the SDKs and CLI retry it on their own, and the `url` of its row on the error-codes page.',
      inputSchema: {
        locale: localeSchema.optional().describe(`Language of the descriptions; default ${options.defaultLocale}.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({locale}) => {
      const l = locale ?? options.defaultLocale;
      return text({locale: l, errorCodes: errorCodesWithUrls(l)});
    },
  );

  server.registerTool(
    'validate_request',
    {
      title: 'Check a request against the API contract',
      description:
        'Checks an HTTP request to the Mnemora API against the contract before you send it: path and method, path and query parameters, ' +
        'headers (Authorization, If-Match, Idempotency-Key…) and the JSON body. Answers "valid" with the operation, or every violation with a ' +
        'JSON pointer into the request (`/body/scope/project_id`, `/query/limit`, `/headers/authorization`); ' +
        'a request that sends a deprecated parameter also gets `deprecated`, each entry with its pointer and what to send instead.',
      inputSchema: {
        method: z
          .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete'])
          .describe('HTTP method.'),
        path: z
          .string()
          .trim()
          .min(1)
          .max(2000)
          .describe(
            `Request path relative to ${apiBaseUrl} (\`/memories/mem_123\`), or the full URL; a query string is read as query parameters.`,
          ),
        query: z
          .record(
            z.string().max(200),
            z.union([z.string().max(4000), z.number(), z.boolean(), z.array(z.string().max(4000)).max(100)]),
          )
          .optional()
          .describe('Query parameters by name; a repeated parameter as an array of strings.'),
        headers: z
          .record(z.string().max(200), z.string().max(8000))
          .optional()
          .describe('Request headers by name (any case).'),
        // Any JSON value: the contract, not this schema, says which body an operation takes, and
        // validate_request's answer names what is wrong with it by pointer.
        body: z
          .union([
            z.record(z.string(), z.unknown()),
            z.array(z.unknown()),
            z.string(),
            z.number(),
            z.boolean(),
            z.null(),
          ])
          .optional()
          .describe(
            'The JSON request body, as a JSON value (an object for every body of the API, not a string of JSON).',
          ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({method, path, query, headers, body}) => {
      const l = options.defaultLocale;
      const found = findOperation(operationsFor(l), snapshot.locales[l].model, method, path);
      if (typeof found === 'string') return text({valid: false, violations: [{pointer: '/path', message: found}]});
      const bodyBytes = body === undefined ? 0 : Buffer.byteLength(JSON.stringify(body) ?? '');
      const queryValues: Record<string, unknown> = queryValuesOf(found.query);
      for (const [k, v] of Object.entries(query ?? {})) queryValues[k] = Array.isArray(v) ? v : String(v);
      const violations = state.validator().validate(found.operation, {
        params: found.params,
        query: queryValues,
        headers: headers ?? {},
        body,
        bodyBytes,
      });
      const operation = `${found.operation.operationId} (${found.operation.method} ${found.operation.path})`;
      const deprecated = deprecatedIn(found.operation, {
        params: found.params,
        query: queryValues,
        headers: headers ?? {},
      });
      if (violations.length === 0 && deprecated.length === 0)
        return text(`valid: the request matches ${operation} in the contract.`);
      if (violations.length === 0) return text({valid: true, operation, deprecated});
      return text({valid: false, operation, violations, ...(deprecated.length ? {deprecated} : {})});
    },
  );

  for (const page of snapshot.pages) {
    server.registerResource(
      `${page.path}`,
      resourceUri(page),
      {
        title: page.title,
        description: `${page.title} (${page.locale}), ${site}${page.path}`,
        mimeType: 'text/markdown',
      },
      async (uri) => readResource(uri.href),
    );
  }
  // Any other mnemora-docs:// URI: the same addresses get_page accepts (`….md`), and for an unknown
  // page an error naming the closest pages instead of a bare "not found".
  server.registerResource(
    'page',
    new ResourceTemplate('mnemora-docs://{locale}/{+path}', {list: undefined}),
    {
      title: 'A docs page by locale and path',
      description: 'mnemora-docs://<locale>/<path>, e.g. mnemora-docs://de/api/memories',
      mimeType: 'text/markdown',
    },
    async (uri) => readResource(uri.href),
  );
  server.registerResource(
    'contract',
    contractUri,
    {
      title: 'Mnemora API contract (OpenAPI 3.1)',
      description: `The REST API contract as published at ${site}/openapi.yaml`,
      mimeType: 'application/yaml',
    },
    async (uri) => readResource(uri.href),
  );
  // The SDK's resources/read answers a URI that matches no resource with -32602 and a bare "not
  // found", and an error of a read callback with -32603; the specification's answer to both is
  // -32002 (resource not found), and this one says what exists. Registered after the resources,
  // it replaces the SDK's handler; resources/list and resources/templates/list stay the SDK's.
  server.server.setRequestHandler(ReadResourceRequestSchema, async (request) => readResource(request.params.uri));

  /** A page by its mnemora-docs:// address (or any alias get_page accepts), or the contract. */
  function readResource(uri: string): {contents: Array<{uri: string; mimeType: string; text: string}>} {
    if (uri === contractUri) return {contents: [{uri, mimeType: 'application/yaml', text: snapshot.contractYaml}]};
    if (!uri.startsWith('mnemora-docs://'))
      throw new ResourceNotFoundError(
        `Resource ${uri} not found: this server's resources are mnemora-docs://<locale>/<path> (locales ${locales.join(', ')}; resources/list lists every page) and ${contractUri}`,
        uri,
      );
    try {
      const page = pageOf(uri);
      return {contents: [{uri: resourceUri(page), mimeType: 'text/markdown', text: page.markdown}]};
    } catch (error) {
      if (error instanceof ToolError) throw new ResourceNotFoundError(error.message, uri);
      throw error;
    }
  }

  /** The page a path, URL or resource URI names; a ToolError naming the closest pages otherwise. */
  function pageOf(raw: string): Page {
    let path = raw.trim();
    const uri = path.match(/^mnemora-docs:\/\/([^/]*)(\/.*)?$/);
    if (uri && !(locales as readonly string[]).includes(uri[1] ?? ''))
      throw new ToolError(`Unknown locale "${uri[1]}" in ${raw}: the docs have ${locales.join(', ')}.`);
    if (uri) path = uri[1] === 'en' ? (uri[2] ?? '/') : `/${uri[1]}${uri[2] ?? '/'}`;
    else if (/^https?:\/\//.test(path)) path = new URL(path).pathname;
    path = path.split(/[?#]/)[0] ?? path;
    if (!path.startsWith('/')) path = `/${path}`;
    if (path.endsWith('/index.md')) path = path.slice(0, -'index.md'.length);
    else if (path.endsWith('.md')) path = path.slice(0, -'.md'.length);
    const page = byPath.get(path) ?? byPath.get(path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
    if (page) return page;
    const locale = localeOfPath(path);
    const same = snapshot.pages.filter((p) => p.locale === locale).map((p) => p.path);
    throw new ToolError(
      `No page at ${path}. Closest pages: ${closest(path, same, 3).join(', ')}. Paths carry the locale prefix (/es/, /fr/, /de/; none for English); search_docs finds pages by topic.`,
    );
  }

  // The SDK's McpServer advertises listChanged for tools and resources; this server's lists are
  // fixed for its life (a new release is a new snapshot, answered by a new server object), so it
  // never sends those notifications and says so.
  server.server.registerCapabilities({tools: {listChanged: false}, resources: {listChanged: false}});

  const warm = (): Promise<void> => state.warm(options.defaultLocale);
  return {server, warm};
}
