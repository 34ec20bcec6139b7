import type { Domain, Pixel } from '../api/model/link';

/**
 * The contract has no endpoint that lists domains or pixels, so the extension learns them
 * from the link records it sees (each embeds its domain and pixels). Stored in
 * `storage.local` under KNOWN_RESOURCES_KEY by the background; read by the link forms.
 */
export interface KnownResources {
  /** The server they belong to: entries from another server are ignored. */
  serverOrigin: string;
  domains: Domain[];
  pixels: Pixel[];
}

export const KNOWN_RESOURCES_KEY = 'knownResources';
