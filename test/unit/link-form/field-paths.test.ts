import { describe, expect, it } from 'vitest';
import { emptyValues, formFieldOf, isMoreOptionsField, placeFieldErrors } from '@/lib/link-form';

describe('formFieldOf', () => {
  it.each([
    ['destination', 'destination'],
    ['spaceId', 'spaceId'],
    ['alias', 'alias'],
    ['privacy', 'privacy'],
    ['privacyPassword', 'privacyPassword'],
    ['expiry.startDate', 'expiryStartDate'],
    ['expiry.startTime', 'expiryStartTime'],
    ['expiry.date', 'expiryDate'],
    ['expiry.time', 'expiryTime'],
    ['expiry.clickLimit', 'expiryClickLimit'],
    ['expiry.redirectUrl', 'expiryRedirectUrl'],
    ['domainId', 'domainId'],
    ['pixelIds', 'pixelIds'],
    ['pixelIds.1', 'pixelIds'],
    ['disabled', 'disabled'],
    ['redirectPassword', 'redirectPassword'],
    ['targeting', 'targetingKind'],
    ['targeting.kind', 'targetingKind'],
    ['targeting.rules', 'targetingRows'],
    ['targeting.rules.0.country', 'targetingKey.0'],
    ['targeting.rules.1.platform', 'targetingKey.1'],
    ['targeting.rules.2.language', 'targetingKey.2'],
    ['targeting.rules.1.destination', 'targetingDestination.1'],
    ['targeting.rules.3', 'targetingDestination.3'],
  ])('%s → %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });

  it('shows a message at the value of the form its path names, for every value a message can concern', () => {
    const addressed = Object.keys(emptyValues()).filter((name) => name !== 'targeting');
    for (const name of addressed) {
      // `expiryDate` is the model's `expiry.date`.
      const path = name.replace(/^expiry(\w)/, (_, first: string) => `expiry.${first.toLowerCase()}`);
      expect(formFieldOf(path)).toBe(name);
    }
  });

  it.each(['(input)', 'expiry', 'title', 'targeting.rules.x.country', 'search'])('%s has no field', (path) => {
    expect(formFieldOf(path)).toBeNull();
  });
});

describe('placeFieldErrors', () => {
  it('sorts messages to their fields and keeps the rest for the form', () => {
    expect(
      placeFieldErrors({
        alias: ['Taken.'],
        'pixelIds.0': ['Unknown pixel.'],
        pixelIds: ['Unknown pixel.', 'Too many.'],
        'targeting.rules.1.destination': ['Enter a URL.'],
        '(input)': ['Something odd.'],
        title: ['Too long.'],
      }),
    ).toEqual({
      byField: {
        alias: ['Taken.'],
        pixelIds: ['Unknown pixel.', 'Too many.'],
        'targetingDestination.1': ['Enter a URL.'],
      },
      formLevel: ['Something odd.', 'Too long.'],
    });
  });
});

describe('isMoreOptionsField', () => {
  it('knows which fields sit under "More options"', () => {
    expect(
      [
        'domainId',
        'pixelIds',
        'disabled',
        'redirectPassword',
        'targetingKind',
        'targetingRows',
        'targetingKey.0',
      ].every((f) => isMoreOptionsField(f as never)),
    ).toBe(true);
    expect(['alias', 'spaceId', 'expiryDate', 'privacyPassword'].some((f) => isMoreOptionsField(f as never))).toBe(
      false,
    );
  });
});
