/**
 * Reads a response body as a stream, never more than a cap: either the whole body, or (for error
 * answers, where only the start matters) its first bytes, or the news that it was too large. The
 * stream is cancelled as soon as the cap is passed, so the rest is never read into memory; a
 * declared Content-Length over the cap fails before a byte is read.
 *
 * Text is decoded as UTF-8 in streaming mode, so a character split between two chunks is decoded
 * whole, and a prefix cut inside a character ends before it rather than with a U+FFFD.
 */

export interface BodyCap {
  /** The most bytes to read. */
  maxBytes: number;
  /** Past the cap, keep the first `maxBytes` instead of failing (error answers). */
  keepPrefix: boolean;
}

export type CappedBody =
  | { kind: 'whole'; text: string }
  /** The first `maxBytes` of a longer body (only with `keepPrefix`). */
  | { kind: 'prefix'; text: string }
  /** Content-Length said more than the cap; nothing was read. */
  | { kind: 'too-large'; declared: number }
  /** More than the cap arrived; `received` bytes were read before stopping. */
  | { kind: 'too-large'; received: number };

/** The Content-Length header as a number, or null when absent or not a plain number. */
function declaredLength(headers: Headers): number | null {
  const value = headers.get('content-length')?.trim();
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** Stops the body without waiting: what is left is never read. */
function discard(stream: { cancel(): Promise<void> }): void {
  stream.cancel().catch(() => {
    // Already closed or errored: nothing left to discard.
  });
}

/** Reads `response`'s body within `cap`. Rejects only as the stream does (abort, network error). */
export async function readCappedBody(response: Response, cap: BodyCap): Promise<CappedBody> {
  const body = response.body;
  const declared = declaredLength(response.headers);
  if (!cap.keepPrefix && declared !== null && declared > cap.maxBytes) {
    if (body !== null) discard(body);
    return { kind: 'too-large', declared };
  }
  if (body === null) return { kind: 'whole', text: '' };

  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const pieces: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      pieces.push(decoder.decode());
      return { kind: 'whole', text: pieces.join('') };
    }
    if (received + value.byteLength > cap.maxBytes) {
      discard(reader);
      if (!cap.keepPrefix) return { kind: 'too-large', received: received + value.byteLength };
      // No final flush: an incomplete character at the cut is left out rather than replaced.
      pieces.push(decoder.decode(value.subarray(0, cap.maxBytes - received), { stream: true }));
      return { kind: 'prefix', text: pieces.join('') };
    }
    received += value.byteLength;
    pieces.push(decoder.decode(value, { stream: true }));
  }
}
