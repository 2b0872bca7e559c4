import { z } from 'zod';
import type { LinkedInApi } from '../linkedin_api/rest-client.js';
import type { ConnectorContext, SourceProperty } from '../types.js';

/** LinkedIn's largest page of ad accounts, campaigns and campaign groups. */
const PAGE_SIZE = 1000;
/** Accounts that still have reports: drafts never ran, removed ones are gone. */
const REPORTABLE_STATUSES = ['ACTIVE', 'CANCELED'];

const accountSchema = z.object({ id: z.coerce.string(), name: z.string().default(''), currency: z.string().optional(), status: z.string().optional() });
const campaignSchema = z.object({ id: z.coerce.string(), name: z.string().default(''), status: z.string().optional() });

/** The ad accounts the member has a role on, a canceled one marked. */
export async function adAccounts(api: LinkedInApi, context: ConnectorContext): Promise<SourceProperty[]> {
  const accounts = await api.all(context, 'adAccounts', { q: 'search', search: { status: { values: REPORTABLE_STATUSES } } }, accountSchema, PAGE_SIZE);
  return accounts.map((account) => ({ id: account.id, name: `${account.name || account.id}${account.status === 'CANCELED' ? ' (canceled)' : ''}`, group: null }));
}

/** The currency an ad account reports its money in. */
export async function currencyOf(api: LinkedInApi, context: ConnectorContext, accountId: string): Promise<string | undefined> {
  return (await api.get(context, `adAccounts/${accountId}`, {}, accountSchema)).currency;
}

/** An account's campaigns or campaign groups (`adCampaigns`, `adCampaignGroups`), by id. */
export async function accountEntities(api: LinkedInApi, context: ConnectorContext, accountId: string, kind: 'adCampaigns' | 'adCampaignGroups') {
  return api.all(context, `adAccounts/${accountId}/${kind}`, { q: 'search' }, campaignSchema, PAGE_SIZE);
}
