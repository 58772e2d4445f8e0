// A bounded load on the docs MCP server over Streamable HTTP (mcp/http.ts), on loopback, with
// autocannon: a fixed number of connections for a fixed number of requests, cycling through the
// calls agents make (tools/list, search_docs in each locale, get_page, list_error_codes). Shared by
// `npm run bench:mcp-http` (scripts/bench-mcp-http.ts) and tests/mcp/http.test.ts (a small run).
import autocannon from 'autocannon';

const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};

let nextId = 1;
const call = (name: string, args: Record<string, unknown>): string =>
  JSON.stringify({jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: {name, arguments: args}});

/** The requests of the mix, in the order autocannon cycles through them. */
const requestMix = [
  JSON.stringify({jsonrpc: '2.0', id: 0, method: 'tools/list'}),
  call('search_docs', {query: 'idempotency key', locale: 'en'}),
  call('search_docs', {query: 'límite de frecuencia', locale: 'es'}),
  call('search_docs', {query: 'recherche hybride', locale: 'fr'}),
  call('search_docs', {query: 'API-Schlüssel widerrufen', locale: 'de'}),
  call('get_page', {path: '/api/search'}),
  call('list_error_codes', {}),
].map((body): autocannon.Request => ({method: 'POST', path: '/mcp', headers, body}));

export interface McpLoadOptions {
  /** http://127.0.0.1:port */
  origin: string;
  connections?: number;
  /** Requests to send in all. */
  amount?: number;
  /** Seconds before a request counts as timed out. */
  timeout?: number;
}

/**
 * Runs `amount` requests over `connections` connections against `origin` (http://127.0.0.1:port).
 * Returns requests per second, latency percentiles (ms), errors, timeouts and non-2xx answers.
 */
export async function loadMcpHttp({origin, connections = 10, amount = 1000, timeout = 10}: McpLoadOptions) {
  const r = await autocannon({url: origin, connections, amount, timeout, requests: requestMix});
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}
