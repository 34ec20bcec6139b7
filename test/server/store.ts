// The server's data: spaces and links (mutable, persisted) plus seeded domains and pixels (fixed).
// The link rows differ by dialect, so the store is generic over them; spaces are the same in both.
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

/** What every dialect's link row has: enough for ownership, spaces, aliases and clicks. */
export interface BaseLinkRow {
  id: number;
  account: number;
  alias: string;
  url: string;
  title: string | null;
  domain: number | null;
  space: number | null;
  pixels: number[];
  clicks: number;
  createdAt: string;
  updatedAt: string;
}

/** A classic-dialect link. */
export interface LinkRow extends BaseLinkRow {
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
}

/** The values a current server's statistics group clicks by (`GET /api/v1/stats/{id}?name=…`). */
export const CLICK_DIMENSIONS = [
  'browser',
  'city',
  'country',
  'device',
  'language',
  'operating_system',
  'referrer',
] as const;
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number];

/** One followed short link (current dialect): when, and what is known of the visitor (null = unknown). */
export type ClickEvent = { link: number; at: number } & Record<ClickDimension, string | null>;

interface PersistedData<L extends BaseLinkRow> {
  version: 1;
  /** Absent for classic files (as they always were); 'current' marks a current-dialect file. */
  dialect?: 'current';
  nextSpaceId: number;
  nextLinkId: number;
  spaces: SpaceRow[];
  links: L[];
  /** Absent in files written before clicks were recorded, and in classic files. */
  clickEvents?: ClickEvent[];
}

function isPersistedData(v: unknown): v is PersistedData<BaseLinkRow> {
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

export interface StoreOptions {
  dataFile?: string | undefined;
  /** Fixed domains and pixels of each account; default the classic `seedFor`. */
  seed?: (account: number) => { domains: readonly Domain[]; pixels: readonly Pixel[] };
  /** The dialect whose link rows the data file holds; a file of the other dialect is refused. */
  dialect?: 'classic' | 'current';
}

export class Store<L extends BaseLinkRow = LinkRow> {
  private data: PersistedData<L>;
  private readonly domains: (Domain & { account: number })[] = [];
  private readonly pixels: (Pixel & { account: number })[] = [];
  private readonly dataFile: string | undefined;
  private readonly dialect: 'classic' | 'current';

  constructor(accountCount: number, opts: StoreOptions = {}) {
    this.dataFile = opts.dataFile;
    this.dialect = opts.dialect ?? 'classic';
    const seed = opts.seed ?? seedFor;
    for (let account = 0; account < accountCount; account++) {
      const seeded = seed(account);
      for (const d of seeded.domains) this.domains.push({ id: d.id, name: d.name, account });
      for (const p of seeded.pixels) this.pixels.push({ id: p.id, name: p.name, type: p.type, account });
    }
    this.data = this.load();
  }

  private emptyData(): PersistedData<L> {
    const data: PersistedData<L> = { version: 1, nextSpaceId: 1, nextLinkId: 1, spaces: [], links: [] };
    if (this.dialect === 'current') data.dialect = 'current';
    return data;
  }

  private load(): PersistedData<L> {
    if (!this.dataFile || !existsSync(this.dataFile)) return this.emptyData();
    const parsed: unknown = JSON.parse(readFileSync(this.dataFile, 'utf8'));
    if (!isPersistedData(parsed)) throw new Error(`${this.dataFile} is not a reference-server data file`);
    // Link rows of the other dialect would be read as garbage: refuse rather than answer nonsense.
    const fileDialect = parsed.dialect ?? 'classic';
    if (fileDialect !== this.dialect) {
      throw new Error(`${this.dataFile} holds ${fileDialect}-dialect data; this server speaks ${this.dialect}`);
    }
    // The dialect marker was checked just above, so the rows are this dialect's.
    return parsed as PersistedData<L>;
  }

  /** Write to a temporary file then rename, so a crash never leaves half a file. */
  save(): void {
    if (!this.dataFile) return;
    const tmp = `${this.dataFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data, null, 2));
    renameSync(tmp, this.dataFile);
  }

  reset(): void {
    this.data = this.emptyData();
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
    const gone = new Set(this.data.links.filter((l) => l.space === id).map((l) => l.id));
    this.data.links = this.data.links.filter((l) => !gone.has(l.id));
    this.dropClickEvents(gone);
    this.save();
  }

  /** All links of every account (aliases are unique per domain across accounts). */
  allLinks(): L[] {
    return this.data.links;
  }
  linksOf(account: number): L[] {
    return this.data.links.filter((l) => l.account === account);
  }
  link(account: number, id: number): L | undefined {
    return this.data.links.find((l) => l.id === id && l.account === account);
  }
  linkById(id: number): L | undefined {
    return this.data.links.find((l) => l.id === id);
  }
  addLink(row: Omit<L, 'id'>): L {
    // The spread of an Omit<L, 'id'> plus an id is an L; TypeScript cannot see through generic Omit.
    const link = { id: this.data.nextLinkId++, ...row } as L;
    this.data.links.push(link);
    this.save();
    return link;
  }
  /** A deleted link's clicks go with it, as phpShort deletes its statistics. */
  deleteLink(id: number): void {
    this.data.links = this.data.links.filter((l) => l.id !== id);
    this.dropClickEvents(new Set([id]));
    this.save();
  }

  clickEventsOf(linkId: number): ClickEvent[] {
    return (this.data.clickEvents ?? []).filter((c) => c.link === linkId);
  }
  /** Records clicks on existing links; each also counts in its link's `clicks`. */
  addClickEvents(events: readonly ClickEvent[]): void {
    const missing = events.find((e) => !this.linkById(e.link));
    if (missing) throw new Error(`No link ${missing.link}`);
    for (const event of events) {
      const link = this.linkById(event.link);
      if (link) link.clicks++;
    }
    this.data.clickEvents = [...(this.data.clickEvents ?? []), ...events];
    this.save();
  }
  private dropClickEvents(links: ReadonlySet<number>): void {
    if (this.data.clickEvents) this.data.clickEvents = this.data.clickEvents.filter((c) => !links.has(c.link));
  }
}
