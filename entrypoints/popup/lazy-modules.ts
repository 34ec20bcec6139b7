import { once } from './load-once';

/**
 * The popup's first load holds only what puts the URL field and Shorten on screen. The rest
 * comes in chunks that start loading as soon as the form is drawn and arrive within
 * milliseconds, from the extension's own files.
 */
export const loadActions = once(() => import('./lazy/actions'));
export const loadFormFields = once(() => import('./lazy/form-fields'));
export const loadLaterViews = once(() => import('./lazy/later-views'));

/** Everything after the first paint, in the order it is likely to be needed. */
export function preloadLaterModules(): void {
  const ignore = () => undefined;
  loadActions().catch(ignore);
  loadFormFields().catch(ignore);
  loadLaterViews()
    .then((views) => views.preloadQrCode())
    .catch(ignore);
}
