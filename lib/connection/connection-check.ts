import type { SerializedError } from '../messages/wire-error';
import type { ConnectionStatus } from './status';

/** What a connection test found: the server answered as a phpShort API with this key, or why not. */
export type ConnectionTestResult =
  { ok: true; checkedAt: number } | { ok: false; error: SerializedError; checkedAt: number };

export interface ConnectionCheck {
  status: ConnectionStatus;
  test: ConnectionTestResult;
}

/** What the options page sends once, on Save. `apiKey: null` keeps the saved key (same server only). */
export interface ConnectionSaveInput {
  serverUrl: string;
  apiKey: string | null;
  allowInsecureHttp: boolean;
}

/** A connection test should answer fast; waiting the client's full read timeout would feel broken. */
export const CONNECTION_TEST_TIMEOUT_MS = 5_000;
