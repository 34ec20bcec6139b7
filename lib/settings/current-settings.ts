import { SETTINGS_VERSION, type Settings } from './defaults';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isOptionalId = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) > 0);
const areBooleans = (record: Record<string, unknown>, keys: string[]) =>
  keys.every((key) => typeof record[key] === 'boolean');

/**
 * The stored value when it already is the current settings shape, else null. Plain code, so UI
 * pages can read settings without zod; `settingsSchema` says the same (a unit test holds them
 * together) and the background's `migrateSettings` turns anything older into this shape.
 */
export function currentSettingsOf(raw: unknown): Settings | null {
  if (!isObject(raw) || raw.version !== SETTINGS_VERSION) return null;
  const { linkDefaults, contextMenu } = raw;
  if (!isObject(linkDefaults) || !isObject(contextMenu)) return null;
  const linkDefaultsFit =
    isOptionalId(linkDefaults.spaceId) &&
    isOptionalId(linkDefaults.domainId) &&
    (linkDefaults.privacy === 'public' || linkDefaults.privacy === 'private');
  const fits =
    linkDefaultsFit &&
    areBooleans(raw, ['autoCopy', 'notifications']) &&
    areBooleans(contextMenu, ['page', 'link', 'selection']);
  return fits ? (raw as unknown as Settings) : null;
}
