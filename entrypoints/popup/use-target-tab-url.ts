import { useEffect, useState } from 'preact/hooks';
import { readTargetTabUrl } from './target-tab';

export type TargetUrlState =
  | { phase: 'loading' }
  | { phase: 'ready'; url: string | null }
  | { phase: 'failed' };

export function useTargetTabUrl(search: string): TargetUrlState {
  const [state, setState] = useState<TargetUrlState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    readTargetTabUrl(search).then(
      (url) => live && setState({ phase: 'ready', url }),
      () => live && setState({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [search]);
  return state;
}
