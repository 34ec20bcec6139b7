import { copyFromBackground } from './clipboard';
import { notify } from './notify';
import { putRecent, readRecent } from './recent-store';
import { loadSettings } from './settings-store';
import type { QuickShortenDeps } from './quick-shorten';
import { createShortener } from './shortener';
import { connectedClient } from './connected-client';

/** One shortener per background, so every caller shares its in-flight requests. */
export const shortener = createShortener({ client: connectedClient, readRecent, putRecent });

/** What the context menu and the shortcut shorten with. */
export const quickShortenDeps: QuickShortenDeps = {
  shortener,
  settings: loadSettings,
  copy: copyFromBackground,
  notify,
  newRequestId: () => crypto.randomUUID(),
};
