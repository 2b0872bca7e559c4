import * as z from './zod.js';
import { currentUserSchema, onboardingFlowSchema } from './user.js';
import { questionnaireSchema } from './onboarding.js';
import { companyDataSchema, globalMessageSchema } from './company.js';

export const REMOTE_NAMES = ['dashboards', 'groups', 'company', 'auth'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** Where the host finds one remote: its name and the URL of its remoteEntry.js. */
export const remoteDescriptorSchema = z.object({
  name: remoteNameSchema,
  entry: z.string().check(z.minLength(1)),
});
export type RemoteDescriptor = z.infer<typeof remoteDescriptorSchema>;

/**
 * The attribute naming a remote on the shell page's preload link of that
 * remote's entry: the API writes the link for the area of the page's address,
 * and the shell starts loading that remote from it before the page config
 * has arrived.
 */
export const PAGE_REMOTE_ATTRIBUTE = 'data-remote';

export const realtimeConfigSchema = z.object({
  enabled: z.boolean(),
  key: z.string(),
  host: z.string(),
  port: z.number().check(z.int()),
  forceTLS: z.boolean(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

/** Browser error tracking; null when no DSN is configured. */
export const errorReportingConfigSchema = z.object({
  dsn: z.string(),
  environment: z.string(),
  release: z.string(),
});

/**
 * GET /api/page-config: what the shell needs before it renders (spec §3,
 * session/page config), plus where the remotes live.
 */
export const pageConfigSchema = z.object({
  identification: z.string(),
  /** The product's name, or on a company's white-label domain the company's: every title and screen shows it. */
  productTitle: z.string(),
  /** The agency whose verified white-label domain the page is served on: its name and logo replace the product's. */
  brand: z.nullable(z.object({ name: z.string(), logo: z.nullable(z.string()) })),
  user: z.nullable(currentUserSchema),
  company: z.nullable(companyDataSchema),
  /** Stored global messages for this user (the company-state banners are computed in the browser). */
  messages: z.array(globalMessageSchema),
  /** Keys of the messages this user closed. */
  dismissedMessages: z.array(z.string()),
  onboarding: z.number().check(z.int()),
  flow: z.nullable(onboardingFlowSchema),
  questionnaire: z.nullable(questionnaireSchema),
  maxWidgetsForPdf: z.number().check(z.int()),
  realtime: realtimeConfigSchema,
  errorReporting: z.nullable(errorReportingConfigSchema),
  remotes: z.array(remoteDescriptorSchema),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;
