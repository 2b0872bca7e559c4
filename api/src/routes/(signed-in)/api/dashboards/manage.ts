import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_PASSWORD_MISMATCH,
  dashboardCreateSchema,
  dashboardListQuerySchema,
  dashboardLockedErrorSchema,
  dashboardListSchema,
  dashboardSharingSchema,
  dashboardSummarySchema,
  dashboardTemplateSchema,
  dashboardUpdateSchema,
  MAX_DASHBOARD_NAME_LENGTH,
} from '@pulseboard/shared/contracts';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { ownDashboard } from '../../../../dashboards/access.js';
import type { Executor } from '../../../../db/client.js';
import type { User } from '../../../../db/schema.js';
import { DASHBOARD_TEMPLATES, findTemplate } from '../../../../dashboards/templates.js';
import { toSummary } from '../../../../dashboards/to-dashboard.js';
import { hashPassword } from '../../../../lib/passwords.js';
import { ValidationFailed } from '../../../../lib/errors.js';
import { idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';
import { templateSourceOf } from '../../../../dashboards/template-source.js';

const COPY_SUFFIX = ' (copy)';
/** "Report (copy)": the name is cut where the suffix would take it past the limit, so that the copy can be saved as it is. */
const copyName = (name: string) => `${name.slice(0, MAX_DASHBOARD_NAME_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;

const createdSchema = z.object({ data: z.object({ id: z.number().int(), permalink: z.string() }) });
const manageErrors = { 402: messageSchema, 404: messageSchema, ...signedInRouteErrors };
/** Archiving or deleting a dashboard another user is editing would take their work from under them: 423 with who. */
const removalErrors = { ...manageErrors, 423: dashboardLockedErrorSchema };
/** Creating from a template that asks the source's provider how to lay itself out. */
const providerErrors = { 409: messageSchema, 502: messageSchema, 503: messageSchema };

/** The company's own dashboards: list, create from a template, clone, archive, restore, delete and settings. */
const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = (companyId: number, id: number) => ownDashboard(app, companyId, id);
  /** The company's dashboard, unless another user holds its edit lock (DashboardLocked, answered 423). */
  const notEditedByOthers = async (user: User, id: number) => {
    const row = await own(user.companyId, id);
    app.editLocks.assertEditable(await app.editLocks.current(row), user);
    return row;
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The company's dashboards, searched, filtered by status, sorted and paged",
        querystring: dashboardListQuerySchema,
        response: { 200: dashboardListSchema, 401: messageSchema },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await app.dashboards.list(signedInUser(request).companyId, request.query);
      return { data: rows.map(toSummary), meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) } };
    },
  );

  app.get(
    '/templates',
    { schema: { tags: ['dashboards'], summary: 'Templates a new dashboard can start from', response: { 200: z.object({ data: z.array(dashboardTemplateSchema) }), 401: messageSchema } } },
    async () => ({
      data: DASHBOARD_TEMPLATES.map((template) => ({
        id: template.id,
        name: template.name,
        description: template.description,
        widgetsCount: template.widgets({ id: 0, property: '', choices: {} }).length,
        sourceType: template.sourceType ?? null,
      })),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Create a dashboard, blank or from a template; 402 at the plan quota',
        body: dashboardCreateSchema,
        response: { 201: createdSchema, ...manageErrors, ...providerErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { name, template: templateId, timezone, ...choice } = request.body;
      const template = findTemplate(templateId);
      if (templateId && !template) throw new ValidationFailed({ template: ['Pick one of the templates.'] });
      // A template may read a provider (a spreadsheet's columns) or add the sample-data source: not for a company at its quota.
      if (template) await app.dashboards.withinQuota(user.companyId, async () => undefined);
      const widgets = template ? template.widgets(await templateSourceOf(app, user.companyId, template, choice, app.realtime.socketIdOf(request))) : [];
      const fields = { companyId: user.companyId, createdBy: user.id, name, widgets, rangeType: template?.rangeType ?? 'last_month', timezone: timezone ?? 'UTC' };
      const row = await app.dashboards.withinQuota(user.companyId, (tx) => app.dashboards.create(fields, tx));
      return reply.code(201).send({ data: { id: row.id, permalink: row.permalink } });
    },
  );

  app.post(
    '/:id/clone',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Copy a dashboard with its widgets and settings (not its password or public link)',
        params: idParams,
        response: { 201: createdSchema, ...manageErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const source = await own(user.companyId, request.params.id);
      const row = await app.dashboards.withinQuota(user.companyId, async (tx) => {
        const copy = await app.dashboards.create(
          { companyId: user.companyId, createdBy: user.id, name: copyName(source.name), widgets: source.widgets, rangeType: source.rangeType, timezone: source.timezone },
          tx,
        );
        const { styles, footer, hiddenDateSelector, startDate, endDate, compareStartDate, compareEndDate } = source;
        return app.dashboards.update(copy.id, { styles, footer, hiddenDateSelector, startDate, endDate, compareStartDate, compareEndDate }, tx);
      });
      return reply.code(201).send({ data: { id: row.id, permalink: row.permalink } });
    },
  );

  app.delete(
    '/:id/archive',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Archive a dashboard: it leaves the quota and its public link stops working; 423 while another user is editing it',
        params: idParams,
        response: { 200: z.object({ data: dashboardSummarySchema }), ...removalErrors },
      },
    },
    async (request) => {
      const row = await notEditedByOthers(signedInUser(request), request.params.id);
      return { data: toSummary(await app.dashboards.update(row.id, { active: false })) };
    },
  );

  app.put(
    '/:id/restore',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Bring an archived dashboard back; 402 at the plan quota',
        params: idParams,
        response: { 200: z.object({ data: dashboardSummarySchema }), ...manageErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const row = await own(user.companyId, request.params.id);
      const restore = (tx?: Executor) => app.dashboards.update(row.id, { active: true }, tx);
      return { data: toSummary(row.active ? await restore() : await app.dashboards.withinQuota(user.companyId, restore)) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Delete a dashboard for good; 423 while another user is editing it',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...removalErrors },
      },
    },
    async (request, reply) => {
      const row = await notEditedByOthers(signedInUser(request), request.params.id);
      await app.dashboards.remove(row.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Refresh the permalink, set or remove the password, or make the dashboard public or private',
        params: idParams,
        body: dashboardUpdateSchema,
        response: { 200: z.object({ data: dashboardSharingSchema }), ...manageErrors },
      },
    },
    async (request) => {
      const row = await own(signedInUser(request).companyId, request.params.id);
      const body = request.body;
      const updated = await (async () => {
        if ('category' in body) return app.dashboards.refreshPermalink(row.id);
        if ('new_password' in body) {
          if (body.new_password !== null && body.password !== body.new_password) throw new ValidationFailed({ password: [DASHBOARD_PASSWORD_MISMATCH] });
          return app.dashboards.update(row.id, { passwordHash: body.new_password === null ? null : await hashPassword(body.new_password) });
        }
        return app.dashboards.update(row.id, { public: body.public });
      })();
      return { data: { permalink: updated.permalink, passwordProtected: updated.passwordHash !== null, public: updated.public } };
    },
  );
};

export default manageRoutes;
