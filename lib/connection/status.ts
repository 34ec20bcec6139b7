/** What UI pages may know about the connection: whether there is one, and where to. */
export interface ConnectionStatus {
  configured: boolean;
  serverOrigin: string | null;
}

/**
 * A plain guard rather than a zod schema: the answer comes from our own background, and zod's
 * core would be a third of the popup's 15 KB budget.
 */
export function isConnectionStatus(value: unknown): value is ConnectionStatus {
  if (typeof value !== 'object' || value === null) return false;
  const { configured, serverOrigin } = value as Record<string, unknown>;
  return (
    typeof configured === 'boolean' && (serverOrigin === null || typeof serverOrigin === 'string')
  );
}
