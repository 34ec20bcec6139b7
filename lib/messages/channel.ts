import { browser, type Browser } from 'wxt/browser';
import { ApiError, deserializeError, serializeError, type SerializedError } from '../api/errors';
import { t } from '../i18n/messages';
import type { ServerId } from '../servers';
import type { Protocol, RequestName } from './protocol';

/**
 * One typed request/answer channel between UI pages and the background.
 * The protocol map in `protocol.ts` is the only list of request names.
 */

interface Envelope<K extends RequestName = RequestName> {
  channel: 'phpshort';
  name: K;
  input: Protocol[K]['input'];
  /** The server the request is about; absent: the current one. */
  server?: ServerId;
}

type Answer<K extends RequestName> = { ok: true; value: Protocol[K]['output'] } | { ok: false; error: SerializedError };

/** A handler is told which server the page asked about: null (or, called directly, absent) for the current one. */
export type Handlers = {
  [K in RequestName]: (input: Protocol[K]['input'], server?: ServerId | null) => Promise<Protocol[K]['output']>;
};

function isEnvelope(message: unknown): message is Envelope {
  return typeof message === 'object' && message !== null && (message as { channel?: unknown }).channel === 'phpshort';
}

/**
 * The background did not answer (it was stopped mid-request, or could not start): the
 * extension's own failure, not the server's. Its own class, so a page can tell it from a server's
 * answer: a create cut off this way may still have been made.
 */
export class NoBackgroundAnswer extends ApiError {
  constructor(cause?: unknown) {
    super('bad-response', { cause, message: t('channelNoAnswer') });
  }
}

function noAnswer(cause?: unknown): ApiError {
  return new NoBackgroundAnswer(cause);
}

/** UI side, about `server` (absent: the current one). Throws an ApiError when the background answers with one. */
export async function ask<K extends RequestName>(
  name: K,
  input: Protocol[K]['input'],
  server?: ServerId,
): Promise<Protocol[K]['output']> {
  const envelope: Envelope<K> = { channel: 'phpshort', name, input, ...(server === undefined ? {} : { server }) };
  let answer: Answer<K> | undefined;
  try {
    answer = await browser.runtime.sendMessage<Envelope<K>, Answer<K> | undefined>(envelope);
  } catch (error) {
    // The service worker was stopped mid-request or could not start.
    throw noAnswer(error);
  }
  if (!answer || typeof answer !== 'object') {
    throw noAnswer();
  }
  if (!answer.ok) throw deserializeError(answer.error);
  return answer.value;
}

type MessageListener = Parameters<typeof browser.runtime.onMessage.addListener>[0];

/**
 * Listens for messages and answers with what `listener` resolves to (undefined: not ours, let
 * another listener answer). The polyfill and Firefox send a returned promise's value back; the
 * browser's types only describe Chrome's `sendResponse` callback, hence the one cast.
 */
export function answerMessages(
  listener: (message: unknown, sender: Browser.runtime.MessageSender) => Promise<unknown> | undefined,
): void {
  browser.runtime.onMessage.addListener(listener as MessageListener);
}

/** Background side: one listener, one handler per request name. */
export function answerRequests(handlers: Handlers): void {
  answerMessages((message, sender) => {
    // Only this extension's own pages may ask; the background holds the API key.
    if (sender.id !== browser.runtime.id) return undefined;
    if (!isEnvelope(message) || !Object.hasOwn(handlers, message.name)) return undefined;
    const handler = handlers[message.name] as (input: unknown, server: ServerId | null) => Promise<unknown>;
    const server = typeof message.server === 'string' ? message.server : null;
    return handler(message.input, server).then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error: serializeError(error) }),
    );
  });
}
