import type { Cell } from '../cells.js';
import { count, jitter } from '../random.js';
import { level } from '../traffic.js';
import { clamp, defineDataset, ratio, round2 } from './dataset.js';

/** Organic click-through by Google position: about 30 % at the top, 2-3 % at the foot of page one. */
const clickThroughAt = (position: number) => 0.32 / position ** 1.1;

/** Search Console figures (clicks, impressions, position) beside a backlink tool's (backlinks, domain rating). */
export const seo = defineDataset({
  id: 'seo',
  label: 'SEO',
  dimensions: ['date', 'country', 'device', 'page', 'query'],
  metrics: {
    organicClicks: (s) => s.clicks,
    organicImpressions: (s) => s.impressions,
    averagePosition: (s) => ratio(s.positions, s.impressions),
    backlinks: (s) => (s.days > 0 ? Math.round(s.backlinks / s.days) : 0),
    domainRating: (s) => (s.days > 0 ? round2(s.rating / s.days) : 0),
  },
  levels: ['backlinks', 'domainRating'],
  components({ client, day, entry, visits, key }: Cell) {
    const profile = client.seo;
    const position = Math.max(1, (entry?.position ?? profile.position) * jitter(`${key}|seo.position`, 0.06));
    const impressions = count(visits * profile.impressionsPerVisit * jitter(`${key}|seo.impressions`, 0.15), `${key}|seo.impressions#`);
    return {
      impressions,
      clicks: Math.min(impressions, count(impressions * clickThroughAt(position) * jitter(`${key}|seo.clicks`, 0.1), `${key}|seo.clicks#`)),
      // Summed position × impressions: the average position is weighted by impressions, as Search Console's is.
      positions: impressions * position,
      days: 1,
      backlinks: level(client, day, profile.backlinks, 'backlinks'),
      rating: clamp(level(client, day, profile.domainRating, 'domain-rating'), 0, 100),
    };
  },
});
