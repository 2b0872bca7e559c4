import { z } from 'zod';
import { addDays } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import { ratio } from '../components.js';
import type { TikTokParams } from './client.js';

/**
 * The integrated report (/report/integrated/get/, report_type BASIC): rows
 * of `dimensions` and `metrics`, every figure a string, in the advertiser's
 * currency and time zone.
 */
export const reportRowSchema = z.object({
  dimensions: z.record(z.string(), z.coerce.string()).default({}),
  metrics: z.record(z.string(), z.union([z.string(), z.number()]).nullable()).default({}),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** TikTok's largest report page. */
export const REPORT_PAGE_SIZE = 1000;

/** Days one call may span: 30 with the daily dimension, a year without (TikTok refuses longer ones). */
const MAX_DAILY_SPAN = 30;
const MAX_SPAN = 365;

/** Each component and the TikTok metric it is read from. */
const COMPONENT_METRICS = {
  spend: 'spend',
  impressions: 'impressions',
  clicks: 'clicks',
  conversions: 'conversion',
  reach: 'reach',
  videoViews: 'video_play_actions',
  videoViews2s: 'video_watched_2s',
  videoViews6s: 'video_watched_6s',
  videoCompletions: 'video_views_p100',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
  follows: 'follows',
} as const;

export type TikTokComponents = Record<keyof typeof COMPONENT_METRICS, number>;
export const NO_DELIVERY = Object.fromEntries(Object.keys(COMPONENT_METRICS).map((name) => [name, 0])) as TikTokComponents;

/** What each dimension reports on: the data level, its id dimension, and the attribute metric naming its rows. */
const LEVELS = {
  advertiser: { level: 'AUCTION_ADVERTISER', id: 'advertiser_id', name: undefined },
  campaign: { level: 'AUCTION_CAMPAIGN', id: 'campaign_id', name: 'campaign_name' },
  adgroup: { level: 'AUCTION_ADGROUP', id: 'adgroup_id', name: 'adgroup_name' },
} as const;

export interface ReportQuery {
  advertiserId: string;
  /** The widget's dimension: null, date, campaign or adgroup. */
  dimension: string | null;
  campaignId?: string;
}

/** The level a query reads: its dimension's, or the campaign's when the rows are filtered to one. */
const levelOf = ({ dimension, campaignId }: ReportQuery) => (dimension === 'campaign' || dimension === 'adgroup' ? LEVELS[dimension] : campaignId ? LEVELS.campaign : LEVELS.advertiser);

/** The report's parameters over one window (without the page). */
export function reportParams(query: ReportQuery, window: DateRange): TikTokParams {
  const level = levelOf(query);
  const dimensions = query.dimension === 'date' ? [level.id, 'stat_time_day'] : [level.id];
  return {
    advertiser_id: query.advertiserId,
    report_type: 'BASIC',
    data_level: level.level,
    dimensions,
    metrics: [...Object.values(COMPONENT_METRICS), ...(level.name ? [level.name] : [])],
    start_date: window.startDate,
    end_date: window.endDate,
    ...(query.campaignId ? { filtering: [{ field_name: 'campaign_ids', filter_type: 'IN', filter_value: JSON.stringify([query.campaignId]) }] } : {}),
  };
}

/** The range cut into the windows TikTok takes in one call. */
export function reportWindows(range: DateRange, daily: boolean): DateRange[] {
  const span = daily ? MAX_DAILY_SPAN : MAX_SPAN;
  const windows: DateRange[] = [];
  for (let start = range.startDate; start <= range.endDate; start = addDays(start, span)) {
    const last = addDays(start, span - 1);
    windows.push({ startDate: start, endDate: last < range.endDate ? last : range.endDate });
  }
  return windows;
}

/** A figure as TikTok sends it ("12.30", or "-" when it has none). */
const figure = (value: string | number | null | undefined) => {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

export const componentsOf = (row: ReportRow): TikTokComponents =>
  Object.fromEntries(Object.entries(COMPONENT_METRICS).map(([name, metric]) => [name, figure(row.metrics[metric])])) as TikTokComponents;

/** The row's label for the widget's dimension: the day, or the campaign's or ad group's name. */
export function dimensionOf(row: ReportRow, query: ReportQuery): string | null {
  if (query.dimension === 'date') return row.dimensions.stat_time_day?.slice(0, 10) ?? null;
  if (query.dimension !== 'campaign' && query.dimension !== 'adgroup') return null;
  const level = LEVELS[query.dimension];
  const name = row.metrics[level.name];
  return typeof name === 'string' && name ? name : (row.dimensions[level.id] ?? null);
}

export const deriveTikTok = (c: TikTokComponents) => ({
  ...c,
  ctr: ratio(c.clicks, c.impressions, 100),
  cpc: ratio(c.spend, c.clicks),
  cpm: ratio(c.spend, c.impressions, 1000),
  conversionRate: ratio(c.conversions, c.clicks, 100),
  costPerConversion: ratio(c.spend, c.conversions),
});
