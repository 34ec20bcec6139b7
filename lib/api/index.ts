/** The API layer's public face: the client, the model, the errors. Wire formats stay inside. */
export { createClient, type ApiClient, type CallOptions, type ClientConfig, type ResourceClient } from './client';
export { ApiError, describeApiErrorKind, isApiError, type ApiErrorKind, type FieldErrors } from './errors';
export { inMemoryDeleteRoutes, type DeleteRouteMemory } from './delete-routes';
export { classicDialect } from './classic';
export type { Dialect } from './dialect';
export { isLoopbackHost, normaliseServerUrl, type ServerUrlResult } from './server-url';
export * from './model/link';
export * from './model/link-query';
export * from './model/space';
export { linkState } from './model/link-state';
export type { Page } from './model/page';
