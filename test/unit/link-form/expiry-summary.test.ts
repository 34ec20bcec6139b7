import { describe, expect, it } from 'vitest';
import { expirySummary, hasExpiry } from '@/components/link-form/expiry-summary';

const none = {
  expiryStartDate: '',
  expiryStartTime: '',
  expiryDate: '',
  expiryTime: '',
  expiryClickLimit: '',
  expiryRedirectUrl: '',
};

describe('the closed Expiry line (an end: classic servers)', () => {
  it('says "none" when nothing is set, blanks included', () => {
    expect(expirySummary(none, 'end')).toBe('none');
    expect(hasExpiry({ ...none, expiryClickLimit: '  ' }, 'end')).toBe(false);
  });

  it('names each part that is set, in the order of the fields', () => {
    const all = {
      ...none,
      expiryDate: '2030-06-30',
      expiryTime: '18:30',
      expiryClickLimit: '500',
      expiryRedirectUrl: 'https://example.com/over',
    };
    expect(hasExpiry(all, 'end')).toBe(true);
    expect(expirySummary(all, 'end')).toBe('2030-06-30 18:30 · 500 clicks · then example.com');
    expect(expirySummary({ ...none, expiryClickLimit: '1' }, 'end')).toBe('1 click');
  });

  it('shows what was typed when it is not (yet) a web address', () => {
    expect(expirySummary({ ...none, expiryRedirectUrl: 'example.com' }, 'end')).toBe('then example.com');
  });
});

describe('the closed Expiry line (a window: current servers)', () => {
  const now = new Date(2026, 5, 1);

  it('describes the window by day and time, with the year only when it is not this one', () => {
    const window = {
      ...none,
      expiryStartDate: '2026-12-01',
      expiryStartTime: '09:00',
      expiryDate: '2026-12-31',
      expiryTime: '18:00',
      expiryClickLimit: '500',
    };
    expect(expirySummary(window, 'window', now)).toBe('From 1 Dec 09:00 until 31 Dec 18:00 · 500 clicks');
    expect(expirySummary({ ...window, expiryDate: '2027-01-15', expiryTime: '' }, 'window', now)).toBe(
      'From 1 Dec 09:00 until 15 Jan 2027 · 500 clicks',
    );
  });

  it('says "until" for an end alone (the window starts now) and "from" for a start alone', () => {
    expect(expirySummary({ ...none, expiryDate: '2026-12-31' }, 'window', now)).toBe('Until 31 Dec');
    expect(expirySummary({ ...none, expiryStartDate: '2026-12-01' }, 'window', now)).toBe('From 1 Dec');
  });

  it('counts the start as set only where the server keeps one', () => {
    expect(hasExpiry({ ...none, expiryStartDate: '2026-12-01' }, 'window')).toBe(true);
    expect(hasExpiry({ ...none, expiryStartDate: '2026-12-01' }, 'end')).toBe(false);
    expect(expirySummary({ ...none, expiryStartDate: '2026-12-01' }, 'end', now)).toBe('none');
  });

  it('shows a date it cannot read as typed', () => {
    expect(expirySummary({ ...none, expiryDate: '2026-02-30' }, 'window', now)).toBe('Until 2026-02-30');
  });
});
