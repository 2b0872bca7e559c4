import pg from 'pg';
import { DATABASE_BUSY_MESSAGE } from '../src/plugins/external/error-handler.js';
import { NUL_MESSAGE } from '../src/plugins/external/nul-characters.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { PNG, fileForm } from './helpers/images.js';

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

async function member() {
  const user = await createUser(t.app, { companyId: await createCompany(t.app) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const board = (await client.post('/api/dashboards', { name: 'Board' })).json().data as { id: number; permalink: string };
  return { client, board };
}

const multipart = (client: Awaited<ReturnType<typeof member>>['client'], url: string, body: string, contentType: string) => client.post(url, body, { headers: { 'content-type': contentType } });

describe('input the database cannot hold', () => {
  it('refuses ids beyond PostgreSQL integers with 422, in paths, queries and bodies', async () => {
    const { client, board } = await member();
    const beyond = 2 ** 31;
    for (const [method, url] of [
      ['PUT', `/api/users/${beyond}`],
      ['DELETE', `/api/sources/${beyond}`],
      ['GET', `/api/sources/${beyond}/properties`],
      ['GET', `/api/sources/${beyond}/property`],
      ['DELETE', `/api/dashboards/${beyond}`],
      ['POST', `/api/dashboards/${2 ** 53 - 1}/clone`],
      ['POST', `/api/dashboards/${beyond}/lock`],
      ['DELETE', `/api/automatic-reports/${beyond}`],
      ['GET', `/api/automatic-reports?dashboard_id=${beyond}`],
    ] as const) {
      const response = await client.request(method, url, method === 'PUT' ? { name: 'x' } : undefined);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
    }
    const report = { recipients: 'a@client.example', period: 'WEEK', detail: 1, hour: 8, minute: 0, timezone: 'UTC', date_range: 'LAST_WEEK' };
    expect((await client.post('/api/automatic-reports', { ...report, dashboard_id: beyond })).json().errors).toEqual({ dashboard_id: ['The dashboard does not exist.'] });
    const instance = { id: 'i1', type: 'demo', prefix: 'A', sourceId: beyond, config: { metrics: ['sessions'] } };
    const data = await client.post('/api/widgets/data', { widget: { instances: [instance] }, range: { startDate: '2024-01-01', endDate: '2024-01-31' }, compare: null, timezone: 'UTC' });
    expect(Object.keys(data.json().errors)).toEqual(['widget.instances.0.sourceId']);
    expect((await client.post('/api/dashboards', { name: 'From a template', template: 'google-ads-overview', sourceId: beyond, property: 'p' })).json().errors).toEqual({
      sourceId: ['Choose a source.'],
    });
    expect((await client.post('/api/messages/dismissals', { key: `message:${beyond}` })).statusCode).toBe(204);
    expect((await client.get(`/api/dashboards/${board.permalink}`)).statusCode).toBe(200);
  });

  it('refuses text with a NUL character with 422 on its field, wherever it is sent', async () => {
    const { client, board } = await member();
    expect((await client.post('/api/messages/dismissals', { key: 'a\u0000b' })).json().errors).toEqual({ key: [NUL_MESSAGE] });
    expect((await client.post('/api/dashboards', { name: 'Board', extra: { 'x\u0000': 1 } })).json().errors).toEqual({ 'extra.x\u0000': [NUL_MESSAGE] });
    expect((await client.get('/api/dashboards?search=a%00')).json().errors).toEqual({ search: [NUL_MESSAGE] });
    expect(
      (
        await client.post(
          `/api/dashboards/${board.id}`,
          (() => {
            const form = new FormData();
            form.append('name', 'a\u0000');
            return form;
          })(),
        )
      ).json().errors,
    ).toEqual({ name: [NUL_MESSAGE] });
    expect((await (await guest()).post('/login', { email: 'a\u0000@b.c', password: 'x' })).json().errors).toEqual({ email: [NUL_MESSAGE] });
  });

  it('answers 400 to a multipart body that is not a well-formed form, and 413 to one above the limits', async () => {
    const { client, board } = await member();
    for (const url of [`/api/dashboards/${board.id}`, '/api/files/logo']) {
      for (const [body, contentType] of [
        ['garbage', 'multipart/form-data'],
        ['--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc', 'multipart/form-data; boundary=zzz'],
      ] as const) {
        const response = await multipart(client, url, body, contentType);
        expect({ url, contentType, status: response.statusCode, body: response.json() }).toEqual({ url, contentType, status: 400, body: { message: 'The multipart form could not be read.' } });
      }
    }
    const parts = new FormData();
    for (let part = 0; part < 30; part += 1) parts.append(`part${part}`, 'x');
    const tooMany = await client.post(`/api/dashboards/${board.id}`, parts);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toEqual(expect.any(String));
    expect((await client.post('/api/files/logo', fileForm('file', PNG, 'logo.png', 'image/png'))).statusCode).toBe(201);
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
