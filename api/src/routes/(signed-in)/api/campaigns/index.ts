import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertListItemSchema,
  alertRuleSchema,
  alertRulesRequestSchema,
  campaignDomainRequestSchema,
  campaignDomainSchema,
  campaignRequestSchema,
  campaignSchema,
  campaignSummarySchema,
  campaignViewSchema,
  campaignWindowParamSchema,
  rowIdParamSchema,
  snoozeRequestSchema,
  snoozeSchema,
} from '@pulseboard/shared/contracts';
import { signedInAdmin, signedInUser } from '../../../../plugins/app/authenticate.js';
import { adminRouteErrors, idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';

const domainParams = idParams.extend({ domainId: rowIdParamSchema });
const snoozeParams = idParams.extend({ snoozeId: rowIdParamSchema });

/**
 * Mission Control groups (spec: campaigns) and their domains. Everyone in
 * the company sees and edits the groups' domains; creating, renaming and
 * deleting a group is for admins (spec §2: /groups/create is admin only).
 */
/**
 * "Check now" gathers every domain of the group inside the request (up to
 * the group's limit, each a few provider calls and a site check): a few in a
 * while serve an agency checking a change, more would spend its providers'
 * quotas and the workers' time for nothing new.
 */
const COLLECTS_PER_GROUP = 3;
const COLLECT_WINDOW_MS = 10 * 60_000;

const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const collectLimit = app.rateLimit({
    name: 'campaign-collect',
    max: COLLECTS_PER_GROUP,
    windowMs: COLLECT_WINDOW_MS,
    key: (request) => `company:${signedInUser(request).companyId}:group:${(request.params as { id: number }).id}`,
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['groups'],
        summary: "The company's groups with their number of domains",
        response: { 200: z.object({ data: z.array(campaignSummarySchema) }), ...signedInRouteErrors },
      },
    },
    async (request) => ({ data: await app.campaigns.list(signedInUser(request).companyId) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['groups'],
        summary: 'Create a group (admins only)',
        body: campaignRequestSchema,
        response: { 201: z.object({ data: campaignSchema }), ...adminRouteErrors },
      },
    },
    async (request, reply) => {
      const { companyId } = signedInAdmin(request);
      const created = await app.campaigns.create(companyId, request.body.name);
      await app.campaigns.ensureSampleSource(companyId);
      return reply.code(201).send({ data: created });
    },
  );

  app.get(
    '/alerts',
    {
      schema: {
        tags: ['groups'],
        summary: 'The company’s alerts firing, snoozed or recovered, across its groups, newest first',
        response: { 200: z.object({ data: z.array(alertListItemSchema) }), ...signedInRouteErrors },
      },
    },
    async (request) => ({ data: await app.campaigns.alerts(signedInUser(request).companyId) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['groups'],
        summary: 'A group with its domains; another company’s group is not found',
        params: idParams,
        response: { 200: z.object({ data: campaignSchema }), ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request) => ({ data: await app.campaigns.show(signedInUser(request).companyId, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['groups'],
        summary: 'Rename a group (admins only)',
        params: idParams,
        body: campaignRequestSchema,
        response: { 200: z.object({ data: campaignSchema }), ...adminRouteErrors, 404: messageSchema },
      },
    },
    async (request) => ({ data: await app.campaigns.rename(signedInAdmin(request).companyId, request.params.id, request.body.name) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['groups'],
        summary: 'Delete a group and its domains (admins only)',
        params: idParams,
        response: { 204: z.null(), ...adminRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      await app.campaigns.remove(signedInAdmin(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/domains',
    {
      schema: {
        tags: ['groups'],
        summary: 'Add a domain to a group: read with the public-suffix list ("https://Shop.Example.com/" is shop.example.com); 422 for an IP, a non-public name or one already in the group',
        params: idParams,
        body: campaignDomainRequestSchema,
        response: { 201: z.object({ data: campaignDomainSchema }), ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = signedInUser(request);
      const added = await app.campaigns.addDomain(companyId, request.params.id, request.body.domain);
      // Gathered at once, so the new row shows figures when the group is shown again.
      await app.campaigns.collectNow(companyId, request.params.id, added.id);
      return reply.code(201).send({ data: added });
    },
  );

  app.delete(
    '/:id/domains/:domainId',
    {
      schema: {
        tags: ['groups'],
        summary: 'Remove a domain from a group',
        params: domainParams,
        response: { 204: z.null(), ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      await app.campaigns.removeDomain(signedInUser(request).companyId, request.params.id, request.params.domainId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/view',
    {
      schema: {
        tags: ['groups'],
        summary: 'A group over the last 7 or 30 days (`days`): each domain’s figures with their change and daily series, its alerts, ranked by how unusual its changes are within the group',
        params: idParams,
        querystring: z.object({ days: campaignWindowParamSchema }),
        response: { 200: z.object({ data: campaignViewSchema }), ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request) => ({ data: await app.campaigns.view(signedInUser(request).companyId, request.params.id, request.query.days) }),
  );

  app.post(
    '/:id/collect',
    {
      schema: {
        tags: ['groups'],
        summary: `Gather the figures of the group’s domains now and evaluate its alerts again; ${COLLECTS_PER_GROUP} times in ${COLLECT_WINDOW_MS / 60_000} minutes per group, then 429`,
        params: idParams,
        response: { 204: z.null(), ...signedInRouteErrors, 404: messageSchema, 429: messageSchema },
      },
      preHandler: collectLimit,
    },
    async (request, reply) => {
      await app.campaigns.collectNow(signedInUser(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id/rules',
    {
      schema: {
        tags: ['groups'],
        summary: 'Replace the group’s alert rules (admins only) and judge the figures by them at once; unchanged rules keep their alerts',
        params: idParams,
        body: alertRulesRequestSchema,
        response: { 200: z.object({ data: z.array(alertRuleSchema) }), ...adminRouteErrors, 404: messageSchema },
      },
    },
    async (request) => {
      const { companyId } = signedInAdmin(request);
      const rules = await app.campaigns.replaceRules(companyId, request.params.id, request.body.rules);
      // A new rule speaks for the figures already gathered, not from the next gathering on.
      await app.campaigns.evaluate(request.params.id);
      return { data: rules };
    },
  );

  app.post(
    '/:id/snoozes',
    {
      schema: {
        tags: ['groups'],
        summary: 'Snooze one alert of a domain, or all of them, for N days, until a date or until it recovers; it wakes early when the change worsens by `wakeBy` more points',
        params: idParams,
        body: snoozeRequestSchema,
        response: { 201: z.object({ data: snoozeSchema }), ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.code(201).send({ data: await app.campaigns.snooze(user.companyId, request.params.id, user.id, request.body) });
    },
  );

  app.delete(
    '/:id/snoozes/:snoozeId',
    {
      schema: {
        tags: ['groups'],
        summary: 'End a snooze before its time',
        params: snoozeParams,
        response: { 204: z.null(), ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      await app.campaigns.unsnooze(signedInUser(request).companyId, request.params.id, request.params.snoozeId);
      return reply.code(204).send(null);
    },
  );
};

export default campaignRoutes;
