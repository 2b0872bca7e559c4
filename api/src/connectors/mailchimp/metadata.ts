import { z } from 'zod';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { SourceAuthError, SourceProviderError } from '../types.js';
import { DATA_CENTRE } from './endpoints.js';

const metadataSchema = z.object({ dc: z.string().regex(DATA_CENTRE), accountname: z.string().default(''), api_endpoint: z.string().optional() });
const refusalSchema = z.object({ error: z.string(), error_description: z.string().optional() });

type MailchimpMetadata = z.infer<typeof metadataSchema>;

/**
 * Who a token belongs to and where the account's data lives
 * (login.mailchimp.com/oauth2/metadata, `Authorization: OAuth <token>`). A
 * token Mailchimp no longer knows is answered HTTP 200 with
 * {"error":"invalid_token"}: the source needs a new consent.
 */
export async function readMetadata(oauthUrl: string, token: string, signal?: AbortSignal): Promise<MailchimpMetadata> {
  const response = await providerFetch(`${oauthUrl}/oauth2/metadata`, { headers: { accept: 'application/json', authorization: `OAuth ${token}` } }, signal);
  const body = await jsonBody(response);
  const refusal = refusalSchema.safeParse(body);
  if (refusal.success || response.status === 401) throw new SourceAuthError(`Mailchimp: ${refusal.success ? refusal.data.error : 'the token was refused'}`);
  if (!response.ok) throw new SourceProviderError(`Mailchimp metadata: HTTP ${response.status}`, response.status);
  const parsed = metadataSchema.safeParse(body);
  if (!parsed.success) throw new SourceProviderError('Mailchimp answered its metadata in an unexpected shape', response.status);
  return parsed.data;
}
