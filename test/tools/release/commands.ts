import { spawnSync } from 'node:child_process';
import { projectRoot } from '../lib/run';

interface CommandOptions {
  /** The project root unless said. */
  cwd?: string;
  env?: Record<string, string>;
  /** Given to the command's standard input. */
  input?: string;
}

function spawn(command: string, args: readonly string[], options: CommandOptions, capture: boolean): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? projectRoot,
    env: options.env ?? process.env,
    input: options.input,
    encoding: 'utf8',
    stdio: [options.input === undefined ? 'ignore' : 'pipe', capture ? 'pipe' : 'inherit', 'inherit'],
  });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    const ending =
      result.status === null ? `was stopped by ${result.signal ?? 'a signal'}` : `exited with ${result.status}`;
    throw new Error(`\`${[command, ...args].join(' ')}\` ${ending}.`);
  }
  return capture ? result.stdout : '';
}

/** Runs a command with its output on this terminal; throws when it fails. */
export function run(command: string, args: readonly string[], options: CommandOptions = {}): void {
  spawn(command, args, options, false);
}

/** Runs a command and answers what it printed; throws when it fails. */
export function output(command: string, args: readonly string[], options: CommandOptions = {}): string {
  return spawn(command, args, options, true);
}
