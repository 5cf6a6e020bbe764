/**
 * The HTTP server: reads a request, lets the handler answer it, passes the answer through fault
 * injection and writes it. Listens on 127.0.0.1 only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { applyFault, type FaultInjector } from './faults.ts';
import { handleRequest, type BrokerState } from './http/request-handler.ts';
import { textReply, type Reply } from './http/reply.ts';

const MAX_BODY_BYTES = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
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
    write(response, textReply(413, 'Request body too large\n'));
    return;
  }
  const handled = handleRequest(state, {
    method: request.method ?? 'GET',
    target: request.url ?? '/',
    host: request.headers.host,
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    body,
  });
  const decision = faults.decide(handled.scope);
  if (decision.latencyMs > 0) await delay(decision.latencyMs);
  if (decision.fault === 'drop') {
    request.socket.destroy();
    return;
  }
  write(response, decision.fault ? applyFault(handled.reply, decision.fault, handled.format, faults.status) : handled.reply);
}

/** Creates the server (not yet listening). */
export function createBrokerServer(state: BrokerState, faults: FaultInjector): Server {
  return createServer((request, response) => {
    serve(state, faults, request, response).catch((error: unknown) => {
      // A bug, not a simulated fault: say so plainly instead of hanging the client.
      if (!response.headersSent) write(response, textReply(500, `Demo broker internal error: ${String(error)}\n`));
      else response.destroy();
    });
  });
}
