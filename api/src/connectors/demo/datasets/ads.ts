import type { Cell } from '../cells.js';
import { count, jitter } from '../random.js';
import { defineDataset, ratio, round2 } from './dataset.js';

/** Paid search and display, as an ads platform reports it: spend, clicks and what they bought. */
export const ads = defineDataset({
  id: 'ads',
  label: 'Advertising',
  dimensions: ['date', 'campaign', 'country', 'device'],
  metrics: {
    impressions: (s) => s.impressions,
    clicks: (s) => s.clicks,
    ctr: (s) => ratio(s.clicks, s.impressions, 100),
    cost: (s) => round2(s.cost),
    cpc: (s) => ratio(s.cost, s.clicks),
    conversions: (s) => s.conversions,
    roas: (s) => ratio(s.value, s.cost),
  },
  components({ client, entry, visits, key }: Cell) {
    const profile = client.ads;
    const quality = entry?.quality ?? 1;
    const impressions = count(visits * profile.impressionsPerVisit * jitter(`${key}|ads.impressions`, 0.15), `${key}|ads.impressions#`);
    const clicks = Math.min(impressions, count(impressions * profile.ctr * Math.sqrt(quality) * jitter(`${key}|ads.clicks`, 0.12), `${key}|ads.clicks#`));
    const conversions = Math.min(clicks, count(clicks * profile.conversionRate * quality * jitter(`${key}|ads.conversions`, 0.2), `${key}|ads.conversions#`));
    return {
      impressions,
      clicks,
      cost: round2(clicks * profile.cpc * jitter(`${key}|ads.cpc`, 0.1)),
      conversions,
      value: round2(conversions * profile.orderValue * jitter(`${key}|ads.value`, 0.1)),
    };
  },
});
