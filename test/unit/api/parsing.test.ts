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
      expiry: { date: '2030-01-02', time: '08:15', clickLimit: 25, redirectUrl: null },
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
    expect(await client.spaces.list({ page: 3 })).toEqual({ items: [], page: 3, lastPage: 2, total: 40, perPage: 25 });
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
