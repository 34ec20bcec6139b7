import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './run';

/** One command of `npm test` (or `npm run check`): a tool from node_modules/.bin run in the project root. */
export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Steps that must have passed before this one starts; when one failed, this one is skipped. */
  needs?: string[];
  /** Steps that must have finished, passed or not, before this one starts. */
  after?: string[];
  /** Run at a lower CPU priority, leaving the cores first to steps that wait on real time. */
  nice?: boolean;
}

export interface Outcome {
  name: string;
  result: 'passed' | 'failed' | 'skipped';
  /** Wall time from start to exit. */
  seconds: number;
  /**
   * User + system CPU time of the step and of the processes it waited for (`times`); null where
   * there is no shell to tell. Helper processes that outlive their parent and are reaped by the
   * system (a browser's renderers and GPU process, after it closed) are not in it: the browser
   * suites spend about as much again.
   */
  cpuSeconds: number | null;
}

export interface RunOptions {
  /** Let the steps write to the terminal as they go (one step at a time); otherwise each step's output is printed when it ends. */
  live: boolean;
}

// `times` prints the CPU time of the shell's children (the step and what it started) on its second
// line; it goes to fd 3 so that it never mixes with the step's own output.
const measured = (nice: boolean) => `${nice ? 'nice -n 10 ' : ''}"$@"; status=$?; times >&3; exit $status`;

/** `0m1.234s 0m0.056s` (user, system) → 1.29 */
function parseTimes(text: string): number | null {
  const line = text.trim().split('\n')[1];
  if (line === undefined) return null;
  let total = 0;
  for (const field of line.trim().split(/\s+/)) {
    const match = /^(\d+)m([\d.]+)s$/.exec(field);
    if (!match) return null;
    total += Number(match[1]) * 60 + Number(match[2]);
  }
  return total;
}

function runOne(step: Step, { live }: RunOptions): Promise<Outcome> {
  const commandLine = [step.command, ...step.args].join(' ');
  console.log(`▶ ${step.name}: ${commandLine}`);
  const started = performance.now();
  const binary = join(projectRoot, 'node_modules', '.bin', step.command);
  const viaShell = process.platform !== 'win32';
  const child = spawn(
    viaShell ? 'bash' : binary,
    viaShell ? ['-c', measured(step.nice ?? false), step.name, binary, ...step.args] : step.args,
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        // Buffered output is still meant for this terminal: keep the tools' colours when it has them.
        ...(!live && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
        ...step.env,
      },
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe', 'pipe'],
    },
  );
  const output: Buffer[] = [];
  const cpu: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stdio[3]?.on('data', (chunk: Buffer) => cpu.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`could not start ${step.command}: ${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      const cpuSeconds = viaShell ? parseTimes(Buffer.concat(cpu).toString()) : null;
      const text = Buffer.concat(output).toString();
      const mark = ok ? '✓' : '✗';
      console.log(`\n${mark} ${step.name}: ${describeTimes(seconds, cpuSeconds)}${text || live ? '' : ', no output'}`);
      if (text) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      resolve({ name: step.name, result: ok ? 'passed' : 'failed', seconds, cpuSeconds });
    });
  });
}

function describeTimes(seconds: number, cpuSeconds: number | null): string {
  return `${seconds.toFixed(1)} s${cpuSeconds === null ? '' : ` (CPU ${cpuSeconds.toFixed(1)} s)`}`;
}

/**
 * Runs `steps`, each as soon as what it `needs` has passed and what it runs `after` has finished,
 * so steps without such ties run at the same time. Answers every step's outcome, in `steps` order.
 */
export async function runSteps(steps: readonly Step[], options: RunOptions): Promise<Outcome[]> {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const name of [...(step.needs ?? []), ...(step.after ?? [])]) {
      if (!names.has(name)) throw new Error(`${step.name} waits for ${name}, which is not a step of this run`);
    }
  }
  const outcomes = new Map<string, Outcome>();
  const running = new Map<string, Promise<void>>();
  for (;;) {
    for (const step of steps) {
      if (outcomes.has(step.name) || running.has(step.name)) continue;
      const needs = (step.needs ?? []).map((name) => outcomes.get(name));
      if (needs.some((outcome) => outcome !== undefined && outcome.result !== 'passed')) {
        outcomes.set(step.name, { name: step.name, result: 'skipped', seconds: 0, cpuSeconds: null });
        continue;
      }
      const waitsFor = [...needs, ...(step.after ?? []).map((name) => outcomes.get(name))];
      if (waitsFor.some((outcome) => outcome === undefined)) continue;
      running.set(
        step.name,
        runOne(step, options).then((outcome) => {
          outcomes.set(step.name, outcome);
          running.delete(step.name);
        }),
      );
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  return steps.map((step) => {
    const outcome = outcomes.get(step.name);
    if (!outcome) throw new Error(`${step.name} never ran: its steps wait for each other`);
    return outcome;
  });
}

/** The end of a run: each step with its result, wall time and CPU time, then the whole run's. */
export function printSummary(title: string, outcomes: readonly Outcome[], wallSeconds: number): void {
  const failed = outcomes.some((outcome) => outcome.result !== 'passed');
  const cpu = outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0);
  console.log(`\n${title}: ${failed ? 'FAILED' : 'passed'} in ${wallSeconds.toFixed(0)} s (CPU ${cpu.toFixed(0)} s)`);
  console.log(`  ${''.padEnd(36)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)}`);
  for (const outcome of outcomes) {
    if (outcome.result === 'skipped') {
      console.log(`  – ${outcome.name.padEnd(34)} skipped (a step it needs failed)`);
      continue;
    }
    const cpuText = outcome.cpuSeconds === null ? '–' : `${outcome.cpuSeconds.toFixed(1)} s`;
    console.log(
      `  ${outcome.result === 'passed' ? '✓' : '✗'} ${outcome.name.padEnd(34)} ${`${outcome.seconds.toFixed(1)} s`.padStart(8)} ${cpuText.padStart(8)}`,
    );
  }
}
