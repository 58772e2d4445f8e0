/**
 * The guides' flows (`openapi/workflows/*.arazzo.yaml`, Arazzo 1.0) as one typed model, read by
 * everything that shows or checks them: the build, which publishes each file beside the contract
 * and fails on a workflow that breaks the contract; the docs MCP server's workflow tools; the
 * tests, which run the files with `redocly respect`.
 *
 * Besides Arazzo's own fields a document carries two extensions of ours:
 * - `info.x-mnemora-guide`: the route of the guide it is the flow of (`/guides/migration`,
 *   without a locale prefix, an anchor allowed), which links the two both ways;
 * - `x-mnemora-i18n` on `info`, each workflow and each step: the texts in the other locales
 *   (`{es: {description: …}, fr: …, de: …}`; a workflow's also has `inputs: {<name>: …}`), so one
 *   file serves every locale, as the contract's overlays do for the contract.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {isRecord} from './refs';
import type {ApiModel} from './model';

/** Where the workflow files are, in the repository. */
export const workflowsDir = path.resolve(__dirname, '../../openapi/workflows');

/** One workflow file as it is stored: its name and its text. */
export interface WorkflowFile {
  readonly file: string;
  readonly text: string;
}

interface WorkflowInput {
  readonly name: string;
  readonly description: string;
  readonly default?: unknown;
}

interface WorkflowStep {
  readonly stepId: string;
  readonly description: string;
  readonly operationId: string;
  readonly parameters: ReadonlyArray<{name: string; in: string; value: unknown}>;
  readonly requestBody?: {contentType?: string; payload?: unknown};
  /** Each criterion, and whether it holds only against a server that keeps state (`x-mnemora-stateful`). */
  readonly successCriteria: ReadonlyArray<{condition: string; stateful: boolean}>;
  readonly outputs: Readonly<Record<string, string>>;
}

export interface Workflow {
  /** The file it is in (`quick-start.arazzo.yaml`). */
  readonly file: string;
  readonly workflowId: string;
  /** The document's title (`info.title`). */
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  /** The guide's route without a locale prefix (`/getting-started/quick-start`), when the file names one. */
  readonly guide?: string;
  readonly inputs: readonly WorkflowInput[];
  readonly steps: readonly WorkflowStep[];
}

/** The workflow files of a directory, sorted by name. */
export function readWorkflowFiles(dir: string = workflowsDir): WorkflowFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.arazzo.yaml'))
    .sort()
    .map((file) => ({file, text: readFileSync(path.join(dir, file), 'utf8')}));
}

/** A document's text parsed; a file that is not YAML fails naming it. */
function parseWorkflowFile({file, text}: WorkflowFile): Record<string, unknown> {
  let doc: unknown;
  try {
    doc = YAML.parse(text);
  } catch (error) {
    throw new Error(`${file}: not YAML (${error instanceof Error ? error.message : String(error)})`, {cause: error});
  }
  if (!isRecord(doc)) throw new Error(`${file}: not an Arazzo document (a mapping at the top is expected)`);
  return doc;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A text of `node` in `locale`: its `x-mnemora-i18n` entry when it has one, else the document's own. */
function localized(node: Record<string, unknown>, key: string, locale: string): string {
  const i18n = node['x-mnemora-i18n'];
  const entry = isRecord(i18n) ? i18n[locale] : undefined;
  const text = isRecord(entry) ? entry[key] : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : str(node[key]);
}

/**
 * An input's description in `locale`: the workflow's `x-mnemora-i18n.<locale>.inputs.<name>`. The
 * translations sit on the workflow, not in the input's JSON Schema, where `redocly respect`
 * refuses keywords it does not know (`strict mode: unknown keyword`).
 */
function inputDescription(workflow: Record<string, unknown>, name: string, english: string, locale: string): string {
  const i18n = workflow['x-mnemora-i18n'];
  const entry = isRecord(i18n) ? i18n[locale] : undefined;
  const text = isRecord(entry) && isRecord(entry.inputs) ? entry.inputs[name] : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : english;
}

/** The operationId a step names, without Arazzo's `$sourceDescriptions.<name>.` prefix. */
const operationIdOf = (step: Record<string, unknown>): string =>
  str(step.operationId).replace(/^\$sourceDescriptions\.[^.]+\./, '');

/** The workflows of a document, with their texts in `locale`. */
export function workflowsOf(workflowFile: WorkflowFile, locale: string): Workflow[] {
  const doc = parseWorkflowFile(workflowFile);
  const info = isRecord(doc.info) ? doc.info : {};
  const guide = str(info['x-mnemora-guide']);
  return list(doc.workflows)
    .filter(isRecord)
    .map((w): Workflow => {
      const inputs = isRecord(w.inputs) && isRecord(w.inputs.properties) ? w.inputs.properties : {};
      return {
        file: workflowFile.file,
        workflowId: str(w.workflowId),
        title: localized(info, 'title', locale),
        summary: localized(w, 'summary', locale),
        description: localized(w, 'description', locale),
        ...(guide ? {guide} : {}),
        inputs: Object.entries(inputs).map(([name, p]) => ({
          name,
          description: inputDescription(w, name, isRecord(p) ? str(p.description) : '', locale),
          ...(isRecord(p) && 'default' in p ? {default: p.default} : {}),
        })),
        steps: list(w.steps)
          .filter(isRecord)
          .map((s) => ({
            stepId: str(s.stepId),
            description: localized(s, 'description', locale),
            operationId: operationIdOf(s),
            parameters: list(s.parameters)
              .filter(isRecord)
              .map((p) => ({name: str(p.name), in: str(p.in), value: p.value})),
            ...(isRecord(s.requestBody)
              ? {
                  requestBody: {
                    ...(typeof s.requestBody.contentType === 'string' ? {contentType: s.requestBody.contentType} : {}),
                    ...('payload' in s.requestBody ? {payload: s.requestBody.payload} : {}),
                  },
                }
              : {}),
            successCriteria: list(s.successCriteria)
              .filter(isRecord)
              .map((c) => ({condition: str(c.condition), stateful: c['x-mnemora-stateful'] === true})),
            outputs: Object.fromEntries(
              Object.entries(isRecord(s.outputs) ? s.outputs : {}).map(([k, v]) => [k, str(v)]),
            ),
          })),
      };
    });
}

/**
 * Every way a workflow document breaks the contract or itself, each naming the file, workflow and
 * step: an operation the contract does not define, a parameter the operation does not declare, a
 * `$steps.<id>.outputs.<name>` that no earlier step defines; a document without workflows, and one
 * whose guide route does not start with `/`.
 */
export function workflowProblems(workflowFile: WorkflowFile, model: Pick<ApiModel, 'operations'>): string[] {
  const {file} = workflowFile;
  const doc = parseWorkflowFile(workflowFile);
  const problems: string[] = [];
  const operations = new Map(model.operations.map((o) => [o.operationId, o]));
  const info = isRecord(doc.info) ? doc.info : {};
  const guide = info['x-mnemora-guide'];
  if (guide !== undefined && !(typeof guide === 'string' && guide.startsWith('/')))
    problems.push(`${file}: info.x-mnemora-guide must be a route starting with "/", not ${JSON.stringify(guide)}`);
  const workflows = list(doc.workflows).filter(isRecord);
  if (workflows.length === 0) problems.push(`${file}: no workflows`);
  for (const w of workflows) {
    const workflowId = str(w.workflowId) || '?';
    const outputs = new Map<string, Set<string>>();
    for (const s of list(w.steps).filter(isRecord)) {
      const where = `${file} workflow ${workflowId} step ${str(s.stepId)}`;
      const id = operationIdOf(s);
      const found = operations.get(id);
      if (!found)
        problems.push(`${where}: operation ${id} is not in the contract (${[...operations.keys()].join(', ')})`);
      else {
        const declared = found.parameters.map((p) => `${p.in}:${p.name.toLowerCase()}`);
        for (const p of list(s.parameters).filter(isRecord)) {
          const key = `${str(p.in)}:${str(p.name).toLowerCase()}`;
          // Authorization is the security scheme's header, not a declared parameter.
          if (key !== 'header:authorization' && !declared.includes(key))
            problems.push(`${where}: ${id} declares no ${str(p.in)} parameter ${str(p.name)}`);
        }
      }
      for (const [, step, name] of JSON.stringify(s).matchAll(/\$steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g))
        if (!outputs.get(step!)?.has(name!))
          problems.push(`${where}: $steps.${step}.outputs.${name} is not an output of an earlier step`);
      outputs.set(str(s.stepId), new Set(Object.keys(isRecord(s.outputs) ? s.outputs : {})));
    }
  }
  return problems;
}

/**
 * The file as the site publishes it (`/workflows/<file>`): the same document, its source
 * description pointing at the contract the site publishes (`contractUrl`) instead of the
 * repository's bundle, so that `redocly respect <url>` runs it from anywhere.
 */
export function publishedWorkflow(workflowFile: WorkflowFile, contractUrl: string): string {
  const doc = YAML.parseDocument(workflowFile.text);
  const sources = doc.get('sourceDescriptions');
  if (!YAML.isSeq(sources) || sources.items.length === 0)
    throw new Error(`${workflowFile.file}: no sourceDescriptions to point at the contract`);
  for (const source of sources.items) if (YAML.isMap(source)) source.set('url', contractUrl);
  return doc.toString({lineWidth: 0});
}
