import {createRequire} from 'node:module';
import path from 'node:path';
import type {Validators} from '../../src/lib/try-it/request';

/**
 * Loads the request console's standalone validators module (src/plugins/try-it/validators.ts)
 * in Node the way the browser bundle loads it: as CommonJS, its `require`s resolved from the
 * repository. The source is our own build's generated code; only tests run it this way.
 */
export function loadValidators(source: string): Validators {
  const mod: {exports: Record<string, unknown>} = {exports: {}};
  const requireFromRepo = createRequire(path.join(process.cwd(), 'package.json'));
  new Function('module', 'exports', 'require', source)(mod, mod.exports, requireFromRepo);
  return mod.exports as Validators;
}
