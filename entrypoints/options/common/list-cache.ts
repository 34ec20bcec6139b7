import { useEffect } from 'preact/hooks';
import type { ServerId } from '@/lib/servers';
import { useRemote } from './use-remote';

/** What the page's lists show: a server's links or spaces, or the user's servers themselves. */
export type ListTopic = 'links' | 'spaces' | 'servers';

/** Where a list's answers are kept: its topic, its server (none for the servers) and its query. */
export interface ListKey {
  topic: ListTopic;
  serverId: ServerId | null;
  /** The request as the server receives it, serialised; another query is another entry. */
  query: string;
}

interface Entry {
  key: ListKey;
  answer: unknown;
}

interface Follower {
  topic: ListTopic;
  serverId: ServerId | null;
  reload: () => void;
}

const entries = new Map<string, Entry>();
const followers = new Set<Follower>();

const idOf = (key: ListKey) => `${key.topic}\n${key.serverId ?? ''}\n${key.query}`;

const concerns = (
  topic: ListTopic,
  serverId: ServerId | null | undefined,
  which: { topic: ListTopic; serverId: ServerId | null },
) => which.topic === topic && (serverId === undefined || which.serverId === serverId);

/**
 * Something changed `topic` on `serverId` (every server when left out): its kept answers go, and
 * every list that shows it asks again. Changes say what they touched; lists never count versions.
 */
export function invalidate(topic: ListTopic, serverId?: ServerId | null): void {
  for (const [id, entry] of entries) if (concerns(topic, serverId, entry.key)) entries.delete(id);
  for (const follower of [...followers]) if (concerns(topic, serverId, follower)) follower.reload();
}

/** Calls `reload` whenever `topic` on `serverId` is invalidated, while the component is on the page. */
export function useInvalidation(topic: ListTopic, serverId: ServerId | null, reload: () => void): void {
  useEffect(() => {
    const follower: Follower = { topic, serverId, reload };
    followers.add(follower);
    return () => {
      followers.delete(follower);
    };
  }, [topic, serverId, reload]);
}

/**
 * A list's answer for `key`: the one kept from an earlier ask at once (a tab opened a second time
 * is never blank), then the server's; asked again when the key moves or its topic is invalidated.
 */
export function useListAnswer<T>(key: ListKey, load: () => Promise<T>, onAnswer?: (data: T) => void) {
  const remote = useRemote<T>(
    idOf(key),
    load,
    (answer) => {
      entries.set(idOf(key), { key, answer });
      onAnswer?.(answer);
    },
    // Only this hook writes an entry: the answer its key's request returned, a T.
    () => (entries.get(idOf(key))?.answer as T | undefined) ?? null,
  );
  useInvalidation(key.topic, key.serverId, remote.reload);
  return remote;
}
