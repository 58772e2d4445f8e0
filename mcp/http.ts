/**
 * The docs MCP server over the SDK's Streamable HTTP transport, at `/mcp`: stateless (no
 * session, no server-sent event stream: every POST is answered with one JSON response) and
 * read-only (the same tools as over stdio, none of which changes anything). Each request gets a
 * fresh server and transport, as the SDK's stateless mode requires, over one shared snapshot and
 * search index (createDocsState), so a request costs a server object, never an index.
 *
 * Hosted in-process by scripts/serve.ts (`npm start`) and run as its own process behind nginx
 * in production (`npm run mcp -- --http 3001`, deploy/README.md). Whatever a client sends, the
 * answer is a JSON-RPC error, never a crash:
 *   - an Origin that is not allowed → 403 (the MCP spec's defence against DNS rebinding);
 *   - GET or DELETE (stream or session requests, meaningless here) → 405, with `Allow`;
 *   - a body over the limit → 413; not JSON → 400 with -32700 (parse error); JSON that is not a
 *     JSON-RPC message (`[]`, `{}`, too deeply nested) → 400 with -32600, a request with bad
 *     params → -32602 (./src/messages.ts); a wrong Content-Type → 415, an Accept that
 *     rules out JSON → its 406 (acceptsJson).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer, createDocsState, type DocsServerOptions} from './src/docs-server';
import type {Snapshot} from './src/snapshot';
import type {Release, Served} from './src/release';
import {parseMessage} from './src/messages';
import {qValue} from '../deploy/negotiation';

export const mcpPath = '/mcp';
/** A JSON-RPC request to these tools is a few hundred bytes; validate_request's body is at most the API's own. */
export const maxBodyBytes = 256 * 1024;

export interface McpHttpOptions extends DocsServerOptions {
  /** Origins a browser-based client may call from (`https://docs.mnemora.dev`). Requests without Origin (agents, curl) are always served. */
  readonly allowedOrigins: readonly string[];
  /** Where each request takes its snapshot and state from, to follow the build across releases (./src/release.ts); otherwise the snapshot given. */
  readonly release?: Release;
}

const corsHeaders = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version',
  'Access-Control-Max-Age': '600',
};

function jsonRpcError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  extraHeaders: Record<string, string> = {},
  id: string | number | null = null,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, {'Content-Type': 'application/json', ...extraHeaders});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id}));
}

// Whether an Accept header lets this endpoint answer JSON, which is all it ever sends (no event
// streams): the q-value of the most specific range that covers application/json (itself, then
// `application/*`, then `*/*`) is above 0, or there is no Accept at all (RFC 9110 §12.5.1: any
// type). The specification has clients list application/json and text/event-stream; the SDK's
// transport refuses any other spelling with 406, `*/*` included, so an acceptable header is
// handed to it in the form it expects.
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const entries = accept.split(',').map((part) => {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    return {range, q: qValue(params.map((p) => /^q\s*=\s*(.*)$/.exec(p)?.[1]).find((v) => v !== undefined))};
  });
  for (const range of ['application/json', 'application/*', '*/*']) {
    const entry = entries.find((e) => e.range === range);
    if (entry) return entry.q > 0;
  }
  return false;
}

/** The request body, or undefined when it is larger than `limit` (the rest is drained, not kept). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A request handler for `/mcp` (the caller routes the path). Never rejects. */
export function createMcpHttpHandler(
  snapshot: Snapshot,
  options: McpHttpOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const fixed = options.release ? undefined : {snapshot, state: createDocsState(snapshot, options.siteUrl)};
  const allowed = new Set(options.allowedOrigins.map((o) => o.replace(/\/$/, '')));
  return async (req, res) => {
    try {
      const origin = req.headers.origin;
      const cors: Record<string, string> = {Vary: 'Origin'};
      if (origin !== undefined) {
        if (!allowed.has(origin))
          return jsonRpcError(res, 403, -32000, `Origin ${origin} is not allowed to call this server`, cors);
        Object.assign(cors, corsHeaders, {'Access-Control-Allow-Origin': origin});
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        return void res.end();
      }
      if (req.method !== 'POST') {
        return jsonRpcError(
          res,
          405,
          -32000,
          'Method not allowed: this server is stateless, send each JSON-RPC message with POST',
          {...cors, Allow: 'POST, OPTIONS'},
        );
      }
      const body = await readBody(req, maxBodyBytes);
      if (body === undefined)
        return jsonRpcError(res, 413, -32000, `Request body larger than ${maxBodyBytes} bytes`, cors);
      // The SDK's transport checks the Content-Type after the body; the body is read as JSON here,
      // so the check comes first, with the SDK's answer.
      if (!(req.headers['content-type'] ?? '').toLowerCase().includes('application/json'))
        return jsonRpcError(
          res,
          415,
          -32000,
          'Unsupported Media Type: send the JSON-RPC message as Content-Type: application/json',
          cors,
        );
      const checked = parseMessage(body.toString('utf8'), {batches: true});
      if ('error' in checked) {
        // A request whose id is known failed on its params: a JSON-RPC answer to it, as the SDK's
        // transport sends one (200); the rest is no message at all (400, as the SDK answers those).
        const {id, error} = checked.error;
        return jsonRpcError(res, id === null ? 400 : 200, error.code, error.message, cors, id);
      }
      const message = checked.batch ? checked.messages : checked.messages[0];
      if (acceptsJson(req.headers.accept)) req.headers.accept = 'application/json, text/event-stream';
      for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
      // One release for the whole request, whatever switches meanwhile.
      const served = options.release?.current() ?? (fixed as Served);
      const {server} = createDocsServer(served.snapshot, options, served.state);
      const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, message);
    } catch (error) {
      jsonRpcError(res, 500, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
