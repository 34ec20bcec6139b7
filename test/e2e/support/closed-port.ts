import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the system hands out ports for `listen(0)` (Linux: ip_local_port_range). Every server of the
 * test run (reference servers, target sites, the browsers' own) takes its port from there.
 */
function ephemeralPortsStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    // Elsewhere (macOS: 49152-65535) the range starts at least this high.
    return 32_768;
  }
}

/**
 * A loopback port nobody listens on: a connection to it is refused. Taken below the range the
 * system hands out to `listen(0)`, so that no server of a test file running beside this one (they
 * all listen on port 0) can take it after the probe: the port stays closed for the whole test.
 */
export async function closedPort(): Promise<number> {
  // Above the ports browsers refuse to connect to (the highest is 10080) and well-known services.
  const low = 20_000;
  // (A system configured to hand out lower ports still gets a range: a clash is then merely unlikely.)
  const high = Math.max(Math.min(ephemeralPortsStart(), 32_768) - 1, low + 5_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) continue;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }
  throw new Error('No closed loopback port found');
}
