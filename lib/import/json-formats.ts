import type { ReadOptions } from './csv-formats';
import { backHalfOfPath, linkRow, shortUrlParts } from './fields';
import type { KnownFormat, RecordOutcome, RowNote } from './import-row';

/**
 * The JSON files the import knows by their shape: this extension's export, Sink's export, and
 * what the APIs of Kutt, YOURLS, Bitly, Rebrandly, Short.io and TinyURL answer with a list of
 * links (those services have no export file; a person saves an answer). Field names here are the
 * services' own, as they write them.
 */

type JsonObject = Record<string, unknown>;

export interface JsonFormat {
  id: KnownFormat;
  /** The file's link items, or null when the file is not this format's. */
  items: (file: unknown) => unknown[] | null;
  /** One item (an object); `line` is its 1-based position in the list. */
  read: (item: JsonObject, line: number, options: ReadOptions) => RecordOutcome;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field as text: strings as they are, numbers written out, anything else empty. */
function text(item: JsonObject, key: string): string {
  const value = item[key];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

function texts(item: JsonObject, key: string): string[] {
  const value = item[key];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function present(item: JsonObject, key: string): boolean {
  return item[key] !== undefined && item[key] !== null && item[key] !== '';
}

/** `list` when it is an array whose first object has every one of `keys` (an empty list says nothing). */
function listOf(list: unknown, ...keys: string[]): unknown[] | null {
  if (!Array.isArray(list)) return null;
  const first: unknown = list.find(isJsonObject);
  return isJsonObject(first) && keys.every((key) => key in first) ? list : null;
}

const skipped = (kind: 'archived' | 'deleted' | 'banned' | 'domain-root'): RecordOutcome => ({
  kind: 'problem',
  reason: { kind },
});

/** An archived link: a problem unless archived links were asked for, then a note. */
function archivedNote(archived: boolean, options: ReadOptions): RowNote[] | RecordOutcome {
  if (!archived) return [];
  return options.includeArchived ? [{ kind: 'archived-in-source' }] : skipped('archived');
}

/** This extension's JSON export (entrypoints/options/links/export-json.ts): every link as the model has it. */
const EXTENSION_JSON: JsonFormat = {
  id: 'extension-json',
  items: (file) =>
    isJsonObject(file) && file.format === 'phpshort-extension-links' && Array.isArray(file.links) ? file.links : null,
  read: (item, line) => {
    const notes: RowNote[] = [];
    if (item.hasRedirectPassword === true) notes.push({ kind: 'password-not-carried' });
    const expiry = isJsonObject(item.expiry) ? item.expiry : {};
    if (present(expiry, 'date') || present(expiry, 'clickLimit')) notes.push({ kind: 'expiry-not-carried' });
    return linkRow(line, {
      destination: text(item, 'destination'),
      backHalf: text(item, 'alias'),
      title: text(item, 'title'),
      domain: isJsonObject(item.domain) ? text(item.domain, 'name') : null,
      space: isJsonObject(item.space) ? text(item.space, 'name') : null,
      notes,
    });
  },
};

/** Sink's Migrate → Export (`{version, exportedAt, count, links}`), or one page of its export API. */
const SINK_JSON: JsonFormat = {
  id: 'sink-json',
  items: (file) => {
    if (!isJsonObject(file) || !Array.isArray(file.links)) return null;
    if (file.links.length === 0) return typeof file.version === 'string' ? file.links : null;
    return listOf(file.links, 'slug', 'url');
  },
  read: (item, line) => {
    const notes: RowNote[] = [];
    if (present(item, 'password')) notes.push({ kind: 'password-not-carried' });
    if (present(item, 'expiration')) notes.push({ kind: 'expiry-not-carried' });
    return linkRow(line, {
      destination: text(item, 'url'),
      backHalf: text(item, 'slug'),
      title: text(item, 'title'),
      tags: texts(item, 'tags'),
      notes,
    });
  },
};

/** Short.io's `GET /api/links` (`{count, links, nextPageToken}`). */
const SHORTIO_JSON: JsonFormat = {
  id: 'shortio-json',
  items: (file) => (isJsonObject(file) ? listOf(file.links, 'originalURL') : null),
  read: (item, line, options) => {
    const notes = archivedNote(item.archived === true, options);
    if (!Array.isArray(notes)) return notes;
    if (text(item, 'path').trim() === '') return skipped('domain-root');
    if (item.hasPassword === true) notes.push({ kind: 'password-not-carried' });
    return linkRow(line, {
      destination: text(item, 'originalURL'),
      backHalf: backHalfOfPath(text(item, 'path')),
      title: text(item, 'title'),
      domain: shortUrlParts(text(item, 'secureShortURL') || text(item, 'shortURL'))?.domain ?? null,
      tags: texts(item, 'tags'),
      notes,
    });
  },
};

/**
 * Bitly's API v4 list of bitlinks (`{links, pagination}`). A bitlink's own back-half is in `id`
 * (`bit.ly/abc`); custom back-halves on branded domains, chosen by the person, are taken first.
 */
const BITLY_JSON: JsonFormat = {
  id: 'bitly-json',
  items: (file) => (isJsonObject(file) ? listOf(file.links, 'long_url') : null),
  read: (item, line, options) => {
    const notes = archivedNote(item.archived === true, options);
    if (!Array.isArray(notes)) return notes;
    const custom = texts(item, 'custom_bitlinks').flatMap((url) => shortUrlParts(url) ?? []);
    const [chosen, ...others] = custom.filter((parts) => parts.backHalf !== '');
    const parts = chosen ?? shortUrlParts(text(item, 'id'));
    if (others.length > 0) notes.push({ kind: 'more-back-halves', backHalves: others.map((other) => other.backHalf) });
    return linkRow(line, {
      destination: text(item, 'long_url'),
      backHalf: parts?.backHalf ?? null,
      title: text(item, 'title'),
      domain: parts?.domain ?? null,
      tags: texts(item, 'tags'),
      notes,
    });
  },
};

/** Kutt's `GET /api/v2/links` (`{total, limit, skip, data}`). */
const KUTT_JSON: JsonFormat = {
  id: 'kutt-json',
  items: (file) => (isJsonObject(file) ? listOf(file.data, 'address', 'target') : null),
  read: (item, line) => {
    if (item.banned === true) return skipped('banned');
    const notes: RowNote[] = [];
    if (item.password === true) notes.push({ kind: 'password-not-carried' });
    if (present(item, 'expire_in')) notes.push({ kind: 'expiry-not-carried' });
    return linkRow(line, {
      destination: text(item, 'target'),
      backHalf: text(item, 'address'),
      // Kutt's only label for a link.
      title: text(item, 'description'),
      domain: text(item, 'domain') || (shortUrlParts(text(item, 'link'))?.domain ?? null),
      notes,
    });
  },
};

/** TinyURL's API answers: one link (`{data: {…}}`) or a list (`{data: […]}`). */
const TINYURL_JSON: JsonFormat = {
  id: 'tinyurl-json',
  items: (file) => {
    if (!isJsonObject(file)) return null;
    const data = file.data;
    if (isJsonObject(data)) return 'alias' in data && 'url' in data ? [data] : null;
    return listOf(data, 'alias', 'url');
  },
  read: (item, line, options) => {
    if (item.deleted === true) return skipped('deleted');
    const notes = archivedNote(item.archived === true, options);
    if (!Array.isArray(notes)) return notes;
    if (present(item, 'expires_at')) notes.push({ kind: 'expiry-not-carried' });
    return linkRow(line, {
      destination: text(item, 'url'),
      backHalf: text(item, 'alias'),
      domain: text(item, 'domain') || (shortUrlParts(text(item, 'tiny_url'))?.domain ?? null),
      tags: texts(item, 'tags'),
      notes,
    });
  },
};

/** Rebrandly's `GET /v1/links`: an array of links, the back-half in `slashtag`. */
const REBRANDLY_JSON: JsonFormat = {
  id: 'rebrandly-json',
  items: (file) => listOf(file, 'slashtag', 'destination'),
  read: (item, line) =>
    linkRow(line, {
      destination: text(item, 'destination'),
      backHalf: text(item, 'slashtag'),
      title: text(item, 'title'),
      domain: isJsonObject(item.domain)
        ? text(item.domain, 'fullName')
        : (shortUrlParts(text(item, 'shortUrl'))?.domain ?? null),
    }),
};

/**
 * YOURLS: the API's `action=stats` (`{links: {link_1: {shorturl, url, title, …}}}`), or the rows
 * of the yourls-shlink-import plugin's `shlink-list` (`{keyword, url, title, …}`), as an array or
 * under one field. A keyword has no `/`, so the last segment of `shorturl` is it whatever path
 * YOURLS is installed under.
 */
const YOURLS_JSON: JsonFormat = {
  id: 'yourls-json',
  items: (file) => {
    if (isJsonObject(file) && isJsonObject(file.links)) {
      const links = Object.values(file.links);
      return listOf(links, 'shorturl', 'url');
    }
    const lists = isJsonObject(file) ? Object.values(file) : [file];
    for (const list of lists) {
      const rows = listOf(list, 'keyword', 'url');
      if (rows) return rows;
    }
    return null;
  },
  read: (item, line) => {
    const parts = shortUrlParts(text(item, 'shorturl'));
    const lastSegment = parts ? (parts.backHalf.split('/').pop() ?? null) : null;
    return linkRow(line, {
      destination: text(item, 'url'),
      backHalf: present(item, 'keyword') ? text(item, 'keyword') : lastSegment,
      title: text(item, 'title'),
      domain: parts?.domain ?? null,
    });
  },
};

/** In the order they are tried: files that name themselves first, then by the fields of their links. */
export const JSON_FORMATS: readonly JsonFormat[] = [
  EXTENSION_JSON,
  SINK_JSON,
  SHORTIO_JSON,
  BITLY_JSON,
  KUTT_JSON,
  TINYURL_JSON,
  REBRANDLY_JSON,
  YOURLS_JSON,
];
