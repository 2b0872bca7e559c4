import { z } from 'zod';
import { rowIdSchema } from './ids.js';

/** A company watches at most this many groups, each of at most this many domains: every domain is fetched and checked daily. */
export const MAX_CAMPAIGNS_PER_COMPANY = 500;
export const MAX_DOMAINS_PER_CAMPAIGN = 200;

export const campaignNameSchema = z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(255, 'The name may not be longer than 255 characters.');

/** POST /api/campaigns and PUT /api/campaigns/{id}. */
export const campaignRequestSchema = z.object({ name: campaignNameSchema }).strict();
export type CampaignRequest = z.infer<typeof campaignRequestSchema>;

/** POST /api/campaigns/{id}/domains: a domain as typed ("https://Shop.Example.com/"); the server reads it with the public-suffix list. */
export const campaignDomainRequestSchema = z
  .object({
    domain: z.string({ error: 'The domain field is required.' }).trim().min(1, 'The domain field is required.').max(2048, 'The domain may not be longer than 2048 characters.'),
  })
  .strict();
export type CampaignDomainRequest = z.infer<typeof campaignDomainRequestSchema>;

export const campaignDomainSchema = z.object({ id: rowIdSchema, domain: z.string(), createdAt: z.string() });
export type CampaignDomain = z.infer<typeof campaignDomainSchema>;

/** A group in the list (spec §3: campaignId). */
export const campaignSummarySchema = z.object({ id: rowIdSchema, name: z.string(), domainsCount: z.number().int(), createdAt: z.string() });
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** A group with its domains. */
export const campaignSchema = campaignSummarySchema.extend({ domains: z.array(campaignDomainSchema) });
export type Campaign = z.infer<typeof campaignSchema>;
