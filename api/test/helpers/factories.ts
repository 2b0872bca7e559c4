import type { FastifyInstance } from 'fastify';
import { companies, users, type RoleName, type User } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/passwords.js';

export const PASSWORD = 'correct horse battery';

export async function createCompany(app: FastifyInstance, name = 'Acme'): Promise<number> {
  const [company] = await app.db
    .insert(companies)
    .values({ name, state: 'active', services: { dashboards: 10, bonusDashboards: 0 }, requestedDashboards: 10 })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  return company.id;
}

let sequence = 0;

/** A user straight in the database, consents given and onboarding done unless told otherwise. */
export async function createUser(app: FastifyInstance, fields: { companyId: number; role?: RoleName; email?: string; name?: string; onboarding?: number; consents?: boolean }): Promise<User> {
  sequence += 1;
  const consentAt = fields.consents === false ? null : new Date();
  const [user] = await app.db
    .insert(users)
    .values({
      companyId: fields.companyId,
      name: fields.name ?? `User ${sequence}`,
      email: fields.email ?? `user${sequence}-${Date.now()}@example.com`,
      passwordHash: await hashPassword(PASSWORD),
      roleName: fields.role ?? 'member',
      termsConsentAt: consentAt,
      ageConsentAt: consentAt,
      onboarding: fields.onboarding ?? 6,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}
