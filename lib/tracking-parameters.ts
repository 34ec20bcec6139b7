/**
 * Tracking parameters: query parameters that services add to a link to follow the click, not to
 * say which page it opens. Shortened, a link spreads them to everyone who gets the short link, so
 * the extension takes them out before shortening (lib/settings.ts, `trackingParameters`).
 *
 * The standard list below was put together from, and compared with:
 * - Firefox's query-parameter stripping list (Enhanced Tracking Protection, strict mode), which
 *   strips click and e-mail identifiers on cross-site navigations;
 * - Brave's query-string filter, which removes parameters tied to one person, one e-mail address or
 *   one click, and deliberately keeps campaign-level tags;
 * - the ClearURLs rules' global section, which also takes out the `utm_` campaign tags;
 * - each service's own documentation of the parameter it appends (named beside each entry).
 * Unlike Brave, the list takes out the `utm_` tags as well: copied from an ad or a newsletter they
 * describe someone else's campaign, and a link's own campaign is added back on purpose through the
 * popup's UTM builder.
 *
 * Names are compared as written, case-sensitively, as a URL's query parameters are (`URLSearchParams`
 * tells `fbclid` from `FBCLID`): the services write them exactly as listed, and a parameter of the
 * page's own that merely resembles one (`Source`, `GCLID`) is never touched. An entry ending in `*`
 * is a prefix: `utm_*` covers `utm_source`, `utm_medium`, `utm_id` and every other `utm_` name.
 */

export const STANDARD_TRACKING_PARAMETERS: readonly string[] = [
  // Google Analytics campaign tags (Urchin Tracking Module): source, medium, campaign, term,
  // content, id, source_platform, creative_format, marketing_tactic…
  'utm_*',
  // Meta (Facebook, also on Instagram and Messenger links): the click identifier.
  'fbclid',
  // Google Ads auto-tagging: the click identifier, and where it came from (Search Ads 360).
  'gclid',
  'gclsrc',
  // Google Display & Video 360 / Campaign Manager 360: the click identifier.
  'dclid',
  // Google Ads on iOS (app-to-app and web-to-app measurement).
  'gbraid',
  'wbraid',
  // Google Ads: which Google surface the ad click came from.
  'gad_source',
  // Google Merchant Center auto-tagging of shopping results.
  'srsltid',
  // Microsoft Advertising (Bing) auto-tagging: the click identifier.
  'msclkid',
  // Mailchimp: the subscriber's e-mail identifier and the campaign.
  'mc_eid',
  'mc_cid',
  // Instagram's share links: who shared.
  'igshid',
  'igsh',
  // HubSpot e-mails (_hsenc, _hsmi), its cross-domain visitor cookies (__hstc, __hssc, __hsfp) and
  // its calls to action.
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
  'hsCtaTracking',
  // Yandex Direct ads and Yandex search results: click identifiers.
  'yclid',
  'ysclid',
  // X (Twitter) Ads: the click identifier.
  'twclid',
  // TikTok Ads: the click identifier.
  'ttclid',
  // LinkedIn Ads (Insight Tag): the member's first-party ad identifier.
  'li_fat_id',
  // Marketo e-mails: the recipient's token.
  'mkt_tok',
  // Openstat (Yandex's former web analytics): the ad click.
  '_openstat',
  // Vero e-mails: the recipient and the conversion.
  'vero_id',
  'vero_conv',
  // Omeda Olytics: the reader's encrypted and anonymous identifiers.
  'oly_enc_id',
  'oly_anon_id',
  // Wicked Reports: the click identifier.
  'wickedid',
  // Adobe Analytics: the campaign tracking code.
  's_cid',
  // Drip e-mails: the subscriber.
  '__s',
  // MailerLite e-mails: the subscriber.
  'ml_subscriber',
  'ml_subscriber_hash',
  // Klaviyo e-mails: the profile.
  '_kx',
  // Rakuten Advertising: the click identifier.
  'rb_clickid',
  // Reddit Ads: the click identifier.
  'rdt_cid',
  // Snapchat Ads: the click identifier.
  'ScCid',
  // Pinterest Ads: the click identifier.
  'epik',
];

/**
 * What a list entry may be: the characters services use in their parameter names (letters,
 * digits, `_ . ~ -`), optionally ending in `*` for a prefix. Spaces, `&`, `=`, `#`, `?`, `%` and
 * `+` would split or change the query, so they never name one parameter.
 */
const ENTRY_PATTERN = /^[A-Za-z0-9_.~-]+\*?$/;

/** Why an entry typed in the options page is not one: empty, with a space, or another character. */
export type EntryProblem = 'empty' | 'space' | 'character' | 'duplicate';

/** The problem with `entry` among `others` (the list without it), or null when it can be added. */
export function trackingEntryProblem(entry: string, others: readonly string[]): EntryProblem | null {
  if (entry === '') return 'empty';
  if (/\s/.test(entry)) return 'space';
  if (!ENTRY_PATTERN.test(entry)) return 'character';
  return others.includes(entry) ? 'duplicate' : null;
}

/** Whether `name` (a decoded parameter name) is on `list`. */
export function isTrackingParameter(name: string, list: readonly string[]): boolean {
  return list.some((entry) => (entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : name === entry));
}

/** A query parameter's name as the page reads it: `+` is a space and `%xx` is decoded. */
function decodedName(part: string): string {
  const equals = part.indexOf('=');
  const raw = (equals === -1 ? part : part.slice(0, equals)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    // A broken escape (`%zz`) names no listed parameter: compare it as written.
    return raw;
  }
}

export interface CleanedAddress {
  /** The address without the listed parameters; exactly `url` when none was there. */
  url: string;
  /** The names taken out, each once, in the order they came (empty: nothing changed). */
  removed: string[];
}

/**
 * `url` without the query parameters on `list`. Only those go: every other parameter stays as it
 * was written (its place, its encoding, a repeated name, one without `=`, even an empty `&&`), and
 * so do the path and the fragment (`#…?utm_source=` in it too: the fragment is the page's own).
 * A query left with nothing loses its `?`. Addresses other than http(s) are returned as they are.
 */
export function removeTrackingParameters(url: string, list: readonly string[]): CleanedAddress {
  const unchanged = { url, removed: [] };
  if (!/^https?:/i.test(url)) return unchanged;
  const hash = url.indexOf('#');
  const beforeFragment = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const question = beforeFragment.indexOf('?');
  if (question === -1) return unchanged;
  const removed: string[] = [];
  const kept = beforeFragment
    .slice(question + 1)
    .split('&')
    .filter((part) => {
      if (part === '') return true;
      const name = decodedName(part);
      if (!isTrackingParameter(name, list)) return true;
      if (!removed.includes(name)) removed.push(name);
      return false;
    });
  if (removed.length === 0) return unchanged;
  const query = kept.some((part) => part !== '') ? `?${kept.join('&')}` : '';
  return { url: beforeFragment.slice(0, question) + query + fragment, removed };
}

/** The list in use: the one edited in Settings, or the standard list. */
export function trackingListOf(choices: { names: readonly string[] | null }): readonly string[] {
  return choices.names ?? STANDARD_TRACKING_PARAMETERS;
}

/** `url` as it is shortened under the settings' choice: cleaned when removal is on. */
export function addressToShorten(url: string, choices: { remove: boolean; names: readonly string[] | null }) {
  return choices.remove ? removeTrackingParameters(url, trackingListOf(choices)) : { url, removed: [] };
}
