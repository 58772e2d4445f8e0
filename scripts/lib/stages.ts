// Runs the stages of `npm test` side by side where they allow it. Each stage names the stages it
// needs (the build before the checks of the built site) and about how many cores it keeps busy
// (a fraction for a stage that mostly waits on servers and timeouts); a stage starts once what it
// needs has passed and its cores are free. The listed order is the order of priority: a ready
// stage waiting for cores is not overtaken by a later one, so a two-core stage cannot be starved
// by a stream of one-core stages. The first failure stops everything still running: CI fails fast.
//
// The scheduling is here, apart from the processes it starts, so that unit tests can drive it
// with stand-in stages and a clock of their own.

/** One stage: what it needs to have passed first, and how many cores it keeps busy. */
export type Stage = {name: string; needs: string[]; cores: number};

/** How a stage ended. */
export type Outcome = {ok: boolean; seconds: number};

/** What the scheduler asks of the world: start a stage (resolving how it ended) and stop the rest. */
export type Runner<S extends Stage> = {
  start: (stage: S) => Promise<Outcome>;
  /** Stops every stage still running (the first failure ends the run). */
  stopAll: () => void;
};

/** The stages of `stages` to run: those `only` names by prefix (all when it is empty). */
export function selectStages<S extends Stage>(stages: S[], only: string[]): S[] {
  if (only.length === 0) return stages;
  const chosen = stages.filter((s) => only.some((o) => s.name.startsWith(o)));
  const unknown = only.filter((o) => !stages.some((s) => s.name.startsWith(o)));
  if (unknown.length > 0) {
    throw new Error(
      `No stage starts with ${unknown.map((u) => `"${u}"`).join(', ')}. The stages are:\n${stages.map((s) => `  ${s.name}`).join('\n')}`,
    );
  }
  return chosen;
}

/**
 * Checks that every stage's needs name listed stages, listed before it (so the order is one the
 * stages can run in, and no cycle can form).
 */
export function checkStages(stages: Stage[]): void {
  const seen = new Set<string>();
  for (const stage of stages) {
    if (seen.has(stage.name)) throw new Error(`Stage "${stage.name}" is listed twice.`);
    for (const need of stage.needs) {
      if (!stages.some((s) => s.name === need))
        throw new Error(`Stage "${stage.name}" needs "${need}", which is no stage.`);
      if (!seen.has(need)) throw new Error(`Stage "${stage.name}" needs "${need}", which is listed after it.`);
    }
    if (!(stage.cores > 0)) throw new Error(`Stage "${stage.name}" has ${stage.cores} cores: more than 0.`);
    seen.add(stage.name);
  }
}

/** What the run did: each stage's outcome in the order they ended, and the first failure. */
export type RunReport = {ended: {name: string; outcome: Outcome}[]; failed?: string};

/**
 * Runs `selected` (a subset of `all`, in `all`'s order) on `cores` cores. A need that is not
 * selected counts as met: a stage asked for on its own runs against what is already there (the
 * built site of an earlier build, say). A stage that needs more cores than there are runs alone.
 */
export async function runStages<S extends Stage>(
  all: S[],
  selected: S[],
  cores: number,
  runner: Runner<S>,
): Promise<RunReport> {
  checkStages(all);
  const chosen = new Set(selected.map((s) => s.name));
  const waiting = all.filter((s) => chosen.has(s.name));
  const passed = new Set(all.filter((s) => !chosen.has(s.name)).map((s) => s.name));
  const running = new Map<string, Promise<{stage: S; outcome: Outcome}>>();
  const report: RunReport = {ended: []};
  let busy = 0;

  while (waiting.length > 0 || running.size > 0) {
    // Start, in the listed order, each stage whose needs have passed and whose cores are free,
    // until a ready stage does not fit; with nothing running, it starts whatever its size.
    for (let i = 0; i < waiting.length;) {
      const stage = waiting[i]!;
      if (!stage.needs.every((n) => passed.has(n))) {
        i++;
        continue;
      }
      if (busy + stage.cores > cores + 1e-9 && running.size > 0) break;
      waiting.splice(i, 1);
      busy += stage.cores;
      running.set(
        stage.name,
        runner.start(stage).then((outcome) => ({stage, outcome})),
      );
    }
    if (running.size === 0) {
      // Only stages whose needs failed or never ran are left: checkStages rules out a cycle, so
      // this is the aftermath of a failure, which ended the loop already.
      throw new Error(`Stages left that cannot start: ${waiting.map((s) => s.name).join(', ')}`);
    }
    const {stage, outcome} = await Promise.race(running.values());
    running.delete(stage.name);
    busy -= stage.cores;
    report.ended.push({name: stage.name, outcome});
    if (!outcome.ok) {
      report.failed = stage.name;
      runner.stopAll();
      // The stages stopped end too; their outcomes are not the reason the run failed.
      await Promise.allSettled(running.values());
      return report;
    }
    passed.add(stage.name);
  }
  return report;
}
