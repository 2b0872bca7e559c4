import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOURCE_TYPE_INFO, sourceCreateSchema, sourceCreatedSchema, sourceSchema, tokenCredentialsSchema, type SourceType } from '@pulseboard/shared/contracts';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { toSource } from '../../../../sources/repository.js';
import { ValidationFailed } from '../../../../lib/errors.js';
import { idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';
import { tryCredentials } from '../../../../sources/credential-trial.js';
import { newSourceFrom } from './credentials-input.js';
import providerRoutes from './provider-calls.js';
import { ownSource } from './own-source.js';

/** PUT /api/sources/{id}: re-authorise an OAuth source, or replace an account-plus-token source's credentials. */
const sourceUpdateSchema = z.union([z.object({ reauthorize: z.literal(true) }), tokenCredentialsSchema]);

const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['sources'], summary: "The company's sources, without credentials", response: { 200: z.object({ data: z.array(sourceSchema) }), 401: messageSchema } } },
    async (request) => ({ data: (await app.sources.list(signedInUser(request).companyId)).map(toSource) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['sources'],
        summary: 'Connect a source: tried with its credentials and stored, or the provider consent URL to send the browser to (OAuth)',
        body: sourceCreateSchema,
        response: { 200: sourceCreatedSchema, 201: sourceCreatedSchema, ...signedInRouteErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { name } = request.body;
      if (!app.connectors.has(name)) throw new ValidationFailed({ name: [`${SOURCE_TYPE_INFO[name].label} is not available yet.`] });
      const source = newSourceFrom(request.body);
      if (source.kind === 'oauth') {
        // An account typed before the consent (AccuRanker) goes with it, for the callback to check and keep.
        return { redirect: await app.oauth.authorizationUrl({ type: name, companyId: user.companyId, userId: user.id, account: source.account ?? undefined }) };
      }
      const properties = source.credentials ? await tryCredentials(app, name, { account: source.account, credentials: source.credentials }) : undefined;
      const row = await app.sources.create({ companyId: user.companyId, name, account: source.account, credentials: source.credentials, properties }, app.realtime.socketIdOf(request));
      return reply.code(201).send({ data: toSource(row) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['sources'],
        summary: 'Re-authorise a source or replace its account and token; a re-authorised source is valid again',
        params: idParams,
        body: sourceUpdateSchema,
        response: { 200: sourceCreatedSchema, 404: messageSchema, ...signedInRouteErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const row = await ownSource(app, request, request.params.id);
      const name = row.name as keyof typeof SOURCE_TYPE_INFO;
      const { credentials } = SOURCE_TYPE_INFO[name];
      if ('reauthorize' in request.body) {
        if (credentials !== 'oauth' && credentials !== 'account_oauth') throw new ValidationFailed({ reauthorize: ['This source is re-authorised with a new token.'] });
        const account = credentials === 'account_oauth' ? (row.account ?? undefined) : undefined;
        return { redirect: await app.oauth.authorizationUrl({ type: name, companyId: user.companyId, userId: user.id, sourceId: row.id, account }) };
      }
      const source = newSourceFrom({ kind: 'token', name, ...request.body });
      if (source.kind !== 'stored' || !source.credentials) throw new ValidationFailed({ token: ['This source is re-authorised through its provider.'] });
      const properties = await tryCredentials(app, name, { account: source.account, credentials: source.credentials });
      const saved = await app.sources.saveCredentials(row, source.credentials, { account: source.account, reauthorised: true });
      return { data: toSource(await app.sources.setProperties(saved, properties)) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags: ['sources'], summary: 'Remove a source', params: idParams, response: { 204: z.null().describe('Removed'), 404: messageSchema, ...signedInRouteErrors } },
    },
    async (request, reply) => {
      const row = await ownSource(app, request, request.params.id);
      const type = row.name as SourceType;
      // The provider forgets the grant too, unless another source may hold it: a grant is the person's, and revoking it ends
      // every source connected with it, another agency's too. A failure at the provider must not keep the source here.
      if (row.credentials && app.oauth.supports(type) && !(await app.sources.grantMayBeShared(row, app.oauth.grantTypes(type)))) {
        try {
          // Credentials that can no longer be opened (a changed key) are as much a failure there as the provider's.
          await app.oauth.revoke(type, app.sources.credentialsOf(row));
        } catch (error) {
          request.log.warn({ err: error, sourceId: row.id }, 'revoking the grant failed');
        }
      }
      await app.sources.remove(row, app.realtime.socketIdOf(request));
      return reply.code(204).send(null);
    },
  );

  await app.register(providerRoutes);
};

export default sourceRoutes;
