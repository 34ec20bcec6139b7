import { createServer } from 'node:net';

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** The first free port from `preferred` upwards, so a second sandbox does not fail outright. */
export async function findFreePort(preferred: number, host = '127.0.0.1', tries = 20): Promise<number> {
  for (let port = preferred; port < preferred + tries; port++) {
    if (await isFree(port, host)) return port;
  }
  throw new Error(`No free port in ${preferred}-${preferred + tries - 1} on ${host}`);
}
