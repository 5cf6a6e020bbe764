/**
 * The broker's socket-level defences, over raw loopback sockets: a body over the limit is refused
 * with 413 as soon as the limit is passed (the client is still "sending" when the answer comes),
 * and a request that never finishes is answered 408 and closed after the configured timeout.
 * A defence that is missing shows as a test that never gets its answer (it times out after 10 s,
 * far beyond the 300 ms the broker is given: the margin is for a loaded machine, not a race).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultInjector } from '../../demo-broker/faults.ts';
import type { BrokerState } from '../../demo-broker/http/request-handler.ts';
import { startDemoBroker, type DemoBroker } from '../../demo-broker/index.ts';
import { NonceStore } from '../../demo-broker/oauth/nonce-store.ts';
import { TokenStore } from '../../demo-broker/oauth/token-store.ts';
import { createBrokerServer, DEFAULT_REQUEST_TIMEOUT_MS, MAX_BODY_BYTES } from '../../demo-broker/server.ts';

/** What the server wrote before it closed the connection. */
interface RawExchange {
  response: string;
  /** True once the server closed its side. */
  closed: boolean;
}

/**
 * Writes `parts` in order on a fresh socket and never finishes the request: resolves with what the
 * server answered once the server closes the connection.
 */
function sendAndHang(port: number, parts: (string | Buffer)[]): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // ECONNRESET after the answer is a close like any other here: what matters is what came first.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => resolve({ response: Buffer.concat(chunks).toString('latin1'), closed: true }));
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
    });
  });
}

const head = (lines: string[]): string => `${lines.join('\r\n')}\r\n\r\n`;

describe('request body limit', () => {
  let broker: DemoBroker;
  beforeAll(async () => {
    broker = await startDemoBroker();
  });
  afterAll(() => broker.close());

  it('refuses a declared Content-Length over the limit before reading any of the body', async () => {
    const exchange = await sendAndHang(broker.port, [
      head([
        'POST /oauth/request_token HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${100 * 1024 * 1024}`,
      ]),
    ]);
    expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.response).toMatch(/\r\nConnection: close\r\n/i);
    expect(exchange.closed).toBe(true);
  }, 10_000);

  it('refuses a chunked body as soon as it passes the limit, while the client is still sending', async () => {
    const oversized = Buffer.alloc(MAX_BODY_BYTES + 1, 'a');
    const exchange = await sendAndHang(broker.port, [
      head(['POST /oauth/request_token HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/x-www-form-urlencoded', 'Transfer-Encoding: chunked']),
      // One chunk over the limit and no terminating chunk: the request never ends on its own.
      `${oversized.length.toString(16)}\r\n`,
      oversized,
      '\r\n',
    ]);
    expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.closed).toBe(true);
  }, 10_000);

  it('still reads a body of exactly the limit', async () => {
    const body = 'a='.padEnd(MAX_BODY_BYTES, 'b');
    const response = await fetch(`${broker.url}/v1/accounts/list.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    // Unsigned, so refused by OAuth: what matters is that the body was read, not refused for size.
    expect(response.status).toBe(401);
  });
});

describe('slow requests', () => {
  let broker: DemoBroker;
  // Short on purpose: the defence is Node's own request timer, configured by the broker.
  beforeAll(async () => {
    broker = await startDemoBroker({ requestTimeoutMs: 300 });
  });
  afterAll(() => broker.close());

  it.each([
    ['headers that never end', [`GET /v1/accounts/list HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Trickle: a`]],
    ['a body that never reaches its length', [head(['POST /oauth/request_token HTTP/1.1', 'Host: 127.0.0.1', 'Content-Length: 100']), 'a=1']],
    ['a chunked body that never ends', [head(['POST /oauth/request_token HTTP/1.1', 'Host: 127.0.0.1', 'Transfer-Encoding: chunked']), '3\r\na=1\r\n']],
  ])(
    'answers 408 and closes the connection for %s',
    async (_label, parts) => {
      const exchange = await sendAndHang(broker.port, parts);
      expect(exchange.response).toMatch(/^HTTP\/1\.1 408 /);
      expect(exchange.closed).toBe(true);
    },
    10_000,
  );

  it('closes a connection that never sends a byte', async () => {
    const exchange = await sendAndHang(broker.port, []);
    expect(exchange.closed).toBe(true);
  }, 10_000);

  it('still answers a request sent at once', async () => {
    expect((await fetch(`${broker.url}/v1/accounts/list`)).status).toBe(401);
  });
});

/** A broker state no request reaches: only the server's settings are looked at. */
function stateFor(): BrokerState {
  const unused = (): never => {
    throw new Error('not called');
  };
  return {
    clock: { now: () => 0 },
    consumers: new Map(),
    users: [],
    tokens: new TokenStore(),
    nonces: new NonceStore(),
    api: {
      chain: unused,
      orders: unused,
      accounts: unused,
      v1Orders: unused,
      v1OrderDetails: unused,
      v1Portfolio: unused,
      v1Balance: unused,
      v1expiries: unused,
      v1chain: unused,
      v1quote: unused,
      v1Alerts: unused,
      v1AlertDetails: unused,
    },
  };
}

describe('timeout defaults', () => {
  it('bounds every request by default, headers sooner than the whole request', () => {
    const server = createBrokerServer(stateFor(), new FaultInjector({}));
    expect(server.requestTimeout).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
  });
});
