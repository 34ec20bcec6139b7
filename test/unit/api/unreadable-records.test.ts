import { describe, expect, it } from 'vitest';
import { caught, DIALECTS, useReferenceServer, type Dialect } from '../support/reference-server';

/**
 * A list answer with one record of unexpected shape (the reference server's `overrideRecord`)
 * still lists the others and counts the one left out; reading that record alone is refused.
 */
describe.each(DIALECTS)('a list with a record of unexpected shape (%s API)', (dialect: Dialect) => {
  const api = useReferenceServer({ dialect });

  it('lists the other links and counts the odd one as unreadable; showing it is refused', async () => {
    const client = api.client();
    const create = (alias: string) => client.links.create({ destination: `https://${alias}.example.org/`, alias });
    const [first, odd, last] = [await create('first'), await create('odd'), await create('last')];
    api.server.overrideRecord('links', odd.id, { id: 'x' });
    const page = await client.links.list();
    const ids = page.items.map((link) => link.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, last.id]));
    expect(ids).not.toContain(odd.id);
    expect(page.unreadable).toBe(1);

    api.server.overrideRecord('links', last.id, { url: 42 });
    const fewer = await client.links.list();
    expect(fewer.items.map((link) => link.id)).toContain(first.id);
    expect(fewer.unreadable).toBe(2);
    expect((await caught(() => client.links.get(last.id))).kind).toBe('bad-response');
  });

  it('lists the other spaces and counts the odd one as unreadable', async () => {
    const client = api.client();
    const kept = await client.spaces.create({ name: 'Kept' });
    const odd = await client.spaces.create({ name: 'Odd' });
    api.server.overrideRecord('spaces', odd.id, { name: ['not', 'text'] });
    const page = await client.spaces.list();
    expect(page.items.map((space) => space.id)).toContain(kept.id);
    expect(page.items.map((space) => space.id)).not.toContain(odd.id);
    expect(page.unreadable).toBe(1);
    expect((await caught(() => client.spaces.get(odd.id))).kind).toBe('bad-response');
  });
});
