import { describe, expect, it } from 'vitest';
import type { Account, Link } from '../../../../lib/api';
import { classicDialect } from '../../../../lib/api/classic';
import { classicLinkRecord } from '../../../fixtures/wire/classic-link';
import { accountProblems, linkProblems, pageProblems, spaceProblems } from './invariants';

/** The checkers the properties rely on hold a real record and name each broken promise: they can fail. */

const link = classicDialect.links.readRecord({ data: classicLinkRecord(), status: 200 });

describe('the model invariants', () => {
  it('hold for a link read from a real record', () => {
    expect(linkProblems(link)).toEqual([]);
  });

  it.each<[string, Partial<Link>]>([
    ['id is a positive whole number', { id: 0 }],
    ['id is a positive whole number', { id: 2 ** 60 }],
    ['shortUrl is text', { shortUrl: 5 as unknown as string }],
    ['space.color is one of the six colours', { space: { id: 4, name: 'Team', color: 9 as 1 } }],
    ['expiry.date is a calendar day', { expiry: { ...link.expiry, date: '2030-02-30' } }],
    ['expiry.time is HH:MM', { expiry: { ...link.expiry, time: '24:00' } }],
    ['expiry.time only with a date', { expiry: { ...link.expiry, date: null } }],
    ['clicks is a count', { clicks: -1 }],
    [
      'targeting.rules.0 key is known',
      { targeting: { kind: 'device', rules: [{ device: 'fridge' as 'mobile', destination: 'https://a.example' }] } },
    ],
  ])('name a link whose %s breaks', (rule, change) => {
    expect(linkProblems({ ...link, ...change }).join('\n')).toContain(rule);
  });

  it('name a page and a space that break theirs', () => {
    const space = { id: -1, name: 'A', color: 1 as const, createdAt: null, updatedAt: null };
    expect(spaceProblems(space).join('\n')).toContain('space.id is a positive whole number');
    const page = { items: [space], unreadable: -1, page: 0, lastPage: 1, total: -2, perPage: 10 };
    const problems = pageProblems(page, spaceProblems).join('\n');
    for (const rule of ['items.0.id', 'page.unreadable is a count', 'page.page is a positive', 'page.total is a count'])
      expect(problems).toContain(rule);
  });

  it('name an account that breaks them', () => {
    const account: Account = {
      defaultDomainId: 0,
      defaultSpaceId: null,
      defaultPrivacy: 'public',
      timezone: null,
      featuresOff: ['spaces', 'spaces'],
    };
    const problems = accountProblems(account).join('\n');
    expect(problems).toContain('account.defaultDomainId');
    expect(problems).toContain('account.featuresOff has no repeats');
  });
});
