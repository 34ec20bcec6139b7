import type { Privacy, TargetingKind } from '../api/model/link';
import type { EffectiveDefaults } from '../account-defaults';

/** One targeting row as typed: `key` is a country, platform or language code (unused for rotation). */
export interface TargetingRowValues {
  key: string;
  destination: string;
}

export interface TargetingValues {
  kind: TargetingKind;
  /**
   * Kept when the kind changes or goes back to "none", so switching is never destructive;
   * only the rows of the chosen kind are sent.
   */
  rows: TargetingRowValues[];
}

/**
 * What the user has typed into the link form, exactly as typed (strings and booleans), so a
 * half-finished form can be stored as a draft and restored without loss. Blank means "not set".
 */
export interface LinkFormValues {
  destination: string;
  /** '' = no space */
  spaceId: string;
  alias: string;
  privacy: Privacy;
  /** Only sent for privacy "password"; in edit mode blank keeps the current one. */
  privacyPassword: string;
  /** YYYY-MM-DD, local: when the link starts working (servers whose expiry is a window only). */
  expiryStartDate: string;
  /** HH:MM on `expiryStartDate` */
  expiryStartTime: string;
  /** YYYY-MM-DD, local: when the link stops working. */
  expiryDate: string;
  /** HH:MM on `expiryDate` */
  expiryTime: string;
  expiryClickLimit: string;
  expiryRedirectUrl: string;
  /** '' = the server's default domain */
  domainId: string;
  pixelIds: string[];
  disabled: boolean;
  /** In edit mode blank keeps the current one (the server never returns it). */
  redirectPassword: string;
  /** Edit mode only: remove the existing password before redirect. */
  removeRedirectPassword: boolean;
  targeting: TargetingValues;
}

export function emptyValues(): LinkFormValues {
  return {
    destination: '',
    spaceId: '',
    alias: '',
    privacy: 'public',
    privacyPassword: '',
    expiryStartDate: '',
    expiryStartTime: '',
    expiryDate: '',
    expiryTime: '',
    expiryClickLimit: '',
    expiryRedirectUrl: '',
    domainId: '',
    pixelIds: [],
    disabled: false,
    redirectPassword: '',
    removeRedirectPassword: false,
    targeting: { kind: 'none', rows: [] },
  };
}

/** The defaults a new link starts from (lib/account-defaults.ts). */
export type LinkDefaultValues = EffectiveDefaults;

/** A new link for `url`, with the defaults: the user's from the options page, else the account's. */
export function valuesFromDefaults(linkDefaults: LinkDefaultValues, url: string): LinkFormValues {
  return {
    ...emptyValues(),
    destination: url,
    spaceId: idText(linkDefaults.spaceId),
    domainId: idText(linkDefaults.domainId),
    privacy: linkDefaults.privacy,
  };
}

/**
 * A draft read back from storage, or null if it is not one. A draft saved by an earlier version
 * may lack a field or hold it in another type: such a field starts empty, the rest is restored.
 */
export function valuesFromDraft(stored: unknown): LinkFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const saved = stored as Record<string, unknown>;
  if (typeof saved.destination !== 'string') return null;
  const values: Record<string, unknown> = { ...emptyValues() };
  for (const [field, empty] of Object.entries(values)) {
    const value = saved[field];
    if (typeof value === typeof empty && Array.isArray(value) === Array.isArray(empty)) values[field] = value;
  }
  const targeting = saved.targeting as Partial<TargetingValues> | null | undefined;
  values.targeting =
    typeof targeting?.kind === 'string' && Array.isArray(targeting.rows)
      ? { kind: targeting.kind, rows: targeting.rows }
      : emptyValues().targeting;
  return values as unknown as LinkFormValues;
}

export function idText(id: number | null): string {
  return id === null ? '' : String(id);
}
