/**
 * `npm run bench:mcp-http`: the docs MCP server over Streamable HTTP under a bounded load on
 * loopback (autocannon, scripts/lib/mcp-http-load.ts): requests per second, latency p50/p90/p99,
 * errors, and resident memory after a warm-up and after each further round, with the heap capped
 * (`--max-old-space-size`) so a leak ends the run instead of hiding in swap. Not a test: the
 * figures depend on the machine (tests/mcp/http.test.ts runs a small version with a bound).
 *   npm run bench:mcp-http -- [--connections 20] [--requests 5000] [--rounds 3] [--port 0] [--heap 128] [--json file]
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {startMcpHttp} from './serve-prod';
import {residentBytes} from './lib/mcp-client';
import {loadMcpHttp} from './lib/mcp-http-load';
import {freePort, runMain} from './lib/process';
import {wholeNumber} from './lib/bench-args';

const {values} = parseArgs({
  options: {
    connections: {type: 'string', default: '20'},
    requests: {type: 'string', default: '5000'},
    rounds: {type: 'string', default: '3'},
    port: {type: 'string', default: '0'},
    heap: {type: 'string', default: '128'},
    dir: {type: 'string', default: 'build'},
    json: {type: 'string'},
  },
});
const number = (name: keyof typeof values): number => wholeNumber(name, values[name]);
async function main(): Promise<void> {
  const connections = number('connections');
  const amount = number('requests');
  const rounds = number('rounds');
  const port = number('port') || (await freePort());
  const server = await startMcpHttp({
    buildDir: join(process.cwd(), values.dir),
    port,
    nodeOptions: [`--max-old-space-size=${number('heap')}`],
  });
  const mib = (bytes: number): string => (bytes / 1048576).toFixed(1);
  const origin = `http://127.0.0.1:${port}`;
  const rows: Array<Record<string, number | string>> = [];
  try {
    const idle = residentBytes(server.pid as number);
    await loadMcpHttp({origin, connections, amount: Math.min(amount, 1000)});
    const warm = residentBytes(server.pid as number);
    rows.push({round: 'warm-up', rssMiB: mib(warm)});
    for (let i = 1; i <= rounds; i++) {
      const r = await loadMcpHttp({origin, connections, amount});
      if (server.child.exitCode !== null) throw new Error(`the server exited during round ${i}:\n${server.stderr()}`);
      rows.push({round: i, ...r, rssMiB: mib(residentBytes(server.pid as number))});
    }
    console.log(
      `docs MCP over Streamable HTTP, ${connections} connections, ${amount} requests per round, heap capped at ${values.heap} MiB`,
    );
    console.log(`resident memory: ${mib(idle)} MiB idle, ${mib(warm)} MiB after the warm-up`);
    console.table(rows);
    const last = rows.at(-1) as {rssMiB: string};
    console.log(
      `growth over ${rounds} rounds after the warm-up: ${(Number(last.rssMiB) - Number(mib(warm))).toFixed(1)} MiB`,
    );
    if (values.json)
      writeFileSync(values.json, `${JSON.stringify({connections, amount, idle, warm, rows}, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

runMain(main);
