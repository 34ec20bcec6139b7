/** The API layer's public face: the client, the model, the errors. Wire formats stay inside. */
export { createClient, detectServer, type ApiClient, type ClientConfig } from './client';
export { ApiError, describeApiErrorKind, type ApiErrorKind } from './errors';
export { inMemoryDeleteRoutes } from './delete-routes';
export { isLoopbackHost, normaliseServerUrl } from './server-url';
export * from './model/link';
export * from './model/link-query';
export * from './model/space';
export * from './model/server';
