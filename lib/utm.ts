/**
 * The UTM builder's arithmetic: the five campaign tags read from an address and written into it.
 * The address itself is the builder's only state, so what the URL field shows is what is sent,
 * and an address that already has a tag gets it replaced, never a second one.
 */

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmTags = Record<UtmField, string>;

/** A set of tags saved under a name ("Newsletter"), per server (lib/settings.ts). */
export interface UtmPreset extends UtmTags {
  name: string;
}

const NO_UTM_TAGS: UtmTags = { source: '', medium: '', campaign: '', term: '', content: '' };

/** An address split where its query and fragment start; the builder edits only the query. */
interface AddressParts {
  base: string;
  /** The query's parts between `&`, as written; null when the address has no `?`. */
  query: string[] | null;
  fragment: string;
}

function partsOf(url: string): AddressParts {
  const hash = url.indexOf('#');
  const beforeFragment = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const question = beforeFragment.indexOf('?');
  if (question === -1) return { base: beforeFragment, query: null, fragment };
  return { base: beforeFragment.slice(0, question), query: beforeFragment.slice(question + 1).split('&'), fragment };
}

/** A form-encoded component as a page reads it (`+` a space); a broken escape as written. */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

function nameOf(part: string): string {
  const equals = part.indexOf('=');
  return decode(equals === -1 ? part : part.slice(0, equals));
}

function valueOf(part: string): string {
  const equals = part.indexOf('=');
  return equals === -1 ? '' : decode(part.slice(equals + 1));
}

/** Whether the builder can work on `url`: a web address (what is being typed may not be one yet). */
export function canTag(url: string): boolean {
  return /^https?:\/\/[^/?#]/i.test(url.trim());
}

/** The tags `url` has (the first of a repeated one, as servers read it); '' for those it lacks. */
export function utmTagsOf(url: string): UtmTags {
  const { query } = partsOf(url);
  const tags = { ...NO_UTM_TAGS };
  for (const field of UTM_FIELDS) {
    const part = query?.find((p) => nameOf(p) === `utm_${field}`);
    if (part !== undefined) tags[field] = valueOf(part);
  }
  return tags;
}

/**
 * `url` with query parameter `name` set to `value`: the first one written over in its place and
 * any repeat of it dropped, or added at the end of the query; '' removes it. Every other part of
 * the address stays as written.
 */
export function withQueryParameter(url: string, name: string, value: string): string {
  const { base, query, fragment } = partsOf(url);
  const written = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  let placed = value === '';
  // A bare `?` holds no parameter.
  const existing = query === null || (query.length === 1 && query[0] === '') ? [] : query;
  const parts = existing.flatMap((part) => {
    if (nameOf(part) !== name) return [part];
    if (placed) return [];
    placed = true;
    return [written];
  });
  if (!placed) parts.push(written);
  return base + (parts.length > 0 ? `?${parts.join('&')}` : '') + fragment;
}

/**
 * `url` with the given tags written in (an empty one removed), each `utm_<field>` at most once.
 * Values are written as typed, spaces too: the field reads its value back from the address.
 */
export function withUtmTags(url: string, tags: Partial<UtmTags>): string {
  let tagged = url;
  for (const field of UTM_FIELDS) {
    const value = tags[field];
    if (value !== undefined) tagged = withQueryParameter(tagged, `utm_${field}`, value);
  }
  return tagged;
}

/** Why a preset's name cannot be saved: empty, or the name of another preset. */
export type PresetNameProblem = 'empty' | 'duplicate';

export function presetNameProblem(name: string, presets: readonly UtmPreset[]): PresetNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  const same = (other: UtmPreset) => other.name.trim().toLocaleLowerCase() === trimmed.toLocaleLowerCase();
  return presets.some(same) ? 'duplicate' : null;
}
