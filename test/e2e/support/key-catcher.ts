import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What reached the catcher: one entry per request, with the `Authorization` header it carried. */
interface CaughtRequest {
  method: string;
  url: string;
  authorization: string | undefined;
}

export interface KeyCatcher {
  /** `http://127.0.0.1:PORT`: another origin than the reference server, which the extension may reach. */
  url: string;
  caught: CaughtRequest[];
  close(): Promise<void>;
}

/**
 * A second loopback server a hostile reference server redirects to. It answers like a friendly
 * phpShort (an empty list) so that a client that followed the redirect would look successful; the
 * test reads `caught` to prove nothing, and above all no key, ever arrived.
 */
export async function startKeyCatcher(): Promise<KeyCatcher> {
  const caught: CaughtRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    caught.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end('{"data":[],"status":200}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    caught,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
