// Domains and pixels of the current dialect. The global default domain (id 1) belongs to no one and
// is named after the host short links are built on (the server's own unless `shortLinkOrigin`);
// each account then owns two domains and two pixels. Domain ids are the classic seeds' shifted by
// one so that the default keeps id 1, as on a fresh install.

/** `account.default_domain`: the global domain every account may use and no list shows. */
export const DEFAULT_DOMAIN_ID = 1;

/** Seeded records carry this fixed time so answers are stable across runs. */
export const SEED_TIMESTAMP = '2025-01-01T00:00:00.000000Z';

export interface CurrentDomain {
  id: number;
  /** Host, no scheme. */
  name: string;
  /** Scheme + host. */
  url: string;
  /** 0 for global domains, else the owner's user id. */
  userId: number;
}

export interface CurrentPixel {
  id: number;
  name: string;
  type: string;
  value: string;
  userId: number;
}

interface CurrentSeed {
  domains: [{ id: number; name: string }, { id: number; name: string }];
  pixels: [CurrentPixel, CurrentPixel];
}

/** phpShort's user ids start at 1; the reference server's accounts are key indexes from 0. */
export function userIdOf(account: number): number {
  return account + 1;
}

/** Own domains and pixels of the account whose key is `apiKeys[accountIndex]`, in current mode. */
export function currentSeedFor(accountIndex: number): CurrentSeed {
  const a = 2 * accountIndex + 1;
  const b = 2 * accountIndex + 2;
  const sub = accountIndex === 0 ? '' : `a${accountIndex}.`;
  const userId = userIdOf(accountIndex);
  return {
    domains: [
      { id: a + 1, name: `${sub}go.example` },
      { id: b + 1, name: `${sub}links.example` },
    ],
    pixels: [
      { id: a, name: 'Facebook pixel', type: 'facebook', value: `10000000000000${a}`, userId },
      { id: b, name: 'Analytics', type: 'google-analytics', value: `G-REFERENCE${b}`, userId },
    ],
  };
}

export class Catalog {
  private readonly domains: CurrentDomain[] = [];
  private readonly pixels: CurrentPixel[] = [];

  constructor(accountCount: number) {
    for (let account = 0; account < accountCount; account++) {
      const seed = currentSeedFor(account);
      for (const d of seed.domains) {
        this.domains.push({ ...d, url: `https://${d.name}`, userId: userIdOf(account) });
      }
      this.pixels.push(...seed.pixels);
    }
  }

  /**
   * The global default domain: the origin short links are built on (phpShort's app URL), as a
   * fresh installation's first domain is.
   */
  defaultDomain(shortLinkOrigin: string): CurrentDomain {
    return { id: DEFAULT_DOMAIN_ID, name: new URL(shortLinkOrigin).hostname, url: shortLinkOrigin, userId: 0 };
  }

  ownDomains(account: number): CurrentDomain[] {
    return this.domains.filter((d) => d.userId === userIdOf(account));
  }

  /** Any domain by id, for presenting a link. */
  domain(id: number | null, shortLinkOrigin: string): CurrentDomain | undefined {
    if (id === DEFAULT_DOMAIN_ID) return this.defaultDomain(shortLinkOrigin);
    return this.domains.find((d) => d.id === id);
  }

  /** A domain this account may put a link on: the global default or one of its own. */
  usableDomain(account: number, id: number, shortLinkOrigin: string): CurrentDomain | undefined {
    const domain = this.domain(id, shortLinkOrigin);
    return domain && (domain.userId === 0 || domain.userId === userIdOf(account)) ? domain : undefined;
  }

  pixelsOf(account: number): CurrentPixel[] {
    return this.pixels.filter((p) => p.userId === userIdOf(account));
  }

  pixel(id: number): CurrentPixel | undefined {
    return this.pixels.find((p) => p.id === id);
  }
}
