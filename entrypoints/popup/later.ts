import { useEffect, useState } from 'preact/hooks';
import type { RequestName, Protocol } from '@/lib/messages/protocol';
import type { ServerId } from '@/lib/servers';
import { t } from '@/lib/i18n/messages';
import { once, type LazyModule } from './load-once';
import type { ShortenProblem } from './shorten-problem';
import type * as ActionsChunk from './lazy/actions';
import type * as FormFieldsChunk from './lazy/form-fields';
import type * as LaterViewsChunk from './lazy/later-views';

/**
 * Everything the popup loads after its first paint, behind one typed face: the first paint holds
 * only what puts the URL field and Shorten (or "Open settings") on screen; the rest comes in
 * chunks (./lazy/) that start loading as soon as that is drawn and arrive within milliseconds,
 * from the extension's own files. Callers name a view, the form's fields or an action, never a
 * chunk.
 */

type Actions = typeof ActionsChunk;
/** The link's options under the URL field, and what the server offers of them. */
export type FormFields = typeof FormFieldsChunk;
/** The views that replace or follow the form, and the header's live parts. */
export type LaterViews = typeof LaterViewsChunk;

const actions = once(() => import('./lazy/actions'));
const formFields = once(() => import('./lazy/form-fields'));
const laterViews = once(() => import('./lazy/later-views'));

/** A chunk of the extension itself failed to load: rare (an update mid-session); reopening fixes it. */
export const notLoaded = (): ShortenProblem => ({ message: t('popupPartNotLoaded'), fields: {}, opensOptions: false });

/** Everything after the first paint, in the order it is likely to be needed. */
export function preloadLaterParts(): void {
  const ignore = () => undefined;
  actions().catch(ignore);
  formFields().catch(ignore);
  laterViews()
    .then((views) => views.preloadQrCode())
    .catch(ignore);
}

/**
 * The module once loaded, null before (and if it cannot load: the popup then works without it).
 * One already loaded is there at the first render: a redrawn popup (another server chosen) has
 * all its parts at once.
 */
function useLazyModule<T>(load: LazyModule<T>): T | null {
  const [module, setModule] = useState<T | null>(() => load.ready());
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

export const useFormFields = (): FormFields | null => useLazyModule(formFields);
export const useLaterViews = (): LaterViews | null => useLazyModule(laterViews);

/**
 * Runs an action: at once when its chunk is here (by the time of a click it is, and then the
 * request leaves before anything is drawn), else when it arrives. Rejects when the chunk cannot
 * load (an extension update mid-session) as when the action itself fails.
 */
function act<R>(run: (loaded: Actions) => R): Promise<Awaited<R>> {
  const ready = actions.ready();
  // The executor runs at once: the action starts now, and what it throws becomes a rejection.
  if (ready) return new Promise<Awaited<R>>((resolve) => resolve(run(ready) as Awaited<R>));
  return actions().then(run) as Promise<Awaited<R>>;
}

type ActionName = Exclude<keyof Actions, 'ask'>;
type Action<K extends ActionName> = (...args: Parameters<Actions[K]>) => Promise<Awaited<ReturnType<Actions[K]>>>;

/** One action of the chunk, as a function of its own that runs it there. */
function action<K extends ActionName>(name: K): Action<K> {
  return (...args) => act((loaded) => (loaded[name] as (...args: unknown[]) => ReturnType<Actions[K]>)(...args));
}

/** A request to the background (lib/messages/protocol.ts), answered as typed there. */
export const ask = <K extends RequestName>(
  name: K,
  input: Protocol[K]['input'],
  server?: ServerId,
): Promise<Protocol[K]['output']> => act((loaded) => loaded.ask(name, input, server));

export const copyShortLink = action('copyShortLink');
export const clearDraft = action('clearDraft');
export const saveFormDraft = action('saveFormDraft');
export const sendShortening = action('sendShortening');
export const retryShortening = action('retryShortening');
export const listServerResources = action('listServerResources');
export const checkOffer = action('checkOffer');
