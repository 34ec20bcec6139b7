import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import type { MissingDefaults, ServerLists } from '@/lib/link-defaults';
import type { ShortenResult } from '@/lib/recent';
import { isWebAddress } from '@/lib/web-address';
import { defaultsOf, draftKeyFor, freshValues, type PopupData, type PopupFormValues } from './first-paint';
import { clearDraft, copyShortLink, notLoaded, saveFormDraft, sendShortening, useFormFields } from './later';
import type { ShortenProblem } from './shorten-problem';
import type { CopyState } from './views/CopyStatus';

/** Where a shortening's timing starts; `npm run bench` measures to the result on screen. */
export const SHORTEN_START_MARK = 'shorten-start';

/** Until the form's chunk arrives (a few milliseconds), nothing is known to be missing. */
const NOTHING_MISSING: MissingDefaults = { spaceId: null, domainId: null };

/** A new short link on screen. `found`: the link an earlier, unanswered try made (found on the server, not made again). */
export interface ShownLink {
  link: Link;
  copy: CopyState;
  found?: boolean;
}

export interface Shortening {
  /** The tab is a browser page, a file or an extension page: the user types an address instead. */
  restricted: boolean;
  values: PopupFormValues;
  /** Defaults from the settings that the connected server does not have: shown, never sent. */
  missing: MissingDefaults;
  submitting: boolean;
  problem: ShortenProblem | null;
  /** The short link on screen in place of the form; null: none. */
  shown: ShownLink | null;
  /** A change the user made: kept as the page's draft. */
  change: (values: PopupFormValues) => void;
  /** Shows other values without saving them as the page's draft (the tab's address, cleaned). */
  replace: (values: PopupFormValues) => void;
  submit: () => void;
  /** Shows `link`, copied (`keepClipboard`: shown only, the settings do not ask for copies). */
  copy: (link: Link, found?: boolean, keepClipboard?: boolean) => void;
  /** A link made elsewhere (a Retry) shown as the form's own would be. */
  show: (result: ShortenResult) => void;
  /** A fresh form for the page, with the defaults. */
  newForm: () => void;
}

/**
 * The form and its shortening: the values (the page's draft, else a fresh form), Shorten with its
 * progress and problems, and the new link shown and copied. `onShown`: a link now exists for the
 * page (the other parts of the popup follow it).
 */
export function useShortening(
  data: PopupData,
  lists: ServerLists,
  onShown: (result: ShortenResult) => void,
): Shortening {
  const draftKey = draftKeyFor(data.tabUrl);
  const restricted = !isWebAddress(data.tabUrl);
  const startUrl = restricted ? '' : (data.tabUrl ?? '');
  // The space and domain fields arrive with this chunk: before it nothing of them is on screen.
  const formFields = useFormFields();
  // The settings' defaults, and the account's where none was chosen there (as last detected).
  const [linkDefaults] = useState(() => defaultsOf(data));
  const missing = formFields?.missingDefaults(linkDefaults, lists) ?? NOTHING_MISSING;
  const [values, setValues] = useState<PopupFormValues>(() => data.draft ?? freshValues(data, startUrl));
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<ShortenProblem | null>(null);
  const [shown, setShown] = useState<ShownLink | null>(null);
  // One id per attempt: a second Enter or click on the same values joins the first request.
  const requestId = useRef<string | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (data.spentDraft) clearDraft(draftKey).catch(() => undefined);
  }, [data.spentDraft, draftKey]);

  // A default found missing (the form's chunk arrived, or a fresher list) is taken out of the form.
  const without = formFields?.withoutMissingDefaults;
  useEffect(() => {
    if (without) setValues((current) => without(current, { spaceId: missing.spaceId, domainId: missing.domainId }));
  }, [without, missing.spaceId, missing.domainId]);

  function copy(link: Link, found?: boolean, keepClipboard = false) {
    const show = (state: CopyState) => setShown({ link, copy: state, found });
    copyShortLink(link, data, keepClipboard, show).catch(() => show('failed'));
  }

  function show(result: ShortenResult) {
    onShown(result);
    copy(result.link, result.foundStored, !data.settings.autoCopy);
  }

  async function shorten(current: PopupFormValues): Promise<void> {
    requestId.current ??= crypto.randomUUID();
    // The actions started loading with the first paint, so by the time of a click they are here:
    // then nothing is awaited and the request leaves before the progress is drawn.
    const outcome = await sendShortening({
      serverId: data.serverId,
      values: current,
      linkDefaults,
      lists,
      pageKey: draftKey,
      requestId: requestId.current,
    }).catch(() => ({ ok: false as const, problem: notLoaded() }));
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return;
    }
    requestId.current = null;
    show(outcome);
  }

  return {
    restricted,
    values,
    missing,
    submitting,
    problem,
    shown,
    change(next) {
      setValues(next);
      requestId.current = null;
      // Saves leave in the order typed.
      saveFormDraft(data, next).catch(() => undefined);
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
    show,
    newForm() {
      setProblem(null);
      setShown(null);
      const fresh = freshValues(data, startUrl);
      setValues(without ? without(fresh, missing) : fresh);
    },
  };
}
