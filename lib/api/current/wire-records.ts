import * as z from 'zod/mini';
import { wireDomain, wirePixel, wireSpaceSummary, wireTarget, wireText } from '../wire/shared-records';
import { listOf, optionalWireFlag, optionalWireInt, optionalWireText, wireInt } from '../wire/values';

/**
 * Records only the current dialect has, or spells its own way (lib/api/README.md, "The two
 * dialects"). Unknown extra fields are allowed; write answers echo the raw model, so numbers may be
 * strings and unsent fields null.
 */

export const wireLink = z.looseObject({
  id: wireInt,
  alias: wireText,
  url: z.string(),
  short_url: z.string(),
  title: optionalWireText,
  targets_type: optionalWireText,
  targets: listOf(wireTarget),
  privacy: optionalWireInt,
  /** Whether the statistics password is set (null: the record leaves it out). */
  password: optionalWireFlag,
  redirect_password: optionalWireFlag,
  /** ISO-8601 instants (UTC). */
  active_period_start_at: optionalWireText,
  active_period_end_at: optionalWireText,
  clicks_limit: optionalWireInt,
  expiration_url: optionalWireText,
  clicks: optionalWireInt,
  space: z.optional(z.nullable(wireSpaceSummary)),
  domain: z.optional(z.nullable(wireDomain)),
  pixels: listOf(wirePixel),
  created_at: optionalWireText,
  updated_at: optionalWireText,
});
export type WireLink = z.output<typeof wireLink>;

/** 0 = off, 1 = on, or a count where -1 is unlimited. */
const featureSwitch = z.optional(z.nullable(z.union([z.number(), z.string(), z.boolean()])));

export const wireAccount = z.looseObject({
  timezone: optionalWireText,
  default_domain: optionalWireInt,
  default_space: optionalWireInt,
  default_stats: optionalWireInt,
  plan: z.optional(
    z.nullable(z.looseObject({ features: z.optional(z.nullable(z.record(z.string(), featureSwitch))) })),
  ),
});
export type WireAccount = z.output<typeof wireAccount>;
