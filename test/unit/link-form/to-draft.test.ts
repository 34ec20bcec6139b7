import { describe, expect, it } from 'vitest';
import { emptyValues, toLinkDraft as draftFor, valuesFromDefaults, type LinkFormValues } from '@/lib/link-form';
import { CLASSIC } from './fixtures';

/** On a classic server, where the form began; other servers have their own tests (window.test.ts, capabilities.test.ts). */
const toLinkDraft = (values: LinkFormValues) => draftFor(values, CLASSIC);

const values = (patch: Partial<LinkFormValues>): LinkFormValues => ({
  ...emptyValues(),
  destination: 'https://example.com',
  ...patch,
});

describe('toLinkDraft', () => {
  it('sends only the destination when nothing else is chosen', () => {
    expect(toLinkDraft(values({ destination: '  https://example.com/a  ' }))).toEqual({
      ok: true,
      value: { destination: 'https://example.com/a' },
    });
  });

  it('turns every field into the exact draft', () => {
    const result = toLinkDraft(
      values({
        spaceId: '2',
        alias: ' promo ',
        privacy: 'password',
        privacyPassword: ' s3cret ',
        expiryDate: '2030-01-31',
        expiryTime: '12:30',
        expiryClickLimit: ' 100 ',
        expiryRedirectUrl: ' https://example.com/over ',
        domainId: '1',
        pixelIds: ['3', '5'],
        disabled: true,
        redirectPassword: 'door',
        targeting: {
          kind: 'platform',
          rows: [
            { key: 'iOS', destination: ' https://example.com/ios ' },
            { key: 'Chrome OS', destination: 'https://example.com/cros' },
          ],
        },
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        destination: 'https://example.com',
        spaceId: 2,
        alias: 'promo',
        privacy: 'password',
        // Passwords are kept exactly as typed.
        privacyPassword: ' s3cret ',
        expiry: { date: '2030-01-31', time: '12:30', clickLimit: 100, redirectUrl: 'https://example.com/over' },
        domainId: 1,
        pixelIds: [3, 5],
        disabled: true,
        redirectPassword: 'door',
        targeting: {
          kind: 'platform',
          rules: [
            { platform: 'iOS', destination: 'https://example.com/ios' },
            { platform: 'Chrome OS', destination: 'https://example.com/cros' },
          ],
        },
      },
    });
  });

  it('leaves out public privacy (the default) and a privacy password that is not used', () => {
    expect(toLinkDraft(values({ privacy: 'public', privacyPassword: 'left over' }))).toEqual({
      ok: true,
      value: { destination: 'https://example.com' },
    });
    expect(toLinkDraft(values({ privacy: 'private', privacyPassword: 'left over' }))).toEqual({
      ok: true,
      value: { destination: 'https://example.com', privacy: 'private' },
    });
  });

  it('leaves out a blank password for privacy "password" so the background names the missing field', () => {
    expect(toLinkDraft(values({ privacy: 'password' }))).toEqual({
      ok: true,
      value: { destination: 'https://example.com', privacy: 'password' },
    });
  });

  it('sends only the expiry parts that are filled in', () => {
    expect(toLinkDraft(values({ expiryClickLimit: '5', expiryDate: '  ' }))).toEqual({
      ok: true,
      value: { destination: 'https://example.com', expiry: { clickLimit: 5 } },
    });
  });

  it('reports a click limit that is not a whole number at its model path', () => {
    for (const text of ['ten', '1.5', '1e3']) {
      expect(toLinkDraft(values({ expiryClickLimit: text }))).toEqual({
        ok: false,
        fields: { 'expiry.clickLimit': ['Click limit must be a whole number.'] },
      });
    }
  });

  it('passes zero and negative limits on for the contract rules to judge', () => {
    expect(toLinkDraft(values({ expiryClickLimit: '0' }))).toMatchObject({
      ok: true,
      value: { expiry: { clickLimit: 0 } },
    });
  });

  it('sends the rows of the chosen kind only, every row kept so messages keep their row', () => {
    const rows = [
      { key: 'us', destination: 'https://example.com/us' },
      { key: '', destination: '' },
    ];
    expect(toLinkDraft(values({ targeting: { kind: 'country', rows } }))).toEqual({
      ok: true,
      value: {
        destination: 'https://example.com',
        targeting: {
          kind: 'country',
          rules: [
            { country: 'US', destination: 'https://example.com/us' },
            { country: '', destination: '' },
          ],
        },
      },
    });
    expect(
      toLinkDraft(values({ targeting: { kind: 'language', rows: [{ key: 'EN ', destination: 'https://e.com/en' }] } })),
    ).toMatchObject({
      value: { targeting: { kind: 'language', rules: [{ language: 'en', destination: 'https://e.com/en' }] } },
    });
    expect(
      toLinkDraft(
        values({ targeting: { kind: 'rotation', rows: [{ key: 'ignored', destination: 'https://e.com/1' }] } }),
      ),
    ).toMatchObject({
      value: { targeting: { kind: 'rotation', rules: [{ destination: 'https://e.com/1' }] } },
    });
  });

  it('sends no targeting for "none", even with rows kept from an earlier choice', () => {
    expect(
      toLinkDraft(values({ targeting: { kind: 'none', rows: [{ key: 'US', destination: 'https://e.com' }] } })),
    ).toEqual({
      ok: true,
      value: { destination: 'https://example.com' },
    });
  });
});

describe('valuesFromDefaults', () => {
  it('fills the URL and the default space, domain and privacy', () => {
    expect(valuesFromDefaults({ spaceId: 2, domainId: 1, privacy: 'private' }, 'https://example.com/page')).toEqual({
      ...emptyValues(),
      destination: 'https://example.com/page',
      spaceId: '2',
      domainId: '1',
      privacy: 'private',
    });
    expect(valuesFromDefaults({ spaceId: null, domainId: null, privacy: 'public' }, 'https://e.com')).toEqual({
      ...emptyValues(),
      destination: 'https://e.com',
    });
  });

  it('gives a draft carrying those defaults', () => {
    const draft = toLinkDraft(valuesFromDefaults({ spaceId: 2, domainId: 1, privacy: 'private' }, 'https://e.com'));
    expect(draft).toEqual({
      ok: true,
      value: { destination: 'https://e.com', spaceId: 2, domainId: 1, privacy: 'private' },
    });
  });
});
