import { messages, sources, subscriptions } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(companyId?: number) {
  const company = companyId ?? (await createCompany(t.app));
  const user = await createUser(t.app, { companyId: company });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return { client, company, user };
}

const hour = 3_600_000;

describe('company-wide data in the page config', () => {
  it('carries the state, quota, subscription and sources of the user’s own company', async () => {
    const { client, company } = await signedIn();
    const other = await createCompany(t.app, 'Other');
    await t.app.db.insert(sources).values([
      { companyId: company, name: 'google_analytics', account: 'ga@acme.test', invalid: true },
      { companyId: other, name: 'semrush', account: 'elsewhere' },
    ]);
    await t.app.db.insert(subscriptions).values({ companyId: company, interval: 12, state: 'active', dashboards: 10, providerSubscriptionId: 'sub_test' });

    const { company: data } = await client.pageConfig();
    expect(data).toMatchObject({
      id: company,
      state: 'active',
      services: { dashboards: 10, bonusDashboards: 0 },
      subscription: { interval: 12, state: 'active' },
      sources: [{ name: 'google_analytics', account: 'ga@acme.test', invalid: true }],
      restoredAt: null,
    });
  });

  it('is null for a guest, with no messages', async () => {
    expect(await t.client().pageConfig()).toMatchObject({ company: null, messages: [], dismissedMessages: [] });
  });
});

describe('global messages', () => {
  it('lists the messages for everyone and for the company, in their time window only', async () => {
    const { client, company } = await signedIn();
    const other = await createCompany(t.app, 'Elsewhere');
    const now = Date.now();
    await t.app.db.insert(messages).values([
      { code: 300, title: 'Maintenance tonight', body: 'From 22:00 UTC.', level: 'warning', linkLabel: 'Status', linkHref: '/status' },
      { code: 301, companyId: company, title: 'Your account manager', body: 'Say hello to Sam.', level: 'info' },
      { code: 302, companyId: other, title: 'Not for you', body: 'x' },
      { code: 303, title: 'Over', body: 'x', endsAt: new Date(now - hour) },
      { code: 304, title: 'Not yet', body: 'x', startsAt: new Date(now + hour) },
    ]);
    const config = await client.pageConfig();
    const codes = config.messages.map((message: { code: number }) => message.code);
    expect(codes).toEqual(expect.arrayContaining([300, 301]));
    expect(codes).not.toEqual(expect.arrayContaining([302]));
    expect(codes.filter((code: number) => code >= 302)).toEqual([]);
    expect(config.messages.find((message: { code: number }) => message.code === 300)).toMatchObject({
      level: 'warning',
      closeable: true,
      link: { label: 'Status', href: '/status' },
    });
  });

  it('keeps a closed message closed for that user only, and closing twice is harmless', async () => {
    const { client, company } = await signedIn();
    const { client: teammate } = await signedIn(company);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await client.post('/api/messages/dismissals', { key: '125:4,7' })).statusCode).toBe(204);
    }
    expect((await client.pageConfig()).dismissedMessages).toEqual(['125:4,7']);
    expect((await teammate.pageConfig()).dismissedMessages).toEqual([]);
  });

  it('refuses to record the trial banner or an uncloseable message as closed', async () => {
    const { client } = await signedIn();
    const [stored] = await t.app.db.insert(messages).values({ code: 310, title: 'Read me', body: 'x', closeable: false }).returning({ id: messages.id });
    expect((await client.post('/api/messages/dismissals', { key: '120' })).statusCode).toBe(409);
    expect((await client.post('/api/messages/dismissals', { key: `message:${stored?.id}` })).statusCode).toBe(409);
    expect((await client.pageConfig()).dismissedMessages).toEqual([]);
  });

  it('needs a signed-in user, the CSRF token and a key', async () => {
    expect((await t.client().post('/api/messages/dismissals', { key: '121:3' })).statusCode).toBe(401);
    const { client } = await signedIn();
    expect((await client.post('/api/messages/dismissals', { key: '121:3' }, { withoutCsrf: true })).statusCode).toBe(419);
    const empty = await client.post('/api/messages/dismissals', { key: '' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['key']);
  });
});
