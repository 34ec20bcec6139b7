import type { Measurement } from './measurement';

/** One measure of `npm run bench`, run alone by its name (`npm run bench -- stats`). */
export interface BenchStep {
  name: string;
  /** What it measures, for the list printed when an unknown name is asked for. */
  about: string;
  run: () => Promise<Measurement[]>;
}

export interface StepFailure {
  name: string;
  error: unknown;
}

/** The measures, one a line: their names and what they measure. */
export const listSteps = (steps: BenchStep[]): string =>
  steps.map((step) => `  ${step.name.padEnd(12)} ${step.about}`).join('\n');

/**
 * The steps named in `names`, in the bench's own order; all of them when none is named. An
 * unknown name is an error that lists the known ones.
 */
export function selectSteps(steps: BenchStep[], names: string[]): BenchStep[] {
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    throw new Error(`No bench measure named ${unknown.join(', ')}. The measures:\n${listSteps(steps)}`);
  }
  return names.length === 0 ? steps : steps.filter((step) => names.includes(step.name));
}

/**
 * Runs the steps one after the other. A step that throws is reported at once and the next one
 * runs: one broken measure must not take every other figure with it (the bench still fails).
 */
export async function runSteps(steps: BenchStep[]): Promise<{ measurements: Measurement[]; failures: StepFailure[] }> {
  const measurements: Measurement[] = [];
  const failures: StepFailure[] = [];
  for (const step of steps) {
    try {
      measurements.push(...(await step.run()));
    } catch (error) {
      console.error(`\n${step.name}: the measure failed, its figures are missing:`, error);
      failures.push({ name: step.name, error });
    }
  }
  return { measurements, failures };
}
