import * as z from 'zod/mini';
import { CONTINENTS, DEVICES, MAX_TARGETING_RULES, PLATFORMS, PRIVACY_LEVELS } from '../model/link';
import { LINK_ORDERS, LINK_SEARCH_FIELDS, LINK_STATE_FILTERS } from '../model/link-query';
import { calendarDate, pageNumber, perPage, positiveWholeNumber, recordId, timeOfDay, webAddress } from './field-rules';

/**
 * The contract's rules for link input, checked before anything is sent. Each schema's output is
 * exactly its model type (test/unit/api/schemas.test.ts holds them together).
 */

const destination = webAddress('a destination URL');
const countryCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Choose a country (two-letter code, e.g. US).'));
const languageCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Choose a language (two-letter code, e.g. en).'));
const platform = z.enum(PLATFORMS, { error: `Choose one of: ${PLATFORMS.join(', ')}.` });
const continent = z.enum(CONTINENTS, { error: 'Choose a continent.' });
const browser = z.string().check(z.trim(), z.minLength(1, 'Choose a browser.'));
const device = z.enum(DEVICES, { error: `Choose one of: ${DEVICES.join(', ')}.` });
const atLeastOneRule = 'Add at least one destination, or turn targeting off.';
const atMostRules = `A link has at most ${MAX_TARGETING_RULES} targeting rules.`;
/** Between one rule and the most any server keeps. */
const rulesOf = <T extends z.ZodMiniType>(rule: T) =>
  z.array(rule).check(z.minLength(1, atLeastOneRule), z.maxLength(MAX_TARGETING_RULES, atMostRules));

const targetingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('continent'), rules: rulesOf(z.object({ continent, destination })) }),
  z.object({ kind: z.literal('country'), rules: rulesOf(z.object({ country: countryCode, destination })) }),
  z.object({ kind: z.literal('platform'), rules: rulesOf(z.object({ platform, destination })) }),
  z.object({ kind: z.literal('browser'), rules: rulesOf(z.object({ browser, destination })) }),
  z.object({ kind: z.literal('language'), rules: rulesOf(z.object({ language: languageCode, destination })) }),
  z.object({ kind: z.literal('device'), rules: rulesOf(z.object({ device, destination })) }),
  z.object({ kind: z.literal('rotation'), rules: rulesOf(z.object({ destination })) }),
]);

const alias = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter an alias, or leave it out to get a generated one.'),
  z.maxLength(255, 'Aliases are 255 characters at most.'),
  // Laravel's alpha_dash, as both dialects check it: letters and marks of any script, digits, - and _.
  z.regex(/^[\p{L}\p{M}\p{N}_-]+$/u, 'Use only letters, digits, "-" and "_" in the alias.'),
);
const secret = (what: string) =>
  z.string().check(z.minLength(1, `Enter ${what}.`), z.maxLength(128, 'Passwords are 128 characters at most.'));
const privacy = z.enum(PRIVACY_LEVELS, { error: 'Choose public, private or password.' });

const expiry = z.object({
  startDate: z.optional(z.nullable(calendarDate)),
  startTime: z.optional(z.nullable(timeOfDay)),
  date: z.optional(z.nullable(calendarDate)),
  time: z.optional(z.nullable(timeOfDay)),
  clickLimit: z.optional(z.nullable(positiveWholeNumber('the click limit'))),
  redirectUrl: z.optional(z.nullable(webAddress('the address to send visitors to after expiry'))),
});

export const linkDraftSchema = z.object({
  destination,
  domainId: z.optional(recordId),
  alias: z.optional(alias),
  redirectPassword: z.optional(secret('a password')),
  spaceId: z.optional(recordId),
  pixelIds: z.optional(z.array(recordId)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(privacy),
  privacyPassword: z.optional(secret('the statistics password')),
  expiry: z.optional(expiry),
  targeting: z.optional(targetingSchema),
});

export const linkChangesSchema = z.object({
  destination: z.optional(destination),
  alias: z.optional(alias),
  redirectPassword: z.optional(z.nullable(secret('a password'))),
  spaceId: z.optional(z.nullable(recordId)),
  pixelIds: z.optional(z.array(recordId)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(privacy),
  privacyPassword: z.optional(z.nullable(secret('the statistics password'))),
  expiry: z.optional(expiry),
  targeting: z.optional(targetingSchema),
});

export const linkListQuerySchema = z.object({
  search: z.optional(z.string()),
  searchIn: z.optional(z.enum(LINK_SEARCH_FIELDS, { error: 'Search in the title, the alias or the URL.' })),
  state: z.optional(z.enum(LINK_STATE_FILTERS, { error: 'Show all, active, expired or disabled links.' })),
  spaceId: z.optional(z.nullable(recordId)),
  domainId: z.optional(recordId),
  pixelId: z.optional(recordId),
  order: z.optional(z.enum(LINK_ORDERS, { error: 'Choose one of the listed orders.' })),
  perPage: z.optional(perPage),
  page: z.optional(pageNumber),
});
