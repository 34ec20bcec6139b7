// Entry point: start a reference phpShort server (classic or current dialect) on a loopback port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReferenceApp } from './app';
import type { ReferenceServer, ReferenceServerOptions } from './types';

export type { ReferenceServer, ReferenceServerOptions, SeededClick } from './types';
export { seedFor } from './seeds';
export { currentSeedFor, DEFAULT_DOMAIN_ID } from './current/catalog';
export { GEO_TEST_HEADER } from './current/clicks';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** Refuses at startup what would otherwise give odd short links or reach beyond loopback. */
function checkStartOptions({ shortLinkOrigin, titleFetchHosts = {} }: ReferenceServerOptions): void {
  if (shortLinkOrigin !== undefined) {
    const parsed = URL.canParse(shortLinkOrigin) ? new URL(shortLinkOrigin) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== shortLinkOrigin)
      throw new Error(
        `shortLinkOrigin must be an http(s) origin such as https://go.example.com, not ${shortLinkOrigin}`,
      );
  }
  for (const [host, origin] of Object.entries(titleFetchHosts)) {
    const parsed = URL.canParse(origin) ? new URL(origin) : null;
    if (!parsed || !LOOPBACK_HOSTS.has(parsed.hostname.replace(/^\[|\]$/g, '')) || parsed.origin !== origin)
      throw new Error(`titleFetchHosts: ${host} must point at a loopback origin, not ${origin}`);
  }
}

export async function startReferenceServer(opts: ReferenceServerOptions): Promise<ReferenceServer> {
  const host = opts.host ?? '127.0.0.1';
  // A test server with known keys must never be reachable from the network.
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`Reference server only listens on loopback, not ${host}`);
  if (opts.apiKeys.length === 0) throw new Error('Reference server needs at least one API key');
  checkStartOptions(opts);

  const app = new ReferenceApp(opts);
  const server = createServer(app.listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host === '::1' ? '[::1]' : host}:${port}`;
  app.origin = url;

  return {
    url,
    port,
    dialect: opts.dialect ?? 'classic',
    addFault: (f) => app.addFault(f),
    clearFaults: () => app.clearFaults(),
    releaseHeld: () => app.releaseHeld(),
    heldCount: () => app.heldCount(),
    endHanging: () => app.endHanging(),
    requests: () => app.requests(),
    clearRequests: () => app.clearRequests(),
    reset: () => app.reset(),
    addClicks: (linkId, n) => app.addClicks(linkId, n),
    seedClicks: (clicks) => app.seedClicks(clicks),
    overrideRecord: (kind, id, fields) => app.overrideRecord(kind, id, fields),
    setRateLimit: (limit, change) => app.setRateLimit(limit, change),
    setAccountDefaults: (account, defaults) => app.setAccountDefaults(account, defaults),
    close: () =>
      new Promise<void>((resolve, reject) => {
        app.releaseHeld();
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets (fetch keeps them) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
