import {connect} from 'node:net';

/** A response read off the socket as sent: every header line kept, duplicates included. */
export interface WireResponse {
  status: number;
  /** [name in lower case, value], in the order sent. */
  headers: Array<[string, string]>;
  body: Buffer;
}

/**
 * Sends one request exactly as written (no client normalising the path, no header folding)
 * and reads the answer until the server closes the connection. Node's HTTP client joins or
 * drops repeated headers, which would hide the duplicates the header counts look for.
 */
export function wireRequest(baseUrl: string, head: string, body: Buffer | string = ''): Promise<WireResponse> {
  const {hostname, port} = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${head.split('\r\n')[0]} within 10 s`)));
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // Done once the body announced by Content-Length is in: after a 413 nginx keeps the
      // connection open for a while to drain the unread body (lingering close).
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      const length =
        end === -1 ? undefined : /\r\ncontent-length: *(\d+)/i.exec(raw.subarray(0, end).toString('latin1'))?.[1];
      if (length !== undefined && raw.length >= end + 4 + Number(length)) socket.end();
    });
    // A server may answer (413) and close before it read the body: the write then fails with
    // EPIPE/ECONNRESET, but the answer is already in.
    socket.on('error', (e) => (chunks.length > 0 ? socket.destroy() : reject(e)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      if (end === -1)
        return reject(
          new Error(`incomplete answer to ${head.split('\r\n')[0]}: ${raw.toString('latin1').slice(0, 200)}`),
        );
      const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const headers = lines.map((l): [string, string] => {
        const i = l.indexOf(':');
        return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
      });
      resolve({status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(end + 4)});
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
    if (body.length > 0) socket.write(body);
  });
}

/** `GET <target>` with a Host header and extra header lines. */
export function wireGet(
  baseUrl: string,
  target: string,
  extra: Record<string, string> = {},
  method = 'GET',
): Promise<WireResponse> {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${new URL(baseUrl).host}`,
    ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`),
  ];
  return wireRequest(baseUrl, lines.join('\r\n'));
}

/** How many times each header name occurs in a response. */
export function headerCounts(res: WireResponse): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [name] of res.headers) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

export function headerValue(res: WireResponse, name: string): string | undefined {
  return res.headers.find(([n]) => n === name.toLowerCase())?.[1];
}

/**
 * Why a Location value leaves the site, or undefined when it is a path of the answering origin.
 * Resolved as a browser resolves it (WHATWG URL: a backslash counts as a slash), so `//host`,
 * `/\host` and `\\host` are all caught.
 */
export function offSiteLocation(location: string, origin: string): string | undefined {
  let target: URL;
  try {
    target = new URL(location, `${origin}/some/page`);
  } catch {
    return `unparseable Location ${JSON.stringify(location)}`;
  }
  if (target.origin !== new URL(origin).origin) return `Location ${JSON.stringify(location)} leads to ${target.origin}`;
  if (!location.startsWith('/') || /^[/\\]{2}/.test(location) || /^\/\\/.test(location))
    return `Location ${JSON.stringify(location)} is not a single-slash path`;
  return undefined;
}
