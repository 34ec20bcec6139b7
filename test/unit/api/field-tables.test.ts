import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type ApiClient, type LinkDraft, type PlanFeature } from '../../../lib/api';
import { DEFAULT_DOMAIN_ID } from '../../server/index';
import { json, startCannedServer, type CannedServer } from './canned-server';
import { caught, DIALECTS, seedOf, TEST_KEY, useReferenceServer, type Dialect } from '../support/reference-server';

/**
 * What each dialect's field tables derive (lib/api/README.md, "Field tables"): requests carry the
 * fields in the table's order, a 422 at any name a request sent lands at the model path of the
 * field that sent it, and a new link leaves out what the server's plan would refuse.
 */

/** A draft with every field a link has (`disabled` only where links can be disabled). */
function everyField(dialect: Dialect): LinkDraft {
  return {
    destination: 'https://example.com/landing',
    domainId: 3,
    alias: 'launch',
    redirectPassword: 'open sesame',
    spaceId: 4,
    pixelIds: [1, 2],
    ...(dialect === 'classic' ? { disabled: true } : {}),
    privacy: 'password',
    privacyPassword: 'stats',
    expiry: {
      ...(dialect === 'current' ? { startDate: '2030-01-02', startTime: '08:15' } : {}),
      date: '2030-01-31',
      time: '18:30',
      clickLimit: 500,
      redirectUrl: 'https://example.com/over',
    },
    targeting: {
      kind: 'country',
      rules: [
        { country: 'US', destination: 'https://example.com/us' },
        { country: 'DE', destination: 'https://example.com/de' },
      ],
    },
  };
}

/** `pixels[]`, `country[0][key]` as Laravel names them in a 422: `pixels.0`, `country.0.key`. */
function laravelNames(params: URLSearchParams): string[] {
  const listed = new Map<string, number>();
  return [...params.keys()].map((name) =>
    name.replace(/\[(\w*)\]/g, (_, index: string) => {
      if (index !== '') return `.${index}`;
      const next = listed.get(name) ?? 0;
      listed.set(name, next + 1);
      return `.${next}`;
    }),
  );
}

async function paramsOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body || new URL(req.url ?? '/', 'http://x').search);
}

describe.each(DIALECTS)('a 422 at what a request sent (%s API)', (dialect: Dialect) => {
  let canned: CannedServer | undefined;
  afterEach(async () => {
    await canned?.close();
    canned = undefined;
  });

  /** The model paths of a 422 that names every parameter the call sent, in the order they were sent. */
  async function pathsOfRefused(call: (client: ApiClient) => Promise<unknown>): Promise<string[]> {
    canned = await startCannedServer((req, res) => {
      void paramsOf(req).then((params) => {
        const message = Object.fromEntries(laravelNames(params).map((name) => [name, [`${name} is wrong.`]]));
        json(res, 422, { message, status: 422 });
      });
    });
    const client = createClient({ serverUrl: canned.url, apiKey: TEST_KEY, dialect, defaultDomainId: 1 });
    return Object.keys((await caught(() => call(client))).fields);
  }

  it("lands at each field of a new link, in the table's order", async () => {
    const paths = await pathsOfRefused((client) => client.links.create(everyField(dialect)));
    const expiry =
      dialect === 'classic'
        ? ['expiry.redirectUrl', 'expiry.date', 'expiry.time', 'expiry.clickLimit']
        : ['expiry.startDate', 'expiry.date', 'expiry.clickLimit', 'expiry.redirectUrl'];
    const key = dialect === 'classic' ? 'country' : 'key';
    expect(paths).toEqual([
      'domainId',
      'destination',
      'alias',
      'redirectPassword',
      'spaceId',
      'pixelIds.0',
      'pixelIds.1',
      ...(dialect === 'classic' ? ['disabled'] : []),
      'privacy',
      'privacyPassword',
      ...expiry,
      'targeting.kind',
      `targeting.rules.0.${key}`,
      'targeting.rules.0.destination',
      `targeting.rules.1.${key}`,
      'targeting.rules.1.destination',
    ]);
  });

  it('lands at the rows of a rotation, which have a destination only', async () => {
    const paths = await pathsOfRefused((client) =>
      client.links.update(1, { targeting: { kind: 'rotation', rules: [{ destination: 'https://example.com/1' }] } }),
    );
    expect(paths).toEqual(['targeting.kind', 'targeting.rules.0.destination']);
  });

  it('lands at the filter of a link list', async () => {
    const paths = await pathsOfRefused((client) =>
      client.links.list({
        search: 'launch',
        searchIn: 'alias',
        ...(dialect === 'classic' ? { state: 'expired' } : {}),
        spaceId: 4,
        domainId: 3,
        pixelId: 2,
        order: 'most-clicks',
        perPage: 25,
        page: 2,
      }),
    );
    expect(paths).toEqual([
      'search',
      'searchIn',
      ...(dialect === 'classic' ? ['state'] : []),
      'spaceId',
      'domainId',
      'pixelId',
      // A current server's order is two names (`sort_by`, `sort`): both land at the order.
      'order',
      'perPage',
      'page',
    ]);
  });

  it('lands at the fields of a space and the filters of its list', async () => {
    expect(await pathsOfRefused((client) => client.spaces.create({ name: 'Work', color: 3 }))).toEqual([
      'name',
      'color',
    ]);
    expect(
      await pathsOfRefused((client) => client.spaces.list({ search: 'w', order: 'oldest', perPage: 10, page: 2 })),
    ).toEqual([
      'search',
      // Sent with every search of a current server, not a filter of the query: kept as the server names it.
      ...(dialect === 'current' ? ['search_by'] : []),
      'order',
      'perPage',
      'page',
    ]);
  });
});

describe('a new link on a current server whose plan switches features off', () => {
  const api = useReferenceServer({
    dialect: 'current',
    plan: {
      features: { spaces: 0, pixels: 0, link_stats: 0, link_password: 0, link_expiration: 0, link_targeting: 0 },
    },
  });
  const featuresOff: PlanFeature[] = ['spaces', 'pixels', 'privacy', 'password', 'expiry', 'targeting'];
  const draft = (): LinkDraft => ({
    ...everyField('current'),
    domainId: DEFAULT_DOMAIN_ID,
    spaceId: 1,
    pixelIds: seedOf('current').pixels.map((pixel) => pixel.id),
    disabled: true,
  });

  it('leaves out the fields of every feature that is off, and what the dialect lacks', async () => {
    const link = await api.client({ featuresOff }).links.create(draft());
    expect(link).toMatchObject({ alias: 'launch', destination: 'https://example.com/landing' });
    expect(api.server.requests()[0]?.params).toEqual(['alias', 'domain_id', 'url']);
  });

  it('is refused at those fields by the server when the client is not told the plan', async () => {
    const refusal = await caught(() => api.client({ featuresOff: [] }).links.create(draft()));
    expect(refusal.kind).toBe('validation');
    expect(Object.keys(refusal.fields)).toEqual(
      expect.arrayContaining(['redirectPassword', 'pixelIds', 'privacy', 'privacyPassword', 'targeting.kind']),
    );
  });
});
