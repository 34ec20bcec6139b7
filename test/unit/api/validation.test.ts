import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../lib/api';
import { caught, useReferenceServer } from '../support/reference-server';

const api = useReferenceServer();

/**
 * Input the type system would refuse, as it can arrive from a form, a URL or a message. The
 * `never` type lets it stand where any type is expected.
 */
function untyped(value: unknown): never {
  return value as never;
}

const url = 'https://example.com/page';
type Call = (client: ApiClient) => Promise<unknown>;
interface Rule {
  rule: string;
  field: string;
  failing: Call;
  passing: Call;
}

const rules: Rule[] = [
  {
    rule: 'a link needs a destination URL',
    field: 'destination',
    failing: (c) => c.links.create(untyped({})),
    passing: (c) => c.links.create({ destination: url }),
  },
  {
    rule: 'the destination is a full web address',
    field: 'destination',
    failing: (c) => c.links.create({ destination: 'example dot com' }),
    passing: (c) => c.links.create({ destination: 'http://example.com' }),
  },
  {
    rule: 'aliases use letters, digits, - and _',
    field: 'alias',
    failing: (c) => c.links.create({ destination: url, alias: 'has space' }),
    passing: (c) => c.links.create({ destination: url, alias: 'Has_dash-1' }),
  },
  {
    rule: 'privacy is public, private or password',
    field: 'privacy',
    failing: (c) => c.links.create({ destination: url, privacy: untyped('secret') }),
    passing: (c) => c.links.create({ destination: url, privacy: 'private' }),
  },
  {
    rule: 'password privacy needs a privacy password',
    field: 'privacyPassword',
    failing: (c) => c.links.create({ destination: url, privacy: 'password' }),
    passing: (c) => c.links.create({ destination: url, privacy: 'password', privacyPassword: 'pw' }),
  },
  {
    rule: 'disabled is on or off',
    field: 'disabled',
    failing: (c) => c.links.create({ destination: url, disabled: untyped('yes') }),
    passing: (c) => c.links.create({ destination: url, disabled: false }),
  },
  {
    rule: 'the expiry date is a real calendar date',
    field: 'expiry.date',
    failing: (c) => c.links.create({ destination: url, expiry: { date: '2027-02-29' } }),
    passing: (c) => c.links.create({ destination: url, expiry: { date: '2028-02-29' } }),
  },
  {
    rule: 'the expiry date is written YYYY-MM-DD',
    field: 'expiry.date',
    failing: (c) => c.links.create({ destination: url, expiry: { date: '31/12/2030' } }),
    passing: (c) => c.links.create({ destination: url, expiry: { date: '2030-12-31' } }),
  },
  {
    rule: 'the expiry time is HH:MM up to 23:59',
    field: 'expiry.time',
    failing: (c) => c.links.create({ destination: url, expiry: { date: '2030-12-31', time: '24:00' } }),
    passing: (c) => c.links.create({ destination: url, expiry: { date: '2030-12-31', time: '23:59' } }),
  },
  {
    rule: 'the expiry time starts at 00:00',
    field: 'expiry.time',
    failing: (c) => c.links.create({ destination: url, expiry: { date: '2030-12-31', time: '9:5' } }),
    passing: (c) => c.links.create({ destination: url, expiry: { date: '2030-12-31', time: '00:00' } }),
  },
  {
    rule: 'an expiry time needs a date',
    field: 'expiry.date',
    failing: (c) => c.links.create({ destination: url, expiry: { time: '12:00' } }),
    passing: (c) => c.links.create({ destination: url, expiry: { date: '2030-01-01', time: '12:00' } }),
  },
  {
    rule: 'the click limit is a positive whole number',
    field: 'expiry.clickLimit',
    failing: (c) => c.links.create({ destination: url, expiry: { clickLimit: 0 } }),
    passing: (c) => c.links.create({ destination: url, expiry: { clickLimit: 1 } }),
  },
  {
    rule: 'the click limit is whole',
    field: 'expiry.clickLimit',
    failing: (c) => c.links.create({ destination: url, expiry: { clickLimit: 2.5 } }),
    passing: (c) => c.links.create({ destination: url, expiry: { clickLimit: 2 } }),
  },
  {
    rule: 'the after-expiry address is a URL',
    field: 'expiry.redirectUrl',
    failing: (c) => c.links.create({ destination: url, expiry: { redirectUrl: 'nowhere' } }),
    passing: (c) => c.links.create({ destination: url, expiry: { redirectUrl: 'https://example.com/gone' } }),
  },
  {
    rule: 'targeting is one of the known kinds',
    field: 'targeting.kind',
    failing: (c) => c.links.create({ destination: url, targeting: untyped({ kind: 'geo', rules: [] }) }),
    passing: (c) => c.links.create({ destination: url, targeting: { kind: 'none' } }),
  },
  {
    rule: 'platform keys are exactly the seven platforms',
    field: 'targeting.rules.0.platform',
    failing: (c) =>
      c.links.create({
        destination: url,
        targeting: untyped({ kind: 'platform', rules: [{ platform: 'Mac', destination: url }] }),
      }),
    passing: (c) =>
      c.links.create({
        destination: url,
        targeting: { kind: 'platform', rules: [{ platform: 'OS X', destination: url }] },
      }),
  },
  {
    rule: 'a targeting row needs its key',
    field: 'targeting.rules.0.country',
    failing: (c) =>
      c.links.create({
        destination: url,
        targeting: untyped({ kind: 'country', rules: [{ country: '', destination: url }] }),
      }),
    passing: (c) =>
      c.links.create({
        destination: url,
        targeting: { kind: 'country', rules: [{ country: 'FR', destination: url }] },
      }),
  },
  {
    rule: 'a targeting row needs a destination that is a URL',
    field: 'targeting.rules.1.destination',
    failing: (c) =>
      c.links.create({
        destination: url,
        targeting: {
          kind: 'language',
          rules: [
            { language: 'en', destination: url },
            { language: 'de', destination: 'not a url' },
          ],
        },
      }),
    passing: (c) =>
      c.links.create({
        destination: url,
        targeting: {
          kind: 'language',
          rules: [
            { language: 'en', destination: url },
            { language: 'de', destination: url },
          ],
        },
      }),
  },
  {
    rule: 'rotation needs at least one destination',
    field: 'targeting.rules',
    failing: (c) => c.links.create({ destination: url, targeting: { kind: 'rotation', rules: [] } }),
    passing: (c) =>
      c.links.create({ destination: url, targeting: { kind: 'rotation', rules: [{ destination: url }] } }),
  },
  {
    rule: 'a space colour is 1 to 6',
    field: 'color',
    failing: (c) => c.spaces.create({ name: 'S', color: untyped(7) }),
    passing: (c) => c.spaces.create({ name: 'S', color: 6 }),
  },
  {
    rule: 'a space colour is a whole number',
    field: 'color',
    failing: (c) => c.spaces.create({ name: 'S', color: untyped(2.5) }),
    passing: (c) => c.spaces.create({ name: 'S', color: 2 }),
  },
  {
    rule: 'a space needs a name',
    field: 'name',
    failing: (c) => c.spaces.create({ name: '   ' }),
    passing: (c) => c.spaces.create({ name: 'N' }),
  },
  {
    rule: 'space names are 32 characters at most',
    field: 'name',
    failing: (c) => c.spaces.create({ name: 'x'.repeat(33) }),
    passing: (c) => c.spaces.create({ name: 'x'.repeat(32) }),
  },
  {
    rule: 'links per page are at least 10',
    field: 'perPage',
    failing: (c) => c.links.list({ perPage: 9 }),
    passing: (c) => c.links.list({ perPage: 10 }),
  },
  {
    rule: 'links per page are at most 100',
    field: 'perPage',
    failing: (c) => c.links.list({ perPage: 101 }),
    passing: (c) => c.links.list({ perPage: 100 }),
  },
  {
    rule: 'spaces per page are 10 to 100',
    field: 'perPage',
    failing: (c) => c.spaces.list({ perPage: 5 }),
    passing: (c) => c.spaces.list({ perPage: 50 }),
  },
  {
    rule: 'pages start at 1',
    field: 'page',
    failing: (c) => c.links.list({ page: 0 }),
    passing: (c) => c.links.list({ page: 1 }),
  },
  {
    rule: 'the state filter is all, active, expired or disabled',
    field: 'state',
    failing: (c) => c.links.list({ state: untyped('archived') }),
    passing: (c) => c.links.list({ state: 'expired' }),
  },
  {
    rule: 'search looks in the title, alias or URL',
    field: 'searchIn',
    failing: (c) => c.links.list({ search: 'x', searchIn: untyped('body') }),
    passing: (c) => c.links.list({ search: 'x', searchIn: 'url' }),
  },
  {
    rule: 'links sort by newest, oldest, most or fewest clicks',
    field: 'order',
    failing: (c) => c.links.list({ order: untyped('random') }),
    passing: (c) => c.links.list({ order: 'fewest-clicks' }),
  },
  {
    rule: 'spaces sort by newest or oldest',
    field: 'order',
    failing: (c) => c.spaces.list({ order: untyped('most-clicks') }),
    passing: (c) => c.spaces.list({ order: 'oldest' }),
  },
  {
    rule: 'filters take record ids',
    field: 'spaceId',
    failing: (c) => c.links.list({ spaceId: -3 }),
    passing: (c) => c.links.list({ spaceId: 3 }),
  },
];

describe('validation before sending', () => {
  it.each(rules)('$rule: refused at $field without a request', async ({ field, failing }) => {
    const error = await caught(() => failing(api.client()));
    expect(error.kind).toBe('invalid-input');
    expect(Object.keys(error.fields)).toContain(field);
    expect(error.fields[field]?.[0]).toMatch(/\w/);
    expect(api.server.requests()).toHaveLength(0);
  });

  it.each(rules)('$rule: a valid value is sent and accepted', async ({ passing }) => {
    await expect(passing(api.client())).resolves.toBeDefined();
    expect(api.server.requests()).toHaveLength(1);
  });

  it('reports every failing field at once', async () => {
    const error = await caught(() =>
      api.client().links.create({
        destination: 'nope',
        privacy: 'password',
        expiry: { date: '2030-13-01', clickLimit: -1 },
      }),
    );
    expect(Object.keys(error.fields).sort()).toEqual([
      'destination',
      'expiry.clickLimit',
      'expiry.date',
      'privacyPassword',
    ]);
  });

  it('refuses an update that clears nothing valid, naming the field', async () => {
    const client = api.client();
    const link = await client.links.create({ destination: url });
    api.server.clearRequests();
    const error = await caught(() => client.links.update(link.id, { alias: 'no spaces allowed' }));
    expect(error.fields.alias).toBeDefined();
    expect(api.server.requests()).toHaveLength(0);
  });
});

describe('validation of what only current servers have', () => {
  const current = useReferenceServer({ dialect: 'current' });
  const windowRules: Rule[] = [
    {
      rule: 'a window opens before it closes',
      field: 'expiry.date',
      failing: (c) => c.links.create({ destination: url, expiry: { startDate: '2031-02-01', date: '2031-01-01' } }),
      passing: (c) => c.links.create({ destination: url, expiry: { startDate: '2031-01-01', date: '2031-02-01' } }),
    },
    {
      rule: 'a start needs an end',
      field: 'expiry.date',
      failing: (c) => c.links.create({ destination: url, expiry: { startDate: '2031-01-01' } }),
      passing: (c) => c.links.create({ destination: url, expiry: { date: '2031-01-01' } }),
    },
    {
      rule: 'a start time needs its day',
      field: 'expiry.startDate',
      failing: (c) => c.links.create({ destination: url, expiry: { startTime: '08:00', date: '2031-01-01' } }),
      passing: (c) =>
        c.links.create({
          destination: url,
          expiry: { startDate: '2030-12-31', startTime: '08:00', date: '2031-01-01' },
        }),
    },
    {
      rule: 'at most 100 targeting rules',
      field: 'targeting.rules',
      failing: (c) =>
        c.links.create({
          destination: url,
          targeting: {
            kind: 'rotation',
            rules: Array.from({ length: 101 }, (_, i) => ({ destination: `${url}/${i}` })),
          },
        }),
      passing: (c) =>
        c.links.create({
          destination: url,
          targeting: {
            kind: 'rotation',
            rules: Array.from({ length: 100 }, (_, i) => ({ destination: `${url}/${i}` })),
          },
        }),
    },
    {
      rule: 'aliases may use letters of any script',
      field: 'alias',
      failing: (c) => c.links.create({ destination: url, alias: 'café au lait' }),
      passing: (c) => c.links.create({ destination: url, alias: 'café-au_lait' }),
    },
  ];

  it.each(windowRules)('$rule: refused at $field without a request', async ({ field, failing }) => {
    const error = await caught(() => failing(current.client()));
    expect(error.kind).toBe('invalid-input');
    expect(Object.keys(error.fields)).toContain(field);
    expect(current.server.requests()).toHaveLength(0);
  });

  it.each(windowRules)('$rule: a valid value is sent and accepted', async ({ passing }) => {
    await expect(passing(current.client())).resolves.toBeDefined();
    expect(current.server.requests()).toHaveLength(1);
  });
});
