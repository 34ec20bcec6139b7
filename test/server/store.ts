// The server's data: spaces and links (mutable, persisted) plus seeded domains and pixels (fixed).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { seedFor, type Domain, type Pixel } from './seeds';

export interface SpaceRow {
  id: number;
  account: number;
  name: string;
  color: number;
  createdAt: string;
  updatedAt: string;
}

/** One targeting row; `index` is the index the client sent (PHP keeps it). */
export interface TargetRow {
  index: number;
  key: string | null;
  value: string;
}

export interface LinkRow {
  id: number;
  account: number;
  alias: string;
  url: string;
  title: string | null;
  domain: number | null;
  space: number | null;
  pixels: number[];
  password: string | null;
  privacy: number;
  privacyPassword: string | null;
  disabled: number;
  expirationUrl: string | null;
  expirationDate: string | null;
  expirationTime: string | null;
  expirationClicks: number | null;
  targetType: number;
  targets: TargetRow[];
  clicks: number;
  createdAt: string;
  updatedAt: string;
}

interface PersistedData {
  version: 1;
  nextSpaceId: number;
  nextLinkId: number;
  spaces: SpaceRow[];
  links: LinkRow[];
}

function emptyData(): PersistedData {
  return { version: 1, nextSpaceId: 1, nextLinkId: 1, spaces: [], links: [] };
}

function isPersistedData(v: unknown): v is PersistedData {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    o.version === 1 &&
    typeof o.nextSpaceId === 'number' &&
    typeof o.nextLinkId === 'number' &&
    Array.isArray(o.spaces) &&
    Array.isArray(o.links)
  );
}

export class Store {
  private data: PersistedData;
  private readonly domains: (Domain & { account: number })[] = [];
  private readonly pixels: (Pixel & { account: number })[] = [];

  constructor(
    accountCount: number,
    private readonly dataFile?: string,
  ) {
    for (let account = 0; account < accountCount; account++) {
      const seed = seedFor(account);
      for (const d of seed.domains) this.domains.push({ ...d, account });
      for (const p of seed.pixels) this.pixels.push({ ...p, account });
    }
    this.data = this.load();
  }

  private load(): PersistedData {
    if (!this.dataFile || !existsSync(this.dataFile)) return emptyData();
    const parsed: unknown = JSON.parse(readFileSync(this.dataFile, 'utf8'));
    if (!isPersistedData(parsed)) throw new Error(`${this.dataFile} is not a reference-server data file`);
    return parsed;
  }

  /** Write to a temporary file then rename, so a crash never leaves half a file. */
  save(): void {
    if (!this.dataFile) return;
    const tmp = `${this.dataFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data, null, 2));
    renameSync(tmp, this.dataFile);
  }

  reset(): void {
    this.data = emptyData();
    this.save();
  }

  domainsOf(account: number): Domain[] {
    return this.domains.filter((d) => d.account === account).map(({ id, name }) => ({ id, name }));
  }
  domain(id: number | null): Domain | undefined {
    const d = this.domains.find((x) => x.id === id);
    return d ? { id: d.id, name: d.name } : undefined;
  }
  pixelsOf(account: number): Pixel[] {
    return this.pixels.filter((p) => p.account === account).map(({ id, name, type }) => ({ id, name, type }));
  }
  pixel(id: number): Pixel | undefined {
    const p = this.pixels.find((x) => x.id === id);
    return p ? { id: p.id, name: p.name, type: p.type } : undefined;
  }

  spacesOf(account: number): SpaceRow[] {
    return this.data.spaces.filter((s) => s.account === account);
  }
  space(account: number, id: number): SpaceRow | undefined {
    return this.data.spaces.find((s) => s.id === id && s.account === account);
  }
  addSpace(row: Omit<SpaceRow, 'id'>): SpaceRow {
    const space = { id: this.data.nextSpaceId++, ...row };
    this.data.spaces.push(space);
    this.save();
    return space;
  }
  /** Deleting a space deletes every link in it, as phpShort does. */
  deleteSpace(id: number): void {
    this.data.spaces = this.data.spaces.filter((s) => s.id !== id);
    this.data.links = this.data.links.filter((l) => l.space !== id);
    this.save();
  }

  /** All links of every account (aliases are unique per domain across accounts). */
  allLinks(): LinkRow[] {
    return this.data.links;
  }
  linksOf(account: number): LinkRow[] {
    return this.data.links.filter((l) => l.account === account);
  }
  link(account: number, id: number): LinkRow | undefined {
    return this.data.links.find((l) => l.id === id && l.account === account);
  }
  linkById(id: number): LinkRow | undefined {
    return this.data.links.find((l) => l.id === id);
  }
  addLink(row: Omit<LinkRow, 'id'>): LinkRow {
    const link = { id: this.data.nextLinkId++, ...row };
    this.data.links.push(link);
    this.save();
    return link;
  }
  deleteLink(id: number): void {
    this.data.links = this.data.links.filter((l) => l.id !== id);
    this.save();
  }
}
