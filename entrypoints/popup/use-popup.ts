import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import { copyText } from '@/lib/clipboard/copy-with-selection';
import { clearDraft, saveDraft } from '@/lib/drafts/draft-store';
import { ask } from '@/lib/messages/channel';
import type { DoneEntry, FailedEntry } from '@/lib/recent/recent-entry';
import { newestDoneForPage } from '@/lib/recent/recent-queries';
import type { ConnectionStatus } from '@/lib/connection/status';
import type { CachedSpaces } from '@/lib/spaces-cache/cached-spaces';
import { freshValues, type PopupFormValues } from './form-values';
import { loadFormFields } from './lazy-modules';
import { draftKeyFor, type PopupData } from './popup-data';
import { problemOf, type ShortenProblem } from './shorten-problem';
import { isWebAddress } from '@/lib/shorten/web-address';

/** Where a shortening's timing starts; `npm run bench` measures to the result on screen. */
export const SHORTEN_START_MARK = 'shorten-start';

export type CopyState = 'copying' | 'copied' | 'failed' | 'off';

export type PopupView =
  | { name: 'form' }
  | { name: 'offer'; entry: DoneEntry }
  | { name: 'result'; link: Link; copy: CopyState };

export interface PopupController {
  data: PopupData;
  /** The tab is a browser page, a file or an extension page: the user types an address instead. */
  restricted: boolean;
  /** null until the background answers (or when it cannot). */
  connection: ConnectionStatus | null;
  spaces: CachedSpaces | null;
  view: PopupView;
  values: PopupFormValues;
  submitting: boolean;
  problem: ShortenProblem | null;
  failed: FailedEntry[];
  retryProblems: Record<string, string>;
  change(values: PopupFormValues): void;
  submit(): void;
  copy(link: Link): void;
  newForm(): void;
  retry(entry: FailedEntry): void;
}

/** Everything the popup does, as state and actions; the views only render it. */
export function usePopup(data: PopupData, connectionStatus: Promise<ConnectionStatus | null>): PopupController {
  const draftKey = draftKeyFor(data.tabUrl);
  const restricted = !isWebAddress(data.tabUrl);
  const startUrl = restricted ? '' : (data.tabUrl ?? '');
  const [connection, setConnection] = useState<ConnectionStatus | null>(null);
  const [spaces, setSpaces] = useState(data.spaces);
  const [values, setValues] = useState<PopupFormValues>(() => data.draft ?? freshValues(data.settings, startUrl));
  const [view, setView] = useState<PopupView>(() => {
    const earlier = data.draft || !data.tabUrl ? undefined : newestDoneForPage(data.recent, data.tabUrl);
    return earlier ? { name: 'offer', entry: earlier } : { name: 'form' };
  });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<ShortenProblem | null>(null);
  const [failed, setFailed] = useState(() => data.recent.filter((e): e is FailedEntry => e.status === 'failed').slice(0, 3));
  const [retryProblems, setRetryProblems] = useState<Record<string, string>>({});
  // One id per attempt: a second Enter or click on the same values joins the first request.
  const requestId = useRef<string | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    void connectionStatus.then((status) => {
      setConnection(status);
      // The cached spaces are already shown; a fresh list replaces them when it arrives.
      if (status?.configured) ask('spaces/refresh-cache', null).then(setSpaces, () => undefined);
    });
  }, [connectionStatus]);

  function copy(link: Link) {
    setView({ name: 'result', link, copy: 'copying' });
    copyText(link.shortUrl).then(
      () => setView({ name: 'result', link, copy: 'copied' }),
      () => setView({ name: 'result', link, copy: 'failed' }),
    );
  }

  async function shorten(current: PopupFormValues): Promise<void> {
    try {
      const draft = (await loadFormFields()).toLinkDraft(current);
      if (!draft.ok) {
        setProblem({ message: 'Some fields need attention.', fields: draft.fields, opensOptions: false });
        return;
      }
      requestId.current ??= crypto.randomUUID();
      const link = await ask('shorten/create', { requestId: requestId.current, pageUrl: draftKey, draft: draft.value });
      requestId.current = null;
      void clearDraft(draftKey);
      showResult(link);
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  function showResult(link: Link) {
    if (data.settings.autoCopy) copy(link);
    else setView({ name: 'result', link, copy: 'off' });
  }

  return {
    data,
    restricted,
    connection,
    spaces,
    view,
    values,
    submitting,
    problem,
    failed,
    retryProblems,
    change(next) {
      setValues(next);
      requestId.current = null;
      void saveDraft(draftKey, next);
    },
    submit() {
      if (busy.current) return;
      performance.mark(SHORTEN_START_MARK);
      busy.current = true;
      setSubmitting(true);
      setProblem(null);
      void shorten(values).finally(() => {
        busy.current = false;
        setSubmitting(false);
      });
    },
    copy,
    newForm() {
      setProblem(null);
      setValues(freshValues(data.settings, startUrl));
      setView({ name: 'form' });
    },
    retry(entry) {
      setRetryProblems(({ [entry.id]: _, ...rest }) => rest);
      ask('recent/retry', { entryId: entry.id }).then(
        (link) => {
          setFailed((list) => list.filter((e) => e.id !== entry.id));
          showResult(link);
        },
        (error: unknown) => setRetryProblems((all) => ({ ...all, [entry.id]: problemOf(error).message })),
      );
    },
  };
}
