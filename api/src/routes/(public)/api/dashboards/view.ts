import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardAuthorizeSchema,
  dashboardSchema,
  dashboardWidgetDataQuerySchema,
  EMBED_ERROR_CODES,
  EMBED_HEADER,
  PUBLIC_DASHBOARD_HEADER,
  visibleToPublic,
  widgetDataSchema,
} from '@pulseboard/shared/contracts';
import { precedingRange } from '@pulseboard/shared/dates';
import { runWidgetQuery } from '../../../../query/index.js';
import { viewDashboard } from '../../../../dashboards/access.js';
import { asEmbedded, assertWithinLock } from '../../../../embedding/embed-access.js';
import { issueDashboardToken } from '../../../../dashboards/password-token.js';
import { toDashboard } from '../../../../dashboards/to-dashboard.js';
import { verifyPassword } from '../../../../lib/passwords.js';
import { notFound, ValidationFailed } from '../../../../lib/errors.js';
import { messageSchema, unsafeRouteErrors } from '../../../schemas.js';
import { clientGoneSignal } from '../../../../lib/client-gone.js';

const permalinkParams = z.object({ permalink: z.string().min(1).max(64) });
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
  for (const url of ['/:permalink', '/:permalink/widgets/:widgetId/data']) {
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
        querystring: z.object({ timezone: z.string().max(64).optional() }),
        response: { 200: z.object({ data: dashboardSchema }), 403: embedRefusedSchema, 404: messageSchema, 422: unsafeRouteErrors[422] },
      },
    },
    async (request, reply) => {
      const { row, owner, embed } = await viewDashboard(app, request, request.params.permalink);
      if (!owner) reply.header(PUBLIC_DASHBOARD_HEADER, '1');
      // The public part of a dashboard may change at any time: never from a shared cache.
      reply.header('cache-control', 'private, no-store');
      const dashboard = toDashboard(row, owner, owner ? await app.editLocks.current(row) : null, await app.companyData.logoOf(row.companyId));
      return { data: embed ? asEmbedded(dashboard, embed) : dashboard };
    },
  );

  app.get(
    '/:permalink/widgets/:widgetId/data',
    {
      schema: {
        tags: ['dashboards'],
        summary: "One widget's data for the view's range and comparison (default: the same length just before), in the dashboard's time zone",
        params: permalinkParams.extend({ widgetId: z.string().min(1).max(100) }),
        querystring: dashboardWidgetDataQuerySchema,
        response: { 200: z.object({ data: widgetDataSchema }), 403: embedRefusedSchema, 404: messageSchema, 422: unsafeRouteErrors[422] },
      },
    },
    async (request, reply) => {
      const { row, owner, embed } = await viewDashboard(app, request, request.params.permalink);
      const widget = row.widgets.find((candidate) => candidate.id === request.params.widgetId);
      if (!widget || widget.nature !== 'interactive' || (!owner && !visibleToPublic(widget))) throw notFound();
      const { startDate, endDate, compareStartDate, compareEndDate } = request.query;
      const range = { startDate, endDate };
      const compare = compareStartDate && compareEndDate ? { startDate: compareStartDate, endDate: compareEndDate } : precedingRange(range);
      if (embed) assertWithinLock(embed, range, compare);
      reply.header('cache-control', 'private, no-store');
      const query = { instances: widget.instances, calculatedMetrics: widget.calculatedMetrics, orderBy: widget.orderBy, rowsLimit: widget.rowsLimit, realTime: widget.realTime };
      const timezone = embed?.params.timezone ?? row.timezone;
      const data = await runWidgetQuery(app, row.companyId, { widget: query, range, compare, timezone }, clientGoneSignal(reply));
      return { data };
    },
  );

  app.post(
    '/:permalink/authorize',
    {
      preHandler: app.rateLimit({
        name: 'dashboard-password',
        max: AUTHORIZE_ATTEMPTS_PER_MINUTE,
        windowMs: 60_000,
        key: (request) => `${request.ip}|${(request.params as { permalink: string }).permalink}`,
      }),
      schema: {
        tags: ['dashboards'],
        summary: "Trade a protected dashboard's password for a viewing token",
        params: permalinkParams,
        body: dashboardAuthorizeSchema,
        response: { 200: z.object({ data: z.object({ token: z.string() }) }), 404: messageSchema, ...unsafeRouteErrors },
      },
    },
    async (request) => {
      const row = await app.dashboards.findByPermalink(request.params.permalink);
      if (!row || !row.public || !row.active || !row.passwordHash) throw notFound();
      if (!(await verifyPassword(row.passwordHash, request.body.password))) throw new ValidationFailed({ password: ['The password is not correct.'] });
      return { data: { token: issueDashboardToken(app.config.appKey, row.id, row.passwordHash) } };
    },
  );
};

export default viewRoutes;
