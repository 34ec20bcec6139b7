/** A module imported on first need, once: the popup's way of keeping its first load small. */
export interface LazyModule<T> {
  (): Promise<T>;
  /** The module if it has already arrived, so a caller can go on without waiting a microtask. */
  ready(): T | null;
}

export function once<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | null = null;
  const get = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Let a later call try again (e.g. after an extension update replaced the chunk).
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(get, { ready: () => loaded });
}
