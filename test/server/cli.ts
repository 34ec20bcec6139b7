// tsx test/server/cli.ts [--port 8787] [--key KEY]... [--data FILE] [--rate-limit N] [--delete-path classic|api]
//                        [--dialect classic|current] [--plan-off FEATURE,...] [--timezone ZONE] [--no-title-fetch]
//                        [--record-variant ends_at,targeting-absent|targeting-lists,secrets-absent]
//                        [--faults JSON]...
import { FEATURE_NAMES, planOffFeatures } from './current/plan';
import { parseFaultsArgument } from './faults';
import { startReferenceServer } from './index';
import type { FaultSpec, RecordVariant, ReferenceServerOptions } from './types';

/** `--record-variant` words → the part of `RecordVariant` each sets (README, "Record variants"). */
const RECORD_VARIANT_WORDS: Record<string, RecordVariant> = {
  ends_at: { expiry: 'ends_at' },
  'targeting-absent': { targeting: 'absent' },
  'targeting-lists': { targeting: 'lists' },
  'secrets-absent': { secrets: 'absent' },
};

function usage(problem: string): never {
  console.error(`${problem}
usage: tsx test/server/cli.ts [--port 8787] [--key KEY]... [--data FILE] [--rate-limit N] [--delete-path classic|api]
                              [--dialect classic|current] [--plan-off FEATURE,...] [--timezone ZONE] [--no-title-fetch]
                              [--record-variant WORD,...] [--faults JSON]...
faults: a FaultSpec or an array of them, e.g. '{"match":{"method":"POST","path":"/api/v1/links"},"times":1,"storeThenHang":true}'
record variants (classic dialect): ${Object.keys(RECORD_VARIANT_WORDS).join(', ')}
plan features (current dialect): ${FEATURE_NAMES.join(', ')}`);
  process.exit(2);
}

function parseArgs(argv: string[]): { opts: ReferenceServerOptions; faults: FaultSpec[] } {
  const opts: ReferenceServerOptions = { apiKeys: [], port: 8787 };
  const faults: FaultSpec[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) usage(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0 || n > 65535) usage('--port must be 0..65535');
        opts.port = n;
        break;
      }
      case '--key':
        opts.apiKeys.push(value());
        break;
      case '--data':
        opts.dataFile = value();
        break;
      case '--rate-limit': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) usage('--rate-limit must be a positive integer');
        opts.rateLimitPerMinute = n;
        break;
      }
      case '--delete-path': {
        const v = value();
        if (v !== 'classic' && v !== 'api') usage('--delete-path must be classic or api');
        opts.deletePath = v;
        break;
      }
      case '--dialect': {
        const v = value();
        if (v !== 'classic' && v !== 'current') usage('--dialect must be classic or current');
        opts.dialect = v;
        break;
      }
      case '--plan-off': {
        const features = planOffFeatures(value());
        if (typeof features === 'string') usage(features);
        opts.plan = { features: { ...opts.plan?.features, ...features } };
        break;
      }
      case '--timezone':
        opts.timezone = value();
        break;
      case '--record-variant':
        for (const word of value().split(',')) {
          const part = RECORD_VARIANT_WORDS[word.trim()];
          if (!part) usage(`unknown record variant ${word}`);
          opts.recordVariant = { ...opts.recordVariant, ...part };
        }
        break;
      case '--faults': {
        const specs = parseFaultsArgument(value());
        if (typeof specs === 'string') usage(specs);
        faults.push(...specs);
        break;
      }
      case '--no-title-fetch':
        opts.titleFetch = false;
        break;
      default:
        usage(`unknown argument ${flag ?? ''}`);
    }
  }
  if (opts.apiKeys.length === 0) {
    // A fixed, obviously-fake 64-character key so the sandbox works without flags.
    opts.apiKeys.push('sandbox'.padEnd(64, '0'));
    console.log(`No --key given; using ${opts.apiKeys[0]}`);
  }
  return { opts, faults };
}

const { opts: options, faults } = parseArgs(process.argv.slice(2));
const server = await startReferenceServer(options).catch((err: unknown) => usage(String(err)));
// Added before the first request can arrive: the server plays them from its very first answer.
for (const fault of faults) server.addFault(fault);
if (faults.length > 0) console.log(`Faults: ${JSON.stringify(faults)}`);
console.log(`Reference server (${options.dialect ?? 'classic'} dialect) listening on ${server.url}`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
