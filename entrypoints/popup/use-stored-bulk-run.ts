import { useEffect, useState } from 'preact/hooks';
import type { BulkRun } from '@/lib/bulk/run';
import { BULK_SHORTEN_RUN } from '@/lib/storage/outside-popup-registry';
import { storedItem } from '@/lib/storage/stored-item';

const runItem = storedItem(BULK_SHORTEN_RUN);

/** The Shorten many run the background keeps, followed as its rows settle; null when there is none. */
export function useStoredBulkRun(): BulkRun | null {
  const [run, setRun] = useState<BulkRun | null>(null);
  useEffect(() => {
    let live = true;
    const unwatch = runItem.watch((next) => live && setRun(next));
    void runItem.getValue().then((stored) => live && setRun(stored));
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return run;
}
