#!/usr/bin/env node
// Runs every check of the portal: what CI runs and what `npm test` runs. Stages that do not depend
// on each other run side by side on the machine's cores (scripts/lib/stages.ts); the checks of the
// built site wait for the build. The first failure stops the run.
//
//   npm test                          every stage
//   npm test -- "unit tests" lint     the stages whose names start with these (their needs are
//                                     taken as met: the checks of the site run on build/ as it is)
//   npm test -- --jobs 2              stages side by side on two cores (default: one at a time,
//                                     output as it comes)
import {spawn} from 'node:child_process';
import {createWriteStream, mkdtempSync, readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {runStages, selectStages, type Stage} from './lib/stages';

const root = resolve(__dirname, '..');

/** A program and its arguments. */
type Command = [cmd: string, args: string[]];

/** The files below `dir` (relative to the repository) whose names end in `suffix`, sorted. */
function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((rel) => rel.endsWith(suffix) && statSync(join(root, dir, rel)).isFile())
    .map((rel) => join(dir, rel))
    .sort();
}

function nodeTests(dir: string): Command {
  const files = filesUnder(dir, '.test.ts');
  if (files.length === 0) throw new Error(`No tests found under ${dir}: a stage with no test is a broken stage.`);
  return ['node', ['--import', 'tsx', '--test', '--test-reporter=spec', ...files]];
}

type TestStage = Stage & {command: () => Command};

const build = 'build (all locales)';
const builtSite = 'built-site checks';
/**
 * `cores`: about how many cores the stage keeps busy (tsc and eslint one; the build and the
 * two-worker browser runs two). The order is the order of preference when cores are scarce: the
 * build first, since every check of the site waits for it.
 */
const stages: TestStage[] = [
  {name: build, needs: [], cores: 2, command: () => ['npm', ['run', 'build']]},
  {name: 'typecheck', needs: [], cores: 1, command: () => ['npx', ['tsc', '-p', '.']]},
  {
    name: 'unused code and undeclared packages (knip)',
    needs: [],
    cores: 1,
    command: () => ['npx', ['knip', '--no-progress']],
  },
  {name: 'lint (eslint)', needs: [], cores: 1, command: () => ['npx', ['eslint', '--max-warnings', '0', '.']]},
  {name: 'formatting (prettier)', needs: [], cores: 1, command: () => ['npx', ['prettier', '--check', '.']]},
  {name: 'unit tests', needs: [], cores: 1, command: () => nodeTests('tests/unit')},
  {name: 'content checks', needs: [], cores: 1, command: () => nodeTests('tests/content')},
  {name: 'spelling (cspell)', needs: [], cores: 1, command: () => ['npx', ['cspell', '--no-progress']]},
  {name: 'markdown lint', needs: [], cores: 1, command: () => ['npx', ['markdownlint-cli2']]},
  // Every spec of tests/e2e, among them the search's relevance set (search-relevance.spec.ts) and
  // its section-level held-out set (search-held-out.spec.ts, tests/search/held-out.json).
  {name: 'browser tests', needs: [build], cores: 2, command: () => ['npx', ['playwright', 'test']]},
  {name: builtSite, needs: [build], cores: 1, command: () => nodeTests('tests/site')},
  // Every test of tests/mcp, among them search_docs over both sets (server.test.ts, held-out.test.ts).
  {name: 'docs MCP server', needs: [build], cores: 1, command: () => nodeTests('tests/mcp')},
  {name: 'serving checks (nginx)', needs: [build], cores: 1, command: () => nodeTests('tests/serving')},
  {
    name: 'serving browser tests (nginx)',
    needs: [build],
    cores: 2,
    command: () => ['npx', ['playwright', 'test', '-c', 'playwright.serving.config.ts']],
  },
  // The request console's live mode is off in the shipped build: a second build has it on. It
  // rewrites the generated files of .docusaurus/, which the built-site checks read.
  {
    name: 'build with live mode on (build-live)',
    needs: [build, builtSite],
    cores: 2,
    command: () => ['node', ['--import', 'tsx', 'scripts/build-live.ts']],
  },
  {
    name: 'live console browser tests (nginx, Prism)',
    needs: ['build with live mode on (build-live)'],
    cores: 1,
    command: () => ['npx', ['playwright', 'test', '-c', 'playwright.live.config.ts']],
  },
];

function parseArgs(argv: string[]): {only: string[]; jobs: number} {
  const only: string[] = [];
  // Side by side on two cores (the machines this runs on have two): a whole run took 19 minutes
  // where its stages' own times add up to 23. `--jobs 1` (or TEST_JOBS=1) shows each stage's
  // output as it comes.
  let jobs = Number(process.env.TEST_JOBS ?? 2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--jobs') {
      jobs = Number(argv[++i] ?? '');
      if (!Number.isInteger(jobs) || jobs < 1)
        throw new Error(`--jobs takes a whole number of cores, at least 1 (got "${argv[i]}")`);
    } else only.push(argv[i]!);
  }
  return {only, jobs};
}

async function main(): Promise<void> {
  const {only, jobs} = parseArgs(process.argv.slice(2));
  const selected = selectStages(stages, only);
  // One stage at a time shows its output as it comes; side by side, each stage's output is kept
  // in a file and shown in one piece when it ends, so that two stages never interleave.
  const live = jobs === 1 || selected.length === 1;
  const logs = mkdtempSync(join(tmpdir(), 'mnemora-test-'));
  const children = new Set<import('node:child_process').ChildProcess>();
  const t0 = Date.now();
  const clock = () => `${((Date.now() - t0) / 1000).toFixed(0).padStart(5)} s`;
  let stopping = false;
  const stopAll = () => {
    stopping = true;
    for (const child of children) {
      // Each stage leads a process group: its servers (Playwright's web servers, nginx) go with it.
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });

  const report = await runStages(stages, selected, jobs, {
    stopAll,
    start: (stage) =>
      new Promise((resolveOutcome) => {
        const [cmd, args] = stage.command();
        const started = Date.now();
        const logFile = join(logs, `${stage.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
        console.log(`${clock()}  start  ${stage.name}: ${cmd} ${args.join(' ')}`);
        const out = live ? undefined : createWriteStream(logFile);
        const child = spawn(cmd, args, {
          cwd: root,
          env: process.env,
          detached: true,
          stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
        });
        children.add(child);
        child.stdout?.pipe(out!, {end: false});
        child.stderr?.pipe(out!, {end: false});
        child.on('close', (code, signal) => {
          children.delete(child);
          const seconds = (Date.now() - started) / 1000;
          const ok = code === 0;
          const stopped = stopping && !ok;
          const finish = () => {
            if (stopped) {
              console.log(`${clock()}  stopped ${stage.name} (${seconds.toFixed(1)} s): another stage failed`);
              resolveOutcome({ok, seconds});
              return;
            }
            if (out) {
              console.log(`\n=== ${stage.name}: ${cmd} ${args.join(' ')}\n${readFileSync(logFile, 'utf8')}`);
            }
            console.log(
              `${clock()}  ${ok ? 'ok    ' : 'FAIL  '} ${stage.name} (${seconds.toFixed(1)} s${ok ? '' : `, exit ${code ?? signal}`})`,
            );
            resolveOutcome({ok, seconds});
          };
          if (out) out.end(finish);
          else finish();
        });
      }),
  });

  console.log('');
  for (const {name, outcome} of report.ended) {
    console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${name} (${outcome.seconds.toFixed(1)} s)`);
  }
  console.log(`${clock().trim()} in all, ${jobs} core${jobs === 1 ? '' : 's'}`);
  if (report.failed) {
    console.error(`\nStage "${report.failed}" failed.`);
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
