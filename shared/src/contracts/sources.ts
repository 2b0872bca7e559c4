import { z } from 'zod';

/** Every source type of spec §3, with how it is connected. */
export const SOURCE_TYPES = [
  'demo',
  'google_analytics',
  'google_webmasters',
  'google_ads',
  'google_my_business',
  'facebook',
  'facebook_social',
  'instagram',
  'google_sheets',
  'linkedin',
  'linkedin_social',
  'base_me',
  'accuranker',
  'mailchimp',
  'tiktok',
  'ahrefs_v3',
  'semrush',
  'rankranger',
  'serpstat',
  'seranking',
  'salesflare',
  'woocommerce',
] as const;
export const sourceTypeSchema = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof sourceTypeSchema>;

/**
 * How a source type is connected (spec §3): OAuth; an account plus a token;
 * WooCommerce's site URL plus "consumer key|consumer secret"; AccuRanker's
 * account plus OAuth; or nothing at all (the sample-data source).
 */
export type CredentialKind = 'oauth' | 'token' | 'woocommerce' | 'account_oauth' | 'none';

export type SourceCategory = 'sample' | 'search' | 'ads' | 'social' | 'seo' | 'ecommerce' | 'crm' | 'email';

export interface SourceTypeInfo {
  type: SourceType;
  label: string;
  category: SourceCategory;
  credentials: CredentialKind;
}

/** The list every screen shows; whether a connector exists for a type is the API's to say. */
export const SOURCE_TYPE_INFO: Record<SourceType, SourceTypeInfo> = {
  demo: { type: 'demo', label: 'Sample data', category: 'sample', credentials: 'none' },
  google_analytics: { type: 'google_analytics', label: 'Google Analytics 4', category: 'search', credentials: 'oauth' },
  google_webmasters: { type: 'google_webmasters', label: 'Google Search Console', category: 'search', credentials: 'oauth' },
  google_ads: { type: 'google_ads', label: 'Google Ads', category: 'ads', credentials: 'oauth' },
  google_my_business: { type: 'google_my_business', label: 'Google Business Profile', category: 'search', credentials: 'oauth' },
  facebook: { type: 'facebook', label: 'Facebook Ads', category: 'ads', credentials: 'oauth' },
  facebook_social: { type: 'facebook_social', label: 'Facebook Pages', category: 'social', credentials: 'oauth' },
  instagram: { type: 'instagram', label: 'Instagram', category: 'social', credentials: 'oauth' },
  google_sheets: { type: 'google_sheets', label: 'Google Sheets', category: 'crm', credentials: 'oauth' },
  linkedin: { type: 'linkedin', label: 'LinkedIn Ads', category: 'ads', credentials: 'oauth' },
  linkedin_social: { type: 'linkedin_social', label: 'LinkedIn Pages', category: 'social', credentials: 'oauth' },
  base_me: { type: 'base_me', label: 'Zendesk Sell', category: 'crm', credentials: 'oauth' },
  accuranker: { type: 'accuranker', label: 'AccuRanker', category: 'seo', credentials: 'account_oauth' },
  mailchimp: { type: 'mailchimp', label: 'Mailchimp', category: 'email', credentials: 'oauth' },
  tiktok: { type: 'tiktok', label: 'TikTok Ads', category: 'ads', credentials: 'oauth' },
  ahrefs_v3: { type: 'ahrefs_v3', label: 'Ahrefs', category: 'seo', credentials: 'token' },
  semrush: { type: 'semrush', label: 'Semrush', category: 'seo', credentials: 'token' },
  rankranger: { type: 'rankranger', label: 'Rank Ranger', category: 'seo', credentials: 'token' },
  serpstat: { type: 'serpstat', label: 'Serpstat', category: 'seo', credentials: 'token' },
  seranking: { type: 'seranking', label: 'SE Ranking', category: 'seo', credentials: 'token' },
  salesflare: { type: 'salesflare', label: 'Salesflare', category: 'crm', credentials: 'token' },
  woocommerce: { type: 'woocommerce', label: 'WooCommerce', category: 'ecommerce', credentials: 'woocommerce' },
};

/** A source as the sources screen shows it: never any credential (spec §3: id, name, account, invalid, properties). */
export const sourceSchema = z.object({
  id: z.number().int(),
  name: sourceTypeSchema,
  account: z.string().nullable(),
  invalid: z.boolean(),
  properties: z.array(z.object({ id: z.string(), name: z.string(), group: z.string().nullable() })),
  createdAt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

/**
 * POST /api/sources. OAuth types answer with the provider's consent URL to
 * send the browser to; the others are stored at once. WooCommerce's token is
 * "consumer key|consumer secret", its account the site URL.
 */
export const sourceCreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none'), name: sourceTypeSchema }),
  z.object({ kind: z.literal('oauth'), name: sourceTypeSchema, account: z.string().trim().max(255).optional() }),
  z.object({
    kind: z.literal('token'),
    name: sourceTypeSchema,
    account: z.string().trim().min(1, 'The account field is required.').max(255),
    token: z.string().trim().min(1, 'The token field is required.').max(2000),
  }),
]);
export type SourceCreate = z.infer<typeof sourceCreateSchema>;

/** What POST /api/sources answers: the stored source, or where to authorise it. */
export const sourceCreatedSchema = z.union([
  z.object({ data: sourceSchema }),
  z.object({ redirect: z.string() }),
]);

/** One entry of an option list (GET /api/sources/{id}/{option}). */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;
