import pg from 'pg';
import { DATABASE_BUSY_MESSAGE } from '../src/plugins/external/error-handler.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guest() {
  const client = t.client();
  await client.pageConfig();
  return client;
}

describe('bad input never answers 500', () => {
  it('rejects malformed JSON with a 400 and a clear message', async () => {
    const response = await (await guest()).post('/login', '{"email": "a@b.c", ', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Body is not valid JSON but content-type is set to 'application/json'" });
  });

  it('treats a missing body as an invalid one (422), not a crash', async () => {
    const response = await (await guest()).post('/login', undefined, { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ general: [expect.any(String)] });
  });

  it('rejects wrong types with 422 per field', async () => {
    const response = await (await guest()).post('/login', { email: 42, password: ['x'] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('answers 415 to an unsupported content type', async () => {
    const response = await (await guest()).post('/login', '<email>x</email>', { headers: { 'content-type': 'application/xml' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.client().get('/api/nothing-here', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
    expect((await (await guest()).post('/api/nothing-here', {})).statusCode).toBe(404);
  });
});

describe('GET /healthz', () => {
  it('reports the database', async () => {
    const response = await t.client().get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = await createTestApp({ databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    try {
      const response = await broken.client().get('/healthz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'error' });
    } finally {
      await broken.close();
    }
  });
});

describe('a busy database answers 503, never 500, and holds no request for long', () => {
  it('cancels a statement past DATABASE_STATEMENT_TIMEOUT_SECONDS and asks the client to retry', async () => {
    const busy = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_SECONDS: '1' } });
    const locker = new pg.Client({ connectionString: busy.config.databaseUrl });
    await locker.connect();
    try {
      const user = await createUser(busy.app, { companyId: await createCompany(busy.app) });
      const client = busy.client();
      await client.signIn(user.email, PASSWORD);
      // Another client holds the sessions table: every signed-in request waits for it.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      const response = await client.get('/api/dashboards');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: DATABASE_BUSY_MESSAGE });
      await locker.query('ROLLBACK');
      expect((await client.get('/api/dashboards')).statusCode).toBe(200);
    } finally {
      await locker.end();
      await busy.close();
    }
  });

  it('gives up waiting for a free connection after DATABASE_CONNECT_TIMEOUT_SECONDS', async () => {
    const busy = await createTestApp({ env: { DATABASE_POOL_SIZE: '1', DATABASE_CONNECT_TIMEOUT_SECONDS: '1' } });
    try {
      const user = await createUser(busy.app, { companyId: await createCompany(busy.app) });
      const client = busy.client();
      await client.signIn(user.email, PASSWORD);
      const held = await busy.app.pool.connect();
      const response = await client.get('/api/dashboards');
      held.release();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_BUSY_MESSAGE });
      expect((await client.get('/api/dashboards')).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
