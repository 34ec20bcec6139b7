import { describe, expect, it } from 'vitest';
import { expirySummary, hasExpiry } from '@/components/link-form/expiry-summary';

const none = { expiryDate: '', expiryTime: '', expiryClickLimit: '', expiryRedirectUrl: '' };

describe('the closed Expiry line', () => {
  it('says "none" when nothing is set, blanks included', () => {
    expect(expirySummary(none)).toBe('none');
    expect(hasExpiry({ ...none, expiryClickLimit: '  ' })).toBe(false);
  });

  it('names each part that is set, in the order of the fields', () => {
    const all = {
      expiryDate: '2030-06-30',
      expiryTime: '18:30',
      expiryClickLimit: '500',
      expiryRedirectUrl: 'https://example.com/over',
    };
    expect(hasExpiry(all)).toBe(true);
    expect(expirySummary(all)).toBe('2030-06-30 18:30 · 500 clicks · then example.com');
    expect(expirySummary({ ...none, expiryClickLimit: '1' })).toBe('1 click');
  });

  it('shows what was typed when it is not (yet) a web address', () => {
    expect(expirySummary({ ...none, expiryRedirectUrl: 'example.com' })).toBe('then example.com');
  });
});
