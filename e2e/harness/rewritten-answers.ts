/**
 * A hostile provider's words in the demo broker's own answers: each answer the backend receives is
 * read whole and handed to `rewrite` with the URL asked, which gives back the body to deliver
 * instead (or null to leave it). The broker still signs, pages and times everything; only the
 * words change, as a provider that sends them would, before the backend's decoders see a byte.
 */

/** Gives the body to deliver for an answer to `url`, or null to leave it as the broker sent it. */
export type AnswerRewrite = (url: URL, body: string) => string | null;

/** The URL a fetch call asks for. */
const urlOf = (input: Parameters<typeof fetch>[0]): URL => new URL(input instanceof Request ? input.url : String(input));

/** `fetchFn` with every answer passed through `rewrite`. */
export function rewritingFetch(fetchFn: typeof fetch, rewrite: AnswerRewrite): typeof fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    const body = await response.text();
    const changed = rewrite(urlOf(input), body);
    if (changed === null) return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    const headers = new Headers(response.headers);
    // The body is a new one: its length is its own, and it is sent as it is.
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(changed, { status: response.status, statusText: response.statusText, headers });
  };
}
