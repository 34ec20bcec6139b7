import type { SpaceSummary } from '../api/model/space';

/**
 * The account's spaces as last fetched, so the popup can offer them without waiting for the
 * network. Stored in `storage.local` under SPACES_CACHE_KEY; refreshed by the background.
 */
export interface CachedSpaces {
  /** The server they belong to: a cache from another server is ignored. */
  serverOrigin: string;
  spaces: SpaceSummary[];
  /** Epoch milliseconds. */
  fetchedAt: number;
}

export const SPACES_CACHE_KEY = 'spacesCache';
