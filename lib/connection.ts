import { isLoopbackHost } from './api/server-url';
import type { SerializedError } from './api/errors';
import type { DialectChoice, ServerProfile } from './api/model/server';
import { t } from './i18n/messages';

/**
 * The connection to the user's server as every part of the extension may know it. The stored
 * record holds the API key: only the background reads it (entrypoints/background/servers/connection-store.ts);
 * UI pages learn a {@link ConnectionStatus}.
 */

/** What is stored under the `connection` key. The key is optional so that "Forget key" can drop it. */
export interface StoredConnection {
  serverUrl: string;
  apiKey?: string;
  /** The user's explicit choice to send the key over plain HTTP to a non-loopback host. */
  allowInsecureHttp?: boolean;
  /** Detect the API dialect (absent = automatic), or insist on one. */
  dialect?: DialectChoice;
}

/**
 * Whether a connection is saved, and to which server: what the status pages ask for and the
 * connection state the background keeps (lib/connection-state.ts) both begin with.
 */
export interface ConnectionSummary {
  /** A server address and a key are saved. */
  configured: boolean;
  /** The saved server's origin; null when none is saved (or its address cannot be read). */
  serverOrigin: string | null;
}

export function summaryOf(connection: Pick<StoredConnection, 'serverUrl' | 'apiKey'> | null): ConnectionSummary {
  const serverOrigin = connection && URL.canParse(connection.serverUrl) ? new URL(connection.serverUrl).origin : null;
  return { configured: serverOrigin !== null && Boolean(connection?.apiKey?.trim()), serverOrigin };
}

/** What UI pages may know about the connection: whether there is one, and where to. Never the key. */
export interface ConnectionStatus extends ConnectionSummary {
  /** The saved base URL (normalised), also after the key was forgotten. */
  serverUrl: string | null;
  keySaved: boolean;
  allowInsecureHttp: boolean;
  dialectChoice: DialectChoice;
  /**
   * What the saved server is and can do, as last detected (or chosen); null until then. Pages turn
   * it into `Capabilities` (`capabilitiesOf`) and offer exactly the controls the server honours.
   */
  profile: ServerProfile | null;
}

/** What a connection test found: the server answered as a phpShort API with this key, or why not. */
type ConnectionTestResult = { ok: true; checkedAt: number } | { ok: false; error: SerializedError; checkedAt: number };

export interface ConnectionCheck {
  status: ConnectionStatus;
  test: ConnectionTestResult;
  /**
   * Whether what was tested is now the saved connection. A Save that would replace a saved key is
   * tested first and stored only once it works (false: it failed, the saved one is unchanged).
   */
  saved: boolean;
}

/** What the options page sends once, on Save. `apiKey: null` keeps the saved key (same server only). */
export interface ConnectionSaveInput {
  serverUrl: string;
  apiKey: string | null;
  allowInsecureHttp: boolean;
  dialect: DialectChoice;
}

/** A connection test should answer fast; waiting the client's full read timeout would feel broken. */
export const CONNECTION_TEST_TIMEOUT_MS = 5_000;

/**
 * Whether the key may travel to this server over its scheme. HTTPS always; plain HTTP to
 * loopback (nothing leaves the machine); plain HTTP elsewhere only when the user chose it.
 */
export type TransportVerdict = { ok: true; insecure: boolean } | { ok: false; reason: string };

export function checkTransport(serverUrl: string, allowInsecureHttp: boolean): TransportVerdict {
  const url = new URL(serverUrl);
  if (url.protocol === 'https:') return { ok: true, insecure: false };
  if (isLoopbackHost(url.hostname)) return { ok: true, insecure: false };
  if (allowInsecureHttp) return { ok: true, insecure: true };
  // The checkbox is quoted by its own label, so the sentence names what the form shows.
  return { ok: false, reason: t('connectHttpRefused', { label: t('connectAllowHttp') }) };
}

/** Whether the "allow unencrypted HTTP" choice means anything for this address. */
export function needsInsecureChoice(serverUrl: string): boolean {
  const url = new URL(serverUrl);
  return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
}

/**
 * The optional host permission for one server: its scheme and host, no port and no path,
 * because Firefox rejects match patterns with a port and the permission is per host anyway.
 */
export function originPatternOf(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
