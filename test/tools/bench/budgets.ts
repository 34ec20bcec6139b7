/** The budgets of README.md ("Performance budgets"). 1 KB = 1000 bytes, the stricter reading. */
export const KB = 1000;

export const BUDGETS = {
  popupInitialJsGzip: 15 * KB,
  chromeZip: 60 * KB,
  /** Popup interactive with the URL filled, over an empty extension page's DOMContentLoaded. */
  popupInteractiveOverFloorMs: 15,
  /** Shorten → short URL shown and copied, over the server's time and the three hops' own floor. */
  shortenOverFloorMs: 10,
  requestsPerShortening: 1,
  /** First page of links (100 rows) painted after the answer. */
  optionsRenderMs: 50,
} as const;
