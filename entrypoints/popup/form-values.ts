import { valuesFromDefaults, type LinkFormValues } from '@/lib/link-form/values';
import type { Settings } from '@/lib/settings/defaults';

/** What the popup form holds (and saves as the page's draft): the shared link form's values. */
export type PopupFormValues = LinkFormValues;

/** A fresh form for `url` with the options page's defaults. */
export function freshValues(settings: Settings, url: string): PopupFormValues {
  return valuesFromDefaults(settings.linkDefaults, url);
}
