import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { changedTables, fingerprint } from './helpers/db-fingerprint.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

/**
 * The calls of the admin-only screens (spec §6): billing, orders, the
 * company's record, its white label and the team's invitations. A member
 * sending each of them, in a shape the route would take from an admin, is
 * refused with 403 and nothing of the company changes.
 */
let t: TestApp;
let member: TestClient;
let invitee: number;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = await createCompany(t.app, 'Members and admins');
  await createUser(t.app, { companyId, role: 'admin', name: 'Ada Admin' });
  const mel = await createUser(t.app, { companyId, name: 'Mel Member' });
  const ivy = await createUser(t.app, { companyId, name: 'Ivy Teammate' });
  member = t.client();
  await member.signIn(mel.email, PASSWORD);
  invitee = ivy.id;
});
afterAll(() => t.close());

/** Each route in a shape an admin's request would take; `:invitee` is a teammate of the member. */
const ADMIN_ONLY: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: Record<string, unknown> }> = [
  { method: 'GET', url: '/api/orders' },
  { method: 'GET', url: '/api/orders/1/invoice' },
  { method: 'POST', url: '/api/payment/secure', body: { dashboards: 5, interval: 1, coupons: [] } },
  { method: 'GET', url: '/api/company/subscription' },
  { method: 'GET', url: '/api/company/subscription/quote?dashboards=5&interval=1' },
  { method: 'POST', url: '/api/company/subscription', body: { dashboards: 5, interval: 1 } },
  { method: 'PUT', url: '/api/company/subscription', body: { dashboards: 6, interval: 12 } },
  { method: 'POST', url: '/api/company/subscription/restore' },
  { method: 'POST', url: '/api/company/coupon', body: { coupon: 'SPRING10' } },
  { method: 'DELETE', url: '/api/company/coupon/SPRING10' },
  { method: 'POST', url: '/api/company/payment-method' },
  { method: 'DELETE', url: '/api/company', body: { cancel: true } },
  { method: 'POST', url: '/api/company/domain/check' },
  { method: 'POST', url: '/api/company/sender/check' },
  { method: 'POST', url: '/api/users/:invitee/invitation' },
];

it.each(ADMIN_ONLY)('refuses a member $method $url with 403, changing nothing', async ({ method, url, body }) => {
  const before = await fingerprint(t.app);
  const response = await member.request(method, url.replace(':invitee', String(invitee)), body);
  expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 403, message: expect.any(String) });
  expect(changedTables(before, await fingerprint(t.app))).toEqual([]);
});
