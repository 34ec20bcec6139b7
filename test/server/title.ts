// phpShort fetches the destination's <title> when a link is saved. The reference server only
// ever fetches loopback destinations (a test tool must not reach the internet).

/** Requests carrying this header are the server's own title fetches: not logged, not counted. */
export const TITLE_FETCH_HEADER = 'x-reference-title-fetch';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export async function fetchTitle(url: string, enabled: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const fallback = parsed.hostname;
  if (!enabled || !LOOPBACK.has(parsed.hostname)) return fallback;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000), headers: { [TITLE_FETCH_HEADER]: '1' } });
    const html = (await res.text()).slice(0, 200_000);
    // Entities stay as they are: real servers hand them through too.
    const m = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
    const title = m?.[1]?.trim();
    return title ? title : fallback;
  } catch {
    return fallback;
  }
}
