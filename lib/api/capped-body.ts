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
  // Decoded as it comes (`stream` keeps a character split between chunks whole).
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { ok: true, text: text + decoder.decode() };
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    text += decoder.decode(value, { stream: true });
  }
}
