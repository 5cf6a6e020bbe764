/**
 * One request, from raw method/target/headers/body to a Reply: Host check, routing, OAuth
 * verification, token lifecycle, then the endpoint. No sockets here, so the whole pipeline is a
 * function the server (and a test) can call.
 */
import type { DemoConsumer, DemoUser } from '../broker-types.ts';
import type { Clock } from '../clock.ts';
import { showAuthorizePage, submitAuthorizePage } from '../authorize/authorize-routes.ts';
import type { NonceStore } from '../oauth/nonce-store.ts';
import { parseFormEncoded, PercentDecodingError } from '../oauth/percent-encoding.ts';
import { MalformedHeaderError, readCredentials, type RequestCredentials } from '../oauth/request-credentials.ts';
import { OAUTH_OPERATIONS } from '../oauth/token-operations.ts';
import type { TokenStore } from '../oauth/token-store.ts';
import { verifyRequest } from '../oauth/verify-request.ts';
import { API_ERROR_CODES, apiErrorReply, oauthProblemReply, type ErrorFormat } from '../wire/error-bodies.ts';
import { V1_ERROR_CODES, v1ErrorReply } from '../wire/v1-errors.ts';
import { BadParameterError, V1ApiError, type ApiRequest } from './api-request.ts';
import { rateLimitedReply, type RateLimiter } from './rate-limiter.ts';
import { textReply, type Reply } from './reply.ts';
import { formatOfPath, matchRoute, negotiatedFormat, type ApiName, type Route } from './routes.ts';
import { isLoopbackHost } from './loopback-host.ts';

/** Everything a request can touch. */
export interface BrokerState {
  /** OAuth time: timestamps, token lifecycle. */
  clock: Clock;
  consumers: ReadonlyMap<string, DemoConsumer>;
  users: readonly DemoUser[];
  tokens: TokenStore;
  nonces: NonceStore;
  api: Record<ApiName, (request: ApiRequest) => Reply>;
  /** The per-module hourly limit; absent or without budgets, nothing is limited. */
  rateLimiter?: RateLimiter;
}

/** The parts of an HTTP request the broker reads. */
export interface IncomingRequest {
  method: string;
  /** Request target as sent: path and query. */
  target: string;
  host: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The Accept header: v1 routes answer JSON for `application/json`. */
  accept?: string | undefined;
  body: string;
}

/** The reply and what fault injection needs to know about the request. */
export interface HandledRequest {
  reply: Reply;
  /** Fault-injection scope; 'none' for a refused Host, which must stay dependable. */
  scope: 'api' | 'oauth' | 'none';
  format: ErrorFormat;
}

function scopeOf(route: Route | null): 'api' | 'oauth' {
  return route?.kind === 'oauth' || route?.kind === 'authorize' ? 'oauth' : 'api';
}

function isForm(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/**
 * Handles one request, then forgets request tokens that died by now. Pruning after the answer lets
 * a request made at the very instant a token dies still hear `token_expired` rather than
 * `token_rejected`.
 */
export function handleRequest(state: BrokerState, request: IncomingRequest): HandledRequest {
  const handled = answer(state, request);
  state.tokens.prune(state.clock.now());
  return handled;
}

function answer(state: BrokerState, request: IncomingRequest): HandledRequest {
  const queryStart = request.target.indexOf('?');
  const path = queryStart === -1 ? request.target : request.target.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : request.target.slice(queryStart + 1);
  const route = matchRoute(path);
  const format: ErrorFormat = route?.kind === 'api' ? negotiatedFormat(route, request.accept) : route === null ? formatOfPath(path) : 'text';
  const done = (reply: Reply): HandledRequest => ({ reply, scope: scopeOf(route), format });

  if (!isLoopbackHost(request.host)) {
    const reply = textReply(403, 'Forbidden: this demo broker answers only requests addressed to 127.0.0.1 or localhost.\n');
    return { reply, scope: 'none', format };
  }
  if (route === null) return done(apiErrorReply(format, 404, API_ERROR_CODES.notFound, `No resource at ${path}`));
  if (request.method !== 'GET' && request.method !== 'POST') {
    const reply = apiErrorReply(format, 405, API_ERROR_CODES.methodNotAllowed, `Method ${request.method} is not allowed here`);
    reply.headers.Allow = 'GET, POST';
    return done(reply);
  }
  let query: [string, string][];
  let formBody: [string, string][];
  try {
    query = parseFormEncoded(rawQuery);
    formBody = request.method === 'POST' && isForm(request.contentType) ? parseFormEncoded(request.body) : [];
  } catch (error) {
    if (!(error instanceof PercentDecodingError)) throw error;
    return done(apiErrorReply(format, 400, API_ERROR_CODES.badRequest, error.message));
  }
  const now = state.clock.now();
  if (route.kind === 'authorize') {
    const context = { consumers: state.consumers, users: state.users, tokens: state.tokens, now };
    return done(request.method === 'GET' ? showAuthorizePage(query, context) : submitAuthorizePage(formBody, context));
  }

  let credentials: RequestCredentials;
  try {
    credentials = readCredentials({ authorization: request.authorization, query, formBody });
  } catch (error) {
    if (!(error instanceof MalformedHeaderError || error instanceof PercentDecodingError)) throw error;
    return done(apiErrorReply(format, 400, API_ERROR_CODES.badRequest, error.message));
  }
  const operation = route.kind === 'oauth' ? OAUTH_OPERATIONS[route.operation] : undefined;
  const verified = verifyRequest({ method: request.method, url: `http://${request.host}${path}`, credentials }, operation?.use ?? 'access', {
    consumers: state.consumers,
    tokens: state.tokens,
    nonces: state.nonces,
    now,
    environment: route.kind === 'api' ? route.environment : 'any',
  });
  if (!verified.ok) return done(oauthProblemReply(format, verified.problem, verified.detail));
  if (operation) return done(operation.run(verified, now, state.tokens));
  if (route.kind !== 'api') return done(apiErrorReply(format, 404, API_ERROR_CODES.notFound, `No resource at ${path}`));

  const token = verified.accessToken;
  if (!token) return done(oauthProblemReply(format, 'token_rejected'));
  const lifecycle = state.tokens.accessTokenState(token, now);
  if (lifecycle === 'expired') return done(oauthProblemReply(format, 'token_expired'));
  // Revoked and idle tokens alike: users report token_rejected for an inactive token.
  if (lifecycle !== 'active') return done(oauthProblemReply(format, 'token_rejected'));
  token.lastUsedAt = now;
  const apiFormat = negotiatedFormat(route, request.accept);
  let reply: Reply;
  try {
    reply = state.api[route.api]({
      query: query.filter(([name]) => !name.startsWith('oauth_')),
      format: apiFormat,
      environment: route.environment,
      username: token.username,
      path: route.path,
    });
  } catch (error) {
    if (error instanceof V1ApiError) reply = v1ErrorReply(apiFormat, error.status, error.code, error.message);
    // A bad parameter the shared request layer finds (one given twice): v1 has no code of its own for it.
    else if (error instanceof BadParameterError && route.generation === 'v1')
      reply = v1ErrorReply(apiFormat, 400, V1_ERROR_CODES.invalidParameter, error.message);
    else if (error instanceof BadParameterError) reply = apiErrorReply(apiFormat, 400, API_ERROR_CODES.badParameter, error.message);
    else throw error;
  }
  // Every answered request counts, errors included; the handler says what an answer costs.
  if (state.rateLimiter && !state.rateLimiter.admit(verified.consumer.key, route.module, reply.cost ?? 1)) return done(rateLimitedReply());
  return done(reply);
}
