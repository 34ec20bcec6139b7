import type { ApiClient } from '../../../lib/api/client';
import type { ReferenceServer } from '../../server/index';
import { laravelTimestamp } from '../../server/time';
import { SAMPLE_SITE, type SampleData } from './sample-data';
import { CLICK_DAYS, sampleClicks } from './sample-clicks';

const DAY_MS = 86_400_000;

/** The sample's spaces and links on the server, with their visitors; answers the links' ids by alias. */
export async function seedServer(
  server: ReferenceServer,
  client: ApiClient,
  sample: SampleData,
): Promise<Map<string, number>> {
  const spaces = new Map<string, number>();
  for (const { name, color } of sample.spaces) spaces.set(name, (await client.spaces.create({ name, color })).id);
  const made = new Map<string, number>();
  const now = Date.now();
  for (const [index, link] of sample.links.entries()) {
    const spaceId = link.space === null ? undefined : spaces.get(link.space);
    const created = await client.links.create({ destination: SAMPLE_SITE + link.path, alias: link.alias, spaceId });
    made.set(link.alias, created.id);
    // Made over the months before their visitors came: the server stamps a link with the moment
    // it is created, so its answers give these links their earlier days instead.
    const madeAt = laravelTimestamp(now - (CLICK_DAYS + 5 + (sample.links.length - index) * 11) * DAY_MS);
    server.overrideRecord('links', created.id, { created_at: madeAt, updated_at: madeAt });
  }
  const visited = sample.links.map((link) => ({ id: made.get(link.alias) ?? 0, visits: link.visits }));
  server.seedClicks(sampleClicks(visited, sample, now));
  return made;
}
