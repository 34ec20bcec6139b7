import type { ListingTexts } from '../listing';

const independence = 'This extension is independent: it is not made by the authors of phpShort.';

export const en: ListingTexts = {
  independence,
  amoSummary:
    'Shorten the page you are on with your own phpShort server: alias, space, privacy, expiry and a QR code, from the toolbar, the right-click menu or a shortcut. Manage links and see their statistics. Independent, not made by phpShort’s authors.',
  tagline: 'Short links from your own phpShort server, right in the browser.',
  captions: {
    'popup-form': 'Shorten the page you are on: space, alias, privacy, expiry',
    'popup-result': 'The short link is copied at once, with a QR code',
    links: 'All your links: search, filter, edit, delete',
    stats: 'Clicks per day, and where they come from',
    bulk: 'Shorten many: paste a list or take a window’s tabs',
  },
  description: `Link Shortener for phpShort makes short links with your own phpShort server, from the page you are on, and lets you manage that server's links without opening its dashboard. It is made for people who run phpShort themselves, for a company, a club or their own projects.

Shorten:

- Toolbar popup: the page's address is already filled in. Pick a space, an alias, who may see the statistics and when the link expires, and press Enter. The short link is copied at once and shown with a QR code.
- Right-click menu: shorten this page, a link on it or an address you selected.
- Keyboard shortcut: Alt+Shift+S shortens the current tab with your defaults.
- Cleaner links: tracking parameters such as utm tags and click ids are taken out before shortening, unless you keep them.

Manage:

- Several servers: keep more than one phpShort server or account and switch between them.
- Link manager: search, filter, edit and delete links, and create, rename or delete spaces.
- Statistics, on a current phpShort server: clicks per day, countries, cities, languages, browsers, devices and referrers of each link.
- Shorten many: paste a list or take the tabs of a window, check it, and shorten it all at the server's pace.
- Export: every link of a filter as a CSV or JSON file.

Your data:

Your API key stays in your browser's extension storage. The extension sends the addresses you shorten, and everything else it asks of the server, only to the phpShort server you connect it to: no one else, no analytics, no tracking. The privacy policy is linked on this page.

You need a phpShort server, a current release or an older one with the classic API, and an API key from your account there. The extension speaks English, German, French, Spanish, Brazilian Portuguese, Simplified Chinese and Arabic.

${independence}`,
};
