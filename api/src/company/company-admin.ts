import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY_NAME_MISMATCH, type CompanyDelete, type CompanyUpdate } from '@pulseboard/shared/contracts';
import { companies, type User } from '../db/schema.js';
import { isOwnFileUrl } from '../files/company-files.js';
import { ValidationFailed } from '../lib/errors.js';
import { verifyPassword } from '../lib/passwords.js';

const FOREIGN_LOGO = 'Upload the image first; only images uploaded to this company can be used.';
const WRONG_PASSWORD = 'The password is incorrect.';

/** How an admin confirms deleting the company: the request's own fields. */
type DeletionConfirmation = Pick<CompanyDelete, 'password' | 'companyName'>;

/** What an admin changes of the company as a whole: its details, and deleting it. */
export function companyAdmin(app: FastifyInstance) {
  const { db } = app;
  return {
    /** Stores the company form; a logo must be one of the company's own uploads. */
    async update(companyId: number, input: CompanyUpdate): Promise<void> {
      if (input.logo !== null && !isOwnFileUrl(companyId, input.logo)) throw new ValidationFailed({ logo: [FOREIGN_LOGO] });
      await db
        .update(companies)
        .set({ name: input.name, phone: input.phone, logo: input.logo, ...(input.timezone ? { timezone: input.timezone } : {}) })
        .where(eq(companies.id, companyId));
    },

    /**
     * Deletes the company and everything it owns: every row goes with the
     * company's (each table references it on delete cascade, users' sessions
     * with the users), then its uploaded files. The admin's password confirms
     * it; an admin without one (signing in through a provider) types the
     * company's name instead.
     */
    async delete(admin: User, { password, companyName }: DeletionConfirmation): Promise<void> {
      if (admin.passwordHash) {
        if (!(await verifyPassword(admin.passwordHash, password ?? ''))) throw new ValidationFailed({ password: [WRONG_PASSWORD] });
      } else {
        const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, admin.companyId));
        if (!company || companyName?.trim() !== company.name.trim()) throw new ValidationFailed({ companyName: [COMPANY_NAME_MISMATCH] });
      }
      await db.delete(companies).where(eq(companies.id, admin.companyId));
      await app.files.removeAll(admin.companyId);
    },
  };
}

export type CompanyAdmin = ReturnType<typeof companyAdmin>;
