import type { LinkDraft } from '@/lib/api/model/link';
import { toApiError } from '@/lib/api/errors';
import { defaultsOnServer, missingDefaults, missingDefaultsSentence, type ServerLists } from '@/lib/link-defaults';
import type { ShortenSource } from '@/lib/recent';
import type { Settings } from '@/lib/settings';
import type { Notify } from './notify';
import type { Shortener } from './shortener';

/** A link with the options page's defaults: what the menu and the shortcut create. */
export function draftFromDefaults(destination: string, defaults: Settings['linkDefaults']): LinkDraft {
  return {
    destination,
    privacy: defaults.privacy,
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
  const missing = missingDefaults(settings.linkDefaults, lists);
  let shortUrl: string;
  try {
    const link = await deps.shortener.shorten({
      requestId: deps.newRequestId(),
      pageUrl: url,
      draft: draftFromDefaults(url, defaultsOnServer(settings.linkDefaults, missing)),
      source,
    });
    shortUrl = link.shortUrl;
  } catch (error) {
    const reason = toApiError(error).message;
    await deps.notify({
      title: 'Could not shorten the link',
      message: `${reason} It is kept in the popup's recent links to retry.`,
    });
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
      title: copied ? 'Short link copied' : copyProblem ? 'Short link created, but not copied' : 'Short link created',
      message: leftOut ? `${shortUrl}\n${leftOut}` : shortUrl,
    });
  }
  return { status: 'done', shortUrl, copied };
}

/** A notice for things that are not web pages; nothing is sent and nothing is kept. */
export function notShortenableNotice(what: 'page' | 'selection', text?: string) {
  if (what === 'selection') {
    const shown = text && text.length > 60 ? `${text.slice(0, 57)}…` : (text ?? '');
    return {
      title: 'The selection is not a web address',
      message: `Select a whole address starting with http:// or https://${shown ? ` ("${shown}" is not one).` : '.'}`,
    };
  }
  return {
    title: 'This page cannot be shortened',
    message: 'Only web pages (http and https) can be shortened, not browser pages, files or extension pages.',
  };
}
