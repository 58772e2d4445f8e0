// @ts-check
// Loaded with `node --require` before tsx by the commands that start servers (npm start, serve,
// serve:prod, mcp). tsx keeps its compiled files in a folder of the temporary directory and, when
// it cannot make that folder (a read-only or full TMPDIR, a TMPDIR that does not exist), throws a
// raw stack before any of our code runs. This runs first: without a usable folder, tsx runs
// without its cache (TSX_DISABLE_CACHE, read when tsx loads: a slower start, the same behaviour),
// and one line on stderr says why and how to get the cache back (stdout stays the MCP server's
// protocol). Plain CommonJS because it must run before tsx is loaded, by `--require`, which Node
// runs before `--require tsx/cjs` and before any `--import`.
const {mkdirSync} = require('node:fs');
const {tmpdir} = require('node:os');
const {join} = require('node:path');
const {isMainThread} = require('node:worker_threads');

// tsx's own folder name: `tsx-<uid>` (or `tsx` where there are no user ids).
const folder = join(tmpdir(), process.getuid ? `tsx-${process.getuid()}` : 'tsx');
// Node runs `--require` again in the worker that hosts `--import tsx`'s hooks, which inherits the
// environment set here: the main thread decides and says it once.
if (isMainThread && !process.env.TSX_DISABLE_CACHE) {
  try {
    mkdirSync(folder, {recursive: true});
  } catch (error) {
    process.env.TSX_DISABLE_CACHE = '1';
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? String(error);
    process.stderr.write(
      `The temporary directory ${tmpdir()} cannot hold ${folder} (${code}): running without the TypeScript compile cache; set TMPDIR to a writable directory for faster starts.\n`,
    );
  }
}
