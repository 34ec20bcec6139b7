import { useEffect, useRef, useState } from 'preact/hooks';
import { ConnectionStateBar } from '@/components/connection-state/ConnectionStateBar';
import { useConnectionState } from '@/components/connection-state/use-connection-state';
import { toApiError } from '@/lib/api/errors';
import type { ConnectionCheck } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import type { ServerOverview } from '@/lib/messages/protocol';
import { ConnectionForm } from '../connection/ConnectionForm';
import { ConnectionResult } from '../connection/ConnectionResult';
import type { SetupPhase } from '../connection/use-connection-setup';
import type { PageConnection } from '../use-connection';
import { serverRequests } from './use-servers';

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
  /** After a move: the direction whose button keeps the focus (this row moved). */
  focusAfterMove: { by: -1 | 1; turn: number } | null;
  busy: boolean;
  connection: PageConnection;
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
  focusAfterMove,
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
  const heading = useRef<HTMLHeadingElement>(null);
  const keyNeeded = server.status.serverUrl !== null && !server.status.keySaved;

  // The row moved in the DOM, which takes the focus from its button: give it back, or to the
  // other direction's when the row reached an end.
  useEffect(() => {
    if (focusAfterMove === null) return;
    const wanted = focusAfterMove.by < 0 ? up.current : down.current;
    const other = focusAfterMove.by < 0 ? down.current : up.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per move (its turn), not per render
  }, [focusAfterMove?.turn]);
  // Just added: the form that added it is gone; the focus comes to the new server.
  useEffect(() => {
    if (added) heading.current?.focus();
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
    <li class={`server-row${place.current ? ' is-current' : ''}`} data-testid="server-row" aria-labelledby={labelId}>
      <div class="server-row-head">
        <div class="server-row-identity">
          <div class="server-row-title">
            <h3 id={labelId} class="server-label" tabIndex={-1} ref={heading}>
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
