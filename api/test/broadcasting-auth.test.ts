import { signChannel, signUser } from '../src/realtime/signatures.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { REALTIME_ENV } from './helpers/realtime.js';
import type { TestClient } from './helpers/client.js';

let t: TestApp;
let companyId: number;
let otherCompanyId: number;
let client: TestClient;
let userId: number;
const credentials = { appId: REALTIME_ENV.REALTIME_APP_ID, key: REALTIME_ENV.REALTIME_APP_KEY, secret: REALTIME_ENV.REALTIME_APP_SECRET };

beforeAll(async () => {
  t = await createTestApp({ env: REALTIME_ENV });
  companyId = await createCompany(t.app, 'Auth Co');
  otherCompanyId = await createCompany(t.app, 'Other Co');
  const user = await createUser(t.app, { companyId, name: 'Ann Auth' });
  userId = user.id;
  client = t.client();
  await client.signIn(user.email, PASSWORD);
});
afterAll(() => t.close());

describe('POST /broadcasting/auth', () => {
  it("signs the user's own company channel, from a form post as pusher-js sends it", async () => {
    const channel = `private-company.${companyId}`;
    const response = await client.post('/broadcasting/auth', { socket_id: '123.456', channel_name: channel }, { form: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: signChannel(credentials, '123.456', channel) });
  });

  it('accepts JSON too', async () => {
    const response = await client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: `private-company.${companyId}` });
    expect(response.json()).toEqual({ auth: signChannel(credentials, '1.2', `private-company.${companyId}`) });
  });

  it("answers 403 for another company's channel and for any other channel", async () => {
    for (const channel of [`private-company.${otherCompanyId}`, `private-company.${companyId}0`, `company.${companyId}`, 'private-admin', 'news']) {
      const response = await client.post('/broadcasting/auth', { socket_id: '123.456', channel_name: channel }, { form: true });
      expect([channel, response.statusCode]).toEqual([channel, 403]);
    }
  });

  it('answers 401 without a session, 419 without the CSRF token, 422 for a malformed socket id', async () => {
    const guest = t.client();
    await guest.pageConfig();
    const body = { socket_id: '123.456', channel_name: `private-company.${companyId}` };
    expect((await guest.post('/broadcasting/auth', body, { form: true })).statusCode).toBe(401);
    expect((await client.post('/broadcasting/auth', body, { form: true, withoutCsrf: true })).statusCode).toBe(419);
    const malformed = await client.post('/broadcasting/auth', { ...body, socket_id: 'abc' }, { form: true });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('socket_id');
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('authenticates the signed-in user with their id and name', async () => {
    const response = await client.post('/broadcasting/user-auth', { socket_id: '123.456' }, { form: true });
    expect(response.statusCode).toBe(200);
    const { auth, user_data: userData } = response.json<{ auth: string; user_data: string }>();
    expect(JSON.parse(userData)).toEqual({ id: String(userId), user_info: { name: 'Ann Auth' } });
    expect(auth).toBe(signUser(credentials, '123.456', userData));
  });

  it('answers 401 without a session', async () => {
    const guest = t.client();
    await guest.pageConfig();
    expect((await guest.post('/broadcasting/user-auth', { socket_id: '123.456' }, { form: true })).statusCode).toBe(401);
  });
});
