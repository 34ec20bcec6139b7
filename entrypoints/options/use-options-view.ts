import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import { readOptionsUrl, sectionTitle, writeOptionsUrl, type OptionsSection, type OptionsView } from './options-url';

/** The page's view, mirrored into its query string so a reload (or a shared URL) keeps it. */
/** The history state of an entry the page pushed: going back from it returns to the page's previous view. */
export const PUSHED_VIEW = 'options-view';

/** Changes the view; `push` makes it a new entry of the tab's history (Back returns to the one before). */
export type ChangeView = (change: (view: OptionsView) => OptionsView, options?: { push?: boolean }) => void;

export function useOptionsView(): [OptionsView, ChangeView] {
  const [view, setView] = useState<OptionsView>(() => readOptionsUrl(location.search));
  const current = useRef(view);
  current.current = view;
  useEffect(() => {
    const onPopState = () => setView(readOptionsUrl(location.search));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);
  /** Stable, and applied to the latest view, so a debounced search never writes back an old one. */
  const update = useCallback<ChangeView>((change, options = {}) => {
    const next = change(current.current);
    current.current = next;
    setView(next);
    const search = writeOptionsUrl(next);
    if (search === location.search) return;
    if (options.push) history.pushState(PUSHED_VIEW, '', `${location.pathname}${search}`);
    else history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, []);
  return [view, update];
}

/** The tab's title names the section on screen (the page's own title until one is chosen). */
export function useWindowTitle(section: OptionsSection | null): void {
  useEffect(() => {
    if (section !== null)
      document.title = t('optionsWindowTitle', { name: t('extensionName'), section: sectionTitle(section) });
  }, [section]);
}
