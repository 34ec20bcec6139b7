import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type Link, type LinkDraft, type Targeting } from '../../../lib/api';
import { toLinkChanges, valuesFromLink, type LinkFormValues } from '../../../lib/link-form';
import type { RecordVariant } from '../../server/types';
import { DIALECTS, useReferenceServer, type Dialect } from '../support/reference-server';

/**
 * Link records of other classic-era releases (test/server/README.md, "Record variants") over real
 * HTTP: each is read into the same model, what a record leaves out is unknown rather than none, and
 * an edit sends exactly what the user changed, whatever the record could not show.
 */

const US_AND_FR: Targeting = {
  kind: 'country',
  rules: [
    { country: 'US', destination: 'https://example.com/us' },
    { country: 'FR', destination: 'https://example.com/fr' },
  ],
};

/** A link with every stored fact a record may spell differently: expiry, targeting rows and both secrets. */
const FULL: LinkDraft = {
  destination: 'https://example.com/full',
  alias: 'full',
  redirectPassword: 'door',
  privacy: 'password',
  privacyPassword: 'stats',
  expiry: { date: '2030-07-01', time: '12:30', clickLimit: 500 },
  targeting: US_AND_FR,
};

/** An instant as the local wall-clock date and time the model keeps (`Expiry`). */
function localWallClock(instant: Date): { date: string; time: string } {
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${instant.getFullYear()}-${two(instant.getMonth() + 1)}-${two(instant.getDate())}`,
    time: `${two(instant.getHours())}:${two(instant.getMinutes())}`,
  };
}

/** The edit dialog's conversion: the values it opened with, this change, and the update it sends. */
function editedOnly(link: Link, dialect: Dialect, change: Partial<LinkFormValues>) {
  const capabilities = capabilitiesOf({
    serverOrigin: 'http://127.0.0.1',
    dialect,
    source: 'detected',
    checkedAt: 0,
    account:
      dialect === 'current'
        ? { defaultDomainId: null, defaultSpaceId: null, defaultPrivacy: 'public', timezone: 'UTC', featuresOff: [] }
        : null,
  });
  const changes = toLinkChanges(link, { ...valuesFromLink(link), ...change }, capabilities);
  if (!changes.ok) throw new Error(`The form refused the edit: ${JSON.stringify(changes.fields)}`);
  return changes.value;
}

describe('classic records with `ends_at`, without targeting rows and without secrets', () => {
  const recordVariant: RecordVariant = { expiry: 'ends_at', targeting: 'absent', secrets: 'absent' };
  const api = useReferenceServer({ recordVariant });

  it('reads `ends_at` as the expiry date and time, absent rows as not reported, absent secrets as unknown', async () => {
    const client = api.client();
    const created = await client.links.create(FULL);
    const link = await client.links.get(created.id);
    // The classic reference server keeps the date and time it was given as UTC (its README).
    expect(link.expiry).toEqual({
      startDate: null,
      startTime: null,
      ...localWallClock(new Date(Date.UTC(2030, 6, 1, 12, 30))),
      clickLimit: 500,
      redirectUrl: null,
    });
    expect(link.targeting).toEqual({ kind: 'rules-not-reported', targetedKind: 'country' });
    expect(link.hasRedirectPassword).toBeNull();
    expect(link.hasPrivacyPassword).toBeNull();
    // The write answer is read the same way.
    expect(created.targeting).toEqual(link.targeting);
    expect(created.expiry.date).toBe(link.expiry.date);
  });

  it('an edit of the alias alone sends the alias alone: no password retyped, no rows, no expiry', async () => {
    const client = api.client();
    const link = await client.links.get((await client.links.create(FULL)).id);
    api.server.clearRequests();
    const saved = await client.links.update(link.id, editedOnly(link, 'classic', { alias: 'renamed' }));
    expect(api.server.requests().map((r) => [r.method, r.form])).toEqual([['PUT', { alias: 'renamed' }]]);
    expect(saved).toMatchObject({
      alias: 'renamed',
      privacy: 'password',
      expiry: link.expiry,
      targeting: link.targeting,
    });
  });
});

describe('classic records with one list of rows per kind', () => {
  const api = useReferenceServer({ recordVariant: { targeting: 'lists' } });

  it('reads the rows of geo_target, platform_target and rotation_target', async () => {
    const client = api.client();
    const rulesOf = async (targeting: Targeting) =>
      (await client.links.get((await client.links.create({ destination: 'https://example.com/', targeting })).id))
        .targeting;
    expect(await rulesOf(US_AND_FR)).toEqual(US_AND_FR);
    const platform: Targeting = {
      kind: 'platform',
      rules: [{ platform: 'iOS', destination: 'https://example.com/ios' }],
    };
    expect(await rulesOf(platform)).toEqual(platform);
    const rotation: Targeting = { kind: 'rotation', rules: [{ destination: 'https://example.com/1' }] };
    expect(await rulesOf(rotation)).toEqual(rotation);
    // This release keeps no list for languages: the rows are not reported.
    const language: Targeting = {
      kind: 'language',
      rules: [{ language: 'de', destination: 'https://example.com/de' }],
    };
    expect(await rulesOf(language)).toEqual({ kind: 'rules-not-reported', targetedKind: 'language' });
  });

  it('an edit of the alias alone leaves the stored rows as they were', async () => {
    const client = api.client();
    const link = await client.links.get((await client.links.create(FULL)).id);
    api.server.clearRequests();
    await client.links.update(link.id, editedOnly(link, 'classic', { alias: 'renamed' }));
    expect(api.server.requests()[0]?.form).toEqual({ alias: 'renamed' });
    expect((await client.links.get(link.id)).targeting).toEqual(US_AND_FR);
  });
});

describe.each(DIALECTS)('records that report secrets as booleans (%s API)', (dialect) => {
  const api = useReferenceServer({ dialect });

  it('say whether each password is set, and an edit of the alias alone sends the alias alone', async () => {
    const client = api.client();
    const guarded = await client.links.get((await client.links.create(FULL)).id);
    expect([guarded.hasRedirectPassword, guarded.hasPrivacyPassword]).toEqual([true, true]);
    const open = await client.links.get((await client.links.create({ destination: 'https://example.com/' })).id);
    expect([open.hasRedirectPassword, open.hasPrivacyPassword]).toEqual([false, false]);

    api.server.clearRequests();
    await client.links.update(guarded.id, editedOnly(guarded, dialect, { alias: 'renamed' }));
    expect(api.server.requests().map((r) => r.form)).toEqual([{ alias: 'renamed' }]);
    const saved = await client.links.get(guarded.id);
    expect(saved).toMatchObject({ alias: 'renamed', privacy: 'password', hasPrivacyPassword: true });
    expect(saved.targeting).toEqual(US_AND_FR);
  });
});
