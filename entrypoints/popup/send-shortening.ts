import { capabilitiesOf } from '@/lib/api/model/server';
import { missingDefaults, withoutMissingDefaults, type ServerLists } from '@/lib/link-defaults';
import type { LinkDefaultValues, LinkFormValues } from '@/lib/link-form/values';
import { toLinkDraft } from '@/lib/link-form/to-draft';
import type { ServerId } from '@/lib/servers';
import { ask, NoBackgroundAnswer } from '@/lib/messages/channel';
import type { ShortenResult } from '@/lib/recent';
import { clearDraft } from './draft-writes';
import { problemOf, type ShortenProblem } from './shorten-problem';
import { t } from '@/lib/i18n/messages';

/**
 * The popup's shortenings once asked for. Shorten: the form's values fitted to what the server offers (a default it
 * lacks left out), checked, sent to the background once per `requestId`, and the page's draft
 * cleared when the link exists. Loaded with the popup's actions, after the first paint.
 */

export interface Shortening {
  /** The server to shorten on. */
  serverId: ServerId;
  values: LinkFormValues;
  linkDefaults: LinkDefaultValues;
  lists: ServerLists;
  /** The page's draft key (its address): the background files the link under it. */
  pageKey: string;
  /** The same id for a repeated click on the same values: the background joins the first request. */
  requestId: string;
}

export type ShorteningOutcome = ({ ok: true } & ShortenResult) | { ok: false; problem: ShortenProblem };

/**
 * A shortening that failed, as the popup says it. The background stopped before it answered: the
 * create may have reached the server, which the background now knows (its pending record), so
 * the next try looks for the link first.
 */
function problemOfShortening(error: unknown): ShortenProblem {
  if (error instanceof NoBackgroundAnswer) {
    return { message: t('popupBackgroundStopped'), fields: {}, opensOptions: false };
  }
  return problemOf(error);
}

export async function sendShortening({
  serverId,
  values,
  linkDefaults,
  lists,
  pageKey,
  requestId,
}: Shortening): Promise<ShorteningOutcome> {
  // Also when Shorten came before the form took a missing default out: it is never sent.
  const sendable = withoutMissingDefaults(values, missingDefaults(linkDefaults, lists));
  const draft = toLinkDraft(sendable, capabilitiesOf(lists.profile));
  if (!draft.ok) {
    return {
      ok: false,
      problem: { message: t('shortenNeedsAttention'), fields: draft.fields, opensOptions: false },
    };
  }
  try {
    const result = await ask('shorten/create', { requestId, pageUrl: pageKey, draft: draft.value }, serverId);
    // Shortened: the form's work is done. (Closed while waiting, the popup finds the draft spent.)
    void clearDraft(pageKey).catch(() => undefined);
    return { ok: true, ...result };
  } catch (error) {
    return { ok: false, problem: problemOfShortening(error) };
  }
}

/** Retry on a failed menu or shortcut shortening: the background sends it again and files the outcome. */
export async function retryShortening(entryId: string): Promise<ShorteningOutcome> {
  try {
    return { ok: true, ...(await ask('recent/retry', { entryId })) };
  } catch (error) {
    return { ok: false, problem: problemOfShortening(error) };
  }
}
