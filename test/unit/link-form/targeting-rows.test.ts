import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@/lib/api/model/link';
import { addTargetingRow, changeTargetingKind, removeTargetingRow, updateTargetingRow } from '@/lib/link-form';

describe('targeting rows', () => {
  it('starts a kind with one empty row', () => {
    expect(changeTargetingKind({ kind: 'none', rows: [] }, 'country')).toEqual({
      kind: 'country',
      rows: [{ key: '', destination: '' }],
    });
  });

  it('keeps destinations across a change of kind, but not keys', () => {
    const country = {
      kind: 'country' as const,
      rows: [
        { key: 'US', destination: 'https://e.com/us' },
        { key: 'FR', destination: 'https://e.com/fr' },
      ],
    };
    expect(changeTargetingKind(country, 'platform')).toEqual({
      kind: 'platform',
      rows: [
        { key: 'iOS', destination: 'https://e.com/us' },
        { key: 'Android', destination: 'https://e.com/fr' },
      ],
    });
    expect(changeTargetingKind(country, 'language').rows.map((r) => r.key)).toEqual(['', '']);
  });

  it('keeps the rows behind "none" so switching back restores them', () => {
    const country = { kind: 'country' as const, rows: [{ key: 'US', destination: 'https://e.com/us' }] };
    expect(changeTargetingKind(country, 'none')).toEqual({ kind: 'none', rows: country.rows });
  });

  it('adds platform rows on the next unused platform', () => {
    let targeting = changeTargetingKind({ kind: 'none', rows: [] }, 'platform');
    for (let i = 1; i < PLATFORMS.length; i++) targeting = addTargetingRow(targeting);
    expect(targeting.rows.map((r) => r.key)).toEqual([...PLATFORMS]);
  });

  it('updates and removes one row by position', () => {
    const rows = [
      { key: 'US', destination: 'a' },
      { key: 'FR', destination: 'b' },
      { key: 'DE', destination: 'c' },
    ];
    expect(removeTargetingRow({ kind: 'country', rows }, 1).rows).toEqual([rows[0], rows[2]]);
    expect(updateTargetingRow({ kind: 'country', rows }, 2, { destination: 'z' }).rows[2]).toEqual({
      key: 'DE',
      destination: 'z',
    });
  });
});
