import type { WireRequest } from '../dialect';
import type { SpaceChanges, SpaceDraft } from '../model/space';
import { add, type Pairs } from './pairs';

/** Space writes: the same names in both dialects; only the update's method differs (classic PUT, current PATCH). */

export function createSpaceRequest(draft: SpaceDraft): WireRequest {
  const pairs: Pairs = [['name', draft.name]];
  add(pairs, 'color', draft.color);
  return { method: 'POST', path: '/api/v1/spaces', form: pairs, purpose: 'write' };
}

export function updateSpaceRequest(method: 'PUT' | 'PATCH', id: number, changes: SpaceChanges): WireRequest {
  const pairs: Pairs = [];
  add(pairs, 'name', changes.name);
  add(pairs, 'color', changes.color);
  return { method, path: `/api/v1/spaces/${id}`, form: pairs, purpose: 'write' };
}
