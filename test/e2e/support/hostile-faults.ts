import type { FaultSpec } from '../../server/types';
import { ANSWER_FAULTS, type AnswerFault } from './answer-faults';

/** The create the popup, the menu and the shortcut send: where the hostile faults are played. */
export const CREATE_LINK = { method: 'POST', path: '/api/v1/links' };

/** A fault played on a create; a rate limit also says what the popup shows once its wait is over. */
export interface CreateFault extends AnswerFault {
  afterWait?: string;
}

/**
 * Each fault a hostile or broken server plays on a create: every fault of the shared table, and a
 * rate limit that lasts. The Chromium suite plays them all in the popup
 * (shorten/popup-hostile-server.test.ts) and under the menu and the shortcut
 * (shorten/quick-shorten-faults.test.ts); Firefox a few by name. Neighbours have different
 * sentences, so a test that plays them one after another in the same page never reads the
 * previous fault's sentence as this one's.
 */
export const CREATE_FAULTS: CreateFault[] = [
  ...ANSWER_FAULTS,
  {
    // A person's request waits out a short Retry-After twice (lib/api/http.ts, request-queue.ts),
    // then fails: three refusals in a row, not processed, each worth sending again.
    name: 'a rate limit (429) that lasts',
    fault: () => ({ status: 429, retryAfterSeconds: 1, times: 3 }),
    sentence: () => 'The server is limiting requests. Try again in a second.',
    afterWait: "The server's wait is over: you can try again now.",
  },
];

/** The create fault the table names `name`. */
export function createFault(name: string): CreateFault {
  const found = CREATE_FAULTS.find((fault) => fault.name === name);
  if (!found) throw new Error(`No create fault named ${name}`);
  return found;
}

/**
 * How many creates reach the server at least while a fault is played: one, or each refusal of a
 * rate limit (the browser may send a dropped one again: count what the server logged after it).
 */
export const attemptsUnder = (fault: FaultSpec): number => (fault.dropConnection ? 1 : (fault.times ?? 1));
