/**
 * What the stores ask besides the listing, in English, once: Chrome's single purpose, a
 * justification for every permission the production manifests hold, the answers of Chrome's
 * privacy tab, and Firefox's data collection declaration. test/unit/store/declarations.test.ts
 * holds the justifications to the built manifests, both ways.
 */

const SINGLE_PURPOSE =
  "Shorten web addresses with the user's own phpShort server, and manage the links and spaces on that server: " +
  'the page being viewed, a link on it or a selected address is sent to that server, which returns the short link; ' +
  "the server's links, spaces and their click statistics can be listed, edited and deleted from the extension.";

/** Why each permission of the production manifests is needed, by the name the manifests give it. */
export const PERMISSION_JUSTIFICATIONS: Readonly<Record<string, string>> = {
  storage:
    "Keeps, on this device only, the address and API key of each phpShort server the user adds, the user's settings, " +
    'the recently shortened links and the popup forms not sent yet, so they are there at the next opening.',
  activeTab:
    'When the user clicks the toolbar button, the context menu item, the keyboard shortcut or the address-bar keyword, ' +
    "the extension reads that one tab's address to shorten it, and in the popup its canonical and short-link " +
    'elements, without any standing access to sites.',
  contextMenus:
    'Adds "Shorten this page", "Shorten this link" and "Shorten selected URL" to the right-click menu, which ' +
    "shorten with the user's defaults without opening the popup.",
  notifications:
    'Confirms a shortening started from the right-click menu, the keyboard shortcut or the address-bar keyword ' +
    '(the short link, now on the clipboard) or says why it failed, since no popup is open then.',
  clipboardWrite:
    'Puts the new short link on the clipboard, also when the shortening was started from the menu, the shortcut ' +
    'or the keyword, where no page of the extension has the focus.',
  scripting:
    'Reads the current tab\'s <link rel="canonical"> and <link rel="shortlink"> addresses when the user opens the ' +
    'popup on it, to offer them; it runs only in the tab activeTab opened to the extension, and nowhere else.',
  offscreen:
    "Chrome's service worker has no clipboard: an offscreen document writes the short link to the clipboard when a " +
    'shortening was started from the menu, the shortcut or the keyword.',
  tabs:
    'Optional, asked for only when the user chooses "Shorten all tabs of this window" in Shorten many: reads the ' +
    "addresses of that window's tabs so they can be shortened together.",
  'https://*/*':
    'Optional: the address of the phpShort server is only known once the user types it, so the extension asks for ' +
    'access to that one server when it is saved, and only to send it API requests. No other site is asked for.',
  'http://*/*':
    'Optional, as for https: a phpShort server on a local network may have no TLS. Access is asked for that one ' +
    'server only, and only after the user ticks "Allow unencrypted HTTP for this server".',
};

/** Chrome's privacy tab: the kinds of user data it lists, and whether the extension handles each. */
const CHROME_DATA_USE: readonly { kind: string; handled: boolean; how?: string }[] = [
  { kind: 'Personally identifiable information', handled: false },
  { kind: 'Health information', handled: false },
  { kind: 'Financial and payment information', handled: false },
  {
    kind: 'Authentication information',
    handled: true,
    how:
      "The API key of the user's own phpShort server, typed in by the user. It is stored in the browser's " +
      'extension storage on this device and sent only to that server, with each request to it.',
  },
  { kind: 'Personal communications', handled: false },
  { kind: 'Location', handled: false },
  {
    kind: 'Web history',
    handled: true,
    how:
      'Web browsing activity: the addresses of the pages the user chooses to shorten (or the tabs taken into ' +
      'Shorten many), sent to the phpShort server the user connected, ' +
      'which makes the short links; the recent ones are kept on this device to offer them again.',
  },
  { kind: 'User activity', handled: false },
  {
    kind: 'Website content',
    handled: false,
    how:
      "The popup reads the current page's canonical and short-link addresses to show them; nothing is sent unless " +
      'the user shortens that address.',
  },
];

/** The three statements Chrome asks the developer to certify. */
const CHROME_CERTIFICATIONS = [
  'I do not sell or transfer user data to third parties, outside of the approved use cases.',
  "I do not use or transfer user data for purposes that are unrelated to my item's single purpose.",
  'I do not use or transfer user data to determine creditworthiness or for lending purposes.',
] as const;

/** Chrome asks whether the item runs code it did not ship. */
const REMOTE_CODE =
  'No. Every script is in the package; the server is only sent API requests and its answers are read as data.';

/**
 * Firefox's `data_collection_permissions` (wxt.config.ts), with why: the addresses shortened and
 * the API key leave the browser, for the user's own server only.
 */
export const FIREFOX_DATA_COLLECTION = {
  required: ['browsingActivity', 'authenticationInfo'],
  why:
    'browsingActivity: the addresses of the pages the user shortens go to the phpShort server the user connected ' +
    '(and, only if the user turns it on in Settings, the address of the page the popup opens on, to find a short ' +
    'link already made for it). ' +
    'authenticationInfo: the API key the user typed goes with every request to that server. Without either nothing ' +
    'can be shortened; neither goes anywhere else, and there is no analytics.',
} as const;

/** Everything above as the English file of `.output/store/`, to copy into the forms. */
export function declarationsText(permissionsByBrowser: Readonly<Record<string, readonly string[]>>): string {
  const browsersOf = (permission: string) =>
    Object.entries(permissionsByBrowser)
      .filter(([, permissions]) => permissions.includes(permission))
      .map(([browser]) => browser)
      .join(', ');
  const justifications = Object.entries(PERMISSION_JUSTIFICATIONS).map(
    ([permission, why]) => `### ${permission} (${browsersOf(permission)})\n\n${why}`,
  );
  const dataUse = CHROME_DATA_USE.map(
    ({ kind, handled, how }) => `- ${kind}: ${handled ? 'yes' : 'no'}${how ? `. ${how}` : ''}`,
  );
  return [
    '# Store declarations (English)',
    '## Chrome Web Store: single purpose',
    SINGLE_PURPOSE,
    '## Permission justifications',
    ...justifications,
    '## Chrome Web Store: privacy practices',
    'Data the extension handles:',
    dataUse.join('\n'),
    'Certified:',
    CHROME_CERTIFICATIONS.map((line) => `- ${line}`).join('\n'),
    `Remote code: ${REMOTE_CODE}`,
    '## Firefox (addons.mozilla.org): data collection',
    `\`data_collection_permissions.required\`: ${FIREFOX_DATA_COLLECTION.required.join(', ')}`,
    FIREFOX_DATA_COLLECTION.why,
  ].join('\n\n');
}

/**
 * What keeps the justifications and the manifests together: a permission the manifests hold
 * without a justification, or a justification of a permission they do not hold.
 */
export function justificationGaps(manifestPermissions: readonly string[]): string[] {
  const held = new Set(manifestPermissions);
  const justified = Object.keys(PERMISSION_JUSTIFICATIONS);
  return [
    ...[...held].filter((permission) => !justified.includes(permission)).map((p) => `${p} has no justification`),
    ...justified.filter((permission) => !held.has(permission)).map((p) => `${p} is justified but not asked for`),
  ];
}
