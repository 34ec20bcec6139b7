import type { DialectName } from './api/model/server';
import type { ConnectionSummary } from './connection';

/**
 * Whether the saved server is answering, as the background last saw it: the truth the popup and
 * the options page show in their headers. The background owns it (it alone talks to the server)
 * and updates it on every answer and failure; a saved URL proves nothing until the server answers.
 * Zod-free and small: the popup reads it before its first paint (`STORAGE.connectionState`).
 */
export type ConnectionHealth =
  /** Saved, but that server has not answered with that key yet (just saved, or from an older release). */
  | { kind: 'unchecked' }
  /** The server answered with this key, as a phpShort API (speaking `dialect`, when known). */
  | { kind: 'connected'; dialect: DialectName | null }
  /** The server answered 401: the key is wrong or was revoked. */
  | { kind: 'key-rejected' }
  /** No answer at all: refused, unresolvable, dropped, or too slow (`timedOut`). */
  | { kind: 'unreachable'; timedOut: boolean }
  /** Something answered, but not as a phpShort API: a web page, a login redirect, unreadable JSON. */
  | { kind: 'not-an-api' }
  /** The server asked to wait; `until` is when it said it would answer again (epoch milliseconds). */
  | { kind: 'rate-limited'; until: number }
  /** The server itself failed (5xx). */
  | { kind: 'server-error'; status: number | null };

/** What is stored under `STORAGE.connectionState`: the health of the saved server (`serverOrigin`). Never the key. */
export interface ConnectionState extends ConnectionSummary {
  health: ConnectionHealth;
  /** When the health last changed (epoch milliseconds). */
  since: number;
}
