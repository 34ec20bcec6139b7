// phpShort fetches the destination's <title> when a link is saved. The reference server only
// ever fetches loopback destinations (a test tool must not reach the internet), or a host its
// `titleFetchHosts` points at a loopback origin.

/** Requests carrying this header are the server's own title fetches: not logged, not counted. */
export const TITLE_FETCH_HEADER = 'x-reference-title-fetch';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export interface TitleFetchSettings {
  enabled: boolean;
  /** Host name → the loopback origin its pages are read from (`ReferenceServerOptions.titleFetchHosts`). */
  hosts: Readonly<Record<string, string>>;
}

/** Where the title of `url` is read: the URL itself on loopback, a mapped host's loopback origin, or nowhere. */
function fetchedAddress(url: URL, hosts: TitleFetchSettings['hosts']): string | null {
  if (LOOPBACK.has(url.hostname)) return url.href;
  const origin = Object.hasOwn(hosts, url.hostname) ? hosts[url.hostname] : undefined;
  return origin === undefined ? null : `${origin}${url.pathname}${url.search}`;
}

export async function fetchTitle(url: string, { enabled, hosts }: TitleFetchSettings): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const fallback = parsed.hostname;
  const address = enabled ? fetchedAddress(parsed, hosts) : null;
  if (address === null) return fallback;
  try {
    const res = await fetch(address, { signal: AbortSignal.timeout(2000), headers: { [TITLE_FETCH_HEADER]: '1' } });
    const html = (await res.text()).slice(0, 200_000);
    // Entities stay as they are: real servers hand them through too.
    const m = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
    const title = m?.[1]?.trim();
    return title ? title : fallback;
  } catch {
    return fallback;
  }
}
