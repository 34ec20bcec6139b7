/**
 * The most of an answer's body the extension reads. phpShort's largest answer is a page of 100
 * link records (near a megabyte even with 2048-character destinations and many targeting rows); past this cap
 * the server is not answering as phpShort, and reading on would only fill the background's memory.
 */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/** Why a body could not be read to its end. */
export type BodyReadResult = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/**
 * Reads a body as UTF-8 text, chunk by chunk, and stops (cancelling the download) once it passes
 * `maxBytes`; an announced `Content-Length` over the cap stops it before the first chunk. Errors
 * of the stream (the connection dropped, the request aborted) are thrown as they come.
 */
export async function readCappedBody(response: Response, maxBytes: number = MAX_ANSWER_BYTES): Promise<BodyReadResult> {
  const announced = Number(response.headers.get('content-length') ?? Number.NaN);
  if (announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too-large' };
  }
  if (!response.body) return { ok: true, text: '' };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(whole) };
}
