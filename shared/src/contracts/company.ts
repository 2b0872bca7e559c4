import { z } from 'zod';

/** A connected data source as the shell sees it (spec §3): no credentials ever reach the browser. */
export const sourceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string().nullable(),
  invalid: z.boolean(),
});
export type SourceSummary = z.infer<typeof sourceSummarySchema>;

export const subscriptionSummarySchema = z.object({
  id: z.number().int(),
  interval: z.number().int(),
  state: z.string(),
});

export const servicesSchema = z.object({
  dashboards: z.number().int(),
  bonusDashboards: z.number().int(),
});
export type Services = z.infer<typeof servicesSchema>;

/**
 * Company-wide data (spec §3) the shell keeps for the signed-in user; the
 * realtime events replace its sources and subscription state live.
 */
export const companyDataSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** trial, active, canceled, overdue; other values are possible and not shown. */
  state: z.string(),
  expiresAt: z.string().nullable(),
  /** When an account that was canceled or deleted came back. */
  restoredAt: z.string().nullable(),
  services: servicesSchema,
  subscription: subscriptionSummarySchema.nullable(),
  sources: z.array(sourceSummarySchema),
  dashboardsCount: z.number().int(),
  campaignsCount: z.number().int(),
  /** The company's own sender address for report e-mails (white label), when it has one. */
  fromAddress: z.string().nullable(),
  /** Whether the DNS records of that address are verified, so mail sent from it is delivered. */
  verifiedWhitelabel: z.boolean(),
});
export type CompanyData = z.infer<typeof companyDataSchema>;

/** Spec §8: the e-mail DNS banner shows when the company sends from its own address and that address is not verified. */
export const needsEmailDnsWarning = (company: Pick<CompanyData, 'fromAddress' | 'verifiedWhitelabel'>): boolean => company.fromAddress !== null && !company.verifiedWhitelabel;

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
  code: z.number().int(),
  title: z.string(),
  body: z.string(),
  closeable: z.boolean(),
  level: z.enum(MESSAGE_LEVELS),
  link: z.object({ label: z.string(), href: z.string() }).nullable(),
});
export type GlobalMessage = z.infer<typeof globalMessageSchema>;

export const messageDismissalSchema = z.object({ key: z.string().min(1).max(200) });

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
