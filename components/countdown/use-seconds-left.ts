import { useEffect, useState } from 'preact/hooks';

const secondsUntil = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * Whole seconds left until `until` (epoch ms), counting down on screen: the page draws again each
 * time the number changes, and stops at 0. Null when there is nothing to wait for. A wait a server
 * asked for is shown as it passes ("Try again in 57 seconds" turning 56…), never frozen at the
 * number it had when the answer came.
 */
export function useSecondsLeft(until: number | null): number | null {
  // Read at each render (a wait that begins long after the page opened starts at its full length);
  // the tick only makes the page draw again.
  const [tick, setTick] = useState(0);
  const left = until === null ? null : secondsUntil(until, Date.now());
  useEffect(() => {
    if (until === null || left === null || left === 0) return undefined;
    // Wakes when the shown number next changes: once fewer than `left` whole seconds remain.
    const wait = Math.max(0, until - (left - 1) * 1000 - Date.now()) + 5;
    const timer = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [until, left, tick]);
  return left;
}

/** When a wait of `seconds` from now ends; taken once, when the answer that asked for it is shown. */
export function waitEndsAt(seconds: number | undefined, now: number = Date.now()): number | null {
  return seconds === undefined ? null : now + seconds * 1000;
}
