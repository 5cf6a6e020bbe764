/**
 * TEST-ONLY: a real HTTP server on loopback answering canned v1 replies, and a transport that
 * sends to it for real (through the app's own `exchange`: timeouts, body caps). Signing is left
 * out: the session tests cover it; these tests are about the v1 client's requests and answers.
 * A suite takes its server with `suiteLoopback` and the real client on it with `loopbackClient`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exchange } from '../../../../../electron/backend/oauth/exchange.ts';
import type { Clock } from '../../../../../electron/backend/services.ts';
import type { Session } from '../../../../../electron/backend/session/session-types.ts';
import { DEFAULT_API_BODY_BYTES } from '../../../../../electron/backend/oauth/body-limits.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createQuotaMeter } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client } from '../../../../../electron/backend/broker/v1/api-client.ts';
import { DEFAULT_QUOTA_PER_HOUR, type QuotaModule } from '../../../../../shared/domain/quota.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { manualTime, skippingClock } from '../../../../helpers/signed-in-demo.ts';
import { environment as fixtureEnvironment } from '../../session/session-fixture.ts';

/** What the server does with one request. */
export type Reply =
  | { status: number; body?: string; headers?: Record<string, string> }
  /** Never answers (the client's timeout fires). */
  | { hang: true }
  /** Closes the connection without an answer. */
  | { drop: true };

/** Picks a reply for a path + query (`/v1/accounts/list.json?x=1`). */
export type Script = (url: string) => Reply;

export interface Loopback {
  /** `http://127.0.0.1:port` */
  url: string;
  /** Every path + query received, in order. */
  received: string[];
  setScript(script: Script): void;
  close(): Promise<void>;
}

/** Starts the server. */
export async function startLoopback(script: Script): Promise<Loopback> {
  let current = script;
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '';
    received.push(url);
    const reply = current(url);
    if ('hang' in reply) return;
    if ('drop' in reply) {
      request.socket.destroy();
      return;
    }
    response.writeHead(reply.status, reply.headers ?? {});
    response.end(reply.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setScript(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A real-timer clock for the transport's timeouts. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    return () => clearTimeout(handle);
  },
};

/** A transport over real HTTP, unsigned. */
export const plainTransport = (): Pick<Session, 'signedFetch'> => ({
  async signedFetch(request) {
    const answer = await exchange(fetch, realClock, {
      method: 'GET',
      url: request.url,
      headers: request.headers ?? {},
      maxBodyBytes: request.maxBodyBytes ?? DEFAULT_API_BODY_BYTES,
      ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
      ...(request.signal === undefined ? {} : { signal: request.signal }),
    });
    return answer;
  },
});

/** The server of a suite: started before its tests, its requests forgotten before each, closed after. Read `server()` inside a test. */
export function suiteLoopback(): () => Loopback {
  let server: Loopback | undefined;
  beforeAll(async () => {
    server = await startLoopback(() => ({ status: 404 }));
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server !== undefined) server.received.length = 0;
  });
  return () => {
    if (server === undefined) throw new Error('the loopback server is started before the tests');
    return server;
  };
}

/** The real v1 client against `server` (JSON, production hosts' rules), its clock at `now` and skipping its waits, and its meter. */
export function loopbackClient(server: Loopback, options: { now: string; limits?: Partial<Record<QuotaModule, number>>; timeoutMs?: number }) {
  const clock = skippingClock(manualTime(options.now));
  const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, ...options.limits }) });
  const environment: Environment = { ...fixtureEnvironment, api: 'v1', apiUrl: server.url, sandbox: false, wireFormat: 'json' };
  const client = createV1Client({ session: plainTransport(), environment, clock, meter, random: () => 0, timeoutMs: options.timeoutMs ?? 60_000 });
  return { client, meter };
}
