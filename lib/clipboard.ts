/** Copying text from extension pages, and the one message the background sends its offscreen page to copy. */

/**
 * Copies through a selected, off-screen textarea. Pages that are not focused (an offscreen
 * document, a background page) cannot use `navigator.clipboard`; with the clipboardWrite
 * permission an extension page may still use this older route.
 */
export function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one copy route for a page without focus
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** The modern route first (focused pages), the selection route when it is refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    if (!copyWithSelection(text)) throw error;
  }
}

/** The one message the background sends its offscreen document (Chrome MV3): copy this text. */
export interface OffscreenCopyMessage {
  target: 'offscreen-clipboard';
  text: string;
}

export type OffscreenCopyAnswer = { ok: true } | { ok: false; reason: string };

export const OFFSCREEN_PATH = '/offscreen.html';

export function isOffscreenCopyMessage(message: unknown): message is OffscreenCopyMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { target, text } = message as Partial<Record<keyof OffscreenCopyMessage, unknown>>;
  return target === 'offscreen-clipboard' && typeof text === 'string';
}
