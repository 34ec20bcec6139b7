import {
  BROWSERS,
  CONTINENTS,
  DEVICES,
  PLATFORMS,
  PRIVACY_LEVELS,
  TARGETED_KINDS,
  type Account,
  type Domain,
  type Link,
  type LinkTargeting,
  type Pixel,
  PLAN_FEATURES,
  type Space,
  type SpaceSummary,
} from '../../../../lib/api';
import type { Page } from '../../../../lib/api/model/page';

/**
 * What every model value read from a server answer must be, whatever the answer was: the promises
 * the pages and the background build on (an id they can send back, a colour the palette has, a date
 * a date input takes, a targeting key the form offers). Each checker returns the broken promises,
 * worded so a failing property says which field of which value broke which rule; none means the
 * value holds.
 */

type Problems = string[];

const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 1;
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isFlagOrNull = (value: unknown) => value === null || typeof value === 'boolean';

/** A YYYY-MM-DD a date input accepts: a real calendar day. */
function isDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** An HH:MM a time input accepts. */
const isTime = (value: unknown) => typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);

function check(problems: Problems, holds: boolean, what: string, value: unknown): void {
  // JSON.stringify says nothing (undefined) of undefined: a missing field, which is worth naming.
  const shown = JSON.stringify(value) as string | undefined;
  if (!holds) problems.push(`${what}: ${shown ?? 'undefined'}`);
}

function spaceSummaryProblems(space: SpaceSummary, at: string): Problems {
  const problems: Problems = [];
  check(problems, isId(space.id), `${at}.id is a positive whole number`, space.id);
  check(problems, isText(space.name), `${at}.name is text`, space.name);
  check(problems, [1, 2, 3, 4, 5, 6].includes(space.color), `${at}.color is one of the six colours`, space.color);
  return problems;
}

export function spaceProblems(space: Space, at = 'space'): Problems {
  const problems = spaceSummaryProblems(space, at);
  check(problems, isTextOrNull(space.createdAt), `${at}.createdAt is text or null`, space.createdAt);
  check(problems, isTextOrNull(space.updatedAt), `${at}.updatedAt is text or null`, space.updatedAt);
  return problems;
}

export function domainProblems(domain: Domain, at = 'domain'): Problems {
  const problems: Problems = [];
  check(problems, isId(domain.id), `${at}.id is a positive whole number`, domain.id);
  check(problems, isText(domain.name), `${at}.name is text`, domain.name);
  return problems;
}

export function pixelProblems(pixel: Pixel, at = 'pixel'): Problems {
  const problems: Problems = [];
  check(problems, isId(pixel.id), `${at}.id is a positive whole number`, pixel.id);
  check(problems, isText(pixel.name), `${at}.name is text`, pixel.name);
  check(problems, isTextOrNull(pixel.type), `${at}.type is text or null`, pixel.type);
  return problems;
}

/** The closed vocabularies of targeting keys: a key outside them could not be saved again. */
const KEYS_OF: Partial<Record<LinkTargeting['kind'], { field: string; known: readonly string[] }>> = {
  continent: { field: 'continent', known: CONTINENTS },
  platform: { field: 'platform', known: PLATFORMS },
  browser: { field: 'browser', known: BROWSERS },
  device: { field: 'device', known: DEVICES },
};

function targetingProblems(targeting: LinkTargeting): Problems {
  const problems: Problems = [];
  if (targeting.kind === 'none') return problems;
  if (targeting.kind === 'rules-not-reported') {
    check(problems, TARGETED_KINDS.includes(targeting.targetedKind), 'targeting.targetedKind is known', targeting);
    return problems;
  }
  check(problems, TARGETED_KINDS.includes(targeting.kind), 'targeting.kind is known', targeting.kind);
  if (!Array.isArray(targeting.rules)) return [...problems, 'targeting.rules is a list'];
  targeting.rules.forEach((rule: Record<string, unknown>, index) => {
    check(problems, isText(rule.destination), `targeting.rules.${index}.destination is text`, rule.destination);
    const keys = KEYS_OF[targeting.kind];
    if (keys)
      check(problems, keys.known.includes(rule[keys.field] as string), `targeting.rules.${index} key is known`, rule);
    const textKey = targeting.kind === 'country' ? 'country' : targeting.kind === 'language' ? 'language' : null;
    if (textKey) check(problems, isText(rule[textKey]), `targeting.rules.${index}.${textKey} is text`, rule);
  });
  return problems;
}

export function linkProblems(link: Link, at = 'link'): Problems {
  const problems: Problems = [];
  check(problems, isId(link.id), `${at}.id is a positive whole number`, link.id);
  for (const field of ['alias', 'destination', 'shortUrl'] as const)
    check(problems, isText(link[field]), `${at}.${field} is text`, link[field]);
  for (const field of ['title', 'createdAt', 'updatedAt'] as const)
    check(problems, isTextOrNull(link[field]), `${at}.${field} is text or null`, link[field]);
  if (link.space !== null) problems.push(...spaceSummaryProblems(link.space, `${at}.space`));
  if (link.domain !== null) problems.push(...domainProblems(link.domain, `${at}.domain`));
  if (Array.isArray(link.pixels))
    link.pixels.forEach((pixel, i) => problems.push(...pixelProblems(pixel, `${at}.pixels.${i}`)));
  else problems.push(`${at}.pixels is a list`);
  check(problems, typeof link.disabled === 'boolean', `${at}.disabled is a flag`, link.disabled);
  check(problems, PRIVACY_LEVELS.includes(link.privacy), `${at}.privacy is a privacy level`, link.privacy);
  check(problems, isFlagOrNull(link.hasRedirectPassword), `${at}.hasRedirectPassword`, link.hasRedirectPassword);
  check(problems, isFlagOrNull(link.hasPrivacyPassword), `${at}.hasPrivacyPassword`, link.hasPrivacyPassword);
  check(problems, isCount(link.clicks), `${at}.clicks is a count`, link.clicks);
  const { expiry } = link;
  for (const field of ['startDate', 'date'] as const)
    check(
      problems,
      expiry[field] === null || isDate(expiry[field]),
      `${at}.expiry.${field} is a calendar day`,
      expiry[field],
    );
  for (const field of ['startTime', 'time'] as const)
    check(problems, expiry[field] === null || isTime(expiry[field]), `${at}.expiry.${field} is HH:MM`, expiry[field]);
  check(problems, expiry.time === null || expiry.date !== null, `${at}.expiry.time only with a date`, expiry);
  check(
    problems,
    expiry.startTime === null || expiry.startDate !== null,
    `${at}.expiry.startTime only with a start`,
    expiry,
  );
  check(
    problems,
    expiry.clickLimit === null || isCount(expiry.clickLimit),
    `${at}.expiry.clickLimit`,
    expiry.clickLimit,
  );
  check(problems, isTextOrNull(expiry.redirectUrl), `${at}.expiry.redirectUrl is text or null`, expiry.redirectUrl);
  problems.push(...targetingProblems(link.targeting));
  return problems;
}

export function pageProblems<T>(page: Page<T>, itemProblems: (item: T, at: string) => Problems): Problems {
  const problems: Problems = [];
  if (!Array.isArray(page.items)) return ['page.items is a list'];
  page.items.forEach((item, index) => problems.push(...itemProblems(item, `items.${index}`)));
  check(problems, isCount(page.unreadable), 'page.unreadable is a count', page.unreadable);
  check(problems, isId(page.page), 'page.page is a positive whole number', page.page);
  check(problems, isId(page.lastPage), 'page.lastPage is a positive whole number', page.lastPage);
  check(problems, isCount(page.total), 'page.total is a count', page.total);
  check(problems, isId(page.perPage), 'page.perPage is a positive whole number', page.perPage);
  return problems;
}

export function accountProblems(account: Account): Problems {
  const problems: Problems = [];
  const { defaultDomainId, defaultSpaceId } = account;
  check(problems, defaultDomainId === null || isId(defaultDomainId), 'account.defaultDomainId', defaultDomainId);
  check(problems, defaultSpaceId === null || isId(defaultSpaceId), 'account.defaultSpaceId', defaultSpaceId);
  check(problems, PRIVACY_LEVELS.includes(account.defaultPrivacy), 'account.defaultPrivacy', account.defaultPrivacy);
  check(problems, isTextOrNull(account.timezone), 'account.timezone is text or null', account.timezone);
  const off = account.featuresOff;
  check(problems, Array.isArray(off) && off.every((f) => PLAN_FEATURES.includes(f)), 'account.featuresOff', off);
  check(problems, new Set(off).size === off.length, 'account.featuresOff has no repeats', off);
  return problems;
}
