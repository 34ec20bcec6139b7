import { describe, expect, it } from 'vitest';
import type { Space } from '../../../lib/api/model/space';
import { spaceChangesBetween } from '../../../entrypoints/options/spaces/space-changes';

const work: Space = { id: 3, name: 'Work', color: 2, createdAt: null, updatedAt: null };

describe('space changes', () => {
  it('is empty when nothing changed (surrounding spaces do not count)', () => {
    expect(spaceChangesBetween(work, { name: ' Work ', color: 2 })).toEqual({});
  });
  it('holds only the changed fields', () => {
    expect(spaceChangesBetween(work, { name: 'Work', color: 6 })).toEqual({ color: 6 });
    expect(spaceChangesBetween(work, { name: 'Clients', color: 2 })).toEqual({ name: 'Clients' });
  });
});
