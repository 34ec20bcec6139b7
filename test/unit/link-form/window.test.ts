import { describe, expect, it } from 'vitest';
import { emptyValues, toLinkChanges, toLinkDraft, valuesFromLink, type LinkFormValues } from '@/lib/link-form';
import { CLASSIC, CURRENT, sampleLink } from './fixtures';

/** The expiry of servers whose links are active in a window (current) and of those with an end only (classic). */

const values = (patch: Partial<LinkFormValues>): LinkFormValues => ({
  ...emptyValues(),
  destination: 'https://example.com',
  ...patch,
});

describe('creating a link on a window server', () => {
  it('sends the start and the end as typed (local wall-clock time)', () => {
    const window = values({
      expiryStartDate: '2030-12-01',
      expiryStartTime: '09:00',
      expiryDate: '2030-12-31',
      expiryTime: '18:00',
      expiryClickLimit: '500',
    });
    expect(toLinkDraft(window, CURRENT)).toEqual({
      ok: true,
      value: {
        destination: 'https://example.com',
        expiry: { startDate: '2030-12-01', startTime: '09:00', date: '2030-12-31', time: '18:00', clickLimit: 500 },
      },
    });
  });

  it('takes an end alone (the window then starts now)', () => {
    expect(toLinkDraft(values({ expiryDate: '2030-12-31' }), CURRENT)).toEqual({
      ok: true,
      value: { destination: 'https://example.com', expiry: { date: '2030-12-31' } },
    });
  });

  it('wants the start before the end, with the message at the end', () => {
    for (const [startTime, endTime] of [
      ['18:00', '09:00'],
      ['09:00', '09:00'],
    ]) {
      expect(
        toLinkDraft(
          values({
            expiryStartDate: '2030-12-31',
            expiryStartTime: startTime,
            expiryDate: '2030-12-31',
            expiryTime: endTime,
          }),
          CURRENT,
        ),
      ).toEqual({ ok: false, fields: { 'expiry.date': ['The end must come after the start.'] } });
    }
    expect(toLinkDraft(values({ expiryStartDate: '2031-01-01', expiryDate: '2030-12-31' }), CURRENT).ok).toBe(false);
  });

  it('wants an end with a start', () => {
    expect(toLinkDraft(values({ expiryStartDate: '2030-12-01' }), CURRENT)).toEqual({
      ok: false,
      fields: { 'expiry.date': ['Choose when the link stops working too, or clear the start.'] },
    });
  });

  it('wants the day of a start time, at the start date', () => {
    expect(toLinkDraft(values({ expiryStartTime: '09:00', expiryDate: '2030-12-31' }), CURRENT)).toEqual({
      ok: false,
      fields: { 'expiry.startDate': ['Pick the day the start time belongs to.'] },
    });
  });

  it('never sends a start to a server that keeps none, nor checks it there', () => {
    const typedForAnotherServer = values({ expiryStartDate: '2031-01-01', expiryDate: '2030-12-31' });
    expect(toLinkDraft(typedForAnotherServer, CLASSIC)).toEqual({
      ok: true,
      value: { destination: 'https://example.com', expiry: { date: '2030-12-31' } },
    });
  });
});

describe('editing a link on a window server', () => {
  const windowed = sampleLink({
    expiry: {
      startDate: '2030-01-01',
      startTime: '08:00',
      date: '2030-01-31',
      time: '12:30',
      clickLimit: 100,
      redirectUrl: 'https://example.com/over',
    },
  });
  const edited = (patch: Partial<LinkFormValues>) => ({ ...valuesFromLink(windowed), ...patch });

  it('shows the start', () => {
    expect(valuesFromLink(windowed)).toMatchObject({ expiryStartDate: '2030-01-01', expiryStartTime: '08:00' });
  });

  it("sends the link's existing start with a changed end (the server would start the window now)", () => {
    expect(toLinkChanges(windowed, edited({ expiryDate: '2030-02-28' }), CURRENT)).toEqual({
      ok: true,
      value: { expiry: { startDate: '2030-01-01', startTime: '08:00', date: '2030-02-28', time: '12:30' } },
    });
    expect(toLinkChanges(windowed, edited({ expiryTime: '23:00' }), CURRENT)).toEqual({
      ok: true,
      value: { expiry: { startDate: '2030-01-01', startTime: '08:00', date: '2030-01-31', time: '23:00' } },
    });
  });

  it('sends the window alone when only the click limit changes', () => {
    expect(toLinkChanges(windowed, edited({ expiryClickLimit: '250' }), CURRENT)).toEqual({
      ok: true,
      value: { expiry: { clickLimit: 250 } },
    });
  });

  it('clears the whole window, and refuses a start left without its end', () => {
    expect(
      toLinkChanges(
        windowed,
        edited({ expiryStartDate: '', expiryStartTime: '', expiryDate: '', expiryTime: '' }),
        CURRENT,
      ),
    ).toEqual({ ok: true, value: { expiry: { startDate: null, startTime: null, date: null, time: null } } });
    expect(toLinkChanges(windowed, edited({ expiryDate: '', expiryTime: '' }), CURRENT)).toEqual({
      ok: false,
      fields: { 'expiry.date': ['Choose when the link stops working too, or clear the start.'] },
    });
  });

  it('refuses an end moved before the start', () => {
    expect(toLinkChanges(windowed, edited({ expiryDate: '2029-12-31' }), CURRENT)).toEqual({
      ok: false,
      fields: { 'expiry.date': ['The end must come after the start.'] },
    });
  });

  it('on a server with an end only, sends the changed part alone and never a start', () => {
    const link = sampleLink();
    expect(toLinkChanges(link, { ...valuesFromLink(link), expiryTime: '23:00' }, CLASSIC)).toEqual({
      ok: true,
      value: { expiry: { time: '23:00' } },
    });
  });
});
