import { browser } from 'wxt/browser';
import { copyText, OFFSCREEN_PATH, type OffscreenCopyAnswer, type OffscreenCopyMessage } from '@/lib/clipboard';
import { oneAtATime } from '@/lib/one-at-a-time';

/**
 * The background's clipboard. Chrome's MV3 service worker has no DOM, so it opens an offscreen
 * document (reason CLIPBOARD) for the copy and closes it afterwards; Firefox's background page
 * has a DOM and the clipboardWrite permission, so it copies itself.
 */
export function copyFromBackground(text: string): Promise<void> {
  return oneCopyAtATime(
    typeof document === 'undefined' ? () => copyThroughOffscreenDocument(text) : () => copyText(text),
  );
}

// One offscreen document at a time: two copies at once would race to create it.
const oneCopyAtATime = oneAtATime();

async function copyThroughOffscreenDocument(text: string): Promise<void> {
  await browser.offscreen
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: [browser.offscreen.Reason.CLIPBOARD],
      // i18n-ignore: Chrome's reason for the offscreen document, read by reviewers, never shown to the user
      justification: 'Copy the new short link to the clipboard.',
    })
    .catch((error: unknown) => {
      // Left open by a copy that was cut short (the worker stopped): reuse it.
      if (!String(error).includes('single offscreen')) throw error;
    });
  try {
    const message: OffscreenCopyMessage = { target: 'offscreen-clipboard', text };
    const answer = await browser.runtime.sendMessage<OffscreenCopyMessage, OffscreenCopyAnswer | undefined>(message);
    // i18n-ignore: for the log; the user learns of a failed copy from the notification's title
    if (!answer?.ok) throw new Error(answer?.reason ?? 'The clipboard page did not answer.');
  } finally {
    await browser.offscreen.closeDocument().catch(() => undefined);
  }
}
