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

  it('takes an end alone (the window then starts now), a day without a time to its end', () => {
    expect(toLinkDraft(values({ expiryDate: '2030-12-31' }), CURRENT)).toEqual({
      ok: true,
      value: { destination: 'https://example.com', expiry: { date: '2030-12-31', time: '23:59' } },
    });
    expect(toLinkDraft(values({ expiryDate: '2030-12-31', expiryTime: '08:00' }), CURRENT)).toEqual({
      ok: true,
      value: { destination: 'https://example.com', expiry: { date: '2030-12-31', time: '08:00' } },
    });
    // A classic server stores its end date as given.
    expect(toLinkDraft(values({ expiryDate: '2030-12-31' }), CLASSIC)).toEqual({
      ok: true,
      value: { destination: 'https://example.com', expiry: { date: '2030-12-31' } },
    });
  });

  it('refuses an end alone that has passed, with one message at the end', () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const day = `${String(yesterday.getFullYear())}-${two(yesterday.getMonth() + 1)}-${two(yesterday.getDate())}`;
    expect(toLinkDraft(values({ expiryDate: day }), CURRENT)).toEqual({
      ok: false,
      fields: { 'expiry.date': ['This end has passed. Choose a later date or time, or clear it.'] },
    });
    // With a start of its own the window is the user's: a past one is sent (the link is expired).
    expect(toLinkDraft(values({ expiryStartDate: '2000-01-01', expiryDate: day }), CURRENT).ok).toBe(true);
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

  it('leaves the past window of an expired link alone, but refuses a new end alone that has passed', () => {
    const ended = sampleLink({
      expiry: {
        startDate: null,
        startTime: null,
        date: '2001-01-31',
        time: '12:30',
        clickLimit: 100,
        redirectUrl: null,
      },
    });
    const opened = valuesFromLink(ended);
    expect(toLinkChanges(ended, { ...opened, alias: 'renamed' }, CURRENT)).toEqual({
      ok: true,
      value: { alias: 'renamed' },
    });
    expect(toLinkChanges(ended, { ...opened, expiryDate: '2001-02-28' }, CURRENT)).toEqual({
      ok: false,
      fields: { 'expiry.date': ['This end has passed. Choose a later date or time, or clear it.'] },
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
