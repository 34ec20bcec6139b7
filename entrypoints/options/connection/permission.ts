import { browser } from 'wxt/browser';
import { originPatternOf } from '@/lib/connection';

/** Whether the extension may already talk to this server (no prompt needed). */
export async function hasHostPermission(serverUrl: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [originPatternOf(serverUrl)] });
  } catch {
    return false;
  }
}

export type PermissionAnswer = 'granted' | 'refused';

/**
 * Asks the browser for access to this one server. Must be the first asynchronous step of a
 * click handler: Firefox (and Chrome without a fresh user gesture) refuses requests made later.
 * A refusal, a dismissed prompt and a request the browser will not show are all "refused".
 */
export async function requestHostPermission(serverUrl: string): Promise<PermissionAnswer> {
  try {
    return (await browser.permissions.request({ origins: [originPatternOf(serverUrl)] })) ? 'granted' : 'refused';
  } catch {
    return 'refused';
  }
}
