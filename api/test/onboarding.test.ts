import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newcomer() {
  const user = await createUser(t.app, { companyId: await createCompany(t.app), onboarding: 0 });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return client;
}

describe('PUT /api/onboarding', () => {
  it('takes the flow from the questionnaire and passes the intro (step 0 to 1)', async () => {
    const client = await newcomer();
    const response = await client.put('/api/onboarding', { questionnaire: { source: 'mc', role: 'agency' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ onboarding: 1, flow: 'mc', questionnaire: { source: 'mc', role: 'agency' } });
    const config = await client.pageConfig();
    expect(config).toMatchObject({ onboarding: 1, flow: 'mc', questionnaire: { source: 'mc', role: 'agency' } });
  });

  it('saves steps forward and ignores a step back once past the intro', async () => {
    const client = await newcomer();
    await client.put('/api/onboarding', { questionnaire: { source: 'dashboard' } });
    expect((await client.put('/api/onboarding', { onboarding: 3 })).json().data.onboarding).toBe(3);
    expect((await client.put('/api/onboarding', { onboarding: 2 })).json().data.onboarding).toBe(3);
    // A second questionnaire does not move a user who is past step 0.
    expect((await client.put('/api/onboarding', { questionnaire: { source: 'mc' } })).json().data).toMatchObject({ onboarding: 3, flow: 'mc' });
  });

  it('rejects an empty update and an unknown flow', async () => {
    const client = await newcomer();
    const empty = await client.put('/api/onboarding', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ onboarding: ['Nothing to update.'] });
    const unknown = await client.put('/api/onboarding', { questionnaire: { source: 'other' } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['questionnaire.source']);
  });
});
