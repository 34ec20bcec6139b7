/** What UI pages may know about the connection: whether there is one, and where to. */
export interface ConnectionStatus {
  configured: boolean;
  serverOrigin: string | null;
}
