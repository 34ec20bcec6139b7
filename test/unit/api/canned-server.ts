import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CannedServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback HTTP server that answers with whatever `respond` writes. For answers the
 * reference server never gives on purpose (odd shapes from other releases and proxies),
 * still over real HTTP.
 */
export async function startCannedServer(
  respond: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<CannedServer> {
  const server = createServer(respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
