import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { type ApiError, type FieldErrors, toApiError } from '@/lib/api/errors';
import type { ConnectionCheck, ConnectionSaveInput } from '@/lib/connection';
import { hasHostPermission, requestHostPermission } from './permission';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import type { FormConnection } from './form-connection';

export type SetupPhase =
  | { phase: 'loading' }
  | { phase: 'idle' }
  | { phase: 'asking-permission' }
  | { phase: 'saving' }
  | { phase: 'testing' }
  | { phase: 'not-granted'; origin: string }
  | { phase: 'invalid'; fields: FieldErrors }
  | { phase: 'checked'; check: ConnectionCheck }
  | { phase: 'failed'; error: ApiError };

/**
 * Where a Save goes: the server the form edits (its name changed first when `name` differs), or a
 * new server added to the list (`add`, which answers the new server's id with its test).
 */
export type SaveTarget =
  | { kind: 'edit'; name: { before: string; typed: string } | null }
  | { kind: 'add'; name: string; onAdded: (id: ServerId, check: ConnectionCheck) => void };

/**
 * What the connection form does with one server's connection: save, test again, forget the key.
 * The key goes to the background once, in the save request; the page never reads it back. Each
 * answer's status becomes the server's, so the list, the header and the sections say the same.
 * `first`: what an Add just found, shown as this form's result when it opens on the new server.
 */
export function useConnectionSetup(connection: FormConnection, first: ConnectionCheck | null = null) {
  const { status, update: setStatus, serverId } = connection;
  const [phase, setPhase] = useState<SetupPhase>(first ? { phase: 'checked', check: first } : { phase: 'idle' });
  // A prompt can be left unanswered (hidden behind a window): the user may give up waiting.
  const permissionAttempt = useRef(0);
  const shownPhase: SetupPhase = status === null && phase.phase === 'idle' ? { phase: 'loading' } : phase;

  const finish = (check: ConnectionCheck): ConnectionCheck => {
    setStatus(check.status);
    setPhase({ phase: 'checked', check });
    return check;
  };
  const fail = (error: unknown) => {
    const apiError = toApiError(error);
    setPhase(
      apiError.kind === 'invalid-input'
        ? { phase: 'invalid', fields: apiError.fields }
        : { phase: 'failed', error: apiError },
    );
  };

  /**
   * `alreadyGranted` comes from a check made before the click: the permission request must be
   * the first asynchronous step of the click, or Firefox refuses it as not user-initiated.
   */
  const save = async (
    input: ConnectionSaveInput,
    alreadyGranted: boolean,
    target: SaveTarget = { kind: 'edit', name: null },
  ): Promise<ConnectionCheck | null> => {
    if (!alreadyGranted) {
      const attempt = ++permissionAttempt.current;
      const request = requestHostPermission(input.serverUrl);
      setPhase({ phase: 'asking-permission' });
      const answer = await request;
      if (attempt !== permissionAttempt.current) return null;
      if (answer !== 'granted') {
        setPhase({ phase: 'not-granted', origin: new URL(input.serverUrl).origin });
        return null;
      }
    }
    setPhase({ phase: 'saving' });
    try {
      if (target.kind === 'add') {
        const { id, check } = await ask('servers/add', { name: target.name, connection: input });
        target.onAdded(id, check);
        return finish(check);
      }
      if (target.name && target.name.typed.trim() !== target.name.before.trim())
        await ask('servers/rename', { id: serverId, name: target.name.typed });
      return finish(await ask('connection/save', input, serverId));
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const stopWaitingForPermission = useCallback((origin: string) => {
    permissionAttempt.current++;
    setPhase({ phase: 'not-granted', origin });
  }, []);

  const retest = async (): Promise<ConnectionCheck | null> => {
    setPhase({ phase: 'testing' });
    try {
      return finish(await ask('connection/test', null, serverId));
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const forgetKey = async () => {
    try {
      setStatus(await ask('connection/forget-key', null, serverId));
      setPhase({ phase: 'idle' });
    } catch (error) {
      fail(error);
    }
  };

  /** A new attempt failed the page's own checks: the last result no longer describes the form. */
  const clearResult = useCallback(() => setPhase({ phase: 'idle' }), []);

  return { status, phase: shownPhase, save, retest, forgetKey, stopWaitingForPermission, clearResult };
}

/** Whether the browser already lets the extension reach `serverUrl` (null while unknown). */
export function useHostPermissionKnown(serverUrl: string | null): boolean | null {
  const [known, setKnown] = useState<{ url: string; granted: boolean } | null>(null);
  useEffect(() => {
    if (serverUrl === null) return undefined;
    let live = true;
    void hasHostPermission(serverUrl).then((granted) => live && setKnown({ url: serverUrl, granted }));
    return () => {
      live = false;
    };
  }, [serverUrl]);
  return known !== null && known.url === serverUrl ? known.granted : null;
}
