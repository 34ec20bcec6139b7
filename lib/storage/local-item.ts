import { browser, type Browser } from 'wxt/browser';

/**
 * One typed value in `browser.storage.local`: read with a fallback, write, remove, watch.
 * A few lines over the browser API instead of `wxt/utils/storage`, which with its versioning and
 * locking was a tenth of the package. Method names follow WXT's items, so callers read the same.
 */
export interface LocalItem<T> {
  readonly key: string;
  /** The stored value, or the fallback when nothing is stored. */
  getValue(): Promise<T>;
  /** `null` or `undefined` removes the value, as in WXT's items. */
  setValue(value: T | null | undefined): Promise<void>;
  removeValue(): Promise<void>;
  /** Calls back on every real change (writes of an equal value are not changes); returns the unwatch. */
  watch(onChange: (value: T, previous: T) => void): () => void;
}

export interface LocalItemOptions {
  /**
   * Keep the value in this page's memory between reads. For values the background reads on
   * every shortening: a storage round trip costs one to two milliseconds there. The copy is
   * dropped whenever the stored value changes, from whichever page wrote it.
   */
  keepInMemory?: boolean;
}

type ChangeListener = (changes: Record<string, Browser.storage.StorageChange>, area: string) => void;

// Stored values are plain JSON, so equal text means an equal value.
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function localItem<T>(key: string, fallback: T, options: LocalItemOptions = {}): LocalItem<T> {
  const orFallback = (value: unknown): T => (value === undefined || value === null ? fallback : (value as T));
  const memory = options.keepInMemory ? memoryOf(key, orFallback) : null;

  async function removeValue() {
    await browser.storage.local.remove(key);
    memory?.remember(fallback);
  }

  return {
    key,
    async getValue() {
      const remembered = memory?.recall();
      if (remembered) return remembered.value;
      const version = memory?.startRead();
      const stored = await browser.storage.local.get(key);
      const value = orFallback(stored[key]);
      // Unless a write or change came in while this read was on its way: then it may be stale.
      if (memory && memory.version() === version) memory.remember(value);
      return value;
    },
    async setValue(value) {
      if (value === null || value === undefined) return removeValue();
      await browser.storage.local.set({ [key]: value });
      memory?.remember(value);
    },
    removeValue,
    watch(onChange) {
      const listener: ChangeListener = (changes, area) => {
        const change = changes[key];
        if (area !== 'local' || !change || sameValue(change.newValue, change.oldValue)) return;
        onChange(orFallback(change.newValue), orFallback(change.oldValue));
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}

/**
 * The in-memory copy of one key. A change to another value drops it (the next read goes to
 * storage); the echo of this page's own write, which arrives after it, keeps it. The copy is
 * trusted only while its change listener is registered: without one (a test's browser reset)
 * it could have missed changes.
 */
function memoryOf<T>(key: string, orFallback: (value: unknown) => T) {
  let copy: { value: T } | null = null;
  let changes = 0;
  const onStoredChange: ChangeListener = (changed, area) => {
    const change = changed[key];
    if (area !== 'local' || !change) return;
    if (copy && sameValue(orFallback(change.newValue), copy.value)) return;
    copy = null;
    changes++;
  };
  const listening = () => browser.storage.onChanged.hasListener(onStoredChange);
  return {
    recall(): { value: T } | null {
      if (!listening()) copy = null;
      return copy;
    },
    /** Listens before reading, so no change slips between; answers the changes so far. */
    startRead(): number {
      if (!listening()) browser.storage.onChanged.addListener(onStoredChange);
      return changes;
    },
    remember(value: T) {
      if (!listening()) browser.storage.onChanged.addListener(onStoredChange);
      copy = { value };
      changes++;
    },
    /** A read that started before a later change must not be remembered. */
    version: () => changes,
  };
}
