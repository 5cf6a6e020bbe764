/**
 * The four signed OAuth operations on the OAuth host (docs/platform/oauth.md, "The five
 * operations"), run after the request's signature has been verified. Token bodies are form-encoded
 * and labelled text/html, as the platform has been seen to do; renew answers in plain text.
 */
import type { OAuthProblem } from '../../shared/spec-constants.ts';
import { CONTENT_TYPES, textReply, type Reply } from '../http/reply.ts';
import { oauthProblemReply } from '../wire/error-bodies.ts';
import { rfc3986Encode } from './percent-encoding.ts';
import type { TokenStore } from './token-store.ts';
import type { OAuthAcceptance, TokenUse } from './verify-request.ts';

/** One OAuth operation: which token it is signed with and what it does. */
export interface OAuthOperation {
  use: TokenUse;
  run(accepted: OAuthAcceptance, now: number, tokens: TokenStore): Reply;
}

function refuse(problem: OAuthProblem, detail?: string): Reply {
  return oauthProblemReply('text', problem, detail);
}

function formBody(fields: [string, string][]): Reply {
  return textReply(200, fields.map(([name, value]) => `${name}=${rfc3986Encode(value)}`).join('&'), CONTENT_TYPES.html);
}

const requestToken: OAuthOperation = {
  use: 'none',
  run(accepted, now, tokens) {
    const callback = accepted.oauth.get('oauth_callback');
    if (callback === undefined || callback === '') return refuse('parameter_absent', 'oauth_parameters_absent=oauth_callback');
    // The platform takes no callback per request: `oob` always, the registered URL does the rest.
    if (callback !== 'oob') return refuse('parameter_rejected', 'oauth_parameters_rejected=oauth_callback');
    const record = tokens.issueRequestToken(accepted.consumer.key, now);
    return formBody([
      ['oauth_token', record.token],
      ['oauth_token_secret', record.secret],
      ['oauth_callback_confirmed', accepted.consumer.callbackUrl === null ? 'false' : 'true'],
    ]);
  },
};

const accessToken: OAuthOperation = {
  use: 'request',
  run(accepted, now, tokens) {
    const record = accepted.requestToken;
    if (!record || record.spent) return refuse('token_rejected');
    if (!tokens.requestTokenLive(record, now)) return refuse('token_expired');
    const verifier = accepted.oauth.get('oauth_verifier');
    if (verifier === undefined || verifier === '') return refuse('parameter_absent', 'oauth_parameters_absent=oauth_verifier');
    // Not yet approved, or a verifier issued for another request token.
    if (record.verifier === null || verifier !== record.verifier) return refuse('token_rejected');
    const issued = tokens.issueAccessToken(record, now);
    return formBody([
      ['oauth_token', issued.token],
      ['oauth_token_secret', issued.secret],
    ]);
  },
};

const renewAccessToken: OAuthOperation = {
  use: 'access',
  run(accepted, now, tokens) {
    const record = accepted.accessToken;
    if (!record) return refuse('token_rejected');
    const state = tokens.accessTokenState(record, now);
    if (state === 'expired') return refuse('token_expired');
    if (state === 'revoked') return refuse('token_rejected');
    record.lastUsedAt = now;
    return textReply(200, 'Access Token has been renewed');
  },
};

const revokeAccessToken: OAuthOperation = {
  use: 'access',
  run(accepted, now, tokens) {
    const record = accepted.accessToken;
    if (!record) return refuse('token_rejected');
    const state = tokens.accessTokenState(record, now);
    if (state === 'expired') return refuse('token_expired');
    if (state === 'revoked') return refuse('token_rejected');
    record.revoked = true;
    return textReply(200, 'Revoked Access Token');
  },
};

/** The operations by path name. */
export const OAUTH_OPERATIONS: Record<string, OAuthOperation> = {
  request_token: requestToken,
  access_token: accessToken,
  renew_access_token: renewAccessToken,
  revoke_access_token: revokeAccessToken,
};
