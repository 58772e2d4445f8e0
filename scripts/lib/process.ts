// What the servers, benchmarks and checks of scripts/ share about processes and ports: a
// loopback listener on a free port, a child's stderr kept for error messages, stopping a child
// and waiting for it, and a script's main() failing with its message.
import type {ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {createServer, type Server} from 'node:net';

/** The message of a thrown value (an Error's message, anything else as a string). */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Runs a script's main(): on a failure prints its message and exits with status 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    console.error(errorMessage(e));
    process.exit(1);
  });
}

/** Starts `server` on `host`:`port` (0: a free one) and resolves the port it listens on. */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  server.listen(port, host);
  try {
    await once(server, 'listening');
  } catch (error) {
    // Node's own message ("listen EADDRINUSE: address already in use 127.0.0.1:3000") says what
    // but not what to do; the reader of a start-up failure needs both, on one line.
    const code = (error as NodeJS.ErrnoException).code;
    const where = `Port ${port} on ${host}`;
    const advice: Record<string, string> = {
      EADDRINUSE: `${where} is already in use by another process: stop it or choose another port (--port).`,
      EACCES: `${where} needs privileges this user lacks: choose a port above 1023 (--port).`,
      EADDRNOTAVAIL: `${where}: no interface of this machine has the address ${host} (--host).`,
    };
    throw new Error(advice[code ?? ''] ?? `${where}: ${errorMessage(error)}`, {cause: error});
  }
  const address = server.address();
  // A TCP listener's address is always an AddressInfo (a string is a pipe's, null a closed server's).
  if (address === null || typeof address === 'string') throw new Error(`no TCP port on ${host}`);
  return address.port;
}

/** A free TCP port on the loopback interface. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer().unref();
  const port = await listen(server, 0, host);
  await new Promise((r) => server.close(r));
  return port;
}

/** Everything `child` writes to stderr so far (echoed to ours unless `quiet`). */
export function keepStderr(child: ChildProcess, quiet: boolean): () => string {
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (!quiet) process.stderr.write(d);
  });
  return () => stderr;
}

/** Sends `signal` to a running child and waits for it to exit; SIGTERM after `graceMs`, if given. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs?: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = graceMs === undefined ? undefined : setTimeout(() => child.kill('SIGTERM'), graceMs);
  await exited;
  clearTimeout(timer);
}
