import * as z from 'zod/mini';
import type { Domain, Pixel } from '../model/link';
import type { Space, SpaceColor, SpaceSummary } from '../model/space';
import { optionalWireInt, optionalWireText, wireInt } from './values';

/**
 * Records both dialects spell alike: spaces, and the domain, pixels and space a link embeds.
 * Unknown extra fields are allowed.
 */

/** Names and aliases are text, but PHP may answer a numeric one as a number. */
export const wireText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const wireSpace = z.looseObject({
  id: wireInt,
  name: wireText,
  color: optionalWireInt,
  created_at: optionalWireText,
  updated_at: optionalWireText,
});
type WireSpace = z.output<typeof wireSpace>;

export const wireSpaceSummary = z.looseObject({ id: wireInt, name: wireText, color: optionalWireInt });
export const wireDomain = z.looseObject({ id: wireInt, name: wireText });
export const wirePixel = z.looseObject({ id: wireInt, name: optionalWireText, type: optionalWireText });
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

export function toSpaceSummary(wire: z.output<typeof wireSpaceSummary>): SpaceSummary {
  return { id: wire.id, name: wire.name, color: toSpaceColor(wire.color) };
}

export function toDomain(wire: z.output<typeof wireDomain>): Domain {
  return { id: wire.id, name: wire.name };
}

export function toPixel(wire: z.output<typeof wirePixel>): Pixel {
  return { id: wire.id, name: wire.name ?? `Pixel ${wire.id}`, type: wire.type };
}
