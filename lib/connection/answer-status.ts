import { browser } from 'wxt/browser';
import { readConnection } from './item';
import type { ConnectionStatus } from './status';
import { isStatusRequest } from './status-message';

/** Derives what UI pages may know from storage; the key itself never leaves the background. */
export async function getConnectionStatus(): Promise<ConnectionStatus> {
  const connection = await readConnection();
  return {
    configured: connection !== null,
    serverOrigin: connection ? new URL(connection.serverUrl).origin : null,
  };
}

/** Background side: answers status requests from UI pages. */
export function answerConnectionStatusRequests(): void {
  browser.runtime.onMessage.addListener((message: unknown) => {
    // Returning undefined leaves other messages to other listeners.
    return isStatusRequest(message) ? getConnectionStatus() : undefined;
  });
}
