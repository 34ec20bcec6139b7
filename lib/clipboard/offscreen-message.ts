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
