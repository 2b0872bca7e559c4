import type { DateRange } from '@pulseboard/shared/contracts';
import type { AdsRow } from './api-shapes.js';

/** The component metrics every report selects: the derived ones (CTR, CPC, ROAS...) are worked out from them. */
const COMPONENT_FIELDS = ['metrics.impressions', 'metrics.clicks', 'metrics.cost_micros', 'metrics.conversions', 'metrics.conversions_value'];

/** What each dimension selects, and how a row's value of it is read. */
const DIMENSION_FIELDS: Record<string, { fields: string[]; valueOf: (row: AdsRow) => string }> = {
  date: { fields: ['segments.date'], valueOf: (row) => row.segments?.date ?? '' },
  device: { fields: ['segments.device'], valueOf: (row) => DEVICE_LABELS[row.segments?.device ?? ''] ?? row.segments?.device ?? 'Other' },
  campaign: { fields: ['campaign.id', 'campaign.name'], valueOf: (row) => row.campaign?.name || `Campaign ${row.campaign?.id ?? ''}` },
  adGroup: { fields: ['ad_group.id', 'ad_group.name'], valueOf: (row) => row.adGroup?.name || `Ad group ${row.adGroup?.id ?? ''}` },
  // Responsive search ads have no name: their id stands in.
  ad: { fields: ['ad_group_ad.ad.id', 'ad_group_ad.ad.name'], valueOf: (row) => row.adGroupAd?.ad?.name || `Ad ${row.adGroupAd?.ad?.id ?? ''}` },
};

const DEVICE_LABELS: Record<string, string> = { MOBILE: 'Mobile', DESKTOP: 'Desktop', TABLET: 'Tablet', CONNECTED_TV: 'Connected TV', OTHER: 'Other' };

export interface ReportShape {
  dimension: string | null;
  campaign?: string;
  adGroup?: string;
  range: DateRange;
}

/** The narrowest resource that holds the dimension and the filters: metrics of an ad group are read FROM ad_group. */
function resourceOf({ dimension, campaign, adGroup }: ReportShape): string {
  if (dimension === 'ad') return 'ad_group_ad';
  if (dimension === 'adGroup' || adGroup) return 'ad_group';
  if (dimension === 'campaign' || campaign) return 'campaign';
  return 'customer';
}

/**
 * The GAQL of a widget's report. Ids are checked digits before they reach
 * here, and dates are YYYY-MM-DD: nothing a user typed is spliced in as is.
 */
export function reportQuery(shape: ReportShape): string {
  const fields = ['customer.currency_code', ...(shape.dimension ? (DIMENSION_FIELDS[shape.dimension]?.fields ?? []) : []), ...COMPONENT_FIELDS];
  const where = [
    `segments.date BETWEEN '${shape.range.startDate}' AND '${shape.range.endDate}'`,
    ...(shape.campaign ? [`campaign.id = ${shape.campaign}`] : []),
    ...(shape.adGroup ? [`ad_group.id = ${shape.adGroup}`] : []),
  ];
  return `SELECT ${fields.join(', ')} FROM ${resourceOf(shape)} WHERE ${where.join(' AND ')}`;
}

export const dimensionValueOf = (dimension: string | null, row: AdsRow): string | null => (dimension ? (DIMENSION_FIELDS[dimension]?.valueOf(row) ?? '') : null);
