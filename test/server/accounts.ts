// API keys → accounts. Each key is one user; the account is the key's index in `apiKeys`.
import { timingSafeEqual } from 'node:crypto';

export class Accounts {
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
}
