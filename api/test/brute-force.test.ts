import { eq } from 'drizzle-orm';
import { MAX_PAID_DASHBOARDS, TRIAL_DASHBOARD_ALLOWANCE } from '@pulseboard/shared/contracts';
import { companies, loginFailures, rateLimitCounters } from '../src/db/schema.js';
import { FIRST_LOCK_MS, FREE_FAILURES, LONGEST_LOCK_MS, lockAfter } from '../src/plugins/app/password-lockout.js';
import { RESET_LINKS_PER_HOUR } from '../src/routes/(public)/password/index.js';
import { sha256 } from '../src/lib/tokens.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { readMails } from './helpers/mail.js';
import type { TestClient } from './helpers/client.js';

let a: TestApp;
/** A second instance of the API on the same database, as behind a load balancer. */
let b: TestApp;
beforeAll(async () => {
  const env = { RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000', RATE_LIMIT_REGISTER_MAX: '1000' };
  a = await createTestApp({ env });
  b = await createTestApp({ env, databaseUrl: a.config.databaseUrl });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function guest(app: TestApp): Promise<TestClient> {
  const client = app.client();
  await client.pageConfig();
  return client;
}

/** Ends the account's current wait, as if it had passed. */
const letWaitPass = (email: string) =>
  a.app.db
    .update(loginFailures)
    .set({ lockedUntil: new Date(Date.now() - 1) })
    .where(eq(loginFailures.accountKey, accountKeyOf(email)));
const accountKeyOf = (email: string) => sha256(email.toLowerCase());

describe('per-account lockout with a growing wait', () => {
  it('waits 30 s after five failures, doubling with each further one, up to 15 minutes', () => {
    const waits = [...Array(12).keys()].map((index) => lockAfter(index + 1));
    expect(waits.slice(0, FREE_FAILURES - 1)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(FREE_FAILURES - 1, FREE_FAILURES + 4)).toEqual([FIRST_LOCK_MS, 2 * FIRST_LOCK_MS, 4 * FIRST_LOCK_MS, 8 * FIRST_LOCK_MS, 16 * FIRST_LOCK_MS]);
    expect(waits.at(-1)).toBe(LONGEST_LOCK_MS);
  });

  it('locks an account guessed at from two instances, even against its right password, and says how long', async () => {
    const user = await createUser(a.app, { companyId: await createCompany(a.app) });
    const [atA, atB] = [await guest(a), await guest(b)];
    const statuses = [];
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      statuses.push((await (attempt % 2 ? atB : atA).post('/login', { email: user.email.toUpperCase(), password: `guess ${attempt}` })).statusCode);
    }
    expect(statuses).toEqual(Array(FREE_FAILURES).fill(422));

    for (const client of [atA, atB]) {
      const locked = await client.post('/login', { email: user.email, password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed sign-ins for this account. Please try again in 30 seconds.');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(25);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);
    }

    await letWaitPass(user.email);
    expect((await atB.post('/login', { email: user.email, password: 'one more guess' })).statusCode).toBe(422);
    const longer = await atA.post('/login', { email: user.email, password: PASSWORD });
    expect(longer.json().message).toBe('Too many failed sign-ins for this account. Please try again in 60 seconds.');

    await letWaitPass(user.email);
    expect((await atA.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    // Success clears the count: the next mistake starts from nothing.
    expect(
      await a.app.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.accountKey, accountKeyOf(user.email))),
    ).toEqual([]);
  });

  it('counts addresses that have no account alike, revealing nothing', async () => {
    const client = await guest(a);
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) await client.post('/login', { email: 'nobody-here@example.com', password: 'guess' });
    const locked = await client.post('/login', { email: 'nobody-here@example.com', password: 'guess' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-ins for this account/);
  });
});

describe('limits held in PostgreSQL, across instances', () => {
  it('counts attempts per address and e-mail on every instance together', async () => {
    const limitedA = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '4' } });
    const limitedB = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '4' }, databaseUrl: limitedA.config.databaseUrl });
    try {
      const [atA, atB] = [await guest(limitedA), await guest(limitedB)];
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await (attempt % 2 ? atB : atA).post('/login', { email: 'shared@example.com', password: 'x' })).statusCode);
      expect(statuses).toEqual([422, 422, 422, 422, 429]);
      // Keys are hashes of fixed size: neither the address nor the e-mail is stored.
      const keys = (await limitedA.app.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await limitedB.close();
      await limitedA.close();
    }
  });

  it('caps one address spraying many accounts', async () => {
    const sprayed = await createTestApp({ env: { RATE_LIMIT_LOGIN_ADDRESS_MAX: '6' } });
    try {
      const client = await guest(sprayed);
      const statuses = [];
      for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await client.post('/login', { email: `victim${attempt}@example.com`, password: 'x' })).statusCode);
      expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429]);
    } finally {
      await sprayed.close();
    }
  });

  it(`mails at most ${RESET_LINKS_PER_HOUR} reset links an hour to one address, whoever asks`, async () => {
    const user = await createUser(a.app, { companyId: await createCompany(a.app) });
    const statuses = [];
    for (let attempt = 0; attempt < RESET_LINKS_PER_HOUR + 2; attempt += 1) {
      const client = await guest(attempt % 2 ? b : a);
      statuses.push((await client.post('/password/email', { email: attempt % 2 ? user.email.toUpperCase() : user.email })).statusCode);
    }
    expect(statuses).toEqual([...Array(RESET_LINKS_PER_HOUR).fill(200), 429, 429]);
    const mails = [...(await readMails(a.config.dataDir)), ...(await readMails(b.config.dataDir))].filter((mail) => mail.includes(user.email));
    expect(mails).toHaveLength(RESET_LINKS_PER_HOUR);
  });
});

describe('bounded input of the sign-in forms', () => {
  it('refuses an oversized e-mail or password with 422 before hashing or counting it', async () => {
    const client = await guest(a);
    const response = await client.post('/login', { email: `${'x'.repeat(10_000)}@example.com`, password: 'y'.repeat(100_000) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });
});

describe('dashboard passwords and registration', () => {
  it('locks a protected dashboard guessed at from many addresses, even against its right password, until the wait has passed', async () => {
    const user = await createUser(a.app, { companyId: await createCompany(a.app) });
    const owner = a.client();
    await owner.signIn(user.email, PASSWORD);
    const board = (await owner.post('/api/dashboards', { name: 'Guarded', timezone: 'UTC' })).json().data as { id: number; permalink: string };
    await owner.put(`/api/dashboards/${board.id}`, { public: true });
    await owner.put(`/api/dashboards/${board.id}`, { new_password: 'right one', password: 'right one' });
    const authorize = (visitor: TestClient, password: string, remoteAddress: string) => visitor.post(`/api/dashboards/${board.permalink}/authorize`, { password }, { remoteAddress });

    // Each guess from a network of its own (an IPv6 /64 counts as one client), the limit per address never reached; half of them on the other instance.
    const statuses = [];
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt += 1) statuses.push((await authorize(await guest(attempt % 2 ? a : b), 'wrong', `2001:db8:${attempt}::1`)).statusCode);
    expect(statuses).toEqual(Array(FREE_FAILURES).fill(422));
    const locked = await authorize(await guest(a), 'right one', '2001:db8:ff::1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong passwords for this dashboard. Please try again in 30 seconds.');
    expect(locked.headers['retry-after']).toBe('30');

    await a.app.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(loginFailures.accountKey, sha256(`dashboard:${board.id}`)));
    const opened = await authorize(await guest(b), 'right one', '2001:db8:100::1');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.token).toEqual(expect.any(String));
    // The right password clears the count: the next visitor's typo is one of five again.
    expect((await authorize(await guest(a), 'typo', '2001:db8:101::1')).statusCode).toBe(422);
    expect((await authorize(await guest(a), 'right one', '2001:db8:102::1')).statusCode).toBe(200);
  });

  it('refuses a dashboard password shorter than 8 characters', async () => {
    const user = await createUser(a.app, { companyId: await createCompany(a.app) });
    const client = a.client();
    await client.signIn(user.email, PASSWORD);
    const board = (await client.post('/api/dashboards', { name: 'Client', timezone: 'UTC' })).json().data as { id: number };
    const short = await client.put(`/api/dashboards/${board.id}`, { new_password: 'seven77', password: 'seven77' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ new_password: ['The password must be at least 8 characters.'] });
    expect((await client.put(`/api/dashboards/${board.id}`, { new_password: 'eight888', password: 'eight888' })).json().data.passwordProtected).toBe(true);
  });

  it("cannot grant itself more trial dashboards than the trial's allowance: what it asked is kept as the plan", async () => {
    const client = await guest(a);
    const form = {
      name: 'Greedy Agency',
      email: 'greedy@example.com',
      password: 'long enough',
      password_confirmation: 'long enough',
      terms_consent: true,
      age_consent: true,
    };
    const beyondAnyPlan = await client.post('/register', { ...form, dashboards: MAX_PAID_DASHBOARDS + 1 });
    expect(beyondAnyPlan.statusCode).toBe(422);
    expect(beyondAnyPlan.json().errors).toEqual({ general: [`The dashboards field may not be greater than ${MAX_PAID_DASHBOARDS}.`] });
    expect(await a.app.db.select().from(companies).where(eq(companies.name, 'Greedy Agency'))).toEqual([]);

    const response = await client.post('/register', { ...form, dashboards: MAX_PAID_DASHBOARDS });
    expect(response.statusCode).toBe(201);
    const [company] = await a.app.db.select().from(companies).where(eq(companies.name, 'Greedy Agency'));
    expect(company).toMatchObject({ services: { dashboards: TRIAL_DASHBOARD_ALLOWANCE, bonusDashboards: 0 }, requestedDashboards: MAX_PAID_DASHBOARDS });
  });
});
