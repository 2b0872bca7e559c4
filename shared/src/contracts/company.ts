import * as z from './zod.js';
import { timeZoneSchema } from './time-zone.js';
import { productSchema } from './billing.js';
import { fileUrlSchema } from './file-url.js';
import { TEAM_ROLES } from './team.js';
import { dnsRecordCheckSchema } from './whitelabel.js';

/** A connected data source as the shell sees it (spec §3): no credentials ever reach the browser. */
export const sourceSummarySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  account: z.nullable(z.string()),
  invalid: z.boolean(),
});
export type SourceSummary = z.infer<typeof sourceSummarySchema>;

export const subscriptionSummarySchema = z.object({
  id: z.number().check(z.int()),
  interval: z.number().check(z.int()),
  state: z.string(),
});

export const servicesSchema = z.object({
  dashboards: z.number().check(z.int()),
  bonusDashboards: z.number().check(z.int()),
});
export type Services = z.infer<typeof servicesSchema>;

/**
 * Company-wide data (spec §3) the shell keeps for the signed-in user; the
 * realtime events replace its sources and subscription state live.
 */
export const companyDataSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** The company's logo (one of its uploaded images), shown in the shell and to its clients. */
  logo: z.nullable(z.string()),
  /** trial, active, canceled, overdue; other values are possible and not shown. */
  state: z.string(),
  expiresAt: z.nullable(z.string()),
  /** When an account that was canceled or deleted came back. */
  restoredAt: z.nullable(z.string()),
  services: servicesSchema,
  subscription: z.nullable(subscriptionSummarySchema),
  sources: z.array(sourceSummarySchema),
  dashboardsCount: z.number().check(z.int()),
  campaignsCount: z.number().check(z.int()),
  /** The company's own sender address for report e-mails (white label), as stored: in use only with activeEmail (ownSenderOf). */
  fromAddress: z.nullable(z.string()),
  /** Whether report e-mails use the white-label sender once it is verified. */
  activeEmail: z.boolean(),
  /** Whether the DNS records of that address are verified, so mail sent from it is delivered. */
  verifiedWhitelabel: z.boolean(),
});
export type CompanyData = z.infer<typeof companyDataSchema>;

/** The roles a company's users can hold, with the numeric ids the browser has always seen. */
export const ROLE_IDS: Record<(typeof TEAM_ROLES)[number], number> = { admin: 1, member: 2 };

/** GET and POST /api/company: the company's own details beside its company-wide data. */
export const companySchema = z.extend(companyDataSchema, {
  phone: z.nullable(z.string()),
  /** The company's days: Mission Control's day and the hour of its daily digest follow it. */
  timezone: z.string(),
  /** The white-label domain clients open, and the host its CNAME must point to. */
  domain: z.nullable(z.string()),
  domainCname: z.string(),
  /** Whether the domain's records were found as they should be: only then does the product answer on it. */
  domainVerified: z.boolean(),
  /** The CNAME and the ownership TXT record, with what the last check found. */
  domainDns: z.array(dnsRecordCheckSchema),
  domainCheckedAt: z.nullable(z.string()),
  /** The sender's part before the @ (spec §3), from fromAddress. */
  emailUsername: z.nullable(z.string()),
  /** SPF, DKIM and DMARC records of the sender's domain, with what the last check found. */
  emailDns: z.array(dnsRecordCheckSchema),
  emailCheckedAt: z.nullable(z.string()),
  roles: z.array(z.object({ id: z.number().check(z.int()), name: z.enum(TEAM_ROLES) })),
  /** The price of a dashboard per interval (spec §3, company products). */
  products: z.array(productSchema),
  /** Cents off each dashboard from the applied coupons (spec §3, company discount). */
  discount: z.number().check(z.int()),
});
export type Company = z.infer<typeof companySchema>;

const COMPANY_NAME_MAX = 255;
const PHONE_PATTERN = /^\+?[0-9 ().-]{5,40}$/;

/** POST /api/company: the company form (admins only). An empty phone removes it; a null logo removes the logo. */
export const companyUpdateSchema = z.strictObject({
  name: z
    .string({ error: 'The name field is required.' })
    .check(z.trim(), z.minLength(1, 'The name field is required.'), z.maxLength(COMPANY_NAME_MAX, `The name may not be longer than ${COMPANY_NAME_MAX} characters.`)),
  phone: z.nullable(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), 'The phone must be a phone number: digits, spaces and + ( ) . - only.'),
      ),
      z.transform((phone) => phone || null),
    ),
  ),
  logo: z.nullable(fileUrlSchema),
  /** Left out, the time zone stays as it is. */
  timezone: z.optional(timeZoneSchema),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

/**
 * DELETE /api/company (spec §7: a cancel or a delete flag). Deleting removes
 * everything of the company at once, so the admin confirms it: with their
 * password, or, for an admin who signs in only through a provider and has
 * none, by typing the company's name.
 */
export const companyDeleteSchema = z
  .strictObject({
    delete: z.optional(z.literal(true)),
    cancel: z.optional(z.literal(true)),
    password: z.optional(z.string().check(z.maxLength(200))),
    companyName: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.delete === value.cancel) ctx.addIssue({ code: 'custom', path: ['general'], message: 'Say either delete or cancel.' });
      if (value.delete && !value.password && !value.companyName) ctx.addIssue({ code: 'custom', path: ['password'], message: 'The password field is required.' });
    }),
  );
export type CompanyDelete = z.infer<typeof companyDeleteSchema>;

/**
 * The address the company chose to send its report e-mails from, while it
 * has chosen to: null while it keeps the product's sender (spec §8), even
 * with an address stored to verify first. Mail goes from it once verified.
 */
export const ownSenderOf = (company: Pick<CompanyData, 'fromAddress' | 'activeEmail'>): string | null => (company.activeEmail ? company.fromAddress : null);

/** Spec §8: the e-mail DNS banner shows when the company sends from its own address and that address is not verified. */
export const needsEmailDnsWarning = (company: Pick<CompanyData, 'fromAddress' | 'activeEmail' | 'verifiedWhitelabel'>): boolean => ownSenderOf(company) !== null && !company.verifiedWhitelabel;

/** Spec §5: a dashboard may be created while the count is below plan plus bonus dashboards. */
/** Dashboards the company may have in use: its plan's and its bonus ones (spec §5). */
export const dashboardQuota = (company: Pick<CompanyData, 'services'>): number => company.services.dashboards + company.services.bonusDashboards;

export const canCreateDashboard = (company: Pick<CompanyData, 'dashboardsCount' | 'services'>): boolean => company.dashboardsCount < dashboardQuota(company);

export const MESSAGE_LEVELS = ['danger', 'warning', 'info', 'success'] as const;
export type MessageLevel = (typeof MESSAGE_LEVELS)[number];

/** A message of the top bar (spec §3, global message), stored or computed from the company state. */
export const globalMessageSchema = z.object({
  /** Stable key a dismissal is recorded under. */
  key: z.string(),
  code: z.number().check(z.int()),
  title: z.string(),
  body: z.string(),
  closeable: z.boolean(),
  level: z.enum(MESSAGE_LEVELS),
  link: z.nullable(z.object({ label: z.string(), href: z.string() })),
});
export type GlobalMessage = z.infer<typeof globalMessageSchema>;

export const messageDismissalSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The company-state banner codes of spec §4. */
export const BANNER_CODES = {
  trialActive: 120,
  allDashboardsUsed: 121,
  accountRestored: 122,
  expiredSources: 125,
  canceled: 126,
  overduePayment: 128,
  trialPromo: 129,
} as const;

/** Banner 120 (trial active) is the one company-state banner that cannot be closed (spec §4). */
export const UNCLOSEABLE_BANNER_KEYS: readonly string[] = [String(BANNER_CODES.trialActive)];

/** The confirmation the Delete company dialog asks an admin with a password for, sent as `{ delete: true, password }`. */
export const companyDeletionFormSchema = z.object({
  password: z.string().check(z.minLength(1, 'The password field is required.'), z.maxLength(200)),
});
export type CompanyDeletionForm = z.infer<typeof companyDeletionFormSchema>;

/** The confirmation asked of an admin without a password (one who signs in through a provider), sent as `{ delete: true, companyName }`. */
export const companyDeletionByNameFormSchema = z.object({
  companyName: z.string().check(z.minLength(1, "Type the company's name."), z.maxLength(200)),
});
export type CompanyDeletionByNameForm = z.infer<typeof companyDeletionByNameFormSchema>;

/** The answer to a typed name that is not the company's (compared without surrounding spaces). */
export const COMPANY_NAME_MISMATCH = "Type the company's name exactly as it is shown.";
