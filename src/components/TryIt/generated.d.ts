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
