import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { SIGNED_IN_ONLY } from '../src/routes/(signed-in)/autohooks.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * Authentication by folder: a route is registered below routes/(signed-in),
 * whose autohooks put the session check in its scope, or it is public and
 * listed here with the reason. A route in neither place, a listed route that
 * has the check after all, or an entry for a route that is gone fails.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'liveness, for the process supervisor',
  'GET /email/confirm/:token': 'the link mailed to a new e-mail address, opened wherever its owner reads mail',
  'GET /tls-ask': "the TLS server's question whether a domain is a verified white-label domain",
  'GET /readyz': 'readiness, for load balancers',
  'GET /api/openapi.json': 'the API description',
  'GET /api/page-config': 'what the shell needs before anyone signs in (and the XSRF cookie)',
  'GET /api/remotes': 'where the front ends are loaded from',
  'POST /register': 'creates an account',
  'POST /login': 'signs in',
  'POST /logout': 'fine without a session',
  'POST /password/email': 'for whoever cannot sign in',
  'POST /password/reset': 'likewise, with the e-mailed token',
  'GET /api/dashboards/:permalink': 'a shared dashboard, for anyone with its link',
  'GET /api/dashboards/:permalink/widgets/data': "a shared dashboard's widgets' data",
  'POST /api/dashboards/:permalink/authorize': "a protected dashboard's password step",
  'GET /api/dashboards/:permalink/pdf': "a shared dashboard's PDF",
  'GET /api/dashboards/:permalink/realtime/pdf': "a shared dashboard's real-time PDF",
  'GET /api/dashboards/:permalink/pdf/files/:key': 'a finished PDF, behind a signed and expiring link',
  'GET /files/:companyId/:filename': 'the images public dashboards show, under names that cannot be guessed',
  'GET /embed/dashboards/:permalink': "the web app's page of an embedded dashboard, framable by its company's allowed sites",
  'OPTIONS /api/dashboards/:permalink': "the CORS preflight of a script embed's dashboard request, which holds no data",
  'OPTIONS /api/dashboards/:permalink/widgets/data': "the CORS preflight of a script embed's widgets' data request, which holds no data",
  'GET /api/sources/oauth/:type/callback': 'providers send the browser back here; signed out, it is redirected with an error',
  'POST /apps/:appId/events': 'the Pusher trigger API, signed with the realtime app secret',
  'POST /apps/:appId/batch_events': 'the Pusher trigger API, signed with the realtime app secret',
  'GET /api/billing/products': 'the prices the registration screen shows before the account exists',
  'GET /api/coupons/:code': 'the registration screen checks coupons before the account exists',
  'GET /api/sign-in/providers': 'the sign-in and registration screens show a button per provider before anyone signs in',
  'POST /register/:provider': 'registers through a provider, before the account exists',
  'GET /register/:provider/callback': 'providers send the browser back here; the sealed flow cookie says who started it',
  'POST /register/social/email': 'the e-mail of a registration whose provider shared none, before the account exists',
  'GET /register/social/confirm/:token': 'the link mailed for that registration',
  'POST /login/:provider': 'signs in through a provider',
  'POST /webhooks/stripe': "Stripe's events, verified by their signature on the raw body",
  'GET /sandbox/stripe/v3.js': 'the Stripe.js stand-in pages load, in sandbox mode',
  'GET /sandbox/social/control': "the sign-in fakes' switches, in sandbox mode",
  'POST /sandbox/social/control': "sets a sign-in fake's switch (declines, no e-mail, unconfirmed e-mail, token error), in sandbox mode: it changes the fakes, never the product's data",
  'POST /sandbox/stripe/control': "the Stripe fake's clock and failing-charges switch, in sandbox mode: it changes the fake's account, never the product's data",
};

/** Public areas by path prefix. */
const PUBLIC_PREFIXES: Record<string, string> = {
  '/api/docs': 'the API documentation page and its assets',
  '/remotes/': "the front ends' files",
  // The fakes answer as Google, Meta and LinkedIn would; their control panels (/sandbox/google/control, /sandbox/meta/control, /sandbox/linkedin/control, /sandbox/tiktok/control, /sandbox/mailchimp/control, /sandbox/woocommerce/control, /sandbox/zendesk-sell/control, /sandbox/salesflare/control, /sandbox/serpstat/control, /sandbox/rankranger/control, /sandbox/seranking/control, /sandbox/accuranker/control, /sandbox/semrush/control, /sandbox/ahrefs/control) are not among these.
  '/sandbox/social/google/': "Google's sign-in page, token endpoint and keys, faked in sandbox mode",
  '/sandbox/social/facebook/': "Facebook's login dialog and Graph API, faked in sandbox mode",
  '/sandbox/social/linkedin/': "LinkedIn's sign-in page, token endpoint and keys, faked in sandbox mode",
  '/sandbox/google/o/': "Google's consent screen, faked in sandbox mode",
  '/sandbox/google/oauth2/': "Google's token endpoint, faked in sandbox mode",
  '/sandbox/google/googleapis/': "Google's APIs, faked in sandbox mode",
  '/sandbox/google/analyticsadmin/': "Google's APIs, faked in sandbox mode",
  '/sandbox/google/analyticsdata/': "Google's APIs, faked in sandbox mode",
  '/sandbox/google/googleads/': "Google's APIs, faked in sandbox mode",
  '/sandbox/google/mybusinessaccountmanagement/': "Google's APIs, faked in sandbox mode",
  '/sandbox/google/mybusinessbusinessinformation/': "Google's APIs, faked in sandbox mode",
  '/sandbox/google/businessprofileperformance/': "Google's APIs, faked in sandbox mode",
  '/sandbox/google/sheets/': "Google's APIs, faked in sandbox mode",
  '/sandbox/meta/www/': "Facebook Login's dialog, faked in sandbox mode",
  '/sandbox/meta/graph/': "Meta's Graph API and token endpoint, faked in sandbox mode",
  '/sandbox/linkedin/www/': "LinkedIn's consent page, token and revocation endpoints, faked in sandbox mode",
  '/sandbox/linkedin/api/': "LinkedIn's REST API, faked in sandbox mode",
  '/sandbox/tiktok/business-api/': "TikTok For Business's consent page, token and revocation endpoints and Marketing API, faked in sandbox mode",
  '/sandbox/mailchimp/login/': "Mailchimp's authorize page, token and metadata endpoints, faked in sandbox mode",
  '/sandbox/mailchimp/api/': "Mailchimp's Marketing API, faked in sandbox mode",
  '/sandbox/semrush/api/': "Semrush's API, faked in sandbox mode: authenticated by the account's API key, as Semrush's",
  '/sandbox/semrush/www/': "Semrush's units balance, faked in sandbox mode: authenticated by the account's API key, as Semrush's",
  '/sandbox/ahrefs/api/': "Ahrefs' API v3, faked in sandbox mode: authenticated by the account's API key, as Ahrefs'",
  '/sandbox/woocommerce/stores/': "WooCommerce stores' REST API, faked in sandbox mode: authenticated by each store's consumer key and secret, as WooCommerce's",
  '/sandbox/zendesk-sell/oauth2/': "Zendesk Sell's authorisation page, token and revocation endpoints, faked in sandbox mode",
  '/sandbox/zendesk-sell/v2/': "Zendesk Sell's API, faked in sandbox mode: authenticated by Sell's own bearer tokens",
  '/sandbox/salesflare/api/': "Salesflare's API, faked in sandbox mode: authenticated by the account's API key, as Salesflare's",
  '/sandbox/serpstat/api/': "Serpstat's JSON-RPC API, faked in sandbox mode: authenticated by the account's API token, as Serpstat's",
  '/sandbox/rankranger/api/': "Rank Ranger's API, faked in sandbox mode: authenticated by the account's API key, as Rank Ranger's",
  '/sandbox/seranking/api/': "SE Ranking's project API, faked in sandbox mode: authenticated by the account's API key, as SE Ranking's",
  '/sandbox/accuranker/app/oauth/': "AccuRanker's authorisation page, token and revocation endpoints, faked in sandbox mode",
  '/sandbox/accuranker/app/api/': "AccuRanker's API, faked in sandbox mode: authenticated by AccuRanker's own bearer tokens",
  '/sandbox/stripe/v1/': "Stripe's browser API, faked in sandbox mode: authenticated by the publishable key and an intent's client secret, as Stripe's",
};

interface CollectedRoute {
  key: string;
  method: HTTPMethods;
  url: string;
  /** The session check is in the route's scope. */
  signedIn: boolean;
}

const isPublic = ({ key, url }: CollectedRoute) => key in PUBLIC_ROUTES || Object.keys(PUBLIC_PREFIXES).some((prefix) => url.startsWith(prefix));

let t: TestApp;
let routes: CollectedRoute[];

beforeAll(async () => {
  const registered: CollectedRoute[] = [];
  t = await createTestApp({
    onRoute(this: FastifyInstance, route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ key: `${method} ${route.url}`, method, url: route.url, signedIn: this.hasPlugin(SIGNED_IN_ONLY) });
    },
  });
  // The HEAD route Fastify adds beside each GET is the GET.
  const gets = new Set(registered.filter((route) => route.method === 'GET').map((route) => route.url));
  routes = registered.filter((route) => route.method !== 'HEAD' || !gets.has(route.url));
}, 60_000);
afterAll(() => t.close());

it('checks the session on every route but the public ones listed', () => {
  const wrong = routes
    .filter((route) => route.signedIn === isPublic(route))
    .map((route) => `${route.key} (${route.signedIn ? 'has the session check, yet is listed as public' : 'is public, yet not listed'})`);
  expect(wrong).toEqual([]);
  const registered = new Set(routes.map((route) => route.key));
  expect(Object.keys(PUBLIC_ROUTES).filter((key) => !registered.has(key))).toEqual([]);
});

it('answers 401 to an anonymous request on every signed-in route, before CSRF and validation', async () => {
  const signedIn = routes.filter((route) => route.signedIn);
  expect(signedIn.length).toBeGreaterThan(30);
  for (const route of signedIn) {
    const response = await t.app.inject({ method: route.method, url: route.url.replace(/:\w+/g, '1') });
    expect({ route: route.key, status: response.statusCode, body: response.json() }).toEqual({ route: route.key, status: 401, body: { message: 'Unauthenticated.' } });
  }
});

it('documents the 401 and 403 of the session checks on every signed-in route the API description shows', async () => {
  const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }>();
  const documented = routes
    .filter((route) => route.signedIn)
    .flatMap((route) => {
      const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return operation?.responses ? [{ route: route.key, statuses: Object.keys(operation.responses) }] : [];
    });
  expect(documented.length).toBeGreaterThan(30);
  expect(documented.filter(({ statuses }) => !statuses.includes('401') || !statuses.includes('403'))).toEqual([]);
});
