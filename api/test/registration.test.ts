import { eq, sql } from 'drizzle-orm';
import { REGISTRATION_ERROR_KEYS } from '@pulseboard/shared/contracts';
import { companies, coupons, sessions, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_REGISTER_MAX: '1000' } });
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rita Register',
  email: `rita-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  terms_consent: true,
  age_consent: true,
  ...overrides,
});

async function register(payload: Record<string, unknown>, options: { form?: boolean } = {}) {
  const client = t.client();
  await client.pageConfig();
  const response = await client.post('/register', payload as Record<string, string>, options);
  return { client, response };
}

const countUsers = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe('POST /register', () => {
  it('creates a trial company with its admin, signs in and points to the intro', async () => {
    const payload = valid({ dashboards: 12, interval: 12, flow: 'mc', cid: 'GA1.2.3' });
    const before = Date.now();
    const client = t.client();
    await client.pageConfig();
    const guestToken = client.cookies.get('XSRF-TOKEN');
    const response = await client.post('/register', payload);

    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.redirect).toBe('/intro');
    expect(data.user).toMatchObject({ name: 'Rita Register', email: payload.email, role: 1, roleName: 'admin', creator: true, termsConsent: true, ageConsent: true });
    expect(data.user.userId).toBe(data.user.id);

    const [user] = await t.app.db.select().from(users).where(eq(users.id, data.user.id));
    expect(user).toMatchObject({ onboarding: 0, flow: 'mc', roleName: 'admin', creator: true });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.termsConsentAt).toBeInstanceOf(Date);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, data.user.companyId));
    expect(company).toMatchObject({ state: 'trial', services: { dashboards: 12, bonusDashboards: 0 }, requestedDashboards: 12, requestedInterval: 12, analyticsClientId: 'GA1.2.3' });
    const trialDays = ((company?.expiresAt?.getTime() ?? 0) - before) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThan(14.1);

    // Signed in: a session row exists, the XSRF token is re-issued and the page config knows the user.
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, data.user.id))).toHaveLength(1);
    expect(response.cookies.find((c) => c.name === 'pulseboard_session')?.httpOnly).toBe(true);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(guestToken);
    const config = await client.pageConfig();
    expect(config.user?.email).toBe(payload.email);
    expect(config.company).toMatchObject({ state: 'trial' });
  });

  it('defaults to 25 dashboards and a monthly interval', async () => {
    const { response } = await register(valid());
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, response.json().data.user.companyId));
    expect(company).toMatchObject({ services: { dashboards: 25, bonusDashboards: 0 }, requestedInterval: 1 });
  });

  it('accepts a native form post (urlencoded, checkboxes as "on", coupons as JSON)', async () => {
    await t.app.db.insert(coupons).values({ code: 'SPRING10', type: 'price.discount', value: 10, name: 'Spring' });
    const payload = { ...valid(), terms_consent: 'on', age_consent: '1', dashboards: '7', interval: '12', coupons: '["spring10"]' };
    const { response } = await register(payload, { form: true });
    expect(response.statusCode).toBe(201);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, response.json().data.user.companyId));
    expect(company).toMatchObject({ services: { dashboards: 7, bonusDashboards: 0 }, requestedInterval: 12, coupons: ['spring10'] });
    expect((await t.app.coupons.appliedTo(company!.id)).map((coupon) => coupon.code)).toEqual(['SPRING10']);
  });

  it('grants the dashboards of a bonus coupon on top of the trial, and refuses coupons that do not stack', async () => {
    await t.app.db.insert(coupons).values([
      { code: 'MORE3', type: 'dashboards.bonus', value: 3, name: 'Three more' },
      { code: 'MORE1', type: 'dashboards.bonus', value: 1, name: 'One more' },
    ]);
    const refused = await register(valid({ email: 'stacker@example.com', coupons: ['MORE3', 'more1'] }));
    expect(refused.response.json().errors).toEqual({ coupon: ['Code / Coupon not stackable with other code(s) / coupon(s).'] });
    expect(await t.app.users.findByEmail('stacker@example.com')).toBeUndefined();
    // The same code twice, in another case, is applied once.
    const { response } = await register(valid({ email: 'bonus@example.com', coupons: ['more3', ' MORE3'] }));
    expect(response.statusCode).toBe(201);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, response.json().data.user.companyId));
    expect(company?.services).toEqual({ dashboards: 25, bonusDashboards: 3 });
  });

  it('reports every missing field under its own key', async () => {
    const before = await countUsers();
    const { response } = await register({});
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['age_consent', 'email', 'name', 'password', 'password_confirmation', 'terms_consent']);
    expect(body.errors.name).toEqual(['The name field is required.']);
    expect(body.message).toMatch(/\(and \d+ more errors\)$/);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [
      'password',
      { password: 'short', password_confirmation: 'short' },
      { password: ['The password must be at least 8 characters.'], password_confirmation: ['The password confirmation must be at least 8 characters.'] },
    ],
    ['password_confirmation', { password_confirmation: 'different-pass' }, { password_confirmation: ['The password confirmation does not match.'] }],
    ['terms_consent', { terms_consent: false }, { terms_consent: ['You must accept the terms and conditions.'] }],
    ['age_consent', { age_consent: undefined }, { age_consent: ['You must confirm that you are 16 or older.'] }],
    ['email', { email: 'not-an-email' }, { email: ['The email must be a valid email address.'] }],
  ])('rejects a bad %s', async (_key, overrides, errors) => {
    const before = await countUsers();
    const { response } = await register(valid(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await countUsers()).toBe(before);
  });

  it('rejects an e-mail already taken, whatever its case', async () => {
    const first = valid();
    expect((await register(first)).response.statusCode).toBe(201);
    const before = await countUsers();
    const { response } = await register(valid({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await countUsers()).toBe(before);
  });

  it('rejects unknown and inactive coupons under "coupon"', async () => {
    await t.app.db.insert(coupons).values({ code: 'OLD', type: 'price.discount', value: 5, name: 'Old', active: false });
    const { response } = await register(valid({ coupons: ['NOPE', 'old'] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ coupon: ['Code / Coupon NOPE is invalid'] });
    expect((await register(valid({ email: 'second@example.com', coupons: ['old'] }))).response.json().errors).toEqual({ coupon: ['Code / Coupon old is invalid'] });
  });

  it('maps fields outside the form keys to "general" and a malformed coupon list to "coupon"', async () => {
    const { response } = await register(valid({ interval: 6, coupons: 'not json' }));
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(['coupon', 'general']);
    expect(Object.keys(errors).every((key) => (REGISTRATION_ERROR_KEYS as readonly string[]).includes(key))).toBe(true);
  });

  it('is rate limited per address, so it cannot be used to probe which e-mails have accounts', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_REGISTER_MAX: '2' } });
    try {
      const client = limited.client();
      await client.pageConfig();
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await client.post('/register', valid({ email: 'taken@example.com', coupons: '["nope"]' }))).statusCode);
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
