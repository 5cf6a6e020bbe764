/** The broker refuses any request whose Host is not a loopback name (DNS rebinding), before anything else. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../../demo-broker/http/loopback-host.ts';
import { startDemoBroker, type DemoBroker } from '../../../demo-broker/index.ts';

function getWithHost(broker: DemoBroker, host: string, path = '/v1/accounts/list'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: broker.port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let broker: DemoBroker;
beforeAll(async () => {
  broker = await startDemoBroker({ faults: { fault: 'server-error', scope: 'all' } });
});
afterAll(() => broker.close());

describe('Host header', () => {
  it.each(['evil.example', 'evil.example:80', '127.0.0.1.evil.example', 'localhost.evil.example', '10.0.0.1', '0.0.0.0', '[::2]', '128.0.0.1'])(
    'refuses %s with 403, even while faults are injected',
    async (host) => {
      const response = await getWithHost(broker, host);
      expect(response.status).toBe(403);
      expect(response.body).toContain('127.0.0.1 or localhost');
    },
  );

  it.each(['127.0.0.1', 'localhost', '[::1]', '127.1.2.3'])('lets %s through (to the injected fault here)', async (hostname) => {
    const response = await getWithHost(broker, `${hostname}:${broker.port}`);
    expect(response.status).toBe(503);
  });

  it('listens on 127.0.0.1 only', () => {
    expect(broker.url).toBe(`http://127.0.0.1:${broker.port}`);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1:8080', true],
    ['LOCALHOST', true],
    ['[::1]:1', true],
    ['127.256.0.1', false],
    ['localhost:99999', false],
    ['', false],
    [undefined, false],
    ['localhost.', false],
    ['::1', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
