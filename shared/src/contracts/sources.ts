import * as z from './zod.js';

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
  /**
   * What an account-plus-token type's account field holds when it is more than a name: `domains`, the sites
   * an SEO tool without a project list of its own (Semrush, Ahrefs, Serpstat) reports on, typed as "acme.com, shop.acme.com".
   */
  account?: 'domains';
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
  ahrefs_v3: { type: 'ahrefs_v3', label: 'Ahrefs', category: 'seo', credentials: 'token', account: 'domains' },
  semrush: { type: 'semrush', label: 'Semrush', category: 'seo', credentials: 'token', account: 'domains' },
  rankranger: { type: 'rankranger', label: 'Rank Ranger', category: 'seo', credentials: 'token' },
  serpstat: { type: 'serpstat', label: 'Serpstat', category: 'seo', credentials: 'token', account: 'domains' },
  seranking: { type: 'seranking', label: 'SE Ranking', category: 'seo', credentials: 'token' },
  salesflare: { type: 'salesflare', label: 'Salesflare', category: 'crm', credentials: 'token' },
  woocommerce: { type: 'woocommerce', label: 'WooCommerce', category: 'ecommerce', credentials: 'woocommerce' },
};

/** A source as the sources screen shows it: never any credential (spec §3: id, name, account, invalid, properties). */
export const sourceSchema = z.object({
  id: z.number().check(z.int()),
  name: sourceTypeSchema,
  account: z.nullable(z.string()),
  invalid: z.boolean(),
  properties: z.array(z.object({ id: z.string(), name: z.string(), group: z.nullable(z.string()) })),
  createdAt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

const ACCOUNT_MAX_LENGTH = 255;
const accountTextSchema = z.string().check(z.trim(), z.maxLength(ACCOUNT_MAX_LENGTH, `The account may not be greater than ${ACCOUNT_MAX_LENGTH} characters.`));
const sourceAccountSchema = accountTextSchema.check(z.minLength(1, 'The account field is required.'));
const TOKEN_MAX_LENGTH = 2000;
const sourceTokenSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'The token field is required.'), z.maxLength(TOKEN_MAX_LENGTH, `The token may not be greater than ${TOKEN_MAX_LENGTH} characters.`));

/** What an account-plus-token source is connected, or re-authorised, with. */
export const tokenCredentialsSchema = z.object({ account: sourceAccountSchema, token: sourceTokenSchema });
export type TokenCredentials = z.infer<typeof tokenCredentialsSchema>;

/** The account an account-plus-OAuth source (AccuRanker) is authorised for, asked before the consent page. */
export const oauthAccountSchema = z.pick(tokenCredentialsSchema, { account: true });

const WOOCOMMERCE_STORE_URL_MESSAGE = 'The account must be the URL of your store, like https://shop.example.com.';
const WOOCOMMERCE_TOKEN_MESSAGE = 'The token must be your consumer key and consumer secret separated by a bar: ck_…|cs_…';
const WOOCOMMERCE_TOKEN_SEPARATOR = '|';
const WOOCOMMERCE_KEY_MAX_LENGTH = 255;

function wooCommerceKey(what: 'key' | 'secret', prefix: 'ck_' | 'cs_') {
  return z.string().check(
    z.trim(),
    z.minLength(1, `The consumer ${what} field is required.`),
    z.maxLength(WOOCOMMERCE_KEY_MAX_LENGTH, `The consumer ${what} may not be greater than ${WOOCOMMERCE_KEY_MAX_LENGTH} characters.`),
    z.startsWith(prefix, `The consumer ${what} starts with ${prefix}.`),
    z.refine((text) => !text.includes(WOOCOMMERCE_TOKEN_SEPARATOR), `The consumer ${what} cannot contain ${WOOCOMMERCE_TOKEN_SEPARATOR}.`),
  );
}

/** The two keys of WooCommerce's REST API, as the store shows them. */
export const wooCommerceConsumerKeySchema = wooCommerceKey('key', 'ck_');
export const wooCommerceConsumerSecretSchema = wooCommerceKey('secret', 'cs_');

/** WooCommerce's token as the API takes it. */
export const wooCommerceToken = (consumerKey: string, consumerSecret: string) => `${consumerKey}${WOOCOMMERCE_TOKEN_SEPARATOR}${consumerSecret}`;

/**
 * WooCommerce's credentials: the store's URL as the account, kept as its
 * origin, and "consumer key|consumer secret" as the token, read into its two keys.
 */
export const wooCommerceCredentialsSchema = z.object({
  // The store's address with its path (WordPress may live in a folder), without query, fragment or trailing slash.
  account: z.pipe(
    z.pipe(sourceAccountSchema, z.url({ protocol: /^https?$/, error: WOOCOMMERCE_STORE_URL_MESSAGE })),
    z.transform((url) => {
      const { origin, pathname } = new URL(url);
      return `${origin}${pathname.replace(/\/+$/, '')}`;
    }),
  ),
  token: z.pipe(
    z.pipe(
      z.pipe(
        sourceTokenSchema,
        z.transform((token) => token.split(WOOCOMMERCE_TOKEN_SEPARATOR)),
      ),
      z.tuple([wooCommerceConsumerKeySchema, wooCommerceConsumerSecretSchema], { error: WOOCOMMERCE_TOKEN_MESSAGE }),
    ),
    z.transform(([consumerKey, consumerSecret]) => ({ consumerKey, consumerSecret })),
  ),
});

/**
 * POST /api/sources. OAuth types answer with the provider's consent URL to
 * send the browser to; the others are stored at once. What each type's
 * credentials must look like (WooCommerce's, AccuRanker's account) is
 * checked once the type is known, with the schemas above.
 */
export const sourceCreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none'), name: sourceTypeSchema }),
  z.object({ kind: z.literal('oauth'), name: sourceTypeSchema, account: z.optional(accountTextSchema) }),
  z.extend(tokenCredentialsSchema, { kind: z.literal('token'), name: sourceTypeSchema }),
]);
export type SourceCreate = z.infer<typeof sourceCreateSchema>;

/** What POST /api/sources answers: the stored source, or where to authorise it. */
export const sourceCreatedSchema = z.union([z.object({ data: sourceSchema }), z.object({ redirect: z.string() })]);

/** One entry of an option list (GET /api/sources/{id}/{option}). */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;
