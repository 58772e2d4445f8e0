/**
 * The realtime guide's resync procedure, followed literally: the page's own `applyChange` (the
 * `apply.ts` sample, transpiled and run here) with the checkpoint set the way the page says must
 * apply every buffered event. The page once said to set the checkpoint "from the first buffered
 * event", which with "skip sequence ≤ checkpoint" drops that event; the planted case shows it.
 * Run: node --import tsx --test tests/content/realtime-resync.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {locales} from '../../config/i18n';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LOCALES = locales;
const pageOf = (locale: string) =>
  path.join(
    repoRoot,
    locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`,
    'guides/realtime-sync.md',
  );
// How each locale states where the checkpoint starts for a resync: one before the first buffered event.
const RESYNC_RULE: Record<string, RegExp> = {
  en: /first buffered event, to its `sequence` minus 1/,
  es: /primer evento acumulado, en su `sequence` menos 1/,
  fr: /premier événement mis en tampon, à sa `sequence` moins 1/,
  de: /erste gepufferte Ereignis, also auf dessen `sequence` minus 1/,
};

interface Change {
  id: string;
  type: string;
  sequence: number;
  memory_id: string;
  memory?: {id: string; version: number};
}
type Apply = (store: Map<string, unknown>, checkpoint: {sequence: number; eventId?: string}, event: Change) => boolean;

function applyChangeOf(locale: string): Apply {
  const text = readFileSync(pageOf(locale), 'utf8');
  const source = text.match(/^```ts title="apply\.ts"\n([\s\S]*?)^```/m)?.[1];
  assert.ok(source, `${pageOf(locale)}: no apply.ts sample`);
  const js = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
  }).outputText;
  const module = {exports: {} as {applyChange?: Apply}};
  new Function('module', 'exports', js)(module, module.exports);
  assert.ok(module.exports.applyChange, 'apply.ts exports applyChange');
  return module.exports.applyChange;
}

const buffered: Change[] = [41, 42, 43].map((sequence) => ({
  id: `evt_${sequence}`,
  type: 'memory.updated',
  sequence,
  memory_id: 'mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4',
  memory: {id: 'mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4', version: sequence},
}));
const replay = (apply: Apply, startAt: number) =>
  buffered.filter((e) => apply(new Map(), {sequence: startAt}, e)).length;

describe('realtime resync, followed literally', () => {
  for (const locale of LOCALES) {
    test(`${locale}: the page states the checkpoint rule, and with it the page's applyChange applies every buffered event`, () => {
      assert.match(readFileSync(pageOf(locale), 'utf8'), RESYNC_RULE[locale]!);
      assert.equal(replay(applyChangeOf(locale), buffered[0]!.sequence - 1), buffered.length);
    });
  }
  test('planted: a checkpoint set to the first buffered event drops it', () => {
    assert.equal(replay(applyChangeOf('en'), buffered[0]!.sequence), buffered.length - 1);
  });
});
