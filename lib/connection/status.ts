/**
 * What UI pages may know about the connection: whether there is one, and where to.
 * Never the key: only whether one is saved.
 */
export interface ConnectionStatus {
  /** A server address and a key are saved. */
  configured: boolean;
  serverOrigin: string | null;
  /** The saved base URL (normalised), also after the key was forgotten. */
  serverUrl: string | null;
  keySaved: boolean;
  allowInsecureHttp: boolean;
}
