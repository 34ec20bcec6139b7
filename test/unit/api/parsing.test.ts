import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../lib/api';
import { classicLinkRecord } from '../../fixtures/wire/classic-link';
import { json, startCannedServer, type CannedServer } from './canned-server';
import { TEST_KEY } from '../support/reference-server';

/** Answers in the shapes real servers give (lib/api/README.md, "Wire facts"), served over real HTTP. */
let canned: CannedServer | undefined;
afterEach(async () => {
  await canned?.close();
  canned = undefined;
});

async function clientAnswering(status: number, body: unknown) {
  canned = await startCannedServer((_req, res) => json(res, status, body));
  return createClient({ serverUrl: canned.url, apiKey: TEST_KEY });
}

describe('tolerant parsing', () => {
  it('reads a write answer: 201, numeric strings, nulls, extra fields and targets as an object', async () => {
    const record = classicLinkRecord({
      space: { id: '4', name: 'Team', color: '5', extra: true },
      some_future_field: { nested: [1, 2] },
    });
    const client = await clientAnswering(201, { data: record, status: 200 });
    const link = await client.links.create({ destination: 'https://example.com/a' });
    expect(link).toEqual({
      id: 17,
      alias: '12345',
      destination: 'https://example.com/a',
      shortUrl: 'https://s.example/12345',
      title: null,
      space: { id: 4, name: 'Team', color: 5 },
      domain: null,
      pixels: [{ id: 2, name: 'Pix', type: 'facebook' }],
      disabled: false,
      privacy: 'public',
      hasRedirectPassword: false,
      hasPrivacyPassword: false,
      expiry: {
        startDate: null,
        startTime: null,
        date: '2030-01-02',
        time: '08:15',
        clickLimit: 25,
        redirectUrl: null,
      },
      targeting: {
        kind: 'language',
        rules: [
          { language: 'en', destination: 'https://example.com/en' },
          { language: 'de', destination: 'https://example.com/de' },
        ],
      },
      clicks: 0,
      createdAt: '2026-11-20T10:00:00.000000Z',
      updatedAt: null,
    });
  });

  it("reads a current server's raw-model echo: nulls for unsent fields, numbers as strings, targets as an object", async () => {
    // The create answer seen on a running server (lib/api/README.md), with a window and dropped rows.
    const record = {
      id: 1,
      alias: '96388',
      url: 'http://127.0.0.1:8099/page.html',
      short_url: 'http://127.0.0.1:8088/96388',
      title: null,
      targets_type: 'countries',
      targets: {
        '0': { key: 'US', value: 'https://example.com/us' },
        '2': { key: 'DE', value: 'https://example.com/de' },
      },
      last_rotation: null,
      sensitive_content: null,
      privacy: null,
      password: false,
      redirect_password: true,
      active_period_start_at: '2030-01-02T08:15:00.000000Z',
      active_period_end_at: '2030-01-31T18:30:00.000000Z',
      clicks_limit: '25',
      expiration_url: null,
      clicks: null,
      space: null,
      domain: { id: '1', name: '127.0.0.1', index_page: null, not_found_page: null, user_id: 0 },
      pixels: [],
      expires_at: null,
      created_at: '2026-11-20T23:11:06.000000Z',
      updated_at: '2026-11-20T23:11:06.000000Z',
    };
    canned = await startCannedServer((_req, res) => json(res, 201, { data: record, status: 200 }));
    const client = createClient({ serverUrl: canned.url, apiKey: TEST_KEY, dialect: 'current', defaultDomainId: 1 });
    const link = await client.links.create({ destination: 'http://127.0.0.1:8099/page.html' });
    const local = (iso: string) => {
      const at = new Date(iso);
      const two = (n: number) => String(n).padStart(2, '0');
      return [
        `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
        `${two(at.getHours())}:${two(at.getMinutes())}`,
      ];
    };
    const [startDate, startTime] = local(record.active_period_start_at);
    const [date, time] = local(record.active_period_end_at);
    expect(link).toMatchObject({
      id: 1,
      alias: '96388',
      domain: { id: 1, name: '127.0.0.1' },
      privacy: 'public',
      hasRedirectPassword: true,
      hasPrivacyPassword: false,
      disabled: false,
      expiry: { startDate, startTime, date, time, clickLimit: 25, redirectUrl: null },
      targeting: {
        kind: 'country',
        rules: [
          { country: 'US', destination: 'https://example.com/us' },
          { country: 'DE', destination: 'https://example.com/de' },
        ],
      },
      clicks: 0,
    });
  });

  it('reads an `ends_at` date-time: as written without an offset, as a local instant with one', async () => {
    const endOf = async (endsAt: string) => {
      const record = classicLinkRecord({ expiration_date: null, expiration_time: null, ends_at: endsAt });
      const client = await clientAnswering(200, { data: record, status: 200 });
      const { date, time } = (await client.links.get(17)).expiry;
      await canned?.close();
      canned = undefined;
      return { date, time };
    };
    expect(await endOf('2030-07-01 12:30:00')).toEqual({ date: '2030-07-01', time: '12:30' });
    expect(await endOf('2030-07-01')).toEqual({ date: '2030-07-01', time: null });
    const instant = new Date('2030-07-01T10:30:00Z');
    const two = (n: number) => String(n).padStart(2, '0');
    expect(await endOf('2030-07-01T12:30:00.000000+02:00')).toEqual({
      date: `${instant.getFullYear()}-${two(instant.getMonth() + 1)}-${two(instant.getDate())}`,
      time: `${two(instant.getHours())}:${two(instant.getMinutes())}`,
    });
  });

  it('reads secrets a record leaves out as unknown, and rows it leaves out as not reported', async () => {
    const { password: _p, privacy_password: _pp, targets: _t, ...bare } = classicLinkRecord();
    const client = await clientAnswering(200, { data: bare, status: 200 });
    const link = await client.links.get(17);
    expect([link.hasRedirectPassword, link.hasPrivacyPassword]).toEqual([null, null]);
    expect(link.targeting).toEqual({ kind: 'rules-not-reported', targetedKind: 'language' });
  });

  it('reads a current record that leaves secrets and rows out the same way', async () => {
    const record = {
      id: 3,
      alias: 'kept',
      url: 'https://example.com/',
      short_url: 'https://s.example/kept',
      targets_type: 'operating_systems',
      targets: null,
      privacy: 2,
    };
    canned = await startCannedServer((_req, res) => json(res, 200, { data: record, status: 200 }));
    const client = createClient({ serverUrl: canned.url, apiKey: TEST_KEY, dialect: 'current', defaultDomainId: 1 });
    const link = await client.links.get(3);
    expect([link.hasRedirectPassword, link.hasPrivacyPassword]).toEqual([null, null]);
    expect(link.targeting).toEqual({ kind: 'rules-not-reported', targetedKind: 'platform' });
  });

  it('reads a space whose colour came back as a string', async () => {
    const client = await clientAnswering(201, { data: { id: 3, name: 'S', color: '3', user_id: '1' }, status: 200 });
    expect(await client.spaces.create({ name: 'S', color: 3 })).toEqual({
      id: 3,
      name: 'S',
      color: 3,
      createdAt: null,
      updatedAt: null,
    });
  });

  it('reads Laravel pagination with string numbers and null from/to', async () => {
    const client = await clientAnswering(200, {
      data: [],
      links: { first: 'x', last: 'x', prev: null, next: null },
      meta: { current_page: '3', from: null, last_page: '2', per_page: '25', to: null, total: '40', links: [] },
      status: 200,
    });
    expect(await client.spaces.list({ page: 3 })).toEqual({
      items: [],
      unreadable: 0,
      page: 3,
      lastPage: 2,
      total: 40,
      perPage: 25,
    });
  });

  it('reads a bare list without pagination as a single page', async () => {
    const client = await clientAnswering(200, [{ id: 1, name: 'A', color: 2 }]);
    const page = await client.spaces.list();
    expect(page).toMatchObject({ page: 1, lastPage: 1, total: 1 });
    expect(page.items[0]).toMatchObject({ id: 1, name: 'A', color: 2 });
  });

  it('accepts a delete answer with no body', async () => {
    canned = await startCannedServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(createClient({ serverUrl: canned.url, apiKey: TEST_KEY }).links.remove(5)).resolves.toBeUndefined();
  });
});
