import { isLoopbackHost } from '../api/server-url';

/**
 * Whether the key may travel to this server over its scheme. HTTPS always; plain HTTP to
 * loopback (nothing leaves the machine); plain HTTP elsewhere only when the user chose it.
 */
export type TransportVerdict = { ok: true; insecure: boolean } | { ok: false; reason: string };

const INSECURE_HTTP_REFUSED =
  'This server uses plain HTTP, which would send your API key in clear text. Use https://, or tick "Allow unencrypted HTTP for this server".';

export function checkTransport(serverUrl: string, allowInsecureHttp: boolean): TransportVerdict {
  const url = new URL(serverUrl);
  if (url.protocol === 'https:') return { ok: true, insecure: false };
  if (isLoopbackHost(url.hostname)) return { ok: true, insecure: false };
  if (allowInsecureHttp) return { ok: true, insecure: true };
  return { ok: false, reason: INSECURE_HTTP_REFUSED };
}

/** Whether the "allow unencrypted HTTP" choice means anything for this address. */
export function needsInsecureChoice(serverUrl: string): boolean {
  const url = new URL(serverUrl);
  return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
}
