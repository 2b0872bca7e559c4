import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignDomainRequestSchema, campaignDomainSchema, campaignRequestSchema, campaignSchema, campaignSummarySchema, rowIdParamSchema } from '@pulseboard/shared/contracts';
import { signedInAdmin, signedInUser } from '../../../../plugins/app/authenticate.js';
import { adminRouteErrors, idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';

const domainParams = idParams.extend({ domainId: rowIdParamSchema });

/**
 * Mission Control groups (spec: campaigns) and their domains. Everyone in
 * the company sees and edits the groups' domains; creating, renaming and
 * deleting a group is for admins (spec §2: /groups/create is admin only).
 */
const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => reply.code(201).send({ data: await app.campaigns.create(signedInAdmin(request).companyId, request.body.name) }),
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
    async (request, reply) => reply.code(201).send({ data: await app.campaigns.addDomain(signedInUser(request).companyId, request.params.id, request.body.domain) }),
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
};

export default campaignRoutes;
