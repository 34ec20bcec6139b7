import { describe, expect, it } from 'vitest';
import type { Link } from '@/lib/api/model/link';
import { toLinkChanges as changesFor, valuesFromLink, type LinkFormValues } from '@/lib/link-form';
import { CLASSIC, sampleLink } from './fixtures';

/** On a classic server, where the form began; window servers have their own tests (window.test.ts). */
const toLinkChanges = (original: Link, values: LinkFormValues) => changesFor(original, values, CLASSIC);

const link = sampleLink();
const edited = (patch: Partial<LinkFormValues>): LinkFormValues => ({ ...valuesFromLink(link), ...patch });

describe('valuesFromLink', () => {
  it('shows every field of the link, passwords blank', () => {
    expect(valuesFromLink(link)).toEqual({
      destination: 'https://example.com/sale',
      spaceId: '1',
      alias: 'promo',
      privacy: 'password',
      privacyPassword: '',
      expiryStartDate: '',
      expiryStartTime: '',
      expiryDate: '2030-01-31',
      expiryTime: '12:30',
      expiryClickLimit: '100',
      expiryRedirectUrl: 'https://example.com/over',
      domainId: '1',
      pixelIds: ['3'],
      disabled: false,
      redirectPassword: '',
      removeRedirectPassword: false,
      targeting: {
        kind: 'country',
        rows: [
          { key: 'US', destination: 'https://example.com/us' },
          { key: 'FR', destination: 'https://example.com/fr' },
        ],
      },
    });
  });
});

describe('toLinkChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(toLinkChanges(link, valuesFromLink(link))).toEqual({ ok: true, value: {} });
  });

  it('sends only the fields that changed', () => {
    expect(
      toLinkChanges(
        link,
        edited({ destination: ' https://example.com/new ', alias: 'promo2', disabled: true, privacy: 'private' }),
      ),
    ).toEqual({
      ok: true,
      value: {
        destination: 'https://example.com/new',
        alias: 'promo2',
        disabled: true,
        privacy: 'private',
        // Leaving "password" clears the stored statistics password (servers keep it otherwise).
        privacyPassword: null,
      },
    });
  });

  it('clears the statistics password only when leaving "password" on a link that may have one', () => {
    expect(toLinkChanges(link, edited({ privacy: 'public' }))).toEqual({
      ok: true,
      value: { privacy: 'public', privacyPassword: null },
    });
    const unknown = sampleLink({ hasPrivacyPassword: null });
    expect(toLinkChanges(unknown, { ...valuesFromLink(unknown), privacy: 'private' })).toEqual({
      ok: true,
      value: { privacy: 'private', privacyPassword: null },
    });
    const none = sampleLink({ privacy: 'public', hasPrivacyPassword: false });
    expect(toLinkChanges(none, { ...valuesFromLink(none), privacy: 'private' })).toEqual({
      ok: true,
      value: { privacy: 'private' },
    });
  });

  it('clears the space, expiry parts and redirect password with null', () => {
    expect(
      toLinkChanges(
        link,
        edited({
          spaceId: '',
          expiryDate: '',
          expiryTime: '',
          expiryClickLimit: ' ',
          expiryRedirectUrl: '',
          removeRedirectPassword: true,
        }),
      ),
    ).toEqual({
      ok: true,
      value: {
        spaceId: null,
        expiry: { date: null, time: null, clickLimit: null, redirectUrl: null },
        redirectPassword: null,
      },
    });
  });

  it('sends only the expiry parts that changed', () => {
    expect(toLinkChanges(link, edited({ expiryClickLimit: '250' }))).toEqual({
      ok: true,
      value: { expiry: { clickLimit: 250 } },
    });
  });

  it('moves the link to another space', () => {
    expect(toLinkChanges(link, edited({ spaceId: '2' }))).toEqual({ ok: true, value: { spaceId: 2 } });
  });

  it('keeps passwords when their fields are left blank, and sends new ones', () => {
    expect(toLinkChanges(link, edited({ privacyPassword: '', redirectPassword: '' }))).toEqual({ ok: true, value: {} });
    expect(toLinkChanges(link, edited({ privacyPassword: 'new stats', redirectPassword: 'new door' }))).toEqual({
      ok: true,
      value: { privacyPassword: 'new stats', redirectPassword: 'new door' },
    });
  });

  it('asks for a statistics password when privacy becomes "password" on a link without one', () => {
    const publicLink = sampleLink({ privacy: 'public', hasPrivacyPassword: false });
    expect(toLinkChanges(publicLink, { ...valuesFromLink(publicLink), privacy: 'password' })).toEqual({
      ok: false,
      fields: { privacyPassword: ['Enter the password for the statistics page.'] },
    });
    expect(
      toLinkChanges(publicLink, { ...valuesFromLink(publicLink), privacy: 'password', privacyPassword: 'pw' }),
    ).toEqual({
      ok: true,
      value: { privacy: 'password', privacyPassword: 'pw' },
    });
  });

  it('never asks for a stored statistics password to change something else, whatever the record says of it', () => {
    for (const hasPrivacyPassword of [true, false, null]) {
      const guarded = sampleLink({ privacy: 'password', hasPrivacyPassword });
      expect(toLinkChanges(guarded, { ...valuesFromLink(guarded), alias: 'renamed' })).toEqual({
        ok: true,
        value: { alias: 'renamed' },
      });
    }
  });

  it('asks for a statistics password when privacy becomes "password" and the record does not say one is set', () => {
    const unknown = sampleLink({ privacy: 'private', hasPrivacyPassword: null });
    expect(toLinkChanges(unknown, { ...valuesFromLink(unknown), privacy: 'password' })).toEqual({
      ok: false,
      fields: { privacyPassword: ['Enter the password for the statistics page.'] },
    });
    const stored = sampleLink({ privacy: 'private', hasPrivacyPassword: true });
    expect(toLinkChanges(stored, { ...valuesFromLink(stored), privacy: 'password' })).toEqual({
      ok: true,
      value: { privacy: 'password' },
    });
  });

  it('removes a redirect password the record does not report, when asked to', () => {
    const unknown = sampleLink({ hasRedirectPassword: null });
    expect(toLinkChanges(unknown, valuesFromLink(unknown))).toEqual({ ok: true, value: {} });
    expect(toLinkChanges(unknown, { ...valuesFromLink(unknown), removeRedirectPassword: true })).toEqual({
      ok: true,
      value: { redirectPassword: null },
    });
  });

  it('does not clear a redirect password the link does not have', () => {
    const open = sampleLink({ hasRedirectPassword: false });
    expect(toLinkChanges(open, { ...valuesFromLink(open), removeRedirectPassword: true })).toEqual({
      ok: true,
      value: {},
    });
  });

  it('refuses a blank alias: an existing link keeps one', () => {
    expect(toLinkChanges(link, edited({ alias: '  ' }))).toEqual({
      ok: false,
      fields: { alias: ['A link keeps its alias; enter one.'] },
    });
  });

  it('reports a click limit that is not a number instead of clearing it', () => {
    expect(toLinkChanges(link, edited({ expiryClickLimit: 'lots' }))).toEqual({
      ok: false,
      fields: { 'expiry.clickLimit': ['Click limit must be a whole number.'] },
    });
  });

  it('sends pixels when the set changed, not when only the order did', () => {
    expect(toLinkChanges(link, edited({ pixelIds: ['3', '5'] }))).toEqual({ ok: true, value: { pixelIds: [3, 5] } });
    expect(toLinkChanges(link, edited({ pixelIds: [] }))).toEqual({ ok: true, value: { pixelIds: [] } });
    const two = sampleLink({
      pixels: [
        { id: 3, name: 'a', type: null },
        { id: 5, name: 'b', type: null },
      ],
    });
    expect(toLinkChanges(two, { ...valuesFromLink(two), pixelIds: ['5', '3'] })).toEqual({ ok: true, value: {} });
  });

  it('sends the whole targeting when a row changed', () => {
    const values = valuesFromLink(link);
    const rows = values.targeting.rows.map((row, i) =>
      i === 1 ? { ...row, destination: 'https://example.com/fr2' } : row,
    );
    expect(toLinkChanges(link, { ...values, targeting: { kind: 'country', rows } })).toEqual({
      ok: true,
      value: {
        targeting: {
          kind: 'country',
          rules: [
            { country: 'US', destination: 'https://example.com/us' },
            { country: 'FR', destination: 'https://example.com/fr2' },
          ],
        },
      },
    });
  });

  it('sends the whole targeting when a row was removed or the kind changed', () => {
    const values = valuesFromLink(link);
    expect(
      toLinkChanges(link, { ...values, targeting: { kind: 'country', rows: values.targeting.rows.slice(0, 1) } }),
    ).toEqual({
      ok: true,
      value: { targeting: { kind: 'country', rules: [{ country: 'US', destination: 'https://example.com/us' }] } },
    });
    expect(toLinkChanges(link, { ...values, targeting: { kind: 'none', rows: values.targeting.rows } })).toEqual({
      ok: true,
      value: { targeting: { kind: 'none' } },
    });
    expect(toLinkChanges(link, { ...values, targeting: { kind: 'rotation', rows: values.targeting.rows } })).toEqual({
      ok: true,
      value: {
        targeting: {
          kind: 'rotation',
          rules: [{ destination: 'https://example.com/us' }, { destination: 'https://example.com/fr' }],
        },
      },
    });
  });

  it('treats a code typed in another case as unchanged', () => {
    const values = valuesFromLink(link);
    const rows = values.targeting.rows.map((row) => ({ ...row, key: row.key.toLowerCase() }));
    expect(toLinkChanges(link, { ...values, targeting: { kind: 'country', rows } })).toEqual({ ok: true, value: {} });
  });

  it('leaves targeting rows the server did not report alone, unless the user replaces them', () => {
    const unreported = sampleLink({ targeting: { kind: 'rules-not-reported', targetedKind: 'platform' } });
    const values = valuesFromLink(unreported);
    expect(values.targeting).toEqual({ kind: 'platform', rows: [] });
    expect(toLinkChanges(unreported, { ...values, alias: 'renamed' })).toEqual({
      ok: true,
      value: { alias: 'renamed' },
    });
    const rows = [{ key: 'iOS', destination: 'https://example.com/ios' }];
    expect(toLinkChanges(unreported, { ...values, targeting: { kind: 'platform', rows } })).toEqual({
      ok: true,
      value: { targeting: { kind: 'platform', rules: [{ platform: 'iOS', destination: 'https://example.com/ios' }] } },
    });
    expect(toLinkChanges(unreported, { ...values, targeting: { kind: 'none', rows: [] } })).toEqual({
      ok: true,
      value: { targeting: { kind: 'none' } },
    });
  });

  it('compares with what the dialog opened with: what the form shows trimmed is not a change', () => {
    const padded = sampleLink({
      destination: 'https://example.com/sale ',
      expiry: { ...link.expiry, redirectUrl: ' https://example.com/over' },
    });
    expect(toLinkChanges(padded, { ...valuesFromLink(padded), spaceId: '2' })).toEqual({
      ok: true,
      value: { spaceId: 2 },
    });
  });

  it('never sends the domain: it cannot change after creation', () => {
    expect(toLinkChanges(link, edited({ domainId: '2' }))).toEqual({ ok: true, value: {} });
  });
});
