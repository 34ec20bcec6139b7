import { describe, expect, it } from 'vitest';
import { emptyValues, valuesFromDraft } from '../../../lib/link-form/values';

describe('a draft read back from storage', () => {
  it('comes back as it was saved', () => {
    const saved = {
      ...emptyValues(),
      destination: 'https://example.com/a',
      alias: 'mine',
      pixelIds: ['2'],
      disabled: true,
      expiryStartDate: '2030-12-01',
      expiryStartTime: '09:00',
      expiryDate: '2030-12-31',
      targeting: { kind: 'country' as const, rows: [{ key: 'DE', destination: 'https://example.de/' }] },
    };
    expect(valuesFromDraft(structuredClone(saved))).toEqual(saved);
  });

  it('starts fields empty that an earlier version did not save, or saved in another type', () => {
    const restored = valuesFromDraft({
      destination: 'https://example.com/',
      alias: 'old',
      pixelIds: '3',
      targeting: 'x',
    });
    expect(restored).toEqual({ ...emptyValues(), destination: 'https://example.com/', alias: 'old' });
  });

  it('is not restored when it is not a form at all', () => {
    expect(valuesFromDraft(null)).toBeNull();
    expect(valuesFromDraft('https://example.com/')).toBeNull();
    expect(valuesFromDraft({ alias: 'no destination' })).toBeNull();
  });
});
