import type { LinkDraft } from '@/lib/api/model/link';
import type { Settings } from '@/lib/settings/defaults';

/** A link with the options page's defaults: what the menu and the shortcut create. */
export function draftFromDefaults(destination: string, defaults: Settings['linkDefaults']): LinkDraft {
  return {
    destination,
    privacy: defaults.privacy,
    ...(defaults.spaceId !== null ? { spaceId: defaults.spaceId } : {}),
    ...(defaults.domainId !== null ? { domainId: defaults.domainId } : {}),
  };
}
