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

// Stored values are plain JSON, so equal text means an equal value.
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function localItem<T>(key: string, fallback: T): LocalItem<T> {
  const orFallback = (value: unknown): T => (value === undefined || value === null ? fallback : (value as T));
  const removeValue = () => browser.storage.local.remove(key);
  return {
    key,
    async getValue() {
      const stored = await browser.storage.local.get(key);
      return orFallback(stored[key]);
    },
    async setValue(value) {
      if (value === null || value === undefined) await removeValue();
      else await browser.storage.local.set({ [key]: value });
    },
    removeValue,
    watch(onChange) {
      const listener = (changes: Record<string, Browser.storage.StorageChange>, area: string) => {
        const change = changes[key];
        if (area !== 'local' || !change || sameValue(change.newValue, change.oldValue)) return;
        onChange(orFallback(change.newValue), orFallback(change.oldValue));
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}
