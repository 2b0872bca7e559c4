import type { FastifyInstance } from 'fastify';
import { ROLE_IDS, TEAM_ROLES, discountPerDashboard, type Company } from '@pulseboard/shared/contracts';
import { productsOf } from '../billing/products.js';
import { notFound } from '../lib/errors.js';

const ROLES = TEAM_ROLES.map((name) => ({ id: ROLE_IDS[name], name }));

/** GET /api/company: the company's details, its white-label domain and sender with their DNS records, and its company-wide data. */
export async function companyDetails(app: FastifyInstance, companyId: number): Promise<Company> {
  const found = await app.companyData.companyWithData(companyId);
  if (!found) throw notFound();
  const { company, data } = found;
  const { domainDns, emailDns } = app.whitelabel.recordsOf(company);
  return {
    ...data,
    phone: company.phone,
    timezone: company.timezone,
    roles: ROLES,
    domain: company.domain,
    domainCname: app.config.whitelabel.cnameTarget,
    domainVerified: company.domainVerifiedAt !== null,
    domainDns,
    domainCheckedAt: company.domainCheckedAt?.toISOString() ?? null,
    emailUsername: company.fromAddress ? company.fromAddress.slice(0, company.fromAddress.lastIndexOf('@')) : null,
    emailDns,
    emailCheckedAt: company.emailCheckedAt?.toISOString() ?? null,
    products: await productsOf(app.db),
    discount: discountPerDashboard(await app.coupons.appliedTo(companyId)),
  };
}
