import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { automaticReports, companies, companyCoupons, coupons, dashboards, orders, sources, users } from '../../src/db/schema.js';
import { downloadPath } from '../../src/pdf/download-link.js';
import type { TestApp } from './app.js';
import type { TestClient } from './client.js';
import { PASSWORD, createCompany, createUser } from './factories.js';
import { PNG, fileForm } from './images.js';

export const DASHBOARD_PASSWORD = 'open sesame';
export const EMBED_SITE_OF_A = 'https://tenant-a-client.example';

/** What company A owns, made through the API as its admin does. */
export interface CompanyData {
  companyId: number;
  adminId: number;
  /** A Mission Control group of A's, with one domain. */
  campaign: { id: number; domainId: number; snoozeId: number };
  memberId: number;
  /** Private, from the monthly-report template: widgets on a demo source. */
  dashboard: { id: number; permalink: string; widgetId: string };
  publicDashboard: { id: number; permalink: string };
  protectedDashboard: { id: number; permalink: string };
  sourceId: number;
  reportId: number;
  /** An uploaded logo: its name and served path. */
  file: { filename: string; url: string };
  /** A paid order, as the provider's webhook leaves it. */
  orderId: number;
  /** A coupon code applied to the company. */
  couponCode: string;
  /** A signed download address of an owner's PDF of the private dashboard (the file exists). */
  pdfDownload: string;
  /** The secret A's embed tokens are signed with; A allows EMBED_SITE_OF_A to embed. */
  embedSecret: string;
}

export interface Actor {
  name: string;
  client: TestClient;
  /** Signs in again (or, anonymous, takes a fresh guest XSRF token): after a request ended or replaced the session. */
  renew(): Promise<void>;
}

async function signedIn(t: TestApp, name: string, email: string | null): Promise<Actor> {
  const actor: Actor = {
    name,
    client: t.client(),
    async renew() {
      actor.client = t.client();
      if (email) await actor.client.signIn(email, PASSWORD);
      else await actor.client.pageConfig();
    },
  };
  await actor.renew();
  return actor;
}

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>, status: number): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`seeding failed: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { data: T }).data;
}

/** Company A's dashboards, report and logo, made anew by its admin (after earlier requests changed or deleted them). */
export async function seedCompanyData(t: TestApp, admin: TestClient, { companyId, adminId, memberId }: Pick<CompanyData, 'companyId' | 'adminId' | 'memberId'>): Promise<CompanyData> {
  // The team as made: an admin, and a member who may schedule reports, both having given the consents (a fuzzed profile save may withdraw them).
  const consented = { termsConsentAt: new Date(), ageConsentAt: new Date() };
  await t.app.db
    .update(users)
    .set({ roleName: 'admin', canCreateReports: true, ...consented })
    .where(eq(users.id, adminId));
  await t.app.db
    .update(users)
    .set({ roleName: 'member', canCreateReports: true, ...consented })
    .where(eq(users.id, memberId));
  const create = (name: string, template?: string) => ok<{ id: number; permalink: string }>(admin.post('/api/dashboards', { name, timezone: 'Europe/Paris', ...(template ? { template } : {}) }), 201);
  const dashboard = await create('Tenant A private report', 'monthly-report');
  const shown = await ok<{ widgets: Array<{ id: string; nature: string; instances: Array<{ sourceId: number }> }> }>(admin.get(`/api/dashboards/${dashboard.permalink}`), 200);
  const interactive = shown.widgets.find((widget) => widget.nature === 'interactive');
  if (!interactive?.instances[0]) throw new Error('the template has no interactive widget');

  const publicDashboard = await create('Tenant A public board', 'real-time');
  await ok(admin.put(`/api/dashboards/${publicDashboard.id}`, { public: true }), 200);
  const protectedDashboard = await create('Tenant A protected board');
  await ok(admin.put(`/api/dashboards/${protectedDashboard.id}`, { public: true }), 200);
  await ok(admin.put(`/api/dashboards/${protectedDashboard.id}`, { new_password: DASHBOARD_PASSWORD, password: DASHBOARD_PASSWORD }), 200);

  const report = await ok<{ id: number }>(
    admin.post('/api/automatic-reports', {
      dashboard_id: dashboard.id,
      recipients: 'tenant-a@client.example',
      period: 'WEEK',
      detail: 1,
      hour: 8,
      minute: 0,
      timezone: 'Europe/Paris',
      date_range: 'LAST_WEEK',
    }),
    201,
  );
  const file = await ok<{ filename: string; url: string }>(admin.post('/api/files/logo', fileForm('file', PNG, 'logo.png', 'image/png')), 201);
  // A sandbox switch of A's own: another company must neither see nor clear it.
  await ok(admin.post('/sandbox/google/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/meta/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/linkedin/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/tiktok/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/mailchimp/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/woocommerce/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/semrush/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/ahrefs/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/zendesk-sell/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/salesflare/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/serpstat/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/rankranger/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/seranking/control', { switch: 'quota', on: true }), 200);
  await ok(admin.post('/sandbox/accuranker/control', { switch: 'quota', on: true }), 200);
  const { orderId, couponCode } = await billingHistory(t.app, companyId);
  const group = await ok<{ id: number }>(admin.post('/api/campaigns', { name: 'Tenant A clients' }), 201);
  const groupDomain = await ok<{ id: number }>(admin.post(`/api/campaigns/${group.id}/domains`, { domain: 'tenant-a.example.com' }), 201);
  const groupSnooze = await ok<{ id: number }>(admin.post(`/api/campaigns/${group.id}/snoozes`, { domainId: groupDomain.id, mode: 'recovered', reason: 'Known' }), 201);
  const embedding = await ok<{ secret: string }>(admin.put('/api/company/embedding', { allowedSites: [EMBED_SITE_OF_A] }), 200);

  return {
    companyId,
    adminId,
    memberId,
    dashboard: { ...dashboard, widgetId: interactive.id },
    publicDashboard,
    protectedDashboard,
    sourceId: interactive.instances[0].sourceId,
    reportId: report.id,
    file,
    pdfDownload: await storedPdf(t.app, dashboard),
    orderId,
    couponCode,
    campaign: { id: group.id, domainId: groupDomain.id, snoozeId: groupSnooze.id },
    embedSecret: embedding.secret,
  };
}

/** A paid order and an applied coupon of the company, as payments and the coupon call leave them. */
async function billingHistory(app: FastifyInstance, companyId: number): Promise<{ orderId: number; couponCode: string }> {
  const couponCode = 'TENANTA';
  await app.db.insert(coupons).values({ code: couponCode, type: 'price.discount', value: 1, name: 'Tenant A discount' }).onConflictDoNothing();
  const [coupon] = await app.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, couponCode));
  await app.db.insert(companyCoupons).values({ companyId, couponId: coupon!.id }).onConflictDoNothing();
  const period = { periodStart: new Date('2026-01-01T00:00:00Z'), periodEnd: new Date('2026-02-01T00:00:00Z') };
  const [order] = await app.db
    .insert(orders)
    .values({
      companyId,
      providerInvoiceId: `in_tenant_a_${companyId}_${Date.now()}`,
      number: 'A-0001',
      paidAt: new Date(),
      ...period,
      dashboards: 3,
      interval: 1,
      subtotal: 4500,
      discount: 300,
      total: 4200,
      description: 'Subscription: 3 dashboards, monthly',
    })
    .returning({ id: orders.id });
  return { orderId: order!.id, couponCode };
}

/** A finished owner's PDF of the dashboard, as a render would leave it, and its signed address. */
async function storedPdf(app: FastifyInstance, dashboard: { id: number; permalink: string }): Promise<string> {
  const key = 'a'.repeat(40);
  await app.pdf.store.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'));
  return downloadPath(app.config.appKey, dashboard.permalink, { dashboardId: dashboard.id, key, audience: 'owner', filename: 'Tenant A.pdf', expires: Date.now() + 3_600_000, password: '' });
}

/**
 * Two companies: A with its admin and a member and everything above, B with
 * its admin only (the foreign actor); plus an anonymous visitor.
 */
export async function seedTenants(t: TestApp, quota?: { dashboards: number }) {
  const companyA = await createCompany(t.app, 'Tenant A');
  if (quota)
    await t.app.db
      .update(companies)
      .set({ services: { dashboards: quota.dashboards, bonusDashboards: 0 } })
      .where(eq(companies.id, companyA));
  const adminA = await createUser(t.app, { companyId: companyA, role: 'admin' });
  const memberA = await createUser(t.app, { companyId: companyA });
  const companyB = await createCompany(t.app, 'Tenant B');
  const adminB = await createUser(t.app, { companyId: companyB, role: 'admin' });
  const actors = {
    anonymous: await signedIn(t, 'anonymous', null),
    member: await signedIn(t, 'member', memberA.email),
    admin: await signedIn(t, 'admin', adminA.email),
    foreignAdmin: await signedIn(t, 'foreign admin', adminB.email),
  };
  const a = await seedCompanyData(t, actors.admin.client, { companyId: companyA, adminId: adminA.id, memberId: memberA.id });
  return { a, companyB, adminB: adminB.id, actors };
}

/** Whether everything seedCompanyData made is still there as it was made. */
export async function intactCompany(app: FastifyInstance, a: CompanyData): Promise<boolean> {
  const rows = await app.db
    .select({ id: dashboards.id, permalink: dashboards.permalink, active: dashboards.active, public: dashboards.public, passwordHash: dashboards.passwordHash })
    .from(dashboards)
    .where(inArray(dashboards.id, [a.dashboard.id, a.publicDashboard.id, a.protectedDashboard.id]));
  const asMade = (board: { id: number; permalink: string }, isPublic: boolean, isProtected: boolean) =>
    rows.some((row) => row.id === board.id && row.permalink === board.permalink && row.active && row.public === isPublic && (row.passwordHash !== null) === isProtected);
  const [source] = await app.db.select({ id: sources.id }).from(sources).where(eq(sources.id, a.sourceId));
  const [report] = await app.db.select({ id: automaticReports.id }).from(automaticReports).where(eq(automaticReports.id, a.reportId));
  const team = await app.db
    .select({ id: users.id, roleName: users.roleName, canCreateReports: users.canCreateReports, termsConsentAt: users.termsConsentAt, ageConsentAt: users.ageConsentAt })
    .from(users)
    .where(inArray(users.id, [a.adminId, a.memberId]));
  const consented = team.every((user) => user.termsConsentAt !== null && user.ageConsentAt !== null);
  const teamAsMade =
    consented && team.some((user) => user.id === a.adminId && user.roleName === 'admin') && team.some((user) => user.id === a.memberId && user.roleName === 'member' && user.canCreateReports);
  const file = await app.files.open(a.companyId, a.file.filename);
  file?.stream.destroy();
  return asMade(a.dashboard, false, false) && asMade(a.publicDashboard, true, false) && asMade(a.protectedDashboard, true, true) && Boolean(source && report && file) && teamAsMade;
}
