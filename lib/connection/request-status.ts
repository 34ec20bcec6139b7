import { browser } from 'wxt/browser';
import { isConnectionStatus, type ConnectionStatus } from './status';
import { STATUS_REQUEST, type StatusRequest } from './status-message';

/** UI side: asks the background, which owns the key, whether a server is configured. */
export async function requestConnectionStatus(): Promise<ConnectionStatus> {
  const request: StatusRequest = { type: STATUS_REQUEST };
  const answer: unknown = await browser.runtime.sendMessage(request);
  if (!isConnectionStatus(answer)) throw new Error('Unexpected connection status answer');
  return answer;
}
