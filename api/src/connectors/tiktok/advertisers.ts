import { z } from 'zod';
import type { ConnectorContext, SourceProperty } from '../types.js';
import type { TikTokApi } from './client.js';

/** TikTok's largest page of campaigns. */
const CAMPAIGN_PAGE_SIZE = 1000;

/** TikTok's ids are numbers carried as strings; anything else in a widget's config never reaches the API. */
export const TIKTOK_ID = /^\d{1,20}$/;

const advertisersSchema = z.object({ list: z.array(z.object({ advertiser_id: z.coerce.string(), advertiser_name: z.string().default('') })).default([]) });
const advertiserInfoSchema = z.object({ list: z.array(z.object({ advertiser_id: z.coerce.string(), currency: z.string().optional() })).default([]) });
const campaignSchema = z.object({ campaign_id: z.coerce.string(), campaign_name: z.string().default(''), operation_status: z.string().optional() });

/** The advertisers the authorising user granted the app (/oauth2/advertiser/get/, which wants the app's own id and secret too). */
export async function grantedAdvertisers(api: TikTokApi, context: ConnectorContext, app: { id: string; secret: string }): Promise<SourceProperty[]> {
  const { list } = await api.get(context, 'oauth2/advertiser/get', { app_id: app.id, secret: app.secret }, advertisersSchema);
  return list.map((advertiser) => ({ id: advertiser.advertiser_id, name: advertiser.advertiser_name || advertiser.advertiser_id, group: null }));
}

/** The currency an advertiser account spends and reports in. */
export async function currencyOf(api: TikTokApi, context: ConnectorContext, advertiserId: string): Promise<string | undefined> {
  const { list } = await api.get(context, 'advertiser/info', { advertiser_ids: [advertiserId], fields: ['advertiser_id', 'currency'] }, advertiserInfoSchema);
  return list.find((advertiser) => advertiser.advertiser_id === advertiserId)?.currency;
}

/** An advertiser's campaigns, a disabled one marked. */
export async function campaignOptions(api: TikTokApi, context: ConnectorContext, advertiserId: string) {
  const fields = ['campaign_id', 'campaign_name', 'operation_status'];
  const campaigns = await api.all(context, 'campaign/get', { advertiser_id: advertiserId, fields }, campaignSchema, CAMPAIGN_PAGE_SIZE);
  return campaigns.map((campaign) => ({ value: campaign.campaign_id, label: `${campaign.campaign_name || campaign.campaign_id}${campaign.operation_status === 'DISABLE' ? ' (paused)' : ''}` }));
}
