import fc from 'fast-check';
import { SESSION_COOKIE } from '../../../src/plugins/app/sessions.js';
import { DASHBOARD_TEMPLATES } from '../../../src/dashboards/templates.js';
import { createTestApp, type TestApp } from '../app.js';
import { changedTables, fingerprint, type Fingerprint } from '../db-fingerprint.js';
import { treeOf, type Hints } from './arbitraries.js';
import { operationOf, resolverOf, type OpenApiDocument } from './operations.js';
import { edgeRequestsOf, fieldSweepRequestsOf, requestsOf, type FuzzRequest } from './requests.js';
import { routeCollector, routeKey, type RegisteredRoute } from '../routes.js';
import { DASHBOARD_PASSWORD, intactCompany, seedCompanyData, seedTenants, type Actor } from '../tenant-world.js';

/**
 * Every route of the app, described in the OpenAPI document or hidden from
 * it, gets requests built from its schemas (shaped, boundary, nasty and plain
 * wrong values; bodies as JSON, malformed JSON, forms, multipart, other
 * types; over-limit bodies) from an anonymous visitor, a member, an admin and
 * another company's admin, and a well-formed admin's request with each of its
 * fields in turn set to a value that has broken handlers before. No answer may be a 5xx, and no refused (4xx)
 * request may change the database.
 *
 * FUZZ_SEED fixes the generated requests (printed with the summary);
 * FUZZ_RUNS is the number of random requests per route and actor.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);

/** Each route's requests come from its own seed, so adding a route does not change the others'. */
const seedOf = (key: string) => [...key].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED);

const describeRequest = (request: FuzzRequest) => {
  const payload = request.payload instanceof FormData ? `multipart: ${[...request.payload.keys()].join(', ')}` : request.payload;
  return { method: request.method, url: request.url.slice(0, 300), kind: request.kind, headers: request.headers, payload: payload?.slice(0, 300) };
};

/** Registers the fuzz test of one part of the routes: those whose index in the route table is `part` modulo `parts`. */
export function fuzzRoutes(part: number, parts: number): void {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let world: Awaited<ReturnType<typeof seedTenants>>;

  beforeAll(async () => {
    const collector = routeCollector();
    t = await createTestApp({
      onRoute: collector.onRoute,
      // No worker: rendering and sending would write to the database while fingerprints are compared.
      // Actors sign in again after each request that ended their session, more often than the login limits allow.
      env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', RATE_LIMIT_LOGIN_MAX: '100000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '100000' },
    });
    // Each part takes every `parts`-th route, so the parts run side by side in jest's workers.
    routes = collector.routes().filter((_route, index) => index % parts === part);
    world = await seedTenants(t, { dashboards: 10_000 });
  }, 60_000);
  afterAll(() => t.close());

  /** Company A's real ids and permalinks, another company's and missing ones, and values that pass validation, by field name. */
  function hints(): Hints {
    const { a } = world;
    const ids = [a.dashboard.id, a.publicDashboard.id, a.protectedDashboard.id, a.sourceId, a.reportId, a.adminId, a.memberId, world.adminB];
    const days = ['2024-01-01', '2024-01-31', '2024-02-29'];
    return {
      id: [...ids, '2147483647', '2147483648', '9007199254740993', '0', '-1', '1.5', '1e3', '0x10', ' 1'],
      permalink: [a.dashboard.permalink, a.publicDashboard.permalink, a.protectedDashboard.permalink, 'aaaaaaaaaaaa'],
      widget: [a.dashboard.widgetId, 'missing', [a.dashboard.widgetId, 'missing']],
      key: ['a'.repeat(40), 'f'.repeat(40)],
      companyId: [a.companyId, world.companyB, '2147483648'],
      filename: [a.file.filename, 'logo-missing.png'],
      type: ['demo', 'google_analytics', 'google_webmasters', 'facebook'],
      option: ['property', 'metrics', 'dimension'],
      appId: ['pulseboard'],
      '*': ['index.html', 'swagger-initializer.js', 'remoteEntry.js', '../../package.json', '%2e%2e/%2e%2e/package.json'],
      dashboard_id: [a.dashboard.id, a.publicDashboard.id, world.adminB],
      sourceId: [a.sourceId, null],
      // Creating from a template validates the source only once the template exists.
      template: DASHBOARD_TEMPLATES.map((template) => template.id),
      timezone: ['UTC', 'Europe/Paris', 'America/New_York'],
      startDate: days,
      endDate: days,
      compareStartDate: days,
      compareEndDate: days,
      date_range: [JSON.stringify({ startDate: '2024-01-01', endDate: '2024-01-31' })],
      recipients: ['a@client.example', 'a@client.example, b@client.example'],
      email: ['new-user@example.com', 'a@client.example'],
      password: ['correct horse battery', DASHBOARD_PASSWORD],
      password_confirmation: ['correct horse battery'],
      new_password: ['correct horse battery', null],
      config: [treeOf({ property: 'acme-shoes', dataset: 'web', metrics: ['sessions', 'conversions'], dimension: 'date' })],
      expression: ['{sessions} / 2', '{A:sessions} * 100 / {A:conversions}'],
      hour: [0, 8, 23],
      minute: [0, 59],
      detail: [1, 7, 'FIRST_DAY'],
      calculatedMetrics: [[]],
      socket_id: ['1234.5678'],
      channel_name: [`private-company.${a.companyId}`, `private-company.${world.companyB}`],
    };
  }

  /**
   * Routes whose successful requests would take away the world the other routes
   * are fuzzed in (company A, its admin and member, their passwords) get hints
   * that keep it: their deleting and password-changing successes are tested in
   * company.test.ts, team.test.ts and users.test.ts.
   */
  function routeHints(key: string, base: Hints): Hints {
    const notA = (ids: Hints[string]) => ids.filter((id) => id !== world.a.adminId && id !== world.a.memberId);
    if (key === 'DELETE /api/company') return { ...base, password: ['not the password'] };
    if (key === 'DELETE /api/users/:id') return { ...base, id: notA(base.id ?? []) };
    if (key === 'PUT /api/users/:id') return { ...base, current_password: ['not the password'] };
    return base;
  }

  it(`answers every request to every route below 500, and a refused request changes nothing (part ${part + 1} of ${parts})`, async () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const resolve = resolverOf(document);
    const actors: Actor[] = Object.values(world.actors);
    const statuses = new Map<number, number>();
    const serverErrors: unknown[] = [];
    const changes: unknown[] = [];
    let sent = 0;
    let baseline: Fingerprint | undefined;

    async function send(key: string, actor: Actor, request: FuzzRequest) {
      const before = baseline ?? (await fingerprint(t.app));
      const response = await actor.client.request(request.method as never, request.url, request.payload, { headers: request.headers, withoutCsrf: request.withoutCsrf });
      sent += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) serverErrors.push({ route: key, actor: actor.name, status: response.statusCode, request: describeRequest(request), body: response.body.slice(0, 300) });
      baseline = await fingerprint(t.app);
      if (response.statusCode >= 400 && response.statusCode < 500) {
        const changed = changedTables(before, baseline);
        if (changed.length) changes.push({ route: key, actor: actor.name, status: response.statusCode, changed, request: describeRequest(request) });
      }
      // Signed out, signed in as someone new, or registered: the actor goes back to who it is.
      if ((response.cookies as Array<{ name: string }>).some((cookie) => cookie.name === SESSION_COOKIE)) {
        await actor.renew();
        baseline = undefined;
      }
    }

    // No route is left out: those that end or replace a session (/logout, the sign-ins) are fuzzed
    // too, and the actor they signed out signs in again (send, above).
    for (const route of routes) {
      const key = routeKey(route);
      const operation = operationOf(route, document);
      const context = { resolve, hints: routeHints(key, hints()) };
      const requests = fc.sample(requestsOf(operation, context), { seed: seedOf(key), numRuns: RUNS * actors.length });
      for (const [index, request] of requests.entries()) await send(key, actors[index % actors.length] as Actor, request);
      for (const request of edgeRequestsOf(operation, context.hints)) {
        for (const actor of [world.actors.anonymous, world.actors.admin]) await send(key, actor, request);
      }
      for (const request of fieldSweepRequestsOf(operation, context, seedOf(key))) await send(key, world.actors.admin, request);
      // Deleted, archived, re-linked or made private by the requests above: company A gets its data back for the next route.
      if (!(await intactCompany(t.app, world.a))) {
        world.a = await seedCompanyData(t, world.actors.admin.client, world.a);
        baseline = undefined;
      }
    }

    const counts = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(`fuzz part ${part + 1} of ${parts}: seed ${SEED}, ${RUNS} runs per route and actor: ${sent} requests to ${routes.length} routes; ${counts}; 5xx answered: ${serverErrors.length}`);
    expect(serverErrors).toEqual([]);
    expect(changes).toEqual([]);
  }, 240_000);
}
