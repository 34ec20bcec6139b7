import type { Handlers } from '@/lib/messages/channel';
import { loadSettings, saveSettings } from './settings-store';

/** Migrations and validation (zod) stay here, so UI pages read and save settings without them. */
export const settingsHandlers: Pick<Handlers, 'settings/load' | 'settings/save'> = {
  'settings/load': () => loadSettings(),
  'settings/save': (settings) => saveSettings(settings),
};
