import { describe, expect, it } from 'vitest';
import { exportOf, keepOf } from '@/entrypoints/options/links/export-filter';
import { DEFAULT_LINK_VIEW } from '@/entrypoints/options/links/link-view';
import { capabilitiesFor, sampleLink } from '../link-form/fixtures';

/** What an export of the Links list asks for: the list's own query, every page of it. */
describe('the export of a Links view', () => {
  const view = {
    ...DEFAULT_LINK_VIEW,
    search: ' sale ',
    searchIn: 'alias' as const,
    state: 'disabled' as const,
    spaceId: 4,
    order: 'oldest' as const,
    perPage: 10 as const,
    page: 3,
  };
  const disabled = sampleLink({ id: 1, disabled: true });
  const active = sampleLink({
    id: 2,
    disabled: false,
    expiry: { ...sampleLink().expiry, date: null, clickLimit: null },
  });

  it("asks the list's filter and order without its paging, the largest page the server takes", () => {
    const { filter, perPage } = exportOf(view, capabilitiesFor('classic'));
    expect(filter).toEqual({ search: 'sale', searchIn: 'alias', state: 'disabled', spaceId: 4, order: 'oldest' });
    expect(perPage).toBe(100);
  });

  it('names a state the server cannot filter by, and picks it from the answers as the list does', () => {
    const { filter, state } = exportOf({ ...view, state: 'expired' }, capabilitiesFor('current'));
    expect(filter).toMatchObject({ state: 'expired' });
    const keep = keepOf(state, new Date());
    expect(keep(sampleLink({ expiry: { ...sampleLink().expiry, date: '2001-01-01' } }))).toBe(true);
    expect(keep(active)).toBe(false);
    expect(keepOf(exportOf(DEFAULT_LINK_VIEW, capabilitiesFor('current')).state, new Date())(disabled)).toBe(true);
  });
});
