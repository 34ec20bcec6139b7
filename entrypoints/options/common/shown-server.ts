import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ServerId } from '@/lib/servers';

/**
 * The server whose links, spaces and defaults a panel shows (the page's server chooser): every
 * request of the panel names it, so a link of one server is never listed, edited or deleted on
 * another. Provided around the panels by the options page.
 */
export const ShownServer = createContext<ServerId | null>(null);

export function useShownServerId(): ServerId {
  const serverId = useContext(ShownServer);
  // A panel outside the provider would silently ask the current server: a programming error.
  // i18n-ignore: a developer's message, never shown to users
  if (serverId === null) throw new Error('A panel of the options page is drawn without its server');
  return serverId;
}
