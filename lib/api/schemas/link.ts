import * as z from 'zod/mini';
import { CONTINENTS, DEVICES, MAX_TARGETING_RULES, PLATFORMS, PRIVACY_LEVELS } from '../model/link';
import { LINK_ORDERS, LINK_SEARCH_FIELDS, LINK_STATE_FILTERS } from '../model/link-query';
import { t } from '../../i18n/messages';
import { tCount } from '../../i18n/plural';
import {
  atMostCharacters,
  calendarDate,
  failsWith,
  lazyMessage,
  pageNumber,
  perPage,
  positiveWholeNumber,
  type PlainMessageKey,
  recordId,
  timeOfDay,
  webAddress,
} from './field-rules';

/**
 * The contract's rules for link input, checked before anything is sent. Each schema's output is
 * exactly its model type (test/unit/api/schemas.test.ts holds them together).
 */

const destination = webAddress({
  missing: 'schemaDestinationRequired',
  tooLong: 'schemaDestinationTooLong',
  notAnAddress: 'schemaDestinationNotAddress',
});
const countryCode = z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, failsWith('schemaCountryCode')));
const languageCode = z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, failsWith('schemaLanguageCode')));
/** The keys a field accepts, listed as servers spell them (keys and brand names, never translated). */
const oneOf = (keys: readonly string[]) => lazyMessage(() => t('schemaChooseOneOf', { choices: keys.join(', ') }));
const platform = z.enum(PLATFORMS, oneOf(PLATFORMS));
const continent = z.enum(CONTINENTS, failsWith('schemaContinent'));
const browser = z.string().check(z.trim(), z.minLength(1, failsWith('schemaBrowser')));
const device = z.enum(DEVICES, oneOf(DEVICES));
const atLeastOneRule = failsWith('schemaTargetingRulesMin');
const atMostRules = lazyMessage(() => tCount('schemaTargetingRulesMax', MAX_TARGETING_RULES));
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
  z.minLength(1, failsWith('schemaAliasRequired')),
  atMostCharacters(255, failsWith('schemaAliasTooLong')),
  // Laravel's alpha_dash, as both dialects check it: letters and marks of any script, digits, - and _.
  z.regex(/^[\p{L}\p{M}\p{N}_-]+$/u, failsWith('schemaAliasCharacters')),
);
/** A password; `missing` names which one. */
const secret = (missing: PlainMessageKey) =>
  z.string().check(z.minLength(1, failsWith(missing)), atMostCharacters(128, failsWith('schemaPasswordTooLong')));
const redirectPassword = secret('schemaRedirectPasswordRequired');
const privacyPassword = secret('schemaPrivacyPasswordRequired');
const privacy = z.enum(PRIVACY_LEVELS, failsWith('schemaPrivacyChoice'));

const expiry = z.object({
  startDate: z.optional(z.nullable(calendarDate)),
  startTime: z.optional(z.nullable(timeOfDay)),
  date: z.optional(z.nullable(calendarDate)),
  time: z.optional(z.nullable(timeOfDay)),
  clickLimit: z.optional(z.nullable(positiveWholeNumber('schemaClickLimitPositive'))),
  redirectUrl: z.optional(
    z.nullable(
      webAddress({
        missing: 'schemaExpiryRedirectRequired',
        tooLong: 'schemaExpiryRedirectTooLong',
        notAnAddress: 'schemaExpiryRedirectNotAddress',
      }),
    ),
  ),
});

export const linkDraftSchema = z.object({
  destination,
  domainId: z.optional(recordId),
  alias: z.optional(alias),
  redirectPassword: z.optional(redirectPassword),
  spaceId: z.optional(recordId),
  pixelIds: z.optional(z.array(recordId)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(privacy),
  privacyPassword: z.optional(privacyPassword),
  expiry: z.optional(expiry),
  targeting: z.optional(targetingSchema),
});

export const linkChangesSchema = z.object({
  destination: z.optional(destination),
  alias: z.optional(alias),
  redirectPassword: z.optional(z.nullable(redirectPassword)),
  spaceId: z.optional(z.nullable(recordId)),
  pixelIds: z.optional(z.array(recordId)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(privacy),
  privacyPassword: z.optional(z.nullable(privacyPassword)),
  expiry: z.optional(expiry),
  targeting: z.optional(targetingSchema),
});

export const linkListQuerySchema = z.object({
  search: z.optional(z.string()),
  searchIn: z.optional(z.enum(LINK_SEARCH_FIELDS, failsWith('schemaSearchIn'))),
  state: z.optional(z.enum(LINK_STATE_FILTERS, failsWith('schemaStateFilter'))),
  spaceId: z.optional(z.nullable(recordId)),
  domainId: z.optional(recordId),
  pixelId: z.optional(recordId),
  order: z.optional(z.enum(LINK_ORDERS, failsWith('schemaOrder'))),
  perPage: z.optional(perPage),
  page: z.optional(pageNumber),
});
