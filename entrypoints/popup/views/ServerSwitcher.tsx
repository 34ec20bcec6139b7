import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { describeConnectionState } from '@/components/connection-state/describe-state';
import type { ConnectionState } from '@/lib/connection-state';
import { t } from '@/lib/i18n/messages';
import type { ServersOverview } from '@/lib/messages/protocol';
import { serverLabel, serversInOrder } from '@/lib/server-names';
import type { ServerId } from '@/lib/servers';
import {
  chosenLabel,
  listServers,
  makeCurrent,
  switchServer,
  typedForm,
  type ShownUpdate,
  type SwitchSource,
} from '../server-switch';

/** Set on the click on another server; `npm run bench` measures to SERVER_SWITCHED_MARK. */
export const SERVER_SWITCH_MARK = 'server-switch';
/** Set when the form of the newly chosen server is on screen. */
export const SERVER_SWITCHED_MARK = 'server-switched';

interface Props {
  popup: SwitchSource;
  onSwitch: ShownUpdate;
}

interface Choice {
  id: ServerId;
  label: string;
  state: ConnectionState | null;
}

/**
 * The background's list (names, hosts, states), kept across redraws: the popup drawn on another
 * server shows the menu as it was while the list is asked again.
 */
let lastOverview: ServersOverview | null = null;
/** A server was just chosen: the redrawn header takes the focus back and the switch is timed. */
let switching = false;

/** The servers as the menu lists them: the background's overview, else the stored names. */
function choicesOf(popup: SwitchSource, overview: ServersOverview | null): Choice[] {
  const { data } = popup;
  if (overview) return overview.servers.map(({ id, label, state }) => ({ id, label, state }));
  return data.servers
    ? serversInOrder(data.servers).map((entry) => {
        const chosen = entry.id === data.serverId;
        return {
          id: entry.id,
          label: chosen ? chosenLabel(data) : serverLabel(entry, null),
          state: chosen ? data.connectionState : null,
        };
      })
    : [];
}

/**
 * With two servers or more, the header names the one this shortening goes to; the button opens
 * a menu of the servers with their states (arrow keys, Home/End, Enter; Escape closes and gives
 * the focus back). Choosing one redraws the form for it. With one server nothing is drawn.
 */
export function ServerSwitcher({ popup, onSwitch }: Props) {
  const { data } = popup;
  const several = (data.servers?.order.length ?? 0) > 1;
  const [open, setOpen] = useState(false);
  const [overview, setOverview] = useState(lastOverview);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    if (!switching) return;
    switching = false;
    performance.mark(SERVER_SWITCHED_MARK);
    button.current?.focus();
  }, []);

  // Asked again at every opening: the states change as the background checks the servers.
  useEffect(() => {
    if (!several) return;
    listServers().then(
      (answer) => setOverview((lastOverview = answer)),
      () => undefined,
    );
  }, [several, open]);

  // The menu opens with the focus on the chosen server, before anything else can happen.
  useLayoutEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  if (!several) return null;
  const label = chosenLabel(data);
  const current = data.servers?.current;

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function choose(id: ServerId) {
    if (id === data.serverId) {
      close();
      return;
    }
    performance.mark(SERVER_SWITCH_MARK);
    switching = true;
    switchServer(data, id, typedForm(data, popup)).then(
      (shown) => onSwitch(() => shown),
      () => {
        switching = false;
        close();
      },
    );
  }

  function onMenuKey(event: KeyboardEvent) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at - 1),
      Home: () => focus(0),
      End: () => focus(items.length - 1),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const act = keys[event.key];
    if (!act) return;
    // Tab goes on to the next control as usual; the others are the menu's own.
    if (event.key !== 'Tab') event.preventDefault();
    act();
  }

  return (
    <div
      class="server-switch"
      onFocusOut={(event) => {
        // A click or Tab anywhere else closes the menu.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        class="server-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'server-menu' : undefined}
        aria-label={t('popupServerButton', { server: label })}
        title={data.connectionState?.serverOrigin ?? undefined}
        data-testid="server-button"
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span class="server-name">{label}</span>
        <span class="server-caret" aria-hidden="true" />
      </button>
      {open && (
        <ul
          id="server-menu"
          ref={menu}
          class="server-menu"
          role="menu"
          aria-label={t('popupServerMenu')}
          onKeyDown={onMenuKey}
        >
          {choicesOf(popup, overview).map((choice) => {
            const [tone, stateText] = describeConnectionState(choice.state);
            return (
              <li role="none" key={choice.id}>
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={choice.id === data.serverId}
                  tabIndex={-1}
                  class="server-item"
                  onClick={() => choose(choice.id)}
                >
                  <span class="server-item-name">
                    {choice.label}
                    {choice.id === current && <span class="muted small">{t('popupServerCurrent')}</span>}
                  </span>
                  <span class={`connection-state tone-${tone}`}>
                    <span class="connection-dot" aria-hidden="true" />
                    <span class="connection-text">{stateText}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * After another server was chosen for this shortening: the offer to keep it for good (the menu's
 * plain items and the shortcut then use it too), and the word that it was done.
 */
export function ServerUse({ popup, onSwitch }: Props) {
  const { data } = popup;
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = chosenLabel(data);
  // Only a listed server can be made current (none is listed before a first one was added).
  const other = !!data.servers?.byId[data.serverId] && data.serverId !== data.servers.current;
  if (!other && said === null) return null;

  function use() {
    setBusy(true);
    makeCurrent(data.serverId).then(
      (current) => {
        setSaid(t('popupServerUsed', { server: label }));
        onSwitch((shown) => ({
          ...shown,
          data: { ...shown.data, servers: shown.data.servers && { ...shown.data.servers, current } },
        }));
      },
      () => {
        setBusy(false);
        setSaid(t('popupServerUseFailed', { server: label }));
      },
    );
  }

  return (
    <div class="server-use" data-testid="server-use">
      {other && (
        <button type="button" class="button button-secondary server-use-button" onClick={use} disabled={busy}>
          {t('popupServerUse', { server: label })}
        </button>
      )}
      <p class="muted small" role="status">
        {said}
      </p>
    </div>
  );
}
