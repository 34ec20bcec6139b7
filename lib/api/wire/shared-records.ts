import * as z from 'zod/mini';
import { t } from '../../i18n/messages';
import {
  BROWSERS,
  CONTINENTS,
  DEVICES,
  PLATFORMS,
  PRIVACY_LEVELS,
  targetingFromRows,
  targetingRows,
  type Domain,
  type Link,
  type LinkTargeting,
  type Pixel,
  type TargetingKind,
} from '../model/link';
import type { Space, SpaceColor, SpaceSummary } from '../model/space';
import { listOf, optionalWireCount, optionalWireInt, optionalWireText, wireId } from './values';

/**
 * Records both dialects spell alike: spaces, the domain, pixels and space a link embeds, and the
 * fields every link record has (each dialect's link table reads the rest). Unknown extra fields
 * are allowed.
 */

/** Names and aliases are text, but PHP may answer a numeric one as a number. */
const wireText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const wireSpace = z.looseObject({
  id: wireId,
  name: wireText,
  color: optionalWireInt,
  created_at: optionalWireText,
  updated_at: optionalWireText,
});
type WireSpace = z.output<typeof wireSpace>;

const wireSpaceSummary = z.looseObject({ id: wireId, name: wireText, color: optionalWireInt });
export const wireDomain = z.looseObject({ id: wireId, name: wireText });
export const wirePixel = z.looseObject({ id: wireId, name: optionalWireText, type: optionalWireText });
/** One targeting row (rotation rows of the current dialect carry a value only). */
export const wireTarget = z.looseObject({ key: optionalWireText, value: optionalWireText });

function toSpaceColor(color: number | null): SpaceColor {
  return color !== null && color >= 1 && color <= 6 ? (color as SpaceColor) : 1;
}

export function toSpace(wire: WireSpace): Space {
  return {
    id: wire.id,
    name: wire.name,
    color: toSpaceColor(wire.color),
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

function toSpaceSummary(wire: z.output<typeof wireSpaceSummary>): SpaceSummary {
  return { id: wire.id, name: wire.name, color: toSpaceColor(wire.color) };
}

export function toDomain(wire: z.output<typeof wireDomain>): Domain {
  return { id: wire.id, name: wire.name };
}

export function toPixel(wire: z.output<typeof wirePixel>): Pixel {
  return { id: wire.id, name: wire.name ?? t('wireUnnamedPixel', { id: String(wire.id) }), type: wire.type };
}

/** The fields of a link record both dialects spell alike. */
export const commonLinkShape = {
  id: wireId,
  alias: wireText,
  url: z.string(),
  short_url: z.string(),
  title: optionalWireText,
  privacy: optionalWireInt,
  clicks: optionalWireCount,
  space: z.optional(z.nullable(wireSpaceSummary)),
  domain: z.optional(z.nullable(wireDomain)),
  pixels: listOf(wirePixel),
  created_at: optionalWireText,
  updated_at: optionalWireText,
};

/** What both dialects' link records say alike; each dialect's link table reads the rest (./link-table.ts). */
export function commonLinkFields(
  wire: z.output<z.ZodMiniObject<typeof commonLinkShape>>,
): Pick<
  Link,
  | 'id'
  | 'alias'
  | 'destination'
  | 'shortUrl'
  | 'title'
  | 'privacy'
  | 'space'
  | 'domain'
  | 'pixels'
  | 'clicks'
  | 'createdAt'
  | 'updatedAt'
> {
  return {
    id: wire.id,
    alias: wire.alias,
    destination: wire.url,
    shortUrl: wire.short_url,
    title: wire.title,
    privacy: PRIVACY_LEVELS[wire.privacy ?? 0] ?? 'public',
    space: wire.space ? toSpaceSummary(wire.space) : null,
    domain: wire.domain ? toDomain(wire.domain) : null,
    pixels: wire.pixels.map(toPixel),
    clicks: wire.clicks ?? 0,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

/** The kinds whose keys come from a closed list: a key outside it is not one the model or the form knows. */
const CLOSED_KEYS: Partial<Record<TargetingKind, readonly string[]>> = {
  continent: CONTINENTS,
  platform: PLATFORMS,
  browser: BROWSERS,
  device: DEVICES,
};

/**
 * Targeting rows of either dialect as the model's targeting. A kind without rows cannot be (servers
 * refuse it): the record left the rows out, so they are "not reported", not none. A key of a closed
 * list (a platform, continent, browser or device) this extension does not know would fail the next
 * save: that rule is left out of the form.
 */
export function targetingOfRows(kind: TargetingKind, targets: z.output<typeof wireTarget>[]): LinkTargeting {
  if (kind !== 'none' && targets.length === 0) return { kind: 'rules-not-reported', targetedKind: kind };
  const rows = targetingRows(
    targetingFromRows(
      kind,
      targets.map((row) => ({ key: row.key ?? '', destination: row.value ?? '' })),
    ),
  );
  const known = CLOSED_KEYS[kind];
  // Rows come back with their keys spelled as servers expect (`eu` → `EU`), so they compare to the lists.
  return targetingFromRows(kind, known ? rows.filter((row) => known.includes(row.key)) : rows);
}
