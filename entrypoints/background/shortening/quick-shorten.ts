import { effectiveDefaults } from '@/lib/account-defaults';
import { newestActive, type ExistingLinks } from '@/lib/already-shortened';
import type { LinkDraft } from '@/lib/api/model/link';
import { formatDateTime } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { defaultsOnServer, missingDefaults, missingDefaultsSentence, type ServerLists } from '@/lib/link-defaults';
import type { LinkDefaultValues } from '@/lib/link-form/values';
import { retryCanHelp, type RecentVerdict, type ShortenSource } from '@/lib/recent';
import type { ServerId } from '@/lib/servers';
import type { Settings } from '@/lib/settings';
import { isWebAddress } from '@/lib/web-address';
import { tCount } from '@/lib/i18n/plural';
import { addressToShorten } from '@/lib/tracking-parameters';
import type { Notify } from './notify';
import { failureOf, type Shortener } from './shortener';

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
  /** The settings as they apply to a server (null: the current one). */
  settings: (server: ServerId | null) => Promise<Settings>;
  /** What is stored about the server's spaces and domains, to leave out defaults it lacks. */
  serverLists: (server: ServerId | null) => Promise<ServerLists>;
  copy: (text: string) => Promise<void>;
  notify: Notify;
  newRequestId: () => string;
  /** The link made earlier for this address on the server, checked with it; null when none. */
  earlierLink: (url: string, server: ServerId | null) => Promise<RecentVerdict | null>;
  /** The server's links for this address, made anywhere (find-existing.ts); never throws. */
  onServer: (url: string, server: ServerId | null, settings: Settings) => Promise<ExistingLinks>;
  /**
   * What notifications call the server, when the user keeps several (null with one: nothing to
   * tell apart).
   */
  serverName: (server: ServerId | null) => Promise<string | null>;
}

/** A notification's message, with the server it was about when there are several. */
function withServer(lines: string[], serverName: string | null): string {
  return [...lines, ...(serverName ? [t('quickOnServer', { server: serverName })] : [])].join('\n');
}

/**
 * The outcome, for callers and tests; the user learns it from the clipboard and a notification.
 * `earlier`: a link the address already had (made here, or found on the server) was copied
 * instead of making another.
 */
export type QuickShortenOutcome =
  { status: 'done'; shortUrl: string; copied: boolean; earlier: boolean } | { status: 'failed'; reason: string };

/**
 * Copies `shortUrl` when the settings ask for it: whether it was copied, and whether copying failed.
 * An answer that is not a web address is never copied (pasted, a `javascript:` address would run):
 * that is a failure to announce.
 */
async function copyIfAsked(shortUrl: string, settings: Settings, deps: QuickShortenDeps) {
  if (!settings.autoCopy) return { copied: false, copyProblem: false };
  if (!isWebAddress(shortUrl)) return { copied: false, copyProblem: true };
  const copied = await deps.copy(shortUrl).then(
    () => true,
    () => false,
  );
  return { copied, copyProblem: !copied };
}

/** A notification's lines for a short URL: as text, with why it was not copied when it is no web address. */
function addressLines(shortUrl: string): string[] {
  return isWebAddress(shortUrl) ? [shortUrl] : [shortUrl, t('addressNotWeb')];
}

/** A link to copy instead of making a duplicate, with what the notification says of it. */
interface Reuse {
  shortUrl: string;
  lines: string[];
}

/**
 * The link this address already has, unless the settings ask for a new one every time: first the
 * one made in this browser (checked with the server), else the newest working one the server
 * holds for the page, made anywhere. Null: make one.
 */
async function linkToReuse(
  url: string,
  server: ServerId | null,
  settings: Settings,
  deps: QuickShortenDeps,
): Promise<Reuse | null> {
  if (settings.alwaysNewLink) return null;
  const earlier = await deps.earlierLink(url, server);
  // A link that is gone was dropped from recent links: the server may still hold another for the page.
  if (earlier && earlier.status !== 'gone') {
    const lines = [t('quickEarlierMessage', { when: formatDateTime(new Date(earlier.entry.at)) })];
    if (earlier.status === 'unchecked') lines.push(t('quickEarlierUnchecked'));
    return { shortUrl: earlier.entry.link.shortUrl, lines };
  }
  const found = newestActive(await deps.onServer(url, server, settings));
  return found ? { shortUrl: found.shortUrl, lines: [t('quickAlreadyOnServerMessage')] } : null;
}

/** The link the address already has, instead of a duplicate: copied and announced as such. */
async function reuse(
  { shortUrl, lines }: Reuse,
  settings: Settings,
  serverName: string | null,
  deps: QuickShortenDeps,
): Promise<QuickShortenOutcome> {
  const { copied, copyProblem } = await copyIfAsked(shortUrl, settings, deps);
  if (settings.notifications || copyProblem) {
    await deps.notify({
      title: t(copied ? 'quickEarlierCopiedTitle' : copyProblem ? 'quickEarlierNotCopiedTitle' : 'quickEarlierTitle'),
      message: withServer([...addressLines(shortUrl), ...lines], serverName),
    });
  }
  return { status: 'done', shortUrl, copied, earlier: true };
}

/**
 * Shortening without a form (context menu, keyboard shortcut): the defaults, the clipboard,
 * a notification. An address shortened before, in this browser or anywhere on the server, gets
 * that link again (`linkToReuse`), unless the settings ask for a new link every time. Failures are
 * always notified (a silent failure is the worst outcome) and kept in recent links by the
 * shortener, where the popup lists them, with Retry where trying again can help.
 */
export async function quickShorten(
  url: string,
  source: Exclude<ShortenSource, 'popup'>,
  deps: QuickShortenDeps,
  server: ServerId | null = null,
): Promise<QuickShortenOutcome> {
  const [settings, lists, serverName] = await Promise.all([
    deps.settings(server),
    deps.serverLists(server),
    deps.serverName(server).catch(() => null),
  ]);
  const existing = await linkToReuse(url, server, settings, deps);
  if (existing) return reuse(existing, settings, serverName, deps);
  const defaults = effectiveDefaults(settings.linkDefaults, lists.profile?.account ?? null);
  const missing = missingDefaults(defaults, lists);
  // The link goes to the address without its tracking parameters; the recent entry keeps the page's
  // own address (`pageUrl`), which is what the next menu click or popup on that page compares.
  const cleaned = addressToShorten(url, settings.trackingParameters);
  let shortUrl: string;
  let foundStored: boolean;
  try {
    const result = await deps.shortener.shorten({
      requestId: deps.newRequestId(),
      pageUrl: url,
      draft: draftFromDefaults(cleaned.url, defaultsOnServer(defaults, missing)),
      source,
      server,
    });
    shortUrl = result.link.shortUrl;
    // An earlier try got no answer and the server had made the link then: said, like a left-out default.
    foundStored = result.foundStored;
  } catch (error) {
    const failure = failureOf(error);
    const reason = failure.message;
    // The shortener has listed it in the popup; whether with Retry depends on whether trying again can help.
    const message = t(retryCanHelp(failure) ? 'quickFailedMessage' : 'quickFailedFinalMessage', { reason });
    await deps.notify({ title: t('quickFailedTitle'), message: withServer([message], serverName) });
    return { status: 'failed', reason };
  }

  const { copied, copyProblem } = await copyIfAsked(shortUrl, settings, deps);
  // A link that could not be copied is still announced, so the user can find it; so is one made
  // without a default the user expects it to have.
  const leftOut = missingDefaultsSentence(missing);
  const notes = [...(leftOut ? [leftOut] : []), ...(foundStored ? [t('resultFoundStored')] : [])];
  // Said with the link, not a reason on its own to notify someone who turned notifications off.
  const removed = cleaned.removed.length > 0 ? [tCount('quickTrackingRemoved', cleaned.removed.length)] : [];
  if (settings.notifications || copyProblem || notes.length > 0) {
    await deps.notify({
      title: t(copied ? 'quickCopiedTitle' : copyProblem ? 'quickNotCopiedTitle' : 'quickCreatedTitle'),
      message: withServer([...addressLines(shortUrl), ...removed, ...notes], serverName),
    });
  }
  return { status: 'done', shortUrl, copied, earlier: false };
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
