import { storage } from 'wxt/utils/storage';
import { SPACES_CACHE_KEY, type CachedSpaces } from './cached-spaces';

export const spacesCacheItem = storage.defineItem<CachedSpaces | null>(`local:${SPACES_CACHE_KEY}`, { fallback: null });
