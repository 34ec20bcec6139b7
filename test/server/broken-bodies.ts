// Answers whose body goes wrong after the headers left: too long, never coming, cut off.
// Written straight to the socket because a Reply is one finished string.
import type { ServerResponse } from 'node:http';
import type { Reply } from './http-utils';
import type { FaultSpec } from './types';

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** The faults this file answers; the others become a Reply (or a dropped socket) in the pipeline. */
export function breaksBody(fault: FaultSpec): boolean {
  return fault.hugeBody !== undefined || fault.stallAfterHeaders === true || fault.dropMidBody === true;
}

/**
 * Starts the broken answer; returns the status it sent. `ended` hears how many body bytes a
 * `hugeBody` answer wrote once it is over (finished, or the client went away).
 */
export function writeBrokenBody(
  fault: FaultSpec,
  res: ServerResponse,
  headers: Record<string, string>,
  ended: (bodyBytes: number) => void,
): number {
  const json = { ...headers, 'Content-Type': 'application/json' };
  if (fault.hugeBody !== undefined) {
    // Chunked, without a Content-Length: only counting what arrives can stop the client.
    res.writeHead(200, json);
    streamBytes(res, fault.hugeBody, ended);
  } else if (fault.dropMidBody) {
    const body = JSON.stringify({ data: { id: 1, alias: 'cut', url: 'https://example.com/'.padEnd(400, 'x') } });
    res.writeHead(200, { ...json, 'Content-Length': String(Buffer.byteLength(body)) });
    res.write(body.slice(0, body.length / 2), () => res.socket?.destroy());
  } else {
    // Headers now, body never: a server that hangs after it started answering.
    res.writeHead(200, { ...json, 'Content-Length': '64' });
    res.flushHeaders();
  }
  return 200;
}

/**
 * The answer's headers and the first half of its body, then the socket destroyed. Breaking a
 * connection before any byte of the answer would not do for a create: Chromium sends a request
 * again by itself when a reused keep-alive connection closes without a byte of answer (a POST
 * too), and the second create would be answered.
 */
export function writeHalfAnswer(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { ...reply.headers, 'Content-Length': String(Buffer.byteLength(reply.body)) });
  res.write(reply.body.slice(0, Math.floor(reply.body.length / 2)), () => res.socket?.destroy());
}

/** Writes `total` bytes as fast as the client reads them, and stops when it goes away. */
function streamBytes(res: ServerResponse, total: number, ended: (bodyBytes: number) => void): void {
  const head = Buffer.from('{"data":"').subarray(0, total);
  let left = total - head.length;
  res.once('close', () => ended(total - left));
  res.write(head);
  const more = (): void => {
    while (left > 0 && !res.destroyed) {
      const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
      left -= chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', more);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  more();
}
