import { UNDER_PRESSURE_MESSAGE } from '../src/plugins/external/under-pressure.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * Load shedding (plugins/external/under-pressure). A heap bound of 1 MB,
 * which any process is past, puts an app under pressure as soon as it has
 * sampled its memory (once a second).
 */
let pressed: TestApp;
let relaxed: TestApp;

beforeAll(async () => {
  pressed = await createTestApp({ env: { LOAD_SHEDDING_MAX_HEAP_USED_MB: '1', LOAD_SHEDDING_RETRY_AFTER_SECONDS: '7' } });
  relaxed = await createTestApp({ databaseUrl: pressed.config.databaseUrl });
}, 60_000);
afterAll(async () => {
  await relaxed.close();
  await pressed.close();
});

async function untilUnderPressure(app: TestApp['app']) {
  const deadline = Date.now() + 5_000;
  while (!app.isUnderPressure() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

it('refuses requests under pressure with 503, Retry-After and the API error shape, and still answers /healthz', async () => {
  await untilUnderPressure(pressed.app);
  for (const url of ['/readyz', '/api/page-config', '/api/dashboards']) {
    const refused = await pressed.app.inject({ method: 'GET', url });
    expect({ url, status: refused.statusCode, retryAfter: refused.headers['retry-after'], body: refused.json() }).toEqual({
      url,
      status: 503,
      retryAfter: '7',
      body: { message: UNDER_PRESSURE_MESSAGE },
    });
  }
  const health = await pressed.app.inject({ method: 'GET', url: '/healthz' });
  expect({ status: health.statusCode, body: health.json() }).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
});

it('is ready when not under pressure', async () => {
  const ready = await relaxed.app.inject({ method: 'GET', url: '/readyz' });
  expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 200, body: { status: 'ok' } });
});
