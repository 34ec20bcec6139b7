import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import type { ServerProfile } from '@/lib/api/model/server';
import {
  type DoneEntry,
  type FailedEntry,
  newestDoneForPage,
  type RecentVerdict,
  type ServerRef,
  type ShortenResult,
} from '@/lib/recent';
import type { CachedSpaces, KnownResources } from '@/lib/storage/registry';
import type { ConnectionStatus } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import type { MissingDefaults } from '@/lib/link-defaults';
import { isWebAddress } from '@/lib/web-address';
import { defaultsOf, draftKeyFor, freshValues, type PopupData, type PopupFormValues } from './first-paint';
import { loadActions, loadFormFields } from './lazy-modules';
import { useLazyModule } from './load-once';
import type { ShortenProblem } from './shorten-problem';
import type { CopyState } from './views/CopyStatus';

/** Until the form's chunk arrives (a few milliseconds), nothing is known to be missing. */
const NOTHING_MISSING: MissingDefaults = { spaceId: null, domainId: null };

/** Where a shortening's timing starts; `npm run bench` measures to the result on screen. */
export const SHORTEN_START_MARK = 'shorten-start';

/** A chunk of the extension itself failed to load: rare (an update mid-session); reopening fixes it. */
const notLoaded = (): ShortenProblem => ({ message: t('popupPartNotLoaded'), fields: {}, opensOptions: false });

export type PopupView =
  | { name: 'form' }
  /**
   * `clicks`: the server confirmed the link and counted its clicks (`week`: the last 7 days, where
   * the server keeps statistics; null until they come, or where it does not).
   */
  | { name: 'offer'; entry: DoneEntry; clicks?: { total: number; week: number[] | null } }
  /** `found`: the link an earlier, unanswered try made (found on the server, not made again). */
  | { name: 'result'; link: Link; copy: CopyState; found?: boolean };

/** The server said the offered link no longer works: the form replaced the offer, and says why. */
export type GoneOffer = Extract<RecentVerdict, { status: 'gone' }>;

export interface PopupController {
  data: PopupData;
  /** The tab is a browser page, a file or an extension page: the user types an address instead. */
  restricted: boolean;
  /** Whether a server and key are saved; null until known. */
  configured: boolean | null;
  /** The saved server's origin (null: none saved); lists of another server are not offered. */
  serverOrigin: string | null;
  spaces: CachedSpaces | null;
  /** The server's dialect and plan, as stored (what the form offers follows from it). */
  profile: ServerProfile | null;
  /** The server's domains and pixels: stored ones first, the server's own lists once asked for. */
  known: KnownResources | null;
  /** Defaults from the settings that the connected server does not have: shown, never sent. */
  missing: MissingDefaults;
  view: PopupView;
  values: PopupFormValues;
  submitting: boolean;
  problem: ShortenProblem | null;
  failed: FailedEntry[];
  retryProblems: Record<string, string>;
  /** The offer the server said no longer works, once it said so. */
  goneOffer: GoneOffer | null;
  change: (values: PopupFormValues) => void;
  /** Shows other values without saving them as the page's draft (the tab's address, cleaned). */
  replace: (values: PopupFormValues) => void;
  submit: () => void;
  /** Shows `link` as the result, copied; `found` as in {@link PopupView}. */
  copy: (link: Link, found?: boolean) => void;
  /** Copy on the offer: the link as the server's answer about it has it (it may have been renamed). */
  copyOffer: (link: Link) => void;
  newForm: () => void;
  retry: (entry: FailedEntry) => void;
  dismiss: (entry: FailedEntry) => void;
  /** "More options" opened: asks for the domains and pixels when the opening could not (they failed). */
  moreOptionsOpened: () => void;
}

/** The server the popup shortens on, as recent links name it; unknown before it was ever checked. */
function serverRefOf(data: PopupData): ServerRef | undefined {
  const serverOrigin = data.connectionState?.serverOrigin;
  return serverOrigin ? { serverId: data.serverId, serverOrigin } : undefined;
}

/** Everything the popup does, as state and actions; the views only render it. */
export function usePopup(data: PopupData, connectionStatus: Promise<ConnectionStatus | null>): PopupController {
  const draftKey = draftKeyFor(data.tabUrl);
  const restricted = !isWebAddress(data.tabUrl);
  const startUrl = restricted ? '' : (data.tabUrl ?? '');
  // The saved server as stored with the connection state (read before the first paint); the
  // background's answer, read from the saved connection itself, has the last word.
  const [saved, setSaved] = useState({
    configured: data.connectionState?.configured ?? null,
    serverOrigin: data.connectionState?.serverOrigin ?? null,
  });
  const { configured, serverOrigin } = saved;
  const profile = data.serverProfile;
  const [spaces, setSpaces] = useState(data.spaces);
  const [known, setKnown] = useState(data.knownResources);
  const resourcesAsked = useRef(false);
  // The space and domain fields arrive with this chunk: before it nothing of them is on screen.
  const formFields = useLazyModule(loadFormFields);
  // The settings' defaults, and the account's where none was chosen there (as last detected).
  const [linkDefaults] = useState(() => defaultsOf(data));
  const missing = formFields?.missingDefaults(linkDefaults, { profile, spaces, known }) ?? NOTHING_MISSING;
  const [values, setValues] = useState<PopupFormValues>(() => data.draft ?? freshValues(data, startUrl));
  // Only a link of the saved server is offered: another server's cannot be checked.
  const [firstOffer] = useState(() =>
    data.draft || !data.tabUrl ? undefined : newestDoneForPage(data.recent, data.tabUrl, serverRefOf(data)),
  );
  const [view, setView] = useState<PopupView>(() =>
    firstOffer ? { name: 'offer', entry: firstOffer } : { name: 'form' },
  );
  const [goneOffer, setGoneOffer] = useState<GoneOffer | null>(null);
  /** The server's answer about the offer, asked once when the popup opens with one. */
  const offerCheck = useRef<Promise<RecentVerdict | null> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<ShortenProblem | null>(null);
  const [failed, setFailed] = useState(() => data.recent.filter((e): e is FailedEntry => e.status === 'failed'));
  const [retryProblems, setRetryProblems] = useState<Record<string, string>>({});
  // One id per attempt: a second Enter or click on the same values joins the first request.
  const requestId = useRef<string | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (data.spentDraft)
      void loadActions()
        .then(({ clearDraft }) => clearDraft(draftKey))
        .catch(() => undefined);
  }, [data.spentDraft, draftKey]);

  // A default found missing (the form's chunk arrived, or a fresher list) is taken out of the form.
  const without = formFields?.withoutMissingDefaults;
  useEffect(() => {
    if (without) setValues((current) => without(current, { spaceId: missing.spaceId, domainId: missing.domainId }));
  }, [without, missing.spaceId, missing.domainId]);

  useEffect(() => {
    void connectionStatus.then((status) => status && setSaved(status));
  }, [connectionStatus]);

  // The offer is on screen at once; the server is asked whether it still works, and the answer
  // replaces it: renamed, the new short URL; gone, the form with a sentence saying why.
  useEffect(() => {
    if (!firstOffer) return;
    const check = loadActions()
      .then(({ ask }) => ask('recent/check', { entryId: firstOffer.id }))
      // Not answered (the background is busy or restarting): the offer stays as it was.
      .catch(() => null);
    offerCheck.current = check;
    void check.then((verdict) => {
      if (!verdict || verdict.status === 'unchecked') return;
      const offered = (current: PopupView) => current.name === 'offer' && current.entry.id === firstOffer.id;
      if (verdict.status === 'current') {
        const total = verdict.entry.link.clicks;
        setView((current) =>
          offered(current) ? { name: 'offer', entry: verdict.entry, clicks: { total, week: null } } : current,
        );
        // Drawn after the offer: the week's clicks are one more request, of servers that keep them.
        void loadActions()
          .then(({ offerWeek }) => offerWeek(data.serverId, data.serverProfile, verdict.entry.link.id))
          .then(
            (week) =>
              week &&
              setView((current) =>
                offered(current) ? { name: 'offer', entry: verdict.entry, clicks: { total, week } } : current,
              ),
            () => undefined,
          );
        return;
      }
      setGoneOffer(verdict);
      setView((current) => (offered(current) ? { name: 'form' } : current));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the popup is drawn anew for another server: its data never changes
  }, [firstOffer]);

  // The stored lists are shown at once; the background answers them again, fetched anew when they
  // are old (stale-while-revalidate: entrypoints/background/lists/list-freshness.ts). The form keeps its
  // values: a chosen space stays chosen when the list under it changes.
  useEffect(() => {
    if (!configured) return;
    loadActions()
      .then(({ ask }) => ask('spaces/refresh-cache', null, data.serverId))
      .then(setSpaces, () => undefined);
    resourcesAsked.current = true;
    askForResources().catch(() => (resourcesAsked.current = false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per popup, when the server is known
  }, [configured]);

  /** `keepClipboard`: shown only (the settings do not ask for copies). */
  function copy(link: Link, found?: boolean, keepClipboard = false) {
    const show = (state: CopyState) => setView({ name: 'result', link, copy: state, found });
    loadActions().then(
      ({ copyShortLink }) => copyShortLink(link.shortUrl, keepClipboard, show),
      () => show('failed'),
    );
  }

  async function shorten(current: PopupFormValues): Promise<void> {
    // The chunk started loading with the first paint, so by the time of a click it is here:
    // then nothing is awaited and the request leaves before the progress is drawn.
    const actions = loadActions.ready() ?? (await loadActions().catch(() => null));
    if (!actions) {
      setProblem(notLoaded());
      return;
    }
    requestId.current ??= crypto.randomUUID();
    const outcome = await actions.sendShortening({
      serverId: data.serverId,
      values: current,
      linkDefaults,
      lists: { profile, spaces, known },
      pageKey: draftKey,
      requestId: requestId.current,
    });
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return;
    }
    requestId.current = null;
    showResult(outcome);
  }

  /** Copy on the offer waits for the server's answer about it (there by then, as a rule): never a dead link. */
  async function copyOffer(link: Link): Promise<void> {
    const verdict = await offerCheck.current;
    if (verdict?.status === 'gone') return;
    copy(verdict?.status === 'current' ? verdict.entry.link : link);
  }

  async function retry(entry: FailedEntry): Promise<void> {
    const outcome = await loadActions()
      .then(({ retryShortening }) => retryShortening(entry.id))
      .catch(() => ({ ok: false as const, problem: notLoaded() }));
    if (!outcome.ok) {
      setRetryProblems((all) => ({ ...all, [entry.id]: outcome.problem.message }));
      return;
    }
    showResult(outcome);
  }

  /**
   * The stored lists may be old or only learned from links: a server that can list its domains
   * and pixels is asked when the popup opens (the background answers from storage while fresh).
   */
  async function askForResources(): Promise<void> {
    if (!configured || serverOrigin === null) return;
    const listed = await (await loadActions()).listServerResources(profile, serverOrigin, data.serverId);
    if (listed) setKnown(listed);
  }

  function showResult({ link, foundStored, entryId }: ShortenResult) {
    // The kept failure this link settles (retried, or found or made on the form's try) is not listed again.
    setFailed((list) => list.filter((e) => e.id !== entryId));
    // The page has a working link again: why the earlier one was not offered is old news.
    setGoneOffer(null);
    copy(link, foundStored, !data.settings.autoCopy);
  }

  return {
    data,
    restricted,
    configured,
    serverOrigin,
    spaces,
    profile,
    known,
    missing,
    view,
    values,
    submitting,
    problem,
    failed,
    retryProblems,
    goneOffer,
    change(next) {
      setValues(next);
      requestId.current = null;
      // The actions arrived with the first paint's follow-up; saves leave in the order typed.
      void loadActions()
        .then(({ saveFormDraft }) => saveFormDraft(data, next))
        .catch(() => undefined);
    },
    replace: setValues,
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
    copyOffer(link) {
      void copyOffer(link);
    },
    newForm() {
      setProblem(null);
      const fresh = freshValues(data, startUrl);
      setValues(without ? without(fresh, missing) : fresh);
      setView({ name: 'form' });
    },
    retry(entry) {
      setRetryProblems(({ [entry.id]: _, ...rest }) => rest);
      void retry(entry);
    },
    dismiss(entry) {
      setFailed((list) => list.filter((e) => e.id !== entry.id));
      // Gone from the list at once; should the background miss it, the entry is listed again next time.
      void loadActions()
        .then(({ ask }) => ask('recent/dismiss', { entryId: entry.id }))
        .catch(() => undefined);
    },
    moreOptionsOpened() {
      if (resourcesAsked.current) return;
      resourcesAsked.current = true;
      // Failing costs nothing shown: the stored lists stay, and the next opening asks again.
      askForResources().catch(() => (resourcesAsked.current = false));
    },
  };
}
