// API keys → accounts. Each key is one user; the account is the key's index in `apiKeys`.
import { timingSafeEqual } from 'node:crypto';
import type { AccountDefaults } from './types';

/**
 * What a fresh phpShort account's preferences hold: the installation's default domain, no space,
 * public statistics. Its owner changes them in phpShort's dashboard (Account → Preferences); the
 * current dialect's `GET /api/v1/account` reports them, and no API call applies them.
 */
export function freshDefaults(defaultDomainId: number): Required<AccountDefaults> {
  return { default_domain: defaultDomainId, default_space: null, default_stats: 0 };
}

export class Accounts {
  /** Preferences set since the start (or the last reset), per account; the rest are fresh. */
  private defaults = new Map<number, AccountDefaults>();

  constructor(private readonly keys: readonly string[]) {}

  get count(): number {
    return this.keys.length;
  }

  /** Account index for an `Authorization: Bearer <key>` header, or undefined. */
  authenticate(header: string | undefined): number | undefined {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (!m?.[1]) return undefined;
    const given = Buffer.from(m[1]);
    // Constant-time compare: habits of a real server, even in a test tool.
    const index = this.keys.findIndex((key) => {
      const expected = Buffer.from(key);
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    return index >= 0 ? index : undefined;
  }

  /** The account's preferences as its owner last saved them (fresh ones filled in from `fresh`). */
  defaultsOf(account: number, fresh: Required<AccountDefaults>): Required<AccountDefaults> {
    return { ...fresh, ...this.defaults.get(account) };
  }

  /** As the dashboard's preferences form saves them: only the fields given change. */
  setDefaults(account: number, changes: AccountDefaults): void {
    if (!Number.isInteger(account) || account < 0 || account >= this.keys.length)
      throw new Error(`No account ${account}`);
    this.defaults.set(account, { ...this.defaults.get(account), ...changes });
  }

  /** Back to every account's fresh preferences. */
  reset(): void {
    this.defaults = new Map();
  }
}
