/**
 * The stdio transport: one JSON-RPC message per line on stdin, one per line on stdout, as the MCP
 * specification's stdio transport says. It replaces the SDK's StdioServerTransport, which answers
 * nothing to a line that is not a message, ends the server without a word on a line over its
 * buffer limit, adds a `drain` listener per pending answer (MaxListenersExceededWarning under
 * pipelined load) and leaves a write error to a client that went away unhandled (EPIPE). Here:
 *   - each line is checked by ./messages.ts and a bad one gets its JSON-RPC error (id null when the
 *     line has no usable id); blank lines are skipped;
 *   - a line longer than `maxLineBytes` is dropped as it streams in (never held in memory) and
 *     answered with -32600 once its end arrives; the next line is read as usual;
 *   - when stdout cannot keep up, stdin is paused until it drains (one listener), so a client that
 *     sends faster than it reads holds the server's memory to what it already sent;
 *   - stdout closing under the server (the client went away) closes the transport; the caller
 *     decides to exit (mcp/server.ts does, with status 0).
 * End of input is not a close: answers to requests already read are still written, and the
 * process ends when nothing is left to do.
 */
import type {Readable, Writable} from 'node:stream';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';
import {ErrorCode} from '@modelcontextprotocol/sdk/types.js';
import {parseMessage, type ErrorAnswer} from './messages';

/** The SDK's own limit for one stdio message (10 MiB); validate_request's largest body is the API's 1 MiB. */
export const maxLineBytes = 10 * 1024 * 1024;

export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  /** The current line's chunks, while it fits in `maxLineBytes`. */
  private chunks: Buffer[] = [];
  private size = 0;
  /** Set while the rest of an oversized line streams past. */
  private oversized = false;
  private closed = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly limit = maxLineBytes,
  ) {}

  private readonly onData = (chunk: Buffer): void => {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      this.take(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
      if (this.closed) return;
    }
    this.take(chunk.subarray(start));
  };

  private readonly onOutputError = (error: NodeJS.ErrnoException): void => {
    // EPIPE (the reader closed its end) or a destroyed stream: nobody is left to answer.
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') this.onerror?.(error);
    void this.close();
  };

  private readonly onInputError = (error: Error): void => this.onerror?.(error);

  private readonly onDrain = (): void => {
    if (!this.closed) this.input.resume();
  };

  private take(part: Buffer): void {
    if (part.length === 0 || this.oversized) return;
    this.size += part.length;
    if (this.size > this.limit) {
      this.oversized = true;
      this.chunks = [];
    } else this.chunks.push(part);
  }

  private endLine(): void {
    if (this.oversized) {
      this.oversized = false;
      this.size = 0;
      this.answer({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: ErrorCode.InvalidRequest,
          message: `Invalid Request: a line longer than ${this.limit} bytes was dropped unread; one message per line, each at most ${this.limit} bytes`,
        },
      });
      return;
    }
    const line = Buffer.concat(this.chunks).toString('utf8').replace(/\r$/, '');
    this.chunks = [];
    this.size = 0;
    if (line.trim() === '') return;
    const checked = parseMessage(line, {batches: false});
    if ('error' in checked) this.answer(checked.error);
    else for (const message of checked.messages) this.onmessage?.(message);
  }

  private answer(error: ErrorAnswer): void {
    void this.send(error as JSONRPCMessage);
  }

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
    this.output.on('error', this.onOutputError);
    this.output.on('drain', this.onDrain);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed || this.output.destroyed) return;
    if (!this.output.write(`${JSON.stringify(message)}\n`)) this.input.pause();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    this.output.off('drain', this.onDrain);
    // The error listener stays: a write already queued may still fail, and must not be unhandled.
    this.input.pause();
    this.chunks = [];
    this.onclose?.();
  }
}
