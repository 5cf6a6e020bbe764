/** The v1 faults: maintenance (500, code 670) and the over-limit page, on demand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v1Fixture, type V1Fixture } from './v1-fixture.ts';

let f: V1Fixture;
beforeAll(async () => {
  f = await v1Fixture();
});
afterAll(() => f.close());

describe('v1 faults', () => {
  it('maintenance: 500 with code 670 in the asked format', async () => {
    f.broker.setFaults({ fault: 'maintenance', count: 2 });
    const json = await f.get('/v1/accounts/list.json');
    expect(json.status).toBe(500);
    expect(JSON.parse(json.body)).toEqual({ Error: { code: 670, message: expect.stringMatching(/maintenance/) } });
    const xml = await f.get('/v1/accounts/list');
    expect(xml.body).toMatch(/<Error><code>670<\/code>/);
    expect((await f.get('/v1/accounts/list.json')).status).toBe(200);
  });

  it('over-limit: 400 with the HTML page', async () => {
    f.broker.setFaults({ fault: 'over-limit', count: 1 });
    const answer = await f.get('/v1/accounts/list.json');
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('Number of requests exceeded the rate limit set');
  });
});
