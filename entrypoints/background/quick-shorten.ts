import { effectiveDefaults } from '@/lib/account-defaults';
import type { LinkDraft } from '@/lib/api/model/link';
import { toApiError } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';
import { defaultsOnServer, missingDefaults, missingDefaultsSentence, type ServerLists } from '@/lib/link-defaults';
import type { LinkDefaultValues } from '@/lib/link-form/values';
import type { ShortenSource } from '@/lib/recent';
import type { Settings } from '@/lib/settings';
import type { Notify } from './notify';
import type { Shortener } from './shortener';

/**
 * A link with the defaults (the options page's, else the account's): what the menu and the
 * shortcut create. They cannot ask for a password, so an account whose statistics default to
 * password-protected gets private ones: no more visible than it asked for.
 */
export function draftFromDefaults(destination: string, defaults: LinkDefaultValues): LinkDraft {
  return {
    destination,
    privacy: defaults.privacy === 'password' ? 'private' : defaults.privacy,
    ...(defaults.spaceId !== null ? { spaceId: defaults.spaceId } : {}),
    ...(defaults.domainId !== null ? { domainId: defaults.domainId } : {}),
  };
}

export interface QuickShortenDeps {
  shortener: Shortener;
  settings: () => Promise<Settings>;
  /** What is stored about the connected server's spaces and domains, to leave out defaults it lacks. */
  serverLists: () => Promise<ServerLists>;
  copy: (text: string) => Promise<void>;
  notify: Notify;
  newRequestId: () => string;
}

/** The outcome, for callers and tests; the user learns it from the clipboard and a notification. */
export type QuickShortenOutcome =
  { status: 'done'; shortUrl: string; copied: boolean } | { status: 'failed'; reason: string };

/**
 * Shortening without a form (context menu, keyboard shortcut): the defaults, the clipboard,
 * a notification. Failures are always notified (a silent failure is the worst outcome) and
 * kept in recent links by the shortener, where the popup offers Retry.
 */
export async function quickShorten(
  url: string,
  source: Exclude<ShortenSource, 'popup'>,
  deps: QuickShortenDeps,
): Promise<QuickShortenOutcome> {
  const [settings, lists] = await Promise.all([deps.settings(), deps.serverLists()]);
  const defaults = effectiveDefaults(settings.linkDefaults, lists.profile?.account ?? null);
  const missing = missingDefaults(defaults, lists);
  let shortUrl: string;
  try {
    const link = await deps.shortener.shorten({
      requestId: deps.newRequestId(),
      pageUrl: url,
      draft: draftFromDefaults(url, defaultsOnServer(defaults, missing)),
      source,
    });
    shortUrl = link.shortUrl;
  } catch (error) {
    const reason = toApiError(error).message;
    await deps.notify({ title: t('quickFailedTitle'), message: t('quickFailedMessage', { reason }) });
    return { status: 'failed', reason };
  }

  let copied = false;
  let copyProblem = false;
  if (settings.autoCopy) {
    copied = await deps.copy(shortUrl).then(
      () => true,
      () => false,
    );
    copyProblem = !copied;
  }
  // A link that could not be copied is still announced, so the user can find it; so is one made
  // without a default the user expects it to have.
  const leftOut = missingDefaultsSentence(missing);
  if (settings.notifications || copyProblem || leftOut) {
    await deps.notify({
      title: t(copied ? 'quickCopiedTitle' : copyProblem ? 'quickNotCopiedTitle' : 'quickCreatedTitle'),
      message: leftOut ? `${shortUrl}\n${leftOut}` : shortUrl,
    });
  }
  return { status: 'done', shortUrl, copied };
}

/**
 * A notice for things that are not web pages; nothing is sent and nothing is kept. Written when
 * it is shown, in the browser's language of that moment.
 */
export function notShortenableNotice(what: 'page' | 'selection', text?: string) {
  if (what === 'selection') {
    const shown = text && text.length > 60 ? `${text.slice(0, 57)}…` : (text ?? '');
    return {
      title: t('quickSelectionTitle'),
      message: shown ? t('quickSelectionMessageQuoted', { text: shown }) : t('quickSelectionMessage'),
    };
  }
  return { title: t('quickPageTitle'), message: t('quickPageMessage') };
}
