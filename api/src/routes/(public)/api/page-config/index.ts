import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageConfigSchema, questionnaireSchema, type PageConfig } from '@pulseboard/shared/contracts';
import { toCurrentUser } from '../../../../lib/current-user.js';

function errorReporting(app: FastifyInstance): PageConfig['errorReporting'] {
  const { browserDsn, environment } = app.config.errorReporting;
  return browserDsn ? { dsn: browserDsn, environment, release: app.identification } : null;
}

const pageConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['session'],
        summary: 'What the shell needs before it renders; also sets the XSRF-TOKEN cookie',
        response: { 200: pageConfigSchema },
      },
    },
    async (request, reply) => {
      const { user } = request;
      // Independent reads, asked together: every page load waits for this answer.
      const [served, company, messages, dismissedMessages] = await Promise.all([
        app.whitelabel.servedCompanyOf(request.hostname),
        user ? app.companyData.forCompany(user.companyId) : null,
        user ? app.messages.activeFor(user.companyId) : [],
        user ? app.messages.dismissedBy(user.id) : [],
      ]);
      app.csrf.issue(request, reply);
      reply.header('cache-control', 'no-store');
      return {
        identification: app.identification,
        productTitle: served?.name ?? app.config.productTitle,
        brand: served && { name: served.name, logo: served.logo },
        user: user ? toCurrentUser(user) : null,
        company,
        messages,
        dismissedMessages,
        onboarding: user?.onboarding ?? 0,
        flow: user?.flow ?? null,
        questionnaire: z
          .nullable(questionnaireSchema)
          .catch(null)
          .parse(user?.questionnaire ?? null),
        maxWidgetsForPdf: app.config.maxWidgetsForPdf,
        realtime: app.realtime.clientConfig,
        errorReporting: errorReporting(app),
        remotes: await app.remoteEntries.descriptors(),
      };
    },
  );
};

export default pageConfigRoutes;
