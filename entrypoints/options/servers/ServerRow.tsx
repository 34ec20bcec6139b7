import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ConnectionStateBar } from '@/components/connection-state/ConnectionStateBar';
import { useConnectionState } from '@/components/connection-state/use-connection-state';
import { toApiError } from '@/lib/api/errors';
import type { ConnectionCheck } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import type { ServerOverview } from '@/lib/messages/protocol';
import { ConnectionForm } from '../connection/ConnectionForm';
import { ConnectionResult } from '../connection/ConnectionResult';
import type { SetupPhase } from '../connection/use-connection-setup';
import type { FormConnection } from '../connection/form-connection';
import { serverRequests } from './use-server-rows';

export interface FocusRequest {
  target: 'up' | 'down' | 'edit';
  turn: number;
}

export interface RowPlace {
  first: boolean;
  last: boolean;
  current: boolean;
}

interface Props {
  server: ServerOverview;
  place: RowPlace;
  /** The server's connection form is open in the row. */
  editing: boolean;
  /** What adding this server found, shown in its form as it opens (the server was just added). */
  added: ConnectionCheck | null;
  /**
   * This row's button that gets the focus once the list is redrawn (the row moved, or became the
   * current one and lost its Use button); `turn` counts the requests.
   */
  focusRequest: FocusRequest | null;
  busy: boolean;
  connection: FormConnection;
  onEdit: (open: boolean) => void;
  onUse: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onChanged: () => void;
}

/**
 * One server of the list: what it is called, where it is, whether it answers, and what can be
 * done with it. Its connection form opens in place (Edit).
 */
export function ServerRow({
  server,
  place,
  editing,
  added,
  focusRequest,
  busy,
  connection,
  onEdit,
  onUse,
  onMove,
  onRemove,
  onChanged,
}: Props) {
  const { state } = useConnectionState(server.state, server.id);
  const [test, setTest] = useState<SetupPhase | null>(null);
  const labelId = `server-${server.id}-label`;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLLIElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const focusedTurn = useRef(0);
  const keyNeeded = server.status.serverUrl !== null && !server.status.keySaved;

  // The row moved in the DOM, or its Use button went: the focus is given back once the buttons
  // are enabled again (to the other direction's when the row reached an end).
  useLayoutEffect(() => {
    if (focusRequest === null || busy || focusedTurn.current === focusRequest.turn) return;
    focusedTurn.current = focusRequest.turn;
    const { target } = focusRequest;
    const wanted = target === 'edit' ? edit.current : target === 'up' ? up.current : down.current;
    const other = target === 'up' ? down.current : up.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focusRequest, busy]);
  // Just added: the form that added it is gone; the focus comes to the same place in the new
  // server's form (its Save), beside the result.
  useLayoutEffect(() => {
    if (added) row.current?.querySelector<HTMLButtonElement>('form button[type="submit"]')?.focus();
  }, [added]);

  const runTest = () => {
    setTest({ phase: 'testing' });
    serverRequests.test(server.id).then(
      (check) => {
        setTest({ phase: 'checked', check });
        onChanged();
      },
      (error: unknown) => setTest({ phase: 'failed', error: toApiError(error) }),
    );
  };

  return (
    <li
      class={`server-row${place.current ? ' is-current' : ''}`}
      data-testid="server-row"
      aria-labelledby={labelId}
      ref={row}
    >
      <div class="server-row-head">
        <div class="server-row-identity">
          <div class="server-row-title">
            <h3 id={labelId} class="server-label">
              {server.label || t('serversUnnamed')}
            </h3>
            {place.current && <span class="server-badge badge-current">{t('serversCurrentMark')}</span>}
            {keyNeeded && <span class="server-badge badge-key-needed">{t('serversKeyNeeded')}</span>}
          </div>
          {server.status.serverUrl && <p class="server-address address">{server.status.serverUrl}</p>}
          <ConnectionStateBar state={state} testId="server-state" />
        </div>
        <div class="server-row-actions" role="group" aria-labelledby={labelId}>
          {!place.current && (
            <button type="button" class="button button-small" onClick={onUse} disabled={busy}>
              {t('serversUse')}
            </button>
          )}
          <button
            type="button"
            class="button button-small"
            ref={edit}
            aria-expanded={editing}
            onClick={() => onEdit(!editing)}
          >
            {t('serversEdit')}
          </button>
          {!editing && server.status.configured && (
            <button
              type="button"
              class="button button-small"
              onClick={runTest}
              disabled={busy || test?.phase === 'testing'}
            >
              {t('serversTest')}
            </button>
          )}
          {/* A single server has no order to change. */}
          {!(place.first && place.last) && (
            <>
              <button
                type="button"
                class="button button-small button-icon"
                ref={up}
                aria-label={t('serversMoveUp')}
                title={t('serversMoveUp')}
                onClick={() => onMove(-1)}
                disabled={busy || place.first}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                class="button button-small button-icon"
                ref={down}
                aria-label={t('serversMoveDown')}
                title={t('serversMoveDown')}
                onClick={() => onMove(1)}
                disabled={busy || place.last}
              >
                <span aria-hidden="true">↓</span>
              </button>
            </>
          )}
          <button type="button" class="button button-small button-danger-quiet" onClick={onRemove} disabled={busy}>
            {t('serversRemove')}
          </button>
        </div>
      </div>
      {!editing && test && <ConnectionResult phase={test} status={server.status} testId="server-test-result" />}
      {editing && (
        <ConnectionForm
          connection={connection}
          name={server.name}
          first={added}
          onChanged={onChanged}
          onClose={() => onEdit(false)}
          labelledBy={labelId}
        />
      )}
    </li>
  );
}
