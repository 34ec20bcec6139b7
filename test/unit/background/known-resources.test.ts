import { describe, expect, it } from 'vitest';
import type { Link } from '../../../lib/api/model/link';
import { apiHandlers } from '../../../entrypoints/background/lists/api-handlers';
import { MAX_KNOWN_DOMAINS, mergeKnownResources } from '../../../entrypoints/background/lists/known-resources';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import { STORAGE } from '../../../lib/storage/registry';
import { storedItem } from '../../../lib/storage/stored-item';
import { TEST_KEY, TEST_SEED, useReferenceServer } from '../support/reference-server';

function linkWith(domainId: number | null, pixelIds: number[]): Link {
  return {
    domain: domainId === null ? null : { id: domainId, name: `d${domainId}.example` },
    pixels: pixelIds.map((id) => ({ id, name: `Pixel ${id}`, type: null })),
  } as Link;
}

describe('merging known domains and pixels', () => {
  it('adds new ones first, keeps one per id, and forgets another server', () => {
    const first = mergeKnownResources(null, 'https://a.example', 'classic', [linkWith(1, [5]), linkWith(1, [5, 6])]);
    expect(first.domains.map((d) => d.id)).toEqual([1]);
    expect(first.pixels.map((p) => p.id)).toEqual([5, 6]);
    const second = mergeKnownResources(first, 'https://a.example', 'classic', [linkWith(2, [])]);
    expect(second.domains.map((d) => d.id)).toEqual([2, 1]);
    const other = mergeKnownResources(second, 'https://b.example', 'classic', [linkWith(9, [])]);
    expect(other).toEqual({
      serverOrigin: 'https://b.example',
      dialect: 'classic',
      domains: [{ id: 9, name: 'd9.example' }],
      pixels: [],
    });
  });

  it('stays bounded', () => {
    const many = Array.from({ length: MAX_KNOWN_DOMAINS + 20 }, (_, i) => linkWith(i + 1, []));
    expect(mergeKnownResources(null, 'https://a.example', 'classic', many).domains).toHaveLength(MAX_KNOWN_DOMAINS);
  });
});

const backend = useReferenceServer();

describe('the background learns domains and pixels from the links it answers', () => {
  it('on create and on list, for the saved server', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    const knownResourcesItem = storedItem(STORAGE.knownResources);
    await apiHandlers['links/create']({ destination: 'https://example.com/a', domainId: TEST_SEED.domains[0].id });
    expect((await knownResourcesItem.getValue())?.domains).toEqual([TEST_SEED.domains[0]]);

    await apiHandlers['links/create']({ destination: 'https://example.com/b', pixelIds: [TEST_SEED.pixels[1].id] });
    const answer = await apiHandlers['links/list']({});
    const known = await knownResourcesItem.getValue();
    expect(known?.serverOrigin).toBe(backend.server.url);
    expect(known?.domains).toEqual([TEST_SEED.domains[0]]);
    expect(known?.pixels).toEqual([{ ...TEST_SEED.pixels[1] }]);
    // Pages get them with the answer, and on request, not through storage.
    expect(answer.resources).toEqual({ domains: known?.domains, pixels: known?.pixels });
    expect(await apiHandlers['resources/list'](null)).toEqual(answer.resources);
  });
});
