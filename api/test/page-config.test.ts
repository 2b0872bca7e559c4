import { pageConfigSchema } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { APP_URL: 'https://app.example.com', MAX_WIDGETS_FOR_PDF: '40', PRODUCT_TITLE: 'Acme Reports', REMOTE_GROUPS_URL: 'https://cdn.example.com/groups/remoteEntry.js' },
  });
});
afterAll(() => t.close());

describe('GET /api/page-config', () => {
  it('describes a guest', async () => {
    const response = await t.client().get('/api/page-config');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = pageConfigSchema.parse(response.json());
    expect(config).toEqual({
      identification: t.app.identification,
      productTitle: 'Acme Reports',
      brand: null,
      user: null,
      company: null,
      messages: [],
      dismissedMessages: [],
      errorReporting: null,
      onboarding: 0,
      flow: null,
      questionnaire: null,
      maxWidgetsForPdf: 40,
      realtime: { enabled: true, key: expect.stringMatching(/^[0-9a-f]{20}$/), host: 'app.example.com', port: 443, forceTLS: true },
      remotes: [
        { name: 'dashboards', entry: '/remotes/dashboards/remoteEntry.js' },
        { name: 'groups', entry: 'https://cdn.example.com/groups/remoteEntry.js' },
        { name: 'company', entry: '/remotes/company/remoteEntry.js' },
        { name: 'auth', entry: '/remotes/auth/remoteEntry.js' },
      ],
    });
  });

  it('describes a signed-in user with their company and onboarding', async () => {
    const companyId = await createCompany(t.app, 'Config Co');
    const user = await createUser(t.app, { companyId, role: 'admin', onboarding: 3 });
    const client = t.client();
    await client.signIn(user.email, PASSWORD);
    const config = await client.pageConfig();
    expect(config.user).toMatchObject({ id: user.id, userId: user.id, role: 1, roleName: 'admin', companyId, termsConsent: true, ageConsent: true, canCreateAutomaticReports: true });
    expect(config.company).toEqual({
      id: companyId,
      name: 'Config Co',
      logo: null,
      state: 'active',
      expiresAt: null,
      restoredAt: null,
      services: { dashboards: 10, bonusDashboards: 0 },
      subscription: null,
      sources: [],
      dashboardsCount: 0,
      campaignsCount: 0,
      fromAddress: null,
      activeEmail: true,
      verifiedWhitelabel: false,
    });
    expect(config.onboarding).toBe(3);
  });

  it('turns browser error tracking on with its DSN', async () => {
    const tracked = await createTestApp({ env: { SENTRY_BROWSER_DSN: 'https://public@errors.example/7', SENTRY_ENVIRONMENT: 'staging' } });
    try {
      const config = await tracked.client().pageConfig();
      expect(config.errorReporting).toEqual({ dsn: 'https://public@errors.example/7', environment: 'staging', release: tracked.app.identification });
    } finally {
      await tracked.close();
    }
  });

  it('lists the remotes on their own too', async () => {
    const response = await t.client().get('/api/remotes');
    expect(response.json().data).toHaveLength(4);
  });
});

describe('x-identification', () => {
  it('answers 588 to an /api request from an outdated page', async () => {
    const response = await t.client().get('/api/remotes', { headers: { 'x-identification': 'an-older-deployment' } });
    expect(response.statusCode).toBe(588);
    expect(response.json()).toEqual({ message: 'The page is out of date. Reload to continue.' });
  });

  it('lets the current identification, no header, and the page config itself through', async () => {
    const client = t.client();
    expect((await client.get('/api/remotes', { headers: { 'x-identification': t.app.identification } })).statusCode).toBe(200);
    expect((await client.get('/api/remotes')).statusCode).toBe(200);
    expect((await client.get('/api/page-config', { headers: { 'x-identification': 'an-older-deployment' } })).statusCode).toBe(200);
  });

  it('checks before anything else, even on unsafe requests', async () => {
    const response = await t.client().put('/api/onboarding', { onboarding: 1 }, { headers: { 'x-identification': 'stale' } });
    expect(response.statusCode).toBe(588);
  });
});

describe('authentication', () => {
  it('answers 401 to /api endpoints that need a user', async () => {
    const client = t.client();
    await client.pageConfig();
    for (const response of [await client.put('/api/onboarding', { onboarding: 1 }), await client.put('/api/users/1', { name: 'x' })]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    // 401 comes before the CSRF check, so a guest without a token is told to sign in too.
    expect((await t.client().put('/api/onboarding', { onboarding: 1 })).statusCode).toBe(401);
  });

  it('forgets an expired or unknown session cookie', async () => {
    const client = t.client();
    client.cookies.set('pulseboard_session', 'not-a-real-token');
    const response = await client.get('/api/page-config');
    expect(response.json().user).toBeNull();
    expect(response.cookies.find((c) => c.name === 'pulseboard_session')?.maxAge).toBe(0);
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await t.client().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/register', '/login', '/logout', '/api/page-config', '/api/users/{id}', '/api/onboarding', '/healthz']));
    expect(document.paths['/register'].post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'password_confirmation']));
    expect((await t.client().get('/api/docs', { headers: { accept: 'text/html' } })).statusCode).toBeLessThan(400);
  });
});
