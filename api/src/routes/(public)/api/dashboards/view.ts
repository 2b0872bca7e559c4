import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardAuthorizeSchema,
  dashboardSchema,
  dashboardWidgetsDataQuerySchema,
  EMBED_ERROR_CODES,
  EMBED_HEADER,
  MAX_WIDGETS_PER_DATA_REQUEST,
  PUBLIC_DASHBOARD_HEADER,
  widgetDataLineSchema,
  WIDGETS_DATA_CONTENT_TYPE,
} from '@pulseboard/shared/contracts';
import { orderedView } from '@pulseboard/shared/dates';
import { viewDashboard } from '../../../../dashboards/access.js';
import { widgetDataLines } from '../../../../dashboards/widget-data-lines.js';
import { asEmbedded, assertWithinLock } from '../../../../embedding/embed-access.js';
import { issueDashboardToken } from '../../../../dashboards/password-token.js';
import { toDashboard } from '../../../../dashboards/to-dashboard.js';
import { verifyPassword } from '../../../../lib/passwords.js';
import { HttpError, notFound, ValidationFailed } from '../../../../lib/errors.js';
import { clientOf } from '../../../../lib/client-address-key.js';
import { lockoutKeys } from '../../../../plugins/app/password-lockout.js';
import { waitText } from '../../../../plugins/external/rate-limit.js';
import { messageSchema, unsafeRouteErrors } from '../../../schemas.js';
import { clientGoneSignal } from '../../../../lib/client-gone.js';
import { permalinkParams } from '../../../../dashboards/permalink.js';

const embedRefusedSchema = messageSchema.extend({ code: z.enum(EMBED_ERROR_CODES) }).describe(`An embed's token is not valid or has expired, or it locks another range (the ${EMBED_HEADER} header)`);

/** What a script embed's requests send: the API client's headers and the embed token. */
const EMBED_REQUEST_HEADERS = ['accept', 'content-type', EMBED_HEADER, 'x-identification', 'x-requested-with', 'x-socket-id'].join(', ');

/** Password attempts per minute per visitor and dashboard. */
const AUTHORIZE_ATTEMPTS_PER_MINUTE = 10;

/**
 * What anyone with the link may reach (spec §4): the dashboard itself and the
 * password step of a protected one. Owners get everything; public viewers the
 * public part, marked by a header.
 */
const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  // A script embed on a client's site reads these answers across origins: refusals included, which say
  // nothing of a dashboard the site may not see (embedAccess checks the site before any data goes out).
  app.addHook('onRequest', async (request, reply) => {
    const { origin } = request.headers;
    if (origin && request.headers[EMBED_HEADER] !== undefined) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  });
  for (const url of ['/:permalink', '/:permalink/widgets/data']) {
    app.options(url, { schema: { hide: true } }, async (request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', request.headers.origin ?? '*')
        .header('access-control-allow-methods', 'GET')
        .header('access-control-allow-headers', EMBED_REQUEST_HEADERS)
        .header('access-control-max-age', '600')
        .header('vary', 'Origin')
        .send(),
    );
  }

  app.get(
    '/:permalink',
    {
      schema: {
        tags: ['dashboards'],
        summary: `A dashboard by its permalink; public viewers get the ${PUBLIC_DASHBOARD_HEADER} header, a protected one answers 422 until its password token comes as Authorization: Bearer`,
        description: `An embed sends the ${EMBED_HEADER} header: its signed token, or "public" for a public dashboard embedded without one (docs/embedding.md).`,
        params: permalinkParams,
        // Ignored: the dashboard's own time zone rules. Still accepted from clients that send it.
        querystring: z.object({ timezone: z.string().max(64).optional() }),
        response: { 200: z.object({ data: dashboardSchema }), 403: embedRefusedSchema, 404: messageSchema, 422: unsafeRouteErrors[422] },
      },
    },
    async (request, reply) => {
      const view = await viewDashboard(app, request, request.params.permalink);
      const { row, owner, embed } = view;
      if (!owner) reply.header(PUBLIC_DASHBOARD_HEADER, '1');
      // The public part of a dashboard may change at any time: never from a shared cache.
      reply.header('cache-control', 'private, no-store');
      const [lock, logo] = await Promise.all([owner ? app.editLocks.current(row) : null, app.companyData.logoOf(row.companyId)]);
      const dashboard = toDashboard(view, lock, logo);
      return { data: embed ? asEmbedded(dashboard, embed) : dashboard };
    },
  );

  app.get(
    '/:permalink/widgets/data',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Widgets' data for the view's range and comparison (default: the same length just before), in the dashboard's time zone",
        description: `Up to ${MAX_WIDGETS_PER_DATA_REQUEST} widgets, each named by a \`widget\` parameter; without one, the first ${MAX_WIDGETS_PER_DATA_REQUEST} with data that the viewer sees, in the order the dashboard shows them (real-time ones first), or with \`viewportHeight\` (CSS pixels) those the grid puts near a first screen of that height. The answer is newline-delimited JSON (${WIDGETS_DATA_CONTENT_TYPE}): a line per widget as soon as its data is ready, with its data or the status and body its own request would have had (404 for a widget the viewer may not see).`,
        params: permalinkParams,
        querystring: dashboardWidgetsDataQuerySchema,
        response: {
          200: { description: 'A line per widget, first ready first', content: { [WIDGETS_DATA_CONTENT_TYPE]: { schema: widgetDataLineSchema } } },
          403: embedRefusedSchema,
          404: messageSchema,
          422: unsafeRouteErrors[422],
        },
      },
    },
    async (request, reply) => {
      const view = await viewDashboard(app, request, request.params.permalink);
      const { widget, viewportHeight, startDate, endDate, compareStartDate, compareEndDate } = request.query;
      const { range, compare } = orderedView({ startDate, endDate, compareStartDate, compareEndDate });
      if (view.embed) assertWithinLock(view.embed, range, compare);
      const timezone = view.embed?.params.timezone ?? view.row.timezone;
      const widgetIds = typeof widget === 'string' ? [widget] : widget;
      const lines = widgetDataLines(app, request, { view, widgetIds, viewportHeight, range, compare, timezone, signal: clientGoneSignal(reply) });
      // The type provider types the payload as the schema's one line; a stream of them is sent as it is, each line checked as it is written.
      return reply
        .header('cache-control', 'private, no-store')
        .type(WIDGETS_DATA_CONTENT_TYPE)
        .send(lines as never);
    },
  );

  app.post(
    '/:permalink/authorize',
    {
      preHandler: app.rateLimit({
        name: 'dashboard-password',
        max: AUTHORIZE_ATTEMPTS_PER_MINUTE,
        windowMs: 60_000,
        key: (request) => `${clientOf(request)}|${(request.params as { permalink: string }).permalink}`,
      }),
      schema: {
        tags: ['dashboards'],
        summary: "Trade a protected dashboard's password for a viewing token",
        params: permalinkParams,
        body: dashboardAuthorizeSchema,
        response: {
          200: z.object({ data: z.object({ token: z.string() }) }),
          404: messageSchema,
          ...unsafeRouteErrors,
          429: messageSchema.describe('Too many attempts from this address, or too many wrong passwords for this dashboard from anywhere: wait as Retry-After says'),
        },
      },
    },
    async (request, reply) => {
      const row = await app.dashboards.findByPermalink(request.params.permalink);
      if (!row || !row.public || !row.active || !row.passwordHash) throw notFound();
      // The limit per address above does not stop guesses spread over many addresses: the dashboard's own count does.
      const lockout = lockoutKeys.dashboard(row.id);
      const wait = await app.passwordLockout.waitFor(lockout);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, `Too many wrong passwords for this dashboard. Please try again in ${waitText(wait)}.`);
      }
      if (!(await verifyPassword(row.passwordHash, request.body.password))) {
        await app.passwordLockout.failed(lockout);
        throw new ValidationFailed({ password: ['The password is not correct.'] });
      }
      await app.passwordLockout.succeeded(lockout);
      return { data: { token: issueDashboardToken(app.config.appKey, row.id, row.passwordHash) } };
    },
  );
};

export default viewRoutes;
