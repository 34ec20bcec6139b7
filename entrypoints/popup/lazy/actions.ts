/**
 * What the popup does once the form is up: talk to the background, copy, explain
 * failures. Not needed to put the URL field and Shorten on screen, so it loads right
 * after (Shorten awaits it, which costs nothing by the time anyone clicks).
 */
export { ask } from '@/lib/messages/channel';
export { copyShortLink } from '../copy-link';
export { problemOf } from '../shorten-problem';
export { clearDraft } from '../draft-writes';
export { saveFormDraft } from '../server-switch';
export { retryShortening, sendShortening } from '../send-shortening';
export { listServerResources } from '../server-resources';
export { checkOffer } from '../offer-check';
