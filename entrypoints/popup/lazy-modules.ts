import { useEffect, useState } from 'preact/hooks';

/**
 * The popup's first load holds only what puts the URL field and Shorten on screen. The rest
 * comes in two chunks that start loading at once and arrive within milliseconds, from the
 * extension's own files.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

export const loadFormFields = once(() => import('./lazy/form-fields'));
export const loadLaterViews = once(() => import('./lazy/later-views'));
/** Loaded ahead of any result so showing a new link never waits for the encoder to compile. */
export const loadQrCode = once(() => import('@/components/qr/QrCode'));

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
