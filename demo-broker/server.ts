/**
 * The HTTP server: reads a request, lets the handler answer it, passes the answer through fault
 * injection and writes it. Listens on 127.0.0.1 only. It runs inside the app, so a misbehaving
 * client must not cost it memory or sockets: bodies are capped while they stream in, and a request
 * that is not complete in time is answered 408 and closed (Node's own request timers).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { applyFault, type FaultInjector } from './faults.ts';
import { handleRequest, type BrokerState } from './http/request-handler.ts';
import { textReply, type Reply } from './http/reply.ts';

/** Largest request body read; anything bigger is refused with 413 the moment it passes this. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Time a client has to send a whole request (headers and body) unless told otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Headers come first and are small: they get at most this long. */
const MAX_HEADERS_TIMEOUT_MS = 10_000;

/** Server settings the broker can be started with. */
export interface BrokerServerLimits {
  /** Time a client has to send a whole request; past it the server answers 408 and closes. */
  requestTimeoutMs?: number;
}

/**
 * The body, or null once it passed the limit. A declared Content-Length over the limit is refused
 * before a byte is read; a chunked body is refused by the chunk that crosses the limit. Either way
 * nothing more is read or kept.
 */
function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      chunks.length = 0;
      resolve(null);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * 413 and close: the rest of the body is never read, so the connection cannot carry another
 * request; the socket goes once the answer is out.
 */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse): void {
  const reply = textReply(413, `Request body too large (limit ${MAX_BODY_BYTES} bytes)\n`);
  reply.headers.Connection = 'close';
  response.on('finish', () => request.socket.destroy());
  write(response, reply);
}

function write(response: ServerResponse, reply: Reply): void {
  const body = Buffer.from(reply.body, 'utf8');
  const headers: Record<string, string | number> = { 'Cache-Control': 'no-store', ...reply.headers };
  // 204 carries no body and no length: exactly the answer that crashes careless JSON parsers.
  if (reply.status !== 204) headers['Content-Length'] = body.length;
  response.writeHead(reply.status, headers);
  response.end(reply.status === 204 ? undefined : body);
}

async function serve(state: BrokerState, faults: FaultInjector, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  if (body === null) {
    refuseTooLarge(request, response);
    return;
  }
  const handled = handleRequest(state, {
    method: request.method ?? 'GET',
    target: request.url ?? '/',
    host: request.headers.host,
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    accept: request.headers.accept,
    body,
  });
  const decision = faults.decide(handled.scope);
  if (decision.latencyMs > 0) await delay(decision.latencyMs);
  if (decision.held !== undefined) await decision.held;
  if (decision.fault === 'drop') {
    request.socket.destroy();
    return;
  }
  write(response, decision.fault ? applyFault(handled.reply, decision.fault, handled.format, faults.status) : handled.reply);
}

/** Creates the server (not yet listening). */
export function createBrokerServer(state: BrokerState, faults: FaultInjector, limits: BrokerServerLimits = {}): Server {
  const requestTimeout = limits.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  if (!(requestTimeout > 0) || !Number.isFinite(requestTimeout)) throw new Error(`requestTimeoutMs must be a positive number, got ${requestTimeout}`);
  const options = {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, MAX_HEADERS_TIMEOUT_MS),
    // Node looks for late requests on this interval: a fraction of the timeout keeps it close to exact.
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(requestTimeout / 4))),
  };
  return createServer(options, (request, response) => {
    serve(state, faults, request, response).catch((error: unknown) => {
      // A bug, not a simulated fault: say so plainly instead of hanging the client.
      if (!response.headersSent) write(response, textReply(500, `Demo broker internal error: ${String(error)}\n`));
      else response.destroy();
    });
  });
}
