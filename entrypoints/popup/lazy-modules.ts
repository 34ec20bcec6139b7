import { useEffect, useState } from 'preact/hooks';

/**
 * The popup's first load holds only what puts the URL field and Shorten on screen. The rest
 * comes in chunks that start loading as soon as the form is drawn and arrive within
 * milliseconds, from the extension's own files.
 */
interface LazyModule<T> {
  (): Promise<T>;
  /** The module if it has already arrived, so a caller can go on without waiting a microtask. */
  ready(): T | null;
}

function once<T>(load: () => Promise<T>): LazyModule<T> {
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

export const loadActions = once(() => import('./lazy/actions'));
export const loadFormFields = once(() => import('./lazy/form-fields'));
export const loadLaterViews = once(() => import('./lazy/later-views'));
/** Loaded ahead of any result so showing a new link never waits for the encoder to compile. */
export const loadQrCode = once(() => import('@/components/qr/QrCode'));

/** Everything after the first paint, in the order it is likely to be needed. */
export function preloadLaterModules(): void {
  const ignore = () => undefined;
  loadActions().catch(ignore);
  loadFormFields().catch(ignore);
  loadLaterViews()
    .then(() => loadQrCode())
    .catch(ignore);
}

/** The module once loaded, null before (and if it cannot load: the popup then works without it). */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setModule(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return module;
}
