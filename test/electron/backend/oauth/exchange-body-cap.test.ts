/**
 * Answers too large to hold (finding 2), over a real HTTP server on loopback: the body is read as
 * a stream, the request is aborted as soon as the caller's cap is passed, a declared
 * Content-Length over the cap fails before reading, an error body keeps only its first bytes, and
 * UTF-8 is decoded right across chunk boundaries.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_BODY_BYTES } from '../../../../electron/backend/oauth/body-limits.ts';
import { exchange } from '../../../../electron/backend/oauth/exchange.ts';
import { readCappedBody } from '../../../../electron/backend/oauth/read-capped-body.ts';
import { systemClock, type Fetch } from '../../../../electron/backend/services.ts';

const MB = 1024 * 1024;
const HUGE = 300 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** What the server saw of one streamed answer. */
interface Streamed {
  written: number;
  /** The client closed the connection before the whole body was sent. */
  closedEarly: boolean;
}

/** Streams `total` bytes, respecting back-pressure, until done or the client hangs up. */
function stream(response: ServerResponse, total: number): Promise<Streamed> {
  return new Promise((resolve) => {
    let written = 0;
    let closed = false;
    response.on('close', () => {
      closed = true;
      resolve({ written, closedEarly: written < total || !response.writableFinished });
    });
    const pump = (): void => {
      while (!closed && written < total) {
        written += CHUNK.length;
        if (!response.write(CHUNK)) {
          response.once('drain', pump);
          return;
        }
      }
      if (!closed) response.end();
    };
    pump();
  });
}

let server: Server;
let base = '';
const seen = new Map<string, Promise<Streamed>>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/endless') {
      response.writeHead(200, { 'content-type': 'application/json' });
      seen.set(path, stream(response, HUGE));
    } else if (path === '/declared') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(HUGE) });
      seen.set(path, stream(response, HUGE));
    } else if (path === '/error-page') {
      response.writeHead(401, { 'content-type': 'text/html' });
      seen.set(path, stream(response, HUGE));
    } else if (path === '/small') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('oauth_token=t&oauth_token_secret=s');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The real fetch, counting the body bytes the client actually pulled off the connection. */
function countingFetch(): { fetch: Fetch; received: () => number } {
  let received = 0;
  const fetchFn: Fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (response.body === null) return response;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, headers: response.headers });
  };
  return { fetch: fetchFn, received: () => received };
}

const get = (fetchFn: Fetch, path: string, maxBodyBytes: number) =>
  exchange(fetchFn, systemClock, { method: 'GET', url: `${base}${path}`, headers: {}, maxBodyBytes });

describe('an answer larger than its cap', () => {
  it('an endless 300 MB body: fails with the size, stops reading at the cap, the server sees the connection closed', async () => {
    const client = countingFetch();
    const result = await get(client.fetch, '/endless', MB);
    expect(result).toEqual({
      ok: false,
      error: { code: 'malformed', message: "The provider's answer was larger than 1 MB; stopped reading.", detail: expect.stringContaining('127.0.0.1') },
    });
    // About the cap: at most one more chunk than allowed, never the body.
    expect(client.received()).toBeGreaterThan(MB);
    expect(client.received()).toBeLessThan(MB + 256 * 1024);
    const served = await seen.get('/endless');
    expect(served?.closedEarly).toBe(true);
    // What the server managed to write is bounded by the socket buffers, not the body.
    expect(served?.written).toBeLessThan(64 * MB);
  });

  it('a Content-Length over the cap fails before reading anything', async () => {
    const client = countingFetch();
    const result = await get(client.fetch, '/declared', 64 * MB);
    expect(!result.ok && result.error.message).toBe("The provider's answer was larger than 64 MB; stopped reading.");
    expect(!result.ok && result.error.detail).toContain('300 MB');
    expect(client.received()).toBe(0);
    expect((await seen.get('/declared'))?.closedEarly).toBe(true);
  });

  it('an error answer keeps only its first bytes, whatever the cap of the expected answer', async () => {
    const client = countingFetch();
    const result = await get(client.fetch, '/error-page', 64 * MB);
    expect(result.ok && result.data.status).toBe(401);
    expect(result.ok && result.data.body.length).toBe(ERROR_BODY_BYTES);
    expect(client.received()).toBeLessThan(ERROR_BODY_BYTES + 256 * 1024);
    expect((await seen.get('/error-page'))?.closedEarly).toBe(true);
  });

  it('an answer within its cap is read whole', async () => {
    const result = await get(fetch, '/small', 16 * 1024);
    expect(result.ok && result.data.body).toBe('oauth_token=t&oauth_token_secret=s');
  });
});

describe('reading a body in chunks', () => {
  /** A body that arrives in the given pieces. */
  const arriving = (pieces: Uint8Array[], headers: Record<string, string> = {}): Response => {
    const queue = [...pieces];
    return new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = queue.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(next);
        },
      }),
      { headers },
    );
  };

  it('decodes UTF-8 characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('Zürich → 東京 🚀');
    const pieces = Array.from(bytes, (byte) => Uint8Array.of(byte));
    const read = await readCappedBody(arriving(pieces), { maxBytes: 1024, keepPrefix: false });
    expect(read).toEqual({ kind: 'whole', text: 'Zürich → 東京 🚀' });
  });

  it('keeps a prefix cut inside a character without inventing one', async () => {
    const bytes = new TextEncoder().encode('ab東京');
    const read = await readCappedBody(arriving([bytes]), { maxBytes: 4, keepPrefix: true });
    expect(read).toEqual({ kind: 'prefix', text: 'ab' });
  });

  it('counts bytes, not characters', async () => {
    const bytes = new TextEncoder().encode('é'.repeat(600));
    const read = await readCappedBody(arriving([bytes]), { maxBytes: 1000, keepPrefix: false });
    expect(read).toEqual({ kind: 'too-large', received: 1200 });
  });

  it('refuses on the declared length before pulling a byte', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
    });
    const read = await readCappedBody(new Response(body, { headers: { 'content-length': '5000' } }), { maxBytes: 1000, keepPrefix: false });
    expect(read).toEqual({ kind: 'too-large', declared: 5000 });
    // A stream pulls once on creation to fill its queue; reading never asked for more.
    expect(pulled).toBeLessThanOrEqual(1);
  });
});
