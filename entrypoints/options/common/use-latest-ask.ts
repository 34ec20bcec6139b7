import { useMemo, useRef } from 'preact/hooks';

/**
 * Answers to the same question may cross: the page's first ask can answer after one sent later.
 * `begin()` marks a new ask and gives the check its answer runs before it is shown: still the
 * latest? An answer that came another way (a button's) calls `begin()` too, outdating the rest.
 */
export function useLatestAsk(): { begin: () => () => boolean } {
  const latest = useRef(0);
  return useMemo(
    () => ({
      begin: () => {
        const mine = ++latest.current;
        return () => mine === latest.current;
      },
    }),
    [],
  );
}
