import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR, trend } from './dates.js';
import type { AdsCampaign, AdsCustomer } from './fixtures.js';

/** [device, share of the traffic, conversion factor]: phones click most, desktops convert best. */
const DEVICES: Array<[string, number, number]> = [
  ['MOBILE', 0.58, 0.85],
  ['DESKTOP', 0.36, 1.3],
  ['TABLET', 0.06, 1],
];

/** Paused campaigns stopped spending on this day. */
const PAUSED_SINCE = '2026-09-01';

/** What one ad did on one day on one device: the smallest cell of the fake, every report is a sum of them. */
export interface AdsLeaf {
  /** GAQL field (snake_case) to its value, for the attributes and segments a query can select or filter on. */
  attributes: Record<string, string | number | boolean>;
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  conversionsValue: number;
}

const toCents = (amount: number) => Math.round(amount * 100);

export function customerAttributes(id: string, customer: AdsCustomer): Record<string, string | number | boolean> {
  return {
    'customer.id': Number(id),
    'customer.resource_name': `customers/${id}`,
    'customer.descriptive_name': customer.descriptiveName,
    'customer.currency_code': customer.currencyCode,
    'customer.time_zone': customer.timeZone,
    'customer.manager': customer.manager,
  };
}

export function campaignAttributes(customerId: string, campaign: AdsCampaign): Record<string, string | number> {
  return {
    'campaign.id': Number(campaign.id),
    'campaign.resource_name': `customers/${customerId}/campaigns/${campaign.id}`,
    'campaign.name': campaign.name,
    'campaign.status': campaign.status,
    'campaign.advertising_channel_type': campaign.channel,
  };
}

export function adGroupAttributes(customerId: string, adGroup: AdsCampaign['adGroups'][number]): Record<string, string | number> {
  return { 'ad_group.id': Number(adGroup.id), 'ad_group.resource_name': `customers/${customerId}/adGroups/${adGroup.id}`, 'ad_group.name': adGroup.name, 'ad_group.status': 'ENABLED' };
}

export function adAttributes(customerId: string, adGroupId: string, [id, name]: [string, string, number]): Record<string, string | number> {
  return { 'ad_group_ad.ad.id': Number(id), 'ad_group_ad.resource_name': `customers/${customerId}/adGroupAds/${adGroupId}~${id}`, 'ad_group_ad.ad.name': name, 'ad_group_ad.status': 'ENABLED' };
}

/** Every ad's figures per day and device over the range, deterministic for any range. */
export function adsLeaves(customerId: string, customer: AdsCustomer, startDate: string, endDate: string): AdsLeaf[] {
  const base = customerAttributes(customerId, customer);
  return daysBetween(startDate, endDate).flatMap((day) => {
    const dayFactor = (customer.dailySpend ?? 0) * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, customer.yearlyGrowth ?? 0);
    return customer.campaigns.flatMap((campaign) => {
      const live = campaign.status === 'ENABLED' || (campaign.status === 'PAUSED' && day.iso < PAUSED_SINCE);
      if (!live) return [];
      return campaign.adGroups.flatMap((adGroup) =>
        adGroup.ads.flatMap((ad) =>
          DEVICES.map(([device, deviceShare, conversionFactor]) => {
            const seed = `${customerId}|${ad[0]}|${day.iso}|${device}`;
            const spend = dayFactor * campaign.share * adGroup.share * ad[2] * deviceShare * jitter(`${seed}|spend`, 0.15);
            const cpc = campaign.cpc * jitter(`${seed}|cpc`, 0.1);
            const clicks = count(spend / cpc, `${seed}|clicks`);
            const impressions = clicks + count((clicks / (campaign.ctr * jitter(`${seed}|ctr`, 0.1))) * (1 - campaign.ctr), `${seed}|impressions`);
            const conversions = Math.round(clicks * campaign.conversionRate * conversionFactor * jitter(`${seed}|conv`, 0.3) * 100) / 100;
            return {
              attributes: {
                ...base,
                ...campaignAttributes(customerId, campaign),
                ...adGroupAttributes(customerId, adGroup),
                ...adAttributes(customerId, adGroup.id, ad),
                'segments.date': day.iso,
                'segments.device': device,
              },
              impressions,
              clicks,
              costMicros: toCents(clicks * cpc) * 10_000,
              conversions,
              conversionsValue: Math.round(conversions * campaign.orderValue * jitter(`${seed}|value`, 0.2) * 100) / 100,
            };
          }),
        ),
      );
    });
  });
}
