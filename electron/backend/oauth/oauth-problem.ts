/**
 * Finds `oauth_problem=<name>` (and `oauth_acceptable_timestamps=<from>-<to>`) in a provider's
 * refusal: the body in any format (HTML page, text, XML, JSON) or a
 * `WWW-Authenticate: OAuth ..., oauth_problem="..."` header.
 *
 * The scan itself is the body decoders' `findOAuthProblem` (one extractor for the whole backend);
 * this adds the escapings a refusal can arrive in that a decoded document never has: `=` written
 * as an HTML entity or a JSON `\u003d`, and the quoted values of an authentication header.
 */
import { findOAuthProblem } from '../broker/common/decode/index.ts';

/** What a provider said about an OAuth failure. */
export interface OAuthProblemReport {
  /** The problem name as sent (`token_expired`, ...; unknown names are kept). */
  problem: string;
  /** Epoch seconds the provider would have accepted, when it said (timestamp_refused). */
  acceptableTimestamps?: { from: number; to: number };
}

const ESCAPED_EQUALS = /\\u003d|&#0*61;|&#x0*3d;/gi;
const ESCAPED_HYPHEN = /\\u002d|&#0*45;|&#x0*2d;/gi;

function normalize(text: string): string {
  return (
    text
      .replace(ESCAPED_EQUALS, '=')
      .replace(ESCAPED_HYPHEN, '-')
      // `oauth_problem = "token_rejected"` in an authentication header.
      .replace(/(oauth_problem|oauth_acceptable_timestamps)\s*=\s*"([^"]*)"/gi, '$1=$2')
  );
}

/** The OAuth problem a body (or a WWW-Authenticate header) reports, or null when it names none. */
export function extractOAuthProblem(body: string, wwwAuthenticate: string | null = null): OAuthProblemReport | null {
  for (const text of [body, wwwAuthenticate ?? '']) {
    const found = findOAuthProblem(normalize(text));
    if (found === null) continue;
    return found.acceptableTimestamps === null ? { problem: found.problem } : { problem: found.problem, acceptableTimestamps: found.acceptableTimestamps };
  }
  return null;
}
