/** The store pictures of the extension, in the order the listing shows them. */
export const SCREENS = ['popup-form', 'popup-result', 'links', 'stats', 'bulk'] as const;

export type ScreenName = (typeof SCREENS)[number];
