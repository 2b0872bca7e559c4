import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Company } from '@pulseboard/shared/contracts';
import { companyDetails } from '../../../../company/company-details.js';
import { signedInAdmin } from '../../../../plugins/app/authenticate.js';

/** An admin's change to their own company (403 for anyone else), answered with the company as it now is. */
export async function changeOwnCompany(app: FastifyInstance, request: FastifyRequest, change: (companyId: number) => Promise<void>): Promise<{ data: Company }> {
  const { companyId } = signedInAdmin(request);
  await change(companyId);
  return { data: await companyDetails(app, companyId) };
}
