import type { FaultSpec } from '../../server/types';

/** The create the popup, the menu and the shortcut send: where the hostile faults are played. */
export const CREATE_LINK = { method: 'POST', path: '/api/v1/links' };

/**
 * One fault a hostile or broken server plays on a create: its name, the fault (`elsewhere`: the
 * address of a key catcher on another origin), the sentence the user must be shown, and, for a
 * rate limit, what the popup says once the wait it counts down is over.
 */
export type HostileCreateFault = [
  name: string,
  fault: (elsewhere: string) => FaultSpec,
  sentence: string,
  afterWait?: string,
];

/**
 * Each fault a hostile or broken server plays on a create, and the sentence it must produce. The
 * Chromium suite plays them all in the popup (shorten/popup-hostile-server.test.ts) and under the
 * menu and the shortcut (shorten/quick-shorten-faults.test.ts); Firefox the first three
 * (firefox/hostile-server.test.ts). Neighbours have different sentences, so a test that plays them
 * one after another in the same page never reads the previous fault's sentence as this one's.
 */
export const HOSTILE_CREATE_FAULTS: HostileCreateFault[] = [
  [
    'a redirect to another origin',
    (elsewhere) => ({ redirect: `${elsewhere}/api/v1/links` }),
    'The server redirected to another address instead of answering. The extension follows no redirects, so your API key was not sent there.',
  ],
  [
    'a 50 MB answer',
    () => ({ hugeBody: 50 * 1024 * 1024 }),
    "The server's answer was far larger than any phpShort answer, so the extension stopped reading it.",
  ],
  [
    'a connection dropped mid-answer',
    () => ({ dropMidBody: true }),
    'The connection to the server broke while its answer was arriving.',
  ],
  [
    "a proxy's 502 page",
    () => ({ proxyHtml: 502 }),
    'The gateway in front of the server answered instead of phpShort (HTTP 502): phpShort is down or overloaded.',
  ],
  [
    'text labelled as JSON',
    () => ({ wrongContentType: '<!doctype html><title>Maintenance</title>' }),
    'The server sent an answer the extension could not read.',
  ],
  ['an internal error (500)', () => ({ status: 500 }), 'The server had an internal error (HTTP 500).'],
  ['JSON cut short', () => ({ malformedJson: true }), 'The server sent an answer the extension could not read.'],
  ['a login page', () => ({ html: true }), 'The address answered, but not as a phpShort API. Check the server URL.'],
  [
    // A person's request waits out a short Retry-After twice (lib/api/http.ts, request-queue.ts),
    // then fails: three refusals in a row, not processed, each worth sending again.
    'a rate limit (429) that lasts',
    () => ({ status: 429, retryAfterSeconds: 1, times: 3 }),
    'The server is limiting requests. Try again in a second.',
    "The server's wait is over: you can try again now.",
  ],
  [
    'the connection dropped before any answer',
    // Chromium sends a request again by itself, once, when a connection it kept open closes
    // without an answer: both tries are dropped (a test clears what is left of a fault after it).
    () => ({ dropConnection: true, times: 2 }),
    'Could not reach the server at {host}: its name was not found, or nothing answered there. Check the address and your connection.',
  ],
];

/** A table sentence as said for the server at `serverUrl`: a sentence naming the host has `{host}`. */
export const sentenceFor = (sentence: string, serverUrl: string): string =>
  sentence.replace('{host}', new URL(serverUrl).host);

/**
 * How many creates reach the server at least while a fault is played: one, or each refusal of a
 * rate limit (the browser may send a dropped one again: count what the server logged after it).
 */
export const attemptsUnder = (fault: FaultSpec): number => (fault.dropConnection ? 1 : (fault.times ?? 1));
