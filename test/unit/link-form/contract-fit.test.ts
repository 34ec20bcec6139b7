import { describe, expect, it } from 'vitest';
import { isApiError } from '@/lib/api/errors';
import { linkChangesSchema, linkDraftSchema } from '@/lib/api/schemas/link';
import { validateInput } from '@/lib/api/schemas/validate';
import {
  emptyValues,
  formFieldOf,
  toLinkChanges,
  toLinkDraft,
  valuesFromLink,
  type LinkFormValues,
} from '@/lib/link-form';
import { CLASSIC, sampleLink } from './fixtures';

/** The form's output must be what the background's validation accepts, and its messages must land on fields. */
describe('link form and the contract rules', () => {
  const full: LinkFormValues = {
    ...emptyValues(),
    destination: 'https://example.com',
    spaceId: '2',
    alias: 'promo',
    privacy: 'password',
    privacyPassword: 'pw',
    expiryDate: '2030-01-31',
    expiryTime: '12:30',
    expiryClickLimit: '10',
    expiryRedirectUrl: 'https://example.com/over',
    domainId: '1',
    pixelIds: ['3'],
    disabled: true,
    redirectPassword: 'door',
    targeting: { kind: 'language', rows: [{ key: 'en', destination: 'https://example.com/en' }] },
  };

  it('produces a draft the background accepts', () => {
    const result = toLinkDraft(full, CLASSIC);
    if (!result.ok) throw new Error('conversion failed');
    expect(validateInput(linkDraftSchema, result.value)).toEqual(result.value);
  });

  it('produces changes the background accepts, clearing included', () => {
    const link = sampleLink();
    const result = toLinkChanges(
      link,
      {
        ...valuesFromLink(link),
        spaceId: '',
        expiryDate: '',
        expiryTime: '',
        removeRedirectPassword: true,
        privacy: 'public',
      },
      CLASSIC,
    );
    if (!result.ok) throw new Error('conversion failed');
    expect(validateInput(linkChangesSchema, result.value)).toEqual(result.value);
  });

  it('gets messages from the background only for paths the form shows', () => {
    const bad: LinkFormValues = {
      ...full,
      destination: 'not a url',
      alias: 'no spaces',
      expiryDate: '2030-02-30',
      expiryTime: '25:00',
      expiryClickLimit: '0',
      expiryRedirectUrl: 'nope',
      targeting: { kind: 'country', rows: [{ key: 'USA', destination: 'x' }] },
    };
    const result = toLinkDraft(bad, CLASSIC);
    if (!result.ok) throw new Error('conversion failed');
    try {
      validateInput(linkDraftSchema, result.value);
      throw new Error('expected validation to fail');
    } catch (error) {
      if (!isApiError(error)) throw error;
      const paths = Object.keys(error.fields);
      expect(paths.length).toBeGreaterThanOrEqual(8);
      for (const path of paths) expect([path, formFieldOf(path)]).not.toEqual([path, null]);
    }
  });

  it('says one thing about an empty destination: that it is missing', () => {
    const empty: LinkFormValues = {
      ...full,
      targeting: {
        kind: 'rotation',
        rows: [
          { key: '', destination: 'https://example.com/a' },
          { key: '', destination: '' },
        ],
      },
    };
    const result = toLinkDraft(empty, CLASSIC);
    if (!result.ok) throw new Error('conversion failed');
    try {
      validateInput(linkDraftSchema, result.value);
      throw new Error('expected validation to fail');
    } catch (error) {
      if (!isApiError(error)) throw error;
      expect(error.fields).toEqual({ 'targeting.rules.1.destination': ['Enter a destination URL.'] });
    }
  });
});
