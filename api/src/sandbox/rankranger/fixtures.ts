import campaigns from './fixtures/campaigns.json' with { type: 'json' };
import { topicKeywords, topicOf } from '../seo/keyword-positions.js';

/** A campaign of the fake Rank Ranger account: its domain, the engines it checks, how often, and its keywords (its topic's). */
export interface SandboxCampaign {
  campaign_id: string;
  campaign_name: string;
  domain: string;
  trackingSince: string;
  /** 1: every day; 7: once a week, on the weekday tracking began. */
  checkEveryDays: number;
  engines: Array<{ se_id: string; se_name: string }>;
  keywords: string[];
}

export const RANKRANGER_CAMPAIGNS: readonly SandboxCampaign[] = campaigns.map((campaign) => ({ ...campaign, keywords: topicKeywords(topicOf(campaign.domain)).map((entry) => entry.keyword) }));
