import { planOffFeatures } from '../../server/current/plan';
import type { ReferenceServerOptions } from '../../server/types';

/** What `npm start -- …` asks of the sandbox (test/tools/start.ts). */
export interface SandboxArgs {
  /** Two servers at once, a classic and a current one, each with its own key and data. */
  two: boolean;
  /** The one server's dialect options; with `two`, `plan` and `timezone` go to the current server. */
  server: Pick<ReferenceServerOptions, 'dialect' | 'plan' | 'timezone'>;
}

export const SANDBOX_USAGE =
  'usage: npm start -- [--two] [--dialect classic|current] [--plan-off FEATURE,...] [--timezone ZONE]';

const VALUE_FLAGS = ['--dialect', '--plan-off', '--timezone'];

/**
 * `--two`, `--dialect classic|current`, `--plan-off a,b`, `--timezone Europe/Berlin`. Answers the
 * problem as a sentence instead when the arguments make no sense (the caller prints it and the usage).
 */
export function parseSandboxArgs(argv: readonly string[]): SandboxArgs | string {
  const args: SandboxArgs = { two: false, server: {} };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    if (flag === '--two') {
      args.two = true;
      continue;
    }
    if (!VALUE_FLAGS.includes(flag)) return `unknown argument ${flag}`;
    const value = argv[++i];
    if (value === undefined) return `${flag} needs a value`;
    if (flag === '--dialect') {
      if (value !== 'classic' && value !== 'current') return '--dialect must be classic or current';
      args.server.dialect = value;
    } else if (flag === '--plan-off') {
      const features = planOffFeatures(value);
      if (typeof features === 'string') return features;
      args.server.plan = { features: { ...args.server.plan?.features, ...features } };
    } else args.server.timezone = value;
  }
  // Two servers are always one of each dialect: a dialect to choose would only be ignored.
  if (args.two && args.server.dialect) return '--two serves one server of each dialect; leave out --dialect';
  return args;
}
