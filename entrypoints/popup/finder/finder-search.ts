/**
 * The finder's searching, apart from its view: typing is debounced (one search per pause of
 * `delayMs`), each text is searched once for the popup's life (answers kept), and only the latest
 * text's answer is shown: an answer that arrives after the user typed on is kept but not shown.
 */

export type FinderState<T> =
  | { name: 'empty' }
  | { name: 'loading'; query: string }
  | { name: 'results'; query: string; items: T[] }
  | { name: 'failed'; query: string; error: unknown };

interface FinderSearch {
  /** The field's text now; blank clears at once, anything else is searched after the pause. */
  type(text: string): void;
  /** Stops the pending search (the popup closes). */
  stop(): void;
}

interface Options<T> {
  search: (query: string) => Promise<T[]>;
  show: (state: FinderState<T>) => void;
  delayMs?: number;
}

const FINDER_DELAY_MS = 300;

export function finderSearch<T>({ search, show, delayMs = FINDER_DELAY_MS }: Options<T>): FinderSearch {
  const answers = new Map<string, Promise<T[]>>();
  let latest = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (query: string) => {
    let answer = answers.get(query);
    if (!answer) {
      answer = search(query);
      answers.set(query, answer);
      // A failure is not kept: the same text typed again asks again (the server may be back).
      answer.catch(() => answers.delete(query));
    }
    answer.then(
      (items) => query === latest && show({ name: 'results', query, items }),
      (error: unknown) => query === latest && show({ name: 'failed', query, error }),
    );
  };

  return {
    type(text) {
      const query = text.trim();
      if (query === latest) return;
      latest = query;
      clearTimeout(timer);
      if (query === '') {
        show({ name: 'empty' });
        return;
      }
      // Asked before: its answer (or the request still on its way) serves at once.
      if (answers.has(query)) {
        run(query);
        return;
      }
      show({ name: 'loading', query });
      timer = setTimeout(() => run(query), delayMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
