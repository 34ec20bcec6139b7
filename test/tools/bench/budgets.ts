/** Budgets from design.md. 1 KB = 1000 bytes, the stricter reading. */
export const KB = 1000;

export const BUDGETS = {
  popupInitialJsGzip: 15 * KB,
  chromeZip: 60 * KB,
  popupInteractiveMs: 50,
  shortenOverheadMs: 15,
  requestsPerShortening: 1,
  /** design.md: first page of links rendered ≤ 100 ms after the response (measured with 100 rows). */
  optionsRenderMs: 100,
} as const;
