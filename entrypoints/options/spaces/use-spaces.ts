import { useState } from 'preact/hooks';
import type { Page } from '@/lib/api/model/page';
import { type FieldErrors, toApiError } from '@/lib/api/errors';
import type { Space } from '@/lib/api/model/space';
import { ask } from '@/lib/messages/channel';
import type { ServerId } from '@/lib/servers';
import { useListAnswer } from '../common/list-cache';
import { waitEndsAt } from '@/components/countdown/use-seconds-left';
import { spaceListQueryOf, type SpaceView } from './space-view';
import { spaceChangesBetween, type SpaceFormValues } from './space-changes';

export type ActionState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  /** `waitUntil`: a rate limit's end (epoch ms), counted down where the message is shown. */
  | { phase: 'failed'; message: string; fields: FieldErrors; waitUntil: number | null };

function failure(error: unknown): ActionState {
  const apiError = toApiError(error);
  const wait = apiError.kind === 'rate-limited' ? apiError.retryAfterSeconds : undefined;
  return {
    phase: 'failed',
    message: apiError.message,
    fields: apiError.fields,
    waitUntil: waitEndsAt(wait),
  };
}

/** The page of spaces for a view on `serverId`; asked again when the view moves or the server's spaces are invalidated. */
export function useSpaceList(serverId: ServerId, view: SpaceView) {
  const query = spaceListQueryOf(view);
  return useListAnswer<Page<Space>>({ topic: 'spaces', serverId, query: JSON.stringify(query) }, () =>
    ask('spaces/list', query, serverId),
  );
}

/** Runs one create / update / delete of a space, keeping its progress and its error. */
export function useSpaceAction() {
  const [state, setState] = useState<ActionState>({ phase: 'idle' });
  const run = async <T>(action: () => Promise<T>): Promise<T | null> => {
    setState({ phase: 'busy' });
    try {
      const result = await action();
      setState({ phase: 'idle' });
      return result;
    } catch (error) {
      setState(failure(error));
      return null;
    }
  };
  return { state, run, reset: () => setState({ phase: 'idle' }) };
}

export const createSpace = (serverId: ServerId, values: SpaceFormValues) =>
  ask('spaces/create', { name: values.name.trim(), color: values.color }, serverId);

/** Sends only what changed; nothing changed = nothing sent. */
export async function updateSpace(serverId: ServerId, space: Space, values: SpaceFormValues): Promise<Space> {
  const changes = spaceChangesBetween(space, values);
  if (Object.keys(changes).length === 0) return space;
  return ask('spaces/update', { id: space.id, changes }, serverId);
}

/** How many links deleting this space would delete: the list's total, one small page asked. */
export async function countLinksInSpace(serverId: ServerId, space: Space): Promise<number> {
  return (await ask('links/list', { spaceId: space.id, perPage: 10, page: 1 }, serverId)).page.total;
}
