import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app.js';
import { changedTables, fingerprint } from './helpers/db-fingerprint.js';
import { routeCollector, routeKey, type RegisteredRoute } from './helpers/routes.js';
import { EMBED_SITE_OF_A, seedTenants, type CompanyData } from './helpers/tenant-world.js';
import { widgetsDataPath } from './helpers/widget-data.js';

/**
 * Tenant isolation over the whole route table: every registered route either
 * takes something company A owns, and is called with A's real ids and
 * permalinks by the admin of company B, or is classified with the reason it
 * holds no tenant data. A route missing from the table fails the test.
 */

interface CrossTenantCall {
  method: InjectOptions['method'];
  url: string;
  body?: Record<string, unknown> | FormData;
}

interface CrossTenantCheck {
  call: (a: CompanyData) => CrossTenantCall;
  /** 404 (spec: a foreign id answers as missing), or 403 where the route refuses by design. */
  status: 403 | 404;
}

/** The route answers 200 for the caller's own data only: what it shows must hold nothing of A's. */
interface ScopedCheck {
  call: (a: CompanyData) => CrossTenantCall;
  status: 200 | 422;
  /** What the answer must say about A's id, besides leaking nothing. */
  assert: (response: LightMyRequestResponse) => void;
}

type Entry = CrossTenantCheck | ScopedCheck | { classified: string };

/** The fakes with a control panel at /sandbox/<fake>/control. */
const SANDBOX_FAKES = [
  'google',
  'meta',
  'linkedin',
  'tiktok',
  'mailchimp',
  'semrush',
  'ahrefs',
  'woocommerce',
  'zendesk-sell',
  'salesflare',
  'serpstat',
  'rankranger',
  'seranking',
  'accuranker',
] as const;

/**
 * A fake's control panel seen by company B while A's quota switch is on: B reads, sets and resets
 * only its own switches, so it always sees none.
 */
function controlPanelChecks(fake: string): Array<[string, Entry]> {
  const url = `/sandbox/${fake}/control`;
  const noSwitches = (response: LightMyRequestResponse) => expect(response.json().switches).toEqual({});
  return [
    [`GET ${url}`, { status: 200, call: () => ({ method: 'GET', url }), assert: noSwitches }],
    [`POST ${url}`, { status: 200, call: () => ({ method: 'POST', url, body: { switch: 'quota', on: false } }), assert: noSwitches }],
    [`POST ${url}/reset`, { status: 200, call: () => ({ method: 'POST', url: `${url}/reset` }), assert: noSwitches }],
  ];
}

const EMBEDDING_SETTINGS =
  "no tenant id: the caller's own company's embedding settings, made on first read (so not free of writes as the checks here must be; embedding.test.ts shows neither secret nor sites cross companies)";

const MATRIX: Record<string, Entry> = {
  // Dashboards: management and editing by id.
  'POST /api/dashboards/:id/clone': { status: 404, call: (a) => ({ method: 'POST', url: `/api/dashboards/${a.dashboard.id}/clone` }) },
  'DELETE /api/dashboards/:id/archive': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/dashboards/${a.dashboard.id}/archive` }) },
  'PUT /api/dashboards/:id/restore': { status: 404, call: (a) => ({ method: 'PUT', url: `/api/dashboards/${a.dashboard.id}/restore` }) },
  'DELETE /api/dashboards/:id': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/dashboards/${a.dashboard.id}` }) },
  'PUT /api/dashboards/:id': { status: 404, call: (a) => ({ method: 'PUT', url: `/api/dashboards/${a.dashboard.id}`, body: { public: true } }) },
  'POST /api/dashboards/:id': { status: 404, call: (a) => ({ method: 'POST', url: `/api/dashboards/${a.dashboard.id}`, body: namedForm('Taken over') }) },
  'POST /api/dashboards/:id/lock': { status: 404, call: (a) => ({ method: 'POST', url: `/api/dashboards/${a.dashboard.id}/lock` }) },
  'DELETE /api/dashboards/:id/lock': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/dashboards/${a.dashboard.id}/lock` }) },
  // Dashboards by permalink: a private one is not found, whoever asks.
  'GET /api/dashboards/:permalink': { status: 404, call: (a) => ({ method: 'GET', url: `/api/dashboards/${a.dashboard.permalink}` }) },
  'GET /api/dashboards/:permalink/widgets/data': {
    status: 404,
    call: (a) => ({ method: 'GET', url: widgetsDataPath(a.dashboard.permalink, [a.dashboard.widgetId], { startDate: '2024-01-01', endDate: '2024-01-31' }) }),
  },
  'POST /api/dashboards/:permalink/authorize': { status: 404, call: (a) => ({ method: 'POST', url: `/api/dashboards/${a.dashboard.permalink}/authorize`, body: { password: 'guess' } }) },
  'GET /api/dashboards/:permalink/pdf': { status: 404, call: (a) => ({ method: 'GET', url: `/api/dashboards/${a.dashboard.permalink}/pdf?timezone=UTC` }) },
  'GET /api/dashboards/:permalink/realtime/pdf': { status: 404, call: (a) => ({ method: 'GET', url: `/api/dashboards/${a.dashboard.permalink}/realtime/pdf?timezone=UTC` }) },
  'GET /api/dashboards/:permalink/pdf/files/:key': { status: 404, call: (a) => ({ method: 'GET', url: a.pdfDownload }) },
  // Sources.
  'PUT /api/sources/:id': { status: 404, call: (a) => ({ method: 'PUT', url: `/api/sources/${a.sourceId}`, body: { account: 'taken', token: 'over' } }) },
  'DELETE /api/sources/:id': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/sources/${a.sourceId}` }) },
  'GET /api/sources/:id/properties': { status: 404, call: (a) => ({ method: 'GET', url: `/api/sources/${a.sourceId}/properties` }) },
  'GET /api/sources/:id/:option': { status: 404, call: (a) => ({ method: 'GET', url: `/api/sources/${a.sourceId}/property?searchTerm=a` }) },
  'POST /api/widgets/data': {
    status: 200,
    call: (a) => ({
      method: 'POST',
      url: '/api/widgets/data',
      body: {
        widget: { instances: [{ id: 'i1', type: 'demo', prefix: 'A', sourceId: a.sourceId, config: { property: 'acme-shoes', dataset: 'web', metrics: ['sessions'], dimension: 'date' } }] },
        range: { startDate: '2024-01-01', endDate: '2024-01-31' },
        compare: null,
        timezone: 'UTC',
      },
    }),
    assert: (response) => expect(response.json().data.errors).toEqual([expect.objectContaining({ kind: 'missing_source' })]),
  },
  // Users, files, automatic reports, realtime.
  'PUT /api/users/:id': { status: 404, call: (a) => ({ method: 'PUT', url: `/api/users/${a.memberId}`, body: { name: 'Taken over' } }) },
  'DELETE /api/users/:id': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/users/${a.memberId}` }) },
  // Mission Control groups by id, and their domains.
  'GET /api/campaigns/:id': { status: 404, call: (a) => ({ method: 'GET', url: `/api/campaigns/${a.campaign.id}` }) },
  'PUT /api/campaigns/:id': { status: 404, call: (a) => ({ method: 'PUT', url: `/api/campaigns/${a.campaign.id}`, body: { name: 'Taken over' } }) },
  'DELETE /api/campaigns/:id': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/campaigns/${a.campaign.id}` }) },
  'POST /api/campaigns/:id/domains': { status: 404, call: (a) => ({ method: 'POST', url: `/api/campaigns/${a.campaign.id}/domains`, body: { domain: 'intruder.example.com' } }) },
  'DELETE /api/campaigns/:id/domains/:domainId': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/campaigns/${a.campaign.id}/domains/${a.campaign.domainId}` }) },
  'GET /api/campaigns/:id/view': { status: 404, call: (a) => ({ method: 'GET', url: `/api/campaigns/${a.campaign.id}/view?days=30` }) },
  'POST /api/campaigns/:id/collect': { status: 404, call: (a) => ({ method: 'POST', url: `/api/campaigns/${a.campaign.id}/collect` }) },
  'PUT /api/campaigns/:id/rules': { status: 404, call: (a) => ({ method: 'PUT', url: `/api/campaigns/${a.campaign.id}/rules`, body: { rules: [] } }) },
  'POST /api/campaigns/:id/snoozes': { status: 404, call: (a) => ({ method: 'POST', url: `/api/campaigns/${a.campaign.id}/snoozes`, body: { domainId: a.campaign.domainId, mode: 'recovered' } }) },
  'DELETE /api/campaigns/:id/snoozes/:snoozeId': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/campaigns/${a.campaign.id}/snoozes/${a.campaign.snoozeId}` }) },
  'GET /api/campaigns/alerts': { status: 200, call: () => ({ method: 'GET', url: '/api/campaigns/alerts' }), assert: (response) => expect(response.json().data).toEqual([]) },
  'GET /api/campaigns': { status: 200, call: () => ({ method: 'GET', url: '/api/campaigns' }), assert: (response) => expect(response.json().data).toEqual([]) },
  // A user's sign-in methods: their own only, never a teammate's, let alone another company's user's.
  'GET /api/users/:id/identities': { status: 404, call: (a) => ({ method: 'GET', url: `/api/users/${a.adminId}/identities` }) },
  'POST /api/users/:id/identities/:provider': { status: 404, call: (a) => ({ method: 'POST', url: `/api/users/${a.adminId}/identities/google` }) },
  'DELETE /api/users/:id/identities/:provider': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/users/${a.adminId}/identities/google` }) },
  'POST /api/users/:id/invitation': { status: 404, call: (a) => ({ method: 'POST', url: `/api/users/${a.memberId}/invitation` }) },
  'GET /api/users': {
    status: 200,
    call: () => ({ method: 'GET', url: '/api/users' }),
    assert: (response) => expect(response.json().data.map((user: { id: number }) => user.id)).toEqual([expect.any(Number)]),
  },
  'GET /api/company': { status: 200, call: () => ({ method: 'GET', url: '/api/company' }), assert: (response) => expect(response.json().data.name).toBe('Tenant B') },
  'POST /api/company': {
    status: 422,
    call: (a) => ({ method: 'POST', url: '/api/company', body: { name: 'Tenant B', phone: '', logo: a.file.url } }),
    assert: (response) => expect(response.json().errors).toEqual({ logo: ['Upload the image first; only images uploaded to this company can be used.'] }),
  },
  'DELETE /api/files': { status: 404, call: (a) => ({ method: 'DELETE', url: '/api/files', body: { filename: a.file.filename } }) },
  'DELETE /api/automatic-reports/:id': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/automatic-reports/${a.reportId}` }) },
  'GET /api/automatic-reports': {
    status: 200,
    call: (a) => ({ method: 'GET', url: `/api/automatic-reports?dashboard_id=${a.dashboard.id}` }),
    assert: (response) => expect(response.json().data).toEqual([]),
  },
  'POST /api/automatic-reports': {
    status: 422,
    call: (a) => ({
      method: 'POST',
      url: '/api/automatic-reports',
      body: { dashboard_id: a.dashboard.id, recipients: 'b@client.example', period: 'WEEK', detail: 1, hour: 8, minute: 0, timezone: 'UTC', date_range: 'LAST_WEEK' },
    }),
    assert: (response) => expect(response.json().errors).toEqual({ dashboard_id: ['The dashboard does not exist.'] }),
  },
  'POST /broadcasting/auth': { status: 403, call: (a) => ({ method: 'POST', url: '/broadcasting/auth', body: { socket_id: '1234.5678', channel_name: `private-company.${a.companyId}` } }) },
  // Billing: orders by id, coupons by code; the rest acts on the caller's own company.
  'GET /api/orders/:id/invoice': { status: 404, call: (a) => ({ method: 'GET', url: `/api/orders/${a.orderId}/invoice` }) },
  'DELETE /api/company/coupon/:code': { status: 404, call: (a) => ({ method: 'DELETE', url: `/api/company/coupon/${a.couponCode}` }) },
  'GET /api/orders': { status: 200, call: () => ({ method: 'GET', url: '/api/orders' }), assert: (response) => expect(response.json().data).toEqual([]) },
  'GET /api/company/subscription': {
    status: 200,
    call: () => ({ method: 'GET', url: '/api/company/subscription' }),
    assert: (response) => expect(response.json().data).toMatchObject({ subscription: null, coupons: { applied: [], discount: 0 } }),
  },
  'GET /api/company/subscription/quote': {
    status: 200,
    call: () => ({ method: 'GET', url: '/api/company/subscription/quote?dashboards=2&interval=1' }),
    assert: (response) => expect(response.json().data).toMatchObject({ timing: 'new', discountPerDashboard: 0 }),
  },
  'POST /api/company/coupon': {
    status: 422,
    call: (a) => ({ method: 'POST', url: '/api/company/coupon', body: { coupon: `${a.couponCode}-nope` } }),
    assert: (response) => expect(response.json().errors).toEqual({ coupon: [expect.stringContaining('is invalid')] }),
  },
  // Embedding: the caller's own company's settings; A's secret and site are markers that must never show.
  'GET /api/company/embedding': { classified: EMBEDDING_SETTINGS },
  'PUT /api/company/embedding': { classified: EMBEDDING_SETTINGS },
  'POST /api/company/embedding/secret': { classified: EMBEDDING_SETTINGS },
  'OPTIONS /api/dashboards/:permalink': { classified: 'no tenant data: a CORS preflight answers the same for any permalink' },
  'OPTIONS /api/dashboards/:permalink/widgets/data': { classified: 'no tenant data: a CORS preflight answers the same for any permalink' },
  'GET /embed/dashboards/:permalink': {
    classified: "public by design: the web app's page, framable by the sites its company allowed; the dashboard's data comes from GET /api/dashboards/:permalink under its rules (embedding.test.ts)",
  },
  // Lists of the caller's own company: A's rows never show.
  'GET /api/dashboards': { status: 200, call: () => ({ method: 'GET', url: '/api/dashboards?search=Tenant' }), assert: (response) => expect(response.json().data).toEqual([]) },
  'GET /api/sources': { status: 200, call: () => ({ method: 'GET', url: '/api/sources' }), assert: (response) => expect(response.json().data).toEqual([]) },

  // The sandbox's switches: B sees and changes only its own, never A's quota switch.
  ...Object.fromEntries(SANDBOX_FAKES.flatMap(controlPanelChecks)),

  'GET /files/:companyId/:filename': { classified: 'public by design: the images public dashboards show, served without a session under unguessable names derived from their content (files.test.ts)' },
  'GET /api/sources/oauth/:type/callback': {
    classified: 'no tenant id: the one-use state names the user who started the consent and is refused for anyone else (oauth-flow.test.ts); presenting it uses it up',
  },
  'POST /apps/:appId/events': { classified: 'no session: the Pusher trigger API, signed with the realtime app secret that only servers hold' },
  'POST /apps/:appId/batch_events': { classified: 'no session: the Pusher trigger API, signed with the realtime app secret that only servers hold' },
  'POST /broadcasting/user-auth': { classified: "no tenant id: signs the caller's own user on their socket" },
  'GET /healthz': { classified: 'no tenant data: liveness and database reachability' },
  'GET /readyz': { classified: 'no tenant data: whether the process sheds load' },
  'GET /api/page-config': { classified: "no tenant id: the caller's own session, user and company" },
  'GET /api/remotes': { classified: 'no tenant data: where the front ends are loaded from' },
  'GET /api/openapi.json': { classified: 'no tenant data: the API description' },
  'POST /register': { classified: 'no tenant id: creates a new company' },
  'POST /login': { classified: 'no tenant id: signs in with credentials' },
  'POST /logout': { classified: "no tenant id: ends the caller's own session" },
  'POST /password/email': { classified: 'no tenant id: the answer is the same whether the address exists or not' },
  'POST /password/reset': { classified: "no tenant id: an e-mailed token, checked against its user's address" },
  'GET /email/confirm/:token': { classified: 'no tenant id: an e-mailed token naming its user, used once' },
  'PUT /api/onboarding': { classified: "no tenant id: the caller's own onboarding" },
  'POST /api/messages/dismissals': { classified: 'no tenant id: closes a message for the caller only' },
  'POST /api/sources': { classified: "no tenant id: connects a source to the caller's own company" },
  'GET /api/configs/sources': { classified: "no tenant data: the product's source types" },
  'GET /api/configs/templates': { classified: "no tenant data: the product's widget templates" },
  'GET /api/configs/widgets/:type': { classified: "no tenant data: a source type's catalogue" },
  'GET /api/dashboards/templates': { classified: "no tenant data: the product's dashboard templates" },
  'POST /api/dashboards': { classified: "no tenant id: creates a dashboard in the caller's own company" },
  'POST /api/widgets/calculated-metrics/validate': { classified: 'no tenant data: checks an expression against the columns sent' },
  'POST /api/files/:kind': { classified: "no tenant id: uploads into the caller's own company" },
  'POST /api/campaigns': { classified: "no tenant id: creates a group in the caller's own company" },
  'POST /api/users': { classified: "no tenant id: invites into the caller's own company" },
  'DELETE /api/company': { classified: "no tenant id: deletes the caller's own company, confirmed by their password (company.test.ts)" },
  'PUT /api/company/domain': { classified: "no tenant id: sets the caller's own company's domain; one held by another company is refused (whitelabel.test.ts)" },
  'POST /api/company/domain/check': { classified: "no tenant id: checks the caller's own company's domain" },
  'PUT /api/company/sender': { classified: "no tenant id: sets the caller's own company's sender" },
  'POST /api/company/sender/check': { classified: "no tenant id: checks the caller's own company's sender" },
  'POST /api/company/subscription': { classified: "no tenant id: subscribes the caller's own company (billing-lifecycle.test.ts)" },
  'PUT /api/company/subscription': { classified: "no tenant id: changes the caller's own company's plan (billing-lifecycle.test.ts)" },
  'POST /api/company/subscription/restore': { classified: "no tenant id: restores the caller's own company's canceled plan" },
  'POST /api/company/payment-method': { classified: "no tenant id: starts saving a card for the caller's own company" },
  'POST /api/payment/secure': { classified: "no tenant id: the checkout of the caller's own new company" },
  'GET /api/billing/products': { classified: "no tenant data: the product's prices" },
  'GET /api/coupons/:code': { classified: 'no tenant data: whether a coupon code is valid (the redemptions of a company are not told)' },
  'POST /webhooks/stripe': { classified: "no session: Stripe's events, refused unless signed with the webhook secret (billing-webhooks.test.ts)" },
  'GET /api/sign-in/providers': { classified: 'no tenant data: the providers this server offers' },
  'POST /register/:provider': { classified: 'no tenant id: starts a registration, which creates a company of its own' },
  'GET /register/:provider/callback': { classified: 'no tenant id: the sealed flow cookie of the browser that started it names the user, and only for linking, checked against the session' },
  'POST /register/social/email': { classified: "no tenant id: the registration waiting in this browser's sealed cookie" },
  'GET /register/social/confirm/:token': { classified: 'no tenant id: an e-mailed token of a registration, used once' },
  'POST /login/:provider': { classified: 'no tenant id: starts a sign-in' },
  'GET /tls-ask': { classified: 'no session: says whether a domain is a verified white-label domain, what any TLS server could learn from DNS' },
  'GET /sandbox/social/control': { classified: "no tenant data: the sign-in fakes' switches (sandbox mode only)" },
  'POST /sandbox/social/control': { classified: "no tenant data: sets a sign-in fake's switch, for every visitor of the sandbox alike (sandbox mode only)" },
  'POST /sandbox/stripe/control': {
    classified: "no tenant data: moves the Stripe fake's clock, or fails the charges of a fake customer named by its id, which only its company's billing knows (sandbox mode only)",
  },
};

/** Whole areas without tenant data, by path prefix. */
const GROUPS: Array<{ prefix: string; reason: string }> = [
  { prefix: '/api/docs', reason: 'no tenant data: the API documentation page and its assets' },
  { prefix: '/remotes/', reason: "no tenant data: the front ends' static files" },
  { prefix: '/sandbox/', reason: "no tenant data: the providers' fakes (sandbox mode only), serving their own fixtures; the control routes have entries of their own" },
];

function namedForm(name: string) {
  const form = new FormData();
  form.append('name', name);
  return form;
}

/** What of company A must never reach company B: names, permalinks, the report's recipient, the file, the embed secret and site. */
const markersOf = (a: CompanyData) => [
  'Tenant A',
  a.dashboard.permalink,
  a.publicDashboard.permalink,
  a.protectedDashboard.permalink,
  'tenant-a@client.example',
  a.file.filename,
  a.embedSecret,
  EMBED_SITE_OF_A,
];

function entryOf(route: RegisteredRoute): Entry | undefined {
  const entry = MATRIX[routeKey(route)];
  if (entry) return entry;
  const group = GROUPS.find((candidate) => route.url.startsWith(candidate.prefix));
  return group && { classified: group.reason };
}

let t: TestApp;
let routes: RegisteredRoute[];
let world: Awaited<ReturnType<typeof seedTenants>>;

beforeAll(async () => {
  const collector = routeCollector();
  t = await createTestApp({ onRoute: collector.onRoute, env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0' } });
  routes = collector.routes();
  world = await seedTenants(t);
}, 60_000);
afterAll(() => t.close());

it('has an entry for every registered route, and none for a route that is gone', () => {
  const missing = routes.filter((route) => !entryOf(route)).map(routeKey);
  if (missing.length) throw new Error(`Routes without an entry in the tenant matrix (check them cross-tenant or classify them): ${missing.join(', ')}`);
  const registered = new Set(routes.map(routeKey));
  const gone = Object.keys(MATRIX).filter((key) => !registered.has(key));
  if (gone.length) throw new Error(`Tenant matrix entries for routes that are not registered: ${gone.join(', ')}`);
});

it("refuses company B's admin everything of company A's, and changes nothing", async () => {
  const a = world.a;
  const checks = routes.flatMap((route) => {
    const entry = entryOf(route);
    return entry && !('classified' in entry) ? [{ key: routeKey(route), entry }] : [];
  });
  for (const { key, entry } of checks) {
    const { method, url, body } = entry.call(a);
    const before = await fingerprint(t.app);
    const response = await world.actors.foreignAdmin.client.request(method, url, body);
    const changed = changedTables(before, await fingerprint(t.app));
    expect({ key, status: response.statusCode, changed }).toEqual({ key, status: entry.status, changed: [] });
    for (const marker of markersOf(a)) expect({ key, leaked: response.body.includes(marker) ? marker : null }).toEqual({ key, leaked: null });
    if ('assert' in entry) entry.assert(response);
  }
  // The same calls as A's own admin succeed, so the 404s above are about the tenant, not a broken request.
  expect((await world.actors.admin.client.get(`/api/dashboards/${a.dashboard.permalink}`)).statusCode).toBe(200);
  expect((await world.actors.admin.client.get(a.pdfDownload)).statusCode).toBe(200);

  const classified = routes.length - checks.length;
  console.log(`tenant matrix: ${routes.length} routes enumerated, ${checks.length} checked cross-tenant, ${classified} classified`);
});
