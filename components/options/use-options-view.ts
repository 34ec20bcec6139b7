import { useCallback, useEffect, useState } from 'preact/hooks';
import { readOptionsUrl, writeOptionsUrl, type OptionsView } from '@/lib/options/options-url';

/** The page's view, mirrored into its query string so a reload (or a shared URL) keeps it. */
export function useOptionsView(): [OptionsView, (view: OptionsView) => void] {
  const [view, setView] = useState<OptionsView>(() => readOptionsUrl(location.search));
  useEffect(() => {
    const onPopState = () => setView(readOptionsUrl(location.search));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);
  const update = useCallback((next: OptionsView) => {
    setView(next);
    const search = writeOptionsUrl(next);
    if (search !== location.search) history.replaceState(null, '', `${location.pathname}${search}`);
  }, []);
  return [view, update];
}
