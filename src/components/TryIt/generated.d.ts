// The request console's data, written by src/plugins/try-it while the site builds.
declare module '@generated/mnemora-try-it/default/model.json' {
  import type {ConsoleModel} from '@site/src/plugins/try-it/model';
  const model: ConsoleModel;
  export default model;
}
declare module '@generated/mnemora-try-it/default/validators.js' {
  import type {Validator} from '@site/src/lib/try-it/request';
  const validators: Readonly<Record<string, Validator | undefined>>;
  export = validators;
}
declare module '@generated/mnemora-try-it/default/operations.json' {
  /** Every operation of the contract by operation id: its section anchor, method and path. */
  const operations: Readonly<Record<string, {anchor: string; method: string; path: string} | undefined>>;
  export default operations;
}
declare module '@generated/mnemora-try-it/default/live.json' {
  /** Live mode's base URL (config/platform.ts), or null when live mode is off. */
  const live: {baseUrl: string} | null;
  export default live;
}
