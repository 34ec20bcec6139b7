import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../../lib/api';
import { caught, DIALECTS, OTHER_KEY, useReferenceServer, type Dialect } from '../support/reference-server';

describe.each(DIALECTS)('spaces over HTTP (%s API)', (dialect: Dialect) => {
  const api = useReferenceServer({ dialect });
  const sortParams = (order: 'asc' | 'desc'): Record<string, string> =>
    dialect === 'current' ? { sort_by: 'id', sort: order } : { sort: order };

  it('creates a space with a colour and reads it back', async () => {
    const client = api.client();
    const created = await client.spaces.create({ name: 'Campaigns', color: 3 });
    expect(created).toMatchObject({ name: 'Campaigns', color: 3 });
    expect(created.id).toBeGreaterThan(0);
    expect(await client.spaces.get(created.id)).toMatchObject({ id: created.id, name: 'Campaigns', color: 3 });
    const [request] = api.server.requests();
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.form).toEqual({ name: 'Campaigns', color: '3' });
  });

  it('gives a new space colour 1 when none is chosen', async () => {
    const created = await api.client().spaces.create({ name: 'Plain' });
    expect(created.color).toBe(1);
    expect(api.server.requests()[0]?.form).toEqual({ name: 'Plain' });
  });

  it('renames and recolours, sending only what changed', async () => {
    const client = api.client();
    const space = await client.spaces.create({ name: 'Old', color: 2 });
    api.server.clearRequests();
    const renamed = await client.spaces.update(space.id, { name: 'New' });
    expect(renamed).toMatchObject({ name: 'New', color: 2 });
    expect(api.server.requests()[0]?.form).toEqual({ name: 'New' });
    const recoloured = await client.spaces.update(space.id, { color: 6 });
    expect(recoloured).toMatchObject({ name: 'New', color: 6 });
  });

  it('deletes a space, and its links with it', async () => {
    const client = api.client();
    const space = await client.spaces.create({ name: 'Doomed' });
    const link = await client.links.create({ destination: 'https://example.com/a', spaceId: space.id });
    await client.spaces.remove(space.id);
    expect((await caught(() => client.spaces.get(space.id))).kind).toBe('not-found');
    expect((await caught(() => client.links.get(link.id))).kind).toBe('not-found');
  });

  it('searches by name, sorts both ways and pages', async () => {
    const client = api.client();
    for (let i = 1; i <= 12; i++) await client.spaces.create({ name: `Team ${String(i).padStart(2, '0')}` });
    await client.spaces.create({ name: 'Other' });

    const found = await client.spaces.list({ search: 'team', perPage: 10 });
    expect(found.total).toBe(12);
    expect(found.lastPage).toBe(2);
    expect(found.items).toHaveLength(10);
    expect(found.items.every((s) => s.name.startsWith('Team'))).toBe(true);

    const newest = await client.spaces.list({ order: 'newest', perPage: 10 });
    expect(newest.items[0]?.name).toBe('Other');
    const oldest = await client.spaces.list({ order: 'oldest', perPage: 10 });
    expect(oldest.items[0]?.name).toBe('Team 01');

    const second = await client.spaces.list({ search: 'team', order: 'oldest', perPage: 10, page: 2 });
    expect(second.page).toBe(2);
    expect(second.items.map((s) => s.name)).toEqual(['Team 11', 'Team 12']);
    expect(api.server.requests().at(-1)?.query).toEqual({
      search: 'team',
      ...(dialect === 'current' ? { search_by: 'name' } : {}),
      ...sortParams('asc'),
      per_page: '10',
      page: '2',
    });
  });

  it('sorts by name where the server can', async () => {
    const profile = {
      serverOrigin: 'http://127.0.0.1',
      dialect,
      source: 'detected',
      checkedAt: 0,
      account: null,
    } as const;
    expect(capabilitiesOf(profile).spaceOrders.includes('name-asc')).toBe(dialect === 'current');
    const client = api.client();
    for (const name of ['Mango', 'apple', 'Zebra']) await client.spaces.create({ name });
    if (dialect === 'classic') {
      expect((await caught(() => client.spaces.list({ order: 'name-asc' }))).kind).toBe('invalid-input');
      return;
    }
    expect((await client.spaces.list({ order: 'name-asc' })).items.map((s) => s.name)).toEqual([
      'apple',
      'Mango',
      'Zebra',
    ]);
    expect((await client.spaces.list({ order: 'name-desc' })).items.map((s) => s.name)).toEqual([
      'Zebra',
      'Mango',
      'apple',
    ]);
  });

  it('answers an empty page past the end', async () => {
    const client = api.client();
    await client.spaces.create({ name: 'Only' });
    const page = await client.spaces.list({ page: 5 });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(1);
  });

  it('keeps accounts apart: another key cannot see a space', async () => {
    const space = await api.client().spaces.create({ name: 'Mine' });
    const other = api.client({ apiKey: OTHER_KEY });
    expect((await caught(() => other.spaces.get(space.id))).kind).toBe('not-found');
    expect((await other.spaces.list()).total).toBe(0);
  });

  it('reports a duplicate name at the name field', async () => {
    const client = api.client();
    await client.spaces.create({ name: 'Twice' });
    const error = await caught(() => client.spaces.create({ name: 'Twice' }));
    expect(error.kind).toBe('validation');
    expect(Object.keys(error.fields)).toEqual(['name']);
  });
});
