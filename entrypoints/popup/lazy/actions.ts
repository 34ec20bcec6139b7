/**
 * What the popup does once the form is up: talk to the background, copy, explain
 * failures. Not needed to put the URL field and Shorten on screen, so it loads right
 * after (Shorten awaits it, which costs nothing by the time anyone clicks).
 */
export { ask } from '@/lib/messages/channel';
export { copyText } from '@/lib/clipboard';
export { problemOf } from '../shorten-problem';
export { clearDraft, saveDraft } from '../draft-writes';
export { retryShortening, sendShortening } from '../send-shortening';
export { listServerResources } from '../server-resources';
