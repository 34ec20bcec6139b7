import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { toApiError } from '@/lib/api/errors';
import type { ConnectionCheck, ConnectionStatus } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import type { ServerOverview } from '@/lib/messages/protocol';
import type { ServerId } from '@/lib/servers';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ConnectionForm } from '../connection/ConnectionForm';
import type { FormConnection } from '../connection/form-connection';
import { ServerRow, type FocusRequest } from './ServerRow';
import { ServersTransfer } from './ServersTransfer';
import { serverRequests, useServerRows } from './use-server-rows';

/** What an Add form starts from: no server yet. */
const NO_CONNECTION: ConnectionStatus = {
  configured: false,
  serverOrigin: null,
  serverUrl: null,
  keySaved: false,
  allowInsecureHttp: false,
  dialectChoice: 'automatic',
  profile: null,
};

/**
 * Which connection form is open: one server's, the Add form, or none. `null` follows the list:
 * a single server shows its form at once (as the one connection always did).
 */
type OpenForm = { kind: 'edit'; id: ServerId } | { kind: 'add' } | { kind: 'none' } | null;

/**
 * The Settings tab's list of servers: each with its state, made current, edited, tested,
 * reordered and removed in place; servers added; the list exported and imported without keys.
 * `onChanged` tells the page (its header and other sections follow).
 */
export function ServersSection({ onChanged }: { onChanged: () => void }) {
  const servers = useServerRows();
  const [open, setOpen] = useState<OpenForm>(null);
  const [added, setAdded] = useState<{ id: ServerId; check: ConnectionCheck } | null>(null);
  const [focusRequest, setFocusRequest] = useState<(FocusRequest & { id: ServerId }) | null>(null);
  const requestFocus = (id: ServerId, target: FocusRequest['target']) =>
    setFocusRequest((before) => ({ id, target, turn: (before?.turn ?? 0) + 1 }));
  const [removing, setRemoving] = useState<{ server: ServerOverview; busy: boolean; error: string | null } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(0);
  useLayoutEffect(() => {
    if (focusAdd > 0) addButton.current?.focus();
  }, [focusAdd]);

  const list = servers.overview?.servers ?? [];
  const current = servers.overview?.current ?? null;
  const openForm: OpenForm =
    open ?? (list.length === 1 && list[0] ? { kind: 'edit', id: list[0].id } : { kind: 'none' });

  /** Something about the servers changed: the list, the header and the other sections follow. */
  const changed = () => {
    servers.refresh();
    onChanged();
  };

  /** A request on the list; its answer is the list as it is now. */
  const act = async (request: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await request();
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };

  const use = (id: ServerId) =>
    act(async () => {
      servers.show(await serverRequests.use(id));
      requestFocus(id, 'edit');
      onChanged();
    });

  const move = (id: ServerId, by: -1 | 1) =>
    act(async () => {
      servers.show(await serverRequests.move(id, by));
      requestFocus(id, by < 0 ? 'up' : 'down');
    });

  const remove = async (server: ServerOverview) => {
    setRemoving({ server, busy: true, error: null });
    try {
      servers.show(await serverRequests.remove(server.id));
      setRemoving(null);
      if (open?.kind === 'edit' && open.id === server.id) setOpen(null);
      onChanged();
      setFocusAdd((n) => n + 1);
    } catch (error) {
      setRemoving({ server, busy: false, error: toApiError(error).message });
    }
  };

  /** The connection form's view of one listed server. */
  const connectionOf = (server: ServerOverview): FormConnection => ({
    serverId: server.id,
    status: server.status,
    refresh: changed,
    update: (status) => servers.updateStatus(server.id, status),
  });

  const addForm = (
    <ConnectionForm
      connection={{ serverId: '', status: NO_CONNECTION, refresh: changed, update: () => undefined }}
      name=""
      adding={{
        onAdded: (id, check) => {
          setAdded({ id, check });
          setOpen({ kind: 'edit', id });
          changed();
        },
      }}
      onChanged={() => undefined}
      onClose={
        list.length > 0
          ? () => {
              setOpen({ kind: 'none' });
              setFocusAdd((n) => n + 1);
            }
          : null
      }
      labelledBy={list.length > 0 ? 'server-add-heading' : 'servers-heading'}
    />
  );

  return (
    <section aria-labelledby="servers-heading" class="options-section servers-section">
      <h2 id="servers-heading">{t('serversHeading')}</h2>
      {servers.failed && <p class="form-error">{t('optionsSettingsUnreadable')}</p>}
      {servers.overview && list.length === 0 && (
        <>
          <p class="form-hint">{t('serversNoneYet')}</p>
          {addForm}
        </>
      )}
      {list.length > 0 && (
        <ul class="server-list" aria-labelledby="servers-heading">
          {list.map((server, index) => (
            <ServerRow
              key={server.id}
              server={server}
              place={{ first: index === 0, last: index === list.length - 1, current: server.id === current }}
              editing={openForm.kind === 'edit' && openForm.id === server.id}
              added={added?.id === server.id ? added.check : null}
              focusRequest={focusRequest?.id === server.id ? focusRequest : null}
              busy={busy}
              connection={connectionOf(server)}
              onEdit={(opening) => setOpen(opening ? { kind: 'edit', id: server.id } : { kind: 'none' })}
              onUse={() => void use(server.id)}
              onMove={(by) => void move(server.id, by)}
              onRemove={() => setRemoving({ server, busy: false, error: null })}
              onChanged={changed}
            />
          ))}
        </ul>
      )}
      {problem && (
        <p class="form-error" role="alert">
          {problem}
        </p>
      )}
      {list.length > 0 &&
        (openForm.kind === 'add' ? (
          <div class="server-add">
            <h3 id="server-add-heading">{t('serversAddHeading')}</h3>
            {addForm}
          </div>
        ) : (
          <div class="form-actions">
            <button type="button" class="button" ref={addButton} onClick={() => setOpen({ kind: 'add' })}>
              {t('serversAdd')}
            </button>
          </div>
        ))}
      {servers.overview && (
        <ServersTransfer
          hasServers={list.length > 0}
          onImported={(overview) => {
            servers.show(overview);
            changed();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('serversRemoveTitle', { server: removing.server.label || t('serversUnnamed') })}
          confirmLabel={t('serversRemove')}
          busyLabel={removing.busy ? t('serversRemoving') : null}
          error={removing.error}
          onConfirm={() => void remove(removing.server)}
          onCancel={() => setRemoving(null)}
          testId="server-remove-dialog"
        >
          <p>{t('serversRemoveBody')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
