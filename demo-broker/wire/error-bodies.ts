/**
 * Error answers in the shapes the real platform uses (docs/platform/wire-and-errors.md, "Error
 * answers"): OAuth failures are 401 with `oauth_problem=` in the message, API errors carry a
 * numeric code and a message; both in the format the request asked for (plain text for the OAuth
 * host, which has no format suffix).
 */
import type { OAuthProblem } from '../../shared/spec-constants.ts';
import { CONTENT_TYPES, textReply, wireReply, type Reply } from '../http/reply.ts';
import type { WireFormat } from './wire-tree.ts';

/** Body format of an answer: an API format, or text for the OAuth host. */
export type ErrorFormat = WireFormat | 'text';

/** `oauth_problem=<name>` plus the provider's appended detail, comma-separated as the platform does. */
export function oauthProblemText(problem: OAuthProblem, detail?: string): string {
  return detail === undefined ? `oauth_problem=${problem}` : `oauth_problem=${problem},${detail}`;
}

/** HTTP 401 for a refused OAuth request. */
export function oauthProblemReply(format: ErrorFormat, problem: OAuthProblem, detail?: string): Reply {
  const message = oauthProblemText(problem, detail);
  const reply = format === 'text' ? textReply(401, message) : wireReply(401, format, 'Error', { message });
  reply.headers['WWW-Authenticate'] = `OAuth realm="",oauth_problem="${problem}"`;
  return reply;
}

/** Error codes of the API errors the demo broker raises. */
export const API_ERROR_CODES = {
  badParameter: 10033,
  unknownAccount: 10034,
  notFound: 10035,
  methodNotAllowed: 10036,
  badRequest: 10037,
} as const;

/**
 * An API error document. In JSON the code stays a number, as in the platform's documented error
 * sample, although data scalars are strings: clients must cope with both.
 */
export function apiErrorReply(format: ErrorFormat, status: number, code: number, message: string): Reply {
  if (format === 'text') return textReply(status, `${message}\n`);
  if (format === 'json') {
    return { status, headers: { 'Content-Type': CONTENT_TYPES.json }, body: JSON.stringify({ Error: { code, message } }) };
  }
  return wireReply(status, 'xml', 'Error', { code, message });
}
