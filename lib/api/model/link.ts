import * as z from 'zod/mini';
import type { SpaceSummary } from './space';
import { calendarDate, positiveWholeNumber, recordId, timeOfDay, webAddress } from './rules';

import { PLATFORMS, PRIVACY_LEVELS, type Platform, type Privacy } from './link-choices';

export * from './link-choices';

/** Where visitors are sent, depending on who they are (or in turn, for rotation). */
export type Targeting =
  | { kind: 'none' }
  | { kind: 'country'; rules: { country: string; destination: string }[] }
  | { kind: 'platform'; rules: { platform: Platform; destination: string }[] }
  | { kind: 'language'; rules: { language: string; destination: string }[] }
  | { kind: 'rotation'; rules: { destination: string }[] };

export interface Expiry {
  /** YYYY-MM-DD */
  date: string | null;
  /** HH:MM, on `date` */
  time: string | null;
  /** The link expires once it has been clicked this many times. */
  clickLimit: number | null;
  /** Where visitors go once the link has expired. */
  redirectUrl: string | null;
}

export type LinkState = 'active' | 'expired' | 'disabled';

export interface Domain {
  id: number;
  name: string;
}

export interface Pixel {
  id: number;
  name: string;
  type: string | null;
}

export interface Link {
  id: number;
  alias: string;
  destination: string;
  shortUrl: string;
  /** Fetched by the server from the destination page; may be missing. */
  title: string | null;
  space: SpaceSummary | null;
  domain: Domain | null;
  pixels: Pixel[];
  disabled: boolean;
  privacy: Privacy;
  /** Whether visitors must enter a password before being redirected (the value is never returned). */
  hasRedirectPassword: boolean;
  /** Whether the statistics page has a password set (privacy `password`). */
  hasPrivacyPassword: boolean;
  expiry: Expiry;
  targeting: Targeting;
  clicks: number;
  createdAt: string | null;
  updatedAt: string | null;
}

const destination = webAddress('a destination URL');
const countryCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Choose a country (two-letter code, e.g. US).'));
const languageCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Choose a language (two-letter code, e.g. en).'));
const platform = z.enum(PLATFORMS, { error: `Choose one of: ${PLATFORMS.join(', ')}.` });
const atLeastOneRule = 'Add at least one destination, or turn targeting off.';

const targetingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('country'),
    rules: z.array(z.object({ country: countryCode, destination })).check(z.minLength(1, atLeastOneRule)),
  }),
  z.object({
    kind: z.literal('platform'),
    rules: z.array(z.object({ platform, destination })).check(z.minLength(1, atLeastOneRule)),
  }),
  z.object({
    kind: z.literal('language'),
    rules: z.array(z.object({ language: languageCode, destination })).check(z.minLength(1, atLeastOneRule)),
  }),
  z.object({
    kind: z.literal('rotation'),
    rules: z.array(z.object({ destination })).check(z.minLength(1, atLeastOneRule)),
  }),
]);

const alias = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter an alias, or leave it out to get a generated one.'),
    z.maxLength(255, 'Aliases are 255 characters at most.'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Use only letters, digits, "-" and "_" in the alias.'),
  );
const secret = (what: string) =>
  z.string().check(z.minLength(1, `Enter ${what}.`), z.maxLength(128, 'Passwords are 128 characters at most.'));

const expiryFields = {
  date: z.optional(z.nullable(calendarDate)),
  time: z.optional(z.nullable(timeOfDay)),
  clickLimit: z.optional(z.nullable(positiveWholeNumber('the click limit'))),
  redirectUrl: z.optional(z.nullable(webAddress('the address to send visitors to after expiry'))),
};

/** What the user asks for when creating a link. Absent fields take the server's defaults. */
export const linkDraftSchema = z.object({
  destination,
  domainId: z.optional(recordId),
  alias: z.optional(alias),
  redirectPassword: z.optional(secret('a password')),
  spaceId: z.optional(recordId),
  pixelIds: z.optional(z.array(recordId)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(z.enum(PRIVACY_LEVELS, { error: 'Choose public, private or password.' })),
  privacyPassword: z.optional(secret('the statistics password')),
  expiry: z.optional(z.object(expiryFields)),
  targeting: z.optional(targetingSchema),
});
export type LinkDraft = z.output<typeof linkDraftSchema>;

/**
 * What changes on an existing link. Absent = unchanged; `null` = cleared.
 * The domain cannot change after creation.
 */
export const linkChangesSchema = z.object({
  destination: z.optional(destination),
  alias: z.optional(alias),
  redirectPassword: z.optional(z.nullable(secret('a password'))),
  spaceId: z.optional(z.nullable(recordId)),
  pixelIds: z.optional(z.array(recordId)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(z.enum(PRIVACY_LEVELS, { error: 'Choose public, private or password.' })),
  privacyPassword: z.optional(z.nullable(secret('the statistics password'))),
  expiry: z.optional(z.object(expiryFields)),
  targeting: z.optional(targetingSchema),
});
export type LinkChanges = z.output<typeof linkChangesSchema>;
