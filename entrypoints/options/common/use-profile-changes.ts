import { useEffect } from 'preact/hooks';
import { STORAGE } from '@/lib/storage/registry';
import { storedItem } from '@/lib/storage/stored-item';

const profileItem = storedItem(STORAGE.serverProfile);

/**
 * Calls `onChange` whenever the background stores another server profile: it detects the server
 * on the first request after a connection without one, and again when a record shows the other
 * dialect. The page's capabilities must follow, or it would offer what the server now ignores.
 */
export function useProfileChanges(onChange: () => void): void {
  useEffect(() => profileItem.watch(() => onChange()), [onChange]);
}
