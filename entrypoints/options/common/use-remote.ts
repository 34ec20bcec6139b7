import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { type ApiError, toApiError } from '@/lib/api/errors';
import { useLatestAsk } from './use-latest-ask';

export type Remote<T> =
  | { phase: 'loading'; previous: T | null }
  | { phase: 'ready'; data: T }
  | { phase: 'failed'; error: ApiError; previous: T | null };

function asApiError(error: unknown): ApiError {
  return toApiError(error);
}

/**
 * Loads `load()` whenever `key` changes (a serialised request), keeping the last data on screen
 * while the next answer is on its way. Answers to superseded requests are dropped, so a slow
 * first search cannot overwrite a faster second one. `known()`, when given, is what is already
 * known of a key's answer: shown at once while it is asked again.
 */
export function useRemote<T>(
  key: string,
  load: () => Promise<T>,
  onAnswer?: (data: T) => void,
  known?: () => T | null,
) {
  const [state, setState] = useState<Remote<T>>(() => ({ phase: 'loading', previous: known?.() ?? null }));
  const latest = useLatestAsk();
  const loadRef = useRef(load);
  loadRef.current = load;
  const answerRef = useRef(onAnswer);
  answerRef.current = onAnswer;
  const knownRef = useRef(known);
  knownRef.current = known;

  const run = useCallback(() => {
    const isLatest = latest.begin();
    setState((current) => ({ phase: 'loading', previous: knownRef.current?.() ?? dataOf(current) }));
    loadRef.current().then(
      (data) => {
        if (!isLatest()) return;
        answerRef.current?.(data);
        setState({ phase: 'ready', data });
      },
      (error: unknown) => {
        if (!isLatest()) return;
        setState((current) => ({ phase: 'failed', error: asApiError(error), previous: dataOf(current) }));
      },
    );
  }, [latest]);

  useEffect(run, [key, run]);
  return { state, reload: run };
}

export function dataOf<T>(remote: Remote<T>): T | null {
  return remote.phase === 'ready' ? remote.data : remote.previous;
}
