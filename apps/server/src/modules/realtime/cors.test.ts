import { apiPaths } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const origin = 'https://elsewhere.example';

/** The realtime protocol answers pages of any origin; the product API stays same-origin beside it. */
describe('CORS in the product server', () => {
  it('answers protocol calls and their preflight from another origin', async () => {
    const time = await fetch(`${t.baseUrl}/time/0`, { headers: { origin } });
    expect(time.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${t.baseUrl}/v2/objects/sub/uuids/ada`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends no CORS headers from the product API, nor answers its preflight', async () => {
    const health = await fetch(`${t.baseUrl}/api${apiPaths.health}`, { headers: { origin } });
    expect(health.status).toBe(200);
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.baseUrl}/api${apiPaths.health}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBeGreaterThanOrEqual(400);
  });
});
