import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySchema, whitelabelDomainInputSchema, whitelabelSenderInputSchema } from '@pulseboard/shared/contracts';
import { signedInAdmin, signedInUser } from '../../../../plugins/app/authenticate.js';
import { changeOwnCompany } from './company-answer.js';
import { adminRouteErrors, messageSchema } from '../../../schemas.js';

const companyEnvelope = z.object({ data: companySchema });
/** Each check asks the DNS several questions: enough for an admin waiting on a new record, too few to use the API as a DNS probe. */
const CHECKS_PER_MINUTE = 12;

/** The company's white-label domain and sender (admins only): set them, and check their DNS records. */
const whitelabelRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin check comes first, so a member's refused requests do not spend the company's checks.
  const adminOnly = async (request: FastifyRequest) => void signedInAdmin(request);
  const checkLimit = app.rateLimit({ name: 'whitelabel-check', max: CHECKS_PER_MINUTE, windowMs: 60_000, key: (request) => `company:${signedInUser(request).companyId}` });

  app.put(
    '/domain',
    {
      schema: {
        tags: ['company'],
        summary: 'Set the white-label domain clients open (a subdomain such as reports.agency.com), or remove it with null',
        description: 'A new domain starts unverified: the product answers on it once its CNAME and ownership TXT records check out.',
        body: whitelabelDomainInputSchema,
        response: { 200: companyEnvelope, ...adminRouteErrors },
      },
    },
    async (request) => changeOwnCompany(app, request, (companyId) => app.whitelabel.setDomain(companyId, request.body.domain)),
  );

  app.post(
    '/domain/check',
    {
      schema: {
        tags: ['company'],
        summary: "Look the domain's CNAME and ownership TXT records up now; each one that is not right says why",
        response: { 200: companyEnvelope, ...adminRouteErrors, 409: messageSchema.describe('No domain yet'), 429: messageSchema },
      },
      preHandler: [adminOnly, checkLimit],
    },
    async (request) => changeOwnCompany(app, request, (companyId) => app.whitelabel.checkDomain(companyId)),
  );

  app.put(
    '/sender',
    {
      schema: {
        tags: ['company'],
        summary: 'Set the address report e-mails come from (a DKIM key is made for its domain), or remove it with null',
        description: 'Mail goes from it once its SPF, DKIM and DMARC records check out and active_email is true; until then from the product.',
        body: whitelabelSenderInputSchema,
        response: { 200: companyEnvelope, ...adminRouteErrors },
      },
    },
    async (request) => changeOwnCompany(app, request, (companyId) => app.whitelabel.setSender(companyId, request.body)),
  );

  app.post(
    '/sender/check',
    {
      schema: {
        tags: ['company'],
        summary: "Look the sender domain's SPF, DKIM and DMARC records up now; each one that is not right says why",
        response: { 200: companyEnvelope, ...adminRouteErrors, 409: messageSchema.describe('No sender yet'), 429: messageSchema },
      },
      preHandler: [adminOnly, checkLimit],
    },
    async (request) => changeOwnCompany(app, request, (companyId) => app.whitelabel.checkSender(companyId)),
  );
};

export default whitelabelRoutes;
