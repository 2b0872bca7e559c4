import { z } from 'zod';
import { SourceProviderError, type ConnectorContext, type SourceProperty } from '../types.js';
import type { GraphApi } from './graph.js';

const pageSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  access_token: z.string().optional(),
  instagram_business_account: z.object({ id: z.string(), username: z.string().default('') }).optional(),
});
export type ManagedPage = z.infer<typeof pageSchema>;

/** Page tokens kept with the source's credentials: a Page's and its Instagram account's id to the Page's token. */
const pageTokensSchema = z.record(z.string(), z.string());

/** The Pages the user manages (/me/accounts), each with its Page token and linked Instagram business account. */
function managedPages(graph: GraphApi, context: ConnectorContext): Promise<ManagedPage[]> {
  return graph.all(context, 'me/accounts', { fields: 'id,name,access_token,instagram_business_account{id,username}', limit: '100' }, pageSchema);
}

/**
 * Stores the Page tokens of a listing with the source's credentials (sealed
 * like the user token), so reports need no listing of their own. A Page token
 * of a long-lived user token does not expire; it dies with the user's grant.
 */
async function keepPageTokens(context: ConnectorContext, pages: readonly ManagedPage[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const page of pages) {
    if (!page.access_token) continue;
    tokens[page.id] = page.access_token;
    if (page.instagram_business_account) tokens[page.instagram_business_account.id] = page.access_token;
  }
  await context.onCredentialsRefreshed({ ...context.credentials, page_tokens: tokens });
  return tokens;
}

/** The Page token to read a Page or its Instagram account with: the stored one, else from a new listing. */
export async function pageTokenFor(graph: GraphApi, context: ConnectorContext, objectId: string): Promise<string> {
  const stored = pageTokensSchema.safeParse(context.credentials.page_tokens);
  const known = stored.success ? stored.data[objectId] : undefined;
  if (known) return known;
  const token = (await keepPageTokens(context, await managedPages(graph, context)))[objectId];
  if (!token) throw new SourceProviderError('Meta: the account no longer manages this Page.', 404);
  return token;
}

/** Pages as source properties, their tokens kept. */
export async function pageProperties(graph: GraphApi, context: ConnectorContext): Promise<SourceProperty[]> {
  const pages = await managedPages(graph, context);
  await keepPageTokens(context, pages);
  return pages.map((page) => ({ id: page.id, name: page.name || page.id, group: null }));
}

/** Instagram business accounts (those linked to a managed Page) as source properties, their Pages' tokens kept. */
export async function instagramProperties(graph: GraphApi, context: ConnectorContext): Promise<SourceProperty[]> {
  const pages = await managedPages(graph, context);
  await keepPageTokens(context, pages);
  return pages.flatMap((page) => (page.instagram_business_account ? [{ id: page.instagram_business_account.id, name: `@${page.instagram_business_account.username}`, group: page.name || null }] : []));
}
