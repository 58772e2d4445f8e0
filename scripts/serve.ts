#!/usr/bin/env node
// `npm run serve` (and `npm start` after its build): the built site of every locale on loopback,
// answered as the production nginx config answers (deploy/site-server.ts: routing, headers,
// caching, precompressed files, content negotiation), with the docs MCP server at `/mcp`
// (mcp/http.ts) unless --no-mcp.
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {defaultLocale, translatedLocales} from '../config/i18n';
import {portalUrl} from '../config/platform';
import {createMcpHttpHandler} from '../mcp/http';
import {snapshotFromRepo} from '../mcp/src/snapshot';
import {createSiteServer, type McpHandler} from '../deploy/site-server';
import {errorMessage, listen, runMain} from './lib/process';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      'no-mcp': {type: 'boolean', default: false},
    },
  });
  const buildDir = resolve(values.dir);
  if (!existsSync(join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const origin = `http://${values.host}:${values.port}`;
  let mcp: McpHandler | undefined;
  try {
    mcp = values['no-mcp']
      ? undefined
      : await createMcpHttpHandler(snapshotFromRepo(resolve(__dirname, '..'), buildDir), {
          defaultLocale,
          siteUrl: portalUrl,
          allowedOrigins: [portalUrl, origin, origin.replace('127.0.0.1', 'localhost')],
        });
  } catch (error) {
    throw new Error(
      `Cannot start the docs MCP server at /mcp: ${errorMessage(error)}\nRun with \`node --import tsx scripts/serve.ts\` (as \`npm run serve\` does), or pass --no-mcp to serve the site alone.`,
      {cause: error},
    );
  }
  const server = createSiteServer(buildDir, {mcp});
  await listen(server, Number(values.port), values.host);
  const localeRoots = translatedLocales.map((locale) => `${locale}: /${locale}/`).join(', ');
  console.log(`Serving ${buildDir} at ${origin}/ (${localeRoots})${mcp ? `; docs MCP server at ${origin}/mcp` : ''}`);
}

if (require.main === module) runMain(main);
