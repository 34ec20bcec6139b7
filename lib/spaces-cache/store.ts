import { localItem } from '../storage/local-item';
import { SPACES_CACHE_KEY, type CachedSpaces } from './cached-spaces';

export const spacesCacheItem = localItem<CachedSpaces | null>(SPACES_CACHE_KEY, null);
