import { browser, type Browser } from 'wxt/browser';
import type { StoredValue } from './registry';

/**
 * Reading and writing the values of the storage registry (./registry.ts). A few lines over the
 * browser API instead of `wxt/utils/storage`: the same facade over WXT's `defineItem` (with the
 * in-memory copy, which WXT lacks) measured 3.1 KB more gzip in the service worker's start, the
 * zip and the popup's lazily loaded part, over the 2 KB a hand-written copy may save (issue 34).
 * Method names follow WXT's items, so callers read the same.
 */
export interface StoredItem<T> {
  readonly key: string;
  /** The stored value as the registry reads it (its fallback when nothing is stored). */
  getValue(): Promise<T>;
  /** `null` or `undefined` removes the value, as in WXT's items. */
  setValue(value: T | null | undefined): Promise<void>;
  removeValue(): Promise<void>;
  /** Calls back on every real change (writes of an equal value are not changes); returns the unwatch. */
  watch(onChange: (value: T, previous: T) => void): () => void;
}

export interface StoredItemOptions {
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

export function storedItem<T>(entry: StoredValue<T>, options: StoredItemOptions = {}): StoredItem<T> {
  const { key, area } = entry;
  // Looked up at each call, not at creation: modules create their items when they load.
  const storage = () => browser.storage[area];
  const memory = options.keepInMemory ? memoryOf(entry) : null;

  // The copy is taken before the write, so that a change another page makes while the write is on
  // its way drops it; the write's own echo keeps it. A failed write drops it too.
  async function written(value: T, write: () => Promise<void>) {
    memory?.remember(value);
    try {
      await write();
    } catch (error) {
      memory?.forget();
      throw error;
    }
  }

  function removeValue() {
    return written(entry.read(undefined), () => storage().remove(key));
  }

  return {
    key,
    async getValue() {
      const remembered = memory?.recall();
      if (remembered) return remembered.value;
      const version = memory?.startRead();
      const value = entry.read((await storage().get(key))[key]);
      // Unless a write or change came in while this read was on its way: then it may be stale.
      if (memory && memory.version() === version) memory.remember(value);
      return value;
    },
    async setValue(value) {
      if (value === null || value === undefined) return removeValue();
      await written(value, () => storage().set({ [key]: value }));
    },
    removeValue,
    watch(onChange) {
      const listener: ChangeListener = (changes, changedArea) => {
        const change = changes[key];
        if (changedArea !== area || !change || sameValue(change.newValue, change.oldValue)) return;
        // The copy in memory first: a callback that reads the value at once must get the new one,
        // whichever of the two listeners the browser calls first.
        memory?.observe(changes, changedArea);
        onChange(entry.read(change.newValue), entry.read(change.oldValue));
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
function memoryOf<T>({ key, area, read }: StoredValue<T>) {
  let copy: { value: T } | null = null;
  let changes = 0;
  const onStoredChange: ChangeListener = (changed, changedArea) => {
    const change = changed[key];
    if (changedArea !== area || !change) return;
    if (copy && sameValue(read(change.newValue), copy.value)) return;
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
    forget() {
      copy = null;
      changes++;
    },
    /** A read that started before a later change must not be remembered. */
    version: () => changes,
    /** Takes in a change now, before its own listener is called (a watcher reads at once). */
    observe: onStoredChange,
  };
}
