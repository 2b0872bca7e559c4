import { eq } from 'drizzle-orm';
import { COUPON_TEXTS } from '@pulseboard/shared/contracts';
import { companies, companyCoupons, coupons, orders } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { seedTenants } from './helpers/tenant-world.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof seedTenants>>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', BILLING_CLOCK_MINUTES: '0' } });
  world = await seedTenants(t);
  // The tenant world gives company A a coupon of its own; these tests start from none.
  await t.app.db.delete(companyCoupons).where(eq(companyCoupons.companyId, world.a.companyId));
  await t.app.db.insert(coupons).values([
    { code: 'WELCOME5', type: 'price.discount', value: 5, name: '$5 off' },
    { code: 'AGENCY2', type: 'price.discount', value: 2, name: '$2 off' },
    { code: 'EXTRA1', type: 'price.discount', value: 1, name: '$1 off' },
    { code: 'BONUS3', type: 'dashboards.bonus', value: 3, name: '3 dashboards free' },
    { code: 'BONUS2', type: 'dashboards.bonus', value: 2, name: '2 dashboards free' },
    { code: 'GONE', type: 'price.discount', value: 5, name: 'Expired', expiresAt: new Date('2020-01-01T00:00:00Z') },
    { code: 'ONCE', type: 'price.discount', value: 1, name: 'One redemption', maxRedemptions: 1 },
    { code: 'NEWONLY', type: 'price.discount', value: 3, name: 'New customers', newCustomersOnly: true },
  ]);
}, 60_000);
afterAll(() => t.close());

const admin = () => world.actors.admin.client;
const member = () => world.actors.member.client;
const visitor = () => t.client();

describe('GET /api/billing/products', () => {
  it('gives the price of a dashboard per interval to anyone, in cents', async () => {
    const response = await visitor().get('/api/billing/products');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { interval: 1, unitAmount: 1500, currency: 'usd' },
      { interval: 12, unitAmount: 15000, currency: 'usd' },
    ]);
  });
});

describe('GET /api/coupons/{code} (registration, spec §7)', () => {
  it('answers type, value and name under data, whatever the case of the code', async () => {
    const response = await visitor().get('/api/coupons/welcome5');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ code: 'WELCOME5', type: 'price.discount', value: 5, name: '$5 off' });
  });

  it.each([
    ['an unknown code', 'NOPE'],
    ['an expired code', 'GONE'],
  ])('refuses %s with the spec text under "coupon"', async (_case, code) => {
    const response = await visitor().get(`/api/coupons/${code}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ coupon: [COUPON_TEXTS.invalid(code)] });
  });

  it('refuses a code already applied (case-insensitive), and one that does not stack with those applied', async () => {
    expect((await visitor().get('/api/coupons/Welcome5?applied=WELCOME5')).json().errors).toEqual({ coupon: [COUPON_TEXTS.invalid('Welcome5')] });
    expect((await visitor().get('/api/coupons/EXTRA1?applied=WELCOME5&applied=AGENCY2')).json().errors).toEqual({ coupon: [COUPON_TEXTS.notStackable] });
    expect((await visitor().get('/api/coupons/BONUS2?applied=BONUS3')).json().errors).toEqual({ coupon: [COUPON_TEXTS.notStackable] });
    expect((await visitor().get('/api/coupons/BONUS3?applied=WELCOME5')).statusCode).toBe(200);
  });

  it('refuses a new-customers coupon to an e-mail that has an account, and gives it to a new one', async () => {
    expect((await visitor().get(`/api/coupons/NEWONLY?email=${encodeURIComponent((await t.app.users.findInCompany(world.a.adminId, world.a.companyId))!.email)}`)).statusCode).toBe(422);
    expect((await visitor().get('/api/coupons/NEWONLY?email=someone.new%40example.com')).statusCode).toBe(200);
  });

  it('bounds what it reads: a long code or too many applied codes is a 422, never a 500', async () => {
    expect((await visitor().get(`/api/coupons/${'x'.repeat(65)}`)).statusCode).toBe(422);
    const many = Array.from({ length: 11 }, (_, index) => `applied=C${index}`).join('&');
    expect((await visitor().get(`/api/coupons/WELCOME5?${many}`)).statusCode).toBe(422);
  });
});

describe('POST and DELETE /api/company/coupon', () => {
  const applied = async (companyId: number) => t.app.db.select().from(companyCoupons).where(eq(companyCoupons.companyId, companyId));

  it('applies a coupon for an admin and answers the applied list with the discount per dashboard in cents', async () => {
    const response = await admin().post('/api/company/coupon', { coupon: 'welcome5' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ applied: [{ code: 'WELCOME5', type: 'price.discount', value: 5, name: '$5 off' }], discount: 500 });
    const second = await admin().post('/api/company/coupon', { coupon: 'AGENCY2' });
    expect(second.json().data.discount).toBe(700);
  });

  it('does not apply a duplicate again, nor a third discount, and changes nothing', async () => {
    const before = await applied(world.a.companyId);
    const duplicate = await admin().post('/api/company/coupon', { coupon: 'Welcome5' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ coupon: [COUPON_TEXTS.invalid('Welcome5')] });
    expect((await admin().post('/api/company/coupon', { coupon: 'EXTRA1' })).json().errors).toEqual({ coupon: [COUPON_TEXTS.notStackable] });
    expect(await applied(world.a.companyId)).toHaveLength(before.length);
  });

  it('adds a bonus coupon’s dashboards to the quota, and removing it takes them off', async () => {
    await admin().post('/api/company/coupon', { coupon: 'BONUS3' });
    const [withBonus] = await t.app.db.select().from(companies).where(eq(companies.id, world.a.companyId));
    expect(withBonus?.services.bonusDashboards).toBe(3);
    const removed = await admin().request('DELETE', '/api/company/coupon/bonus3');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.applied.map((coupon: { code: string }) => coupon.code)).toEqual(['WELCOME5', 'AGENCY2']);
    const [after] = await t.app.db.select().from(companies).where(eq(companies.id, world.a.companyId));
    expect(after?.services.bonusDashboards).toBe(0);
  });

  it('removing a discount reverses it; removing a code not applied is a 404', async () => {
    const response = await admin().request('DELETE', '/api/company/coupon/AGENCY2');
    expect(response.json().data.discount).toBe(500);
    expect((await admin().request('DELETE', '/api/company/coupon/AGENCY2')).statusCode).toBe(404);
  });

  it('lets a limited coupon be redeemed as often as it may, then refuses it', async () => {
    expect((await world.actors.foreignAdmin.client.post('/api/company/coupon', { coupon: 'ONCE' })).statusCode).toBe(200);
    expect((await admin().post('/api/company/coupon', { coupon: 'ONCE' })).json().errors).toEqual({ coupon: [COUPON_TEXTS.invalid('ONCE')] });
    expect((await visitor().get('/api/coupons/ONCE')).statusCode).toBe(422);
  });

  it('is for admins only, and a coupon applied to one company is not another’s', async () => {
    expect((await member().post('/api/company/coupon', { coupon: 'BONUS3' })).statusCode).toBe(403);
    expect((await member().get('/api/company/subscription')).statusCode).toBe(403);
    const otherCoupons = (await world.actors.foreignAdmin.client.get('/api/company/subscription')).json().data.coupons;
    expect(otherCoupons.applied.map((coupon: { code: string }) => coupon.code)).toEqual(['ONCE']);
  });

  it('gives a new-customers coupon to a company that has never paid, and refuses it to one that has', async () => {
    const paidAt = new Date('2026-01-01T00:00:00Z');
    await t.app.db.insert(orders).values({
      companyId: world.a.companyId,
      providerInvoiceId: 'in_paid_once',
      number: 'A-0001',
      paidAt,
      periodStart: paidAt,
      periodEnd: new Date('2026-02-01T00:00:00Z'),
      dashboards: 3,
      interval: 1,
      subtotal: 4500,
      discount: 0,
      total: 4500,
      description: '3 dashboards, monthly',
    });
    const before = await applied(world.a.companyId);
    const refused = await admin().post('/api/company/coupon', { coupon: 'newonly' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ coupon: [COUPON_TEXTS.invalid('newonly')] });
    expect(await applied(world.a.companyId)).toEqual(before);
    const fresh = await world.actors.foreignAdmin.client.post('/api/company/coupon', { coupon: 'NEWONLY' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.applied.map((coupon: { code: string }) => coupon.code)).toEqual(['ONCE', 'NEWONLY']);
  });
});
