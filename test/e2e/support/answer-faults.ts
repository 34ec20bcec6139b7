import type { FaultSpec } from '../../server/types';

/**
 * 200 MB: forty times what the extension reads of an answer, so a stop is plain in the server's
 * log. The browser's network process and the sockets read ahead of the page by tens of megabytes
 * before a cancel lands (more on a slow machine, against a fast server), so the bound is half.
 */
export const HUGE_ANSWER_BYTES = 200 * 1024 * 1024;

/** Where a fault is played, as the test knows it: a second origin that catches keys, the server's host. */
interface FaultPlace {
  /** `http://127.0.0.1:PORT` of a key catcher (support/key-catcher.ts). */
  elsewhere: string;
  /** The reference server's `host:port`, as the network sentence names it. */
  host: string;
}

/** One fault of a broken or hostile server, and the sentence any request of the extension that meets it must end in. */
export interface AnswerFault {
  name: string;
  fault: (place: FaultPlace) => FaultSpec;
  sentence: (place: FaultPlace) => string;
  /**
   * No readable answer came (lib/api/errors.ts `writeOutcomeUnknown`): a write may have been done
   * all the same, and the page says so.
   */
  answerLost?: true;
}

/**
 * Every fault that ends a read or a write of the options page with the same sentence, whatever the
 * request (the link list, an edit's save): the request layer's own sentences, one per way of
 * failing. A 429 is not here: the request queue waits a short one out (each flow's test says so).
 */
export const ANSWER_FAULTS: AnswerFault[] = [
  {
    name: 'a 500',
    fault: () => ({ status: 500 }),
    sentence: () => 'The server had an internal error (HTTP 500). Try again later.',
  },
  {
    name: 'a login page',
    fault: () => ({ html: true }),
    sentence: () => 'The address answered, but not as a phpShort API. Check the server URL.',
  },
  {
    name: 'cut-off JSON',
    fault: () => ({ malformedJson: true }),
    answerLost: true,
    sentence: () => 'The server sent an answer the extension could not read.',
  },
  {
    name: 'a redirect to another origin',
    fault: ({ elsewhere }) => ({ redirect: `${elsewhere}/api/v1/links` }),
    sentence: () =>
      'The server redirected to another address instead of answering. The extension follows no redirects, so your API key was not sent there. Check the server URL.',
  },
  {
    name: 'a 200 MB answer',
    fault: () => ({ hugeBody: HUGE_ANSWER_BYTES }),
    answerLost: true,
    sentence: () => "The server's answer was far larger than any phpShort answer, so the extension stopped reading it.",
  },
  {
    name: 'a connection dropped mid-answer',
    fault: () => ({ dropMidBody: true }),
    answerLost: true,
    sentence: () => 'The connection to the server broke while its answer was arriving. Try again.',
  },
  {
    name: 'a connection dropped before any answer',
    fault: () => ({ dropConnection: true }),
    // The browser cannot tell it from a connection refused, nor from one dropped after the server did the work.
    answerLost: true,
    sentence: ({ host }) =>
      `Could not reach the server at ${host}: its name was not found, or nothing answered there. Check the address and your connection.`,
  },
  {
    name: "a proxy's 502 page",
    fault: () => ({ proxyHtml: 502 }),
    sentence: () =>
      'The gateway in front of the server answered instead of phpShort (HTTP 502): phpShort is down or overloaded. Try again later.',
  },
  {
    name: 'a web page labelled as JSON',
    fault: () => ({ wrongContentType: '<!doctype html><title>Maintenance</title>' }),
    answerLost: true,
    sentence: () => 'The server sent an answer the extension could not read.',
  },
];

/**
 * The fault as played on one request and nothing after it. Dropped before any answer, three times:
 * Chromium sends a request again by itself when a connection it kept open closes without an
 * answer (any method, a create included), up to twice when each try went on another kept-open
 * connection, and every try must meet the fault. Callers clear what is left after each fault.
 */
export const forOneRequest = (spec: FaultSpec): FaultSpec => ({
  ...spec,
  times: spec.times ?? (spec.dropConnection ? 3 : 1),
});

/** A server address whose name never resolves (the `.invalid` TLD is reserved for that); https, as a saved connection to another host is. */
export const UNRESOLVABLE_SERVER = 'https://phpshort.invalid';
