import { copyWithSelection, isOffscreenCopyMessage, type OffscreenCopyAnswer } from '@/lib/clipboard';
import { answerMessages } from '@/lib/messages/channel';

// The service worker's hands for the clipboard: it opens this page, asks for one copy, closes it.
answerMessages((message) => {
  if (!isOffscreenCopyMessage(message)) return undefined;
  // An offscreen document never has focus, so navigator.clipboard would refuse: use a selection.
  const answer: OffscreenCopyAnswer = copyWithSelection(message.text)
    ? { ok: true }
    : // i18n-ignore: for the background's log; the user learns of a failed copy from the notification's title
      { ok: false, reason: 'The browser refused the copy.' };
  return Promise.resolve(answer);
});
