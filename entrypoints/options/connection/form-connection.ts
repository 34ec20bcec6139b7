import type { ConnectionStatus } from '@/lib/connection';
import type { ServerId } from '@/lib/servers';

/** One server's connection as its form (./ConnectionForm.tsx) sees it and tells of changes. */
export interface FormConnection {
  /** The server the form saves and tests; empty for a server being added. */
  serverId: ServerId;
  /** What the background last answered about it; null before it answered. */
  status: ConnectionStatus | null;
  /** Something about the servers changed: the list, the header and the other sections follow. */
  refresh: () => void;
  /** The form saved or changed the connection: this is what the background answered. */
  update: (status: ConnectionStatus) => void;
}
