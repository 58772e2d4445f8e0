#!/usr/bin/env node
// Serves the built site with the shipped nginx configuration (deploy/nginx/), in the
// foreground on loopback: builds first when there is no build, checks every inline script
// against the reviewed CSP hashes, renders the config into a temporary directory, runs nginx
// and stops it cleanly on Ctrl-C / SIGTERM.
//   node --import tsx scripts/serve-prod.ts [--port 8080] [--dir build] [--build] [--no-brotli] [--access-log] [--no-mcp]
// It also starts the docs MCP server over Streamable HTTP behind nginx's /mcp (--no-mcp: not).
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {translatedLocales} from '../config/i18n';
import {siteCsp} from '../deploy/headers';
import {brotliAvailable, nginxBinary, renderLocal, type LimitOptions, type McpOptions} from '../deploy/nginx/render';
import {checkBuild} from './csp-hashes';
import {freePort, keepStderr, runMain, stopChild} from './lib/process';

const repoRoot = resolve(__dirname, '..');

/**
 * nginx's own word that it cannot listen: the first `bind() to <address> failed (…)` of its
 * stderr, as a sentence naming the address (nginx itself would retry for 2.5 s, then exit).
 */
function bindFailure(stderr: string): string | undefined {
  const m = /bind\(\) to (\S+):(\d+) failed \((?:\d+: )?([^)]*)\)/.exec(stderr);
  if (!m) return undefined;
  const [line, host, port, reason] = m;
  return /address already in use/i.test(reason ?? '')
    ? `Port ${port} on ${host} is already in use by another process: stop it or choose another port (nginx: ${line})`
    : `nginx cannot listen on ${host}:${port}: ${reason} (nginx: ${line})`;
}

/** The pid in nginx's pid file, or undefined while there is none. */
function pidInFile(pidFile: string): number | undefined {
  try {
    return Number(readFileSync(pidFile, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the nginx of `child` answers `url`. An answer alone proves nothing: another process
 * holding the port answers too. nginx writes its pid file only once it has bound every listen
 * address, so the probe starts when that file names `child`; a bind error on its stderr fails at
 * once.
 */
async function waitForNginx(
  url: string,
  child: ChildProcess,
  pidFile: string,
  stderr: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const bindError = bindFailure(stderr());
    if (bindError) throw new Error(bindError);
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before serving:\n${stderr()}`);
    if (child.pid !== undefined && pidInFile(pidFile) === child.pid) {
      try {
        // manual: with TLS the plain-HTTP port answers a redirect to https://<site host>.
        await fetch(url, {signal: AbortSignal.timeout(1000), redirect: 'manual'});
        return;
      } catch {
        // Bound, but the workers do not answer yet.
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not answer ${url} within ${timeoutMs} ms:\n${stderr()}`);
}

/** The certificate nginx terminates TLS with (PEM files). */
export interface ProdTlsOptions {
  certificate: string;
  certificateKey: string;
  trustedCertificate?: string;
}

/** Options of startProdServer (see there). */
export interface ProdServerOptions {
  buildDir?: string;
  port?: number;
  brotli?: boolean;
  omitHeaders?: readonly string[];
  cspCheck?: boolean;
  /** true: nginx's access log on this process's stdout; 'capture': kept for `accessLog()` (tests). */
  accessLog?: boolean | 'capture';
  quiet?: boolean;
  tls?: ProdTlsOptions;
  siteHost?: string;
  plantFault?: (name: string, text: string) => string;
  mcp?: boolean;
  mcpRate?: string;
  mcpBurst?: number;
  /** An upstream other than the docs MCP server started here (tests of what nginx does in front of it). */
  mcpUpstream?: string;
  limits?: LimitOptions;
  trustedProxies?: readonly string[];
  workerConnections?: number;
}

/** A running nginx of startProdServer. */
export interface ProdServer {
  /** The plain-HTTP address (`http://127.0.0.1:<port>`); with TLS it redirects to https. */
  url: string;
  httpsUrl: string | undefined;
  port: number;
  httpsPort: number | undefined;
  /** The rendered nginx.conf and the temporary directory that holds it. */
  conf: string;
  confDir: string;
  brotli: boolean;
  csp: string;
  /** Stops nginx gracefully (and the MCP server), then removes confDir; the same promise on every call. */
  stop: () => Promise<void>;
  child: ChildProcess;
  /** nginx's stderr so far. */
  stderr: () => string;
  /** The access log so far (with `accessLog: 'capture'`). */
  accessLog: () => string;
  mcp: McpHttpServer | undefined;
}

/** A running docs MCP server of startMcpHttp. */
export interface McpHttpServer {
  url: string;
  child: ChildProcess;
  pid: number | undefined;
  stop: () => Promise<void>;
  stderr: () => string;
}

/** Options of startMcpHttp (see there). */
export interface McpHttpOptions {
  buildDir: string;
  port: number;
  origins?: readonly string[];
  quiet?: boolean;
  nodeOptions?: readonly string[];
}

/**
 * Starts nginx with the shipped config for `buildDir` on 127.0.0.1. Returns {url, port, conf,
 * brotli, csp, stop}. Options: port (0 = a free one), brotli (default: when installed),
 * omitHeaders (planted faults only), cspCheck (default true: refuse a build with an unreviewed
 * inline script), quiet (nginx stderr only shown on failure), tls ({certificate, certificateKey,
 * trustedCertificate?}: nginx terminates TLS on a second free port, `url` is then the plain-HTTP
 * port that redirects to https://`siteHost`:`httpsPort`, and `httpsUrl` is the site),
 * plantFault (tests only: rewrites a rendered file, `(name, text) => text`, to prove a check
 * fails on a config without the rule it checks).
 * mcp (default false): also start the docs MCP server over Streamable HTTP (`npm run mcp --
 * --http`) on a free loopback port behind nginx's `/mcp`, as production runs it; `mcpRate` and
 * `mcpBurst` override nginx's per-address limit for it.
 */
export async function startProdServer({
  buildDir = join(repoRoot, 'build'),
  port = 0,
  brotli = brotliAvailable(),
  omitHeaders = [],
  cspCheck = true,
  accessLog = false,
  quiet = true,
  tls,
  siteHost,
  plantFault,
  mcp = false,
  mcpRate,
  mcpBurst,
  mcpUpstream,
  limits,
  trustedProxies,
  workerConnections,
}: ProdServerOptions = {}): Promise<ProdServer> {
  const root = resolve(buildDir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  if (cspCheck) {
    const errors = checkBuild(root);
    if (errors.length > 0)
      throw new Error(
        `Refusing to serve ${root}: the CSP would block or wrongly allow inline code:\n  - ${errors.join('\n  - ')}`,
      );
  }
  const actualPort = port || (await freePort());
  const httpsPort = tls ? await freePort() : undefined;
  const confDir = mkdtempSync(join(tmpdir(), 'mnemora-nginx-'));
  const logFile = join(confDir, 'access.log');
  // nginx workers drop root privileges (to nobody): they must be able to reach the snippets.
  chmodSync(confDir, 0o755);
  const csp = siteCsp();
  const mcpPort = await freePort();
  const mcpSettings: McpOptions = {
    upstream: mcpUpstream ?? `127.0.0.1:${mcpPort}`,
    ...(mcpRate ? {rate: mcpRate} : {}),
    ...(mcpBurst !== undefined ? {burst: mcpBurst} : {}),
  };
  const {conf} = renderLocal({
    root,
    port: actualPort,
    confDir,
    brotli,
    csp,
    omitHeaders,
    // A file, not a pipe: nginx opens /dev/stdout, and a pipe from Node is a socket it cannot open.
    accessLog: accessLog === 'capture' ? logFile : accessLog,
    siteHost,
    tls: tls && httpsPort !== undefined ? {...tls, httpsPort} : undefined,
    mcp: mcpSettings,
    limits,
    trustedProxies,
    workerConnections,
  });
  if (plantFault) {
    try {
      for (const name of ['site.conf', 'routes.conf', 'limits.conf', 'security-headers.conf', 'compression.conf']) {
        const file = join(confDir, name);
        writeFileSync(file, plantFault(name, readFileSync(file, 'utf8')));
      }
    } catch (error) {
      rmSync(confDir, {recursive: true, force: true});
      throw error;
    }
  }
  const test = spawnSync(nginxBinary, ['-t', '-q', '-p', confDir, '-c', conf, '-e', 'stderr'], {encoding: 'utf8'});
  if (test.error || test.status !== 0) {
    rmSync(confDir, {recursive: true, force: true});
    throw new Error(
      test.error
        ? `Cannot run nginx (${nginxBinary}): ${test.error.message}. Install Debian's nginx (apt-get install -y nginx) or set NGINX.`
        : `nginx -t rejected the rendered config ${conf}:\n${test.stderr}`,
    );
  }
  const child = spawn(nginxBinary, ['-p', confDir, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', accessLog === true ? 'inherit' : 'ignore', 'pipe'],
  });
  const stderr = keepStderr(child, quiet);
  const readLog = (): string => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const url = `http://127.0.0.1:${actualPort}`;
  let mcpServer: McpHttpServer | undefined;
  let stopping: Promise<void> | undefined;
  const halt = (signal: NodeJS.Signals): Promise<void> =>
    (stopping ??= (async () => {
      await stopChild(child, signal, 3000);
      await mcpServer?.stop();
      rmSync(confDir, {recursive: true, force: true});
    })());
  // SIGQUIT is graceful: nginx finishes in-flight requests, then exits.
  const stop = (): Promise<void> => halt('SIGQUIT');
  try {
    await waitForNginx(`${url}/`, child, join(confDir, 'nginx.pid'), stderr, 10_000);
    // Only once nginx listens: a port it cannot have fails before the MCP server is started.
    if (mcp) mcpServer = await startMcpHttp({buildDir: root, port: mcpPort, origins: [url]});
  } catch (e) {
    // SIGTERM: an nginx still retrying a bind has no signal handlers yet, and SIGQUIT's default
    // action dumps core.
    await halt('SIGTERM');
    throw e;
  }
  const httpsUrl = httpsPort ? `https://127.0.0.1:${httpsPort}` : undefined;
  return {
    url,
    httpsUrl,
    port: actualPort,
    httpsPort,
    conf,
    confDir,
    brotli,
    csp,
    stop,
    child,
    stderr,
    accessLog: readLog,
    mcp: mcpServer,
  };
}

/**
 * The docs MCP server over Streamable HTTP (`npm run mcp -- --http`) for `buildDir` on
 * 127.0.0.1:`port`, once it says it is ready. Returns {url, child, pid, stop}.
 */
export async function startMcpHttp({
  buildDir,
  port,
  origins = [],
  quiet = true,
  nodeOptions = [],
}: McpHttpOptions): Promise<McpHttpServer> {
  const args = [
    ...nodeOptions,
    '--import',
    'tsx',
    join(repoRoot, 'mcp', 'server.ts'),
    '--build',
    buildDir,
    '--http',
    String(port),
    ...origins.flatMap((o) => ['--allow-origin', o]),
  ];
  const child = spawn(process.execPath, args, {cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe']});
  const stderr = keepStderr(child, quiet);
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((res, rej) => {
    timer = setTimeout(() => rej(new Error(`the docs MCP server did not start within 30 s:\n${stderr()}`)), 30_000);
    child.stderr.on('data', () => {
      if (stderr().includes(' ready at ')) res();
    });
    child.once('exit', (code) => {
      rej(new Error(`the docs MCP server exited (${code}) before it was ready:\n${stderr()}`));
    });
  });
  const stop = (): Promise<void> => stopChild(child, 'SIGTERM');
  try {
    await ready;
  } catch (e) {
    await stop();
    throw e;
  } finally {
    clearTimeout(timer);
  }
  return {url: `http://127.0.0.1:${port}/mcp`, child, pid: child.pid, stop, stderr};
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '8080'},
      build: {type: 'boolean', default: false},
      'no-brotli': {type: 'boolean', default: false},
      'access-log': {type: 'boolean', default: false},
      'no-mcp': {type: 'boolean', default: false},
      'trusted-proxy': {type: 'string', multiple: true, default: []},
    },
  });
  const buildDir = resolve(values.dir);
  if (values.build || !existsSync(join(buildDir, 'index.html'))) {
    console.log(`Building the site (all locales) into ${buildDir} …`);
    // The steps of `npm run build`, into --dir: the site, its search index, its .br/.gz files.
    const steps: [string, string[]][] = [
      ['npx', ['docusaurus', 'build', '--out-dir', buildDir]],
      ['node', ['--import', 'tsx', 'scripts/build-search-index.ts', '--dir', buildDir]],
      ['node', ['--import', 'tsx', 'scripts/precompress.ts', '--dir', buildDir]],
    ];
    for (const [cmd, args] of steps) {
      const b = spawnSync(cmd, args, {cwd: repoRoot, stdio: 'inherit'});
      if (b.status !== 0) process.exit(b.status ?? 1);
    }
  }
  const server = await startProdServer({
    buildDir,
    port: Number(values.port),
    brotli: !values['no-brotli'] && brotliAvailable(),
    accessLog: values['access-log'],
    quiet: false,
    mcp: !values['no-mcp'],
    trustedProxies: values['trusted-proxy'],
  });
  console.log(
    `nginx serving ${buildDir} at ${server.url}/ (${translatedLocales.map((l) => `${l}: /${l}/`).join(', ')}); compression: gzip${server.brotli ? ' + brotli' : ''}${server.mcp ? `; docs MCP server at ${server.url}/mcp` : ''}. Ctrl-C stops it.`,
  );
  let shuttingDown = false;
  const shutdown = async (): Promise<void> => {
    shuttingDown = true;
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  server.child.once('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`nginx stopped unexpectedly (${code ?? signal})`);
      // stop() too: the MCP server is a child of its own that would outlive this process, and
      // the rendered config would stay in the temporary directory.
      void server.stop().finally(() => process.exit(1));
    }
  });
}

if (require.main === module) runMain(main);
