import { t } from '@/lib/i18n/messages';
import type { ServersOverview } from '@/lib/messages/protocol';
import type { ServerId } from '@/lib/servers';

/**
 * Which server's links, spaces and defaults the page shows, among the user's servers in their
 * order; the current one (the popup's and the shortcut's) is marked. A plain labelled select: Tab
 * reaches it, the arrow keys choose, and screen readers say its name and value. Drawn only when
 * there is a choice to make.
 */
export function ServerChooser({
  overview,
  shown,
  onChoose,
}: {
  overview: ServersOverview | null;
  shown: ServerId | null;
  onChoose: (serverId: ServerId) => void;
}) {
  if (overview === null || shown === null || overview.servers.length < 2) return null;
  return (
    <div class="server-chooser">
      <label for="server-chooser">{t('serverChooserLabel')}</label>
      <select
        id="server-chooser"
        data-testid="server-chooser"
        value={shown}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        {overview.servers.map((server) => {
          // A server with neither a name nor a readable address is still told apart by its number.
          const label = server.label || server.id;
          return (
            <option key={server.id} value={server.id}>
              {server.id === overview.current ? t('serverChooserCurrent', { name: label }) : label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
