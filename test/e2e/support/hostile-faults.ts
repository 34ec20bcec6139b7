import type { FaultSpec } from '../../server/types';

/** The create the popup sends: where the hostile faults are played. */
export const CREATE_LINK = { method: 'POST', path: '/api/v1/links' };

/**
 * Each fault a hostile or broken server plays on the popup's create (`elsewhere`: the address of a
 * key catcher on another origin), and the sentence the popup must show. The Chromium suite plays
 * them all, Firefox the first three (shorten/popup-hostile-server.test.ts, firefox/hostile-server.test.ts).
 */
export const HOSTILE_CREATE_FAULTS: [string, (elsewhere: string) => FaultSpec, string][] = [
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
];
