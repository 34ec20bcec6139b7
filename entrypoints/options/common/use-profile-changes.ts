import { useEffect } from 'preact/hooks';
import type { ServerId } from '@/lib/servers';
import { STORAGE } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';

const profileItemOf = perServerItem(STORAGE.serverProfile);

/**
 * Calls `onChange` whenever the background stores another profile of `serverId`: it detects the
 * server on the first request after a connection without one, and again when a record shows the
 * other dialect. The page's capabilities must follow, or it would offer what the server now ignores.
 */
export function useProfileChanges(serverId: ServerId | null, onChange: () => void): void {
  useEffect(
    () => (serverId === null ? undefined : profileItemOf(serverId).watch(() => onChange())),
    [serverId, onChange],
  );
}
