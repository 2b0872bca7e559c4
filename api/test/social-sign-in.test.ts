import { eq } from 'drizzle-orm';
import { LAST_SIGN_IN_METHOD_TEXT, type SocialProvider } from '@pulseboard/shared/contracts';
import { companies, userIdentities, users } from '../src/db/schema.js';
import { anyFreePort } from '../src/lib/ports.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { readMails } from './helpers/mail.js';
import { returnFromProvider, throughProvider, type SandboxPerson } from './helpers/social-sandbox.js';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  const port = await anyFreePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PORT: String(port), APP_URL: baseUrl, RATE_LIMIT_REGISTER_MAX: '1000' } });
  await t.app.listen({ port, host: '127.0.0.1' });
});

afterAll(() => t.close());
afterEach(() => {
  for (const provider of ['google', 'facebook', 'linkedin'] as const) t.app.sandbox!.social.setSwitch(provider, null);
});

const CONSENTS = { terms_consent: true, age_consent: true };

async function guest(): Promise<TestClient> {
  const client = t.client();
  await client.pageConfig();
  return client;
}

async function signedInEmail(client: TestClient): Promise<string | null> {
  return (await client.pageConfig()).user?.email ?? null;
}

/** The provider page a start answered, after checking it carries the state (and PKCE where the provider takes it). */
function providerPage(response: { statusCode: number; json(): unknown }, pkce: boolean): string {
  expect(response.statusCode).toBe(200);
  const redirect = (response.json() as { data: { redirect: string } }).data.redirect;
  const url = new URL(redirect);
  expect(url.origin).toBe(baseUrl);
  expect(url.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
  expect(url.searchParams.get('redirect_uri')).toMatch(new RegExp(`^${baseUrl}/register/(google|facebook|linkedin)/callback$`));
  expect(url.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null);
  return redirect;
}

async function registerThrough(provider: SocialProvider, person: SandboxPerson, form: Record<string, unknown> = CONSENTS, client?: TestClient) {
  const browser = client ?? (await guest());
  const page = providerPage(await browser.post(`/register/${provider}`, form), provider === 'google');
  const landing = await returnFromProvider(browser, await throughProvider(page, person));
  return { browser, landing };
}

const userByEmail = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
const identitiesOf = async (userId: number) => t.app.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
const outcome = (landing: URL) => `${landing.pathname}?${landing.searchParams}`;

describe('registering through a provider', () => {
  it('offers the three providers of the sandbox', async () => {
    const response = await (await guest()).get('/api/sign-in/providers');
    expect(response.json().data).toEqual([
      { provider: 'google', label: 'Google' },
      { provider: 'facebook', label: 'Facebook' },
      { provider: 'linkedin', label: 'LinkedIn' },
    ]);
  });

  it('does not reach the provider without both consents', async () => {
    const client = await guest();
    const response = await client.post('/register/google', { terms_consent: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ age_consent: ['You must confirm that you are 16 or older.'] });
    expect(client.cookies.has('pulseboard_sign_in')).toBe(false);
  });

  it('creates the company on a trial and its admin from Google, with the consents and the plan recorded, and signs in', async () => {
    const before = Date.now();
    const { browser, landing } = await registerThrough('google', { email: 'gina@agency.example', name: 'Gina Google' }, { ...CONSENTS, dashboards: 40, interval: 12, flow: 'mc', cid: '123.456' });
    expect(landing.pathname).toBe('/intro');
    expect(await signedInEmail(browser)).toBe('gina@agency.example');

    const user = await userByEmail('gina@agency.example');
    expect(user).toMatchObject({ name: 'Gina Google', roleName: 'admin', creator: true, passwordHash: null, flow: 'mc', onboarding: 0 });
    expect(user!.termsConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(user!.ageConsentAt).toEqual(user!.termsConsentAt);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, user!.companyId));
    expect(company).toMatchObject({ state: 'trial', requestedDashboards: 40, requestedInterval: 12, analyticsClientId: '123.456' });
    expect(await identitiesOf(user!.id)).toEqual([expect.objectContaining({ provider: 'google', email: 'gina@agency.example', subject: expect.stringMatching(/^\d+$/) })]);
  });

  it('signs the same person in again from the login page, without a second account', async () => {
    const client = await guest();
    const page = providerPage(await client.post('/login/google'), true);
    const landing = await returnFromProvider(client, await throughProvider(page, { email: 'gina@agency.example', name: 'Gina Google' }));
    expect(landing.pathname).toBe('/dashboards');
    expect(await signedInEmail(client)).toBe('gina@agency.example');
    expect(await t.app.db.select().from(users).where(eq(users.email, 'gina@agency.example'))).toHaveLength(1);
  });

  it('registers through LinkedIn (OpenID Connect) and Facebook (Graph API) as well', async () => {
    const linkedin = await registerThrough('linkedin', { email: 'lin@agency.example', name: 'Lin Kedin' });
    expect(linkedin.landing.pathname).toBe('/intro');
    const facebook = await registerThrough('facebook', { email: 'fay@agency.example', name: 'Fay Book' });
    expect(facebook.landing.pathname).toBe('/intro');
    expect(await signedInEmail(facebook.browser)).toBe('fay@agency.example');
    expect((await identitiesOf((await userByEmail('lin@agency.example'))!.id)).map((row) => row.provider)).toEqual(['linkedin']);
    expect((await identitiesOf((await userByEmail('fay@agency.example'))!.id)).map((row) => row.provider)).toEqual(['facebook']);
  });

  it('returns to the registration screen saying so when the person cancels at the provider', async () => {
    t.app.sandbox!.social.setSwitch('linkedin', 'denied');
    const { browser, landing } = await registerThrough('linkedin', { email: 'nobody@agency.example', name: 'No Body' });
    expect(outcome(landing)).toBe('/register?social=declined&provider=linkedin');
    expect(await signedInEmail(browser)).toBeNull();
    expect(await userByEmail('nobody@agency.example')).toBeUndefined();
  });

  it('fails without creating anything when the provider errs at the token endpoint', async () => {
    t.app.sandbox!.social.setSwitch('google', 'error');
    const { landing } = await registerThrough('google', { email: 'erred@agency.example', name: 'Erred' });
    expect(outcome(landing)).toBe('/register?social=failed&provider=google');
    expect(await userByEmail('erred@agency.example')).toBeUndefined();
  });
});

describe('the provider return cannot be forged or replayed', () => {
  it('refuses a return whose state is not the one sealed in this browser', async () => {
    const client = await guest();
    const page = providerPage(await client.post('/register/google', CONSENTS), true);
    const back = await throughProvider(page, { email: 'forged@agency.example', name: 'Forged' });
    back.searchParams.set('state', 'x'.repeat(43));
    expect(outcome(await returnFromProvider(client, back))).toBe('/login?social=expired&provider=google');
    expect(await userByEmail('forged@agency.example')).toBeUndefined();
  });

  it("refuses another browser's return (no flow cookie), and a code used once", async () => {
    const victim = await guest();
    const page = providerPage(await victim.post('/register/google', CONSENTS), true);
    const back = await throughProvider(page, { email: 'replayed@agency.example', name: 'Replayed' });
    const attacker = await guest();
    expect(outcome(await returnFromProvider(attacker, back))).toBe('/login?social=expired&provider=google');

    const flowCookie = victim.cookies.get('pulseboard_sign_in')!;
    expect((await returnFromProvider(victim, back)).pathname).toBe('/intro');
    expect(victim.cookies.has('pulseboard_sign_in')).toBe(false);
    // The same return again, with the flow cookie put back: the provider refuses its code a second time.
    const replay = await guest();
    replay.cookies.set('pulseboard_sign_in', flowCookie);
    expect(outcome(await returnFromProvider(replay, back))).toBe('/register?social=failed&provider=google');
    expect(await signedInEmail(replay)).toBeNull();
  });
});

describe('existing accounts are never taken over', () => {
  let ownerId: number;
  beforeAll(async () => {
    const companyId = await createCompany(t.app, 'Owner Agency');
    ownerId = (await createUser(t.app, { companyId, role: 'admin', email: 'owner@agency.example' })).id;
  });

  it('does not link a provider account whose e-mail the provider has not confirmed', async () => {
    for (const provider of ['google', 'linkedin'] as const) {
      t.app.sandbox!.social.setSwitch(provider, 'unverified_email');
      const { browser, landing } = await registerThrough(provider, { email: 'owner@agency.example', name: 'Impostor' });
      expect(outcome(landing)).toBe(`/register?social=verify_first&provider=${provider}`);
      expect(await signedInEmail(browser)).toBeNull();
    }
    expect(await identitiesOf(ownerId)).toEqual([]);
  });

  it('links a confirmed e-mail to its account and signs its owner in', async () => {
    const client = await guest();
    const page = providerPage(await client.post('/login/google'), true);
    const landing = await returnFromProvider(client, await throughProvider(page, { email: 'owner@agency.example', name: 'Owner' }));
    expect(landing.pathname).toBe('/dashboards');
    expect(await signedInEmail(client)).toBe('owner@agency.example');
    expect((await identitiesOf(ownerId)).map((row) => row.provider)).toEqual(['google']);
  });

  it('does not create an account from the login page', async () => {
    const client = await guest();
    const page = providerPage(await client.post('/login/linkedin'), false);
    const landing = await returnFromProvider(client, await throughProvider(page, { email: 'stranger@agency.example', name: 'Stranger' }));
    expect(outcome(landing)).toBe('/login?social=no_account&provider=linkedin');
    expect(await userByEmail('stranger@agency.example')).toBeUndefined();
  });
});

describe('an invitation waiting for its teammate', () => {
  it('is not joined through a provider: signing in or registering with the invited address does not enter the inviting company', async () => {
    const companyId = await createCompany(t.app, 'Inviting Agency');
    const invitee = await createUser(t.app, { companyId, role: 'member', email: 'invitee@client.example' });
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, invitee.id));

    const { browser, landing } = await registerThrough('google', { email: 'invitee@client.example', name: 'Invitee' });
    expect(outcome(landing)).toBe('/register?social=invited&provider=google');
    expect(await signedInEmail(browser)).toBeNull();
    const client = await guest();
    const page = providerPage(await client.post('/login/google'), true);
    expect(outcome(await returnFromProvider(client, await throughProvider(page, { email: 'invitee@client.example', name: 'Invitee' })))).toBe('/login?social=invited&provider=google');
    expect(await signedInEmail(client)).toBeNull();
    expect(await identitiesOf(invitee.id)).toEqual([]);
  });
});

describe('a provider without a confirmed e-mail', () => {
  it('asks for an address and creates the account once the mailed link is opened', async () => {
    t.app.sandbox!.social.setSwitch('facebook', 'no_email');
    const { browser, landing } = await registerThrough('facebook', { email: 'ignored@agency.example', name: 'Phone Only' }, { ...CONSENTS, dashboards: 7 });
    expect(outcome(landing)).toBe('/register?social=email_needed&provider=facebook');
    expect(await signedInEmail(browser)).toBeNull();

    const taken = await browser.post('/register/social/email', { email: 'gina@agency.example' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const sent = await browser.post('/register/social/email', { email: 'phone.only@agency.example' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('We sent a confirmation link to phone.only@agency.example. Open it to finish creating your account.');
    expect(await userByEmail('phone.only@agency.example')).toBeUndefined();

    const mail = (await readMails(t.config.dataDir)).filter((text) => text.includes('phone.only@agency.example')).at(-1) ?? '';
    const link = new URL(/http\S+\/register\/social\/confirm\/\S+/.exec(mail)![0]);
    const confirmed = await browser.get(link.pathname);
    expect(confirmed.headers.location).toBe('/intro');
    expect(await signedInEmail(browser)).toBe('phone.only@agency.example');
    const user = await userByEmail('phone.only@agency.example');
    expect(user).toMatchObject({ name: 'Phone Only', passwordHash: null, roleName: 'admin' });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, user!.companyId));
    expect(company!.requestedDashboards).toBe(7);
    expect((await identitiesOf(user!.id)).map((row) => row.provider)).toEqual(['facebook']);

    // The link works once.
    expect((await (await guest()).get(link.pathname)).headers.location).toBe('/register?social=invalid_link');
  });

  it('refuses the e-mail step when no registration waits in this browser', async () => {
    const response = await (await guest()).post('/register/social/email', { email: 'late@agency.example' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ general: ['This sign-up has expired. Please choose the provider again.'] });
  });
});

describe("a user's sign-in methods", () => {
  it('lists them, links another from the user page, and never unlinks the last way to sign in', async () => {
    const { browser } = await registerThrough('google', { email: 'multi@agency.example', name: 'Multi' });
    const user = (await userByEmail('multi@agency.example'))!;
    const list = await browser.get(`/api/users/${user.id}/identities`);
    expect(list.json().data).toEqual({ identities: [{ provider: 'google', email: 'multi@agency.example', linkedAt: expect.any(String) }], hasPassword: false });

    const last = await browser.request('DELETE', `/api/users/${user.id}/identities/google`);
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({ provider: [LAST_SIGN_IN_METHOD_TEXT] });

    // LinkedIn says another address: linking from the user page links to the signed-in user all the same.
    const page = providerPage(await browser.post(`/api/users/${user.id}/identities/linkedin`), false);
    const landing = await returnFromProvider(browser, await throughProvider(page, { email: 'multi.work@agency.example', name: 'Multi' }));
    expect(outcome(landing)).toBe(`/users/${user.id}?social=linked&provider=linkedin`);
    // A new way into the account is told to its address: someone else's session could have added it.
    const told = (await readMails(t.config.dataDir)).filter((text) => text.includes('To: multi@agency.example')).at(-1) ?? '';
    expect(told).toContain('LinkedIn can now be used to sign in to your account');

    expect((await browser.request('DELETE', `/api/users/${user.id}/identities/google`)).statusCode).toBe(204);
    expect((await identitiesOf(user.id)).map((row) => row.provider)).toEqual(['linkedin']);
    expect((await browser.request('DELETE', `/api/users/${user.id}/identities/google`)).statusCode).toBe(404);
  });

  it('refuses to link a provider account that belongs to someone else', async () => {
    const companyId = await createCompany(t.app, 'Linker Agency');
    const linker = await createUser(t.app, { companyId, role: 'admin', email: 'linker@agency.example' });
    const client = await guest();
    await client.signIn(linker.email, PASSWORD);
    const page = providerPage(await client.post(`/api/users/${linker.id}/identities/google`), true);
    const landing = await returnFromProvider(client, await throughProvider(page, { email: 'gina@agency.example', name: 'Gina Google' }));
    expect(outcome(landing)).toBe(`/users/${linker.id}?social=linked_elsewhere&provider=google`);
    expect(await identitiesOf(linker.id)).toEqual([]);
    expect(await signedInEmail(client)).toBe('linker@agency.example');
  });
});
