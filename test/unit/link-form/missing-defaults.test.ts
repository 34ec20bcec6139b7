import { describe, expect, it } from 'vitest';
import type { ServerProfile } from '@/lib/api/model/server';
import {
  defaultsOnServer,
  missingDefaults,
  missingDefaultsSentence,
  NONE_MISSING,
  type ServerLists,
} from '@/lib/link-defaults';
import type { LinkDefaultValues } from '@/lib/link-form/values';
import { KNOWN, SPACES } from './fixtures';
import { useBrowserLanguage } from '../support/browser-i18n';

const ORIGIN = 'https://sho.rt';
const profile = (dialect: 'classic' | 'current'): ServerProfile => ({
  serverOrigin: ORIGIN,
  dialect,
  source: 'detected',
  checkedAt: 0,
  account:
    dialect === 'current'
      ? { defaultDomainId: 9, defaultSpaceId: null, defaultPrivacy: 'public', timezone: 'UTC', featuresOff: [] }
      : null,
});
const defaults = (spaceId: number | null, domainId: number | null = null): LinkDefaultValues => ({
  spaceId,
  domainId,
  privacy: 'public',
});
const lists = (overrides: Partial<ServerLists> = {}): ServerLists => ({
  profile: profile('classic'),
  spaces: { serverOrigin: ORIGIN, spaces: SPACES, fetchedAt: 0 },
  known: { serverOrigin: ORIGIN, dialect: 'classic', ...KNOWN },
  ...overrides,
});

describe('missingDefaults', () => {
  it('finds a default space that the cached list of this server lacks', () => {
    expect(missingDefaults(defaults(999), lists())).toEqual({ spaceId: 999, domainId: null });
    expect(missingDefaults(defaults(1), lists())).toEqual(NONE_MISSING);
  });

  it('cannot tell without a list of this very server', () => {
    expect(missingDefaults(defaults(999), lists({ spaces: null }))).toEqual(NONE_MISSING);
    const foreign = { serverOrigin: 'https://other.example', spaces: [], fetchedAt: 0 };
    expect(missingDefaults(defaults(999), lists({ spaces: foreign }))).toEqual(NONE_MISSING);
    expect(missingDefaults(defaults(999), lists({ profile: null }))).toEqual(NONE_MISSING);
  });

  it('judges domains only by a server listing, never by the ones seen in link records', () => {
    expect(missingDefaults(defaults(null, 77), lists())).toEqual(NONE_MISSING);
    const listed = { serverOrigin: ORIGIN, dialect: 'current' as const, listedAt: 1, ...KNOWN };
    const current = lists({ profile: profile('current'), known: listed });
    expect(missingDefaults(defaults(null, 77), current)).toEqual({ spaceId: null, domainId: 77 });
    expect(missingDefaults(defaults(null, 2), current)).toEqual(NONE_MISSING);
    // The account's default domain is the server's own even where a list leaves it out.
    expect(missingDefaults(defaults(null, 9), current)).toEqual(NONE_MISSING);
  });
});

describe('defaultsOnServer and the sentence', () => {
  it('leaves out exactly the missing defaults and says which', () => {
    const chosen = { ...defaults(999, 77), privacy: 'private' as const };
    expect(defaultsOnServer(chosen, { spaceId: 999, domainId: null })).toEqual({ ...chosen, spaceId: null });
    expect(defaultsOnServer(chosen, NONE_MISSING)).toEqual(chosen);
    expect(missingDefaultsSentence(NONE_MISSING)).toBeNull();
    expect(missingDefaultsSentence({ spaceId: 999, domainId: null })).toBe(
      'Your default space #999 is not on this server, so new links are made without it. Choose another in Settings.',
    );
    expect(missingDefaultsSentence({ spaceId: 999, domainId: 77 })).toContain('space #999 and domain #77 are not');
  });
});

describe('the sentence in an Arabic browser', () => {
  useBrowserLanguage('ar');

  it('is one sentence per case, so the words agree with one or both missing defaults', () => {
    expect(missingDefaultsSentence({ spaceId: 999, domainId: null })).toBe(
      'المساحة الافتراضية #999 غير موجودة على هذا الخادم، لذا تُنشأ الروابط الجديدة بدونها. اختر غيرها في الإعدادات.',
    );
    expect(missingDefaultsSentence({ spaceId: 999, domainId: 77 })).toBe(
      'المساحة الافتراضية #999 والنطاق الافتراضي #77 غير موجودين على هذا الخادم، لذا تُنشأ الروابط الجديدة بدونهما. اختر غيرهما في الإعدادات.',
    );
  });
});
