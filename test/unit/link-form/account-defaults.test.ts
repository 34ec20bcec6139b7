import { describe, expect, it } from 'vitest';
import { effectiveDefaults } from '@/lib/account-defaults';
import type { Account } from '@/lib/api/model/server';
import { ACCOUNT_DEFAULT, DEFAULT_SETTINGS } from '@/lib/settings';
import { draftFromDefaults } from '@/entrypoints/background/shortening/quick-shorten';

const account = (overrides: Partial<Account> = {}): Account => ({
  defaultDomainId: 1,
  defaultSpaceId: 4,
  defaultPrivacy: 'private',
  timezone: 'UTC',
  featuresOff: [],
  ...overrides,
});

describe('effectiveDefaults', () => {
  it("follows the account's space and privacy where none was chosen here", () => {
    expect(effectiveDefaults(DEFAULT_SETTINGS.linkDefaults, account())).toEqual({
      spaceId: 4,
      domainId: null,
      privacy: 'private',
    });
  });

  it('keeps what was chosen here, "no space" and "public" included', () => {
    expect(
      effectiveDefaults({ spaceId: null, domainId: 3, privacy: 'public' }, account({ defaultPrivacy: 'password' })),
    ).toEqual({
      spaceId: null,
      domainId: 3,
      privacy: 'public',
    });
  });

  it("is the server's own default without an account (classic servers, or not checked yet)", () => {
    expect(effectiveDefaults(DEFAULT_SETTINGS.linkDefaults, null)).toEqual({
      spaceId: null,
      domainId: null,
      privacy: 'public',
    });
  });
});

describe('a menu or shortcut link from the defaults', () => {
  it('is private where the account asks for password-protected statistics: it cannot ask for one', () => {
    const defaults = effectiveDefaults(
      { spaceId: ACCOUNT_DEFAULT, domainId: null, privacy: ACCOUNT_DEFAULT },
      account({ defaultPrivacy: 'password', defaultSpaceId: null }),
    );
    expect(draftFromDefaults('https://example.com/', defaults)).toEqual({
      destination: 'https://example.com/',
      privacy: 'private',
    });
  });
});
