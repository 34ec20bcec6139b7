/**
 * The `storage.local` key of the connection. Its own file so Node scripts (the sandbox seeds
 * it into a real browser) can import it without pulling in the extension's storage module.
 */
export const CONNECTION_STORAGE_KEY = 'connection';
