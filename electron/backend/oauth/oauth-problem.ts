/**
 * Finds `oauth_problem=<name>` (and `oauth_acceptable_timestamps=<from>-<to>`) in a provider's
 * answer, whatever the body format: an HTML error page, plain text, XML `<Error><message>`, JSON
 * `{"Error":{"message":...}}`, or a `WWW-Authenticate: OAuth ... oauth_problem="..."` header.
 *
 * The body decoders (electron/backend/broker/decode/) parse successful documents; this is a
 * tolerant text scan because 401 bodies are whatever the provider's front server produced.
 */

/** What a provider said about an OAuth failure. */
export interface OAuthProblemReport {
  /** The problem name as sent, lower-cased (`token_expired`, ...; unknown names are kept). */
  problem: string;
  /** Epoch seconds the provider would have accepted, when it said (timestamp_refused). */
  acceptableTimestamps?: { from: number; to: number };
}

// `=` as it appears once a body has been through HTML, JSON or URL escaping.
const ESCAPED_EQUALS = /\\u003d|&#0*61;|&#x0*3d;|%3d/gi;
const PROBLEM = /oauth_problem\s*=\s*"?([a-z_]+)/i;
const ACCEPTABLE = /oauth_acceptable_timestamps\s*=\s*"?(\d+)\s*(?:-|%2d|&#0*45;)\s*(\d+)/i;

/**
 * The OAuth problem a body (and optionally a WWW-Authenticate header) reports, or null when it
 * names none.
 */
export function extractOAuthProblem(body: string, wwwAuthenticate: string | null = null): OAuthProblemReport | null {
  for (const text of [body, wwwAuthenticate ?? '']) {
    const normalized = text.replace(ESCAPED_EQUALS, '=');
    const match = PROBLEM.exec(normalized);
    if (match?.[1] === undefined) continue;
    const report: OAuthProblemReport = { problem: match[1].toLowerCase() };
    const window = ACCEPTABLE.exec(normalized);
    if (window?.[1] !== undefined && window[2] !== undefined) {
      report.acceptableTimestamps = { from: Number(window[1]), to: Number(window[2]) };
    }
    return report;
  }
  return null;
}
