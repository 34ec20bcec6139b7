import { copyFromBackground } from '../clipboard/background-clipboard';
import { notify } from '../notifications/notify';
import { putRecent, readRecent } from '../recent/recent-store';
import { loadSettings } from '../settings/store';
import type { QuickShortenDeps } from '../shorten/quick-shorten';
import { createShortener } from '../shorten/shortener';
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
